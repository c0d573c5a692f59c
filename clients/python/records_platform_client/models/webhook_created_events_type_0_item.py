from enum import StrEnum

class WebhookCreatedEventsType0Item(StrEnum):
    IMPORT_COMPLETED = "import.completed"
    RECORD_CREATED = "record.created"
    RECORD_DELETED = "record.deleted"
    RECORD_UPDATED = "record.updated"

    def __str__(self) -> str:
        return str(self.value)

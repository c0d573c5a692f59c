from enum import StrEnum

class ImportRowsQueryOutcome(StrEnum):
    CREATE = "create"
    CREATED = "created"
    ERROR = "error"
    UPDATE = "update"
    UPDATED = "updated"

    def __str__(self) -> str:
        return str(self.value)

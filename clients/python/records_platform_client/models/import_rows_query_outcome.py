from enum import StrEnum

class ImportRowsQueryOutcome(StrEnum):
    CREATE = "create"
    ERROR = "error"
    UPDATE = "update"

    def __str__(self) -> str:
        return str(self.value)

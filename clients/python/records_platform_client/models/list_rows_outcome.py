from enum import StrEnum

class ListRowsOutcome(StrEnum):
    CREATE = "create"
    ERROR = "error"
    UPDATE = "update"

    def __str__(self) -> str:
        return str(self.value)

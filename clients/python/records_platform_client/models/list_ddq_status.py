from enum import StrEnum

class ListDdqStatus(StrEnum):
    COMPLETED = "Completed"
    DRAFT = "Draft"
    INPROGRESS = "InProgress"

    def __str__(self) -> str:
        return str(self.value)

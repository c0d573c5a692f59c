from enum import StrEnum

class DdqListQueryStatus(StrEnum):
    COMPLETED = "Completed"
    DRAFT = "Draft"
    INPROGRESS = "InProgress"

    def __str__(self) -> str:
        return str(self.value)

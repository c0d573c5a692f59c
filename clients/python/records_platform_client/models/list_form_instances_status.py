from enum import StrEnum

class ListFormInstancesStatus(StrEnum):
    INPROGRESS = "InProgress"
    SENT = "Sent"
    SUBMITTED = "Submitted"

    def __str__(self) -> str:
        return str(self.value)

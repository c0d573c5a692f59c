from enum import StrEnum

class FormInstanceStatus(StrEnum):
    INPROGRESS = "InProgress"
    SENT = "Sent"
    SUBMITTED = "Submitted"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class FormInstanceListQueryStatus(StrEnum):
    INPROGRESS = "InProgress"
    SENT = "Sent"
    SUBMITTED = "Submitted"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class LifecyclesLifecyclesItemStatesItemState(StrEnum):
    DONE = "done"
    INPROGRESS = "InProgress"
    OPEN = "open"
    SENT = "Sent"
    SUBMITTED = "Submitted"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class TaskPatchStatusType2Type1(StrEnum):
    DONE = "done"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class TaskListItemsItemStatus(StrEnum):
    DONE = "done"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class LifecyclesLifecyclesItemKind(StrEnum):
    FORMINSTANCE = "formInstance"
    TASK = "task"

    def __str__(self) -> str:
        return str(self.value)

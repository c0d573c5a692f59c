from enum import StrEnum

class AutomationStatus(StrEnum):
    ACTIVE = "active"
    DRAFT = "draft"
    PAUSED = "paused"

    def __str__(self) -> str:
        return str(self.value)

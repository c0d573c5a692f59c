from enum import StrEnum

class CatalogResponseNodeKindsItemCategory(StrEnum):
    ACTION = "action"
    CONDITION = "condition"
    TRIGGER = "trigger"

    def __str__(self) -> str:
        return str(self.value)

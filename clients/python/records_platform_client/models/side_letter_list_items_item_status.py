from enum import StrEnum

class SideLetterListItemsItemStatus(StrEnum):
    DRAFT = "Draft"
    NEGOTIATING = "Negotiating"
    SIGNED = "Signed"
    SUPERSEDED = "Superseded"

    def __str__(self) -> str:
        return str(self.value)

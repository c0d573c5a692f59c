from enum import StrEnum

class FormResponseListItemsItemStatus(StrEnum):
    DRAFT = "Draft"
    SUBMITTED = "Submitted"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ImportListItemsItemStatus(StrEnum):
    APPLIED = "applied"
    APPLYING = "applying"
    CHECKED = "checked"
    DRAFT = "draft"

    def __str__(self) -> str:
        return str(self.value)

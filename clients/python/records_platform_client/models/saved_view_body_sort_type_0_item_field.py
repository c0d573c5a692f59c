from enum import StrEnum

class SavedViewBodySortType0ItemField(StrEnum):
    CREATEDAT = "createdAt"
    NAME = "name"
    UPDATEDAT = "updatedAt"

    def __str__(self) -> str:
        return str(self.value)

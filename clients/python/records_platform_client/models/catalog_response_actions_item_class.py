from enum import StrEnum

class CatalogResponseActionsItemClass(StrEnum):
    COMMIT = "Commit"
    DRAFT = "Draft"
    QUERY = "Query"
    RECORD = "Record"

    def __str__(self) -> str:
        return str(self.value)

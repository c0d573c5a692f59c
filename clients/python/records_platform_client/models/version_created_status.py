from enum import StrEnum

class VersionCreatedStatus(StrEnum):
    CURRENT = "current"
    DRAFT = "draft"

    def __str__(self) -> str:
        return str(self.value)

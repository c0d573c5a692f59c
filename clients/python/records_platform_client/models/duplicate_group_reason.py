from enum import StrEnum

class DuplicateGroupReason(StrEnum):
    DOMAIN = "domain"
    EMAIL = "email"
    NAME = "name"

    def __str__(self) -> str:
        return str(self.value)

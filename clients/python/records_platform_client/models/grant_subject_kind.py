from enum import StrEnum

class GrantSubjectKind(StrEnum):
    COMPANY = "company"
    INVESTOR = "investor"

    def __str__(self) -> str:
        return str(self.value)

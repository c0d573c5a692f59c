from enum import StrEnum

class GrantBodySubjectKind(StrEnum):
    COMPANY = "company"
    INVESTOR = "investor"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class GrantListItemsItemSubjectKind(StrEnum):
    COMPANY = "company"
    INVESTOR = "investor"

    def __str__(self) -> str:
        return str(self.value)

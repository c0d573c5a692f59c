from enum import StrEnum

class ConflictPartyListItemsItemRole(StrEnum):
    ADVISER = "Adviser"
    COUNTERPARTY = "Counterparty"
    DIRECTOR = "Director"
    EMPLOYEE = "Employee"
    INVESTOR = "Investor"
    OTHER = "Other"

    def __str__(self) -> str:
        return str(self.value)

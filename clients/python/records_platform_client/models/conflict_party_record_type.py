from enum import StrEnum

class ConflictPartyRecordType(StrEnum):
    COMPANY = "Company"
    INVESTOR = "Investor"
    PERSON = "Person"

    def __str__(self) -> str:
        return str(self.value)

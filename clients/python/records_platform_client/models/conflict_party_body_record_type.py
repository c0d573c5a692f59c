from enum import StrEnum

class ConflictPartyBodyRecordType(StrEnum):
    COMPANY = "Company"
    INVESTOR = "Investor"
    PERSON = "Person"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class KycRecordBodyRecordType(StrEnum):
    COMPANY = "Company"
    INVESTOR = "Investor"
    PERSON = "Person"

    def __str__(self) -> str:
        return str(self.value)

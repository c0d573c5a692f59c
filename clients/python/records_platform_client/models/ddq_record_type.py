from enum import StrEnum

class DdqRecordType(StrEnum):
    COMPANY = "Company"
    INVESTOR = "Investor"

    def __str__(self) -> str:
        return str(self.value)

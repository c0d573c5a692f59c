from enum import StrEnum

class DdqBodyRecordType(StrEnum):
    COMPANY = "Company"
    INVESTOR = "Investor"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class DeleteRecordType(StrEnum):
    INVESTOR = "Investor"
    LEAD = "Lead"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class TaskPatchRecordTypeType2Type1(StrEnum):
    COMPANY = "Company"
    DEAL = "Deal"
    INVESTOR = "Investor"
    LEAD = "Lead"
    PERSON = "Person"

    def __str__(self) -> str:
        return str(self.value)

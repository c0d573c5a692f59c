from enum import StrEnum

class DdqListItemsItemRecordType(StrEnum):
    COMPANY = "Company"
    INVESTOR = "Investor"

    def __str__(self) -> str:
        return str(self.value)

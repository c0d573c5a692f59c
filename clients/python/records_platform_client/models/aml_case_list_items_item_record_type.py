from enum import StrEnum

class AmlCaseListItemsItemRecordType(StrEnum):
    COMPANY = "Company"
    PERSON = "Person"

    def __str__(self) -> str:
        return str(self.value)

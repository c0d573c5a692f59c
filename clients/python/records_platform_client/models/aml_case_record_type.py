from enum import StrEnum

class AmlCaseRecordType(StrEnum):
    COMPANY = "Company"
    PERSON = "Person"

    def __str__(self) -> str:
        return str(self.value)

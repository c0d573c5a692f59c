from enum import StrEnum

class FormResponseStatus(StrEnum):
    DRAFT = "Draft"
    SUBMITTED = "Submitted"

    def __str__(self) -> str:
        return str(self.value)

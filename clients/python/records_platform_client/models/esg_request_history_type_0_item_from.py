from enum import StrEnum

class EsgRequestHistoryType0ItemFrom(StrEnum):
    APPROVED = "approved"
    DRAFT = "draft"
    IN_PROGRESS = "in_progress"
    IN_REVIEW = "in_review"
    ISSUED = "issued"
    SUBMITTED = "submitted"
    WAIVED = "waived"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class EsgReviewQueueQueryStatus(StrEnum):
    IN_REVIEW = "in_review"
    SUBMITTED = "submitted"

    def __str__(self) -> str:
        return str(self.value)

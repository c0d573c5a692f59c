from enum import StrEnum

class KycRecordStatus(StrEnum):
    EXPIRED = "Expired"
    INREVIEW = "InReview"
    PENDING = "Pending"
    REJECTED = "Rejected"
    VERIFIED = "Verified"

    def __str__(self) -> str:
        return str(self.value)

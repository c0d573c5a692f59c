from enum import StrEnum

class VendorBodyStatus(StrEnum):
    ACTIVE = "Active"
    ONBOARDING = "Onboarding"
    TERMINATED = "Terminated"
    UNDERREVIEW = "UnderReview"

    def __str__(self) -> str:
        return str(self.value)

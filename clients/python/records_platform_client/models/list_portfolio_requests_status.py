from enum import StrEnum

class ListPortfolioRequestsStatus(StrEnum):
    ACCEPTED = "Accepted"
    CANCELLED = "Cancelled"
    OPEN = "Open"
    SUBMITTED = "Submitted"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class PortfolioRequestBodyStatus(StrEnum):
    ACCEPTED = "Accepted"
    CANCELLED = "Cancelled"
    OPEN = "Open"
    SUBMITTED = "Submitted"

    def __str__(self) -> str:
        return str(self.value)

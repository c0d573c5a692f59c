from enum import StrEnum

class ListMarketingCampaignsStatus(StrEnum):
    CANCELLED = "Cancelled"
    DRAFT = "Draft"
    SCHEDULED = "Scheduled"
    SENT = "Sent"

    def __str__(self) -> str:
        return str(self.value)

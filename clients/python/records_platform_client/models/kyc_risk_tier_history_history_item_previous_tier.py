from enum import StrEnum

class KycRiskTierHistoryHistoryItemPreviousTier(StrEnum):
    HIGH = "High"
    LOW = "Low"
    MEDIUM = "Medium"

    def __str__(self) -> str:
        return str(self.value)

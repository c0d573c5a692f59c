from enum import StrEnum

class ListDealSourcesKind(StrEnum):
    EVENT = "Event"
    INBOUND = "Inbound"
    INTERMEDIARY = "Intermediary"
    NETWORK = "Network"
    OTHER = "Other"
    OUTBOUND = "Outbound"
    PLATFORM = "Platform"

    def __str__(self) -> str:
        return str(self.value)

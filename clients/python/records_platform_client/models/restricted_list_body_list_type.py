from enum import StrEnum

class RestrictedListBodyListType(StrEnum):
    INSIDER = "Insider"
    RESTRICTED = "Restricted"
    WATCH = "Watch"

    def __str__(self) -> str:
        return str(self.value)

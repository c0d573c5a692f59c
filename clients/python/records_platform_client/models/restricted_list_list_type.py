from enum import StrEnum

class RestrictedListListType(StrEnum):
    INSIDER = "Insider"
    RESTRICTED = "Restricted"
    WATCH = "Watch"

    def __str__(self) -> str:
        return str(self.value)

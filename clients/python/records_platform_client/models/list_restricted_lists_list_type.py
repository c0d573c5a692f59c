from enum import StrEnum

class ListRestrictedListsListType(StrEnum):
    INSIDER = "Insider"
    RESTRICTED = "Restricted"
    WATCH = "Watch"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class PublicMarketsStatusLastRunType0Via(StrEnum):
    MANUAL = "manual"
    SCHEDULE = "schedule"

    def __str__(self) -> str:
        return str(self.value)

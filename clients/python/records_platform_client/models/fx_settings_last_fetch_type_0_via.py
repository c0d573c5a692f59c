from enum import StrEnum

class FxSettingsLastFetchType0Via(StrEnum):
    MANUAL = "manual"
    SCHEDULE = "schedule"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class FxSettingsLastFetchType0Outcome(StrEnum):
    FAILED = "failed"
    STORED = "stored"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class FxSettingsSource(StrEnum):
    ECB = "ecb"
    JSON = "json"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class FxSettingsBodySource(StrEnum):
    ECB = "ecb"
    JSON = "json"

    def __str__(self) -> str:
        return str(self.value)

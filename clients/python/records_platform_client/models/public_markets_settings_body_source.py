from enum import StrEnum

class PublicMarketsSettingsBodySource(StrEnum):
    JSON = "json"
    TWELVEDATA = "twelvedata"

    def __str__(self) -> str:
        return str(self.value)

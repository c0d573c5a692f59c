from enum import StrEnum

class PublicMarketsSettingsSource(StrEnum):
    JSON = "json"
    TWELVEDATA = "twelvedata"

    def __str__(self) -> str:
        return str(self.value)

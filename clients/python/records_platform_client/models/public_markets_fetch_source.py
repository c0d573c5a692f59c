from enum import StrEnum

class PublicMarketsFetchSource(StrEnum):
    JSON = "json"
    TWELVEDATA = "twelvedata"

    def __str__(self) -> str:
        return str(self.value)

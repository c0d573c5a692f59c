from enum import StrEnum

class FxFetchSource(StrEnum):
    ECB = "ecb"
    JSON = "json"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class PublicMarketsStatusState(StrEnum):
    CONNECTED = "connected"
    NOT_CONNECTED = "not_connected"

    def __str__(self) -> str:
        return str(self.value)

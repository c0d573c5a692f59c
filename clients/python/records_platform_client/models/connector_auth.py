from enum import StrEnum

class ConnectorAuth(StrEnum):
    API_KEY = "api_key"
    BEARER = "bearer"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ConnectorBodyOperationsType0ItemParametersType0ItemIn(StrEnum):
    BODY = "body"
    PATH = "path"
    QUERY = "query"

    def __str__(self) -> str:
        return str(self.value)

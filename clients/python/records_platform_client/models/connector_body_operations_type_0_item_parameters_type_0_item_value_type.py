from enum import StrEnum

class ConnectorBodyOperationsType0ItemParametersType0ItemValueType(StrEnum):
    BOOLEAN = "boolean"
    INTEGER = "integer"
    NUMBER = "number"
    STRING = "string"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ConnectorBodyOperationsType0ItemEffect(StrEnum):
    DESTRUCTIVE = "destructive"
    READ = "read"
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)

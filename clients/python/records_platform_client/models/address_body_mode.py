from enum import StrEnum

class AddressBodyMode(StrEnum):
    CORRECT = "correct"
    CREATE = "create"
    REPLACE = "replace"

    def __str__(self) -> str:
        return str(self.value)

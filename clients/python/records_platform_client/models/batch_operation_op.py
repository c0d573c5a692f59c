from enum import StrEnum

class BatchOperationOp(StrEnum):
    CREATE = "create"
    DELETE = "delete"
    UPDATE = "update"
    UPSERT = "upsert"

    def __str__(self) -> str:
        return str(self.value)

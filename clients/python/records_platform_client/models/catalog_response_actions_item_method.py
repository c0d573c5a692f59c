from enum import StrEnum

class CatalogResponseActionsItemMethod(StrEnum):
    DELETE = "DELETE"
    PATCH = "PATCH"
    POST = "POST"
    PUT = "PUT"

    def __str__(self) -> str:
        return str(self.value)

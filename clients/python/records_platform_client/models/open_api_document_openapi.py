from enum import StrEnum

class OpenApiDocumentOpenapi(StrEnum):
    VALUE_0 = "3.1.0"

    def __str__(self) -> str:
        return str(self.value)

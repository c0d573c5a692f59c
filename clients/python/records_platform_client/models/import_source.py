from enum import StrEnum

class ImportSource(StrEnum):
    DOCUMENT = "document"
    INLINE = "inline"

    def __str__(self) -> str:
        return str(self.value)

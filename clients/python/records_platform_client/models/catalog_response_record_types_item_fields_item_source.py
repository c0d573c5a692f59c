from enum import StrEnum

class CatalogResponseRecordTypesItemFieldsItemSource(StrEnum):
    CUSTOM = "custom"
    PRODUCT = "product"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class CatalogResponseRecordTypesItemFieldsItemType(StrEnum):
    BOOLEAN = "boolean"
    COUNTRY = "country"
    CURRENCY = "currency"
    DATE = "date"
    EMAIL = "email"
    LONGTEXT = "longText"
    MULTISELECT = "multiSelect"
    NUMBER = "number"
    PERCENT = "percent"
    PHONE = "phone"
    REFERENCE = "reference"
    SELECT = "select"
    TEXT = "text"
    URL = "url"

    def __str__(self) -> str:
        return str(self.value)

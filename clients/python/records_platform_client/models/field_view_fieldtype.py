from enum import StrEnum

class FieldViewFieldtype(StrEnum):
    BOOLEAN = "Boolean"
    CURRENCY = "Currency"
    DATE = "Date"
    FILEUPLOAD = "FileUpload"
    MULTISELECT = "MultiSelect"
    NUMBER = "Number"
    RATING = "Rating"
    RICHTEXT = "RichText"
    SELECT = "Select"
    TEXT = "Text"

    def __str__(self) -> str:
        return str(self.value)

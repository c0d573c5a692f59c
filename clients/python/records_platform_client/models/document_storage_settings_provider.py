from enum import StrEnum

class DocumentStorageSettingsProvider(StrEnum):
    BOX = "box"
    GOOGLEDRIVE = "googleDrive"
    SHAREPOINT = "sharePoint"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class MailboxListItemsItemProvider(StrEnum):
    GENERIC = "generic"
    GMAIL = "gmail"
    MICROSOFT365 = "microsoft365"

    def __str__(self) -> str:
        return str(self.value)

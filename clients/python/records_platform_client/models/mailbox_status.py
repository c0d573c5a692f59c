from enum import StrEnum

class MailboxStatus(StrEnum):
    CONNECTED = "connected"
    DISCONNECTED = "disconnected"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)

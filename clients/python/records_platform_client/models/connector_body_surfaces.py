from enum import StrEnum

class ConnectorBodySurfaces(StrEnum):
    ASSISTANT = "assistant"
    AUTOMATIONS = "automations"
    BOTH = "both"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class WebhookDisabledReason(StrEnum):
    ENDPOINT_GONE = "endpoint_gone"
    FAILING = "failing"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class IntegrationCategory(StrEnum):
    CRM = "crm"
    DATA_ROOM = "data_room"
    MARKET_DATA = "market_data"

    def __str__(self) -> str:
        return str(self.value)

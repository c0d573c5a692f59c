from enum import StrEnum

class PublicMarketsSettingsBodySchedule(StrEnum):
    DAILY = "daily"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)

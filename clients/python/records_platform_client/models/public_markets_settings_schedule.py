from enum import StrEnum

class PublicMarketsSettingsSchedule(StrEnum):
    DAILY = "daily"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ScreeningSettingsProvider(StrEnum):
    COMPLYADVANTAGE = "complyAdvantage"
    DOWJONES = "dowJones"
    WORLDCHECK = "worldCheck"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ProductBodyStatus(StrEnum):
    BETA = "Beta"
    CONCEPT = "Concept"
    DISCONTINUED = "Discontinued"
    LIVE = "Live"
    PLANNED = "Planned"
    SUNSET = "Sunset"

    def __str__(self) -> str:
        return str(self.value)

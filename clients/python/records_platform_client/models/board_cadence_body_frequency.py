from enum import StrEnum

class BoardCadenceBodyFrequency(StrEnum):
    ANNUAL = "Annual"
    BIMONTHLY = "Bimonthly"
    MONTHLY = "Monthly"
    QUARTERLY = "Quarterly"
    SEMIANNUAL = "SemiAnnual"

    def __str__(self) -> str:
        return str(self.value)

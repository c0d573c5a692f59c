from enum import StrEnum

class EsgMetricUnit(StrEnum):
    COUNT = "count"
    EUR = "EUR"
    GJ = "GJ"
    HOURS = "hours"
    M3 = "m3"
    MWH = "MWh"
    RATE = "rate"
    RATIO = "ratio"
    T = "t"
    TCO2E = "tCO2e"
    TCO2EEURM = "tCO2e/EURm"
    TEXT = "text"
    USD = "USD"
    VALUE_6 = "%"
    YESNO = "yes/no"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ComparableSetTemplateBodyMultiplesItem(StrEnum):
    EVARR = "evArr"
    EVEBIT = "evEbit"
    EVEBITDA = "evEbitda"
    EVGROSSPROFIT = "evGrossProfit"
    EVREVENUE = "evRevenue"
    PRICEBOOK = "priceBook"
    PRICEEARNINGS = "priceEarnings"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class DealBenchmarkListQueryMetric(StrEnum):
    ENTRYEVEBITDA = "entryEvEbitda"
    ENTRYEVREVENUE = "entryEvRevenue"
    EQUITYCONTRIBUTIONPERCENT = "equityContributionPercent"
    GROSSIRRPERCENT = "grossIrrPercent"
    GROSSMOIC = "grossMoic"
    HOLDINGPERIODYEARS = "holdingPeriodYears"
    NETDEBTEBITDA = "netDebtEbitda"

    def __str__(self) -> str:
        return str(self.value)

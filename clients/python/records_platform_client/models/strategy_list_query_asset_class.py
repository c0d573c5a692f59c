from enum import StrEnum

class StrategyListQueryAssetClass(StrEnum):
    CREDIT = "Credit"
    FUNDOFFUNDS = "FundOfFunds"
    GROWTH = "Growth"
    INFRASTRUCTURE = "Infrastructure"
    OTHER = "Other"
    PRIVATEEQUITY = "PrivateEquity"
    REALASSETS = "RealAssets"
    VENTURECAPITAL = "VentureCapital"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class TermBodyInstrumentType(StrEnum):
    CONVERTIBLELOAN = "ConvertibleLoan"
    CONVERTIBLENOTE = "ConvertibleNote"
    DEBTFACILITY = "DebtFacility"
    EARNOUT = "Earnout"
    LOAN = "Loan"
    MEZZANINEDEBT = "MezzanineDebt"
    OPTIONS = "Options"
    ORDINARYSHARES = "OrdinaryShares"
    OTHER = "Other"
    PREFERENCESHARES = "PreferenceShares"
    REVENUESHARE = "RevenueShare"
    SAFE = "Safe"
    WARRANTS = "Warrants"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class ProvisionBodyCategory(StrEnum):
    COINVESTMENT = "CoInvestment"
    CONFIDENTIALITY = "Confidentiality"
    EXCUSE = "Excuse"
    FEES = "Fees"
    MOSTFAVOUREDNATION = "MostFavouredNation"
    OTHER = "Other"
    REPORTING = "Reporting"
    TRANSFER = "Transfer"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class VendorCategory(StrEnum):
    AUDIT = "Audit"
    CONSULTING = "Consulting"
    FUNDADMINISTRATION = "FundAdministration"
    LEGAL = "Legal"
    OTHER = "Other"
    TAX = "Tax"
    TECHNOLOGY = "Technology"

    def __str__(self) -> str:
        return str(self.value)

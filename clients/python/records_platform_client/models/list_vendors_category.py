from enum import StrEnum

class ListVendorsCategory(StrEnum):
    AUDIT = "Audit"
    CONSULTING = "Consulting"
    FUNDADMINISTRATION = "FundAdministration"
    LEGAL = "Legal"
    OTHER = "Other"
    TAX = "Tax"
    TECHNOLOGY = "Technology"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class MilestoneBodyCategory(StrEnum):
    COMMERCIAL = "Commercial"
    EXITPREPARATION = "ExitPreparation"
    FINANCIAL = "Financial"
    OPERATIONAL = "Operational"
    PRODUCT = "Product"
    REGULATORY = "Regulatory"
    STRATEGIC = "Strategic"
    TEAM = "Team"

    def __str__(self) -> str:
        return str(self.value)

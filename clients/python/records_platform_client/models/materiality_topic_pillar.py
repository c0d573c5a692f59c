from enum import StrEnum

class MaterialityTopicPillar(StrEnum):
    ENVIRONMENTAL = "Environmental"
    GOVERNANCE = "Governance"
    SOCIAL = "Social"

    def __str__(self) -> str:
        return str(self.value)

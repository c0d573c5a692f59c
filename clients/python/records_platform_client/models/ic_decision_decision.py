from enum import StrEnum

class IcDecisionDecision(StrEnum):
    APPROVED = "Approved"
    APPROVEDWITHCONDITIONS = "ApprovedWithConditions"
    DEFERRED = "Deferred"
    REJECTED = "Rejected"

    def __str__(self) -> str:
        return str(self.value)

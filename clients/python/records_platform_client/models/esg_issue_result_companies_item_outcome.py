from enum import StrEnum

class EsgIssueResultCompaniesItemOutcome(StrEnum):
    CREATED = "created"
    EXISTING = "existing"
    ISSUED = "issued"
    WOULD_CREATE = "would_create"
    WOULD_ISSUE = "would_issue"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class TestReportOutcome(StrEnum):
    ANSWERED = "answered"
    FAILED = "failed"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class EsgReportListQueryStatus(StrEnum):
    DRAFT = "draft"
    FINAL = "final"

    def __str__(self) -> str:
        return str(self.value)

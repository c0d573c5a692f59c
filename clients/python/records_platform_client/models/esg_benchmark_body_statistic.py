from enum import StrEnum

class EsgBenchmarkBodyStatistic(StrEnum):
    MEAN = "mean"
    MEDIAN = "median"
    P25 = "p25"
    P75 = "p75"

    def __str__(self) -> str:
        return str(self.value)

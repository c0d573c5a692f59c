from enum import StrEnum

class DdqSectionAnswersAnswersItemAnswerType(StrEnum):
    DATE = "Date"
    NUMBER = "Number"
    TEXT = "Text"
    YESNO = "YesNo"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class BoardEventBodyEventType(StrEnum):
    ANNUALGENERALMEETING = "AnnualGeneralMeeting"
    BOARDMEETING = "BoardMeeting"
    COMMITTEEMEETING = "CommitteeMeeting"
    WRITTENRESOLUTION = "WrittenResolution"

    def __str__(self) -> str:
        return str(self.value)

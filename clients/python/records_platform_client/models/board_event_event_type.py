from enum import StrEnum

class BoardEventEventType(StrEnum):
    ANNUALGENERALMEETING = "AnnualGeneralMeeting"
    BOARDMEETING = "BoardMeeting"
    COMMITTEEMEETING = "CommitteeMeeting"
    WRITTENRESOLUTION = "WrittenResolution"

    def __str__(self) -> str:
        return str(self.value)

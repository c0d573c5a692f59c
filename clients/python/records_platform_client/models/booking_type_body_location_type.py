from enum import StrEnum

class BookingTypeBodyLocationType(StrEnum):
    INPERSON = "InPerson"
    PHONE = "Phone"
    VIDEO = "Video"

    def __str__(self) -> str:
        return str(self.value)

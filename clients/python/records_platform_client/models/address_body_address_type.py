from enum import StrEnum

class AddressBodyAddressType(StrEnum):
    CORRESPONDENCE = "Correspondence"
    REGISTERED = "Registered"
    TRADING = "Trading"

    def __str__(self) -> str:
        return str(self.value)

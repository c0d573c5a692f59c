from enum import StrEnum

class EsgPeriodListItemsItemScopeCompanyType(StrEnum):
    LIMITEDPARTNER = "LimitedPartner"
    OTHER = "Other"
    PORTFOLIO = "Portfolio"
    PROSPECT = "Prospect"
    SERVICEPROVIDER = "ServiceProvider"

    def __str__(self) -> str:
        return str(self.value)

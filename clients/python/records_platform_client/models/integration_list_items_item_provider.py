from enum import StrEnum

class IntegrationListItemsItemProvider(StrEnum):
    ANSARADA = "ansarada"
    CAPITALIQ = "capitaliq"
    DATASITE = "datasite"
    DYNAMICS365 = "dynamics365"
    HUBSPOT = "hubspot"
    INTRALINKS = "intralinks"
    PITCHBOOK = "pitchbook"
    PREQIN = "preqin"
    REFINITIV = "refinitiv"
    SALESFORCE = "salesforce"
    TWELVEDATA = "twelvedata"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class CatalogResponseNodeKindsItemConfigItemType(StrEnum):
    BOOLEAN = "boolean"
    CONNECTORKEY = "connectorKey"
    CRON = "cron"
    FIELDKEY = "fieldKey"
    FIELDVALUE = "fieldValue"
    FIELDVALUES = "fieldValues"
    LONGTEXT = "longText"
    NUMBER = "number"
    OPERATIONKEY = "operationKey"
    PARAMETERS = "parameters"
    RECORDTYPE = "recordType"
    SELECT = "select"
    TEXT = "text"
    USERID = "userId"

    def __str__(self) -> str:
        return str(self.value)

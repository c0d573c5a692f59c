from enum import StrEnum

class ScreeningSettingKey(StrEnum):
    COMPLYADVANTAGE_APIKEY = "complyAdvantage.apiKey"
    COMPLYADVANTAGE_FUZZINESS = "complyAdvantage.fuzziness"
    COMPLYADVANTAGE_REGION = "complyAdvantage.region"
    DOWJONES_CLIENTID = "dowJones.clientId"
    DOWJONES_PASSWORD = "dowJones.password"
    DOWJONES_USERNAME = "dowJones.username"
    PROVIDER = "provider"
    WORLDCHECK_APIKEY = "worldCheck.apiKey"
    WORLDCHECK_APISECRET = "worldCheck.apiSecret"
    WORLDCHECK_ENVIRONMENT = "worldCheck.environment"
    WORLDCHECK_GROUPID = "worldCheck.groupId"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class DocumentStorageSettingKey(StrEnum):
    BOX_CLIENTID = "box.clientId"
    BOX_CLIENTSECRET = "box.clientSecret"
    BOX_ENTERPRISEID = "box.enterpriseId"
    BOX_ROOTFOLDERID = "box.rootFolderId"
    GOOGLEDRIVE_IMPERSONATEDUSER = "googleDrive.impersonatedUser"
    GOOGLEDRIVE_SERVICEACCOUNTKEY = "googleDrive.serviceAccountKey"
    GOOGLEDRIVE_SHAREDDRIVEID = "googleDrive.sharedDriveId"
    PROVIDER = "provider"
    SHAREPOINT_CLIENTID = "sharePoint.clientId"
    SHAREPOINT_CLIENTSECRET = "sharePoint.clientSecret"
    SHAREPOINT_DIRECTORYID = "sharePoint.directoryId"
    SHAREPOINT_SITEHOSTNAME = "sharePoint.siteHostname"
    SHAREPOINT_SITEPATH = "sharePoint.sitePath"

    def __str__(self) -> str:
        return str(self.value)

from enum import StrEnum

class PortalRoleBodyCapabilitiesType0Item(StrEnum):
    DOCUMENTS_VIEW = "documents.view"
    FINANCIALS_VIEW = "financials.view"
    FORMS_SUBMIT = "forms.submit"
    MESSAGES_SEND = "messages.send"
    REPORTS_VIEW = "reports.view"
    UPDATES_VIEW = "updates.view"

    def __str__(self) -> str:
        return str(self.value)

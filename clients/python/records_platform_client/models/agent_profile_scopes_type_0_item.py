from enum import StrEnum

class AgentProfileScopesType0Item(StrEnum):
    AGENTSDRAFT = "agents:draft"
    AGENTSREAD = "agents:read"
    AUTOMATIONSDRAFT = "automations:draft"
    AUTOMATIONSPUBLISH = "automations:publish"
    AUTOMATIONSREAD = "automations:read"
    CONNECTORSACTIVATE = "connectors:activate"
    CONNECTORSDRAFT = "connectors:draft"
    CONNECTORSREAD = "connectors:read"
    FIELDSREAD = "fields:read"
    FIELDSWRITE = "fields:write"
    FINANCEREAD = "finance:read"
    FINANCEWRITE = "finance:write"
    FORMSDRAFT = "forms:draft"
    FORMSPUBLISH = "forms:publish"
    FORMSREAD = "forms:read"
    IMPORTSAPPLY = "imports:apply"
    IMPORTSDRAFT = "imports:draft"
    IMPORTSREAD = "imports:read"
    PORTFOLIOREAD = "portfolio:read"
    PROCESSESREAD = "processes:read"
    PROCESSESWRITE = "processes:write"
    QUICK_ACTIONSREAD = "quick-actions:read"
    QUICK_ACTIONSWRITE = "quick-actions:write"
    RECORDSREAD = "records:read"
    RECORDSWRITE = "records:write"
    VIEWSREAD = "views:read"
    VIEWSWRITE = "views:write"

    def __str__(self) -> str:
        return str(self.value)

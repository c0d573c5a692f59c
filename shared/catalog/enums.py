"""The spec's enumerations (sections 2.3, 2.4, 3.4) and those of the product's record fields: one
definition each, for the catalog, the families' body models and their descriptions."""

from __future__ import annotations

# Enumerations given by the spec (2.3, 2.4, 3.4). Action descriptions are built from them.
PRODUCT_STATUSES = ("Planned", "Concept", "Beta", "Live", "Sunset", "Discontinued")
ADDRESS_TYPES = ("Registered", "Trading", "Correspondence")
ADDRESS_MODES = ("create", "correct", "replace")
MILESTONE_CATEGORIES = (
    "Product",
    "Commercial",
    "Operational",
    "Financial",
    "Team",
    "Regulatory",
    "Strategic",
    "ExitPreparation",
)
INSTRUMENT_TYPES = (
    "OrdinaryShares",
    "PreferenceShares",
    "ConvertibleNote",
    "Safe",
    "Loan",
    "ConvertibleLoan",
    "MezzanineDebt",
    "DebtFacility",
    "Earnout",
    "Warrants",
    "Options",
    "RevenueShare",
    "Other",
)
IC_DECISIONS = ("Approved", "Rejected", "ApprovedWithConditions", "Deferred")

# Enumerations of the product's record fields (the spec does not list these).
COMPANY_TYPES = ("Portfolio", "Prospect", "ServiceProvider", "LimitedPartner", "Other")
COMPANY_STATUSES = ("Active", "Inactive", "Exited", "WrittenOff", "Closed")
DEAL_STAGES = (
    "Sourced",
    "Screening",
    "DueDiligence",
    "InvestmentCommittee",
    "TermSheet",
    "Closing",
    "Closed",
    "Passed",
)
LEAD_STATUSES = ("New", "Contacted", "Qualified", "Converted", "Disqualified")
INVESTOR_TYPES = (
    "Individual",
    "FamilyOffice",
    "Endowment",
    "Foundation",
    "PensionFund",
    "SovereignWealthFund",
    "FundOfFunds",
    "InsuranceCompany",
    "Corporate",
    "AssetManager",
    "Bank",
    "Other",
)

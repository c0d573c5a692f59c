"""The form definitions the product ships: every firm starts with them, active, at version 1.

They have fixed ids (the same in every firm) and `isSystemDefinition: true`. A firm may read them, add
versions and activate those like any form, but not deactivate them (409 system_form_locked).

`system_forms` is the forms family's seeder, registered on its App: it runs when a firm is created
(records-admin create-firm, the local stack's demo firm). Each item is put only if absent, so running
it again changes nothing, completes a seeding that was cut short, and adds forms shipped later without
touching what a firm has done with the others.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from forms_api.service import SYSTEM_USER, definition_values, version_values
from forms_store import DEFINITIONS, version_sort_key, versions_partition
from kernel.unit_of_work import Create


@dataclass(frozen=True)
class SystemForm:
    id: str
    version_id: str
    name: str
    description: str
    owner_module: str
    category: str
    sections: tuple[dict[str, Any], ...]


def _field(
    key: str, label: str, field_type: str, *, required: bool = False, description: str = ""
) -> dict[str, Any]:
    return {
        "key": key,
        "label": label,
        "fieldType": field_type,
        "required": required,
        "description": description,
    }


def _section(key: str, label: str, description: str, *fields: dict[str, Any]) -> dict[str, Any]:
    return {"key": key, "label": label, "description": description, "fields": list(fields)}


KYC_QUESTIONNAIRE = SystemForm(
    id="form_system_kyc_questionnaire",
    version_id="fver_system_kyc_questionnaire_1",
    name="KYC questionnaire",
    description="Know-your-customer questions for an investor or a counterparty, and the documents to get.",
    owner_module="compliance",
    category="KYC",
    sections=(
        _section(
            "entity", "The entity", "Who the investor or counterparty is.",
            _field("legalName", "Legal name", "Text", required=True),
            _field("entityType", "Type of entity", "Select", required=True,
                   description="Individual, company, partnership, trust, fund, foundation or other."),
            _field("jurisdiction", "Jurisdiction of incorporation or residence", "Text", required=True),
            _field("registrationNumber", "Registration number", "Text"),
            _field("incorporationDate", "Date of incorporation or birth", "Date", required=True),
            _field("registeredAddress", "Registered address", "RichText", required=True),
        ),
        _section(
            "ownership", "Ownership and control", "Everyone who owns or controls 25% or more.",
            _field("beneficialOwners", "Beneficial owners", "RichText", required=True,
                   description="Name, date of birth, nationality and share of each."),
            _field("politicallyExposed", "Is any owner or director a politically exposed person?", "Boolean",
                   required=True),
            _field("pepDetails", "If so, who and which position", "RichText"),
        ),
        _section(
            "funds", "Source of funds and wealth", "",
            _field("sourceOfFunds", "Source of the funds to be invested", "RichText", required=True),
            _field("sourceOfWealth", "Source of wealth", "RichText"),
            _field("expectedAmount", "Expected investment", "Currency"),
        ),
        _section(
            "documents", "Documents", "Certified copies where the jurisdiction requires them.",
            _field("identityDocuments", "Identity documents of owners and directors", "FileUpload",
                   required=True),
            _field("proofOfAddress", "Proof of address (under 3 months old)", "FileUpload", required=True),
            _field("constitutionalDocuments", "Certificate of incorporation and articles", "FileUpload"),
        ),
        _section(
            "declarations", "Declarations", "",
            _field("sanctions", "Neither the entity nor its owners are subject to sanctions", "Boolean",
                   required=True),
            _field("accuracy", "The answers are complete and accurate", "Boolean", required=True),
        ),
    ),
)  # fmt: skip

ESG_DATA_REQUEST = SystemForm(
    id="form_system_esg_data_request",
    version_id="fver_system_esg_data_request_1",
    name="ESG data request",
    description="The yearly environmental, social and governance figures asked of portfolio companies.",
    owner_module="esg",
    category="ESG",
    sections=(
        _section(
            "period", "Reporting period", "",
            _field("periodStart", "First day of the period", "Date", required=True),
            _field("periodEnd", "Last day of the period", "Date", required=True),
        ),
        _section(
            "environment", "Environment", "Figures for the whole company over the period.",
            _field("scope1Emissions", "Scope 1 emissions (tCO2e)", "Number", required=True),
            _field("scope2Emissions", "Scope 2 emissions, market-based (tCO2e)", "Number", required=True),
            _field("scope3Emissions", "Scope 3 emissions (tCO2e), if measured", "Number"),
            _field("energyConsumption", "Energy consumption (MWh)", "Number"),
            _field("renewableShare", "Share of renewable energy (%)", "Number"),
            _field("climatePolicy", "Has a board-approved climate or environmental policy", "Boolean"),
        ),
        _section(
            "social", "Social", "",
            _field("headcount", "Employees at period end (FTE)", "Number", required=True),
            _field("womenInWorkforce", "Women in the workforce (%)", "Number"),
            _field("womenInLeadership", "Women in senior management (%)", "Number"),
            _field("employeeTurnover", "Employee turnover (%)", "Number"),
            _field("workplaceAccidents", "Recordable work accidents", "Number"),
        ),
        _section(
            "governance", "Governance", "",
            _field("independentDirectors", "Independent board members", "Number"),
            _field("codeOfConduct", "Has a code of conduct and a whistle-blowing channel", "Boolean"),
            _field("dataBreaches", "Data breaches reported to a regulator", "Number"),
            _field("esgPolicies", "ESG policies and reports", "FileUpload"),
        ),
        _section(
            "assessment", "Self-assessment", "",
            _field("esgMaturity", "How mature is ESG management in the company?", "Rating"),
            _field("comments", "Comments", "RichText"),
        ),
    ),
)  # fmt: skip

INVESTOR_ONBOARDING = SystemForm(
    id="form_system_investor_onboarding",
    version_id="fver_system_investor_onboarding_1",
    name="Investor onboarding",
    description="What a new limited partner tells the fund before the first close.",
    owner_module="investors",
    category="Onboarding",
    sections=(
        _section(
            "investor", "The investor", "",
            _field("investorName", "Investor name", "Text", required=True),
            _field("investorType", "Investor type", "Select", required=True,
                   description="Pension fund, insurer, fund of funds, family office, endowment, other."),
            _field("country", "Country", "Text", required=True),
            _field("contactName", "Main contact", "Text", required=True),
            _field("contactEmail", "Contact email", "Text", required=True),
        ),
        _section(
            "commitment", "Commitment", "",
            _field("commitmentAmount", "Commitment", "Currency", required=True),
            _field("targetClose", "Close to join", "Date"),
            _field("subscriptionAgreement", "Signed subscription agreement", "FileUpload", required=True),
        ),
        _section(
            "tax", "Tax", "",
            _field("taxResidency", "Country of tax residence", "Text", required=True),
            _field("taxIdentifier", "Tax identification number", "Text", required=True),
            _field("fatcaCrsStatus", "FATCA / CRS classification", "Select", required=True),
            _field("taxForms", "Self-certification forms (W-8, W-9, CRS)", "FileUpload", required=True),
        ),
        _section(
            "banking", "Banking", "The account distributions are paid to and capital calls are paid from.",
            _field("bankDetails", "Bank name, account holder, IBAN or account number, SWIFT/BIC", "RichText",
                   required=True),
        ),
        _section(
            "preferences", "Reporting preferences", "",
            _field("reports", "Reports to receive", "MultiSelect",
                   description="Quarterly report, capital account statement, ESG report, annual accounts."),
            _field("additionalContacts", "Other people to copy", "RichText"),
        ),
    ),
)  # fmt: skip

SYSTEM_FORMS: tuple[SystemForm, ...] = (KYC_QUESTIONNAIRE, ESG_DATA_REQUEST, INVESTOR_ONBOARDING)


def system_forms(now: int) -> list[Create]:
    """Each system form's version 1, then its definition pointing at it, for a new firm."""
    from forms_api import models  # pydantic: needed by seeding alone (a firm's creation)

    writes: list[Create] = []
    for form in SYSTEM_FORMS:
        checked = models.AddVersionRequest.model_validate({"sections": list(form.sections)})
        sections = models.dump_sections(checked.sections)
        version = version_values(
            form_id=form.id,
            version_id=form.version_id,
            number=1,
            sections=sections,
            now=now,
            created_by=SYSTEM_USER,
        )
        definition = definition_values(
            form_id=form.id,
            name=form.name,
            description=form.description,
            owner_module=form.owner_module,
            category=form.category,
            is_system=True,
            active=True,
            version=(form.version_id, 1),
            now=now,
            created_by=SYSTEM_USER,
        )
        writes.append(Create(versions_partition(form.id), version_sort_key(1), version))
        writes.append(Create(DEFINITIONS, form.id, definition))
    return writes

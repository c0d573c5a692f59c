"""The catalog the product ships, served by ``GET /api/v1/x/catalog`` (spec 4.9), and its fingerprint.

The catalog is the list of what the API may touch (spec 1.2): the record types the product ships and
their fields, the relations between types, the record-level actions (spec 4.4, 4.5) and the automation
node kinds with the config each takes. A field, a type or an action that the catalog does not list
cannot be stored.

``catalog_version`` fingerprints the content. Create and update responses return it, and a request may
send it back as ``expectedCatalogVersion`` so that a stale client is refused (spec 9.2).

Importing this module only defines functions and constants. The product catalog is built on first use
and then kept (cold start is a product feature).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from catalog.enums import (
    ADDRESS_MODES,
    ADDRESS_TYPES,
    COMPANY_STATUSES,
    COMPANY_TYPES,
    DEAL_STAGES,
    IC_DECISIONS,
    INSTRUMENT_TYPES,
    INVESTOR_TYPES,
    LEAD_STATUSES,
    MILESTONE_CATEGORIES,
    PRODUCT_STATUSES,
)
from catalog.model import (
    Catalog,
    FieldDefinition,
    FieldType,
    NodeConfigField,
    NodeConfigType,
    NodeKind,
    RecordAction,
    RecordType,
    Relation,
)


def _action(key: str, label: str, rtype: str, method: str, path: str, description: str) -> RecordAction:
    """A Record-class action of a route under /api/v1/x (spec 4.4, 4.5)."""
    return RecordAction(key=key, label=label, record_type=rtype, route_class="Record", method=method,  # type: ignore[arg-type]
                        path=f"/api/v1/x{path}", description=description)  # fmt: skip


_COMPANY, _DEAL = "/companies/{id}", "/deals/{id}"


@cache
def record_actions() -> tuple[RecordAction, ...]:
    """The record-level actions, each naming the route that performs it; built on first use. An
    action is listed here in the change that adds its route: `tests/unit/test_template_routes.py`
    fails for an action whose method and path no family serves."""
    return (
        _action("addProduct", "Add product", "Company", "POST", f"{_COMPANY}/products",
                f"Adds a product: name and status ({', '.join(PRODUCT_STATUSES)}), launchDate yyyy-MM-dd."),
        _action("updateProduct", "Change product", "Company", "PUT", f"{_COMPANY}/products/{{productId}}",
                "Replaces a product's name, status and launch date."),
        _action("removeProduct", "Remove product", "Company", "DELETE", f"{_COMPANY}/products/{{productId}}",
                "Removes a product."),
        _action("recordCompanyInvestor", "Record investor", "Company", "POST", f"{_COMPANY}/investors",
                "Records an Investor record on the company's cap table, with its position."),
        _action("updateCompanyInvestor", "Change investor", "Company", "PUT",
                f"{_COMPANY}/investors/{{investorId}}", "Changes an investor's position on the company."),
        _action("removeCompanyInvestor", "Remove investor", "Company", "DELETE",
                f"{_COMPANY}/investors/{{investorId}}", "Removes an investor from the company's cap table."),
        _action("writeAddress", "Add, correct or replace address", "Company", "POST", f"{_COMPANY}/addresses",
                f"Writes an address ({', '.join(ADDRESS_TYPES)}) by mode: {', '.join(ADDRESS_MODES)}."),
        _action("setIndustryCodes", "Set industry codes", "Company", "PUT", f"{_COMPANY}/industry-codes",
                "Replaces the company's industry codes (keys of the taxonomy group sectors)."),
        _action("addMilestone", "Add milestone", "Company", "POST", f"{_COMPANY}/milestones",
                f"Adds a milestone: title, category ({', '.join(MILESTONE_CATEGORIES)}), targetDate."),
        _action("updateMilestone", "Change milestone", "Company", "PUT",
                f"{_COMPANY}/milestones/{{milestoneId}}", "Replaces a milestone."),
        _action("addFinancials", "Add financials", "Company", "POST", f"{_COMPANY}/financials",
                "Adds a financial period: periodLabel, exact amounts and an ISO-4217 currencyCode."),
        _action("updateFinancials", "Change financials", "Company", "PUT",
                f"{_COMPANY}/financials/{{financialsId}}", "Replaces a financial period."),
        _action("postCompanyUpdate", "Post update", "Company", "POST", f"{_COMPANY}/updates",
                "Posts an update (title, content) on the company."),
        _action("editCompanyUpdate", "Edit update", "Company", "PUT", f"{_COMPANY}/updates/{{updateId}}",
                "Replaces an update's title and content."),
        _action("addNextUp", "Add next-up", "Deal", "POST", f"{_DEAL}/next-ups",
                "Adds a next step (title) to the deal."),
        _action("addTerm", "Add term", "Deal", "POST", f"{_DEAL}/terms",
                f"Adds a term ({', '.join(INSTRUMENT_TYPES)}); setActive makes it the one active term."),
        _action("updateTerm", "Change term", "Deal", "PUT", f"{_DEAL}/terms/{{termId}}",
                "Replaces a term; setActive makes it the one active term."),
        _action("recordIcDecision", "Record IC decision", "Deal", "POST", f"{_DEAL}/ic-decision",
                f"Records the decision ({', '.join(IC_DECISIONS)}), icDate and conditions."),
    )  # fmt: skip


def _field(
    key: str,
    label: str,
    type: FieldType,
    *,
    required: bool = False,
    allowed: tuple[str, ...] | None = None,
    ref: str | None = None,
    description: str | None = None,
) -> FieldDefinition:
    """A product field: keeps the content tables below short."""
    return FieldDefinition(
        key=key,
        label=label,
        type=type,
        source="product",
        required=required,
        allowed_values=allowed,
        reference_type=ref,
        description=description,
    )


_ISO_COUNTRY = "ISO-3166 alpha-2 code, for example GB."
_ISO_CURRENCY = "ISO-4217 code, for example EUR."


def _record_types() -> tuple[RecordType, ...]:
    """The five record types of spec 1.3, product fields only."""
    company = RecordType(
        key="Company",
        label="Company",
        plural_label="Companies",
        fields=(
            _field("name", "Name", "text", required=True),
            _field("companyType", "Company type", "select", required=True, allowed=COMPANY_TYPES),
            _field("status", "Status", "select", allowed=COMPANY_STATUSES),
            _field("website", "Website", "url"),
            _field("sector", "Sector", "text", description="Key of an item of taxonomy group sectors."),
            _field("stage", "Stage", "text", description="Key of an item of taxonomy group co_stages."),
            _field("country", "Country", "country", description=_ISO_COUNTRY),
            _field("city", "City", "text"),
            _field("description", "Description", "longText"),
            _field("foundedYear", "Founded year", "number"),
            _field("employeeCount", "Employees", "number"),
            _field("linkedinUrl", "LinkedIn", "url"),
        ),
    )
    person = RecordType(
        key="Person",
        label="Person",
        plural_label="People",
        fields=(
            _field("firstName", "First name", "text", required=True),
            _field("lastName", "Last name", "text", required=True),
            _field("email", "Email", "email"),
            _field("phone", "Phone", "phone"),
            _field("title", "Job title", "text"),
            _field("companyId", "Company", "reference", ref="Company"),
            _field("country", "Country", "country", description=_ISO_COUNTRY),
            _field("linkedinUrl", "LinkedIn", "url"),
            _field("notes", "Notes", "longText"),
        ),
    )
    deal = RecordType(
        key="Deal",
        label="Deal",
        plural_label="Deals",
        fields=(
            _field("name", "Name", "text", required=True),
            _field("stage", "Stage", "select", allowed=DEAL_STAGES),
            _field("companyId", "Target company", "reference", ref="Company"),
            _field(
                "dealType", "Deal type", "text", description="Key of an item of taxonomy group deal_types."
            ),
            _field("amount", "Amount", "currency", description="In the deal's currencyCode."),
            _field("currencyCode", "Currency", "text", description=_ISO_CURRENCY),
            _field("source", "Source", "text", description="Where the deal came from."),
            _field(
                "strategyId",
                "Strategy",
                "reference",
                ref="Strategy",
                description="An item of /strategies: the investment strategy the deal is for.",
            ),
            _field(
                "dealSourceId",
                "Deal source",
                "reference",
                ref="DealSource",
                description="An item of /deal-sources: the channel the deal came through.",
            ),
            _field("expectedCloseDate", "Expected close", "date", description="yyyy-MM-dd."),
            _field("probability", "Probability", "percent"),
            _field("description", "Description", "longText"),
        ),
    )
    lead = RecordType(
        key="Lead",
        label="Lead",
        plural_label="Leads",
        fields=(
            _field("name", "Name", "text", required=True),
            _field("status", "Status", "select", allowed=LEAD_STATUSES),
            _field("source", "Source", "text"),
            _field("companyName", "Company name", "text"),
            _field("contactName", "Contact name", "text"),
            _field("contactEmail", "Contact email", "email"),
            _field("contactPhone", "Contact phone", "phone"),
            _field("website", "Website", "url"),
            _field("notes", "Notes", "longText"),
        ),
    )
    investor = RecordType(
        key="Investor",
        label="Investor",
        plural_label="Investors",
        fields=(
            _field("name", "Name", "text", required=True),
            _field("investorType", "Investor type", "select", allowed=INVESTOR_TYPES),
            _field("country", "Country", "country", description=_ISO_COUNTRY),
            _field(
                "aum", "Assets under management", "currency", description="In the investor's currencyCode."
            ),
            _field("currencyCode", "Currency", "text", description=_ISO_CURRENCY),
            _field("website", "Website", "url"),
            _field("email", "Email", "email"),
            _field("phone", "Phone", "phone"),
            _field("notes", "Notes", "longText"),
        ),
    )
    return (company, person, deal, lead, investor)


def _relations() -> tuple[Relation, ...]:
    """Links between the product record types."""
    return (
        Relation(key="worksAt", label="Works at", from_type="Person", to_type="Company", cardinality="one"),
        Relation(
            key="target", label="Target company", from_type="Deal", to_type="Company", cardinality="one"
        ),
        Relation(key="leadCompany", label="Company", from_type="Lead", to_type="Company", cardinality="one"),
        Relation(
            key="contacts", label="Contacts", from_type="Investor", to_type="Person", cardinality="many"
        ),
        Relation(
            key="coInvestors", label="Co-investors", from_type="Deal", to_type="Investor", cardinality="many"
        ),
        Relation(
            key="dealTeam", label="Deal contacts", from_type="Deal", to_type="Person", cardinality="many"
        ),
    )


def _config(
    key: str,
    label: str,
    type: NodeConfigType,
    description: str,
    *,
    required: bool = False,
    allowed: tuple[str, ...] | None = None,
) -> NodeConfigField:
    """A node setting: keeps the node tables below short."""
    return NodeConfigField(
        key=key, label=label, type=type, required=required, allowed_values=allowed, description=description
    )


def _node_kinds(record_type_keys: tuple[str, ...]) -> tuple[NodeKind, ...]:
    """Automation node kinds; a recordType setting offers exactly the catalog's record types."""

    def record_type(description: str) -> NodeConfigField:
        return _config(
            "recordType", "Record type", "recordType", description, required=True, allowed=record_type_keys
        )

    return (
        NodeKind(
            key="recordCreated",
            label="Record created",
            category="trigger",
            description="Starts the automation when a record of the chosen type is created.",
            config=(record_type("Type of the record whose creation starts the automation."),),
        ),
        NodeKind(
            key="recordUpdated",
            label="Record updated",
            category="trigger",
            description="Starts the automation when a record of the chosen type is updated.",
            config=(
                record_type("Type of the record whose update starts the automation."),
                _config(
                    "field",
                    "Field",
                    "fieldKey",
                    "Only start when this field of the record type changes; any update when omitted.",
                ),
            ),
        ),
        NodeKind(
            key="schedule",
            label="Schedule",
            category="trigger",
            description="Starts the automation on a schedule.",
            config=(
                _config(
                    "cron",
                    "Cron expression",
                    "cron",
                    "Five-field cron expression (minute hour day-of-month month day-of-week), in UTC.",
                    required=True,
                ),
            ),
        ),
        NodeKind(
            key="fieldEquals",
            label="Field equals",
            category="condition",
            description="Continues only when a field of the record has the given value.",
            config=(
                _config("field", "Field", "fieldKey", "Field of the record to compare.", required=True),
                _config("value", "Value", "fieldValue", "Value the field must equal.", required=True),
            ),
        ),
        NodeKind(
            key="fieldChanged",
            label="Field changed",
            category="condition",
            description="Continues only when the update that started the automation changed the field.",
            config=(
                _config(
                    "field", "Field", "fieldKey", "Field of the record that must have changed.", required=True
                ),
                _config(
                    "to",
                    "Changed to",
                    "fieldValue",
                    "Only when the new value equals this; any change when omitted.",
                ),
            ),
        ),
        NodeKind(
            key="updateField",
            label="Update field",
            category="action",
            description="Sets a field of the record that started the automation.",
            config=(
                _config("field", "Field", "fieldKey", "Field of the record to set.", required=True),
                _config(
                    "value", "Value", "fieldValue", "New value; must fit the field's type.", required=True
                ),
            ),
        ),
        NodeKind(
            key="createRecord",
            label="Create record",
            category="action",
            description="Creates a record of the chosen type.",
            config=(
                record_type("Type of the record to create."),
                _config(
                    "values",
                    "Values",
                    "fieldValues",
                    "Field values by field key; must include the required fields of the record type.",
                    required=True,
                ),
            ),
        ),
        NodeKind(
            key="createTask",
            label="Create task",
            category="action",
            description="Creates a task linked to the record that started the automation.",
            config=(
                _config("title", "Title", "text", "Title of the task.", required=True),
                _config("description", "Description", "longText", "Details of the task."),
                _config("assigneeUserId", "Assignee", "userId", "User of the firm the task is assigned to."),
                _config("dueInDays", "Due in days", "number", "Days from the run until the task is due."),
                _config("taskType", "Task type", "text", "Key of an item of taxonomy group task_types."),
            ),
        ),
        NodeKind(
            key="notifyUser",
            label="Notify user",
            category="action",
            description="Sends an in-app notification to a user of the firm.",
            config=(
                _config("userId", "User", "userId", "User of the firm to notify.", required=True),
                _config("message", "Message", "longText", "Text of the notification.", required=True),
            ),
        ),
        NodeKind(
            key="callConnector",
            label="Call connector",
            category="action",
            description=(
                "Calls one operation of a connector of the firm whose surfaces are automations or both. "
                "This step of a published automation is the only way an automation runs a connector; a "
                "connector has no run route of its own. The caller needs a role in the connector's "
                "useRoleIds. A published automation keeps the connector definitionRevision it was "
                "published with: the step fails when the connector's current revision differs, and when "
                "the connector is deactivated. Publishing a high-impact automation through the API is "
                "refused with 409 publish_blocked; it is published in the designer."
            ),
            config=(
                _config(
                    "connectorKey",
                    "Connector",
                    "connectorKey",
                    "connectorKey of the connector.",
                    required=True,
                ),
                _config(
                    "operationKey",
                    "Operation",
                    "operationKey",
                    "key of one of the connector's operations.",
                    required=True,
                ),
                _config(
                    "parameters",
                    "Parameters",
                    "parameters",
                    "Values of the operation's parameters by parameter name; required parameters must be "
                    "given.",
                ),
            ),
        ),
    )


@cache
def product_catalog() -> Catalog:
    """The catalog the product ships, built once per process on first use."""
    record_types = _record_types()
    return Catalog(
        record_types=record_types,
        relations=_relations(),
        actions=record_actions(),
        node_kinds=_node_kinds(tuple(t.key for t in record_types)),
    )


def build_catalog(custom_fields: Mapping[str, Sequence[FieldDefinition]] | None = None) -> Catalog:
    """The product catalog with a firm's custom fields appended to their record types.

    ``custom_fields`` maps a record type key to the firm's custom fields of that type, in display order.
    Raises ValueError for an unknown record type, a field whose
    source is not ``custom``, a key already used in the type, or a reference to an unknown type.
    """
    product = product_catalog()
    if not custom_fields:
        return product
    known = {t.key for t in product.record_types}
    unknown = sorted(set(custom_fields) - known)
    if unknown:
        raise ValueError(f"custom fields for unknown record types {unknown}")
    for type_key, fields in custom_fields.items():
        for fdef in fields:
            if fdef.source != "custom":
                raise ValueError(f"custom field {type_key}.{fdef.key} must have source custom")
    record_types = tuple(
        RecordType(
            key=t.key,
            label=t.label,
            plural_label=t.plural_label,
            fields=(*t.fields, *custom_fields.get(t.key, ())),
        )
        for t in product.record_types
    )
    return Catalog(
        record_types=record_types,
        relations=product.relations,
        actions=product.actions,
        node_kinds=product.node_kinds,
    )


def _wire(catalog: Catalog) -> dict[str, Any]:
    """The catalog as JSON-ready data with its wire (camelCase) keys, nothing left out."""
    return catalog.wire()


def catalog_version(catalog: Catalog) -> str:
    """Fingerprint of the catalog's content: equal content, equal version; any change, a new one."""
    canonical = json.dumps(_wire(catalog), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "cv_" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:32]


def catalog_document(custom_fields: Mapping[str, Sequence[FieldDefinition]] | None = None) -> dict[str, Any]:
    """The body of ``GET /catalog``: the version first, then the catalog, JSON-ready."""
    catalog = build_catalog(custom_fields)
    return {"catalogVersion": catalog_version(catalog), **_wire(catalog)}

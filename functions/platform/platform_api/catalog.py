"""The firm's catalog, served by ``GET /api/v1/x/catalog`` (spec 4.9).

The catalog is the list of what the API may touch (spec 1.2): the record types the product ships and
their fields, the relations between types, the record-level actions (spec 4.4, 4.5) and the automation
node kinds with the config each takes. A field, a type or an action that the catalog does not list
cannot be stored.

``catalog_version`` fingerprints the content. Create and update responses return it, and a request may
send it back as ``expectedCatalogVersion`` so that a stale client is refused (spec 9.2).

Importing this module only defines classes and constants. The product catalog is built on first use
and then kept (cold start is a product feature). Every model is frozen and every collection is a
tuple, so the cached catalog cannot be changed by a caller. Tuples serialize as JSON arrays.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic.alias_generators import to_camel

FieldType = Literal[
    "text",
    "longText",
    "number",
    "currency",
    "percent",
    "date",
    "boolean",
    "select",
    "multiSelect",
    "email",
    "url",
    "phone",
    "country",
    "reference",
]
"""Value types of record fields. The list is closed: a field of any other type cannot exist."""

FieldSource = Literal["product", "custom"]
"""``product``: shipped with the product. ``custom``: added by the firm."""

Cardinality = Literal["one", "many"]
RouteClass = Literal["Query", "Record", "Draft", "Commit"]
"""The route classes of spec 1.5."""

NodeCategory = Literal["trigger", "condition", "action"]

NodeConfigType = Literal[
    "text",
    "longText",
    "number",
    "boolean",
    "select",
    "recordType",
    "fieldKey",
    "fieldValue",
    "fieldValues",
    "cron",
    "userId",
    "connectorKey",
    "operationKey",
    "parameters",
]
"""Value types of automation node config. ``fieldKey`` names a field of the node's record type,
``fieldValues`` maps field keys to values, ``parameters`` maps connector parameter names to values."""

_CHOICE_TYPES: frozenset[str] = frozenset({"select", "multiSelect"})

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


class _Model(BaseModel):
    """Base of the catalog models: frozen, camelCase on the wire, unknown keys refused."""

    model_config = ConfigDict(
        frozen=True,
        alias_generator=to_camel,
        populate_by_name=True,
        extra="forbid",
        defer_build=True,
    )


def _check_allowed_values(values: tuple[str, ...] | None, owner: str) -> None:
    """A choice list must offer something and must not repeat itself."""
    if values is None:
        return
    if not values:
        raise ValueError(f"{owner}: allowedValues must not be empty")
    if len(set(values)) != len(values):
        raise ValueError(f"{owner}: allowedValues must be unique")


def _duplicates(keys: Sequence[str]) -> list[str]:
    """The keys that occur more than once, in first-seen order."""
    seen: set[str] = set()
    dup: list[str] = []
    for key in keys:
        if key in seen and key not in dup:
            dup.append(key)
        seen.add(key)
    return dup


class FieldDefinition(_Model):
    """One field of a record type; ``source`` tells product fields from the firm's custom fields."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    type: FieldType
    source: FieldSource
    required: bool = False
    allowed_values: tuple[str, ...] | None = None
    reference_type: str | None = None
    description: str | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        """Choices belong to choice types only, and a reference always names its target type."""
        _check_allowed_values(self.allowed_values, f"field {self.key}")
        if self.type in _CHOICE_TYPES and self.allowed_values is None:
            raise ValueError(f"field {self.key}: type {self.type} needs allowedValues")
        if self.type not in _CHOICE_TYPES and self.allowed_values is not None:
            raise ValueError(f"field {self.key}: allowedValues only apply to select and multiSelect")
        if (self.type == "reference") != (self.reference_type is not None):
            raise ValueError(f"field {self.key}: referenceType is required for, and only for, type reference")
        return self


class RecordType(_Model):
    """A record type (Company, Person, ...) and its fields, product fields first."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    plural_label: str = Field(min_length=1)
    fields: tuple[FieldDefinition, ...]

    @model_validator(mode="after")
    def _unique_fields(self) -> Self:
        """A field key names one field of the type."""
        dup = _duplicates([f.key for f in self.fields])
        if dup:
            raise ValueError(f"record type {self.key}: duplicate field keys {dup}")
        return self


class Relation(_Model):
    """A named link from one record type to another."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    from_type: str
    to_type: str
    cardinality: Cardinality


class RecordAction(_Model):
    """A record-level action of the product (spec 4.4, 4.5) and its route class (spec 1.5)."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    record_type: str
    description: str
    route_class: RouteClass = Field(alias="class")


class NodeConfigField(_Model):
    """One setting of an automation node."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    type: NodeConfigType
    required: bool = False
    allowed_values: tuple[str, ...] | None = None
    description: str

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        """Same rule as record fields: a choice list is non-empty and unique."""
        _check_allowed_values(self.allowed_values, f"node config {self.key}")
        return self


class NodeKind(_Model):
    """A kind of automation node (trigger, condition or action) and the config it takes."""

    key: str = Field(min_length=1)
    label: str = Field(min_length=1)
    category: NodeCategory
    description: str
    config: tuple[NodeConfigField, ...]

    @model_validator(mode="after")
    def _unique_config(self) -> Self:
        """A config key names one setting of the node."""
        dup = _duplicates([c.key for c in self.config])
        if dup:
            raise ValueError(f"node kind {self.key}: duplicate config keys {dup}")
        return self


class Catalog(_Model):
    """The whole catalog. Its validator keeps every cross-reference pointing at something that exists."""

    record_types: tuple[RecordType, ...]
    relations: tuple[Relation, ...]
    actions: tuple[RecordAction, ...]
    node_kinds: tuple[NodeKind, ...]

    @model_validator(mode="after")
    def _integrity(self) -> Self:
        """Keys are unique per collection; relations, actions and references name existing types."""
        for name, keys in (
            ("record type", [t.key for t in self.record_types]),
            ("relation", [r.key for r in self.relations]),
            ("action", [a.key for a in self.actions]),
            ("node kind", [n.key for n in self.node_kinds]),
        ):
            dup = _duplicates(keys)
            if dup:
                raise ValueError(f"duplicate {name} keys {dup}")
        types = {t.key for t in self.record_types}
        for rel in self.relations:
            for end in (rel.from_type, rel.to_type):
                if end not in types:
                    raise ValueError(f"relation {rel.key}: unknown record type {end}")
        for action in self.actions:
            if action.record_type not in types:
                raise ValueError(f"action {action.key}: unknown record type {action.record_type}")
        for rtype in self.record_types:
            for fdef in rtype.fields:
                if fdef.reference_type is not None and fdef.reference_type not in types:
                    raise ValueError(
                        f"field {rtype.key}.{fdef.key}: unknown reference type {fdef.reference_type}"
                    )
        return self

    def record_type(self, key: str) -> RecordType | None:
        """The record type with this key, or None: callers check a type before storing under it."""
        return next((t for t in self.record_types if t.key == key), None)


# ---------------------------------------------------------------------------------------------------
# Product content. Built by product_catalog() on first use, never at import.


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


def _one_of(values: Sequence[str]) -> str:
    """Spec enumerations written out in descriptions, from one definition."""
    return ", ".join(values)


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


def _action(key: str, label: str, record_type: str, description: str) -> RecordAction:
    """Every product record action writes immediately, as editing the record in the app does."""
    return RecordAction(
        key=key, label=label, record_type=record_type, description=description, route_class="Record"
    )


def _actions() -> tuple[RecordAction, ...]:
    """The record-level routes of spec 4.4 (Company) and 4.5 (Deal), one action each."""
    return (
        _action(
            "addProduct",
            "Add product",
            "Company",
            "Adds a product (POST /companies/{id}/products). Needs name and status "
            f"({_one_of(PRODUCT_STATUSES)}); optional launchDate (yyyy-MM-dd).",
        ),
        _action(
            "updateProduct",
            "Change product",
            "Company",
            "Changes a product (PUT /companies/{id}/products/{productId}). status is one of "
            f"{_one_of(PRODUCT_STATUSES)}.",
        ),
        _action(
            "removeProduct",
            "Remove product",
            "Company",
            "Removes a product (DELETE /companies/{id}/products/{productId}).",
        ),
        _action(
            "recordInvestor",
            "Record investor",
            "Company",
            "Records an investor on the company (POST /companies/{id}/investors).",
        ),
        _action(
            "updateRecordedInvestor",
            "Change recorded investor",
            "Company",
            "Changes an investor recorded on the company (PUT /companies/{id}/investors/{investorId}).",
        ),
        _action(
            "removeRecordedInvestor",
            "Remove recorded investor",
            "Company",
            "Removes an investor recorded on the company (DELETE /companies/{id}/investors/{investorId}).",
        ),
        _action(
            "addAddress",
            "Add address",
            "Company",
            "Adds an address (POST /companies/{id}/addresses): addressType "
            f"({_one_of(ADDRESS_TYPES)}), country (ISO-3166 alpha-2), mode ({_one_of(ADDRESS_MODES)}); "
            "optional line1, line2, city, provinceState, postalCode.",
        ),
        _action(
            "addMilestone",
            "Add milestone",
            "Company",
            "Adds a milestone (POST /companies/{id}/milestones): title, category "
            f"({_one_of(MILESTONE_CATEGORIES)}), targetDate (yyyy-MM-dd).",
        ),
        _action(
            "updateMilestone",
            "Change milestone",
            "Company",
            "Changes a milestone (PUT /companies/{id}/milestones/{milestoneId}); same keys as addMilestone.",
        ),
        _action(
            "addFinancials",
            "Add financials",
            "Company",
            "Adds a financials period (POST /companies/{id}/financials): periodLabel (required), "
            "periodDate (yyyy-MM-dd), revenue, arr, ebitda, currencyCode.",
        ),
        _action(
            "updateFinancials",
            "Change financials",
            "Company",
            "Changes a financials period (PUT /companies/{id}/financials/{financialsId}); "
            "same keys as addFinancials.",
        ),
        _action(
            "setIndustryCodes",
            "Set industry codes",
            "Company",
            "Replaces the company's whole list of industry codes (PUT /companies/{id}/industry-codes) "
            "with codeIds, ids taken from the industry catalog.",
        ),
        _action(
            "postUpdate",
            "Post update",
            "Company",
            "Posts an update on the company (POST /companies/{id}/updates): title, content.",
        ),
        _action(
            "editUpdate",
            "Edit update",
            "Company",
            "Changes an update (PUT /companies/{id}/updates/{updateId}); same keys as postUpdate.",
        ),
        _action(
            "addTerm",
            "Add term",
            "Deal",
            f"Adds a term (POST /deals/{{id}}/terms): instrumentType ({_one_of(INSTRUMENT_TYPES)}); "
            "optional amount, stakePercent, preMoneyValuation, postMoneyValuation, currencyCode, notes, "
            "setActive.",
        ),
        _action(
            "updateTerm",
            "Change term",
            "Deal",
            "Changes a term (PUT /deals/{id}/terms/{termId}); same keys as addTerm.",
        ),
        _action(
            "addNextUp",
            "Add next-up",
            "Deal",
            "Adds a next-up to the deal (POST /deals/{id}/next-ups): title.",
        ),
        _action(
            "recordIcDecision",
            "Record IC decision",
            "Deal",
            "Records the investment committee decision (POST /deals/{id}/ic-decision): decision "
            f"({_one_of(IC_DECISIONS)}), icDate (yyyy-MM-dd), optional conditions.",
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
        actions=_actions(),
        node_kinds=_node_kinds(tuple(t.key for t in record_types)),
    )


def build_catalog(custom_fields: Mapping[str, Sequence[FieldDefinition]] | None = None) -> Catalog:
    """The product catalog with a firm's custom fields appended to their record types.

    ``custom_fields`` maps a record type key to the firm's custom fields of that type, in display order.
    Raises ValueError (pydantic's ValidationError is one) for an unknown record type, a field whose
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
    return catalog.model_dump(mode="json", by_alias=True)


def catalog_version(catalog: Catalog) -> str:
    """Fingerprint of the catalog's content: equal content, equal version; any change, a new one."""
    canonical = json.dumps(_wire(catalog), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "cv_" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:32]


def catalog_document(custom_fields: Mapping[str, Sequence[FieldDefinition]] | None = None) -> dict[str, Any]:
    """The body of ``GET /catalog``: the version first, then the catalog, JSON-ready."""
    catalog = build_catalog(custom_fields)
    return {"catalogVersion": catalog_version(catalog), **_wire(catalog)}

"""The catalog of GET /api/v1/x/catalog: content, integrity, fingerprint and wire shape (spec 4.9, 9.2)."""

from __future__ import annotations

import dataclasses
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from catalog.enums import (
    ADDRESS_MODES,
    ADDRESS_TYPES,
    IC_DECISIONS,
    INSTRUMENT_TYPES,
    MILESTONE_CATEGORIES,
    PRODUCT_STATUSES,
)
from catalog.model import ITEM_TARGETS, Catalog, FieldDefinition, RecordAction
from catalog.product import build_catalog, catalog_document, catalog_version, product_catalog

REPO = Path(__file__).resolve().parents[2]


def custom_field(key: str = "fundVintage", label: str = "Fund vintage", **extra: Any) -> FieldDefinition:
    return FieldDefinition(key=key, label=label, type=extra.pop("type", "number"), source="custom", **extra)


def walk(node: Any) -> Iterator[tuple[str, Any]]:
    """Every (key, value) pair of every object in a JSON document."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield key, value
            yield from walk(value)
    elif isinstance(node, list):
        for item in node:
            yield from walk(item)


@pytest.fixture
def doc() -> dict[str, Any]:
    return catalog_document()


def types_by_key(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {t["key"]: t for t in doc["recordTypes"]}


# --- content -------------------------------------------------------------------------------------


def test_five_record_types_with_their_required_fields(doc: dict[str, Any]) -> None:
    types = types_by_key(doc)
    required = {key: {f["key"] for f in t["fields"] if f["required"]} for key, t in types.items()}
    assert required == {
        "Company": {"name", "companyType"},
        "Person": {"firstName", "lastName"},
        "Deal": {"name"},
        "Lead": {"name"},
        "Investor": {"name"},
    }


def test_company_type_offers_the_product_company_types(doc: dict[str, Any]) -> None:
    company_type = next(f for f in types_by_key(doc)["Company"]["fields"] if f["key"] == "companyType")
    assert company_type["type"] == "select"
    assert set(company_type["allowedValues"]) >= {
        "Portfolio",
        "Prospect",
        "ServiceProvider",
        "LimitedPartner",
        "Other",
    }


def test_every_product_field_is_marked_product(doc: dict[str, Any]) -> None:
    sources = {f["source"] for t in doc["recordTypes"] for f in t["fields"]}
    assert sources == {"product"}


def test_every_allowed_values_list_is_non_empty_and_unique(doc: dict[str, Any]) -> None:
    lists = [value for key, value in walk(doc) if key == "allowedValues" and value is not None]
    assert len(lists) >= 6  # select fields of the record types and recordType settings of nodes
    for values in lists:
        assert values, "empty allowedValues"
        assert len(values) == len(set(values)), f"repeated value in {values}"
        assert all(isinstance(v, str) and v for v in values)


def test_choice_fields_carry_allowed_values_and_others_do_not(doc: dict[str, Any]) -> None:
    for rtype in doc["recordTypes"]:
        for field in rtype["fields"]:
            is_choice = field["type"] in {"select", "multiSelect"}
            assert (field["allowedValues"] is not None) == is_choice, f"{rtype['key']}.{field['key']}"


def test_relation_endpoints_name_existing_record_types(doc: dict[str, Any]) -> None:
    types = set(types_by_key(doc))
    assert doc["relations"]
    for rel in doc["relations"]:
        assert rel["fromType"] in types, rel
        assert rel["toType"] in types, rel
        assert rel["cardinality"] in {"one", "many"}


def test_expected_relations_are_present(doc: dict[str, Any]) -> None:
    rels = {(r["fromType"], r["toType"], r["cardinality"]) for r in doc["relations"]}
    assert {
        ("Person", "Company", "one"),
        ("Deal", "Company", "one"),
        ("Investor", "Person", "many"),
        ("Deal", "Investor", "many"),
    } <= rels
    assert any(r["fromType"] == "Lead" and r["toType"] == "Company" for r in doc["relations"])


def test_reference_fields_name_existing_record_types_or_item_collections(doc: dict[str, Any]) -> None:
    types = set(types_by_key(doc)) | set(ITEM_TARGETS)
    references = [f for t in doc["recordTypes"] for f in t["fields"] if f["type"] == "reference"]
    assert references
    for field in references:
        assert field["referenceType"] in types, field
    non_references = [f for t in doc["recordTypes"] for f in t["fields"] if f["type"] != "reference"]
    assert all(f["referenceType"] is None for f in non_references)


def test_actions_name_existing_record_types(doc: dict[str, Any]) -> None:
    types = set(types_by_key(doc))
    assert all(a["recordType"] in types for a in doc["actions"])
    # The product lists no action until its route exists, so the rule is also checked on a catalog with one.
    with pytest.raises(ValueError, match="unknown record type Fund"):
        with_action(record_type="Fund")
    assert with_action().actions[0].record_type == "Company"


def test_keys_are_unique_within_each_collection(doc: dict[str, Any]) -> None:
    collections: dict[str, list[str]] = {
        "recordTypes": [t["key"] for t in doc["recordTypes"]],
        "relations": [r["key"] for r in doc["relations"]],
        "actions": [a["key"] for a in doc["actions"]],
        "nodeKinds": [n["key"] for n in doc["nodeKinds"]],
    }
    for rtype in doc["recordTypes"]:
        collections[f"fields of {rtype['key']}"] = [f["key"] for f in rtype["fields"]]
    for kind in doc["nodeKinds"]:
        collections[f"config of {kind['key']}"] = [c["key"] for c in kind["config"]]
    for name, keys in collections.items():
        assert len(keys) == len(set(keys)), f"duplicate key in {name}: {keys}"


def with_action(**overrides: Any) -> Catalog:
    """The product catalog with one record action (the product lists none until its route exists)."""
    product = product_catalog()
    action = RecordAction(
        key="addProduct",
        label="Add product",
        record_type="Company",
        description="Adds a product to a company.",
        route_class="Record",
        method="POST",
        path="/api/v1/x/companies/{id}/products",
    )
    action = dataclasses.replace(action, **overrides)
    return Catalog(
        record_types=product.record_types,
        relations=product.relations,
        actions=(action,),
        node_kinds=product.node_kinds,
    )


def test_a_record_action_names_a_platform_route_and_a_writing_method() -> None:
    action = {"key": "addProduct", "label": "Add product", "recordType": "Company", "description": "Adds."}
    RecordAction.from_wire({**action, "class": "Record", "method": "POST", "path": "/api/v1/x/products"})
    for method, path in (("GET", "/api/v1/x/products"), ("POST", "/api/v1/auth/products")):
        with pytest.raises(ValueError):  # noqa: PT011 - the message names the rule; any rule fits here
            RecordAction.from_wire({**action, "class": "Record", "method": method, "path": path})


def test_spec_enumerations_are_the_spec_values() -> None:
    assert PRODUCT_STATUSES == ("Planned", "Concept", "Beta", "Live", "Sunset", "Discontinued")
    assert ADDRESS_TYPES == ("Registered", "Trading", "Correspondence")
    assert ADDRESS_MODES == ("create", "correct", "replace")
    assert IC_DECISIONS == ("Approved", "Rejected", "ApprovedWithConditions", "Deferred")
    assert len(MILESTONE_CATEGORIES) == 8
    assert "ExitPreparation" in MILESTONE_CATEGORIES
    assert len(INSTRUMENT_TYPES) == 13
    assert {"Safe", "RevenueShare", "Other"} <= set(INSTRUMENT_TYPES)


def test_node_kinds_cover_triggers_conditions_and_actions(doc: dict[str, Any]) -> None:
    by_category: dict[str, set[str]] = {}
    for kind in doc["nodeKinds"]:
        by_category.setdefault(kind["category"], set()).add(kind["key"])
    assert by_category["trigger"] >= {"recordCreated", "recordUpdated", "schedule"}
    assert by_category["condition"] >= {"fieldEquals", "fieldChanged"}
    assert by_category["action"] >= {
        "updateField",
        "createRecord",
        "createTask",
        "notifyUser",
        "callConnector",
    }


def test_record_type_settings_offer_exactly_the_record_types(doc: dict[str, Any]) -> None:
    types = [t["key"] for t in doc["recordTypes"]]
    settings = [c for n in doc["nodeKinds"] for c in n["config"] if c["type"] == "recordType"]
    assert len(settings) >= 3
    for setting in settings:
        assert setting["allowedValues"] == types


def test_call_connector_takes_connector_operation_parameters_and_pins_the_revision(
    doc: dict[str, Any],
) -> None:
    node = next(n for n in doc["nodeKinds"] if n["key"] == "callConnector")
    config = {c["key"]: c for c in node["config"]}
    assert config["connectorKey"]["required"] is True
    assert config["operationKey"]["required"] is True
    assert config["parameters"]["required"] is False
    assert "definitionRevision" in node["description"]
    assert "published" in node["description"]


def test_schedule_needs_a_cron_and_record_updated_field_is_optional(doc: dict[str, Any]) -> None:
    nodes = {n["key"]: {c["key"]: c for c in n["config"]} for n in doc["nodeKinds"]}
    assert nodes["schedule"]["cron"]["required"] is True
    assert nodes["recordUpdated"]["recordType"]["required"] is True
    assert nodes["recordUpdated"]["field"]["required"] is False


# --- fingerprint -----------------------------------------------------------------------------------


def test_catalog_version_is_stable_across_builds() -> None:
    first = catalog_version(build_catalog())
    product_catalog.cache_clear()  # force a second, independent build
    second = catalog_version(build_catalog())
    assert first == second
    assert re.fullmatch(r"cv_[0-9a-f]{32}", first)


def test_catalog_version_survives_a_round_trip_through_json() -> None:
    catalog = build_catalog()
    again = Catalog.from_wire(json.loads(json.dumps(catalog.wire())))
    assert again == catalog
    assert catalog_version(again) == catalog_version(catalog)


def test_catalog_version_changes_with_a_custom_field_and_back_when_content_is_equal_again() -> None:
    base = catalog_version(build_catalog())
    with_field = catalog_version(build_catalog({"Company": [custom_field()]}))
    assert with_field != base
    assert catalog_version(build_catalog({"Company": [custom_field()]})) == with_field
    assert catalog_version(build_catalog({"Company": []})) == base
    assert catalog_version(build_catalog({})) == base


def test_catalog_version_changes_when_only_a_label_changes() -> None:
    one = catalog_version(build_catalog({"Deal": [custom_field(label="Vintage")]}))
    other = catalog_version(build_catalog({"Deal": [custom_field(label="Vintage year")]}))
    assert one != other


def test_catalog_version_does_not_depend_on_the_order_of_record_types_in_the_mapping() -> None:
    a = custom_field("boardSeat", "Board seat", type="boolean")
    b = custom_field("region", "Region", type="text")
    assert catalog_version(build_catalog({"Company": [a], "Deal": [b]})) == catalog_version(
        build_catalog({"Deal": [b], "Company": [a]})
    )


# --- custom fields ---------------------------------------------------------------------------------


def test_custom_fields_are_appended_after_the_product_fields() -> None:
    product_keys = [f.key for f in build_catalog().record_type("Company").fields]  # type: ignore[union-attr]
    extra = [custom_field("boardSeat", "Board seat", type="boolean"), custom_field()]
    company = build_catalog({"Company": extra}).record_type("Company")
    assert company is not None
    assert [f.key for f in company.fields] == [*product_keys, "boardSeat", "fundVintage"]
    assert [f.source for f in company.fields[-2:]] == ["custom", "custom"]


def test_custom_fields_leave_the_product_catalog_unchanged() -> None:
    before = catalog_version(build_catalog())
    build_catalog({"Person": [custom_field()]})
    assert catalog_version(build_catalog()) == before
    assert all(f.source == "product" for t in build_catalog().record_types for f in t.fields)


def test_custom_field_reference_to_a_known_type_is_accepted() -> None:
    field = custom_field("introducedBy", "Introduced by", type="reference", reference_type="Person")
    deal = build_catalog({"Deal": [field]}).record_type("Deal")
    assert deal is not None
    assert deal.fields[-1].reference_type == "Person"


@pytest.mark.parametrize(
    "custom",
    [
        pytest.param({"Fund": [custom_field()]}, id="unknown record type"),
        pytest.param(
            {"Company": [dataclasses.replace(custom_field(), source="product")]}, id="source product"
        ),
        pytest.param({"Company": [custom_field("name", "Name", type="text")]}, id="key of a product field"),
        pytest.param({"Company": [custom_field(), custom_field()]}, id="key repeated"),
        pytest.param(
            {"Company": [custom_field("fund", "Fund", type="reference", reference_type="Fund")]},
            id="reference to unknown type",
        ),
    ],
)
def test_invalid_custom_fields_are_refused(custom: dict[str, list[FieldDefinition]]) -> None:
    with pytest.raises(ValueError):  # noqa: PT011 - ValidationError and our own errors are both ValueError
        build_catalog(custom)


@pytest.mark.parametrize(
    "fields",
    [
        pytest.param({"type": "select"}, id="select without allowed values"),
        pytest.param({"type": "select", "allowed_values": []}, id="empty allowed values"),
        pytest.param({"type": "multiSelect", "allowed_values": ["A", "A"]}, id="repeated allowed value"),
        pytest.param({"type": "text", "allowed_values": ["A"]}, id="allowed values on text"),
        pytest.param({"type": "reference"}, id="reference without type"),
        pytest.param({"type": "text", "reference_type": "Company"}, id="reference type on text"),
        pytest.param({"type": "json"}, id="type outside the closed set"),
        pytest.param({"type": "text", "colour": "red"}, id="unknown key"),
    ],
)
def test_field_definition_rejects_inconsistent_fields(fields: dict[str, Any]) -> None:
    with pytest.raises((ValueError, TypeError)):
        FieldDefinition(key="k", label="K", source="custom", **fields)


def test_models_are_frozen() -> None:
    catalog = build_catalog()
    with pytest.raises(dataclasses.FrozenInstanceError):
        catalog.record_types[0].fields[0].label = "Changed"  # type: ignore[misc]
    assert isinstance(catalog.record_types, tuple)
    assert isinstance(catalog.record_types[0].fields, tuple)


def test_field_definition_reads_camel_case_keys() -> None:
    field = FieldDefinition.from_wire(
        {"key": "tier", "label": "Tier", "type": "select", "source": "custom", "allowedValues": ["A", "B"]}
    )
    assert field.allowed_values == ("A", "B")


# --- wire shape ------------------------------------------------------------------------------------


def test_document_is_json_serializable_with_camel_case_keys(doc: dict[str, Any]) -> None:
    assert json.loads(json.dumps(doc)) == doc
    assert list(doc) == ["catalogVersion", "recordTypes", "relations", "actions", "nodeKinds"]
    keys = {key for key, _ in walk(doc)}
    assert {
        "allowedValues",
        "referenceType",
        "pluralLabel",
        "fromType",
        "toType",
    } <= keys
    assert not [k for k in keys if "_" in k], "snake_case key in the document"
    assert "routeClass" not in keys
    # The product lists no action yet (its routes come first): an action's keys, as the document writes them.
    action_keys = {key for key, _ in walk(with_action().wire()["actions"])}
    assert {"recordType", "class", "method", "path"} <= action_keys
    assert not [k for k in action_keys if "_" in k], "snake_case key in an action"
    assert "routeClass" not in action_keys


def test_document_version_is_the_version_of_its_catalog(doc: dict[str, Any]) -> None:
    assert doc["catalogVersion"] == catalog_version(build_catalog())
    custom = {"Lead": [custom_field()]}
    assert catalog_document(custom)["catalogVersion"] == catalog_version(build_catalog(custom))


def test_document_lists_nothing_out(doc: dict[str, Any]) -> None:
    field = types_by_key(doc)["Company"]["fields"][0]
    assert set(field) == {
        "key",
        "label",
        "type",
        "source",
        "required",
        "allowedValues",
        "referenceType",
        "description",
    }


def test_import_builds_nothing() -> None:
    code = (
        "import catalog.product as c; "
        "assert c.product_catalog.cache_info().currsize == 0; "
        "c.build_catalog(); "
        "assert c.product_catalog.cache_info().currsize == 1"
    )
    result = subprocess.run(  # noqa: S603 - fixed interpreter and code
        [sys.executable, "-c", code],
        cwd=REPO,
        env={"PYTHONPATH": str(REPO / "shared")},
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr

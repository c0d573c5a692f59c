"""Custom fields: the firm's additions to its catalog, kept in the catalog head item (catalog.firm).

Every change writes the head at its version (create-if-absent for the first field), so two changes
cannot both apply to the same catalog; the route lets the later one win by running again on a fresh
read, unless the client sent `expectedCatalogVersion` and the catalog moved (409 catalog_conflict).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from catalog.firm import HEAD_PARTITION, HEAD_SORT, FirmCatalog, catalog_conflict, with_custom_fields
from kernel import errors, json_codec
from kernel.ids import Clock, iso, new_id
from kernel.unit_of_work import Update, Write
from records.values import CATALOG_GUARD, SYSTEM_KEYS

if TYPE_CHECKING:
    from records_api.models import CustomFieldCreate, CustomFieldUpdate

MAX_FIELDS_PER_TYPE = 100
MAX_HEAD_BYTES = 200_000  # every custom field of the firm is in one item (400 KB at most)
MAX_REFERENCE_FIELDS_PER_TYPE = 5  # each costs index writes in a record's transaction
CHOICE_TYPES = frozenset({"select", "multiSelect"})
_RESERVED_KEYS = SYSTEM_KEYS | {CATALOG_GUARD, "tenantId", "cursor", "limit", "sort", "view"}


def field_key_taken(key: str, record_type: str) -> errors.ApiError:
    return errors.ApiError(
        409, "field_key_taken", f"{record_type} already has a field {key!r}, or the key is reserved."
    )


def custom_field_not_found() -> errors.ApiError:
    return errors.not_found("No custom field with this id in your firm.")


def view(field: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "id": field["id"],
        "recordType": field["recordType"],
        "key": field["key"],
        "label": field["label"],
        "fieldType": field["fieldType"],
        "options": field.get("options"),
        "referenceType": field.get("referenceType"),
        "required": bool(field.get("required", False)),
        "createdAt": iso(field["createdAt"]),
        "updatedAt": iso(field["updatedAt"]),
    }


class CustomFields:
    def __init__(self, catalog: FirmCatalog, clock: Clock) -> None:
        self._catalog = catalog
        self._clock = clock

    def of_type(self, record_type: str | None) -> list[dict[str, Any]]:
        return [
            view(field)
            for field in self._catalog.custom_fields
            if record_type is None or field["recordType"] == record_type
        ]

    def get(self, field_id: str) -> dict[str, Any]:
        return view(self._find(field_id))

    def create(self, body: CustomFieldCreate) -> tuple[dict[str, Any], str, list[Write]]:
        self._catalog.check_expected(body.expected_catalog_version)
        rtype = self._catalog.record_type(body.record_type)
        if rtype is None:
            raise _invalid("recordType", "not a record type of the catalog")
        taken = {key.casefold() for key in _RESERVED_KEYS} | {f.key.casefold() for f in rtype.fields}
        if body.key.casefold() in taken:  # tenantid is refused in any case; Name would shadow name
            raise field_key_taken(body.key, body.record_type)
        same_type = [f for f in self._catalog.custom_fields if f["recordType"] == body.record_type]
        if len(same_type) >= MAX_FIELDS_PER_TYPE:
            raise _invalid("recordType", f"a record type holds at most {MAX_FIELDS_PER_TYPE} custom fields")
        self._check_shape(body.field_type, body.options, body.reference_type)
        if body.field_type == "reference" and (
            sum(f["fieldType"] == "reference" for f in same_type) >= MAX_REFERENCE_FIELDS_PER_TYPE
        ):
            raise _invalid("fieldType", f"at most {MAX_REFERENCE_FIELDS_PER_TYPE} custom reference fields")
        now = int(self._clock())
        field = {
            "id": new_id("cfd", self._clock),
            "recordType": body.record_type,
            "key": body.key,
            "label": body.label,
            "fieldType": body.field_type,
            "options": body.options,
            "referenceType": body.reference_type,
            "required": body.required,
            "createdAt": now,
            "updatedAt": now,
        }
        return self._commit(field, [*self._catalog.custom_fields, field])

    def update(self, field_id: str, body: CustomFieldUpdate) -> tuple[dict[str, Any], str, list[Write]]:
        """Label, options and required change; the key and the type never do."""
        self._catalog.check_expected(body.expected_catalog_version)
        current = self._find(field_id)
        self._check_shape(current["fieldType"], body.options, current.get("referenceType"))
        field = {
            **current,
            "label": body.label,
            "options": body.options,
            "required": body.required,
            "updatedAt": int(self._clock()),
        }
        fields = [field if f["id"] == field_id else f for f in self._catalog.custom_fields]
        return self._commit(field, fields)

    def delete(self, field_id: str, expected: str | None) -> tuple[dict[str, Any], str, list[Write]]:
        """The field leaves the catalog; values records hold for it are no longer shown (catalog.firm)."""
        self._catalog.check_expected(expected)
        field = self._find(field_id)
        return self._commit(field, [f for f in self._catalog.custom_fields if f["id"] != field_id])

    # ---- helpers -------------------------------------------------------------------------------------

    def _find(self, field_id: str) -> dict[str, Any]:
        field = next((f for f in self._catalog.custom_fields if f["id"] == field_id), None)
        if field is None:
            raise custom_field_not_found()
        return dict(field)

    def _check_shape(self, field_type: str, options: list[str] | None, reference_type: str | None) -> None:
        if field_type in CHOICE_TYPES:
            if not options:
                raise _invalid("options", f"a {field_type} field needs its options")
            if len(set(options)) != len(options):
                raise _invalid("options", "each option at most once")
        elif options is not None:
            raise _invalid("options", "only select and multiSelect fields take options")
        if field_type == "reference":
            if reference_type is None or self._catalog.record_type(reference_type) is None:
                raise _invalid("referenceType", "a reference field names the record type it points to")
        elif reference_type is not None:
            raise _invalid("referenceType", "only reference fields take a referenceType")

    def _commit(
        self, field: dict[str, Any], fields: list[dict[str, Any]]
    ) -> tuple[dict[str, Any], str, list[Write]]:
        """The head with the new fields, written at the version read (0: the firm's first field)."""
        try:
            _, version = with_custom_fields(fields)
        except ValueError as error:
            raise _invalid("body", str(error).splitlines()[0]) from None
        values = {"customFields": fields, "catalogVersion": version}
        size = len(json_codec.dumps(values).encode("utf-8"))
        if size > MAX_HEAD_BYTES:
            raise _invalid(
                "options", f"the firm's custom fields would hold {size:,} bytes; at most {MAX_HEAD_BYTES:,}"
            )
        # The head has no ETag of its own (expectedCatalogVersion guards it): If-Match does not name it.
        head = Update(HEAD_PARTITION, HEAD_SORT, self._catalog.head_version or 0, values,
                      conflict=catalog_conflict(), addressed=False)  # fmt: skip
        return view(field), version, [head]


def _invalid(field: str, message: str) -> errors.ApiError:
    return errors.invalid_request(
        f"The body is not valid: {field}: {message}.", [{"field": field, "message": message}]
    )

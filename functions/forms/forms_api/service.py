"""Form definitions and their versions: the state machine of spec 3.2 over the firm-bound data table.

Layout (keys through the TenantStore, so every pk starts with `<firm>#`; the names live in the shared
`forms_store`, which other families read versions through):

    pk <firm>#FORMS            sk <formId>          one item per definition: id, name, description,
                                                    ownerModule, category, isSystemDefinition, active,
                                                    currentVersionId/-Number, latestVersionId/-Number,
                                                    version, createdAt, updatedAt (epoch seconds), createdBy
    pk <firm>#FORM#<formId>    sk V#<number:010d>   one item per version: id, formId, number, sections
                                                    (in the shape posted), createdAt, createdBy

A list is one Query of `<firm>#FORMS` (the `ownerModule` filter is applied to each page); a GET of one
definition reads the definition, then its current version. A version is never changed after it is
written: "current" is the definition's pointer, so an active form's current version is never edited in
place; a newer version (`latestVersionNumber` > `currentVersionNumber`) is the draft waiting for activate.

Concurrency: every write to a definition is the kernel's update-if-version (the ETag shows the
version); a version is put only if its number is still free. A request that loses a race writes
nothing: 412 `version_conflict` when it sent If-Match, else 409 `form_write_conflict`.

States and transitions (spec 3.2):

    (none)   create      -> inactive  with sections, version 1 is created and is current
    inactive versions    -> inactive  the new version is current at once
    active   versions    -> active    the new version is a draft; the current version stays
    inactive activate    -> active    the newest version becomes current
    active   activate    -> active    the newest draft, if any, becomes current; else nothing changes
    active   deactivate  -> inactive  refused for a system form: 409 system_form_locked
    inactive deactivate  -> inactive  nothing changes
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from forms_store import DEFINITIONS, FORM_ID, version_sort_key, versions_partition
from kernel import errors
from kernel.ids import Clock, iso, new_id, system_clock
from kernel.lazy import lazy_module
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Create, Update, Write

if TYPE_CHECKING:
    from forms_api import models
    from forms_api.models import AddVersionRequest, CreateFormRequest, FormDetail, FormState, VersionCreated
else:
    models = lazy_module("forms_api.models")  # pydantic: a list of forms does without it

FORM_ID_PREFIX = "form"
VERSION_ID_PREFIX = "fver"
SYSTEM_USER = "system"


# ---- errors of this family ---------------------------------------------------------------------------


def form_not_found() -> errors.ApiError:
    return errors.not_found("No form definition with this id in your firm.")


def system_form_locked() -> errors.ApiError:
    return errors.ApiError(
        409, "system_form_locked", "This is a system form: it ships with the product and stays active."
    )


def form_write_conflict() -> errors.ApiError:
    return errors.ApiError(
        409,
        "form_write_conflict",
        "The form was changed by another request at the same time; nothing was written. Read it and retry.",
    )


# ---- items -------------------------------------------------------------------------------------------


def definition_values(
    *,
    form_id: str,
    name: str,
    description: str | None,
    owner_module: str | None,
    category: str | None,
    is_system: bool,
    active: bool,
    version: tuple[str, int] | None,
    now: int,
    created_by: str,
) -> dict[str, Any]:
    """A new definition item's attributes; `version` is its first version (id, number), if any."""
    version_id, number = version or (None, 0)
    return {
        "id": form_id,
        "name": name,
        "description": description,
        "ownerModule": owner_module,
        "category": category,
        "isSystemDefinition": is_system,
        "active": active,
        "currentVersionId": version_id,
        "currentVersionNumber": number or None,
        "latestVersionId": version_id,
        "latestVersionNumber": number,
        "createdAt": now,
        "updatedAt": now,
        "createdBy": created_by,
    }


def version_values(
    *, form_id: str, version_id: str, number: int, sections: list[dict[str, Any]], now: int, created_by: str
) -> dict[str, Any]:
    return {
        "id": version_id,
        "formId": form_id,
        "number": number,
        "sections": sections,
        "createdAt": now,
        "createdBy": created_by,
    }


def summary(item: dict[str, Any]) -> dict[str, Any]:
    """A definition as a list shows it (spec 2.2: without the version keys and sections)."""
    return {
        "id": item["id"],
        "name": item["name"],
        "description": item.get("description"),
        "ownerModule": item.get("ownerModule"),
        "category": item.get("category"),
        "isSystemDefinition": bool(item.get("isSystemDefinition", False)),
        "active": bool(item.get("active", False)),
        "createdAt": iso(item["createdAt"]),
        "updatedAt": iso(item["updatedAt"]),
    }


def state(item: dict[str, Any]) -> FormState:
    return models.FormState.model_validate(
        {
            **summary(item),
            "currentVersionId": item.get("currentVersionId"),
            "currentVersionNumber": item.get("currentVersionNumber"),
        }
    )


def detail(item: dict[str, Any], sections: list[dict[str, Any]]) -> FormDetail:
    return models.FormDetail.model_validate(
        {
            **state(item).model_dump(by_alias=True),
            "sections": [models.SectionView.model_validate(s) for s in sections],
        }
    )


# ---- the service -------------------------------------------------------------------------------------


@dataclass
class Change:
    """What a call decided: its answer, the definition's version once written, and the writes (none
    when nothing changes), for the kernel to commit with the request's other bookkeeping."""

    form_id: str
    result: FormDetail | FormState | VersionCreated
    version: int
    writes: list[Write] = field(default_factory=list)


class FormService:
    """The forms of one firm, as one person (`user_id`) sees them. Reads run here; writes are returned
    in a Change, and the pipeline commits them."""

    def __init__(self, store: TenantStore, user_id: str, clock: Clock = system_clock) -> None:
        self._store = store
        self._user_id = user_id
        self._clock = clock

    # -- reads

    def list_forms(self, *, limit: int, cursor: str | None, owner_module: str | None) -> dict[str, Any]:
        page = self._store.query(
            DEFINITIONS,
            limit=limit,
            cursor=cursor,
            equals={"ownerModule": owner_module} if owner_module is not None else None,
        )
        return {"items": [summary(item) for item in page.items], "nextCursor": page.next_cursor}

    def get(self, form_id: str) -> tuple[FormDetail, int]:
        item = self._definition(form_id)
        sections: list[dict[str, Any]] = []
        if item.get("currentVersionNumber"):
            version = self._store.get(
                versions_partition(form_id), version_sort_key(item["currentVersionNumber"]), consistent=True
            )
            if version is None:
                raise RuntimeError(
                    f"form {form_id}: current version {item['currentVersionNumber']} is missing"
                )
            sections = version["sections"]
        return detail(item, sections), item["version"]

    # -- transitions

    def create(self, body: CreateFormRequest) -> Change:
        """(none) -> inactive; with sections, version 1 is created and is current."""
        now = self._now()
        form_id = new_id(FORM_ID_PREFIX, self._clock)
        sections = models.dump_sections(body.sections) if body.sections is not None else None
        version = (new_id(VERSION_ID_PREFIX, self._clock), 1) if sections is not None else None
        item = definition_values(
            form_id=form_id,
            name=body.name,
            description=body.description,
            owner_module=body.owner_module,
            category=body.category,
            is_system=False,
            active=False,
            version=version,
            now=now,
            created_by=self._user_id,
        )
        writes: list[Write] = [Create(DEFINITIONS, form_id, item)]
        if version is not None and sections is not None:
            writes.append(self._new_version(form_id, version[0], 1, sections, now))
        return Change(form_id, detail(item, sections or []), 1, writes)

    def add_version(self, form_id: str, body: AddVersionRequest) -> Change:
        """inactive: the new version is current at once; active: it is a draft until activate."""
        item = self._definition(form_id)
        now = self._now()
        number = int(item.get("latestVersionNumber", 0)) + 1
        version_id = new_id(VERSION_ID_PREFIX, self._clock)
        changes: dict[str, Any] = {"latestVersionId": version_id, "latestVersionNumber": number}
        is_current = not item["active"]
        if is_current:
            changes |= {"currentVersionId": version_id, "currentVersionNumber": number}
        after = self._updated(item, changes, now)
        writes: list[Write] = [
            self._update_definition(item, changes, now),  # first: a lost race is answered for it
            self._new_version(form_id, version_id, number, models.dump_sections(body.sections), now),
        ]
        result = models.VersionCreated(
            form_id=form_id,
            version_id=version_id,
            version_number=number,
            status="current" if is_current else "draft",
            current_version_id=after.get("currentVersionId"),
            current_version_number=after.get("currentVersionNumber"),
        )
        return Change(form_id, result, after["version"], writes)

    def activate(self, form_id: str) -> Change:
        """inactive -> active; on an active form, makes a waiting draft current, else changes nothing."""
        item = self._definition(form_id)
        changes: dict[str, Any] = {}
        if not item["active"]:
            changes["active"] = True
        latest = int(item.get("latestVersionNumber", 0))
        if latest and latest != item.get("currentVersionNumber"):
            changes |= {"currentVersionId": item["latestVersionId"], "currentVersionNumber": latest}
        return self._transition(item, changes)

    def deactivate(self, form_id: str) -> Change:
        """active -> inactive; an inactive form is left as it is; an active system form is refused."""
        item = self._definition(form_id)
        if not item["active"]:
            return self._transition(item, {})
        if item.get("isSystemDefinition"):
            raise system_form_locked()
        return self._transition(item, {"active": False})

    # -- helpers

    def _transition(self, item: dict[str, Any], changes: dict[str, Any]) -> Change:
        if not changes:
            return Change(item["id"], state(item), item["version"])
        now = self._now()
        after = self._updated(item, changes, now)
        return Change(
            item["id"], state(after), after["version"], [self._update_definition(item, changes, now)]
        )

    def _definition(self, form_id: str) -> dict[str, Any]:
        """The definition as it is now (a consistent read: the write's condition compares against it)."""
        if not FORM_ID.match(form_id):
            raise form_not_found()
        item = self._store.get(DEFINITIONS, form_id, consistent=True)
        if item is None:
            raise form_not_found()
        return item

    def _now(self) -> int:
        return int(self._clock())

    @staticmethod
    def _updated(item: dict[str, Any], changes: dict[str, Any], now: int) -> dict[str, Any]:
        return {**item, **changes, "version": item["version"] + 1, "updatedAt": now}

    def _new_version(
        self, form_id: str, version_id: str, number: int, sections: list[dict[str, Any]], now: int
    ) -> Create:
        values = version_values(
            form_id=form_id,
            version_id=version_id,
            number=number,
            sections=sections,
            now=now,
            created_by=self._user_id,
        )
        return Create(
            versions_partition(form_id), version_sort_key(number), values, conflict=form_write_conflict()
        )

    @staticmethod
    def _update_definition(item: dict[str, Any], changes: dict[str, Any], now: int) -> Update:
        return Update(
            DEFINITIONS,
            item["id"],
            item["version"],
            {**changes, "updatedAt": now},
            conflict=form_write_conflict(),
        )

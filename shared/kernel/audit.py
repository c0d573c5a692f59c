"""The audit log: one entry per write through the API (spec 4.6 `/audit-log`), in the same transaction
as the write, so there is no write without its entry and no entry without its write.

The unit of work appends the entry the pipeline hands it (`Commit.audit`) to every transaction that
writes; a route that writes elsewhere (an API token, in the identity table) puts `operation(...)` in
its own transaction. An entry says who (user, token, via api, app or automation), what (method, route,
path, the resource's id), when, the request's id and the answer's status.

Storage, in the firm's data partition space (firm-prefixed like every key):
    pk <firm>#AUDIT                     sk <at, ms, 13 digits>#<request id>   the entry
    gsi1 <firm>#AUDIT#ACTOR#<user id>   same sort key                         by actor
    gsi2 <firm>#AUDIT#RESOURCE#<id>     same sort key                         by resource
so each filter is one Query in time order, a time range one key condition.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from kernel import aws
from kernel.tenant_store import TenantStore

_PARAM = re.compile(r"\{([^}]+)\}")
_ID = re.compile(r"^[a-z]{2,5}_[0-9a-z]{26}$")
AUDIT = "AUDIT"
BY_ACTOR = "AUDIT#ACTOR#"
BY_RESOURCE = "AUDIT#RESOURCE#"
ENTRY_KEYS = ("at", "actor", "method", "route", "path", "resourceId", "requestId", "status")


def entry(
    *,
    at_ms: int,
    user_id: str,
    token_id: str | None,
    via: str,
    method: str,
    route: str,
    path: str,
    resource_id: str | None,
    request_id: str,
    status: int,
) -> dict[str, Any]:
    """An entry's values (what `operation` stores and the log answers)."""
    return {
        "at": at_ms,
        "actor": {"userId": user_id, "tokenId": token_id, "via": via},
        "method": method,
        "route": route,
        "path": path,
        "resourceId": resource_id,
        "requestId": request_id,
        "status": status,
    }


def resource_id(route: str, path_params: Mapping[str, str], answer: Any) -> str | None:
    """What a call wrote: the last id in its path (/deals/{id}/terms/{termId}: the term), else the id its
    answer carries (a create), else the path's last parameter (a taxonomy key)."""
    values = [path_params.get(name, "") for name in _PARAM.findall(route)]
    ids = [value for value in values if _ID.fullmatch(value)]
    if ids:
        return ids[-1]
    shown = answer.model_dump(by_alias=True) if hasattr(answer, "model_dump") else answer
    if isinstance(shown, Mapping):
        found = shown.get("id") or (shown.get("result") or {}).get("id")
        if isinstance(found, str):
            return found
    return values[-1] if values else None


def sort_key(at_ms: int, request_id: str) -> str:
    return f"{at_ms:013d}#{request_id}"


def operation(store: TenantStore, values: Mapping[str, Any]) -> aws.Operation:
    """The put of an entry, for a transaction: retried commits put the same item again."""
    sk = sort_key(int(values["at"]), str(values["requestId"]))
    indexes: dict[str, Any] = {"gsi1pk": BY_ACTOR + str(values["actor"]["userId"]), "gsi1sk": sk}
    if values.get("resourceId"):
        indexes |= {"gsi2pk": BY_RESOURCE + str(values["resourceId"]), "gsi2sk": sk}
    item = {**values, **store.bind_indexes(indexes), "pk": store.partition_key(AUDIT), "sk": sk}
    return aws.put(store.table, {key: value for key, value in item.items() if value is not None})

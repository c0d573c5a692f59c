"""Records in bulk: `POST /records/{type}/batch` runs 1 to 100 operations (create, update, upsert,
delete), each as its single route would and committed on its own (its record, change entry, search
and duplicates entries, relations), in the order sent; one failing undoes no other.

A body that is not well formed runs nothing (400, kernel validation and `models.RecordBatchBody`). An
operation's refusal is the single route's error, its `details` fields under `operations[i].`.

Upsert matches its key (records.matching): one live record is updated, none is created with a claim
on the key, so a create racing it (another upsert, an import row) is refused and this one matches
again and updates what the other made; several is 409 `ambiguous_match`.

With an Idempotency-Key, the kernel stores and replays the whole answer; and each operation's commit
also stores its result under the key (BATCH#<digest of person and key>, kept a day), so a retry after
a 5xx or a crash mid-call runs only the operations that did not commit: none is made twice.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from kernel import errors, json_codec
from kernel.errors import ApiError
from kernel.parsing import invalid_input
from kernel.pipeline import LAST_WRITE_WINS_ATTEMPTS
from kernel.request import Request
from kernel.unit_of_work import Create, StaleRead
from records import matching
from records.layout import live_partition
from records.service import Change, RecordService

if TYPE_CHECKING:  # pydantic loads with the first route that needs it (records_api.routes)
    from records_api.models import BatchOperation, RecordBatchBody

RESULTS = "BATCH#"
KEPT_SECONDS = 86400  # as long as the kernel keeps an Idempotency-Key's answer
# An operation whose record moved meanwhile (no ifMatch), or whose key was claimed, reruns on a fresh read,
# after a jittered pause, as often as a last-write-wins route does (kernel.pipeline)
ATTEMPTS = LAST_WRITE_WINS_ATTEMPTS
COUNTED = {"create": "created", "update": "updated", "upsert": "updated", "delete": "deleted"}


class Batch:
    def __init__(self, request: Request[RecordBatchBody], service: RecordService, record_type: str) -> None:
        self._request = request
        self._service = service
        self._type = record_type
        key = request.headers.get("idempotency-key")
        person = request.caller.user_id
        self._results = (
            f"{RESULTS}{hashlib.sha256(f'{person}|{key}'.encode()).hexdigest()[:32]}" if key else None
        )
        # Read ahead for the first attempt of each operation: the records its updates name (one batch
        # read), and its upserts' matches (the key lookups side by side) with the records they match
        self._items: dict[str, dict[str, Any]] = {}
        self._matches: dict[tuple[str, Any], matching.Match] = {}

    def run(self) -> dict[str, Any]:
        body = self._request.body
        self._service.catalog.check_expected(body.expected_catalog_version)
        self._service.record_type(self._type)  # an unknown type is 404 before anything runs
        self._check_match_keys(body.operations)
        done = self._done(body.operations)
        self._read_ahead([op for index, op in enumerate(body.operations) if index not in done])
        results = [done.get(index) or self._one(index, op) for index, op in enumerate(body.operations)]
        counts = {"created": 0, "updated": 0, "deleted": 0, "failed": 0}
        for result in results:
            counts[_counted(result)] += 1
        return {"results": results, "counts": counts}

    # ---- one operation

    def _one(self, index: int, op: BatchOperation) -> dict[str, Any]:
        shown: dict[str, Any] = {"index": index, "op": op.op}
        try:
            return self._committed(index, op, shown)
        except ApiError as error:
            return shown | {"status": error.status, "error": _under(index, error, self._request.request_id)}

    def _committed(self, index: int, op: BatchOperation, shown: dict[str, Any]) -> dict[str, Any]:
        """The operation computed and committed; computed again on a fresh read when its record moved
        meanwhile (without ifMatch the later write wins, as PATCH) or another create claimed its key."""
        for attempt in range(1, ATTEMPTS + 1):
            change, status = self._change(op)
            done = shown | {"status": status, "result": change.record}
            try:
                if change.writes:
                    self._request.commit_unit([*change.writes, *self._stored(index, op, done)])
                return done
            except StaleRead:
                if op.if_match is not None:
                    raise errors.ApiError(
                        412, "version_conflict", "The record changed since the version sent."
                    ) from None
                if attempt == ATTEMPTS:
                    raise
            except ApiError as refused:
                if refused.code != matching.MATCH_TAKEN.code or attempt == ATTEMPTS:
                    raise
            time.sleep(random.uniform(0, 0.005 * attempt))  # noqa: S311 - jitter against lockstep, not a secret
        raise AssertionError("unreachable")

    def _change(self, op: BatchOperation) -> tuple[Change, int]:
        service, values = self._service, dict(op.values or {})
        if op.op == "create":
            return service.create(self._type, values), 201
        if op.op == "delete":
            return service.delete(self._type, str(op.id)), 200
        if op.op == "update":
            return self._update(str(op.id), values, op.if_match), 200
        return self._upsert(str(op.match_key), values)

    def _update(self, record_id: str, values: dict[str, Any], if_match: str | None) -> Change:
        item = self._items.pop(record_id, None) or self._service.item(self._type, record_id)
        if if_match is not None and if_match.strip().strip('"') != str(item["version"]):
            raise errors.ApiError(412, "version_conflict", "The record changed since the version sent.")
        return self._service.patch(self._type, record_id, values, stored=item)

    def _upsert(self, match_key: str, values: dict[str, Any]) -> tuple[Change, int]:
        key = matching.match_value(self._type, match_key, str(values[match_key]))
        found = self._matches.pop((match_key, key), None)
        if found is None:
            found = matching.lookup(self._request.store, self._type, match_key, [key])[key]
        if found.holders > 1:
            raise errors.ApiError(
                409, "ambiguous_match", f"Several {self._type} records have this {match_key}."
            )
        if found.holders == 1:
            fields = {name: value for name, value in values.items() if name != matching.ID}
            stored = self._items.pop(found.ids[0], None)
            return self._service.patch(self._type, found.ids[0], fields, stored=stored), 200
        if match_key == matching.ID:
            raise errors.not_found(f"No {self._type} with this id in your firm.")
        claim = matching.Claim(match_key, found.claim_version, found.claim_holders)
        return self._service.create(self._type, values, claim=claim), 201

    def _read_ahead(self, operations: Sequence[BatchOperation]) -> None:
        """What the operations' first attempts read, read together: a retried attempt reads afresh."""
        store, by_key = self._request.store, dict[str, list[Any]]()
        for op in operations:
            if op.op == "upsert":
                match_key = str(op.match_key)
                value = matching.match_value(self._type, match_key, str((op.values or {})[match_key]))
                by_key.setdefault(match_key, []).append(value)
        for match_key, keys in by_key.items():
            found = matching.lookup(store, self._type, match_key, keys)
            self._matches |= {(match_key, key): found[key] for key in keys}
        named = {str(op.id) for op in operations if op.op == "update"}
        named |= {match.ids[0] for match in self._matches.values() if match.holders == 1}
        partition = live_partition(self._type)
        read = (
            store.get_many([(partition, record_id) for record_id in sorted(named)], consistent=True)
            if named
            else {}
        )
        self._items = {sort: dict(item) for (_, sort), item in read.items()}

    # ---- what a retry with the same key finds done

    def _stored(self, index: int, op: BatchOperation, shown: Mapping[str, Any]) -> list[Create]:
        if self._results is None:
            return []
        kept = {"fingerprint": _fingerprint(op), "shown": json_codec.dumps(dict(shown)),
                "purgeAt": self._request.now() + KEPT_SECONDS}  # fmt: skip
        return [Create(self._results, f"{index:03d}", kept)]

    def _done(self, operations: Sequence[BatchOperation]) -> dict[int, dict[str, Any]]:
        """The results a run with this key committed before (its answer lost to a 5xx or a crash), for
        the operations sent the same way again."""
        if self._results is None:
            return {}
        found = self._request.store.query(self._results, limit=len(operations), consistent=True).items
        done = {}
        for item in found:
            shown = json_codec.loads(item["shown"])
            index = int(shown["index"])
            if index < len(operations) and item["fingerprint"] == _fingerprint(operations[index]):
                done[index] = shown
        return done

    def _check_match_keys(self, operations: Sequence[BatchOperation]) -> None:
        """An upsert's matchKey is `id` or a key field of the type, and its values hold it as text: a
        body that says otherwise is not well formed, and nothing runs."""
        allowed = (matching.ID, *matching.match_keys(self._type))
        problems = []
        for index, op in enumerate(operations):
            if op.op != "upsert":
                continue
            if op.match_key not in allowed:
                problems.append(
                    {"field": f"operations[{index}].matchKey", "message": f"one of {', '.join(allowed)}"}
                )
            elif not isinstance(text := (op.values or {}).get(str(op.match_key)), str) or (
                matching.match_value(self._type, str(op.match_key), text) is None
            ):
                problems.append({"field": f"operations[{index}].values.{op.match_key}",
                                 "message": "the value to match on, as text"})  # fmt: skip
        if problems:
            raise invalid_input("invalid_request", "body", problems)


def _under(index: int, error: ApiError, request_id: str) -> dict[str, Any]:
    """The error as its single route answers it, each detail's field under `operations[i]`."""
    shown = dict(error.envelope(request_id)["error"])
    if isinstance(shown.get("details"), list):
        shown["details"] = [_detail(index, detail) for detail in shown["details"]]
    return shown


def _detail(index: int, detail: Any) -> Any:
    if not isinstance(detail, dict) or not isinstance(detail.get("field"), str):
        return detail
    field = detail["field"]
    inner = "" if field in ("body", "") else f".values.{field}"
    return {**detail, "field": f"operations[{index}]{inner}"}


def _fingerprint(op: BatchOperation) -> str:
    canonical = json_codec.dumps(op.model_dump(by_alias=True, exclude_none=True), canonical=True)
    return hashlib.sha256(canonical.encode()).hexdigest()


def _counted(result: Mapping[str, Any]) -> str:
    if "error" in result:
        return "failed"
    return "created" if result["status"] == 201 else COUNTED[result["op"]]

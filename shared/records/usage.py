"""What names a deletable record from outside its own fields, counted so that deleting it can refuse
a portal access grant whose subject is an Investor, a cap-table line of a
company naming one. Both live in other families; this count is what they and the records service
share, below all of them.

    pk <firm>#USES#<type>    sk <record id>    {counts: {<use>: n}}    moved by every write that adds or
                                                                        removes a use, at the version read

A grant or a line moves the count in its own transaction (its reference's `Require` keeps the record
live until it commits); deleting the record moves the same item, at the version it read, after
finding every count at zero. So the two serialize on one item: whichever commits second runs again
on a fresh read, and either the delete is 409 `record_in_use` or the grant or line is refused (the
record is gone). A query of index entries could list the uses, but a transaction cannot hold a
condition on a query: a grant committed between the delete's query and its commit would survive it.

Uses made before this count existed are not counted (no backfill), as with sectors' usage.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from kernel import errors
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Update, Write

PARTITION = "USES#"
TRACKED_TYPES = frozenset({"Investor"})  # deletable record types that another family's items name
PORTAL_GRANTS = "portalGrants"
CAP_TABLE_LINES = "capTableLines"
RELEASED_KEPT_SECONDS = 24 * 3600  # a deleted record's usage item: TTL (purgeAt) removes it after a day
MOST_NAMED = 20  # places a refusal names; the rest are counted
# Where each kind of use is listed (a holder's collection names its holder), for a refusal's details
LISTS = {
    PORTAL_GRANTS: "GET /api/v1/x/portal/access",
    CAP_TABLE_LINES: "GET /api/v1/x/companies/{holder}/investors",
}
NOUNS = {PORTAL_GRANTS: "portal access grant", CAP_TABLE_LINES: "cap-table line"}
HOLDERS = {CAP_TABLE_LINES: "company"}  # the record type whose collection holds a kind of use


class Use(NamedTuple):
    """One kind of use of a record, and the record whose collection holds it (a company's cap table),
    if not the firm's (portal grants)."""

    kind: str
    holder: str | None = None

    @property
    def key(self) -> str:
        return self.kind if self.holder is None else f"{self.kind}#{self.holder}"

    @classmethod
    def of_key(cls, key: str) -> Use:
        kind, _, holder = key.partition("#")
        return cls(kind, holder or None)


def key(record_type: str, record_id: str) -> tuple[str, str]:
    return f"{PARTITION}{record_type}", record_id


class RecordUsage(NamedTuple):
    """How many of each use name one record, at the usage item's version (0: never counted)."""

    record_type: str
    record_id: str
    counts: dict[str, int]
    version: int

    def moved(self, use: Use, by: int) -> list[Write]:
        """The count of `use` moved by `by` (+1 or -1), on condition nobody moved the item since it was
        read. Removing a use that was never counted (made before the counts existed) writes nothing."""
        count = self.counts.get(use.key, 0) + by
        if count < 0:
            return []
        counts = {k: v for k, v in {**self.counts, use.key: count}.items() if v > 0}
        return [Update(*key(self.record_type, self.record_id), self.version, {"counts": counts},
                       addressed=False)]  # fmt: skip

    def refusal(self) -> errors.ApiError | None:
        """409 `record_in_use` naming the uses: `uses` counts them by kind, `details` says where each
        is listed (the firm's grants first, then each company's cap table); None when unused."""
        in_use = sorted(
            ((Use.of_key(k), n) for k, n in self.counts.items() if n > 0),
            key=lambda pair: (pair[0].holder is not None, pair[0].kind, pair[0].holder or ""),
        )
        if not in_use:
            return None
        totals: dict[str, int] = {}
        for use, count in in_use:
            totals[use.kind] = totals.get(use.kind, 0) + count
        said = " and ".join(_counted(kind, count) for kind, count in totals.items())
        verb = "names" if sum(totals.values()) == 1 else "name"
        details = [self._where(use, count) for use, count in in_use[:MOST_NAMED]]
        if len(in_use) > MOST_NAMED:
            left = in_use[MOST_NAMED:]
            details.append({"field": left[0][0].kind, "message": f"{len(left)} more places, not listed here"})
        return errors.ApiError(
            409,
            "record_in_use",
            f"{said} {verb} this {self.record_type}: revoke or remove them first; nothing was deleted.",
            extra={"uses": totals, "details": details},
        )

    def released(self, now: int) -> Update:
        """The delete's write: the item moved at the version read (a use counted meanwhile makes the
        delete run again, and refuse), kept a day for a slow writer to lose against, then purged."""
        return Update(*key(self.record_type, self.record_id), self.version,
                      {"counts": {}, "purgeAt": now + RELEASED_KEPT_SECONDS}, addressed=False,
                      conflict=_named_meanwhile(self.record_type))  # fmt: skip

    def _where(self, use: Use, count: int) -> dict[str, str]:
        """One use as a refusal's detail: how many, whose, and the list that shows them."""
        listed = LISTS[use.kind].format(holder=use.holder) + f"?{self.record_type.lower()}Id={self.record_id}"
        whose = f" of {HOLDERS[use.kind]} {use.holder}" if use.holder else ""
        return {"field": use.kind, "message": f"{_counted(use.kind, count)}{whose}: {listed}"}


def _counted(kind: str, count: int) -> str:
    noun = NOUNS.get(kind, kind)
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _named_meanwhile(record_type: str) -> errors.ApiError:
    """The answer when a use was counted between the delete's read and its commit, and the delete is
    not run again (it named the record's version in If-Match)."""
    return errors.ApiError(
        409, "record_in_use", f"Something began naming this {record_type} meanwhile; nothing was deleted."
    )


def of_item(record_type: str, record_id: str, item: Mapping[str, Any] | None) -> RecordUsage:
    """The usage as read (a batch read's item, or None when there is none)."""
    if item is None:
        return RecordUsage(record_type, record_id, {}, 0)
    counts = {str(k): int(v) for k, v in dict(item.get("counts") or {}).items()}
    return RecordUsage(record_type, record_id, counts, int(item["version"]))


def read(store: TenantStore, record_type: str, record_id: str) -> RecordUsage:
    """One record's usage, read consistently (a write moves it at the version read here)."""
    return of_item(record_type, record_id, store.get(*key(record_type, record_id), consistent=True))

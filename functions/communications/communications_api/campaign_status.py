"""The life of a campaign, an investor-relations campaign and a marketing campaign alike. The client
sets `status` on create and replace; the service sends nothing, so `Sent` records that the firm sent
it (and the service stamps `sentAt`).

    Draft <──> Scheduled ──> Sent            Draft ──> Sent (sent at once)
      └────────────┴───────> Cancelled

- A new campaign is Draft or Scheduled (400 naming `status`).
- Scheduled needs `scheduledAt` (a body rule), in the future whenever the campaign is scheduled or its
  time moves (400 naming `scheduledAt`); a campaign kept Scheduled at the same time is not checked
  again, so editing it after its time has passed stays possible.
- Sent and Cancelled are final: a replace is 409 `campaign_closed`.
- A Sent campaign stays on file (what its audience received): its delete is 409 `campaign_sent`.

A replace is conditioned on the version the kit read, and both closed states are final, so a status
read here is never older than what the write commits over.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kernel import errors
from kernel.ids import iso
from kernel.parsing import invalid_input
from kit.fields import Choice, DateTime, Rule, parse_date_time, required_if

STATUSES = ("Draft", "Scheduled", "Sent", "Cancelled")
OPENING = ("Draft", "Scheduled")
CLOSED = frozenset({"Sent", "Cancelled"})

STATUS = Choice(*STATUSES, description="Draft or Scheduled when made; Sent and Cancelled are final.")
SCHEDULED_AT = DateTime(required=False, description="When it goes out: required, and in the future, to "
                        "schedule.")  # fmt: skip
SENT_AT = DateTime(required=False, description="When it became Sent (set by the service).")
RULES: tuple[Rule, ...] = (required_if("scheduledAt", status="Scheduled"),)


def campaign_closed(noun: str, status: str) -> errors.ApiError:
    return errors.ApiError(409, "campaign_closed", f"This {noun} is {status}: it can no longer change.")


def campaign_sent(noun: str) -> errors.ApiError:
    return errors.ApiError(
        409, "campaign_sent", f"This {noun} was sent: it stays on file and cannot be removed."
    )


def move(before: Mapping[str, Any] | None, values: dict[str, Any], now: int, noun: str) -> None:
    """Checks the move from `before` (None: a new campaign) to the body's `values`, and stamps
    `sentAt` into them when the campaign becomes Sent. Raises the refusal."""
    if before is not None and before["status"] in CLOSED:
        raise campaign_closed(noun, before["status"])
    status = values["status"]
    problems = []
    if before is None and status not in OPENING:
        problems.append({"field": "status", "message": f"a new {noun} is Draft or Scheduled"})
    if status == "Scheduled" and _schedule_moves(before, values) and _not_after(values["scheduledAt"], now):
        problems.append({"field": "scheduledAt", "message": "must be in the future to schedule"})
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    if status == "Sent":
        values["sentAt"] = iso(now)


def refuse_removing_sent(item: Mapping[str, Any], noun: str) -> None:
    if item["status"] == "Sent":
        raise campaign_sent(noun)


def _schedule_moves(before: Mapping[str, Any] | None, values: Mapping[str, Any]) -> bool:
    """The campaign is being scheduled, or its scheduled time changes."""
    if before is None or before["status"] != "Scheduled":
        return True
    return bool(before.get("scheduledAt") != values["scheduledAt"])


def _not_after(moment: str, now: int) -> bool:
    return parse_date_time(moment).timestamp() <= now

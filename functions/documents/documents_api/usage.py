"""The firm's usage this month (spec 2.5 and 4.6): `GET /usage` and `PUT /usage/ai/limits`.

Storage is what the firm's documents hold now, from the counter their creates and deletes move in
their own transactions (never a sum over the documents). The documents of a soft-deleted record are
hidden with it but still counted: their files are still held in the bucket, as the record is still
held in its deleted partition, until both are purged. AI credits are counted per calendar month
(UTC) on `USAGE` / `AI#<yyyy-mm>` by whatever spends them; the monthly limit is one item the firm's
administrators set (`admin.integrations.manage`, admin only by default).
"""

from __future__ import annotations

import datetime
from typing import Any

from documents_api.documents import STORAGE, USAGE
from kernel.ids import iso
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Update
from kernel.wire import Outcome
from kit.fields import DateTime, Fields, Integer, Object, Text

router = Router()
X = "/api/v1/x"
MANAGE = "admin.integrations.manage"
AI_LIMIT = "AI_LIMIT"
MOST_CREDITS = 1_000_000_000

USAGE_VIEW = Fields(
    "Usage",
    {
        "month": Text(max_length=7, description="This calendar month (UTC), yyyy-MM."),
        "storage": Object(
            fields={
                "documentBytes": Integer(minimum=0, description="Bytes the firm's documents hold now."),
                "documents": Integer(minimum=0, description="How many documents."),
            }
        ),
        "ai": Object(
            fields={
                "creditsUsed": Integer(minimum=0, description="AI credits spent this month."),
                "monthlyLimit": Integer(
                    minimum=1, required=False, description="The monthly limit (null: none set)."
                ),
                "remaining": Integer(
                    minimum=0, required=False, description="What is left this month (null: no limit)."
                ),
            }
        ),
    },
)
LIMIT_BODY = Fields(
    "AiCreditLimit",
    {
        "monthlyCredits": Integer(
            minimum=1, maximum=MOST_CREDITS, description="AI credits a month, at most."
        ),
    },
    example={"monthlyCredits": 5000},
)
LIMIT_VIEW = Fields(
    "AiCreditLimitView",
    {
        **LIMIT_BODY.fields,
        "version": Integer(minimum=1),
        "updatedAt": DateTime(),
        "updatedBy": Text(max_length=40),
    },
)


def month_of(epoch_seconds: int) -> str:
    return datetime.datetime.fromtimestamp(epoch_seconds, tz=datetime.UTC).strftime("%Y-%m")


def ai_month(month: str) -> str:
    return f"AI#{month}"


@router.get(
    f"{X}/usage",
    scope="records:read",
    permission="records.read",
    response=USAGE_VIEW,
    query=None,
    body=None,
    summary="Storage held and AI credits spent this month, with the monthly AI limit.",
)
def get_usage(request: Request[None, None]) -> dict[str, Any]:
    month = month_of(request.now())
    keys = [(USAGE, STORAGE), (USAGE, ai_month(month)), (USAGE, AI_LIMIT)]
    found = request.store.get_many(keys, consistent=True)
    storage, spent, limit = (found.get(key, {}) for key in keys)
    used = int(spent.get("creditsUsed", 0))
    monthly = limit.get("monthlyCredits")
    return {
        "month": month,
        "storage": {
            "documentBytes": int(storage.get("documentBytes", 0)),
            "documents": int(storage.get("documents", 0)),
        },
        "ai": {
            "creditsUsed": used,
            "monthlyLimit": None if monthly is None else int(monthly),
            "remaining": None if monthly is None else max(0, int(monthly) - used),
        },
    }


@router.put(
    f"{X}/usage/ai/limits",
    route_class=RouteClass.RECORD,
    scope="records:write",
    permission=MANAGE,
    body=LIMIT_BODY,
    query=None,
    response=LIMIT_VIEW,
    etag=True,
    last_write_wins=True,
    summary="Set the firm's monthly AI credit limit (a positive whole number).",
)
def set_ai_limit(request: Request[dict[str, Any], None]) -> Outcome:
    current = request.store.get(USAGE, AI_LIMIT, consistent=True) or {}
    version = int(current.get("version", 0))
    now = request.now()
    values = {
        "monthlyCredits": request.body["monthlyCredits"],
        "updatedAt": now,
        "updatedBy": request.caller.user_id,
    }
    shown = {**values, "version": version + 1, "updatedAt": iso(now)}
    return Outcome(shown, writes=[Update(USAGE, AI_LIMIT, version, values)], version=version + 1)

"""A scorecard's weighted total: each criterion's score times its weight (percent), summed, over 100.

A scorecard is scored against its template as the template stands when the scorecard is written: the
criteria and weights used are kept on the scorecard with the total, so editing or deleting the
template later changes no total already given (writing the scorecard again scores it afresh)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from kernel.aws import storable_number
from kernel.parsing import invalid_input
from research_api.models import in_cents


def scored(template: Mapping[str, Any], scores: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """What a scorecard keeps beside its scores: the total and the template it was computed from.
    400 naming each score that is not one score of one criterion of the template, within its scale."""
    criteria = {criterion["key"]: criterion for criterion in template["criteria"]}
    max_score = int(template.get("maxScore", 5))
    problems, seen = [], set()
    for index, score in enumerate(scores):
        key = score["criterion"]
        if key not in criteria:
            problems.append(
                {"field": f"scores[{index}].criterion", "message": "not a criterion of the template"}
            )
        elif key in seen:
            problems.append({"field": f"scores[{index}].criterion", "message": "scored twice"})
        seen.add(key)
        if score["score"] > max_score or not in_cents(score["score"]):
            message = f"from 0 to {max_score} (the template's maxScore), at most two decimals"
            problems.append({"field": f"scores[{index}].score", "message": message})
    missing = [key for key in criteria if key not in seen]
    if missing and not problems:
        problems.append(
            {"field": "scores", "message": f"score every criterion once; missing: {', '.join(missing)}"}
        )
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    weighted = sum(
        (Decimal(s["score"]) * Decimal(criteria[s["criterion"]]["weight"]) for s in scores), Decimal(0)
    )
    return {
        # Scores and weights are in hundredths and at most 100: the quotient is exact, no rounding.
        "weightedTotal": storable_number(weighted / 100),
        "maxScore": max_score,
        "criteria": [dict(criterion) for criterion in template["criteria"]],
        "templateVersion": int(template["version"]),
    }

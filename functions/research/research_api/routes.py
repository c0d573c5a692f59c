"""The research family's routes (spec 4.6: finding and weighing companies): kit declarations, and
hand-written routes beside them for what a declaration cannot say.

- Experts, shortlists, comparable sets and their templates, scorecard templates, scorecards and deal
  benchmarks are kit resources. Comparable sets are listed per deal (`dealId` required), scorecards per
  company (`companyId` required); a filter naming no live record of the firm is 404.
- An expert's engagements, a shortlist's items and a comparable set's comparables are lines under a
  kit item (research_api.lines). An expert with engagements is not deleted (409 `expert_in_use`: they
  record money spent and who was heard); a shortlist or a comparable set goes with its lines.
- A shortlist's items are ordered (a new one goes last; POST .../items/reorder names them all); a
  record is on a shortlist once, a company in a comparable set once (409 `already_exists`).
- A scorecard's `weightedTotal` is computed from its scores and its template's weights (sum 100),
  never sent (a body carrying it is 400): research_api.scoring.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from catalog import taxonomy
from kernel import errors, text
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import Router
from kernel.unit_of_work import Write
from kit.fields import Integer, Ref, Text
from kit.resource import Items, ListFilter, Resource, declare
from research_api import lines as lines_of
from research_api import models, scoring
from research_api.lines import Lines, declare_lines

router = Router()
X = "/api/v1/x"
MOST_SHORTLIST_ITEMS = 75  # a shortlist is deleted with its items in one transaction
MOST_COMPARABLES = 50


def _known_expertise(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    """Each expertise is a key of the firm's taxonomy group expertise."""
    given = values.get("expertise") or []
    known = taxonomy.keys(request.store, "expertise") if given else set()
    return [
        {"field": f"expertise[{index}]", "message": "not a key of the taxonomy group expertise"}
        for index, key in enumerate(given)
        if key not in known
    ]


def expert_in_use(engagements: int) -> errors.ApiError:
    said = "1 engagement" if engagements == 1 else f"{engagements} engagements"
    return errors.ApiError(409, "expert_in_use", f"The expert has {said}: remove them first.")


EXPERTS = Resource(
    name="experts", path=f"{X}/experts", id_prefix="exp", noun="expert", fields=models.EXPERT,
    example=models.EXPERT_EXAMPLE, item_param="id", check=_known_expertise,
    filters=(ListFilter("expertise", description="Only experts with this expertise key."),),
    on_delete=lambda items, expert: lines_of.on_parent_delete(ENGAGEMENTS, items, expert),
)  # fmt: skip
ENGAGEMENTS: Lines = Lines(
    parent=EXPERTS, parent_key="expertId", in_use=expert_in_use,
    line=Resource(
        name="engagements", path=f"{EXPERTS.item_path}/engagements", id_prefix="eng", noun="engagement",
        title="ExpertEngagement", fields=models.ENGAGEMENT, example=models.ENGAGEMENT_EXAMPLE,
        state={"expertId": Text(max_length=40, description="The expert's id.")}, item_param="engagementId",
    ),
)  # fmt: skip

SHORTLISTS = Resource(
    name="shortlists", path=f"{X}/shortlists", id_prefix="shl", noun="shortlist", fields=models.SHORTLIST,
    example=models.SHORTLIST_EXAMPLE, item_param="id",
    on_delete=lambda items, shortlist: lines_of.on_parent_delete(SHORTLIST_ITEMS, items, shortlist),
)  # fmt: skip
SHORTLIST_ITEMS: Lines = Lines(
    parent=SHORTLISTS, parent_key="shortlistId", most=MOST_SHORTLIST_ITEMS, full_code="shortlist_full",
    ordered=True, distinct=lambda values: values.get("recordId"),
    taken_message="This record is on the shortlist already.",
    line=Resource(
        name="shortlist-items", path=f"{SHORTLISTS.item_path}/items", id_prefix="shi", noun="shortlist item",
        fields=models.SHORTLIST_ITEM, example=models.SHORTLIST_ITEM_EXAMPLE, item_param="itemId",
        state={"shortlistId": Text(max_length=40, description="The shortlist's id."),
               "rank": Integer(minimum=1, description="Its place in the shortlist's order, from 1.")},
    ),
)  # fmt: skip

COMPARABLE_SET_TEMPLATES = Resource(
    name="comparable-set-templates", path=f"{X}/comparable-set-templates", id_prefix="cstp",
    noun="comparable set template", fields=models.COMPARABLE_SET_TEMPLATE,
    example=models.COMPARABLE_SET_TEMPLATE_EXAMPLE, unique=("name",), item_param="id",
)  # fmt: skip


def _multiples_from_template(items: Items, values: dict[str, Any], set_id: str) -> list[Write]:
    """A set that names no multiples takes its template's (as the template stands now)."""
    if values.get("multiples") is not None:
        return []
    template = items.request.store.get(
        COMPARABLE_SET_TEMPLATES.partition(None), values["templateId"], consistent=True
    )
    if template is None:  # deleted since the kit's check, a moment ago
        raise _no_such("templateId", COMPARABLE_SET_TEMPLATES)
    values["multiples"] = list(template["multiples"])
    return []


COMPARABLE_SETS = Resource(
    name="comparable-sets", path=f"{X}/comparable-sets", id_prefix="cset", noun="comparable set",
    fields={"name": models.NAME, "dealId": models.COMPARABLE_SET["dealId"],
            "templateId": Ref(COMPARABLE_SET_TEMPLATES, required=False,
                              description="Gives the multiples a body leaves out."), **models.COMPARABLE_SET},
    rules=(models.multiples_or_template,), example=models.COMPARABLE_SET_EXAMPLE,
    filters=(ListFilter("dealId", required=True),), item_param="id", prepare=_multiples_from_template,
    on_delete=lambda items, comparable_set: lines_of.on_parent_delete(COMPARABLES, items, comparable_set),
)  # fmt: skip


def _company_or_folded_name(values: Mapping[str, Any]) -> str | None:
    """A company is in a set once: a Company record by its id, an outside one by its name (case, width
    invisible characters and surrounding space folded; hashed, so any name makes a short key)."""
    if values.get("companyId") is not None:
        return str(values["companyId"])
    return "name:" + hashlib.sha256(text.folded(str(values["name"])).encode()).hexdigest()


COMPARABLES: Lines = Lines(
    parent=COMPARABLE_SETS, parent_key="comparableSetId", most=MOST_COMPARABLES,
    full_code="comparable_set_full",
    distinct=_company_or_folded_name, taken_message="This company is in the comparable set already.",
    line=Resource(
        name="comparables", path=f"{COMPARABLE_SETS.item_path}/comparables", id_prefix="comp",
        noun="comparable", fields=models.COMPARABLE, rules=(models.company_or_name,),
        example=models.COMPARABLE_EXAMPLE, item_param="comparableId",
        state={"comparableSetId": Text(max_length=40, description="The comparable set's id.")},
    ),
)  # fmt: skip

SCORECARD_TEMPLATES = Resource(
    name="scorecard-templates", path=f"{X}/scorecard-templates", id_prefix="sctp", noun="scorecard template",
    fields=models.SCORECARD_TEMPLATE, rules=(models.weights_sum_to_100,),
    example=models.SCORECARD_TEMPLATE_EXAMPLE, unique=("name",), item_param="id",
)  # fmt: skip


def _weighted_total(items: Items, values: dict[str, Any], scorecard_id: str) -> list[Write]:
    """Scores checked against the template as it stands, and the total computed from its weights."""
    template = items.request.store.get(
        SCORECARD_TEMPLATES.partition(None), values["templateId"], consistent=True
    )
    if template is None:  # deleted since the kit's check, a moment ago
        raise _no_such("templateId", SCORECARD_TEMPLATES)
    values |= scoring.scored(template, values["scores"])
    return []


SCORECARDS = Resource(
    name="scorecards", path=f"{X}/scorecards", id_prefix="scd", noun="scorecard",
    fields={"companyId": models.SCORECARD["companyId"],
            "templateId": Ref(SCORECARD_TEMPLATES, description="Scored against it."), **models.SCORECARD},
    state=models.SCORED, example=models.SCORECARD_EXAMPLE, filters=(ListFilter("companyId", required=True),),
    item_param="id", prepare=_weighted_total,
)  # fmt: skip

DEAL_BENCHMARKS = Resource(
    name="deal-benchmarks", path=f"{X}/deal-benchmarks", id_prefix="dbm", noun="deal benchmark",
    fields=models.DEAL_BENCHMARK, rules=(models.quartiles_around_median,),
    example=models.DEAL_BENCHMARK_EXAMPLE,
    filters=(ListFilter("dealId"), ListFilter("metric")), item_param="id",
)  # fmt: skip


def _no_such(field: str, resource: Resource) -> errors.ApiError:
    return invalid_input(
        "invalid_request", "body", [{"field": field, "message": f"no {resource.noun} with this id"}]
    )


for resource in (EXPERTS, SHORTLISTS, COMPARABLE_SET_TEMPLATES, COMPARABLE_SETS, SCORECARD_TEMPLATES,
                 SCORECARDS, DEAL_BENCHMARKS):  # fmt: skip
    declare(router, resource)
for lines in (ENGAGEMENTS, SHORTLIST_ITEMS, COMPARABLES):
    declare_lines(router, lines)

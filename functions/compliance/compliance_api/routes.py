"""The compliance family's routes (spec 4.6): legal and risk records on the kit, and hand-written routes
beside them for what a declaration cannot say.

- `/ddq`: due-diligence questionnaires (sections and questions); `/ddq/{id}/sections/{sectionId}/answers`
  answers a section's questions in batches (compliance_api.ddq).
- `/aml`: AML cases on a Person or Company record, with a risk and an owner (a member of the firm).
- `/kyc`: KYC files; `/kyc/{id}/notes` append-only notes; `/kyc/{id}/risk-tier` the tier and its
  history (compliance_api.risk_tiers).
- `/side-letters`, `/conflicts`, `/restricted-lists`, `/vendors`: legal records, each with its lines
  (kit resources whose parent is the legal record: `parent=` names an item of a parentless resource).

Restricted lists and conflicts of interest (and their lines) need the role permission
`compliance.restricted` to read and to change (admin and compliance roles; a member lacks it). The rest
need `records.read` / `records.write`. Compliance records are kept when deleted (`soft_delete`): DELETE
takes them out of every list and read, and keeps them, with who deleted them and when, for the record.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from compliance_api import models
from compliance_api.ddq import Section
from compliance_api.risk_tiers import current_and_history, set_tier
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit.fields import page_query
from kit.resource import Items, ListFilter, Resource, declare

router = Router()
X = "/api/v1/x"
RESTRICTED = "compliance.restricted"


def _owner_is_a_member(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    owner = values.get("ownerUserId")
    if owner is None:
        return []
    if request.services.identity.get_membership(request.caller.firm_id, owner) is None:
        return [{"field": "ownerUserId", "message": "not a member of your firm"}]
    return []


def _owner_defaults_to_sender(items: Items, values: dict[str, Any], case_id: str) -> list[Any]:
    values.setdefault("ownerUserId", items.request.caller.user_id)
    return []


DDQ = Resource(
    name="ddq", path=f"{X}/ddq", fields=models.DDQ, rules=models.DDQ_RULES, example=models.DDQ_EXAMPLE,
    id_prefix="ddq", noun="due-diligence questionnaire", title="Ddq", item_param="id",
    filters=(ListFilter("recordId", description="Questionnaires from or about this record."),
             ListFilter("status")),
    soft_delete=True,
)  # fmt: skip
AML = Resource(
    name="aml", path=f"{X}/aml", fields=models.AML_CASE, example=models.AML_CASE_EXAMPLE, id_prefix="aml",
    noun="AML case", title="AmlCase", item_param="id", check=_owner_is_a_member,
    prepare=_owner_defaults_to_sender,
    filters=(ListFilter("recordId", description="Cases about this record."), ListFilter("status"),
             ListFilter("ownerUserId", description="Cases this member owns.")),
    soft_delete=True,
)  # fmt: skip
KYC = Resource(
    name="kyc", path=f"{X}/kyc", fields=models.KYC_RECORD, example=models.KYC_RECORD_EXAMPLE,
    state={"riskTier": models.RISK_TIER}, id_prefix="kyc", noun="KYC record", title="KycRecord",
    item_param="id", unique=("recordId",),
    filters=(ListFilter("recordId", description="The KYC record of this record."), ListFilter("status"),
             ListFilter("riskTier")),
    soft_delete=True,
)  # fmt: skip
SIDE_LETTERS = Resource(
    name="side-letters", path=f"{X}/side-letters", fields=models.SIDE_LETTER,
    example=models.SIDE_LETTER_EXAMPLE, id_prefix="sdl", noun="side letter", item_param="id",
    filters=(ListFilter("investorId"), ListFilter("status")), soft_delete=True,
)  # fmt: skip
CONFLICTS = Resource(
    name="conflicts", path=f"{X}/conflicts", fields=models.CONFLICT, example=models.CONFLICT_EXAMPLE,
    id_prefix="coi", noun="conflict of interest", title="Conflict", item_param="id",
    filters=(ListFilter("dealId"), ListFilter("status")), read_permission=RESTRICTED,
    write_permission=RESTRICTED, soft_delete=True,
)  # fmt: skip
RESTRICTED_LISTS = Resource(
    name="restricted-lists", path=f"{X}/restricted-lists", fields=models.RESTRICTED_LIST,
    example=models.RESTRICTED_LIST_EXAMPLE, id_prefix="rstl", noun="restricted list", item_param="id",
    unique=("name",), filters=(ListFilter("listType"),), read_permission=RESTRICTED,
    write_permission=RESTRICTED, soft_delete=True,
)  # fmt: skip
VENDORS = Resource(
    name="vendors", path=f"{X}/vendors", fields=models.VENDOR, example=models.VENDOR_EXAMPLE,
    id_prefix="vnd", noun="vendor", item_param="id", unique=("name",),
    filters=(ListFilter("category"), ListFilter("status")), soft_delete=True,
)  # fmt: skip

for resource in (DDQ, AML, KYC, SIDE_LETTERS, CONFLICTS, RESTRICTED_LISTS, VENDORS):
    declare(router, resource)

# ---- lines under a legal record, notes under a KYC record ---------------------------------------------


def line_resource(holder: Resource, **declaration: Any) -> Resource:
    """A line under an item of `holder` (the kit's parent item): its path under the holder's, its
    permissions the holder's. Lines are not records' children: the change feed does not show them."""
    name, segment = declaration.pop("name"), declaration.pop("segment")
    return Resource(
        name=name, path=f"{holder.path}/{{id}}/{segment}", parent=holder,
        read_permission=holder.read_permission, write_permission=holder.write_permission, **declaration,
    )  # fmt: skip


KYC_NOTES = line_resource(
    KYC, name="kyc-notes", segment="notes", fields=models.KYC_NOTE, example=models.KYC_NOTE_EXAMPLE,
    id_prefix="kycn", noun="KYC note", item_param="noteId",
    operations=frozenset({"list", "create", "get"}),  # append-only: a note is never changed or removed
)  # fmt: skip
PROVISIONS = line_resource(
    SIDE_LETTERS, name="side-letter-provisions", segment="provisions", fields=models.PROVISION,
    example=models.PROVISION_EXAMPLE, id_prefix="sdlp", noun="provision", item_param="provisionId",
    filters=(ListFilter("category"),),
)  # fmt: skip
PARTIES = line_resource(
    CONFLICTS, name="conflict-parties", segment="parties", fields=models.PARTY, example=models.PARTY_EXAMPLE,
    id_prefix="coip", noun="party", title="ConflictParty", item_param="partyId", unique=("recordId",),
)  # fmt: skip
ENTRIES = line_resource(
    RESTRICTED_LISTS, name="restricted-list-entries", segment="entries", fields=models.ENTRY,
    rules=(models.one_subject,), example=models.ENTRY_EXAMPLE, id_prefix="rste", noun="restricted-list entry",
    item_param="entryId", unique=("companyId", "issuerName"), filters=(ListFilter("companyId"),),
)  # fmt: skip
SERVICES = line_resource(
    VENDORS, name="vendor-services", segment="services", fields=models.SERVICE, rules=models.SERVICE_RULES,
    example=models.SERVICE_EXAMPLE, id_prefix="vnds", noun="vendor service", item_param="serviceId",
)  # fmt: skip

for line in (KYC_NOTES, PROVISIONS, PARTIES, ENTRIES, SERVICES):
    declare(router, line)

# ---- DDQ answers -------------------------------------------------------------------------------------

ANSWERS_PATH = f"{DDQ.item_path}/sections/{{sectionId}}/answers"
ANSWERS_PARAMS = {"id": {"description": "The questionnaire's id."},
                  "sectionId": {"description": "The section's sectionId."}}  # fmt: skip


@router.get(ANSWERS_PATH, scope="records:read", permission="records.read", response=models.ANSWERS,
            etag=True, query=None, body=None, params=ANSWERS_PARAMS,
            summary="The section's questions, each with its answer (null when none); the ETag is the "
                    "questionnaire's.")  # fmt: skip
def get_ddq_answers(request: Request) -> Outcome:
    section = Section(DDQ, request)
    return Outcome(section.view(section.stored()), version=section.ddq["version"])


@router.put(ANSWERS_PATH, route_class=RouteClass.RECORD, scope="records:write", permission="records.write",
            response=models.ANSWERS, body=models.ANSWERS_BODY, query=None, etag=True, last_write_wins=True,
            errors=(409,), params=ANSWERS_PARAMS,
            summary="Answer a batch of the section's questions, all or nothing (If-Match: the "
                    "questionnaire's ETag).")  # fmt: skip
def put_ddq_answers(request: Request[dict[str, Any]]) -> Outcome:
    return Section(DDQ, request).answer(request.body["answers"])


# ---- KYC risk tier -----------------------------------------------------------------------------------

RISK_TIER_PATH = f"{KYC.item_path}/risk-tier"
KYC_PARAM = {"id": {"description": "The KYC record's id."}}


@router.get(RISK_TIER_PATH, scope="records:read", permission="records.read",
            response=models.RISK_TIER_HISTORY, etag=True, query=page_query("KycRiskTierQuery"), body=None,
            params=KYC_PARAM,
            summary="The KYC record's risk tier and its history, newest first, with who and when; the "
                    "ETag is the record's.")  # fmt: skip
def get_kyc_risk_tier(request: Request[None, dict[str, Any]]) -> Outcome:
    return current_and_history(Items(KYC, request), request.query["limit"], request.query.get("cursor"))


@router.put(RISK_TIER_PATH, route_class=RouteClass.RECORD, scope="records:write", permission="records.write",
            response=models.TIER_CHANGE_VIEW, body=models.RISK_TIER_BODY, query=None, etag=True,
            last_write_wins=True, params=KYC_PARAM,
            summary="Set the risk tier (Low, Medium, High); each change is kept in its history.")  # fmt: skip
def put_kyc_risk_tier(request: Request[dict[str, Any]]) -> Outcome:
    return set_tier(Items(KYC, request), request.body["riskTier"], request.body.get("reason"))

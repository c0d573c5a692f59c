"""The communications family's routes (spec 4.6): what the firm sends. Kit declarations, and
hand-written routes beside them for what a declaration cannot say.

- `/campaigns`: investor-relations campaigns to Investor records (status rules: campaign_status).
- `/marketing-lists` and `/marketing-lists/{id}/subscribers`: lists of Person records.
- `/marketing-campaigns`: a marketing list, an email template, a status (the same rules).
- `/email-templates`: subject and body with `{{RecordType.field}}` placeholders, checked against the
  firm's catalog (placeholders), in a category of taxonomy group `email_template_categories`.

A marketing list or an email template counts the marketing campaigns that name it
(`marketingCampaigns`): each campaign write moves the count at the version read, so a list or a
template is not removed while a campaign names it (409 `list_in_use`, `template_in_use`), however the
two writes interleave: whichever commits second runs again on a fresh read.

Subscribers are not a kit resource (their parent is a list, not a record). Per list:

    pk <firm>#KIT#marketing-list-subscribers#<list id>     sk <subscription id>   {id, listId, personId,
                                                                                   version, createdAt, ...}
    pk <firm>#KIT#marketing-list-subscribers#<list id>#P   sk <Person id>         {subscriptionId}

The second item holds one subscription per person: a second add is 409 `already_exists`, even when two
adds race. Removing a list leaves its subscriptions where no route reads them (the list's id is never
used again); every subscriber route needs the live list (404).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from catalog import taxonomy
from catalog.enums import RECORD_TYPES
from communications_api import campaign_status, placeholders
from kernel import errors
from kernel.ids import new_id
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Create, Delete, Require, Update, Write
from kernel.wire import Outcome
from kit.fields import RECORD_ID, Choice, Integer, Key, ListOf, Ref, Refs, Text, page_query
from kit.resource import (
    Items,
    ListFilter,
    Resource,
    declare,
    find,
    reference_problems,
    reference_requirements,
    stored_item,
    view,
)

router = Router()
X = "/api/v1/x"
TEMPLATE_CATEGORIES = "email_template_categories"  # the taxonomy group a template's category is a key of
USED_BY = "marketingCampaigns"  # a list's or a template's count of the marketing campaigns naming it
AUDIENCE_MOST = 50  # investors of one campaign: each is a condition of its write (the kit's budget)


def _is_replace(items: Items, resource: Resource) -> bool:
    return resource.item_param in items.request.path_params


def _in_use(code: str, noun: str) -> Callable[[Items, dict[str, Any]], list[Write]]:
    """An on_delete: refuses while marketing campaigns name the item."""

    def refuse(items: Items, item: dict[str, Any]) -> list[Write]:
        count = int(item.get(USED_BY, 0))
        if count:
            raise errors.ApiError(409, code, f"{count} marketing campaign(s) use this {noun}: change or "
                                  "remove them first; nothing was deleted.")  # fmt: skip
        return []

    return refuse


# ---- investor-relations campaigns -------------------------------------------------------------------


def _audience_needed(values: Mapping[str, Any]) -> list[dict[str, str]]:
    if values.get("status") in ("Scheduled", "Sent") and not values.get("investorIds"):
        return [{"field": "investorIds", "message": "a Scheduled or Sent campaign has at least one investor"}]
    return []


def _campaign_status_checked(items: Items, values: dict[str, Any], campaign_id: str) -> list[Write]:
    before = items.current() if _is_replace(items, CAMPAIGNS) else None
    campaign_status.move(before, values, items.request.now(), CAMPAIGNS.noun)
    return []


def _campaign_removal(items: Items, campaign: dict[str, Any]) -> list[Write]:
    campaign_status.refuse_removing_sent(campaign, CAMPAIGNS.noun)
    return []


CAMPAIGNS = Resource(
    name="campaigns", path=f"{X}/campaigns", id_prefix="camp", noun="campaign", item_param="id",
    fields={
        "name": Text(max_length=200),
        "investorIds": Refs("Investor", most=AUDIENCE_MOST, description="The audience: Investor records."),
        "status": campaign_status.STATUS,
        "scheduledAt": campaign_status.SCHEDULED_AT,
        "description": Text(max_length=5000, multiline=True, required=False),
    },
    state={"sentAt": campaign_status.SENT_AT},
    rules=(*campaign_status.RULES, _audience_needed),
    filters=(ListFilter("status", description="Draft, Scheduled, Sent or Cancelled."),),
    prepare=_campaign_status_checked, on_delete=_campaign_removal,
    example={"name": "Fund III final close", "investorIds": ["rec_01jd0000000000000000000001"],
             "status": "Draft", "scheduledAt": "2027-03-01T09:00:00Z",
             "description": "Announce the final close to every LP of Fund III."},
)  # fmt: skip


# ---- marketing lists and email templates --------------------------------------------------------------

USED_BY_STATE = {USED_BY: Integer(minimum=0, default=0, description="How many marketing campaigns use it.")}

MARKETING_LISTS = Resource(
    name="marketing-lists", path=f"{X}/marketing-lists", id_prefix="mlst", noun="marketing list",
    item_param="id", unique=("name",), state=USED_BY_STATE, archive=True,
    fields={"name": Text(max_length=200),
            "description": Text(max_length=2000, multiline=True, required=False)},
    on_delete=_in_use("list_in_use", "marketing list"),
    example={"name": "Quarterly newsletter", "description": "Founders and LPs who asked for the newsletter."},
)  # fmt: skip


def _template_checks(items: Items, values: dict[str, Any], template_id: str) -> list[Write]:
    """Placeholders name fields of the declared record types in the firm's catalog as it is now, and
    the write commits only if the catalog has not changed meanwhile (a custom field removed between
    the check and the commit refuses it: 409 catalog_conflict). The category is a taxonomy key."""
    from catalog import firm  # built only when a template is written, not at cold start

    store = items.request.store
    catalog = firm.load(store)

    def fields_of(record_type: str) -> set[str] | None:
        found = catalog.record_type(record_type)
        return None if found is None else {field.key for field in found.fields}

    texts = (values["subject"], values["body"])
    problems = [
        *placeholders.problems("subject", values["subject"], values["recordTypes"], fields_of),
        *placeholders.problems("body", values["body"], values["recordTypes"], fields_of),
        *placeholders.too_many(texts),
    ]
    if values["category"] not in taxonomy.keys(store, TEMPLATE_CATEGORIES):
        message = f"not a key of taxonomy group {TEMPLATE_CATEGORIES}"
        problems.append({"field": "category", "message": message})
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    values["placeholders"] = placeholders.placeholders(texts)
    return [catalog.guard()]


EMAIL_TEMPLATES = Resource(
    name="email-templates", path=f"{X}/email-templates", id_prefix="etpl", noun="email template",
    item_param="id", unique=("name",), archive=True,
    fields={
        "name": Text(max_length=200),
        "subject": Text(max_length=300, description="May hold placeholders, as the body."),
        "body": Text(max_length=50_000, multiline=True,
                     description="Text with {{RecordType.field}} placeholders: each a field of one of "
                     "recordTypes in your catalog."),
        "category": Key(description=f"A key of taxonomy group {TEMPLATE_CATEGORIES}."),
        "recordTypes": ListOf(of=Choice(*RECORD_TYPES), most=len(RECORD_TYPES), required=False, default=[],
                              description="The record types whose fields the placeholders name."),
    },
    state={**USED_BY_STATE,
           "placeholders": ListOf(of=Text(max_length=200), most=placeholders.MOST_PLACEHOLDERS,
                                  description="The placeholders found (Type.field), computed, never sent.")},
    filters=(ListFilter("category", description=f"A key of taxonomy group {TEMPLATE_CATEGORIES}."),),
    prepare=_template_checks, on_delete=_in_use("template_in_use", "email template"),
    example={"name": "Quarterly LP update", "subject": "{{Investor.name}}: Q3 2025 update",
             "body": "Dear {{Person.firstName}},\n\nPlease find the quarterly report attached.",
             "category": "investor_update", "recordTypes": ["Person", "Investor"]},
)  # fmt: skip


# ---- marketing campaigns --------------------------------------------------------------------------------

_COUNTED = (("listId", MARKETING_LISTS), ("templateId", EMAIL_TEMPLATES))  # what counts a campaign


def _counts_moved(items: Items, before: dict[str, Any] | None, after: dict[str, Any] | None) -> list[Write]:
    """The campaign leaves the list and template `before` names and joins those `after` names: each
    count moves at the version read here (one read for all), so a removal racing it runs again."""
    moves: dict[tuple[str, str], tuple[int, str, Resource]] = {}
    for key, resource in _COUNTED:
        old, new = (before or {}).get(key), (after or {}).get(key)
        if old == new:
            continue
        if old is not None:
            moves[(resource.partition(None), old)] = (-1, key, resource)
        if new is not None:
            moves[(resource.partition(None), new)] = (+1, key, resource)
    found = items.request.store.get_many(list(moves), consistent=True) if moves else {}
    writes: list[Write] = []
    for where, (by, key, resource) in moves.items():
        counted = found.get(where)
        if counted is None:
            if by > 0:  # removed since the kit's check, a moment ago
                gone = {"field": key, "message": f"no {resource.noun} with this id"}
                raise invalid_input("invalid_request", "body", [gone])
            continue
        count = max(0, int(counted.get(USED_BY, 0)) + by)
        writes.append(Update(*where, counted["version"], {USED_BY: count}, addressed=False))
    return writes


def _marketing_campaign_checked(items: Items, values: dict[str, Any], campaign_id: str) -> list[Write]:
    before = items.current() if _is_replace(items, MARKETING_CAMPAIGNS) else None
    campaign_status.move(before, values, items.request.now(), MARKETING_CAMPAIGNS.noun)
    return _counts_moved(items, before, values)


def _marketing_campaign_removal(items: Items, campaign: dict[str, Any]) -> list[Write]:
    campaign_status.refuse_removing_sent(campaign, MARKETING_CAMPAIGNS.noun)
    return _counts_moved(items, campaign, None)


MARKETING_CAMPAIGNS = Resource(
    name="marketing-campaigns", path=f"{X}/marketing-campaigns", id_prefix="mcmp", noun="marketing campaign",
    item_param="id",
    fields={
        "name": Text(max_length=200),
        "listId": Ref(MARKETING_LISTS, description="The marketing list it goes to."),
        "templateId": Ref(EMAIL_TEMPLATES, description="The email template it sends."),
        "status": campaign_status.STATUS,
        "scheduledAt": campaign_status.SCHEDULED_AT,
    },
    state={"sentAt": campaign_status.SENT_AT},
    rules=campaign_status.RULES,
    filters=(ListFilter("listId", description="Campaigns to this marketing list."),
             ListFilter("status", description="Draft, Scheduled, Sent or Cancelled.")),
    prepare=_marketing_campaign_checked, on_delete=_marketing_campaign_removal,
    example={"name": "Newsletter, March", "listId": "mlst_01jd0000000000000000000001",
             "templateId": "etpl_01jd0000000000000000000002", "status": "Draft",
             "scheduledAt": "2027-03-01T09:00:00Z"},
)  # fmt: skip

for resource in (CAMPAIGNS, MARKETING_LISTS, MARKETING_CAMPAIGNS, EMAIL_TEMPLATES):
    declare(router, resource)


# ---- subscribers of a marketing list: hand-written (their parent is a list, not a record) ----------------

# Not declared: its schemas, its reference check and its stored shape are the kit's; its routes are below.
SUBSCRIBERS = Resource(
    name="marketing-list-subscribers", path=f"{MARKETING_LISTS.item_path}/subscribers", id_prefix="msub",
    noun="subscriber", title="Subscriber", item_param="personId",
    fields={"personId": Ref("Person", description="The Person record subscribed.")},
    state={"listId": Ref(MARKETING_LISTS, description="The marketing list.")},
    example={"personId": "rec_01jd0000000000000000000003"},
)  # fmt: skip
LIST_PARAM = {"id": {"description": "The marketing list's id."}}
SUBSCRIBER_PARAMS = {**LIST_PARAM, "personId": {"description": "The subscribed Person record's id."}}


def _live_list(request: Request[Any, Any]) -> str:
    """The path's marketing list, live in the caller's firm: 404 otherwise, the same answer for an
    unknown, removed or another firm's list."""
    found = find(MARKETING_LISTS, request, request.path_params["id"])
    if found is None:
        raise errors.not_found("No marketing list with this id in your firm.")
    return str(found["id"])


def _people(partition: str) -> str:
    return f"{partition}#P"


def _not_subscribed() -> errors.ApiError:
    return errors.not_found("This person is not subscribed to this marketing list.")


def _subscription(request: Request[Any, Any], partition: str) -> dict[str, Any]:
    """The subscription of the path's Person (404 for none, or for an id that is no record id)."""
    person_id = request.path_params["personId"]
    if not RECORD_ID.fullmatch(person_id):
        raise _not_subscribed()
    marker = request.store.get(_people(partition), person_id, consistent=True)
    found = request.store.get(partition, marker["subscriptionId"], consistent=True) if marker else None
    if found is None:
        raise _not_subscribed()
    return found


@router.get(SUBSCRIBERS.path, scope="records:read", permission="records.read", query=page_query(),
            response=SUBSCRIBERS.list_schema, params=LIST_PARAM,
            summary="The marketing list's subscribers, newest first.")  # fmt: skip
def list_subscribers(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    partition = SUBSCRIBERS.partition(_live_list(request))
    page = request.store.query(partition, newest_first=True, limit=request.query["limit"],
                               cursor=request.query.get("cursor"), consistent=True)  # fmt: skip
    return {"items": [view(item) for item in page.items], "nextCursor": page.next_cursor}


@router.post(SUBSCRIBERS.path, route_class=RouteClass.RECORD, scope="records:write",
             permission="records.write", body=SUBSCRIBERS.body, query=None,
             response=SUBSCRIBERS.view_schema, success_status=201, etag=True, errors=(409,),
             params=LIST_PARAM,
             summary="Subscribe a Person record to the marketing list (twice: 409).")  # fmt: skip
def add_subscriber(request: Request[dict[str, Any]]) -> Outcome:
    list_id = _live_list(request)
    values = {**request.body, "listId": list_id}
    problems = reference_problems(SUBSCRIBERS, request.store, {"personId": values["personId"]})
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    partition = SUBSCRIBERS.partition(list_id)
    subscription_id = new_id(SUBSCRIBERS.id_prefix, request.services.clock)
    item = stored_item(SUBSCRIBERS, values, item_id=subscription_id, created_by=request.caller.user_id,
                       now=request.now())  # fmt: skip
    twice = errors.ApiError(409, "already_exists", "This person is already subscribed to this list.")
    list_gone = errors.not_found("No marketing list with this id in your firm.")
    writes: list[Write] = [
        Create(partition, subscription_id, item),
        Create(_people(partition), values["personId"], {"subscriptionId": subscription_id}, conflict=twice),
        Require(MARKETING_LISTS.partition(None), list_id, list_gone, addressed=False),
        *reference_requirements(SUBSCRIBERS, {"personId": values["personId"]}),
    ]
    location = f"{SUBSCRIBERS.path.replace('{id}', list_id)}/{values['personId']}"
    return Outcome(view({**item, "version": 1}), writes=writes, version=1, location=location)


@router.get(f"{SUBSCRIBERS.path}/{{personId}}", scope="records:read", permission="records.read",
            response=SUBSCRIBERS.view_schema, etag=True, query=None,
            params=SUBSCRIBER_PARAMS,
            summary="A Person's subscription to the marketing list (404: not subscribed).")  # fmt: skip
def get_subscriber(request: Request) -> Outcome:
    found = _subscription(request, SUBSCRIBERS.partition(_live_list(request)))
    return Outcome(view(found), version=found["version"])


@router.delete(f"{SUBSCRIBERS.path}/{{personId}}", route_class=RouteClass.RECORD, scope="records:write",
               permission="records.write", response=SUBSCRIBERS.view_schema, body=None, query=None,
               last_write_wins=True, params=SUBSCRIBER_PARAMS,
               summary="Unsubscribe a Person record from the marketing list.")  # fmt: skip
def remove_subscriber(request: Request) -> Outcome:
    partition = SUBSCRIBERS.partition(_live_list(request))
    found = _subscription(request, partition)
    writes: list[Write] = [
        Delete(partition, found["id"], found["version"], conflict=_not_subscribed()),
        Delete(_people(partition), found["personId"], conflict=_not_subscribed()),
    ]
    return Outcome(view(found), writes=writes)

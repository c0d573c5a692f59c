"""The sidebar's working areas over real HTTP on the local stack (spec 4.6): a deal team's week through
calendar, research, portfolio operations, reporting and communications; an LP's onboarding through a
form a person fills and compliance; and another firm, which finds none of it."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import httpx
import pytest

from tests.e2e.test_forms_e2e import demo_firm_token
from tests.e2e.test_local_stack import LocalStack, bearer

pytestmark = pytest.mark.e2e

X = "/api/v1/x"


class Member:
    """Someone on the sidebar's screens with one API token: get, post and put assert the status and
    return the body, its numbers exact (Decimal), as the API means them."""

    def __init__(self, client: httpx.Client, token: str) -> None:
        self.client, self.headers = client, bearer(token)

    def call(
        self, method: str, path: str, *, headers: dict[str, str] | None = None, **kwargs: Any
    ) -> httpx.Response:
        every = {**self.headers, **(headers or {})}
        return self.client.request(method, f"{X}{path}", headers=every, **kwargs)

    def get(self, path: str, **params: str) -> Any:
        return answer(self.call("GET", path, params=params))

    def post(self, path: str, body: dict[str, Any] | None = None, status: int = 201) -> Any:
        return answer(self.call("POST", path, json=body), status)

    def put(self, path: str, body: dict[str, Any], status: int = 200) -> Any:
        return answer(self.call("PUT", path, json=body), status)

    def record(self, record_type: str, **values: Any) -> str:
        record_id: str = self.post(f"/records/{record_type}", values)["result"]["id"]
        return record_id


def answer(response: httpx.Response, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json(parse_float=Decimal)


def refused(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert (response.status_code, response.json()["error"]["code"]) == (status, code), response.text
    error: dict[str, Any] = response.json()["error"]
    return error


def fields_named(error: dict[str, Any]) -> list[str]:
    return [detail["field"] for detail in error["details"]]


def test_a_deal_team_s_week_through_calendar_research_portfolio_reporting_and_communications(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    me = Member(client, local_stack.api_token)  # the demo firm's administrator: every scope
    acme = me.record("Company", name="Sidebar Co", companyType="Portfolio")
    fjord = me.record("Deal", name="Project Fjord", companyId=acme)
    cfo = me.record("Person", firstName="Cleo", lastName="Finance")

    # Calendar: a management meeting and its notes (their own version); the meeting is moved once, and
    # a second move from the version read before is 412.
    meeting = {"title": "Management presentation", "startsAt": "2025-03-04T09:00:00+01:00",
               "endsAt": "2025-03-04T10:30:00+01:00", "attendeeIds": [cfo], "companyId": acme,
               "dealId": fjord}  # fmt: skip
    booked = me.post("/meetings", meeting)
    assert (booked["startsAt"], booked["version"]) == ("2025-03-04T08:00:00Z", 1)
    item = f"/meetings/{booked['id']}"
    notes = me.put(f"{item}/body", {"notes": "Q3 ahead of plan.\nNext: data room by Friday."})
    assert notes["version"] == 2
    assert me.call("GET", item).headers["etag"] == '"1"'  # the notes moved, the meeting did not
    later = {**meeting, "startsAt": "2025-03-04T14:00:00Z", "endsAt": "2025-03-04T15:00:00Z"}
    moved = me.call("PUT", item, json=later, headers={"If-Match": '"1"'})
    assert (answer(moved)["startsAt"], moved.headers["etag"]) == ("2025-03-04T14:00:00Z", '"2"')
    stale = me.call("PUT", item, json=meeting, headers={"If-Match": '"1"'})
    refused(stale, 412, "version_conflict")
    that_day = me.get("/meetings", companyId=acme, **{"startsAt[gte]": "2025-03-04T00:00:00Z",
                                                      "startsAt[lt]": "2025-03-05T00:00:00Z"})  # fmt: skip
    assert [(m["id"], m["startsAt"]) for m in that_day["items"]] == [(booked["id"], "2025-03-04T14:00:00Z")]

    # Research: comparables are listed per deal; a scorecard's total is computed from its template.
    refused_list = refused(me.call("GET", "/comparable-sets"), 400, "invalid_request")
    assert fields_named(refused_list) == ["dealId"]
    peers = me.post("/comparable-sets", {"name": "Fjord peers", "dealId": fjord, "multiples": ["evEbitda"]})
    assert [s["id"] for s in me.get("/comparable-sets", dealId=fjord)["items"]] == [peers["id"]]
    criteria = [{"key": "team", "name": "Management team", "weight": 40},
                {"key": "market", "name": "Market", "weight": 35},
                {"key": "moat", "name": "Competitive position", "weight": 25}]  # fmt: skip
    screen = me.post("/scorecard-templates", {"name": "Buyout screen", "criteria": criteria})
    scores = [{"criterion": "team", "score": 4}, {"criterion": "market", "score": 3.5},
              {"criterion": "moat", "score": 4.25}]  # fmt: skip
    card = me.post("/scorecards", {"companyId": acme, "templateId": screen["id"], "scores": scores})
    assert (card["weightedTotal"], card["maxScore"]) == (Decimal("3.8875"), 5)  # (160+122.5+106.25)/100

    # Portfolio: a request to the company (its list needs the company); a projection's cells in a batch.
    missing = refused(me.call("GET", "/portfolio-requests"), 400, "invalid_request")
    assert fields_named(missing) == ["portfolioCompanyId"]
    request = {"portfolioCompanyId": acme, "title": "Q3 accounts", "dueDate": "2025-10-31"}
    asked = me.post("/portfolio-requests", request)
    assert asked["status"] == "Open"
    open_requests = me.get("/portfolio-requests", portfolioCompanyId=acme, status="Open")["items"]
    assert [r["id"] for r in open_requests] == [asked["id"]]
    plan = me.post("/projection-templates", {"name": "SaaS plan", "periods": ["FY2025", "FY2026"],
                                             "rows": [{"key": "revenue", "label": "Revenue"}]})  # fmt: skip
    base_case = {"name": "Base case", "companyId": acme, "templateId": plan["id"], "currency": "EUR"}
    model = me.post("/projection-models", base_case)
    cells = [{"row": "revenue", "period": "FY2026", "value": 14.75},  # a float exact in binary
             {"row": "revenue", "period": "FY2025", "value": 12500000}]  # fmt: skip
    grid = me.put(f"/projection-models/{model['id']}/cells", {"cells": cells})
    assert (grid["cells"], grid["version"]) == ([cells[1], cells[0]], 2)  # by row, then period

    # Reporting: a dataset of the catalog's Deal fields, a chart over it; the dataset stays while shown.
    pipeline = me.post("/datasets", {"name": "Pipeline", "recordType": "Deal",
                                     "columns": ["name", "stage", "amount"]})  # fmt: skip
    bar = {"name": "Value by stage", "kind": "Bar", "datasetId": pipeline["id"], "groupBy": "stage",
           "measure": {"aggregate": "sum", "field": "amount"}}  # fmt: skip
    chart = me.post("/components", bar)
    assert [c["id"] for c in me.get("/components", datasetId=pipeline["id"])["items"]] == [chart["id"]]
    in_use = refused(me.call("DELETE", f"/datasets/{pipeline['id']}"), 409, "dataset_in_use")
    assert in_use["components"] == 1

    # Communications: the newsletter's list takes a person once; a retried create is the first one.
    newsletter = me.post("/marketing-lists", {"name": "Sidebar newsletter"})
    subscribers = f"/marketing-lists/{newsletter['id']}/subscribers"
    me.post(subscribers, {"personId": cfo})
    refused(me.call("POST", subscribers, json={"personId": cfo}), 409, "already_exists")
    assert [s["personId"] for s in me.get(subscribers)["items"]] == [cfo]
    update = {"name": "Sidebar update", "subject": "{{Company.name}}: Q3", "category": "investor_update",
              "body": "Dear {{Person.firstName}},\n\nThe Q3 report is attached.",
              "recordTypes": ["Company", "Person"]}  # fmt: skip
    template = me.post("/email-templates", update)
    assert template["placeholders"] == ["Company.name", "Person.firstName"]
    campaign = {"name": "Q3 newsletter", "listId": newsletter["id"], "templateId": template["id"],
                "status": "Draft"}  # fmt: skip
    once = {"Idempotency-Key": "sidebar-q3-newsletter"}
    first = me.call("POST", "/marketing-campaigns", json=campaign, headers=once)
    again = me.call("POST", "/marketing-campaigns", json=campaign, headers=once)
    replayed = again.headers.get("idempotent-replayed")
    assert (first.status_code, again.status_code, replayed) == (201, 201, "true")
    assert again.json()["id"] == first.json()["id"]
    sent_to = me.get("/marketing-campaigns", listId=newsletter["id"])["items"]
    assert [c["id"] for c in sent_to] == [first.json()["id"]]
    refused(me.call("DELETE", f"/marketing-lists/{newsletter['id']}"), 409, "list_in_use")


def test_an_lp_fills_the_onboarding_form_and_compliance_files_its_kyc_which_another_firm_never_sees(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    me = Member(client, demo_firm_token(local_stack, "onboarding@demo-capital.example",
                                        "records:write", "forms:draft"))  # fmt: skip
    northwind = me.record("Investor", name="Northwind Pension Fund")
    contact = me.record("Person", firstName="Nora", lastName="Wind")

    # Workflow: the form is sent, started, saved as a draft, submitted; a second submit is refused.
    sections = [{"key": "lp", "label": "The LP", "fields": [
        {"key": "legalName", "label": "Legal name", "fieldType": "Text", "required": True},
        {"key": "commitment", "label": "Commitment", "fieldType": "Currency", "required": True},
        {"key": "accredited", "label": "Accredited investor", "fieldType": "Boolean"}]}]  # fmt: skip
    form = me.post("/forms", {"name": "LP onboarding", "sections": sections})
    sent = me.post("/form-instances", {"formId": form["id"], "personId": contact, "recordType": "Investor",
                                       "recordId": northwind, "dueDate": "2025-09-30"})  # fmt: skip
    assert (sent["status"], sent["formVersionNumber"]) == ("Sent", 1)
    started = {"instanceId": sent["id"], "answers": {"lp": {"legalName": "Northwind"}}}
    response = me.post("/form-responses", started)
    assert (response["status"], me.get(f"/form-instances/{sent['id']}")["status"]) == ("Draft", "InProgress")
    submit = f"/form-responses/{response['id']}/submit"
    incomplete = refused(me.call("POST", submit), 400, "invalid_request")
    assert fields_named(incomplete) == ["answers.lp.commitment"]
    answers = {"lp": {"legalName": "Northwind Pension Fund", "accredited": True,
                      "commitment": {"amount": 25000000, "currency": "USD"}}}  # fmt: skip
    drafted = me.put(f"/form-responses/{response['id']}/draft", {"answers": answers})
    assert (drafted["answers"], drafted["version"]) == (answers, 2)
    submitted = me.post(submit, status=200)
    assert (submitted["status"], submitted["answers"], submitted["submittedAt"] is not None) == (
        "Submitted", answers, True)  # fmt: skip
    refused(me.call("POST", submit), 409, "response_submitted")
    refused(me.call("PUT", f"/form-responses/{response['id']}/draft", json={"answers": {}}), 409,
            "response_submitted")  # fmt: skip
    assert me.get(f"/form-instances/{sent['id']}")["status"] == "Submitted"
    assert [r["id"] for r in me.get("/form-responses", status="Submitted")["items"]] == [response["id"]]

    # Compliance: the LP's KYC file, a note, a risk tier and its history; restricted lists are not
    # a member's.
    kyc = me.post("/kyc", {"recordType": "Investor", "recordId": northwind, "jurisdiction": "LU"})
    assert (kyc["status"], kyc["riskTier"]) == ("Pending", None)
    me.post(f"/kyc/{kyc['id']}/notes", {"text": "Certified passport copy received."})
    tier = me.put(f"/kyc/{kyc['id']}/risk-tier", {"riskTier": "Medium", "reason": "Offshore feeder"})
    assert (tier["riskTier"], tier["previousTier"]) == ("Medium", None)
    history = me.get(f"/kyc/{kyc['id']}/risk-tier")
    assert (history["riskTier"], [c["reason"] for c in history["history"]]) == ("Medium", ["Offshore feeder"])
    assert [k["id"] for k in me.get("/kyc", recordId=northwind)["items"]] == [kyc["id"]]
    denied = refused(me.call("GET", "/restricted-lists"), 403, "permission_denied")
    assert denied["permission"] == "compliance.restricted"

    # Another firm (the demo user is a member there too): every id of this one is 404 to its token.
    other = local_stack.admin("create-firm", "--name", "Sidebar Rivals")["firmId"]
    local_stack.admin("add-member", "--firm", other, "--user", local_stack.user_id, "--role", "member")
    secret = local_stack.admin("issue-token", "--firm", other, "--email", "demo@demo-capital.example",
                               "--scope", "records:write")["secret"]  # fmt: skip
    rival = Member(client, secret)
    for method, path in (("GET", f"/form-responses/{response['id']}"), ("POST", submit),
                         ("GET", f"/form-instances/{sent['id']}"), ("GET", f"/kyc/{kyc['id']}/risk-tier"),
                         ("POST", f"/kyc/{kyc['id']}/notes")):  # fmt: skip
        body = {"text": "Not ours."} if path.endswith("/notes") else None
        refused(rival.call(method, path, json=body), 404, "not_found")
    assert rival.get("/form-responses")["items"] == []
    refused(rival.call("GET", "/kyc", params={"recordId": northwind}), 404, "not_found")

"""Compliance and legal (spec 4.6) under moto: what the kit's contract suite does not cover.
DDQ answers in batches (the section's questions only, typed, all or nothing, frozen once Completed),
AML owners, KYC notes that are only ever added, the KYC risk tier with its history, the lines under
each legal record (their holder is another firm's or gone: 404), and the role permission restricted
lists and conflicts need.

Races run two writers, each in its own App (another Lambda container), and force the interleaving a
race may take: both read before either commits, then one commits first (`in_order`)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from compliance_api.handler import create_app
from kernel.pipeline import App
from tests.integration.race_support import in_order, together
from tests.integration.records_support import Firm, firm, new_firm, records_app
from tests.support import Result, Stack, call

__all__ = ["firm", "in_order", "records_app"]
X = "/api/v1/x"
NOBODY = "sdl_" + "0" * 26
HOSTILE_IDS = ("not-an-id", "sdl_" + "0" * 25 + "%23", "..%2F..%2Fx", "a%23b")


# ---- helpers -------------------------------------------------------------------------------------------


@pytest.fixture
def compliance(stack: Stack) -> App:
    return stack.app(create_app())


def on(app: App, firm: Firm, method: str, path: str, **kwargs: Any) -> Result:
    kwargs.setdefault("token", firm.token)
    return call(app, method, f"{X}{path}", **kwargs)


def made(answer: Result) -> dict[str, Any]:
    assert answer.status == 201, answer.body
    body: dict[str, Any] = answer.body
    return body


def fields(answer: Result) -> list[str]:
    return [detail["field"] for detail in answer.body["error"]["details"]]


def investor(firm: Firm) -> str:
    return str(firm.create("Investor", name="Nordic Pension Fund")["id"])


def person(firm: Firm) -> str:
    return str(firm.create("Person", firstName="Ada", lastName="Client")["id"])


def company(firm: Firm, name: str = "Acme") -> str:
    return str(firm.create("Company", name=name, companyType="Portfolio")["id"])


QUESTIONNAIRE = {
    "title": "ILPA DDQ 2025",
    "status": "InProgress",
    "sections": [
        {"sectionId": "governance", "title": "Firm governance", "questions": [
            {"questionId": "q1", "text": "Has the firm adopted an ESG policy?", "answerType": "YesNo"},
            {"questionId": "q2", "text": "Number of investment professionals", "answerType": "Number"},
            {"questionId": "q3", "text": "Describe the valuation policy", "answerType": "Text"},
        ]},
        {"sectionId": "compliance", "title": "Compliance", "questions": [
            {"questionId": "q1", "text": "Date of the last regulatory exam", "answerType": "Date"},
            {"questionId": "q9", "text": "Name of the CCO", "answerType": "Text"},
        ]},
    ],
}  # fmt: skip


def questionnaire(app: App, firm: Firm, **changes: Any) -> dict[str, Any]:
    return made(on(app, firm, "POST", "/ddq", body={**copy.deepcopy(QUESTIONNAIRE), **changes}))


def answers_path(ddq_id: str, section: str = "governance") -> str:
    return f"/ddq/{ddq_id}/sections/{section}/answers"


def answered(app: App, firm: Firm, ddq_id: str, section: str = "governance") -> dict[str, Any]:
    got = on(app, firm, "GET", answers_path(ddq_id, section))
    assert got.status == 200, got.body
    return {each["questionId"]: each["answer"] for each in got.body["answers"]}


def batch(**answers: Any) -> dict[str, Any]:
    return {"answers": [{"questionId": key, "answer": value} for key, value in answers.items()]}


def kyc(app: App, firm: Firm) -> dict[str, Any]:
    return made(on(app, firm, "POST", "/kyc", body={"recordType": "Investor", "recordId": investor(firm)}))


def side_letter(app: App, firm: Firm) -> dict[str, Any]:
    return made(
        on(app, firm, "POST", "/side-letters", body={"title": "Side letter", "investorId": investor(firm)})
    )


# ---- DDQ: questionnaires and their answers ----------------------------------------------------------


def test_section_ids_are_unique_and_question_ids_unique_in_their_section(firm: Firm, compliance: App) -> None:
    sections = copy.deepcopy(QUESTIONNAIRE["sections"])
    twice = on(compliance, firm, "POST", "/ddq", body={**QUESTIONNAIRE, "sections": [*sections, sections[0]]})
    assert (twice.status, fields(twice)) == (400, ["sections[2].sectionId"])
    sections[0]["questions"].append({"questionId": "q2", "text": "Again", "answerType": "Text"})
    repeated = on(compliance, firm, "POST", "/ddq", body={**QUESTIONNAIRE, "sections": sections})
    assert (repeated.status, fields(repeated)) == (400, ["sections[0].questions[3].questionId"])
    assert on(compliance, firm, "GET", "/ddq").body["items"] == []
    assert questionnaire(compliance, firm)["sections"][1]["questions"][0]["questionId"] == "q1"  # q1 in both


def test_answers_show_every_question_of_the_section_with_who_and_when(firm: Firm, compliance: App) -> None:
    ddq = questionnaire(compliance, firm)
    before = on(compliance, firm, "GET", answers_path(ddq["id"]))
    assert (before.status, before.headers["ETag"]) == (200, '"1"')
    assert [(a["questionId"], a["answer"], a["answeredBy"]) for a in before.body["answers"]] == [
        ("q1", None, None), ("q2", None, None), ("q3", None, None)]  # fmt: skip
    put = on(compliance, firm, "PUT", answers_path(ddq["id"]), body=batch(q1=True, q2=14.5))
    assert (put.status, put.headers["ETag"]) == (200, '"1"'), put.body  # the questionnaire is unchanged
    shown = {a["questionId"]: a for a in on(compliance, firm, "GET", answers_path(ddq["id"])).body["answers"]}
    assert (shown["q1"]["answer"], str(shown["q2"]["answer"]), shown["q3"]["answer"]) == (True, "14.5", None)
    assert shown["q1"]["answeredBy"] == firm.member.user_id
    assert shown["q1"]["answeredAt"].endswith("Z")
    assert put.body["answers"] == list(shown.values())
    assert answered(compliance, firm, ddq["id"], "compliance") == {"q1": None, "q9": None}  # its own answers


def test_a_batch_with_any_bad_answer_stores_none_of_it(firm: Firm, compliance: App) -> None:
    ddq = questionnaire(compliance, firm)
    for body, named in (
        (batch(q1=True, q9="Not this section's question"), ["answers[1].questionId"]),
        (batch(q1="yes", q2=3), ["answers[0].answer"]),
        (batch(q2=True, q3=12), ["answers[0].answer", "answers[1].answer"]),
        ({"answers": [{"questionId": "q1", "answer": True}, {"questionId": "q1", "answer": False}]},
         ["answers[1].questionId"]),
        (batch(q3="bad\u202etext"), ["answers[0].answer"]),
        ({"answers": []}, ["answers"]),
        ({"answers": [{"questionId": "../x", "answer": 1}]}, ["answers[0].questionId"]),
    ):  # fmt: skip
        refused = on(compliance, firm, "PUT", answers_path(ddq["id"]), body=body)
        assert (refused.status, refused.code, fields(refused)) == (400, "invalid_request", named), body
    assert answered(compliance, firm, ddq["id"]) == {"q1": None, "q2": None, "q3": None}


def test_answers_of_an_unknown_section_or_another_firms_questionnaire_are_404(
    stack: Stack, firm: Firm, compliance: App
) -> None:
    ddq = questionnaire(compliance, firm)
    other = new_firm(stack, firm.app)
    for who, path in (
        (firm, answers_path(ddq["id"], "nosuch")),
        (firm, answers_path(ddq["id"], "a%23b")),
        (firm, answers_path("ddq_" + "0" * 26)),
        (firm, answers_path("not-an-id")),
        (other, answers_path(ddq["id"])),
    ):
        for method, body in (("GET", None), ("PUT", batch(q1=True))):
            answer = on(compliance, who, method, path, body=body)
            assert (answer.status, answer.code) == (404, "not_found"), (path, method)
    assert answered(compliance, firm, ddq["id"]) == {"q1": None, "q2": None, "q3": None}


def test_a_completed_questionnaire_freezes_its_answers(firm: Firm, compliance: App) -> None:
    ddq = questionnaire(compliance, firm)
    on(compliance, firm, "PUT", answers_path(ddq["id"]), body=batch(q1=True))
    completed = on(
        compliance, firm, "PUT", f"/ddq/{ddq['id']}", body={**QUESTIONNAIRE, "status": "Completed"}
    )
    assert completed.status == 200
    frozen = on(compliance, firm, "PUT", answers_path(ddq["id"]), body=batch(q1=False))
    assert (frozen.status, frozen.code) == (409, "ddq_completed")
    assert answered(compliance, firm, ddq["id"])["q1"] is True
    on(compliance, firm, "PUT", f"/ddq/{ddq['id']}", body={**QUESTIONNAIRE, "status": "InProgress"})
    assert on(compliance, firm, "PUT", answers_path(ddq["id"]), body=batch(q1=False)).status == 200


def test_a_null_clears_an_answer_and_a_retyped_question_reads_unanswered(firm: Firm, compliance: App) -> None:
    ddq = questionnaire(compliance, firm)
    on(compliance, firm, "PUT", answers_path(ddq["id"]), body=batch(q1=True, q2=12))
    cleared = on(compliance, firm, "PUT", answers_path(ddq["id"]), body=batch(q1=None))
    assert cleared.status == 200
    assert answered(compliance, firm, ddq["id"]) == {"q1": None, "q2": 12, "q3": None}
    retyped = copy.deepcopy(QUESTIONNAIRE)
    retyped["sections"][0]["questions"][1]["answerType"] = "Text"  # q2: a number no more
    assert on(compliance, firm, "PUT", f"/ddq/{ddq['id']}", body=retyped).status == 200
    assert answered(compliance, firm, ddq["id"])["q2"] is None
    assert on(compliance, firm, "PUT", answers_path(ddq["id"]), body=batch(q2=12)).status == 400
    assert on(compliance, firm, "PUT", answers_path(ddq["id"]), body=batch(q2="about a dozen")).status == 200


def test_if_match_on_a_batch_names_the_questionnaire_it_was_read_from(firm: Firm, compliance: App) -> None:
    ddq = questionnaire(compliance, firm)
    on(compliance, firm, "PUT", f"/ddq/{ddq['id']}", body=QUESTIONNAIRE)  # version 2
    stale = on(
        compliance, firm, "PUT", answers_path(ddq["id"]), body=batch(q1=True), headers={"If-Match": '"1"'}
    )
    assert (stale.status, stale.code) == (412, "version_conflict")
    fresh = on(
        compliance, firm, "PUT", answers_path(ddq["id"]), body=batch(q1=True), headers={"If-Match": '"2"'}
    )
    assert (fresh.status, fresh.headers["ETag"]) == (200, '"2"')


def test_a_tenant_id_in_a_batch_is_400_and_nothing_is_answered(firm: Firm, compliance: App) -> None:
    ddq = questionnaire(compliance, firm)
    refused = on(compliance, firm, "PUT", answers_path(ddq["id"]), body={**batch(q1=True), "tenantId": "x"})
    assert refused.status == 400
    assert answered(compliance, firm, ddq["id"])["q1"] is None


def test_a_batch_racing_an_edit_of_its_questions_is_checked_against_the_new_ones(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    ddq = questionnaire(stack.app(create_app()), firm)
    without_q2 = copy.deepcopy(QUESTIONNAIRE)
    del without_q2["sections"][0]["questions"][1]
    in_order("edit", "answers")
    results = together({
        "edit": lambda: on(stack.app(create_app()), firm, "PUT", f"/ddq/{ddq['id']}", body=without_q2),
        "answers": lambda: on(stack.app(create_app()), firm, "PUT", answers_path(ddq["id"]),
                              body=batch(q1=True, q2=14)),
    })  # fmt: skip
    assert results["edit"].status == 200
    refused = results["answers"]
    assert (refused.status, fields(refused)) == (400, ["answers[1].questionId"]), refused.body
    assert answered(stack.app(create_app()), firm, ddq["id"]) == {"q1": None, "q3": None}


def test_two_batches_on_one_question_at_once_both_land_and_the_later_wins(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    ddq = questionnaire(stack.app(create_app()), firm)
    in_order("first", "second")
    results = together({
        "first": lambda: on(stack.app(create_app()), firm, "PUT", answers_path(ddq["id"]),
                            body=batch(q1=True, q2=10)),
        "second": lambda: on(stack.app(create_app()), firm, "PUT", answers_path(ddq["id"]),
                             body=batch(q2=12)),
    })  # fmt: skip
    assert [results[name].status for name in ("first", "second")] == [200, 200]
    assert answered(stack.app(create_app()), firm, ddq["id"]) == {"q1": True, "q2": 12, "q3": None}


# ---- AML cases ----------------------------------------------------------------------------------------


def test_an_aml_case_is_owned_by_a_member_of_the_firm(stack: Stack, firm: Firm, compliance: App) -> None:
    subject = person(firm)
    case = made(
        on(
            compliance,
            firm,
            "POST",
            "/aml",
            body={"recordType": "Person", "recordId": subject, "risk": "High"},
        )
    )
    assert (case["ownerUserId"], case["status"]) == (firm.member.user_id, "Open")  # whoever opened it
    colleague = stack.member(firm.member.firm_id, "member")
    stranger = stack.member(stack.firm(), "admin")
    body = {"recordType": "Person", "recordId": subject, "risk": "Low"}
    for owner in (stranger.user_id, "usr_" + "0" * 26):
        refused = on(compliance, firm, "POST", "/aml", body={**body, "ownerUserId": owner})
        assert (refused.status, fields(refused)) == (400, ["ownerUserId"])
    hostile = on(compliance, firm, "POST", "/aml", body={**body, "ownerUserId": "usr_x#MEMBER#y"})
    assert (hostile.status, fields(hostile)) == (400, ["ownerUserId"])
    theirs = made(on(compliance, firm, "POST", "/aml", body={**body, "ownerUserId": colleague.user_id}))
    owned = on(compliance, firm, "GET", "/aml", query=f"ownerUserId={colleague.user_id}").body["items"]
    assert [each["id"] for each in owned] == [theirs["id"]]
    moved = on(
        compliance, firm, "PUT", f"/aml/{theirs['id']}", body={**body, "ownerUserId": stranger.user_id}
    )
    assert (moved.status, fields(moved)) == (400, ["ownerUserId"])
    on_company = {"recordType": "Company", "recordId": subject, "risk": "Low"}  # a Person's id
    assert fields(on(compliance, firm, "POST", "/aml", body=on_company)) == ["recordId"]
    on_deal = {"recordType": "Deal", "recordId": subject, "risk": "Low"}
    assert fields(on(compliance, firm, "POST", "/aml", body=on_deal)) == ["recordType"]


# ---- KYC: notes and risk tier -------------------------------------------------------------------------


def test_kyc_notes_are_only_ever_added(firm: Firm, compliance: App) -> None:
    record = kyc(compliance, firm)
    notes = f"/kyc/{record['id']}/notes"
    first = made(on(compliance, firm, "POST", notes, body={"text": "Passport received."}))
    second = made(on(compliance, firm, "POST", notes, body={"text": "Address proof received."}))
    assert (first["createdBy"], first["version"]) == (firm.member.user_id, 1)
    listed = on(compliance, firm, "GET", notes).body["items"]
    assert [note["id"] for note in listed] == [second["id"], first["id"]]
    assert on(compliance, firm, "GET", f"{notes}/{first['id']}").body == first
    for method, body in (("PUT", {"text": "Rewritten"}), ("DELETE", None), ("PATCH", {"text": "x"})):
        refused = on(compliance, firm, method, f"{notes}/{first['id']}", body=body)
        assert (refused.status, refused.headers["Allow"]) == (405, "GET, HEAD"), method
    assert on(compliance, firm, "GET", f"{notes}/{first['id']}").body["text"] == "Passport received."
    assert fields(on(compliance, firm, "POST", notes, body={"text": " "})) == ["text"]


def test_a_kyc_record_per_subject(firm: Firm, compliance: App) -> None:
    subject = investor(firm)
    body = {"recordType": "Investor", "recordId": subject}
    made(on(compliance, firm, "POST", "/kyc", body=body))
    again = on(compliance, firm, "POST", "/kyc", body={**body, "status": "Verified"})
    assert (again.status, again.code) == (409, "already_exists")


def test_the_risk_tier_keeps_its_history_newest_first_with_who_and_when(firm: Firm, compliance: App) -> None:
    record = kyc(compliance, firm)
    tier = f"/kyc/{record['id']}/risk-tier"
    assert on(compliance, firm, "GET", tier).body == {"riskTier": None, "history": [], "nextCursor": None}
    assert record["riskTier"] is None
    medium = on(compliance, firm, "PUT", tier, body={"riskTier": "Medium"})
    assert (medium.status, medium.headers["ETag"], medium.body["previousTier"]) == (200, '"2"', None)
    high = on(
        compliance,
        firm,
        "PUT",
        tier,
        body={"riskTier": "High", "reason": "PEP match"},
        headers={"If-Match": '"2"'},
    )
    assert (high.status, high.body["riskTier"], high.body["previousTier"]) == (200, "High", "Medium")
    got = on(compliance, firm, "GET", tier)
    assert (got.body["riskTier"], got.headers["ETag"]) == ("High", '"3"')
    assert [(c["riskTier"], c["previousTier"], c["reason"]) for c in got.body["history"]] == [
        ("High", "Medium", "PEP match"), ("Medium", None, None)]  # fmt: skip
    assert {c["changedBy"] for c in got.body["history"]} == {firm.member.user_id}
    assert all(c["changedAt"].endswith("Z") for c in got.body["history"])
    page = on(compliance, firm, "GET", tier, query="limit=1").body
    assert [c["riskTier"] for c in page["history"]] == ["High"]
    assert page["nextCursor"]

    same = on(compliance, firm, "PUT", tier, body={"riskTier": "High"})  # a PUT again is a PUT once
    assert (same.status, same.body["id"], same.headers["ETag"]) == (200, high.body["id"], '"3"')
    assert len(on(compliance, firm, "GET", tier).body["history"]) == 2
    stale = on(compliance, firm, "PUT", tier, body={"riskTier": "Low"}, headers={"If-Match": '"2"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    assert fields(on(compliance, firm, "PUT", tier, body={"riskTier": "Extreme"})) == ["riskTier"]

    subject = {"recordType": "Investor", "recordId": record["recordId"]}
    kept = on(compliance, firm, "PUT", f"/kyc/{record['id']}", body=subject)
    assert (kept.status, kept.body["riskTier"]) == (200, "High")  # a replace leaves the tier
    by_tier = {t: [k["id"] for k in on(compliance, firm, "GET", "/kyc", query=f"riskTier={t}").body["items"]]
               for t in ("High", "Medium")}  # fmt: skip
    assert by_tier == {"High": [record["id"]], "Medium": []}


def test_the_risk_tier_of_another_firms_or_an_unknown_kyc_record_is_404(
    stack: Stack, firm: Firm, compliance: App
) -> None:
    record = kyc(compliance, firm)
    other = new_firm(stack, firm.app)
    for who, kyc_id in ((other, record["id"]), (firm, "kyc_" + "0" * 26), (firm, "x%23y")):
        for method, body in (("GET", None), ("PUT", {"riskTier": "Low"})):
            answer = on(compliance, who, method, f"/kyc/{kyc_id}/risk-tier", body=body)
            assert (answer.status, answer.code) == (404, "not_found"), (kyc_id, method)
    assert on(compliance, firm, "GET", f"/kyc/{record['id']}/risk-tier").body["history"] == []


def test_two_tier_changes_at_once_are_both_kept_each_naming_the_one_it_replaced(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    record = kyc(stack.app(create_app()), firm)
    tier = f"/kyc/{record['id']}/risk-tier"
    in_order("medium", "high")
    results = together({
        "medium": lambda: on(stack.app(create_app()), firm, "PUT", tier, body={"riskTier": "Medium"}),
        "high": lambda: on(stack.app(create_app()), firm, "PUT", tier, body={"riskTier": "High"}),
    })  # fmt: skip
    assert [results[name].status for name in ("medium", "high")] == [200, 200]
    history = on(stack.app(create_app()), firm, "GET", tier).body
    assert history["riskTier"] == "High"
    assert [(c["riskTier"], c["previousTier"]) for c in history["history"]] == [
        ("High", "Medium"),
        ("Medium", None),
    ]


# ---- lines under a legal record -----------------------------------------------------------------------


def test_a_provision_lives_under_its_side_letter(firm: Firm, compliance: App) -> None:
    letter = side_letter(compliance, firm)
    provisions = f"/side-letters/{letter['id']}/provisions"
    body = {"category": "Fees", "clause": "3.1", "summary": "Management fee of 1.5%."}
    created = on(compliance, firm, "POST", provisions, body=body, headers={"Idempotency-Key": "prov-1"})
    replayed = on(compliance, firm, "POST", provisions, body=body, headers={"Idempotency-Key": "prov-1"})
    assert (created.status, created.headers["ETag"]) == (201, '"1"')
    assert created.headers["Location"] == f"{X}{provisions}/{created.body['id']}"
    assert (replayed.body, replayed.headers["Idempotent-Replayed"]) == (created.body, "true")
    assert created.body["mfnElectable"] is False
    item = f"{provisions}/{created.body['id']}"
    replaced = on(compliance, firm, "PUT", item, body={**body, "category": "MostFavouredNation"},
                  headers={"If-Match": '"1"'})  # fmt: skip
    assert (replaced.status, replaced.headers["ETag"]) == (200, '"2"')
    stale = on(compliance, firm, "PUT", item, body=body, headers={"If-Match": '"1"'})
    assert (stale.status, stale.code) == (412, "version_conflict")
    by_category = on(compliance, firm, "GET", provisions, query="category=MostFavouredNation").body["items"]
    assert [each["id"] for each in by_category] == [created.body["id"]]
    assert on(compliance, firm, "GET", provisions, query="category=Fees").body["items"] == []
    another = side_letter(compliance, firm)["id"]
    assert on(compliance, firm, "GET", f"/side-letters/{another}/provisions").body["items"] == []
    assert on(compliance, firm, "DELETE", item).status == 200
    assert on(compliance, firm, "GET", item).status == 404
    assert on(compliance, firm, "GET", f"/side-letters/{letter['id']}").body["version"] == 1  # untouched


def holders(app: App, firm: Firm) -> dict[str, tuple[str, dict[str, Any]]]:
    """One holder of each line, and a valid line body for it."""
    letter = side_letter(app, firm)["id"]
    conflict = made(on(app, firm, "POST", "/conflicts", body={"title": "Board seat"}))["id"]
    listed = made(
        on(app, firm, "POST", "/restricted-lists", body={"name": "Main", "listType": "Restricted"})
    )["id"]
    vendor = made(on(app, firm, "POST", "/vendors", body={"name": "Ledger & Co", "category": "Audit"}))["id"]
    return {
        f"/side-letters/{letter}/provisions": ("sdl", {"category": "Fees", "summary": "1.5% fee."}),
        f"/conflicts/{conflict}/parties": ("coi", {"recordType": "Person", "recordId": person(firm),
                                                   "role": "Director"}),
        f"/restricted-lists/{listed}/entries": ("rstl", {"issuerName": "Listed Peer plc"}),
        f"/vendors/{vendor}/services": ("vnd", {"name": "Annual audit"}),
        f"/kyc/{kyc(app, firm)['id']}/notes": ("kyc", {"text": "Checked."}),
    }  # fmt: skip


def test_lines_of_an_unknown_or_another_firms_holder_are_404(
    stack: Stack, firm: Firm, compliance: App
) -> None:
    other = new_firm(stack, firm.app)
    for path, (prefix, body) in holders(compliance, firm).items():
        line = made(on(compliance, firm, "POST", path, body=body))
        holder_id = path.split("/")[2]
        unknown = path.replace(holder_id, f"{prefix}_{'0' * 26}")
        for who, where in (
            (other, path),
            (firm, unknown),
            *((firm, path.replace(holder_id, h)) for h in HOSTILE_IDS),
        ):
            for method, kwargs in (("GET", {}), ("POST", {"body": body})):
                answer = on(compliance, who, method, where, **kwargs)
                assert (answer.status, answer.code) == (404, "not_found"), (where, method, answer.body)
            for method in ("GET", "PUT", "DELETE"):
                answer = on(
                    compliance, who, method, f"{where}/{line['id']}", body=body if method == "PUT" else None
                )
                assert answer.status in (404, 405), (where, method)
        for item_id in HOSTILE_IDS:
            assert on(compliance, firm, "GET", f"{path}/{item_id}").status == 404
        assert [each["id"] for each in on(compliance, firm, "GET", path).body["items"]] == [line["id"]]


def test_a_deleted_holder_takes_its_lines_out_of_reach(firm: Firm, compliance: App) -> None:
    letter = side_letter(compliance, firm)
    provisions = f"/side-letters/{letter['id']}/provisions"
    line = made(on(compliance, firm, "POST", provisions, body={"category": "Fees", "summary": "1.5% fee."}))
    assert on(compliance, firm, "DELETE", f"/side-letters/{letter['id']}").status == 200
    assert on(compliance, firm, "GET", f"/side-letters/{letter['id']}").status == 404
    for method, path in (("GET", provisions), ("GET", f"{provisions}/{line['id']}"), ("POST", provisions)):
        body = {"category": "Fees", "summary": "x"} if method == "POST" else None
        assert on(compliance, firm, method, path, body=body).status == 404, (method, path)


def test_a_line_racing_its_holders_deletion_is_404_and_stores_nothing(
    stack: Stack, firm: Firm, in_order: Callable[[str, str], None]
) -> None:
    letter = side_letter(stack.app(create_app()), firm)
    provisions = f"/side-letters/{letter['id']}/provisions"
    in_order("delete", "line")
    results = together({
        "delete": lambda: on(stack.app(create_app()), firm, "DELETE", f"/side-letters/{letter['id']}"),
        "line": lambda: on(stack.app(create_app()), firm, "POST", provisions,
                           body={"category": "Fees", "summary": "1.5% fee."}),
    })  # fmt: skip
    assert results["delete"].status == 200
    assert (results["line"].status, results["line"].code) == (404, "not_found"), results["line"].body
    store = stack.services().tenant_store(firm.member.firm_id)
    assert store.query(f"KIT#side-letter-provisions#{letter['id']}", consistent=True).items == []


def test_restricted_list_entries_name_a_company_or_an_issuer_once(firm: Firm, compliance: App) -> None:
    listed = made(
        on(compliance, firm, "POST", "/restricted-lists", body={"name": "Main", "listType": "Watch"})
    )
    entries = f"/restricted-lists/{listed['id']}/entries"
    acme = company(firm)
    assert fields(on(compliance, firm, "POST", entries, body={"ticker": "ACME"})) == ["companyId"]
    both = on(compliance, firm, "POST", entries, body={"companyId": acme, "issuerName": "Acme plc"})
    assert fields(both) == ["issuerName"]
    entry = made(on(compliance, firm, "POST", entries, body={"companyId": acme, "reason": "Advising."}))
    made(on(compliance, firm, "POST", entries, body={"issuerName": "Listed Peer plc", "ticker": "LPP.L"}))
    for body in ({"companyId": acme}, {"issuerName": "  LISTED PEER PLC "}):
        again = on(compliance, firm, "POST", entries, body=body)
        assert (again.status, again.code) == (409, "already_exists"), body
    by_company = on(compliance, firm, "GET", entries, query=f"companyId={acme}").body["items"]
    assert [each["id"] for each in by_company] == [entry["id"]]
    theirs = on(compliance, firm, "GET", entries, query="companyId=rec_" + "0" * 26)
    assert (theirs.status, theirs.code) == (404, "not_found")
    assert fields(on(compliance, firm, "POST", entries, body={"issuerName": "X", "ticker": "lower"})) == [
        "ticker"
    ]


def test_a_party_is_named_once_per_conflict_and_services_end_after_they_start(
    firm: Firm, compliance: App
) -> None:
    conflict = made(on(compliance, firm, "POST", "/conflicts", body={"title": "Board seat"}))
    parties = f"/conflicts/{conflict['id']}/parties"
    body = {"recordType": "Person", "recordId": person(firm), "role": "Director"}
    made(on(compliance, firm, "POST", parties, body=body))
    again = on(compliance, firm, "POST", parties, body={**body, "role": "Investor"})
    assert (again.status, again.code) == (409, "already_exists")
    vendor = made(on(compliance, firm, "POST", "/vendors", body={"name": "Ledger & Co", "category": "Audit"}))
    services = f"/vendors/{vendor['id']}/services"
    backwards = {"name": "Audit", "contractStart": "2025-06-01", "contractEnd": "2025-01-01"}
    assert fields(on(compliance, firm, "POST", services, body=backwards)) == ["contractEnd"]
    fee = made(
        on(
            compliance,
            firm,
            "POST",
            services,
            body={"name": "Audit", "annualFee": {"amount": 85000.25, "currency": "EUR"}},
        )
    )
    assert fee["annualFee"] == {"amount": 85000.25, "currency": "EUR"}
    assert on(compliance, firm, "GET", services).body["items"][0]["annualFee"] == fee["annualFee"]


# ---- who may see restricted lists and conflicts -------------------------------------------------------


def test_restricted_lists_and_conflicts_need_the_compliance_permission(
    stack: Stack, firm: Firm, compliance: App
) -> None:
    admin_paths = holders(compliance, firm)
    restricted = [path for path in admin_paths if path.startswith(("/conflicts", "/restricted-lists"))]
    colleague = stack.member(firm.member.firm_id, "member")
    member = Firm(firm.app, colleague, stack.api_token(colleague, ["records:write"]), firm.container)
    officer = stack.member(firm.member.firm_id, "compliance")
    officer_token = stack.api_token(officer, ["records:write"])
    holder_items = [path.rsplit("/", 1)[0] for path in restricted]  # /conflicts/{id}, GET only here
    for path, methods in (*((p, ("GET", "POST")) for p in ("/conflicts", "/restricted-lists", *restricted)),
                          *((p, ("GET", "PUT", "DELETE")) for p in holder_items)):  # fmt: skip
        for method in methods:
            refused = on(compliance, member, method, path, body={} if method in ("POST", "PUT") else None)
            assert (refused.status, refused.code) == (403, "permission_denied"), (method, path)
            assert refused.body["error"]["permission"] == "compliance.restricted"
        assert on(compliance, firm, "GET", path, token=officer_token).status == 200, path
    made(on(compliance, firm, "POST", "/conflicts", body={"title": "Officer's own"}, token=officer_token))
    for path in ("/vendors", "/side-letters", "/kyc", "/aml", "/ddq"):  # records.read / records.write
        assert on(compliance, member, "GET", path).status == 200, path
    made(on(compliance, member, "POST", "/vendors", body={"name": "Member's vendor", "category": "Tax"}))
    viewer = stack.member(firm.member.firm_id, "viewer")
    viewer_token = stack.api_token(viewer, ["records:write"])
    assert on(compliance, firm, "GET", "/vendors", token=viewer_token).status == 200
    refused = on(
        compliance, firm, "POST", "/vendors", body={"name": "V", "category": "Tax"}, token=viewer_token
    )
    assert (refused.status, refused.body["error"]["permission"]) == (403, "records.write")


# ---- deletes keep the record aside ------------------------------------------------------------------------


def test_a_deleted_compliance_record_is_kept_aside_with_who_deleted_it(
    stack: Stack, firm: Firm, compliance: App
) -> None:
    case = made(on(compliance, firm, "POST", "/aml", body={"recordType": "Person", "recordId": person(firm),
                                                          "risk": "Medium"}))  # fmt: skip
    assert on(compliance, firm, "DELETE", f"/aml/{case['id']}").status == 200
    assert on(compliance, firm, "GET", f"/aml/{case['id']}").status == 404
    assert on(compliance, firm, "GET", "/aml").body["items"] == []
    kept = stack.services().tenant_store(firm.member.firm_id).get("KIT#aml#D", case["id"], consistent=True)
    assert kept is not None
    assert (kept["deletedBy"], kept["risk"]) == (firm.member.user_id, "Medium")

"""Bodies of the compliance screens (spec 4.6; the spec shows no fields, docs/decisions.md says why
these), as kit fields (camelCase on the wire), each with an example. Ids in examples are placeholders:
the contract suite and the OpenAPI document replace them with real ones."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kit.fields import (
    Boolean,
    Choice,
    Country,
    DateTime,
    Day,
    Email,
    Fields,
    Key,
    ListOf,
    Money,
    Object,
    Ref,
    Scalar,
    Text,
    Url,
    after,
    together,
)

RISK_LEVELS = ("Low", "Medium", "High")
USER_ID = r"usr_[0-9a-z]{26}"
SOME_RECORD = "rec_01jd0000000000000000000001"
SOME_INVESTOR = "rec_01jd0000000000000000000002"
Problems = list[dict[str, str]]

# ---- due-diligence questionnaires --------------------------------------------------------------------

ANSWER_TYPES = ("Text", "YesNo", "Number", "Date")
MOST_SECTIONS = 20
MOST_QUESTIONS = 50  # per section: one batch of answers can answer a whole section
MAX_ANSWER_TEXT = 10_000

QUESTION = Object(fields={
    "questionId": Key(description="Unique in its section; answers name it."),
    "text": Text(max_length=1000, multiline=True),
    "answerType": Choice(*ANSWER_TYPES, description="Text: a string; YesNo: true or false; Number: an "
                                                    "exact number; Date: yyyy-MM-dd."),
})  # fmt: skip
SECTION = Object(fields={
    "sectionId": Key(description="Unique in the questionnaire; the answers' path names it."),
    "title": Text(max_length=200),
    "questions": ListOf(of=QUESTION, least=1, most=MOST_QUESTIONS, unique=False),
})  # fmt: skip


def distinct_ids(values: Mapping[str, Any]) -> Problems:
    """Section ids are unique in the questionnaire, question ids in their section: answers are stored
    and found by them."""
    problems: Problems = []
    sections = values.get("sections") or []
    problems += _repeated_ids(sections, "sectionId", "sections")
    for index, section in enumerate(sections):
        problems += _repeated_ids(section["questions"], "questionId", f"sections[{index}].questions")
    return problems


def _repeated_ids(entries: list[dict[str, Any]], key: str, path: str) -> Problems:
    seen: set[str] = set()
    problems: Problems = []
    for index, entry in enumerate(entries):
        if entry[key] in seen:
            problems.append({"field": f"{path}[{index}].{key}", "message": "appears twice here"})
        seen.add(entry[key])
    return problems


DDQ = {
    "title": Text(max_length=200),
    "recordType": Choice("Investor", "Company", required=False,
                         description="With recordId: the investor who sent it, or the company it is about."),
    "recordId": Ref(type_field="recordType", required=False),
    "status": Choice("Draft", "InProgress", "Completed", required=False, default="Draft",
                     description="Completed: its answers are frozen until the status moves back."),
    "dueDate": Day(required=False),
    "sections": ListOf(of=SECTION, least=1, most=MOST_SECTIONS, unique=False),
}  # fmt: skip
DDQ_RULES = (together("recordType", "recordId"), distinct_ids)
DDQ_EXAMPLE = {
    "title": "ILPA DDQ 2025 - Fund III", "recordType": "Investor", "recordId": SOME_INVESTOR,
    "status": "InProgress", "dueDate": "2025-09-30",
    "sections": [
        {"sectionId": "governance", "title": "Firm governance", "questions": [
            {"questionId": "q1", "text": "Has the firm adopted an ESG policy?", "answerType": "YesNo"},
            {"questionId": "q2", "text": "Number of investment professionals", "answerType": "Number"},
        ]},
        {"sectionId": "compliance", "title": "Compliance", "questions": [
            {"questionId": "q1", "text": "Date of the last regulatory exam", "answerType": "Date"},
        ]},
    ],
}  # fmt: skip

ANSWERS_BODY = Fields(
    "DdqAnswersBody",
    {"answers": ListOf(of=Object(fields={
        "questionId": Key(description="A question of this section."),
        "answer": Scalar(max_length=MAX_ANSWER_TEXT, required=False,
                         description="As the question's answerType says; null clears the answer."),
    }), least=1, most=MOST_QUESTIONS, unique=False)},
    example={"answers": [{"questionId": "q1", "answer": True}, {"questionId": "q2", "answer": 14}]},
)  # fmt: skip
ANSWERS = Fields("DdqSectionAnswers", {
    "ddqId": Text(max_length=40), "sectionId": Text(max_length=64), "title": Text(max_length=200),
    "answers": ListOf(of=Object(fields={
        "questionId": Text(max_length=64), "text": Text(max_length=1000, multiline=True),
        "answerType": Choice(*ANSWER_TYPES),
        "answer": Scalar(max_length=MAX_ANSWER_TEXT, required=False, description="null: not answered."),
        "answeredBy": Text(max_length=40, required=False), "answeredAt": DateTime(required=False),
    }), most=MOST_QUESTIONS, unique=False),
})  # fmt: skip

# ---- AML cases and KYC records -----------------------------------------------------------------------

AML_CASE = {
    "recordType": Choice("Person", "Company", description="With recordId: whom the case is about."),
    "recordId": Ref(type_field="recordType"),
    "status": Choice("Open", "Investigating", "Escalated", "Reported", "Closed", required=False,
                     default="Open", description="Reported: a suspicious-activity report was filed."),
    "risk": Choice(*RISK_LEVELS),
    "ownerUserId": Text(max_length=40, pattern=USER_ID, pattern_says="a user id (usr_...)", required=False,
                        description="A member of your firm; default: whoever sends the case."),
    "summary": Text(max_length=5000, multiline=True, required=False),
}  # fmt: skip
AML_CASE_EXAMPLE = {
    "recordType": "Person", "recordId": SOME_RECORD, "status": "Investigating", "risk": "High",
    "summary": "Adverse media: name match in a sanctions-evasion article; confirming identity.",
}  # fmt: skip

KYC_RECORD = {
    "recordType": Choice("Person", "Company", "Investor", description="With recordId: whose KYC file."),
    "recordId": Ref(type_field="recordType"),
    "status": Choice("Pending", "InReview", "Verified", "Rejected", "Expired", required=False,
                     default="Pending"),
    "jurisdiction": Country(required=False),
    "nextReviewOn": Day(required=False, description="When the file is due for its periodic review."),
}  # fmt: skip
KYC_RECORD_EXAMPLE = {
    "recordType": "Investor", "recordId": SOME_INVESTOR, "status": "InReview", "jurisdiction": "LU",
    "nextReviewOn": "2026-06-30",
}  # fmt: skip
RISK_TIER = Choice(
    *RISK_LEVELS, required=False, description="Set by PUT .../risk-tier only (null until then)."
)

KYC_NOTE = {"text": Text(max_length=5000, multiline=True)}
KYC_NOTE_EXAMPLE = {"text": "Certified passport copy received; address proof still outstanding."}

RISK_TIER_BODY = Fields(
    "KycRiskTierBody",
    {"riskTier": Choice(*RISK_LEVELS),
     "reason": Text(max_length=2000, multiline=True, required=False)},
    example={"riskTier": "High", "reason": "Beneficial owner is a politically exposed person."},
)  # fmt: skip
TIER_CHANGE = {
    "id": Text(max_length=40), "riskTier": Choice(*RISK_LEVELS),
    "previousTier": Choice(*RISK_LEVELS, required=False, description="null: the first tier set."),
    "reason": Text(max_length=2000, multiline=True, required=False),
    "changedBy": Text(max_length=40), "changedAt": DateTime(),
}  # fmt: skip
TIER_CHANGE_VIEW = Fields("KycRiskTierChange", TIER_CHANGE)
RISK_TIER_HISTORY = Fields("KycRiskTierHistory", {
    "riskTier": Choice(*RISK_LEVELS, required=False, description="The current tier; null before any."),
    "history": ListOf(of=Object(fields=TIER_CHANGE), most=200, unique=False),
    "nextCursor": Text(max_length=4096, required=False,
                       description="The history's next page; null at the end."),
})  # fmt: skip

# ---- legal records and their lines -------------------------------------------------------------------

SIDE_LETTER = {
    "title": Text(max_length=200),
    "investorId": Ref("Investor", description="The limited partner the letter is with."),
    "fundName": Text(max_length=200, required=False),
    "status": Choice("Draft", "Negotiating", "Signed", "Superseded", required=False, default="Draft"),
    "signedOn": Day(required=False),
}
SIDE_LETTER_EXAMPLE = {
    "title": "Side letter - Nordic Pension Fund", "investorId": SOME_INVESTOR,
    "fundName": "Demo Capital Fund III", "status": "Signed", "signedOn": "2025-03-14",
}  # fmt: skip
PROVISION = {
    "category": Choice("Fees", "Reporting", "MostFavouredNation", "Transfer", "Excuse", "CoInvestment",
                       "Confidentiality", "Other"),
    "clause": Text(max_length=50, required=False, description="Where it sits in the letter: 4.2(b)."),
    "summary": Text(max_length=2000, multiline=True),
    "mfnElectable": Boolean(required=False, default=False,
                            description="Other investors may elect it under their MFN clause."),
}  # fmt: skip
PROVISION_EXAMPLE = {
    "category": "Fees", "clause": "3.1", "summary": "Management fee of 1.5% on commitments.",
    "mfnElectable": True,
}  # fmt: skip

CONFLICT = {
    "title": Text(max_length=200),
    "description": Text(max_length=5000, multiline=True, required=False),
    "status": Choice("Identified", "UnderReview", "Mitigated", "Closed", required=False,
                     default="Identified"),
    "dealId": Ref("Deal", required=False, description="The deal it arises in."),
    "identifiedOn": Day(required=False),
}  # fmt: skip
CONFLICT_EXAMPLE = {
    "title": "Partner sits on the target's board", "status": "UnderReview", "dealId": SOME_RECORD,
    "identifiedOn": "2025-05-02", "description": "Recused from the IC vote; information barrier in place.",
}  # fmt: skip
PARTY = {
    "recordType": Choice("Person", "Company", "Investor", description="With recordId: the party."),
    "recordId": Ref(type_field="recordType"),
    "role": Choice("Employee", "Director", "Investor", "Counterparty", "Adviser", "Other"),
    "interest": Text(max_length=1000, multiline=True, required=False,
                     description="What the party stands to gain."),
}  # fmt: skip
PARTY_EXAMPLE = {"recordType": "Person", "recordId": SOME_RECORD, "role": "Director",
                 "interest": "Holds 2% of the target's shares."}  # fmt: skip

RESTRICTED_LIST = {
    "name": Text(max_length=200),
    "listType": Choice("Restricted", "Watch", "Insider",
                       description="Restricted: no dealing; Watch: monitored; Insider: people with inside "
                                   "information."),
    "description": Text(max_length=2000, multiline=True, required=False),
}  # fmt: skip
RESTRICTED_LIST_EXAMPLE = {
    "name": "Firm restricted list", "listType": "Restricted",
    "description": "Issuers on which we hold material non-public information.",
}  # fmt: skip
ENTRY = {
    "companyId": Ref("Company", required=False, description="A company of your firm; or name an issuer."),
    "issuerName": Text(max_length=200, required=False, description="An issuer that is not a record."),
    "ticker": Text(max_length=20, pattern=r"[A-Z0-9.:-]{1,20}",
                   pattern_says="upper-case letters, digits, . : or -",
                   required=False),
    "reason": Text(max_length=2000, multiline=True, required=False),
    "restrictedUntil": Day(required=False),
}  # fmt: skip


def one_subject(values: Mapping[str, Any]) -> Problems:
    """An entry names a company record or an outside issuer: one of them, not both."""
    given = [key for key in ("companyId", "issuerName") if values.get(key) is not None]
    if len(given) == 1:
        return []
    if given:
        return [{"field": "issuerName", "message": "an entry names a companyId or an issuerName, not both"}]
    return [{"field": "companyId", "message": "required unless issuerName names an outside issuer"}]


ENTRY_EXAMPLE = {"issuerName": "Listed Peer plc", "ticker": "LPP.L", "reason": "Advising on a bid.",
                 "restrictedUntil": "2025-12-31"}  # fmt: skip

VENDOR = {
    "name": Text(max_length=200),
    "category": Choice("Legal", "Audit", "FundAdministration", "Tax", "Technology", "Consulting", "Other"),
    "status": Choice("Onboarding", "Active", "UnderReview", "Terminated", required=False,
                     default="Onboarding"),
    "riskRating": Choice(*RISK_LEVELS, required=False),
    "website": Url(required=False),
    "contactEmail": Email(required=False),
    "country": Country(required=False),
}  # fmt: skip
VENDOR_EXAMPLE = {
    "name": "Ledger & Co Fund Services", "category": "FundAdministration", "status": "Active",
    "riskRating": "Medium", "website": "https://ledger-and-co.example.com",
    "contactEmail": "ops@ledger.example",
    "country": "IE",
}  # fmt: skip
SERVICE = {
    "name": Text(max_length=200),
    "description": Text(max_length=2000, multiline=True, required=False),
    "annualFee": Money(minimum=0, required=False),
    "contractStart": Day(required=False),
    "contractEnd": Day(required=False),
    "dataAccess": Boolean(required=False, default=False, description="The vendor handles investor data."),
}  # fmt: skip
SERVICE_RULES = (after("contractEnd", "contractStart", inclusive=True),)
SERVICE_EXAMPLE = {
    "name": "Fund accounting", "annualFee": {"amount": 185000, "currency": "EUR"},
    "contractStart": "2025-01-01", "contractEnd": "2027-12-31", "dataAccess": True,
}  # fmt: skip

"""Answers of a due-diligence questionnaire, per section: `GET` shows each question of the section with
its answer (null when none), `PUT` answers a batch of the section's questions, all or nothing.

    pk <firm>#KIT#ddq-answers#<ddq id>#<section id>    sk <question id>    answer, answerType, answeredBy,
                                                                           answeredAt, version

Each answer is its own item, written at the version read (0: the first), so two batches that answer
the same question at once do not both win on the same read: the later one runs again on a fresh read
and wins. Every batch also requires the questionnaire at the version it was checked against: a
questionnaire edited meanwhile (a question removed, its type changed, the questionnaire completed)
makes the batch run again against the new questions (with If-Match, which names the questionnaire's
version: 412). A Completed questionnaire's answers are frozen: 409 `ddq_completed`.

An answer is shown only while its question keeps the type it was given under: a question whose type
changes reads unanswered until answered again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from compliance_api.models import ANSWER_TYPES, MAX_ANSWER_TEXT
from kernel import errors
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.unit_of_work import Require, StaleRead, Update, Write
from kernel.wire import Outcome
from kit.fields import KEY, Amount, Boolean, Day, FieldType, Text
from kit.resource import Items, Resource

ANSWERS_PARTITION = "KIT#ddq-answers"
ANSWER_KINDS: dict[str, FieldType] = {
    "Text": Text(max_length=MAX_ANSWER_TEXT, multiline=True),
    "YesNo": Boolean(),
    "Number": Amount(),
    "Date": Day(),
}
assert set(ANSWER_KINDS) == set(ANSWER_TYPES)
Problems = list[dict[str, str]]


def ddq_completed() -> errors.ApiError:
    return errors.ApiError(
        409,
        "ddq_completed",
        "The questionnaire is Completed: its answers are frozen. Move its status back first.",
    )


def ddq_changed() -> StaleRead:
    """The questionnaire moved after the batch was checked against it: run again on a fresh read."""
    return StaleRead(
        errors.ApiError(409, "ddq_changed", "The questionnaire changed meanwhile; read it and retry.")
    )


class Section:
    """One section of one questionnaire of the caller's firm, as the request names them (404 when
    either is not there), and where its answers live."""

    def __init__(self, ddq_resource: Resource, request: Request[Any, Any]) -> None:
        self.ddq = Items(ddq_resource, request).current()
        self.request = request
        self._resource = ddq_resource
        section_id = request.path_params["sectionId"]
        found = next((s for s in self.ddq["sections"] if s["sectionId"] == section_id), None)
        if found is None or not KEY.fullmatch(section_id):  # a key: safe in the answers' partition key
            raise errors.not_found("The questionnaire has no section with this id.")
        self.section: dict[str, Any] = found
        self.partition = f"{ANSWERS_PARTITION}#{self.ddq['id']}#{section_id}"

    @property
    def questions(self) -> dict[str, dict[str, Any]]:
        return {question["questionId"]: question for question in self.section["questions"]}

    def stored(self) -> dict[str, dict[str, Any]]:
        """The stored answers of the section's questions, by question id: one batch read."""
        keys = [(self.partition, question_id) for question_id in self.questions]
        return {key[1]: item for key, item in self.request.store.get_many(keys, consistent=True).items()}

    def view(self, stored: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
        return {
            "ddqId": self.ddq["id"],
            "sectionId": self.section["sectionId"],
            "title": self.section["title"],
            "answers": [
                _shown(question, stored.get(question["questionId"])) for question in self.section["questions"]
            ],
        }

    def answer(self, batch: list[dict[str, Any]]) -> Outcome:
        """The batch's writes, all or nothing: every problem of the batch is named before anything is."""
        if self.ddq.get("status") == "Completed":
            raise ddq_completed()
        values = self._checked(batch)
        stored = self.stored()
        now, by = self.request.now(), self.request.caller.user_id
        writes: list[Write] = [
            Require(
                self._resource.partition(None), self.ddq["id"], ddq_changed(), version=self.ddq["version"]
            )
        ]
        after = dict(stored)
        for question_id, value in values.items():
            before = stored.get(question_id)
            answer_type = self.questions[question_id]["answerType"]
            if _unchanged(before, value, answer_type):
                continue  # the same answer again (or clearing none): nothing changes, who and when stay
            changes = {"questionId": question_id, "answer": value, "answerType": answer_type,
                       "answeredBy": by, "answeredAt": now}  # fmt: skip
            version = int(before["version"]) if before else 0
            writes.append(Update(self.partition, question_id, version, changes, addressed=False))
            after[question_id] = {**changes, "version": version + 1}
        return Outcome(self.view(after), writes=writes, version=self.ddq["version"])

    def _checked(self, batch: list[dict[str, Any]]) -> dict[str, Any]:
        """question id -> the answer to store (None clears it), or 400 naming each problem."""
        problems: Problems = []
        values: dict[str, Any] = {}
        questions = self.questions
        for index, entry in enumerate(batch):
            question_id, path = entry["questionId"], f"answers[{index}]"
            question = questions.get(question_id)
            if question is None:
                message = f"not a question of section {self.section['sectionId']}"
                problems.append({"field": f"{path}.questionId", "message": message})
            elif question_id in values:
                problems.append({"field": f"{path}.questionId", "message": "answered twice in the batch"})
            else:
                values[question_id] = _typed(entry.get("answer"), question["answerType"], path, problems)
        if problems:
            raise invalid_input("invalid_request", "body", problems)
        return values


def _typed(value: Any, answer_type: str, path: str, problems: Problems) -> Any:
    if value is None:
        return None
    try:
        return ANSWER_KINDS[answer_type].check(value)
    except ValueError as error:
        problems.append({"field": f"{path}.answer", "message": f"a {answer_type} answer: {error}"})
        return None


def _unchanged(before: Mapping[str, Any] | None, value: Any, answer_type: str) -> bool:
    if before is None:
        return value is None
    return before.get("answer") == value and before.get("answerType") == answer_type


def _shown(question: Mapping[str, Any], stored: Mapping[str, Any] | None) -> dict[str, Any]:
    """A question with its answer, when it has one given under its present type (else nulls)."""
    answered = (
        stored
        if stored is not None
        and stored.get("answer") is not None
        and stored.get("answerType") == question["answerType"]
        else {}
    )
    at = answered.get("answeredAt")
    return {
        "questionId": question["questionId"],
        "text": question["text"],
        "answerType": question["answerType"],
        "answer": answered.get("answer"),
        "answeredBy": answered.get("answeredBy"),
        "answeredAt": iso(at) if at is not None else None,
    }

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ddq_section_answers_answers_item_answer_type import DdqSectionAnswersAnswersItemAnswerType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="DdqSectionAnswersAnswersItem")



@_attrs_define
class DdqSectionAnswersAnswersItem:
    """ 
        Attributes:
            question_id (str):
            text (str):
            answer_type (DdqSectionAnswersAnswersItemAnswerType):
            answer (bool | float | None | str | Unset): null: not answered.
            answered_by (None | str | Unset):
            answered_at (datetime.datetime | None | Unset):
     """

    question_id: str
    text: str
    answer_type: DdqSectionAnswersAnswersItemAnswerType
    answer: bool | float | None | str | Unset = UNSET
    answered_by: None | str | Unset = UNSET
    answered_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        question_id = self.question_id

        text = self.text

        answer_type = self.answer_type.value

        answer: bool | float | None | str | Unset
        if isinstance(self.answer, Unset):
            answer = UNSET
        else:
            answer = self.answer

        answered_by: None | str | Unset
        if isinstance(self.answered_by, Unset):
            answered_by = UNSET
        else:
            answered_by = self.answered_by

        answered_at: None | str | Unset
        if isinstance(self.answered_at, Unset):
            answered_at = UNSET
        elif isinstance(self.answered_at, datetime.datetime):
            answered_at = self.answered_at.isoformat()
        else:
            answered_at = self.answered_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "questionId": question_id,
            "text": text,
            "answerType": answer_type,
        })
        if answer is not UNSET:
            field_dict["answer"] = answer
        if answered_by is not UNSET:
            field_dict["answeredBy"] = answered_by
        if answered_at is not UNSET:
            field_dict["answeredAt"] = answered_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        question_id = d.pop("questionId")

        text = d.pop("text")

        answer_type = DdqSectionAnswersAnswersItemAnswerType(d.pop("answerType"))




        def _parse_answer(data: object) -> bool | float | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | None | str | Unset, data)

        answer = _parse_answer(d.pop("answer", UNSET))


        def _parse_answered_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        answered_by = _parse_answered_by(d.pop("answeredBy", UNSET))


        def _parse_answered_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                answered_at_type_0 = datetime.datetime.fromisoformat(data)



                return answered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        answered_at = _parse_answered_at(d.pop("answeredAt", UNSET))


        ddq_section_answers_answers_item = cls(
            question_id=question_id,
            text=text,
            answer_type=answer_type,
            answer=answer,
            answered_by=answered_by,
            answered_at=answered_at,
        )

        return ddq_section_answers_answers_item


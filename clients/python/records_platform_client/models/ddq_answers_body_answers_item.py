from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="DdqAnswersBodyAnswersItem")



@_attrs_define
class DdqAnswersBodyAnswersItem:
    """ 
        Attributes:
            question_id (str): A question of this section.
            answer (bool | float | None | str | Unset): As the question's answerType says; null clears the answer.
     """

    question_id: str
    answer: bool | float | None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        question_id = self.question_id

        answer: bool | float | None | str | Unset
        if isinstance(self.answer, Unset):
            answer = UNSET
        else:
            answer = self.answer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "questionId": question_id,
        })
        if answer is not UNSET:
            field_dict["answer"] = answer

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        question_id = d.pop("questionId")

        def _parse_answer(data: object) -> bool | float | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | None | str | Unset, data)

        answer = _parse_answer(d.pop("answer", UNSET))


        ddq_answers_body_answers_item = cls(
            question_id=question_id,
            answer=answer,
        )

        return ddq_answers_body_answers_item


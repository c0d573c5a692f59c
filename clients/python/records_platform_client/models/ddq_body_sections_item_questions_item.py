from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ddq_body_sections_item_questions_item_answer_type import DdqBodySectionsItemQuestionsItemAnswerType






T = TypeVar("T", bound="DdqBodySectionsItemQuestionsItem")



@_attrs_define
class DdqBodySectionsItemQuestionsItem:
    """ 
        Attributes:
            question_id (str): Unique in its section; answers name it.
            text (str):
            answer_type (DdqBodySectionsItemQuestionsItemAnswerType): Text: a string; YesNo: true or false; Number: an exact
                number; Date: yyyy-MM-dd.
     """

    question_id: str
    text: str
    answer_type: DdqBodySectionsItemQuestionsItemAnswerType





    def to_dict(self) -> dict[str, Any]:
        question_id = self.question_id

        text = self.text

        answer_type = self.answer_type.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "questionId": question_id,
            "text": text,
            "answerType": answer_type,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        question_id = d.pop("questionId")

        text = d.pop("text")

        answer_type = DdqBodySectionsItemQuestionsItemAnswerType(d.pop("answerType"))




        ddq_body_sections_item_questions_item = cls(
            question_id=question_id,
            text=text,
            answer_type=answer_type,
        )

        return ddq_body_sections_item_questions_item


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ddq_section_answers_answers_item import DdqSectionAnswersAnswersItem





T = TypeVar("T", bound="DdqSectionAnswers")



@_attrs_define
class DdqSectionAnswers:
    """ 
        Attributes:
            ddq_id (str):
            section_id (str):
            title (str):
            answers (list[DdqSectionAnswersAnswersItem]):
     """

    ddq_id: str
    section_id: str
    title: str
    answers: list[DdqSectionAnswersAnswersItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ddq_section_answers_answers_item import DdqSectionAnswersAnswersItem # noqa: PLC0415
        ddq_id = self.ddq_id

        section_id = self.section_id

        title = self.title

        answers = []
        for answers_item_data in self.answers:
            answers_item = answers_item_data.to_dict()
            answers.append(answers_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ddqId": ddq_id,
            "sectionId": section_id,
            "title": title,
            "answers": answers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ddq_section_answers_answers_item import DdqSectionAnswersAnswersItem # noqa: PLC0415
        d = dict(src_dict)
        ddq_id = d.pop("ddqId")

        section_id = d.pop("sectionId")

        title = d.pop("title")

        answers = []
        _answers = d.pop("answers")
        for answers_item_data in (_answers):
            answers_item = DdqSectionAnswersAnswersItem.from_dict(answers_item_data)



            answers.append(answers_item)


        ddq_section_answers = cls(
            ddq_id=ddq_id,
            section_id=section_id,
            title=title,
            answers=answers,
        )

        return ddq_section_answers


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ddq_body_sections_item_questions_item import DdqBodySectionsItemQuestionsItem





T = TypeVar("T", bound="DdqBodySectionsItem")



@_attrs_define
class DdqBodySectionsItem:
    """ 
        Attributes:
            section_id (str): Unique in the questionnaire; the answers' path names it.
            title (str):
            questions (list[DdqBodySectionsItemQuestionsItem]):
     """

    section_id: str
    title: str
    questions: list[DdqBodySectionsItemQuestionsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ddq_body_sections_item_questions_item import DdqBodySectionsItemQuestionsItem # noqa: PLC0415
        section_id = self.section_id

        title = self.title

        questions = []
        for questions_item_data in self.questions:
            questions_item = questions_item_data.to_dict()
            questions.append(questions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "sectionId": section_id,
            "title": title,
            "questions": questions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ddq_body_sections_item_questions_item import DdqBodySectionsItemQuestionsItem # noqa: PLC0415
        d = dict(src_dict)
        section_id = d.pop("sectionId")

        title = d.pop("title")

        questions = []
        _questions = d.pop("questions")
        for questions_item_data in (_questions):
            questions_item = DdqBodySectionsItemQuestionsItem.from_dict(questions_item_data)



            questions.append(questions_item)


        ddq_body_sections_item = cls(
            section_id=section_id,
            title=title,
            questions=questions,
        )

        return ddq_body_sections_item


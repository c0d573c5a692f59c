from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ddq_sections_type_0_item_questions_item import DdqSectionsType0ItemQuestionsItem





T = TypeVar("T", bound="DdqSectionsType0Item")



@_attrs_define
class DdqSectionsType0Item:
    """ 
        Attributes:
            section_id (str): Unique in the questionnaire; the answers' path names it.
            title (str):
            questions (list[DdqSectionsType0ItemQuestionsItem]):
     """

    section_id: str
    title: str
    questions: list[DdqSectionsType0ItemQuestionsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ddq_sections_type_0_item_questions_item import DdqSectionsType0ItemQuestionsItem # noqa: PLC0415
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
        from ..models.ddq_sections_type_0_item_questions_item import DdqSectionsType0ItemQuestionsItem # noqa: PLC0415
        d = dict(src_dict)
        section_id = d.pop("sectionId")

        title = d.pop("title")

        questions = []
        _questions = d.pop("questions")
        for questions_item_data in (_questions):
            questions_item = DdqSectionsType0ItemQuestionsItem.from_dict(questions_item_data)



            questions.append(questions_item)


        ddq_sections_type_0_item = cls(
            section_id=section_id,
            title=title,
            questions=questions,
        )

        return ddq_sections_type_0_item


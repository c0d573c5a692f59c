from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.esg_answers_body_answers_item import EsgAnswersBodyAnswersItem





T = TypeVar("T", bound="EsgAnswersBody")



@_attrs_define
class EsgAnswersBody:
    """ 
        Attributes:
            answers (list[EsgAnswersBodyAnswersItem]):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    answers: list[EsgAnswersBodyAnswersItem]
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.esg_answers_body_answers_item import EsgAnswersBodyAnswersItem # noqa: PLC0415
        answers = []
        for answers_item_data in self.answers:
            answers_item = answers_item_data.to_dict()
            answers.append(answers_item)



        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "answers": answers,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.esg_answers_body_answers_item import EsgAnswersBodyAnswersItem # noqa: PLC0415
        d = dict(src_dict)
        answers = []
        _answers = d.pop("answers")
        for answers_item_data in (_answers):
            answers_item = EsgAnswersBodyAnswersItem.from_dict(answers_item_data)



            answers.append(answers_item)


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        esg_answers_body = cls(
            answers=answers,
            expected_catalog_version=expected_catalog_version,
        )

        return esg_answers_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.form_response_body_answers_type_0 import FormResponseBodyAnswersType0





T = TypeVar("T", bound="FormResponseBody")



@_attrs_define
class FormResponseBody:
    """ 
        Attributes:
            instance_id (str): The form instance this answers.
            answers (FormResponseBodyAnswersType0 | None | Unset): By section key, then field key: {"identity":
                {"legalName": "..."}}.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    instance_id: str
    answers: FormResponseBodyAnswersType0 | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.form_response_body_answers_type_0 import FormResponseBodyAnswersType0 # noqa: PLC0415
        instance_id = self.instance_id

        answers: dict[str, Any] | None | Unset
        if isinstance(self.answers, Unset):
            answers = UNSET
        elif isinstance(self.answers, FormResponseBodyAnswersType0):
            answers = self.answers.to_dict()
        else:
            answers = self.answers

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "instanceId": instance_id,
        })
        if answers is not UNSET:
            field_dict["answers"] = answers
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.form_response_body_answers_type_0 import FormResponseBodyAnswersType0 # noqa: PLC0415
        d = dict(src_dict)
        instance_id = d.pop("instanceId")

        def _parse_answers(data: object) -> FormResponseBodyAnswersType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                answers_type_0 = FormResponseBodyAnswersType0.from_dict(data)



                return answers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FormResponseBodyAnswersType0 | None | Unset, data)

        answers = _parse_answers(d.pop("answers", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        form_response_body = cls(
            instance_id=instance_id,
            answers=answers,
            expected_catalog_version=expected_catalog_version,
        )

        return form_response_body


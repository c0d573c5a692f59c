from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.form_response_draft_answers import FormResponseDraftAnswers





T = TypeVar("T", bound="FormResponseDraft")



@_attrs_define
class FormResponseDraft:
    """ 
        Attributes:
            answers (FormResponseDraftAnswers): By section key, then field key: {"identity": {"legalName": "..."}}.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    answers: FormResponseDraftAnswers
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.form_response_draft_answers import FormResponseDraftAnswers # noqa: PLC0415
        answers = self.answers.to_dict()

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
        from ..models.form_response_draft_answers import FormResponseDraftAnswers # noqa: PLC0415
        d = dict(src_dict)
        answers = FormResponseDraftAnswers.from_dict(d.pop("answers"))




        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        form_response_draft = cls(
            answers=answers,
            expected_catalog_version=expected_catalog_version,
        )

        return form_response_draft


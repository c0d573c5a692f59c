from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="EsgCollectionByStatus")



@_attrs_define
class EsgCollectionByStatus:
    """ 
        Attributes:
            draft (int | Unset):
            issued (int | Unset):
            in_progress (int | Unset):
            submitted (int | Unset):
            in_review (int | Unset):
            approved (int | Unset):
            waived (int | Unset):
     """

    draft: int | Unset = UNSET
    issued: int | Unset = UNSET
    in_progress: int | Unset = UNSET
    submitted: int | Unset = UNSET
    in_review: int | Unset = UNSET
    approved: int | Unset = UNSET
    waived: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        draft = self.draft

        issued = self.issued

        in_progress = self.in_progress

        submitted = self.submitted

        in_review = self.in_review

        approved = self.approved

        waived = self.waived


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if draft is not UNSET:
            field_dict["draft"] = draft
        if issued is not UNSET:
            field_dict["issued"] = issued
        if in_progress is not UNSET:
            field_dict["in_progress"] = in_progress
        if submitted is not UNSET:
            field_dict["submitted"] = submitted
        if in_review is not UNSET:
            field_dict["in_review"] = in_review
        if approved is not UNSET:
            field_dict["approved"] = approved
        if waived is not UNSET:
            field_dict["waived"] = waived

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draft = d.pop("draft", UNSET)

        issued = d.pop("issued", UNSET)

        in_progress = d.pop("in_progress", UNSET)

        submitted = d.pop("submitted", UNSET)

        in_review = d.pop("in_review", UNSET)

        approved = d.pop("approved", UNSET)

        waived = d.pop("waived", UNSET)

        esg_collection_by_status = cls(
            draft=draft,
            issued=issued,
            in_progress=in_progress,
            submitted=submitted,
            in_review=in_review,
            approved=approved,
            waived=waived,
        )


        esg_collection_by_status.additional_properties = d
        return esg_collection_by_status

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

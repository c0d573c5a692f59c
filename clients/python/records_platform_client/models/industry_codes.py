from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="IndustryCodes")



@_attrs_define
class IndustryCodes:
    """ 
        Attributes:
            code_ids (list[str]):
     """

    code_ids: list[str]





    def to_dict(self) -> dict[str, Any]:
        code_ids = self.code_ids




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "codeIds": code_ids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code_ids = cast(list[str], d.pop("codeIds"))


        industry_codes = cls(
            code_ids=code_ids,
        )

        return industry_codes


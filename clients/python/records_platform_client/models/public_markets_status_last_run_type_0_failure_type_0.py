from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PublicMarketsStatusLastRunType0FailureType0")



@_attrs_define
class PublicMarketsStatusLastRunType0FailureType0:
    """ Why the whole fetch sent nothing (null: it asked).

        Attributes:
            code (str):
            message (str):
     """

    code: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        public_markets_status_last_run_type_0_failure_type_0 = cls(
            code=code,
            message=message,
        )

        return public_markets_status_last_run_type_0_failure_type_0


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="IntegrationSecretSet")



@_attrs_define
class IntegrationSecretSet:
    """ 
        Attributes:
            secret_set (bool):
     """

    secret_set: bool





    def to_dict(self) -> dict[str, Any]:
        secret_set = self.secret_set


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "secretSet": secret_set,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        secret_set = d.pop("secretSet")

        integration_secret_set = cls(
            secret_set=secret_set,
        )

        return integration_secret_set


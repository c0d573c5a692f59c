from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ScreeningSettingsSettingsItem")



@_attrs_define
class ScreeningSettingsSettingsItem:
    """ 
        Attributes:
            key (str):
            secret (bool): A secret key: its value is never shown.
            value (None | str | Unset): The value (null: not set; always null for a secret key).
            secret_set (bool | None | Unset): A secret key: whether a value is stored.
     """

    key: str
    secret: bool
    value: None | str | Unset = UNSET
    secret_set: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        secret = self.secret

        value: None | str | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        secret_set: bool | None | Unset
        if isinstance(self.secret_set, Unset):
            secret_set = UNSET
        else:
            secret_set = self.secret_set


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "secret": secret,
        })
        if value is not UNSET:
            field_dict["value"] = value
        if secret_set is not UNSET:
            field_dict["secretSet"] = secret_set

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        secret = d.pop("secret")

        def _parse_value(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        value = _parse_value(d.pop("value", UNSET))


        def _parse_secret_set(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        secret_set = _parse_secret_set(d.pop("secretSet", UNSET))


        screening_settings_settings_item = cls(
            key=key,
            secret=secret,
            value=value,
            secret_set=secret_set,
        )

        return screening_settings_settings_item


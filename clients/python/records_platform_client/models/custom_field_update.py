from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CustomFieldUpdate")



@_attrs_define
class CustomFieldUpdate:
    """ 
        Attributes:
            label (str):
            options (list[str] | None | Unset):
            required (bool | Unset):  Default: False.
            expected_catalog_version (None | str | Unset):
     """

    label: str
    options: list[str] | None | Unset = UNSET
    required: bool | Unset = False
    expected_catalog_version: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        label = self.label

        options: list[str] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, list):
            options = self.options


        else:
            options = self.options

        required = self.required

        expected_catalog_version: None | str | Unset
        if isinstance(self.expected_catalog_version, Unset):
            expected_catalog_version = UNSET
        else:
            expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "label": label,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if required is not UNSET:
            field_dict["required"] = required
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        def _parse_options(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                options_type_0 = cast(list[str], data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        required = d.pop("required", UNSET)

        def _parse_expected_catalog_version(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expected_catalog_version = _parse_expected_catalog_version(d.pop("expectedCatalogVersion", UNSET))


        custom_field_update = cls(
            label=label,
            options=options,
            required=required,
            expected_catalog_version=expected_catalog_version,
        )

        return custom_field_update


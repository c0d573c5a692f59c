from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CustomFieldView")



@_attrs_define
class CustomFieldView:
    """ 
        Attributes:
            id (str):
            record_type (str):
            key (str):
            label (str):
            field_type (str):
            required (bool):
            created_at (str):
            updated_at (str):
            options (list[str] | None | Unset):
            reference_type (None | str | Unset):
     """

    id: str
    record_type: str
    key: str
    label: str
    field_type: str
    required: bool
    created_at: str
    updated_at: str
    options: list[str] | None | Unset = UNSET
    reference_type: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        record_type = self.record_type

        key = self.key

        label = self.label

        field_type = self.field_type

        required = self.required

        created_at = self.created_at

        updated_at = self.updated_at

        options: list[str] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, list):
            options = self.options


        else:
            options = self.options

        reference_type: None | str | Unset
        if isinstance(self.reference_type, Unset):
            reference_type = UNSET
        else:
            reference_type = self.reference_type


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "recordType": record_type,
            "key": key,
            "label": label,
            "fieldType": field_type,
            "required": required,
            "createdAt": created_at,
            "updatedAt": updated_at,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if reference_type is not UNSET:
            field_dict["referenceType"] = reference_type

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        record_type = d.pop("recordType")

        key = d.pop("key")

        label = d.pop("label")

        field_type = d.pop("fieldType")

        required = d.pop("required")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

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


        def _parse_reference_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference_type = _parse_reference_type(d.pop("referenceType", UNSET))


        custom_field_view = cls(
            id=id,
            record_type=record_type,
            key=key,
            label=label,
            field_type=field_type,
            required=required,
            created_at=created_at,
            updated_at=updated_at,
            options=options,
            reference_type=reference_type,
        )


        custom_field_view.additional_properties = d
        return custom_field_view

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

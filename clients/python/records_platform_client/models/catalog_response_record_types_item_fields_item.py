from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.catalog_response_record_types_item_fields_item_source import CatalogResponseRecordTypesItemFieldsItemSource
from ..models.catalog_response_record_types_item_fields_item_type import CatalogResponseRecordTypesItemFieldsItemType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CatalogResponseRecordTypesItemFieldsItem")



@_attrs_define
class CatalogResponseRecordTypesItemFieldsItem:
    """ 
        Attributes:
            key (str):
            label (str):
            type_ (CatalogResponseRecordTypesItemFieldsItemType):
            source (CatalogResponseRecordTypesItemFieldsItemSource):
            required (bool | Unset):
            allowed_values (list[str] | None | Unset):
            reference_type (None | str | Unset):
            description (None | str | Unset):
     """

    key: str
    label: str
    type_: CatalogResponseRecordTypesItemFieldsItemType
    source: CatalogResponseRecordTypesItemFieldsItemSource
    required: bool | Unset = UNSET
    allowed_values: list[str] | None | Unset = UNSET
    reference_type: None | str | Unset = UNSET
    description: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key = self.key

        label = self.label

        type_ = self.type_.value

        source = self.source.value

        required = self.required

        allowed_values: list[str] | None | Unset
        if isinstance(self.allowed_values, Unset):
            allowed_values = UNSET
        elif isinstance(self.allowed_values, list):
            allowed_values = self.allowed_values


        else:
            allowed_values = self.allowed_values

        reference_type: None | str | Unset
        if isinstance(self.reference_type, Unset):
            reference_type = UNSET
        else:
            reference_type = self.reference_type

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
            "label": label,
            "type": type_,
            "source": source,
        })
        if required is not UNSET:
            field_dict["required"] = required
        if allowed_values is not UNSET:
            field_dict["allowedValues"] = allowed_values
        if reference_type is not UNSET:
            field_dict["referenceType"] = reference_type
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        label = d.pop("label")

        type_ = CatalogResponseRecordTypesItemFieldsItemType(d.pop("type"))




        source = CatalogResponseRecordTypesItemFieldsItemSource(d.pop("source"))




        required = d.pop("required", UNSET)

        def _parse_allowed_values(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                allowed_values_type_0 = cast(list[str], data)

                return allowed_values_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        allowed_values = _parse_allowed_values(d.pop("allowedValues", UNSET))


        def _parse_reference_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reference_type = _parse_reference_type(d.pop("referenceType", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        catalog_response_record_types_item_fields_item = cls(
            key=key,
            label=label,
            type_=type_,
            source=source,
            required=required,
            allowed_values=allowed_values,
            reference_type=reference_type,
            description=description,
        )

        return catalog_response_record_types_item_fields_item


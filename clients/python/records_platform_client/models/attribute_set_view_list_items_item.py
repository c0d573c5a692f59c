from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="AttributeSetViewListItemsItem")



@_attrs_define
class AttributeSetViewListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            record_type (None | str | Unset):
            name (None | str | Unset):
            field_keys (list[str] | None | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    record_type: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    field_keys: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        record_type: None | str | Unset
        if isinstance(self.record_type, Unset):
            record_type = UNSET
        else:
            record_type = self.record_type

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_keys: list[str] | None | Unset
        if isinstance(self.field_keys, Unset):
            field_keys = UNSET
        elif isinstance(self.field_keys, list):
            field_keys = self.field_keys


        else:
            field_keys = self.field_keys


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if name is not UNSET:
            field_dict["name"] = name
        if field_keys is not UNSET:
            field_dict["fieldKeys"] = field_keys

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_record_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_type = _parse_record_type(d.pop("recordType", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_field_keys(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                field_keys_type_0 = cast(list[str], data)

                return field_keys_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        field_keys = _parse_field_keys(d.pop("fieldKeys", UNSET))


        attribute_set_view_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            record_type=record_type,
            name=name,
            field_keys=field_keys,
        )

        return attribute_set_view_list_items_item


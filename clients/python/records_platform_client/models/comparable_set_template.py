from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.comparable_set_template_multiples_type_0_item import ComparableSetTemplateMultiplesType0Item
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ComparableSetTemplate")



@_attrs_define
class ComparableSetTemplate:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            description (None | str | Unset):
            multiples (list[ComparableSetTemplateMultiplesType0Item] | None | Unset): The multiples the set shows, in this
                order.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    multiples: list[ComparableSetTemplateMultiplesType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        multiples: list[str] | None | Unset
        if isinstance(self.multiples, Unset):
            multiples = UNSET
        elif isinstance(self.multiples, list):
            multiples = []
            for multiples_type_0_item_data in self.multiples:
                multiples_type_0_item = multiples_type_0_item_data.value
                multiples.append(multiples_type_0_item)


        else:
            multiples = self.multiples


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if multiples is not UNSET:
            field_dict["multiples"] = multiples

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_multiples(data: object) -> list[ComparableSetTemplateMultiplesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                multiples_type_0 = []
                _multiples_type_0 = data
                for multiples_type_0_item_data in (_multiples_type_0):
                    multiples_type_0_item = ComparableSetTemplateMultiplesType0Item(multiples_type_0_item_data)



                    multiples_type_0.append(multiples_type_0_item)

                return multiples_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ComparableSetTemplateMultiplesType0Item] | None | Unset, data)

        multiples = _parse_multiples(d.pop("multiples", UNSET))


        comparable_set_template = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            description=description,
            multiples=multiples,
        )

        return comparable_set_template


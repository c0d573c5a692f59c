from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quick_action_record_type import QuickActionRecordType
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.quick_action_sets_type_0_item import QuickActionSetsType0Item





T = TypeVar("T", bound="QuickAction")



@_attrs_define
class QuickAction:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            record_type (QuickActionRecordType | Unset):
            sets (list[QuickActionSetsType0Item] | None | Unset):
            description (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    record_type: QuickActionRecordType | Unset = UNSET
    sets: list[QuickActionSetsType0Item] | None | Unset = UNSET
    description: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.quick_action_sets_type_0_item import QuickActionSetsType0Item # noqa: PLC0415
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

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        sets: list[dict[str, Any]] | None | Unset
        if isinstance(self.sets, Unset):
            sets = UNSET
        elif isinstance(self.sets, list):
            sets = []
            for sets_type_0_item_data in self.sets:
                sets_type_0_item = sets_type_0_item_data.to_dict()
                sets.append(sets_type_0_item)


        else:
            sets = self.sets

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description


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
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if sets is not UNSET:
            field_dict["sets"] = sets
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quick_action_sets_type_0_item import QuickActionSetsType0Item # noqa: PLC0415
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


        _record_type = d.pop("recordType", UNSET)
        record_type: QuickActionRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = QuickActionRecordType(_record_type)




        def _parse_sets(data: object) -> list[QuickActionSetsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                sets_type_0 = []
                _sets_type_0 = data
                for sets_type_0_item_data in (_sets_type_0):
                    sets_type_0_item = QuickActionSetsType0Item.from_dict(sets_type_0_item_data)



                    sets_type_0.append(sets_type_0_item)

                return sets_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[QuickActionSetsType0Item] | None | Unset, data)

        sets = _parse_sets(d.pop("sets", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        quick_action = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            record_type=record_type,
            sets=sets,
            description=description,
        )

        return quick_action


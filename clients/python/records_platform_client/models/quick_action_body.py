from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quick_action_body_record_type import QuickActionBodyRecordType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.quick_action_body_sets_item import QuickActionBodySetsItem





T = TypeVar("T", bound="QuickActionBody")



@_attrs_define
class QuickActionBody:
    """ 
        Attributes:
            name (str):
            record_type (QuickActionBodyRecordType):
            sets (list[QuickActionBodySetsItem]):
            description (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    record_type: QuickActionBodyRecordType
    sets: list[QuickActionBodySetsItem]
    description: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.quick_action_body_sets_item import QuickActionBodySetsItem # noqa: PLC0415
        name = self.name

        record_type = self.record_type.value

        sets = []
        for sets_item_data in self.sets:
            sets_item = sets_item_data.to_dict()
            sets.append(sets_item)



        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "recordType": record_type,
            "sets": sets,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quick_action_body_sets_item import QuickActionBodySetsItem # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        record_type = QuickActionBodyRecordType(d.pop("recordType"))




        sets = []
        _sets = d.pop("sets")
        for sets_item_data in (_sets):
            sets_item = QuickActionBodySetsItem.from_dict(sets_item_data)



            sets.append(sets_item)


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        quick_action_body = cls(
            name=name,
            record_type=record_type,
            sets=sets,
            description=description,
            expected_catalog_version=expected_catalog_version,
        )

        return quick_action_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.roadmap_lanes_type_0_item import RoadmapLanesType0Item





T = TypeVar("T", bound="Roadmap")



@_attrs_define
class Roadmap:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            company_id (None | str | Unset): The id of a Company.
            name (None | str | Unset):
            description (None | str | Unset):
            lanes (list[RoadmapLanesType0Item] | None | Unset): Lanes (workstreams), each with its items in order; lane
                names differ.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    company_id: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    lanes: list[RoadmapLanesType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.roadmap_lanes_type_0_item import RoadmapLanesType0Item # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        company_id: None | str | Unset
        if isinstance(self.company_id, Unset):
            company_id = UNSET
        else:
            company_id = self.company_id

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

        lanes: list[dict[str, Any]] | None | Unset
        if isinstance(self.lanes, Unset):
            lanes = UNSET
        elif isinstance(self.lanes, list):
            lanes = []
            for lanes_type_0_item_data in self.lanes:
                lanes_type_0_item = lanes_type_0_item_data.to_dict()
                lanes.append(lanes_type_0_item)


        else:
            lanes = self.lanes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if lanes is not UNSET:
            field_dict["lanes"] = lanes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.roadmap_lanes_type_0_item import RoadmapLanesType0Item # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_id = _parse_company_id(d.pop("companyId", UNSET))


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


        def _parse_lanes(data: object) -> list[RoadmapLanesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                lanes_type_0 = []
                _lanes_type_0 = data
                for lanes_type_0_item_data in (_lanes_type_0):
                    lanes_type_0_item = RoadmapLanesType0Item.from_dict(lanes_type_0_item_data)



                    lanes_type_0.append(lanes_type_0_item)

                return lanes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RoadmapLanesType0Item] | None | Unset, data)

        lanes = _parse_lanes(d.pop("lanes", UNSET))


        roadmap = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            company_id=company_id,
            name=name,
            description=description,
            lanes=lanes,
        )

        return roadmap


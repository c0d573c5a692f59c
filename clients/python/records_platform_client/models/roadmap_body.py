from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.roadmap_body_lanes_item import RoadmapBodyLanesItem





T = TypeVar("T", bound="RoadmapBody")



@_attrs_define
class RoadmapBody:
    """ 
        Attributes:
            company_id (str): The id of a Company.
            name (str):
            lanes (list[RoadmapBodyLanesItem]): Lanes (workstreams), each with its items in order; lane names differ.
            description (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    company_id: str
    name: str
    lanes: list[RoadmapBodyLanesItem]
    description: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.roadmap_body_lanes_item import RoadmapBodyLanesItem # noqa: PLC0415
        company_id = self.company_id

        name = self.name

        lanes = []
        for lanes_item_data in self.lanes:
            lanes_item = lanes_item_data.to_dict()
            lanes.append(lanes_item)



        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "companyId": company_id,
            "name": name,
            "lanes": lanes,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.roadmap_body_lanes_item import RoadmapBodyLanesItem # noqa: PLC0415
        d = dict(src_dict)
        company_id = d.pop("companyId")

        name = d.pop("name")

        lanes = []
        _lanes = d.pop("lanes")
        for lanes_item_data in (_lanes):
            lanes_item = RoadmapBodyLanesItem.from_dict(lanes_item_data)



            lanes.append(lanes_item)


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        roadmap_body = cls(
            company_id=company_id,
            name=name,
            lanes=lanes,
            description=description,
            expected_catalog_version=expected_catalog_version,
        )

        return roadmap_body


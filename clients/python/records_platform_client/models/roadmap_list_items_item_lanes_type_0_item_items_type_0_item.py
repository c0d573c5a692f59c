from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.roadmap_list_items_item_lanes_type_0_item_items_type_0_item_status import RoadmapListItemsItemLanesType0ItemItemsType0ItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="RoadmapListItemsItemLanesType0ItemItemsType0Item")



@_attrs_define
class RoadmapListItemsItemLanesType0ItemItemsType0Item:
    """ 
        Attributes:
            title (str):
            starts_on (datetime.date):
            ends_on (datetime.date | None | Unset):
            status (RoadmapListItemsItemLanesType0ItemItemsType0ItemStatus | Unset):  Default:
                RoadmapListItemsItemLanesType0ItemItemsType0ItemStatus.PLANNED.
     """

    title: str
    starts_on: datetime.date
    ends_on: datetime.date | None | Unset = UNSET
    status: RoadmapListItemsItemLanesType0ItemItemsType0ItemStatus | Unset = RoadmapListItemsItemLanesType0ItemItemsType0ItemStatus.PLANNED





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        starts_on = self.starts_on.isoformat()

        ends_on: None | str | Unset
        if isinstance(self.ends_on, Unset):
            ends_on = UNSET
        elif isinstance(self.ends_on, datetime.date):
            ends_on = self.ends_on.isoformat()
        else:
            ends_on = self.ends_on

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
            "startsOn": starts_on,
        })
        if ends_on is not UNSET:
            field_dict["endsOn"] = ends_on
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        starts_on = datetime.date.fromisoformat(d.pop("startsOn"))




        def _parse_ends_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ends_on_type_0 = datetime.date.fromisoformat(data)



                return ends_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        ends_on = _parse_ends_on(d.pop("endsOn", UNSET))


        _status = d.pop("status", UNSET)
        status: RoadmapListItemsItemLanesType0ItemItemsType0ItemStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = RoadmapListItemsItemLanesType0ItemItemsType0ItemStatus(_status)




        roadmap_list_items_item_lanes_type_0_item_items_type_0_item = cls(
            title=title,
            starts_on=starts_on,
            ends_on=ends_on,
            status=status,
        )

        return roadmap_list_items_item_lanes_type_0_item_items_type_0_item


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.esg_metric_library_frameworks_item_pillars_item import EsgMetricLibraryFrameworksItemPillarsItem





T = TypeVar("T", bound="EsgMetricLibraryFrameworksItem")



@_attrs_define
class EsgMetricLibraryFrameworksItem:
    """ 
        Attributes:
            framework_id (str | Unset):
            name (str | Unset):
            pillars (list[EsgMetricLibraryFrameworksItemPillarsItem] | Unset):
     """

    framework_id: str | Unset = UNSET
    name: str | Unset = UNSET
    pillars: list[EsgMetricLibraryFrameworksItemPillarsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.esg_metric_library_frameworks_item_pillars_item import EsgMetricLibraryFrameworksItemPillarsItem # noqa: PLC0415
        framework_id = self.framework_id

        name = self.name

        pillars: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.pillars, Unset):
            pillars = []
            for pillars_item_data in self.pillars:
                pillars_item = pillars_item_data.to_dict()
                pillars.append(pillars_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if framework_id is not UNSET:
            field_dict["frameworkId"] = framework_id
        if name is not UNSET:
            field_dict["name"] = name
        if pillars is not UNSET:
            field_dict["pillars"] = pillars

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.esg_metric_library_frameworks_item_pillars_item import EsgMetricLibraryFrameworksItemPillarsItem # noqa: PLC0415
        d = dict(src_dict)
        framework_id = d.pop("frameworkId", UNSET)

        name = d.pop("name", UNSET)

        _pillars = d.pop("pillars", UNSET)
        pillars: list[EsgMetricLibraryFrameworksItemPillarsItem] | Unset = UNSET
        if _pillars is not UNSET:
            pillars = []
            for pillars_item_data in _pillars:
                pillars_item = EsgMetricLibraryFrameworksItemPillarsItem.from_dict(pillars_item_data)



                pillars.append(pillars_item)


        esg_metric_library_frameworks_item = cls(
            framework_id=framework_id,
            name=name,
            pillars=pillars,
        )


        esg_metric_library_frameworks_item.additional_properties = d
        return esg_metric_library_frameworks_item

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

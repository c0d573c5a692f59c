from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.esg_metric_library_frameworks_item import EsgMetricLibraryFrameworksItem





T = TypeVar("T", bound="EsgMetricLibrary")



@_attrs_define
class EsgMetricLibrary:
    """ 
        Attributes:
            frameworks (list[EsgMetricLibraryFrameworksItem] | Unset):
     """

    frameworks: list[EsgMetricLibraryFrameworksItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.esg_metric_library_frameworks_item import EsgMetricLibraryFrameworksItem # noqa: PLC0415
        frameworks: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.frameworks, Unset):
            frameworks = []
            for frameworks_item_data in self.frameworks:
                frameworks_item = frameworks_item_data.to_dict()
                frameworks.append(frameworks_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if frameworks is not UNSET:
            field_dict["frameworks"] = frameworks

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.esg_metric_library_frameworks_item import EsgMetricLibraryFrameworksItem # noqa: PLC0415
        d = dict(src_dict)
        _frameworks = d.pop("frameworks", UNSET)
        frameworks: list[EsgMetricLibraryFrameworksItem] | Unset = UNSET
        if _frameworks is not UNSET:
            frameworks = []
            for frameworks_item_data in _frameworks:
                frameworks_item = EsgMetricLibraryFrameworksItem.from_dict(frameworks_item_data)



                frameworks.append(frameworks_item)


        esg_metric_library = cls(
            frameworks=frameworks,
        )


        esg_metric_library.additional_properties = d
        return esg_metric_library

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

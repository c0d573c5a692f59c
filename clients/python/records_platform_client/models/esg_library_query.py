from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_library_query_pillar import EsgLibraryQueryPillar
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EsgLibraryQuery")



@_attrs_define
class EsgLibraryQuery:
    """ 
        Attributes:
            framework_id (None | str | Unset): Only this framework.
            pillar (EsgLibraryQueryPillar | Unset):
     """

    framework_id: None | str | Unset = UNSET
    pillar: EsgLibraryQueryPillar | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        framework_id: None | str | Unset
        if isinstance(self.framework_id, Unset):
            framework_id = UNSET
        else:
            framework_id = self.framework_id

        pillar: str | Unset = UNSET
        if not isinstance(self.pillar, Unset):
            pillar = self.pillar.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if framework_id is not UNSET:
            field_dict["frameworkId"] = framework_id
        if pillar is not UNSET:
            field_dict["pillar"] = pillar

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_framework_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        framework_id = _parse_framework_id(d.pop("frameworkId", UNSET))


        _pillar = d.pop("pillar", UNSET)
        pillar: EsgLibraryQueryPillar | Unset
        if isinstance(_pillar,  Unset):
            pillar = UNSET
        else:
            pillar = EsgLibraryQueryPillar(_pillar)




        esg_library_query = cls(
            framework_id=framework_id,
            pillar=pillar,
        )

        return esg_library_query


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
  from ..models.lifecycles_lifecycles_item import LifecyclesLifecyclesItem





T = TypeVar("T", bound="Lifecycles")



@_attrs_define
class Lifecycles:
    """ 
        Attributes:
            as_of (datetime.datetime):
            lifecycles (list[LifecyclesLifecyclesItem]):
            record_id (None | str | Unset): The record asked about, if one was.
     """

    as_of: datetime.datetime
    lifecycles: list[LifecyclesLifecyclesItem]
    record_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.lifecycles_lifecycles_item import LifecyclesLifecyclesItem # noqa: PLC0415
        as_of = self.as_of.isoformat()

        lifecycles = []
        for lifecycles_item_data in self.lifecycles:
            lifecycles_item = lifecycles_item_data.to_dict()
            lifecycles.append(lifecycles_item)



        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "asOf": as_of,
            "lifecycles": lifecycles,
        })
        if record_id is not UNSET:
            field_dict["recordId"] = record_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.lifecycles_lifecycles_item import LifecyclesLifecyclesItem # noqa: PLC0415
        d = dict(src_dict)
        as_of = datetime.datetime.fromisoformat(d.pop("asOf"))




        lifecycles = []
        _lifecycles = d.pop("lifecycles")
        for lifecycles_item_data in (_lifecycles):
            lifecycles_item = LifecyclesLifecyclesItem.from_dict(lifecycles_item_data)



            lifecycles.append(lifecycles_item)


        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        lifecycles = cls(
            as_of=as_of,
            lifecycles=lifecycles,
            record_id=record_id,
        )

        return lifecycles


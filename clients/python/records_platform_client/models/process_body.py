from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.process_body_record_type import ProcessBodyRecordType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.process_body_stages_item import ProcessBodyStagesItem





T = TypeVar("T", bound="ProcessBody")



@_attrs_define
class ProcessBody:
    """ 
        Attributes:
            name (str):
            stages (list[ProcessBodyStagesItem]):
            description (None | str | Unset):
            record_type (ProcessBodyRecordType | Unset): The records it moves, if one type.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    stages: list[ProcessBodyStagesItem]
    description: None | str | Unset = UNSET
    record_type: ProcessBodyRecordType | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.process_body_stages_item import ProcessBodyStagesItem # noqa: PLC0415
        name = self.name

        stages = []
        for stages_item_data in self.stages:
            stages_item = stages_item_data.to_dict()
            stages.append(stages_item)



        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "stages": stages,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.process_body_stages_item import ProcessBodyStagesItem # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        stages = []
        _stages = d.pop("stages")
        for stages_item_data in (_stages):
            stages_item = ProcessBodyStagesItem.from_dict(stages_item_data)



            stages.append(stages_item)


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        _record_type = d.pop("recordType", UNSET)
        record_type: ProcessBodyRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = ProcessBodyRecordType(_record_type)




        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        process_body = cls(
            name=name,
            stages=stages,
            description=description,
            record_type=record_type,
            expected_catalog_version=expected_catalog_version,
        )

        return process_body


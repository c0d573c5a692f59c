from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.workflow_config_body_record_type import WorkflowConfigBodyRecordType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.workflow_config_body_stages_item import WorkflowConfigBodyStagesItem





T = TypeVar("T", bound="WorkflowConfigBody")



@_attrs_define
class WorkflowConfigBody:
    """ 
        Attributes:
            name (str):
            record_type (WorkflowConfigBodyRecordType): The records that go through this process.
            stages (list[WorkflowConfigBodyStagesItem]): In order; keys unique.
            description (None | str | Unset):
            approval_type_id (None | str | Unset): The approval a record needs to finish the process.
            active (bool | None | Unset):  Default: True.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    record_type: WorkflowConfigBodyRecordType
    stages: list[WorkflowConfigBodyStagesItem]
    description: None | str | Unset = UNSET
    approval_type_id: None | str | Unset = UNSET
    active: bool | None | Unset = True
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.workflow_config_body_stages_item import WorkflowConfigBodyStagesItem # noqa: PLC0415
        name = self.name

        record_type = self.record_type.value

        stages = []
        for stages_item_data in self.stages:
            stages_item = stages_item_data.to_dict()
            stages.append(stages_item)



        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        approval_type_id: None | str | Unset
        if isinstance(self.approval_type_id, Unset):
            approval_type_id = UNSET
        else:
            approval_type_id = self.approval_type_id

        active: bool | None | Unset
        if isinstance(self.active, Unset):
            active = UNSET
        else:
            active = self.active

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "recordType": record_type,
            "stages": stages,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if approval_type_id is not UNSET:
            field_dict["approvalTypeId"] = approval_type_id
        if active is not UNSET:
            field_dict["active"] = active
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.workflow_config_body_stages_item import WorkflowConfigBodyStagesItem # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        record_type = WorkflowConfigBodyRecordType(d.pop("recordType"))




        stages = []
        _stages = d.pop("stages")
        for stages_item_data in (_stages):
            stages_item = WorkflowConfigBodyStagesItem.from_dict(stages_item_data)



            stages.append(stages_item)


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_approval_type_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        approval_type_id = _parse_approval_type_id(d.pop("approvalTypeId", UNSET))


        def _parse_active(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        active = _parse_active(d.pop("active", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        workflow_config_body = cls(
            name=name,
            record_type=record_type,
            stages=stages,
            description=description,
            approval_type_id=approval_type_id,
            active=active,
            expected_catalog_version=expected_catalog_version,
        )

        return workflow_config_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.workflow_config_record_type import WorkflowConfigRecordType
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.workflow_config_stages_type_0_item import WorkflowConfigStagesType0Item





T = TypeVar("T", bound="WorkflowConfig")



@_attrs_define
class WorkflowConfig:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            description (None | str | Unset):
            record_type (WorkflowConfigRecordType | Unset): The records that go through this process.
            stages (list[WorkflowConfigStagesType0Item] | None | Unset): In order; keys unique.
            approval_type_id (None | str | Unset): The approval a record needs to finish the process.
            active (bool | None | Unset):  Default: True.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    record_type: WorkflowConfigRecordType | Unset = UNSET
    stages: list[WorkflowConfigStagesType0Item] | None | Unset = UNSET
    approval_type_id: None | str | Unset = UNSET
    active: bool | None | Unset = True





    def to_dict(self) -> dict[str, Any]:
        from ..models.workflow_config_stages_type_0_item import WorkflowConfigStagesType0Item # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

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

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        stages: list[dict[str, Any]] | None | Unset
        if isinstance(self.stages, Unset):
            stages = UNSET
        elif isinstance(self.stages, list):
            stages = []
            for stages_type_0_item_data in self.stages:
                stages_type_0_item = stages_type_0_item_data.to_dict()
                stages.append(stages_type_0_item)


        else:
            stages = self.stages

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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if stages is not UNSET:
            field_dict["stages"] = stages
        if approval_type_id is not UNSET:
            field_dict["approvalTypeId"] = approval_type_id
        if active is not UNSET:
            field_dict["active"] = active

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.workflow_config_stages_type_0_item import WorkflowConfigStagesType0Item # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

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


        _record_type = d.pop("recordType", UNSET)
        record_type: WorkflowConfigRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = WorkflowConfigRecordType(_record_type)




        def _parse_stages(data: object) -> list[WorkflowConfigStagesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                stages_type_0 = []
                _stages_type_0 = data
                for stages_type_0_item_data in (_stages_type_0):
                    stages_type_0_item = WorkflowConfigStagesType0Item.from_dict(stages_type_0_item_data)



                    stages_type_0.append(stages_type_0_item)

                return stages_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[WorkflowConfigStagesType0Item] | None | Unset, data)

        stages = _parse_stages(d.pop("stages", UNSET))


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


        workflow_config = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            description=description,
            record_type=record_type,
            stages=stages,
            approval_type_id=approval_type_id,
            active=active,
        )

        return workflow_config


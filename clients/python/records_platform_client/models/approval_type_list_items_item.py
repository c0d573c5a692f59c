from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.approval_type_list_items_item_record_type import ApprovalTypeListItemsItemRecordType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ApprovalTypeListItemsItem")



@_attrs_define
class ApprovalTypeListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            workflow_config_count (int): How many workflow configs ask for this approval type. Default: 0.
            name (None | str | Unset):
            description (None | str | Unset):
            record_type (ApprovalTypeListItemsItemRecordType | Unset): The records it approves (an IC approval: Deal).
            approver_role_ids (list[str] | None | Unset): Roles of your firm whose members may approve.
            approvals_required (int | None | Unset): How many approvers must approve (1 to 10). Default: 1.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    workflow_config_count: int = 0
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    record_type: ApprovalTypeListItemsItemRecordType | Unset = UNSET
    approver_role_ids: list[str] | None | Unset = UNSET
    approvals_required: int | None | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        workflow_config_count = self.workflow_config_count

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


        approver_role_ids: list[str] | None | Unset
        if isinstance(self.approver_role_ids, Unset):
            approver_role_ids = UNSET
        elif isinstance(self.approver_role_ids, list):
            approver_role_ids = self.approver_role_ids


        else:
            approver_role_ids = self.approver_role_ids

        approvals_required: int | None | Unset
        if isinstance(self.approvals_required, Unset):
            approvals_required = UNSET
        else:
            approvals_required = self.approvals_required


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "workflowConfigCount": workflow_config_count,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if approver_role_ids is not UNSET:
            field_dict["approverRoleIds"] = approver_role_ids
        if approvals_required is not UNSET:
            field_dict["approvalsRequired"] = approvals_required

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        workflow_config_count = d.pop("workflowConfigCount")

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
        record_type: ApprovalTypeListItemsItemRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = ApprovalTypeListItemsItemRecordType(_record_type)




        def _parse_approver_role_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                approver_role_ids_type_0 = cast(list[str], data)

                return approver_role_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        approver_role_ids = _parse_approver_role_ids(d.pop("approverRoleIds", UNSET))


        def _parse_approvals_required(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        approvals_required = _parse_approvals_required(d.pop("approvalsRequired", UNSET))


        approval_type_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            workflow_config_count=workflow_config_count,
            name=name,
            description=description,
            record_type=record_type,
            approver_role_ids=approver_role_ids,
            approvals_required=approvals_required,
        )

        return approval_type_list_items_item


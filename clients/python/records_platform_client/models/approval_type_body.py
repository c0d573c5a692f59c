from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.approval_type_body_record_type import ApprovalTypeBodyRecordType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ApprovalTypeBody")



@_attrs_define
class ApprovalTypeBody:
    """ 
        Attributes:
            name (str):
            record_type (ApprovalTypeBodyRecordType): The records it approves (an IC approval: Deal).
            approver_role_ids (list[str]): Roles of your firm whose members may approve.
            description (None | str | Unset):
            approvals_required (int | None | Unset): How many approvers must approve (1 to 10). Default: 1.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    record_type: ApprovalTypeBodyRecordType
    approver_role_ids: list[str]
    description: None | str | Unset = UNSET
    approvals_required: int | None | Unset = 1
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        record_type = self.record_type.value

        approver_role_ids = self.approver_role_ids



        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        approvals_required: int | None | Unset
        if isinstance(self.approvals_required, Unset):
            approvals_required = UNSET
        else:
            approvals_required = self.approvals_required

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "recordType": record_type,
            "approverRoleIds": approver_role_ids,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if approvals_required is not UNSET:
            field_dict["approvalsRequired"] = approvals_required
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        record_type = ApprovalTypeBodyRecordType(d.pop("recordType"))




        approver_role_ids = cast(list[str], d.pop("approverRoleIds"))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_approvals_required(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        approvals_required = _parse_approvals_required(d.pop("approvalsRequired", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        approval_type_body = cls(
            name=name,
            record_type=record_type,
            approver_role_ids=approver_role_ids,
            description=description,
            approvals_required=approvals_required,
            expected_catalog_version=expected_catalog_version,
        )

        return approval_type_body


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
  from ..models.audit_log_items_item_actor import AuditLogItemsItemActor





T = TypeVar("T", bound="AuditLogItemsItem")



@_attrs_define
class AuditLogItemsItem:
    """ 
        Attributes:
            at (datetime.datetime): When it was written (UTC, milliseconds).
            actor (AuditLogItemsItemActor):
            method (str):
            route (str):
            path (str):
            request_id (str):
            status (int):
            resource_id (None | str | Unset):
     """

    at: datetime.datetime
    actor: AuditLogItemsItemActor
    method: str
    route: str
    path: str
    request_id: str
    status: int
    resource_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_log_items_item_actor import AuditLogItemsItemActor # noqa: PLC0415
        at = self.at.isoformat()

        actor = self.actor.to_dict()

        method = self.method

        route = self.route

        path = self.path

        request_id = self.request_id

        status = self.status

        resource_id: None | str | Unset
        if isinstance(self.resource_id, Unset):
            resource_id = UNSET
        else:
            resource_id = self.resource_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "actor": actor,
            "method": method,
            "route": route,
            "path": path,
            "requestId": request_id,
            "status": status,
        })
        if resource_id is not UNSET:
            field_dict["resourceId"] = resource_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_log_items_item_actor import AuditLogItemsItemActor # noqa: PLC0415
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        actor = AuditLogItemsItemActor.from_dict(d.pop("actor"))




        method = d.pop("method")

        route = d.pop("route")

        path = d.pop("path")

        request_id = d.pop("requestId")

        status = d.pop("status")

        def _parse_resource_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        resource_id = _parse_resource_id(d.pop("resourceId", UNSET))


        audit_log_items_item = cls(
            at=at,
            actor=actor,
            method=method,
            route=route,
            path=path,
            request_id=request_id,
            status=status,
            resource_id=resource_id,
        )

        return audit_log_items_item


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.change_entry_kind import ChangeEntryKind
from typing import cast

if TYPE_CHECKING:
  from ..models.change_actor import ChangeActor





T = TypeVar("T", bound="ChangeEntry")



@_attrs_define
class ChangeEntry:
    """ 
        Attributes:
            id (str):
            kind (ChangeEntryKind):
            record_type (str):
            record_id (str):
            version (int):
            changed_fields (list[str]):
            at (str):
            actor (ChangeActor):
     """

    id: str
    kind: ChangeEntryKind
    record_type: str
    record_id: str
    version: int
    changed_fields: list[str]
    at: str
    actor: ChangeActor
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.change_actor import ChangeActor # noqa: PLC0415
        id = self.id

        kind = self.kind.value

        record_type = self.record_type

        record_id = self.record_id

        version = self.version

        changed_fields = self.changed_fields



        at = self.at

        actor = self.actor.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "kind": kind,
            "recordType": record_type,
            "recordId": record_id,
            "version": version,
            "changedFields": changed_fields,
            "at": at,
            "actor": actor,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.change_actor import ChangeActor # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        kind = ChangeEntryKind(d.pop("kind"))




        record_type = d.pop("recordType")

        record_id = d.pop("recordId")

        version = d.pop("version")

        changed_fields = cast(list[str], d.pop("changedFields"))


        at = d.pop("at")

        actor = ChangeActor.from_dict(d.pop("actor"))




        change_entry = cls(
            id=id,
            kind=kind,
            record_type=record_type,
            record_id=record_id,
            version=version,
            changed_fields=changed_fields,
            at=at,
            actor=actor,
        )


        change_entry.additional_properties = d
        return change_entry

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

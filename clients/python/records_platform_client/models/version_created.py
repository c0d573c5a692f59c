from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.version_created_status import VersionCreatedStatus
from typing import cast






T = TypeVar("T", bound="VersionCreated")



@_attrs_define
class VersionCreated:
    """ The new version, whether it is current (inactive form) or a draft waiting for activate.

        Attributes:
            form_id (str):
            version_id (str):
            version_number (int):
            status (VersionCreatedStatus):
            current_version_id (None | str):
            current_version_number (int | None):
     """

    form_id: str
    version_id: str
    version_number: int
    status: VersionCreatedStatus
    current_version_id: None | str
    current_version_number: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        form_id = self.form_id

        version_id = self.version_id

        version_number = self.version_number

        status = self.status.value

        current_version_id: None | str
        current_version_id = self.current_version_id

        current_version_number: int | None
        current_version_number = self.current_version_number


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "formId": form_id,
            "versionId": version_id,
            "versionNumber": version_number,
            "status": status,
            "currentVersionId": current_version_id,
            "currentVersionNumber": current_version_number,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        form_id = d.pop("formId")

        version_id = d.pop("versionId")

        version_number = d.pop("versionNumber")

        status = VersionCreatedStatus(d.pop("status"))




        def _parse_current_version_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        current_version_id = _parse_current_version_id(d.pop("currentVersionId"))


        def _parse_current_version_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        current_version_number = _parse_current_version_number(d.pop("currentVersionNumber"))


        version_created = cls(
            form_id=form_id,
            version_id=version_id,
            version_number=version_number,
            status=status,
            current_version_id=current_version_id,
            current_version_number=current_version_number,
        )


        version_created.additional_properties = d
        return version_created

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

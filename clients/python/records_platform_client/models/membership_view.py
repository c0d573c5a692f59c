from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.firm_view import FirmView





T = TypeVar("T", bound="MembershipView")



@_attrs_define
class MembershipView:
    """ 
        Attributes:
            firm (FirmView):
            role_id (str):
            current (bool):
     """

    firm: FirmView
    role_id: str
    current: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.firm_view import FirmView # noqa: PLC0415
        firm = self.firm.to_dict()

        role_id = self.role_id

        current = self.current


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "firm": firm,
            "roleId": role_id,
            "current": current,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.firm_view import FirmView # noqa: PLC0415
        d = dict(src_dict)
        firm = FirmView.from_dict(d.pop("firm"))




        role_id = d.pop("roleId")

        current = d.pop("current")

        membership_view = cls(
            firm=firm,
            role_id=role_id,
            current=current,
        )


        membership_view.additional_properties = d
        return membership_view

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.firm_view import FirmView
  from ..models.membership_view import MembershipView
  from ..models.role_view import RoleView
  from ..models.token_view import TokenView
  from ..models.user_view import UserView





T = TypeVar("T", bound="MeResponse")



@_attrs_define
class MeResponse:
    """ 
        Attributes:
            user (UserView):
            firm (FirmView):
            role (RoleView):
            permissions (list[str]):
            token (TokenView):
            memberships (list[MembershipView]):
     """

    user: UserView
    firm: FirmView
    role: RoleView
    permissions: list[str]
    token: TokenView
    memberships: list[MembershipView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.firm_view import FirmView # noqa: PLC0415
        from ..models.membership_view import MembershipView # noqa: PLC0415
        from ..models.role_view import RoleView # noqa: PLC0415
        from ..models.token_view import TokenView # noqa: PLC0415
        from ..models.user_view import UserView # noqa: PLC0415
        user = self.user.to_dict()

        firm = self.firm.to_dict()

        role = self.role.to_dict()

        permissions = self.permissions



        token = self.token.to_dict()

        memberships = []
        for memberships_item_data in self.memberships:
            memberships_item = memberships_item_data.to_dict()
            memberships.append(memberships_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "user": user,
            "firm": firm,
            "role": role,
            "permissions": permissions,
            "token": token,
            "memberships": memberships,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.firm_view import FirmView # noqa: PLC0415
        from ..models.membership_view import MembershipView # noqa: PLC0415
        from ..models.role_view import RoleView # noqa: PLC0415
        from ..models.token_view import TokenView # noqa: PLC0415
        from ..models.user_view import UserView # noqa: PLC0415
        d = dict(src_dict)
        user = UserView.from_dict(d.pop("user"))




        firm = FirmView.from_dict(d.pop("firm"))




        role = RoleView.from_dict(d.pop("role"))




        permissions = cast(list[str], d.pop("permissions"))


        token = TokenView.from_dict(d.pop("token"))




        memberships = []
        _memberships = d.pop("memberships")
        for memberships_item_data in (_memberships):
            memberships_item = MembershipView.from_dict(memberships_item_data)



            memberships.append(memberships_item)


        me_response = cls(
            user=user,
            firm=firm,
            role=role,
            permissions=permissions,
            token=token,
            memberships=memberships,
        )


        me_response.additional_properties = d
        return me_response

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.firm_view import FirmView
  from ..models.user_view import UserView





T = TypeVar("T", bound="SessionGrant")



@_attrs_define
class SessionGrant:
    """ 
        Attributes:
            access_token (str):
            expires_in (int):
            user (UserView):
            firm (FirmView):
            token_type (Literal['Bearer'] | Unset):  Default: 'Bearer'.
     """

    access_token: str
    expires_in: int
    user: UserView
    firm: FirmView
    token_type: Literal['Bearer'] | Unset = 'Bearer'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.firm_view import FirmView # noqa: PLC0415
        from ..models.user_view import UserView # noqa: PLC0415
        access_token = self.access_token

        expires_in = self.expires_in

        user = self.user.to_dict()

        firm = self.firm.to_dict()

        token_type = self.token_type


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "accessToken": access_token,
            "expiresIn": expires_in,
            "user": user,
            "firm": firm,
        })
        if token_type is not UNSET:
            field_dict["tokenType"] = token_type

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.firm_view import FirmView # noqa: PLC0415
        from ..models.user_view import UserView # noqa: PLC0415
        d = dict(src_dict)
        access_token = d.pop("accessToken")

        expires_in = d.pop("expiresIn")

        user = UserView.from_dict(d.pop("user"))




        firm = FirmView.from_dict(d.pop("firm"))




        token_type = cast(Literal['Bearer'] | Unset , d.pop("tokenType", UNSET))
        if token_type != 'Bearer'and not isinstance(token_type, Unset):
            raise ValueError(f"tokenType must match const 'Bearer', got '{token_type}'")

        session_grant = cls(
            access_token=access_token,
            expires_in=expires_in,
            user=user,
            firm=firm,
            token_type=token_type,
        )


        session_grant.additional_properties = d
        return session_grant

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.portal_settings_guest_visibility import PortalSettingsGuestVisibility





T = TypeVar("T", bound="PortalSettings")



@_attrs_define
class PortalSettings:
    """ 
        Attributes:
            guest_visibility (PortalSettingsGuestVisibility):
            portal_address (None | str | Unset):
            updated_at (None | str | Unset):
     """

    guest_visibility: PortalSettingsGuestVisibility
    portal_address: None | str | Unset = UNSET
    updated_at: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.portal_settings_guest_visibility import PortalSettingsGuestVisibility # noqa: PLC0415
        guest_visibility = self.guest_visibility.to_dict()

        portal_address: None | str | Unset
        if isinstance(self.portal_address, Unset):
            portal_address = UNSET
        else:
            portal_address = self.portal_address

        updated_at: None | str | Unset
        if isinstance(self.updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = self.updated_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "guestVisibility": guest_visibility,
        })
        if portal_address is not UNSET:
            field_dict["portalAddress"] = portal_address
        if updated_at is not UNSET:
            field_dict["updatedAt"] = updated_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.portal_settings_guest_visibility import PortalSettingsGuestVisibility # noqa: PLC0415
        d = dict(src_dict)
        guest_visibility = PortalSettingsGuestVisibility.from_dict(d.pop("guestVisibility"))




        def _parse_portal_address(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        portal_address = _parse_portal_address(d.pop("portalAddress", UNSET))


        def _parse_updated_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        updated_at = _parse_updated_at(d.pop("updatedAt", UNSET))


        portal_settings = cls(
            guest_visibility=guest_visibility,
            portal_address=portal_address,
            updated_at=updated_at,
        )

        return portal_settings


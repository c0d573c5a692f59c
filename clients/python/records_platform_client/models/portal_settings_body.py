from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.portal_settings_body_guest_visibility_type_0 import PortalSettingsBodyGuestVisibilityType0





T = TypeVar("T", bound="PortalSettingsBody")



@_attrs_define
class PortalSettingsBody:
    """ 
        Attributes:
            portal_address (None | str | Unset):
            guest_visibility (None | PortalSettingsBodyGuestVisibilityType0 | Unset): What a guest (a portal visitor without
                a grant) can see. Default: {"companyProfiles": false, "contactForm": false, "fundOverview": false, "news":
                false}.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    portal_address: None | str | Unset = UNSET
    guest_visibility: None | PortalSettingsBodyGuestVisibilityType0 | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.portal_settings_body_guest_visibility_type_0 import PortalSettingsBodyGuestVisibilityType0 # noqa: PLC0415
        portal_address: None | str | Unset
        if isinstance(self.portal_address, Unset):
            portal_address = UNSET
        else:
            portal_address = self.portal_address

        guest_visibility: dict[str, Any] | None | Unset
        if isinstance(self.guest_visibility, Unset):
            guest_visibility = UNSET
        elif isinstance(self.guest_visibility, PortalSettingsBodyGuestVisibilityType0):
            guest_visibility = self.guest_visibility.to_dict()
        else:
            guest_visibility = self.guest_visibility

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if portal_address is not UNSET:
            field_dict["portalAddress"] = portal_address
        if guest_visibility is not UNSET:
            field_dict["guestVisibility"] = guest_visibility
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.portal_settings_body_guest_visibility_type_0 import PortalSettingsBodyGuestVisibilityType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_portal_address(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        portal_address = _parse_portal_address(d.pop("portalAddress", UNSET))


        def _parse_guest_visibility(data: object) -> None | PortalSettingsBodyGuestVisibilityType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                guest_visibility_type_0 = PortalSettingsBodyGuestVisibilityType0.from_dict(data)



                return guest_visibility_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PortalSettingsBodyGuestVisibilityType0 | Unset, data)

        guest_visibility = _parse_guest_visibility(d.pop("guestVisibility", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        portal_settings_body = cls(
            portal_address=portal_address,
            guest_visibility=guest_visibility,
            expected_catalog_version=expected_catalog_version,
        )

        return portal_settings_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.address_body_address_type import AddressBodyAddressType
from ..models.address_body_mode import AddressBodyMode
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AddressBody")



@_attrs_define
class AddressBody:
    """ 
        Attributes:
            address_type (AddressBodyAddressType):
            country (str): ISO-3166 alpha-2 country code.
            mode (AddressBodyMode): create adds the type's address; correct fixes the current one in place; replace ends the
                current one and adds this one.
            line1 (None | str | Unset):
            line2 (None | str | Unset):
            city (None | str | Unset):
            province_state (None | str | Unset):
            postal_code (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    address_type: AddressBodyAddressType
    country: str
    mode: AddressBodyMode
    line1: None | str | Unset = UNSET
    line2: None | str | Unset = UNSET
    city: None | str | Unset = UNSET
    province_state: None | str | Unset = UNSET
    postal_code: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        address_type = self.address_type.value

        country = self.country

        mode = self.mode.value

        line1: None | str | Unset
        if isinstance(self.line1, Unset):
            line1 = UNSET
        else:
            line1 = self.line1

        line2: None | str | Unset
        if isinstance(self.line2, Unset):
            line2 = UNSET
        else:
            line2 = self.line2

        city: None | str | Unset
        if isinstance(self.city, Unset):
            city = UNSET
        else:
            city = self.city

        province_state: None | str | Unset
        if isinstance(self.province_state, Unset):
            province_state = UNSET
        else:
            province_state = self.province_state

        postal_code: None | str | Unset
        if isinstance(self.postal_code, Unset):
            postal_code = UNSET
        else:
            postal_code = self.postal_code

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "addressType": address_type,
            "country": country,
            "mode": mode,
        })
        if line1 is not UNSET:
            field_dict["line1"] = line1
        if line2 is not UNSET:
            field_dict["line2"] = line2
        if city is not UNSET:
            field_dict["city"] = city
        if province_state is not UNSET:
            field_dict["provinceState"] = province_state
        if postal_code is not UNSET:
            field_dict["postalCode"] = postal_code
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        address_type = AddressBodyAddressType(d.pop("addressType"))




        country = d.pop("country")

        mode = AddressBodyMode(d.pop("mode"))




        def _parse_line1(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        line1 = _parse_line1(d.pop("line1", UNSET))


        def _parse_line2(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        line2 = _parse_line2(d.pop("line2", UNSET))


        def _parse_city(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        city = _parse_city(d.pop("city", UNSET))


        def _parse_province_state(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        province_state = _parse_province_state(d.pop("provinceState", UNSET))


        def _parse_postal_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        postal_code = _parse_postal_code(d.pop("postalCode", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        address_body = cls(
            address_type=address_type,
            country=country,
            mode=mode,
            line1=line1,
            line2=line2,
            city=city,
            province_state=province_state,
            postal_code=postal_code,
            expected_catalog_version=expected_catalog_version,
        )

        return address_body


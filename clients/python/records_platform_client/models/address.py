from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.address_address_type import AddressAddressType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Address")



@_attrs_define
class Address:
    """ 
        Attributes:
            id (str):
            version (int):
            address_type (AddressAddressType):
            country (str): ISO-3166 alpha-2 country code.
            current (bool): The type's current address (validTo is null).
            valid_from (str): When it became current.
            created_at (str):
            updated_at (str):
            created_by (str):
            line1 (None | str | Unset):
            line2 (None | str | Unset):
            city (None | str | Unset):
            province_state (None | str | Unset):
            postal_code (None | str | Unset):
            valid_to (None | str | Unset): When another replaced it (null: current).
     """

    id: str
    version: int
    address_type: AddressAddressType
    country: str
    current: bool
    valid_from: str
    created_at: str
    updated_at: str
    created_by: str
    line1: None | str | Unset = UNSET
    line2: None | str | Unset = UNSET
    city: None | str | Unset = UNSET
    province_state: None | str | Unset = UNSET
    postal_code: None | str | Unset = UNSET
    valid_to: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        address_type = self.address_type.value

        country = self.country

        current = self.current

        valid_from = self.valid_from

        created_at = self.created_at

        updated_at = self.updated_at

        created_by = self.created_by

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

        valid_to: None | str | Unset
        if isinstance(self.valid_to, Unset):
            valid_to = UNSET
        else:
            valid_to = self.valid_to


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "addressType": address_type,
            "country": country,
            "current": current,
            "validFrom": valid_from,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
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
        if valid_to is not UNSET:
            field_dict["validTo"] = valid_to

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        address_type = AddressAddressType(d.pop("addressType"))




        country = d.pop("country")

        current = d.pop("current")

        valid_from = d.pop("validFrom")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        created_by = d.pop("createdBy")

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


        def _parse_valid_to(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        valid_to = _parse_valid_to(d.pop("validTo", UNSET))


        address = cls(
            id=id,
            version=version,
            address_type=address_type,
            country=country,
            current=current,
            valid_from=valid_from,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            line1=line1,
            line2=line2,
            city=city,
            province_state=province_state,
            postal_code=postal_code,
            valid_to=valid_to,
        )

        return address


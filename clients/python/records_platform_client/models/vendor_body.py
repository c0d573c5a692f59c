from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.vendor_body_category import VendorBodyCategory
from ..models.vendor_body_risk_rating import VendorBodyRiskRating
from ..models.vendor_body_status import VendorBodyStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="VendorBody")



@_attrs_define
class VendorBody:
    """ 
        Attributes:
            name (str):
            category (VendorBodyCategory):
            status (VendorBodyStatus | Unset):  Default: VendorBodyStatus.ONBOARDING.
            risk_rating (VendorBodyRiskRating | Unset):
            website (None | str | Unset):
            contact_email (None | str | Unset):
            country (None | str | Unset): ISO-3166 alpha-2 country code.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    category: VendorBodyCategory
    status: VendorBodyStatus | Unset = VendorBodyStatus.ONBOARDING
    risk_rating: VendorBodyRiskRating | Unset = UNSET
    website: None | str | Unset = UNSET
    contact_email: None | str | Unset = UNSET
    country: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        category = self.category.value

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        risk_rating: str | Unset = UNSET
        if not isinstance(self.risk_rating, Unset):
            risk_rating = self.risk_rating.value


        website: None | str | Unset
        if isinstance(self.website, Unset):
            website = UNSET
        else:
            website = self.website

        contact_email: None | str | Unset
        if isinstance(self.contact_email, Unset):
            contact_email = UNSET
        else:
            contact_email = self.contact_email

        country: None | str | Unset
        if isinstance(self.country, Unset):
            country = UNSET
        else:
            country = self.country

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "category": category,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if risk_rating is not UNSET:
            field_dict["riskRating"] = risk_rating
        if website is not UNSET:
            field_dict["website"] = website
        if contact_email is not UNSET:
            field_dict["contactEmail"] = contact_email
        if country is not UNSET:
            field_dict["country"] = country
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        category = VendorBodyCategory(d.pop("category"))




        _status = d.pop("status", UNSET)
        status: VendorBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = VendorBodyStatus(_status)




        _risk_rating = d.pop("riskRating", UNSET)
        risk_rating: VendorBodyRiskRating | Unset
        if isinstance(_risk_rating,  Unset):
            risk_rating = UNSET
        else:
            risk_rating = VendorBodyRiskRating(_risk_rating)




        def _parse_website(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        website = _parse_website(d.pop("website", UNSET))


        def _parse_contact_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        contact_email = _parse_contact_email(d.pop("contactEmail", UNSET))


        def _parse_country(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        country = _parse_country(d.pop("country", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        vendor_body = cls(
            name=name,
            category=category,
            status=status,
            risk_rating=risk_rating,
            website=website,
            contact_email=contact_email,
            country=country,
            expected_catalog_version=expected_catalog_version,
        )

        return vendor_body


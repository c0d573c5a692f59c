from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.vendor_list_items_item_category import VendorListItemsItemCategory
from ..models.vendor_list_items_item_risk_rating import VendorListItemsItemRiskRating
from ..models.vendor_list_items_item_status import VendorListItemsItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="VendorListItemsItem")



@_attrs_define
class VendorListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            category (VendorListItemsItemCategory | Unset):
            status (VendorListItemsItemStatus | Unset):  Default: VendorListItemsItemStatus.ONBOARDING.
            risk_rating (VendorListItemsItemRiskRating | Unset):
            website (None | str | Unset):
            contact_email (None | str | Unset):
            country (None | str | Unset): ISO-3166 alpha-2 country code.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    category: VendorListItemsItemCategory | Unset = UNSET
    status: VendorListItemsItemStatus | Unset = VendorListItemsItemStatus.ONBOARDING
    risk_rating: VendorListItemsItemRiskRating | Unset = UNSET
    website: None | str | Unset = UNSET
    contact_email: None | str | Unset = UNSET
    country: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        category: str | Unset = UNSET
        if not isinstance(self.category, Unset):
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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if category is not UNSET:
            field_dict["category"] = category
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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        _category = d.pop("category", UNSET)
        category: VendorListItemsItemCategory | Unset
        if isinstance(_category,  Unset):
            category = UNSET
        else:
            category = VendorListItemsItemCategory(_category)




        _status = d.pop("status", UNSET)
        status: VendorListItemsItemStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = VendorListItemsItemStatus(_status)




        _risk_rating = d.pop("riskRating", UNSET)
        risk_rating: VendorListItemsItemRiskRating | Unset
        if isinstance(_risk_rating,  Unset):
            risk_rating = UNSET
        else:
            risk_rating = VendorListItemsItemRiskRating(_risk_rating)




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


        vendor_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            category=category,
            status=status,
            risk_rating=risk_rating,
            website=website,
            contact_email=contact_email,
            country=country,
        )

        return vendor_list_items_item


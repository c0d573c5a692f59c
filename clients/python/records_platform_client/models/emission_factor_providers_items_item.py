from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="EmissionFactorProvidersItemsItem")



@_attrs_define
class EmissionFactorProvidersItemsItem:
    """ 
        Attributes:
            id (str | Unset):
            name (str | Unset):
            publisher (str | Unset):
            year (int | Unset):
            region (str | Unset):
            url (str | Unset):
     """

    id: str | Unset = UNSET
    name: str | Unset = UNSET
    publisher: str | Unset = UNSET
    year: int | Unset = UNSET
    region: str | Unset = UNSET
    url: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        publisher = self.publisher

        year = self.year

        region = self.region

        url = self.url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if id is not UNSET:
            field_dict["id"] = id
        if name is not UNSET:
            field_dict["name"] = name
        if publisher is not UNSET:
            field_dict["publisher"] = publisher
        if year is not UNSET:
            field_dict["year"] = year
        if region is not UNSET:
            field_dict["region"] = region
        if url is not UNSET:
            field_dict["url"] = url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        name = d.pop("name", UNSET)

        publisher = d.pop("publisher", UNSET)

        year = d.pop("year", UNSET)

        region = d.pop("region", UNSET)

        url = d.pop("url", UNSET)

        emission_factor_providers_items_item = cls(
            id=id,
            name=name,
            publisher=publisher,
            year=year,
            region=region,
            url=url,
        )


        emission_factor_providers_items_item.additional_properties = d
        return emission_factor_providers_items_item

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

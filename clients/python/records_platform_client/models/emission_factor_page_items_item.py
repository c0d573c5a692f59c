from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="EmissionFactorPageItemsItem")



@_attrs_define
class EmissionFactorPageItemsItem:
    """ 
        Attributes:
            id (str | Unset):
            provider_id (str | Unset):
            name (str | Unset):
            category (str | Unset):
            scope (int | Unset):
            activity_unit (str | Unset):
            factor (float | Unset):
            unit (str | Unset):
            gas (str | Unset):
            region (str | Unset):
            year (int | Unset):
     """

    id: str | Unset = UNSET
    provider_id: str | Unset = UNSET
    name: str | Unset = UNSET
    category: str | Unset = UNSET
    scope: int | Unset = UNSET
    activity_unit: str | Unset = UNSET
    factor: float | Unset = UNSET
    unit: str | Unset = UNSET
    gas: str | Unset = UNSET
    region: str | Unset = UNSET
    year: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        provider_id = self.provider_id

        name = self.name

        category = self.category

        scope = self.scope

        activity_unit = self.activity_unit

        factor = self.factor

        unit = self.unit

        gas = self.gas

        region = self.region

        year = self.year


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if id is not UNSET:
            field_dict["id"] = id
        if provider_id is not UNSET:
            field_dict["providerId"] = provider_id
        if name is not UNSET:
            field_dict["name"] = name
        if category is not UNSET:
            field_dict["category"] = category
        if scope is not UNSET:
            field_dict["scope"] = scope
        if activity_unit is not UNSET:
            field_dict["activityUnit"] = activity_unit
        if factor is not UNSET:
            field_dict["factor"] = factor
        if unit is not UNSET:
            field_dict["unit"] = unit
        if gas is not UNSET:
            field_dict["gas"] = gas
        if region is not UNSET:
            field_dict["region"] = region
        if year is not UNSET:
            field_dict["year"] = year

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        provider_id = d.pop("providerId", UNSET)

        name = d.pop("name", UNSET)

        category = d.pop("category", UNSET)

        scope = d.pop("scope", UNSET)

        activity_unit = d.pop("activityUnit", UNSET)

        factor = d.pop("factor", UNSET)

        unit = d.pop("unit", UNSET)

        gas = d.pop("gas", UNSET)

        region = d.pop("region", UNSET)

        year = d.pop("year", UNSET)

        emission_factor_page_items_item = cls(
            id=id,
            provider_id=provider_id,
            name=name,
            category=category,
            scope=scope,
            activity_unit=activity_unit,
            factor=factor,
            unit=unit,
            gas=gas,
            region=region,
            year=year,
        )


        emission_factor_page_items_item.additional_properties = d
        return emission_factor_page_items_item

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.comparable_set_body_multiples_type_0_item import ComparableSetBodyMultiplesType0Item
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ComparableSetBody")



@_attrs_define
class ComparableSetBody:
    """ 
        Attributes:
            name (str):
            deal_id (str): The deal the set values.
            template_id (None | str | Unset): Gives the multiples a body leaves out.
            multiples (list[ComparableSetBodyMultiplesType0Item] | None | Unset): The multiples the set shows, in this
                order.
            as_of (datetime.date | None | Unset): The day the figures are taken at.
            currency (None | str | Unset): ISO-4217 currency code.
            description (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    deal_id: str
    template_id: None | str | Unset = UNSET
    multiples: list[ComparableSetBodyMultiplesType0Item] | None | Unset = UNSET
    as_of: datetime.date | None | Unset = UNSET
    currency: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        deal_id = self.deal_id

        template_id: None | str | Unset
        if isinstance(self.template_id, Unset):
            template_id = UNSET
        else:
            template_id = self.template_id

        multiples: list[str] | None | Unset
        if isinstance(self.multiples, Unset):
            multiples = UNSET
        elif isinstance(self.multiples, list):
            multiples = []
            for multiples_type_0_item_data in self.multiples:
                multiples_type_0_item = multiples_type_0_item_data.value
                multiples.append(multiples_type_0_item)


        else:
            multiples = self.multiples

        as_of: None | str | Unset
        if isinstance(self.as_of, Unset):
            as_of = UNSET
        elif isinstance(self.as_of, datetime.date):
            as_of = self.as_of.isoformat()
        else:
            as_of = self.as_of

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "dealId": deal_id,
        })
        if template_id is not UNSET:
            field_dict["templateId"] = template_id
        if multiples is not UNSET:
            field_dict["multiples"] = multiples
        if as_of is not UNSET:
            field_dict["asOf"] = as_of
        if currency is not UNSET:
            field_dict["currency"] = currency
        if description is not UNSET:
            field_dict["description"] = description
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        deal_id = d.pop("dealId")

        def _parse_template_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        template_id = _parse_template_id(d.pop("templateId", UNSET))


        def _parse_multiples(data: object) -> list[ComparableSetBodyMultiplesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                multiples_type_0 = []
                _multiples_type_0 = data
                for multiples_type_0_item_data in (_multiples_type_0):
                    multiples_type_0_item = ComparableSetBodyMultiplesType0Item(multiples_type_0_item_data)



                    multiples_type_0.append(multiples_type_0_item)

                return multiples_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ComparableSetBodyMultiplesType0Item] | None | Unset, data)

        multiples = _parse_multiples(d.pop("multiples", UNSET))


        def _parse_as_of(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                as_of_type_0 = datetime.date.fromisoformat(data)



                return as_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        as_of = _parse_as_of(d.pop("asOf", UNSET))


        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        comparable_set_body = cls(
            name=name,
            deal_id=deal_id,
            template_id=template_id,
            multiples=multiples,
            as_of=as_of,
            currency=currency,
            description=description,
            expected_catalog_version=expected_catalog_version,
        )

        return comparable_set_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.comparable_set_list_items_item_multiples_type_0_item import ComparableSetListItemsItemMultiplesType0Item
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ComparableSetListItemsItem")



@_attrs_define
class ComparableSetListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            deal_id (None | str | Unset): The deal the set values.
            template_id (None | str | Unset): Gives the multiples a body leaves out.
            multiples (list[ComparableSetListItemsItemMultiplesType0Item] | None | Unset): The multiples the set shows, in
                this order.
            as_of (datetime.date | None | Unset): The day the figures are taken at.
            currency (None | str | Unset): ISO-4217 currency code.
            description (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    template_id: None | str | Unset = UNSET
    multiples: list[ComparableSetListItemsItemMultiplesType0Item] | None | Unset = UNSET
    as_of: datetime.date | None | Unset = UNSET
    currency: None | str | Unset = UNSET
    description: None | str | Unset = UNSET





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

        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
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
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
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


        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))


        def _parse_template_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        template_id = _parse_template_id(d.pop("templateId", UNSET))


        def _parse_multiples(data: object) -> list[ComparableSetListItemsItemMultiplesType0Item] | None | Unset:
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
                    multiples_type_0_item = ComparableSetListItemsItemMultiplesType0Item(multiples_type_0_item_data)



                    multiples_type_0.append(multiples_type_0_item)

                return multiples_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ComparableSetListItemsItemMultiplesType0Item] | None | Unset, data)

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


        comparable_set_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            deal_id=deal_id,
            template_id=template_id,
            multiples=multiples,
            as_of=as_of,
            currency=currency,
            description=description,
        )

        return comparable_set_list_items_item


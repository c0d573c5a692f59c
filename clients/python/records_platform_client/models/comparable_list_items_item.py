from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.comparable_list_items_item_enterprise_value_type_0 import ComparableListItemsItemEnterpriseValueType0
  from ..models.comparable_list_items_item_multiples_type_0 import ComparableListItemsItemMultiplesType0





T = TypeVar("T", bound="ComparableListItemsItem")



@_attrs_define
class ComparableListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            comparable_set_id (str): The comparable set's id.
            company_id (None | str | Unset): A Company record of your firm...
            name (None | str | Unset): ...or an outside company, by name.
            ticker (None | str | Unset):
            country (None | str | Unset): ISO-3166 alpha-2 country code.
            as_of (datetime.date | None | Unset):
            enterprise_value (ComparableListItemsItemEnterpriseValueType0 | None | Unset):
            multiples (ComparableListItemsItemMultiplesType0 | None | Unset): Each multiple as an exact decimal (leave one
                out when not meaningful).
            source (None | str | Unset): Where the figures come from (a data provider).
            note (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    comparable_set_id: str
    company_id: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    ticker: None | str | Unset = UNSET
    country: None | str | Unset = UNSET
    as_of: datetime.date | None | Unset = UNSET
    enterprise_value: ComparableListItemsItemEnterpriseValueType0 | None | Unset = UNSET
    multiples: ComparableListItemsItemMultiplesType0 | None | Unset = UNSET
    source: None | str | Unset = UNSET
    note: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.comparable_list_items_item_enterprise_value_type_0 import ComparableListItemsItemEnterpriseValueType0 # noqa: PLC0415
        from ..models.comparable_list_items_item_multiples_type_0 import ComparableListItemsItemMultiplesType0 # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        comparable_set_id = self.comparable_set_id

        company_id: None | str | Unset
        if isinstance(self.company_id, Unset):
            company_id = UNSET
        else:
            company_id = self.company_id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        ticker: None | str | Unset
        if isinstance(self.ticker, Unset):
            ticker = UNSET
        else:
            ticker = self.ticker

        country: None | str | Unset
        if isinstance(self.country, Unset):
            country = UNSET
        else:
            country = self.country

        as_of: None | str | Unset
        if isinstance(self.as_of, Unset):
            as_of = UNSET
        elif isinstance(self.as_of, datetime.date):
            as_of = self.as_of.isoformat()
        else:
            as_of = self.as_of

        enterprise_value: dict[str, Any] | None | Unset
        if isinstance(self.enterprise_value, Unset):
            enterprise_value = UNSET
        elif isinstance(self.enterprise_value, ComparableListItemsItemEnterpriseValueType0):
            enterprise_value = self.enterprise_value.to_dict()
        else:
            enterprise_value = self.enterprise_value

        multiples: dict[str, Any] | None | Unset
        if isinstance(self.multiples, Unset):
            multiples = UNSET
        elif isinstance(self.multiples, ComparableListItemsItemMultiplesType0):
            multiples = self.multiples.to_dict()
        else:
            multiples = self.multiples

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        note: None | str | Unset
        if isinstance(self.note, Unset):
            note = UNSET
        else:
            note = self.note


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "comparableSetId": comparable_set_id,
        })
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if name is not UNSET:
            field_dict["name"] = name
        if ticker is not UNSET:
            field_dict["ticker"] = ticker
        if country is not UNSET:
            field_dict["country"] = country
        if as_of is not UNSET:
            field_dict["asOf"] = as_of
        if enterprise_value is not UNSET:
            field_dict["enterpriseValue"] = enterprise_value
        if multiples is not UNSET:
            field_dict["multiples"] = multiples
        if source is not UNSET:
            field_dict["source"] = source
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comparable_list_items_item_enterprise_value_type_0 import ComparableListItemsItemEnterpriseValueType0 # noqa: PLC0415
        from ..models.comparable_list_items_item_multiples_type_0 import ComparableListItemsItemMultiplesType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        comparable_set_id = d.pop("comparableSetId")

        def _parse_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_id = _parse_company_id(d.pop("companyId", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_ticker(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ticker = _parse_ticker(d.pop("ticker", UNSET))


        def _parse_country(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        country = _parse_country(d.pop("country", UNSET))


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


        def _parse_enterprise_value(data: object) -> ComparableListItemsItemEnterpriseValueType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                enterprise_value_type_0 = ComparableListItemsItemEnterpriseValueType0.from_dict(data)



                return enterprise_value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComparableListItemsItemEnterpriseValueType0 | None | Unset, data)

        enterprise_value = _parse_enterprise_value(d.pop("enterpriseValue", UNSET))


        def _parse_multiples(data: object) -> ComparableListItemsItemMultiplesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                multiples_type_0 = ComparableListItemsItemMultiplesType0.from_dict(data)



                return multiples_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComparableListItemsItemMultiplesType0 | None | Unset, data)

        multiples = _parse_multiples(d.pop("multiples", UNSET))


        def _parse_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source = _parse_source(d.pop("source", UNSET))


        def _parse_note(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        note = _parse_note(d.pop("note", UNSET))


        comparable_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            comparable_set_id=comparable_set_id,
            company_id=company_id,
            name=name,
            ticker=ticker,
            country=country,
            as_of=as_of,
            enterprise_value=enterprise_value,
            multiples=multiples,
            source=source,
            note=note,
        )

        return comparable_list_items_item


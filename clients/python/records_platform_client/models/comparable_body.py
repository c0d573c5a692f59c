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
  from ..models.comparable_body_enterprise_value_type_0 import ComparableBodyEnterpriseValueType0
  from ..models.comparable_body_multiples import ComparableBodyMultiples





T = TypeVar("T", bound="ComparableBody")



@_attrs_define
class ComparableBody:
    """ 
        Attributes:
            multiples (ComparableBodyMultiples): Each multiple as an exact decimal (leave one out when not meaningful).
            company_id (None | str | Unset): A Company record of your firm...
            name (None | str | Unset): ...or an outside company, by name.
            ticker (None | str | Unset):
            country (None | str | Unset): ISO-3166 alpha-2 country code.
            as_of (datetime.date | None | Unset):
            enterprise_value (ComparableBodyEnterpriseValueType0 | None | Unset):
            source (None | str | Unset): Where the figures come from (a data provider).
            note (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    multiples: ComparableBodyMultiples
    company_id: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    ticker: None | str | Unset = UNSET
    country: None | str | Unset = UNSET
    as_of: datetime.date | None | Unset = UNSET
    enterprise_value: ComparableBodyEnterpriseValueType0 | None | Unset = UNSET
    source: None | str | Unset = UNSET
    note: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.comparable_body_enterprise_value_type_0 import ComparableBodyEnterpriseValueType0 # noqa: PLC0415
        from ..models.comparable_body_multiples import ComparableBodyMultiples # noqa: PLC0415
        multiples = self.multiples.to_dict()

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
        elif isinstance(self.enterprise_value, ComparableBodyEnterpriseValueType0):
            enterprise_value = self.enterprise_value.to_dict()
        else:
            enterprise_value = self.enterprise_value

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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "multiples": multiples,
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
        if source is not UNSET:
            field_dict["source"] = source
        if note is not UNSET:
            field_dict["note"] = note
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.comparable_body_enterprise_value_type_0 import ComparableBodyEnterpriseValueType0 # noqa: PLC0415
        from ..models.comparable_body_multiples import ComparableBodyMultiples # noqa: PLC0415
        d = dict(src_dict)
        multiples = ComparableBodyMultiples.from_dict(d.pop("multiples"))




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


        def _parse_enterprise_value(data: object) -> ComparableBodyEnterpriseValueType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                enterprise_value_type_0 = ComparableBodyEnterpriseValueType0.from_dict(data)



                return enterprise_value_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ComparableBodyEnterpriseValueType0 | None | Unset, data)

        enterprise_value = _parse_enterprise_value(d.pop("enterpriseValue", UNSET))


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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        comparable_body = cls(
            multiples=multiples,
            company_id=company_id,
            name=name,
            ticker=ticker,
            country=country,
            as_of=as_of,
            enterprise_value=enterprise_value,
            source=source,
            note=note,
            expected_catalog_version=expected_catalog_version,
        )

        return comparable_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="PublicMarketListingBody")



@_attrs_define
class PublicMarketListingBody:
    """ 
        Attributes:
            ticker (str): The symbol on its exchange, e.g. ACME or BRK.B (stored upper case).
            exchange (str): The exchange's ISO 10383 market identifier code (MIC), e.g. XNAS, XLON.
            company_id (str): The Company record of the firm that is listed.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    ticker: str
    exchange: str
    company_id: str
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        ticker = self.ticker

        exchange = self.exchange

        company_id = self.company_id

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "ticker": ticker,
            "exchange": exchange,
            "companyId": company_id,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ticker = d.pop("ticker")

        exchange = d.pop("exchange")

        company_id = d.pop("companyId")

        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        public_market_listing_body = cls(
            ticker=ticker,
            exchange=exchange,
            company_id=company_id,
            expected_catalog_version=expected_catalog_version,
        )

        return public_market_listing_body


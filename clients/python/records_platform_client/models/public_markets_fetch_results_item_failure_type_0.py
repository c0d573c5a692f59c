from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PublicMarketsFetchResultsItemFailureType0")



@_attrs_define
class PublicMarketsFetchResultsItemFailureType0:
    """ Why nothing was stored: per listing: timeout, connect_failed, tls_failed, protocol_error (no answer);
    source_redirected, source_status, source_unauthorized, source_rate_limited, source_too_large, source_invalid,
    source_error, listing_not_found, not_quoted, wrong_listing, price_invalid, currency_invalid, date_invalid,
    listing_removed, write_conflict, or an address refused now (the guard's code); for the whole fetch of a schedule:
    price_source_not_connected, or the guard's code.

        Attributes:
            code (str):
            message (str):
     """

    code: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        public_markets_fetch_results_item_failure_type_0 = cls(
            code=code,
            message=message,
        )

        return public_markets_fetch_results_item_failure_type_0


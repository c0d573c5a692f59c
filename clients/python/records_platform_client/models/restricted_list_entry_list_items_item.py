from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="RestrictedListEntryListItemsItem")



@_attrs_define
class RestrictedListEntryListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            company_id (None | str | Unset): A company of your firm; or name an issuer.
            issuer_name (None | str | Unset): An issuer that is not a record.
            ticker (None | str | Unset):
            reason (None | str | Unset):
            restricted_until (datetime.date | None | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    company_id: None | str | Unset = UNSET
    issuer_name: None | str | Unset = UNSET
    ticker: None | str | Unset = UNSET
    reason: None | str | Unset = UNSET
    restricted_until: datetime.date | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        company_id: None | str | Unset
        if isinstance(self.company_id, Unset):
            company_id = UNSET
        else:
            company_id = self.company_id

        issuer_name: None | str | Unset
        if isinstance(self.issuer_name, Unset):
            issuer_name = UNSET
        else:
            issuer_name = self.issuer_name

        ticker: None | str | Unset
        if isinstance(self.ticker, Unset):
            ticker = UNSET
        else:
            ticker = self.ticker

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        restricted_until: None | str | Unset
        if isinstance(self.restricted_until, Unset):
            restricted_until = UNSET
        elif isinstance(self.restricted_until, datetime.date):
            restricted_until = self.restricted_until.isoformat()
        else:
            restricted_until = self.restricted_until


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if issuer_name is not UNSET:
            field_dict["issuerName"] = issuer_name
        if ticker is not UNSET:
            field_dict["ticker"] = ticker
        if reason is not UNSET:
            field_dict["reason"] = reason
        if restricted_until is not UNSET:
            field_dict["restrictedUntil"] = restricted_until

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_id = _parse_company_id(d.pop("companyId", UNSET))


        def _parse_issuer_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        issuer_name = _parse_issuer_name(d.pop("issuerName", UNSET))


        def _parse_ticker(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ticker = _parse_ticker(d.pop("ticker", UNSET))


        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        def _parse_restricted_until(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                restricted_until_type_0 = datetime.date.fromisoformat(data)



                return restricted_until_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        restricted_until = _parse_restricted_until(d.pop("restrictedUntil", UNSET))


        restricted_list_entry_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            company_id=company_id,
            issuer_name=issuer_name,
            ticker=ticker,
            reason=reason,
            restricted_until=restricted_until,
        )

        return restricted_list_entry_list_items_item


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="FxPairListItemsItem")



@_attrs_define
class FxPairListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            base (None | str | Unset): The currency one unit of which is priced (ISO 4217, upper case).
            quote (None | str | Unset): The currency the price is in (ISO 4217, another than base).
            pair (None | str | Unset): base and quote together, e.g. EURUSD: what GET /fx/rates?pair= takes.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    base: None | str | Unset = UNSET
    quote: None | str | Unset = UNSET
    pair: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        base: None | str | Unset
        if isinstance(self.base, Unset):
            base = UNSET
        else:
            base = self.base

        quote: None | str | Unset
        if isinstance(self.quote, Unset):
            quote = UNSET
        else:
            quote = self.quote

        pair: None | str | Unset
        if isinstance(self.pair, Unset):
            pair = UNSET
        else:
            pair = self.pair


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if base is not UNSET:
            field_dict["base"] = base
        if quote is not UNSET:
            field_dict["quote"] = quote
        if pair is not UNSET:
            field_dict["pair"] = pair

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_base(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        base = _parse_base(d.pop("base", UNSET))


        def _parse_quote(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        quote = _parse_quote(d.pop("quote", UNSET))


        def _parse_pair(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        pair = _parse_pair(d.pop("pair", UNSET))


        fx_pair_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            base=base,
            quote=quote,
            pair=pair,
        )

        return fx_pair_list_items_item


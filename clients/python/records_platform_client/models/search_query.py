from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SearchQuery")



@_attrs_define
class SearchQuery:
    """ 
        Attributes:
            q (str): Words to find, each matched by prefix.
            types (None | str | Unset): Comma-separated record types (default all).
            limit (int | None | Unset): At most this many results (default 20). Default: 20.
     """

    q: str
    types: None | str | Unset = UNSET
    limit: int | None | Unset = 20





    def to_dict(self) -> dict[str, Any]:
        q = self.q

        types: None | str | Unset
        if isinstance(self.types, Unset):
            types = UNSET
        else:
            types = self.types

        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "q": q,
        })
        if types is not UNSET:
            field_dict["types"] = types
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        q = d.pop("q")

        def _parse_types(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        types = _parse_types(d.pop("types", UNSET))


        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))


        search_query = cls(
            q=q,
            types=types,
            limit=limit,
        )

        return search_query


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChangesQuery")



@_attrs_define
class ChangesQuery:
    """ 
        Attributes:
            cursor (None | str | Unset): The nextCursor of the previous page.
            limit (int | None | Unset): Page size (default 100, at most 500). Default: 100.
            types (None | str | Unset): Comma-separated record types (default all).
            after (None | str | Unset): Entries after this change's id (a webhook's changeId): resume from an event instead
                of a cursor. Not with cursor.
     """

    cursor: None | str | Unset = UNSET
    limit: int | None | Unset = 100
    types: None | str | Unset = UNSET
    after: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        cursor: None | str | Unset
        if isinstance(self.cursor, Unset):
            cursor = UNSET
        else:
            cursor = self.cursor

        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        types: None | str | Unset
        if isinstance(self.types, Unset):
            types = UNSET
        else:
            types = self.types

        after: None | str | Unset
        if isinstance(self.after, Unset):
            after = UNSET
        else:
            after = self.after


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if limit is not UNSET:
            field_dict["limit"] = limit
        if types is not UNSET:
            field_dict["types"] = types
        if after is not UNSET:
            field_dict["after"] = after

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_cursor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cursor = _parse_cursor(d.pop("cursor", UNSET))


        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))


        def _parse_types(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        types = _parse_types(d.pop("types", UNSET))


        def _parse_after(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        after = _parse_after(d.pop("after", UNSET))


        changes_query = cls(
            cursor=cursor,
            limit=limit,
            types=types,
            after=after,
        )

        return changes_query


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.time_block_body_kind import TimeBlockBodyKind
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="TimeBlockBody")



@_attrs_define
class TimeBlockBody:
    """ 
        Attributes:
            starts_at (datetime.datetime): RFC 3339 with its offset; stored and shown in UTC.
            ends_at (datetime.datetime): After startsAt.
            kind (TimeBlockBodyKind | Unset):  Default: TimeBlockBodyKind.BUSY.
            label (None | str | Unset): A short label; the whole firm sees it, so keep private details out.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    starts_at: datetime.datetime
    ends_at: datetime.datetime
    kind: TimeBlockBodyKind | Unset = TimeBlockBodyKind.BUSY
    label: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        starts_at = self.starts_at.isoformat()

        ends_at = self.ends_at.isoformat()

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value


        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "startsAt": starts_at,
            "endsAt": ends_at,
        })
        if kind is not UNSET:
            field_dict["kind"] = kind
        if label is not UNSET:
            field_dict["label"] = label
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        starts_at = datetime.datetime.fromisoformat(d.pop("startsAt"))




        ends_at = datetime.datetime.fromisoformat(d.pop("endsAt"))




        _kind = d.pop("kind", UNSET)
        kind: TimeBlockBodyKind | Unset
        if isinstance(_kind,  Unset):
            kind = UNSET
        else:
            kind = TimeBlockBodyKind(_kind)




        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        time_block_body = cls(
            starts_at=starts_at,
            ends_at=ends_at,
            kind=kind,
            label=label,
            expected_catalog_version=expected_catalog_version,
        )

        return time_block_body


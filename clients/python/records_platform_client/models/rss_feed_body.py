from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rss_feed_body_record_type import RssFeedBodyRecordType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RssFeedBody")



@_attrs_define
class RssFeedBody:
    """ 
        Attributes:
            name (str):
            url (str): The feed's https address (a query is allowed, a fragment, user name or password is not); its host
                must be on the public internet.
            record_type (RssFeedBodyRecordType | Unset): With recordId: the record it is about.
            record_id (None | str | Unset): The id of a record of the type recordType names.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    url: str
    record_type: RssFeedBodyRecordType | Unset = UNSET
    record_id: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        url = self.url

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "url": url,
        })
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        url = d.pop("url")

        _record_type = d.pop("recordType", UNSET)
        record_type: RssFeedBodyRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = RssFeedBodyRecordType(_record_type)




        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        rss_feed_body = cls(
            name=name,
            url=url,
            record_type=record_type,
            record_id=record_id,
            expected_catalog_version=expected_catalog_version,
        )

        return rss_feed_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="DocumentDownload")



@_attrs_define
class DocumentDownload:
    """ 
        Attributes:
            url (str): A presigned GET of the file, answered as an attachment.
            expires_at (datetime.datetime): When the URL stops working (5 minutes).
            name (str):
            content_type (str):
            size (int):
            sha256 (str):
     """

    url: str
    expires_at: datetime.datetime
    name: str
    content_type: str
    size: int
    sha256: str





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        expires_at = self.expires_at.isoformat()

        name = self.name

        content_type = self.content_type

        size = self.size

        sha256 = self.sha256


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
            "expiresAt": expires_at,
            "name": name,
            "contentType": content_type,
            "size": size,
            "sha256": sha256,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))




        name = d.pop("name")

        content_type = d.pop("contentType")

        size = d.pop("size")

        sha256 = d.pop("sha256")

        document_download = cls(
            url=url,
            expires_at=expires_at,
            name=name,
            content_type=content_type,
            size=size,
            sha256=sha256,
        )

        return document_download


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.document_upload_started_form_fields import DocumentUploadStartedFormFields





T = TypeVar("T", bound="DocumentUploadStartedForm")



@_attrs_define
class DocumentUploadStartedForm:
    """ POST it to `url` as multipart/form-data: these fields, then `file` last.

        Attributes:
            url (str):
            fields (DocumentUploadStartedFormFields):
            expires_at (datetime.datetime):
            max_bytes (int):
     """

    url: str
    fields: DocumentUploadStartedFormFields
    expires_at: datetime.datetime
    max_bytes: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.document_upload_started_form_fields import DocumentUploadStartedFormFields # noqa: PLC0415
        url = self.url

        fields = self.fields.to_dict()

        expires_at = self.expires_at.isoformat()

        max_bytes = self.max_bytes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
            "fields": fields,
            "expiresAt": expires_at,
            "maxBytes": max_bytes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.document_upload_started_form_fields import DocumentUploadStartedFormFields # noqa: PLC0415
        d = dict(src_dict)
        url = d.pop("url")

        fields = DocumentUploadStartedFormFields.from_dict(d.pop("fields"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))




        max_bytes = d.pop("maxBytes")

        document_upload_started_form = cls(
            url=url,
            fields=fields,
            expires_at=expires_at,
            max_bytes=max_bytes,
        )

        return document_upload_started_form


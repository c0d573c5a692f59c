from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.document_upload_body_entity_type import DocumentUploadBodyEntityType
from ..types import UNSET, Unset






T = TypeVar("T", bound="DocumentUploadBody")



@_attrs_define
class DocumentUploadBody:
    """ 
        Attributes:
            entity_type (DocumentUploadBodyEntityType): The type of the record the document is on.
            entity_id (str): The record the document is on (a live one).
            filename (str):
            content_type (str):
            size (int): The file's exact size in bytes.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    entity_type: DocumentUploadBodyEntityType
    entity_id: str
    filename: str
    content_type: str
    size: int
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        entity_type = self.entity_type.value

        entity_id = self.entity_id

        filename = self.filename

        content_type = self.content_type

        size = self.size

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entityType": entity_type,
            "entityId": entity_id,
            "filename": filename,
            "contentType": content_type,
            "size": size,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entity_type = DocumentUploadBodyEntityType(d.pop("entityType"))




        entity_id = d.pop("entityId")

        filename = d.pop("filename")

        content_type = d.pop("contentType")

        size = d.pop("size")

        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        document_upload_body = cls(
            entity_type=entity_type,
            entity_id=entity_id,
            filename=filename,
            content_type=content_type,
            size=size,
            expected_catalog_version=expected_catalog_version,
        )

        return document_upload_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field
import json
from .. import types

from ..types import UNSET, Unset

from ..models.document_body_entity_type import DocumentBodyEntityType
from ..types import File, FileTypes
from ..types import UNSET, Unset
from io import BytesIO






T = TypeVar("T", bound="DocumentBody")



@_attrs_define
class DocumentBody:
    """ 
        Attributes:
            entity_type (DocumentBodyEntityType): The type of the record the document is on.
            entity_id (str): The record the document is on (a live one).
            file (File): The file (a form part with a filename and, best, a Content-Type).
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    entity_type: DocumentBodyEntityType
    entity_id: str
    file: File
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        entity_type = self.entity_type.value

        entity_id = self.entity_id

        file = self.file.to_tuple()


        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "entityType": entity_type,
            "entityId": entity_id,
            "file": file,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict


    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("entityType",  (None, str(self.entity_type.value).encode(), "text/plain")))



        files.append(("entityId", (None, str(self.entity_id).encode(), "text/plain")))



        files.append(("file", self.file.to_tuple()))



        if not isinstance(self.expected_catalog_version, Unset):
            files.append(("expectedCatalogVersion", (None, str(self.expected_catalog_version).encode(), "text/plain")))





        return files


    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        entity_type = DocumentBodyEntityType(d.pop("entityType"))




        entity_id = d.pop("entityId")

        file = File(
             payload = BytesIO(d.pop("file"))
        )




        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        document_body = cls(
            entity_type=entity_type,
            entity_id=entity_id,
            file=file,
            expected_catalog_version=expected_catalog_version,
        )

        return document_body


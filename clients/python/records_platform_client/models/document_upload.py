from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.document_upload_entity_type import DocumentUploadEntityType
from ..models.document_upload_status import DocumentUploadStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="DocumentUpload")



@_attrs_define
class DocumentUpload:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            status (DocumentUploadStatus):  Default: DocumentUploadStatus.PENDING.
            expires_at (datetime.datetime): When the presigned form stops working.
            entity_type (DocumentUploadEntityType | Unset): The type of the record the document is on.
            entity_id (None | str | Unset): The record the document is on (a live one).
            filename (None | str | Unset):
            content_type (None | str | Unset):
            size (int | None | Unset): The file's exact size in bytes.
            document_id (None | str | Unset): The document it became, once completed.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    expires_at: datetime.datetime
    status: DocumentUploadStatus = DocumentUploadStatus.PENDING
    entity_type: DocumentUploadEntityType | Unset = UNSET
    entity_id: None | str | Unset = UNSET
    filename: None | str | Unset = UNSET
    content_type: None | str | Unset = UNSET
    size: int | None | Unset = UNSET
    document_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        status = self.status.value

        expires_at = self.expires_at.isoformat()

        entity_type: str | Unset = UNSET
        if not isinstance(self.entity_type, Unset):
            entity_type = self.entity_type.value


        entity_id: None | str | Unset
        if isinstance(self.entity_id, Unset):
            entity_id = UNSET
        else:
            entity_id = self.entity_id

        filename: None | str | Unset
        if isinstance(self.filename, Unset):
            filename = UNSET
        else:
            filename = self.filename

        content_type: None | str | Unset
        if isinstance(self.content_type, Unset):
            content_type = UNSET
        else:
            content_type = self.content_type

        size: int | None | Unset
        if isinstance(self.size, Unset):
            size = UNSET
        else:
            size = self.size

        document_id: None | str | Unset
        if isinstance(self.document_id, Unset):
            document_id = UNSET
        else:
            document_id = self.document_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "status": status,
            "expiresAt": expires_at,
        })
        if entity_type is not UNSET:
            field_dict["entityType"] = entity_type
        if entity_id is not UNSET:
            field_dict["entityId"] = entity_id
        if filename is not UNSET:
            field_dict["filename"] = filename
        if content_type is not UNSET:
            field_dict["contentType"] = content_type
        if size is not UNSET:
            field_dict["size"] = size
        if document_id is not UNSET:
            field_dict["documentId"] = document_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        status = DocumentUploadStatus(d.pop("status"))




        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))




        _entity_type = d.pop("entityType", UNSET)
        entity_type: DocumentUploadEntityType | Unset
        if isinstance(_entity_type,  Unset):
            entity_type = UNSET
        else:
            entity_type = DocumentUploadEntityType(_entity_type)




        def _parse_entity_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        entity_id = _parse_entity_id(d.pop("entityId", UNSET))


        def _parse_filename(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        filename = _parse_filename(d.pop("filename", UNSET))


        def _parse_content_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        content_type = _parse_content_type(d.pop("contentType", UNSET))


        def _parse_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        size = _parse_size(d.pop("size", UNSET))


        def _parse_document_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        document_id = _parse_document_id(d.pop("documentId", UNSET))


        document_upload = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            status=status,
            expires_at=expires_at,
            entity_type=entity_type,
            entity_id=entity_id,
            filename=filename,
            content_type=content_type,
            size=size,
            document_id=document_id,
        )

        return document_upload


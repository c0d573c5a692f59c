from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.document_entity_type import DocumentEntityType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="Document")



@_attrs_define
class Document:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (str): The file's name, as uploaded (no folders).
            content_type (str): Its media type, as uploaded.
            size (int): Bytes.
            sha256 (str): The SHA-256 of its bytes, in hex.
            entity_type (DocumentEntityType | Unset): The type of the record the document is on.
            entity_id (None | str | Unset): The record the document is on (a live one).
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: str
    content_type: str
    size: int
    sha256: str
    entity_type: DocumentEntityType | Unset = UNSET
    entity_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        name = self.name

        content_type = self.content_type

        size = self.size

        sha256 = self.sha256

        entity_type: str | Unset = UNSET
        if not isinstance(self.entity_type, Unset):
            entity_type = self.entity_type.value


        entity_id: None | str | Unset
        if isinstance(self.entity_id, Unset):
            entity_id = UNSET
        else:
            entity_id = self.entity_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "name": name,
            "contentType": content_type,
            "size": size,
            "sha256": sha256,
        })
        if entity_type is not UNSET:
            field_dict["entityType"] = entity_type
        if entity_id is not UNSET:
            field_dict["entityId"] = entity_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        name = d.pop("name")

        content_type = d.pop("contentType")

        size = d.pop("size")

        sha256 = d.pop("sha256")

        _entity_type = d.pop("entityType", UNSET)
        entity_type: DocumentEntityType | Unset
        if isinstance(_entity_type,  Unset):
            entity_type = UNSET
        else:
            entity_type = DocumentEntityType(_entity_type)




        def _parse_entity_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        entity_id = _parse_entity_id(d.pop("entityId", UNSET))


        document = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            content_type=content_type,
            size=size,
            sha256=sha256,
            entity_type=entity_type,
            entity_id=entity_id,
        )

        return document


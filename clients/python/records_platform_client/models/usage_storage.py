from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="UsageStorage")



@_attrs_define
class UsageStorage:
    """ 
        Attributes:
            document_bytes (int): Bytes the firm's documents hold now.
            documents (int): How many documents.
     """

    document_bytes: int
    documents: int





    def to_dict(self) -> dict[str, Any]:
        document_bytes = self.document_bytes

        documents = self.documents


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "documentBytes": document_bytes,
            "documents": documents,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        document_bytes = d.pop("documentBytes")

        documents = d.pop("documents")

        usage_storage = cls(
            document_bytes=document_bytes,
            documents=documents,
        )

        return usage_storage


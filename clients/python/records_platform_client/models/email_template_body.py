from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.email_template_body_record_types_type_0_item import EmailTemplateBodyRecordTypesType0Item
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EmailTemplateBody")



@_attrs_define
class EmailTemplateBody:
    """ 
        Attributes:
            name (str):
            subject (str): May hold placeholders, as the body.
            body (str): Text with {{RecordType.field}} placeholders: each a field of one of recordTypes in your catalog.
            category (str): A key of taxonomy group email_template_categories.
            record_types (list[EmailTemplateBodyRecordTypesType0Item] | None | Unset): The record types whose fields the
                placeholders name.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    subject: str
    body: str
    category: str
    record_types: list[EmailTemplateBodyRecordTypesType0Item] | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        subject = self.subject

        body = self.body

        category = self.category

        record_types: list[str] | None | Unset
        if isinstance(self.record_types, Unset):
            record_types = UNSET
        elif isinstance(self.record_types, list):
            record_types = []
            for record_types_type_0_item_data in self.record_types:
                record_types_type_0_item = record_types_type_0_item_data.value
                record_types.append(record_types_type_0_item)


        else:
            record_types = self.record_types

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "subject": subject,
            "body": body,
            "category": category,
        })
        if record_types is not UNSET:
            field_dict["recordTypes"] = record_types
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        subject = d.pop("subject")

        body = d.pop("body")

        category = d.pop("category")

        def _parse_record_types(data: object) -> list[EmailTemplateBodyRecordTypesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                record_types_type_0 = []
                _record_types_type_0 = data
                for record_types_type_0_item_data in (_record_types_type_0):
                    record_types_type_0_item = EmailTemplateBodyRecordTypesType0Item(record_types_type_0_item_data)



                    record_types_type_0.append(record_types_type_0_item)

                return record_types_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[EmailTemplateBodyRecordTypesType0Item] | None | Unset, data)

        record_types = _parse_record_types(d.pop("recordTypes", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        email_template_body = cls(
            name=name,
            subject=subject,
            body=body,
            category=category,
            record_types=record_types,
            expected_catalog_version=expected_catalog_version,
        )

        return email_template_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.email_template_list_items_item_record_types_type_0_item import EmailTemplateListItemsItemRecordTypesType0Item
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="EmailTemplateListItemsItem")



@_attrs_define
class EmailTemplateListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            marketing_campaigns (int): How many marketing campaigns use it. Default: 0.
            placeholders (list[str]): The placeholders found (Type.field), computed, never sent.
            archived (bool): Archived: listed only with ?archived=true.
            name (None | str | Unset):
            subject (None | str | Unset): May hold placeholders, as the body.
            body (None | str | Unset): Text with {{RecordType.field}} placeholders: each a field of one of recordTypes in
                your catalog.
            category (None | str | Unset): A key of taxonomy group email_template_categories.
            record_types (list[EmailTemplateListItemsItemRecordTypesType0Item] | None | Unset): The record types whose
                fields the placeholders name.
            archived_at (datetime.datetime | None | Unset): When it was archived.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    placeholders: list[str]
    archived: bool
    marketing_campaigns: int = 0
    name: None | str | Unset = UNSET
    subject: None | str | Unset = UNSET
    body: None | str | Unset = UNSET
    category: None | str | Unset = UNSET
    record_types: list[EmailTemplateListItemsItemRecordTypesType0Item] | None | Unset = UNSET
    archived_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        marketing_campaigns = self.marketing_campaigns

        placeholders = self.placeholders



        archived = self.archived

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        subject: None | str | Unset
        if isinstance(self.subject, Unset):
            subject = UNSET
        else:
            subject = self.subject

        body: None | str | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        else:
            body = self.body

        category: None | str | Unset
        if isinstance(self.category, Unset):
            category = UNSET
        else:
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

        archived_at: None | str | Unset
        if isinstance(self.archived_at, Unset):
            archived_at = UNSET
        elif isinstance(self.archived_at, datetime.datetime):
            archived_at = self.archived_at.isoformat()
        else:
            archived_at = self.archived_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "marketingCampaigns": marketing_campaigns,
            "placeholders": placeholders,
            "archived": archived,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if subject is not UNSET:
            field_dict["subject"] = subject
        if body is not UNSET:
            field_dict["body"] = body
        if category is not UNSET:
            field_dict["category"] = category
        if record_types is not UNSET:
            field_dict["recordTypes"] = record_types
        if archived_at is not UNSET:
            field_dict["archivedAt"] = archived_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        marketing_campaigns = d.pop("marketingCampaigns")

        placeholders = cast(list[str], d.pop("placeholders"))


        archived = d.pop("archived")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_subject(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        subject = _parse_subject(d.pop("subject", UNSET))


        def _parse_body(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        body = _parse_body(d.pop("body", UNSET))


        def _parse_category(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        category = _parse_category(d.pop("category", UNSET))


        def _parse_record_types(data: object) -> list[EmailTemplateListItemsItemRecordTypesType0Item] | None | Unset:
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
                    record_types_type_0_item = EmailTemplateListItemsItemRecordTypesType0Item(record_types_type_0_item_data)



                    record_types_type_0.append(record_types_type_0_item)

                return record_types_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[EmailTemplateListItemsItemRecordTypesType0Item] | None | Unset, data)

        record_types = _parse_record_types(d.pop("recordTypes", UNSET))


        def _parse_archived_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                archived_at_type_0 = datetime.datetime.fromisoformat(data)



                return archived_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        archived_at = _parse_archived_at(d.pop("archivedAt", UNSET))


        email_template_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            marketing_campaigns=marketing_campaigns,
            placeholders=placeholders,
            archived=archived,
            name=name,
            subject=subject,
            body=body,
            category=category,
            record_types=record_types,
            archived_at=archived_at,
        )

        return email_template_list_items_item


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.conflict_list_items_item_status import ConflictListItemsItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ConflictListItemsItem")



@_attrs_define
class ConflictListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            title (None | str | Unset):
            description (None | str | Unset):
            status (ConflictListItemsItemStatus | Unset):  Default: ConflictListItemsItemStatus.IDENTIFIED.
            deal_id (None | str | Unset): The deal it arises in.
            identified_on (datetime.date | None | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    title: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    status: ConflictListItemsItemStatus | Unset = ConflictListItemsItemStatus.IDENTIFIED
    deal_id: None | str | Unset = UNSET
    identified_on: datetime.date | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
            deal_id = self.deal_id

        identified_on: None | str | Unset
        if isinstance(self.identified_on, Unset):
            identified_on = UNSET
        elif isinstance(self.identified_on, datetime.date):
            identified_on = self.identified_on.isoformat()
        else:
            identified_on = self.identified_on


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if title is not UNSET:
            field_dict["title"] = title
        if description is not UNSET:
            field_dict["description"] = description
        if status is not UNSET:
            field_dict["status"] = status
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if identified_on is not UNSET:
            field_dict["identifiedOn"] = identified_on

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        _status = d.pop("status", UNSET)
        status: ConflictListItemsItemStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = ConflictListItemsItemStatus(_status)




        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))


        def _parse_identified_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                identified_on_type_0 = datetime.date.fromisoformat(data)



                return identified_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        identified_on = _parse_identified_on(d.pop("identifiedOn", UNSET))


        conflict_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            title=title,
            description=description,
            status=status,
            deal_id=deal_id,
            identified_on=identified_on,
        )

        return conflict_list_items_item


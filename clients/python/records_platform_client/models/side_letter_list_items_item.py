from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.side_letter_list_items_item_status import SideLetterListItemsItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="SideLetterListItemsItem")



@_attrs_define
class SideLetterListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            title (None | str | Unset):
            investor_id (None | str | Unset): The limited partner the letter is with.
            fund_name (None | str | Unset):
            status (SideLetterListItemsItemStatus | Unset):  Default: SideLetterListItemsItemStatus.DRAFT.
            signed_on (datetime.date | None | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    title: None | str | Unset = UNSET
    investor_id: None | str | Unset = UNSET
    fund_name: None | str | Unset = UNSET
    status: SideLetterListItemsItemStatus | Unset = SideLetterListItemsItemStatus.DRAFT
    signed_on: datetime.date | None | Unset = UNSET





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

        investor_id: None | str | Unset
        if isinstance(self.investor_id, Unset):
            investor_id = UNSET
        else:
            investor_id = self.investor_id

        fund_name: None | str | Unset
        if isinstance(self.fund_name, Unset):
            fund_name = UNSET
        else:
            fund_name = self.fund_name

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        signed_on: None | str | Unset
        if isinstance(self.signed_on, Unset):
            signed_on = UNSET
        elif isinstance(self.signed_on, datetime.date):
            signed_on = self.signed_on.isoformat()
        else:
            signed_on = self.signed_on


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
        if investor_id is not UNSET:
            field_dict["investorId"] = investor_id
        if fund_name is not UNSET:
            field_dict["fundName"] = fund_name
        if status is not UNSET:
            field_dict["status"] = status
        if signed_on is not UNSET:
            field_dict["signedOn"] = signed_on

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


        def _parse_investor_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        investor_id = _parse_investor_id(d.pop("investorId", UNSET))


        def _parse_fund_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        fund_name = _parse_fund_name(d.pop("fundName", UNSET))


        _status = d.pop("status", UNSET)
        status: SideLetterListItemsItemStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = SideLetterListItemsItemStatus(_status)




        def _parse_signed_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                signed_on_type_0 = datetime.date.fromisoformat(data)



                return signed_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        signed_on = _parse_signed_on(d.pop("signedOn", UNSET))


        side_letter_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            title=title,
            investor_id=investor_id,
            fund_name=fund_name,
            status=status,
            signed_on=signed_on,
        )

        return side_letter_list_items_item


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.side_letter_body_status import SideLetterBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="SideLetterBody")



@_attrs_define
class SideLetterBody:
    """ 
        Attributes:
            title (str):
            investor_id (str): The limited partner the letter is with.
            fund_name (None | str | Unset):
            status (SideLetterBodyStatus | Unset):  Default: SideLetterBodyStatus.DRAFT.
            signed_on (datetime.date | None | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    title: str
    investor_id: str
    fund_name: None | str | Unset = UNSET
    status: SideLetterBodyStatus | Unset = SideLetterBodyStatus.DRAFT
    signed_on: datetime.date | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        title = self.title

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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
            "investorId": investor_id,
        })
        if fund_name is not UNSET:
            field_dict["fundName"] = fund_name
        if status is not UNSET:
            field_dict["status"] = status
        if signed_on is not UNSET:
            field_dict["signedOn"] = signed_on
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        investor_id = d.pop("investorId")

        def _parse_fund_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        fund_name = _parse_fund_name(d.pop("fundName", UNSET))


        _status = d.pop("status", UNSET)
        status: SideLetterBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = SideLetterBodyStatus(_status)




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        side_letter_body = cls(
            title=title,
            investor_id=investor_id,
            fund_name=fund_name,
            status=status,
            signed_on=signed_on,
            expected_catalog_version=expected_catalog_version,
        )

        return side_letter_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.conflict_body_status import ConflictBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ConflictBody")



@_attrs_define
class ConflictBody:
    """ 
        Attributes:
            title (str):
            description (None | str | Unset):
            status (ConflictBodyStatus | Unset):  Default: ConflictBodyStatus.IDENTIFIED.
            deal_id (None | str | Unset): The deal it arises in.
            identified_on (datetime.date | None | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    title: str
    description: None | str | Unset = UNSET
    status: ConflictBodyStatus | Unset = ConflictBodyStatus.IDENTIFIED
    deal_id: None | str | Unset = UNSET
    identified_on: datetime.date | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if status is not UNSET:
            field_dict["status"] = status
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if identified_on is not UNSET:
            field_dict["identifiedOn"] = identified_on
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        _status = d.pop("status", UNSET)
        status: ConflictBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = ConflictBodyStatus(_status)




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        conflict_body = cls(
            title=title,
            description=description,
            status=status,
            deal_id=deal_id,
            identified_on=identified_on,
            expected_catalog_version=expected_catalog_version,
        )

        return conflict_body


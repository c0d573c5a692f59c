from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.milestone_body_category import MilestoneBodyCategory
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="MilestoneBody")



@_attrs_define
class MilestoneBody:
    """ 
        Attributes:
            title (str):
            category (MilestoneBodyCategory):
            target_date (datetime.date | None | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    title: str
    category: MilestoneBodyCategory
    target_date: datetime.date | None | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        title = self.title

        category = self.category.value

        target_date: None | str | Unset
        if isinstance(self.target_date, Unset):
            target_date = UNSET
        elif isinstance(self.target_date, datetime.date):
            target_date = self.target_date.isoformat()
        else:
            target_date = self.target_date

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
            "category": category,
        })
        if target_date is not UNSET:
            field_dict["targetDate"] = target_date
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        title = d.pop("title")

        category = MilestoneBodyCategory(d.pop("category"))




        def _parse_target_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_date_type_0 = datetime.date.fromisoformat(data)



                return target_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        target_date = _parse_target_date(d.pop("targetDate", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        milestone_body = cls(
            title=title,
            category=category,
            target_date=target_date,
            expected_catalog_version=expected_catalog_version,
        )

        return milestone_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.product_body_status import ProductBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="ProductBody")



@_attrs_define
class ProductBody:
    """ 
        Attributes:
            name (str):
            status (ProductBodyStatus):
            launch_date (datetime.date | None | Unset):
            description (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    status: ProductBodyStatus
    launch_date: datetime.date | None | Unset = UNSET
    description: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        status = self.status.value

        launch_date: None | str | Unset
        if isinstance(self.launch_date, Unset):
            launch_date = UNSET
        elif isinstance(self.launch_date, datetime.date):
            launch_date = self.launch_date.isoformat()
        else:
            launch_date = self.launch_date

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "status": status,
        })
        if launch_date is not UNSET:
            field_dict["launchDate"] = launch_date
        if description is not UNSET:
            field_dict["description"] = description
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        status = ProductBodyStatus(d.pop("status"))




        def _parse_launch_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                launch_date_type_0 = datetime.date.fromisoformat(data)



                return launch_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        launch_date = _parse_launch_date(d.pop("launchDate", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        product_body = cls(
            name=name,
            status=status,
            launch_date=launch_date,
            description=description,
            expected_catalog_version=expected_catalog_version,
        )

        return product_body


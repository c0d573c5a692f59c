from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.strategy_body_asset_class import StrategyBodyAssetClass
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="StrategyBody")



@_attrs_define
class StrategyBody:
    """ 
        Attributes:
            name (str):
            description (None | str | Unset):
            asset_class (StrategyBodyAssetClass | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    description: None | str | Unset = UNSET
    asset_class: StrategyBodyAssetClass | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        asset_class: str | Unset = UNSET
        if not isinstance(self.asset_class, Unset):
            asset_class = self.asset_class.value


        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if asset_class is not UNSET:
            field_dict["assetClass"] = asset_class
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        _asset_class = d.pop("assetClass", UNSET)
        asset_class: StrategyBodyAssetClass | Unset
        if isinstance(_asset_class,  Unset):
            asset_class = UNSET
        else:
            asset_class = StrategyBodyAssetClass(_asset_class)




        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        strategy_body = cls(
            name=name,
            description=description,
            asset_class=asset_class,
            expected_catalog_version=expected_catalog_version,
        )

        return strategy_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.fund_body_target_size_type_0 import FundBodyTargetSizeType0





T = TypeVar("T", bound="FundBody")



@_attrs_define
class FundBody:
    """ 
        Attributes:
            name (str):
            vintage_year (int):
            currency (str): The fund's currency (ISO-4217).
            target_size (FundBodyTargetSizeType0 | None | Unset):
            strategy (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    vintage_year: int
    currency: str
    target_size: FundBodyTargetSizeType0 | None | Unset = UNSET
    strategy: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.fund_body_target_size_type_0 import FundBodyTargetSizeType0 # noqa: PLC0415
        name = self.name

        vintage_year = self.vintage_year

        currency = self.currency

        target_size: dict[str, Any] | None | Unset
        if isinstance(self.target_size, Unset):
            target_size = UNSET
        elif isinstance(self.target_size, FundBodyTargetSizeType0):
            target_size = self.target_size.to_dict()
        else:
            target_size = self.target_size

        strategy: None | str | Unset
        if isinstance(self.strategy, Unset):
            strategy = UNSET
        else:
            strategy = self.strategy

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "vintageYear": vintage_year,
            "currency": currency,
        })
        if target_size is not UNSET:
            field_dict["targetSize"] = target_size
        if strategy is not UNSET:
            field_dict["strategy"] = strategy
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fund_body_target_size_type_0 import FundBodyTargetSizeType0 # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        vintage_year = d.pop("vintageYear")

        currency = d.pop("currency")

        def _parse_target_size(data: object) -> FundBodyTargetSizeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_size_type_0 = FundBodyTargetSizeType0.from_dict(data)



                return target_size_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FundBodyTargetSizeType0 | None | Unset, data)

        target_size = _parse_target_size(d.pop("targetSize", UNSET))


        def _parse_strategy(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        strategy = _parse_strategy(d.pop("strategy", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        fund_body = cls(
            name=name,
            vintage_year=vintage_year,
            currency=currency,
            target_size=target_size,
            strategy=strategy,
            expected_catalog_version=expected_catalog_version,
        )

        return fund_body


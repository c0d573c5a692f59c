from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.fund_committed import FundCommitted
  from ..models.fund_invested import FundInvested
  from ..models.fund_target_size_type_0 import FundTargetSizeType0





T = TypeVar("T", bound="Fund")



@_attrs_define
class Fund:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            commitments (int): Commitments made to the fund. Default: 0.
            committed (FundCommitted): Committed. Per ISO-4217 currency, exact.
            investments (int): Investments made from the fund. Default: 0.
            invested (FundInvested): Invested. Per ISO-4217 currency, exact.
            name (None | str | Unset):
            vintage_year (int | None | Unset):
            currency (None | str | Unset): The fund's currency (ISO-4217).
            target_size (FundTargetSizeType0 | None | Unset):
            strategy (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    committed: FundCommitted
    invested: FundInvested
    commitments: int = 0
    investments: int = 0
    name: None | str | Unset = UNSET
    vintage_year: int | None | Unset = UNSET
    currency: None | str | Unset = UNSET
    target_size: FundTargetSizeType0 | None | Unset = UNSET
    strategy: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.fund_committed import FundCommitted # noqa: PLC0415
        from ..models.fund_invested import FundInvested # noqa: PLC0415
        from ..models.fund_target_size_type_0 import FundTargetSizeType0 # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        commitments = self.commitments

        committed = self.committed.to_dict()

        investments = self.investments

        invested = self.invested.to_dict()

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        vintage_year: int | None | Unset
        if isinstance(self.vintage_year, Unset):
            vintage_year = UNSET
        else:
            vintage_year = self.vintage_year

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        target_size: dict[str, Any] | None | Unset
        if isinstance(self.target_size, Unset):
            target_size = UNSET
        elif isinstance(self.target_size, FundTargetSizeType0):
            target_size = self.target_size.to_dict()
        else:
            target_size = self.target_size

        strategy: None | str | Unset
        if isinstance(self.strategy, Unset):
            strategy = UNSET
        else:
            strategy = self.strategy


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "commitments": commitments,
            "committed": committed,
            "investments": investments,
            "invested": invested,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if vintage_year is not UNSET:
            field_dict["vintageYear"] = vintage_year
        if currency is not UNSET:
            field_dict["currency"] = currency
        if target_size is not UNSET:
            field_dict["targetSize"] = target_size
        if strategy is not UNSET:
            field_dict["strategy"] = strategy

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fund_committed import FundCommitted # noqa: PLC0415
        from ..models.fund_invested import FundInvested # noqa: PLC0415
        from ..models.fund_target_size_type_0 import FundTargetSizeType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        commitments = d.pop("commitments")

        committed = FundCommitted.from_dict(d.pop("committed"))




        investments = d.pop("investments")

        invested = FundInvested.from_dict(d.pop("invested"))




        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_vintage_year(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        vintage_year = _parse_vintage_year(d.pop("vintageYear", UNSET))


        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))


        def _parse_target_size(data: object) -> FundTargetSizeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                target_size_type_0 = FundTargetSizeType0.from_dict(data)



                return target_size_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FundTargetSizeType0 | None | Unset, data)

        target_size = _parse_target_size(d.pop("targetSize", UNSET))


        def _parse_strategy(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        strategy = _parse_strategy(d.pop("strategy", UNSET))


        fund = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            commitments=commitments,
            committed=committed,
            investments=investments,
            invested=invested,
            name=name,
            vintage_year=vintage_year,
            currency=currency,
            target_size=target_size,
            strategy=strategy,
        )

        return fund


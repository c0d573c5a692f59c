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
  from ..models.portfolio_page_items_item_funds_item_invested import PortfolioPageItemsItemFundsItemInvested





T = TypeVar("T", bound="PortfolioPageItemsItemFundsItem")



@_attrs_define
class PortfolioPageItemsItemFundsItem:
    """ 
        Attributes:
            fund_id (str | Unset):
            name (None | str | Unset):
            first_invested_on (datetime.date | Unset):
            invested (PortfolioPageItemsItemFundsItemInvested | Unset): Per currency, exact.
     """

    fund_id: str | Unset = UNSET
    name: None | str | Unset = UNSET
    first_invested_on: datetime.date | Unset = UNSET
    invested: PortfolioPageItemsItemFundsItemInvested | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.portfolio_page_items_item_funds_item_invested import PortfolioPageItemsItemFundsItemInvested # noqa: PLC0415
        fund_id = self.fund_id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        first_invested_on: str | Unset = UNSET
        if not isinstance(self.first_invested_on, Unset):
            first_invested_on = self.first_invested_on.isoformat()

        invested: dict[str, Any] | Unset = UNSET
        if not isinstance(self.invested, Unset):
            invested = self.invested.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if fund_id is not UNSET:
            field_dict["fundId"] = fund_id
        if name is not UNSET:
            field_dict["name"] = name
        if first_invested_on is not UNSET:
            field_dict["firstInvestedOn"] = first_invested_on
        if invested is not UNSET:
            field_dict["invested"] = invested

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.portfolio_page_items_item_funds_item_invested import PortfolioPageItemsItemFundsItemInvested # noqa: PLC0415
        d = dict(src_dict)
        fund_id = d.pop("fundId", UNSET)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        _first_invested_on = d.pop("firstInvestedOn", UNSET)
        first_invested_on: datetime.date | Unset
        if isinstance(_first_invested_on,  Unset):
            first_invested_on = UNSET
        else:
            first_invested_on = datetime.date.fromisoformat(_first_invested_on)




        _invested = d.pop("invested", UNSET)
        invested: PortfolioPageItemsItemFundsItemInvested | Unset
        if isinstance(_invested,  Unset):
            invested = UNSET
        else:
            invested = PortfolioPageItemsItemFundsItemInvested.from_dict(_invested)




        portfolio_page_items_item_funds_item = cls(
            fund_id=fund_id,
            name=name,
            first_invested_on=first_invested_on,
            invested=invested,
        )


        portfolio_page_items_item_funds_item.additional_properties = d
        return portfolio_page_items_item_funds_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

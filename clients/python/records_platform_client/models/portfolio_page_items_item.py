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
  from ..models.portfolio_page_items_item_funds_item import PortfolioPageItemsItemFundsItem
  from ..models.portfolio_page_items_item_invested import PortfolioPageItemsItemInvested
  from ..models.portfolio_page_items_item_latest_financials_type_0 import PortfolioPageItemsItemLatestFinancialsType0





T = TypeVar("T", bound="PortfolioPageItemsItem")



@_attrs_define
class PortfolioPageItemsItem:
    """ 
        Attributes:
            company_id (str | Unset):
            name (None | str | Unset):
            first_invested_on (datetime.date | None | Unset): Null: no fund yet.
            last_invested_on (datetime.date | None | Unset): Null: no fund yet.
            investments (int | Unset):
            invested (PortfolioPageItemsItemInvested | Unset): Per currency, exact.
            funds (list[PortfolioPageItemsItemFundsItem] | Unset):
            latest_financials (None | PortfolioPageItemsItemLatestFinancialsType0 | Unset): The company's latest financials
                period.
     """

    company_id: str | Unset = UNSET
    name: None | str | Unset = UNSET
    first_invested_on: datetime.date | None | Unset = UNSET
    last_invested_on: datetime.date | None | Unset = UNSET
    investments: int | Unset = UNSET
    invested: PortfolioPageItemsItemInvested | Unset = UNSET
    funds: list[PortfolioPageItemsItemFundsItem] | Unset = UNSET
    latest_financials: None | PortfolioPageItemsItemLatestFinancialsType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.portfolio_page_items_item_funds_item import PortfolioPageItemsItemFundsItem # noqa: PLC0415
        from ..models.portfolio_page_items_item_invested import PortfolioPageItemsItemInvested # noqa: PLC0415
        from ..models.portfolio_page_items_item_latest_financials_type_0 import PortfolioPageItemsItemLatestFinancialsType0 # noqa: PLC0415
        company_id = self.company_id

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        first_invested_on: None | str | Unset
        if isinstance(self.first_invested_on, Unset):
            first_invested_on = UNSET
        elif isinstance(self.first_invested_on, datetime.date):
            first_invested_on = self.first_invested_on.isoformat()
        else:
            first_invested_on = self.first_invested_on

        last_invested_on: None | str | Unset
        if isinstance(self.last_invested_on, Unset):
            last_invested_on = UNSET
        elif isinstance(self.last_invested_on, datetime.date):
            last_invested_on = self.last_invested_on.isoformat()
        else:
            last_invested_on = self.last_invested_on

        investments = self.investments

        invested: dict[str, Any] | Unset = UNSET
        if not isinstance(self.invested, Unset):
            invested = self.invested.to_dict()

        funds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.funds, Unset):
            funds = []
            for funds_item_data in self.funds:
                funds_item = funds_item_data.to_dict()
                funds.append(funds_item)



        latest_financials: dict[str, Any] | None | Unset
        if isinstance(self.latest_financials, Unset):
            latest_financials = UNSET
        elif isinstance(self.latest_financials, PortfolioPageItemsItemLatestFinancialsType0):
            latest_financials = self.latest_financials.to_dict()
        else:
            latest_financials = self.latest_financials


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if name is not UNSET:
            field_dict["name"] = name
        if first_invested_on is not UNSET:
            field_dict["firstInvestedOn"] = first_invested_on
        if last_invested_on is not UNSET:
            field_dict["lastInvestedOn"] = last_invested_on
        if investments is not UNSET:
            field_dict["investments"] = investments
        if invested is not UNSET:
            field_dict["invested"] = invested
        if funds is not UNSET:
            field_dict["funds"] = funds
        if latest_financials is not UNSET:
            field_dict["latestFinancials"] = latest_financials

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.portfolio_page_items_item_funds_item import PortfolioPageItemsItemFundsItem # noqa: PLC0415
        from ..models.portfolio_page_items_item_invested import PortfolioPageItemsItemInvested # noqa: PLC0415
        from ..models.portfolio_page_items_item_latest_financials_type_0 import PortfolioPageItemsItemLatestFinancialsType0 # noqa: PLC0415
        d = dict(src_dict)
        company_id = d.pop("companyId", UNSET)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_first_invested_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_invested_on_type_0 = datetime.date.fromisoformat(data)



                return first_invested_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        first_invested_on = _parse_first_invested_on(d.pop("firstInvestedOn", UNSET))


        def _parse_last_invested_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_invested_on_type_0 = datetime.date.fromisoformat(data)



                return last_invested_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        last_invested_on = _parse_last_invested_on(d.pop("lastInvestedOn", UNSET))


        investments = d.pop("investments", UNSET)

        _invested = d.pop("invested", UNSET)
        invested: PortfolioPageItemsItemInvested | Unset
        if isinstance(_invested,  Unset):
            invested = UNSET
        else:
            invested = PortfolioPageItemsItemInvested.from_dict(_invested)




        _funds = d.pop("funds", UNSET)
        funds: list[PortfolioPageItemsItemFundsItem] | Unset = UNSET
        if _funds is not UNSET:
            funds = []
            for funds_item_data in _funds:
                funds_item = PortfolioPageItemsItemFundsItem.from_dict(funds_item_data)



                funds.append(funds_item)


        def _parse_latest_financials(data: object) -> None | PortfolioPageItemsItemLatestFinancialsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                latest_financials_type_0 = PortfolioPageItemsItemLatestFinancialsType0.from_dict(data)



                return latest_financials_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PortfolioPageItemsItemLatestFinancialsType0 | Unset, data)

        latest_financials = _parse_latest_financials(d.pop("latestFinancials", UNSET))


        portfolio_page_items_item = cls(
            company_id=company_id,
            name=name,
            first_invested_on=first_invested_on,
            last_invested_on=last_invested_on,
            investments=investments,
            invested=invested,
            funds=funds,
            latest_financials=latest_financials,
        )


        portfolio_page_items_item.additional_properties = d
        return portfolio_page_items_item

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

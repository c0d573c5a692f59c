from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_period_list_items_item_scope_company_type import EsgPeriodListItemsItemScopeCompanyType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="EsgPeriodListItemsItem")



@_attrs_define
class EsgPeriodListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            start_date (datetime.date | None | Unset):
            end_date (datetime.date | None | Unset): After startDate.
            framework_ids (list[str] | None | Unset): Keys of the taxonomy group esg_fw (sfdr, tcfd, gri, sasb, un_sdg,
                ...).
            scope_company_type (EsgPeriodListItemsItemScopeCompanyType | Unset): The period's scope: issue-for-period asks
                every Company record of this companyType; Portfolio (the default) asks the portfolio companies, those typed
                Portfolio and those a fund of the firm invested in. Default: EsgPeriodListItemsItemScopeCompanyType.PORTFOLIO.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    start_date: datetime.date | None | Unset = UNSET
    end_date: datetime.date | None | Unset = UNSET
    framework_ids: list[str] | None | Unset = UNSET
    scope_company_type: EsgPeriodListItemsItemScopeCompanyType | Unset = EsgPeriodListItemsItemScopeCompanyType.PORTFOLIO





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        start_date: None | str | Unset
        if isinstance(self.start_date, Unset):
            start_date = UNSET
        elif isinstance(self.start_date, datetime.date):
            start_date = self.start_date.isoformat()
        else:
            start_date = self.start_date

        end_date: None | str | Unset
        if isinstance(self.end_date, Unset):
            end_date = UNSET
        elif isinstance(self.end_date, datetime.date):
            end_date = self.end_date.isoformat()
        else:
            end_date = self.end_date

        framework_ids: list[str] | None | Unset
        if isinstance(self.framework_ids, Unset):
            framework_ids = UNSET
        elif isinstance(self.framework_ids, list):
            framework_ids = self.framework_ids


        else:
            framework_ids = self.framework_ids

        scope_company_type: str | Unset = UNSET
        if not isinstance(self.scope_company_type, Unset):
            scope_company_type = self.scope_company_type.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if start_date is not UNSET:
            field_dict["startDate"] = start_date
        if end_date is not UNSET:
            field_dict["endDate"] = end_date
        if framework_ids is not UNSET:
            field_dict["frameworkIds"] = framework_ids
        if scope_company_type is not UNSET:
            field_dict["scopeCompanyType"] = scope_company_type

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_start_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                start_date_type_0 = datetime.date.fromisoformat(data)



                return start_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        start_date = _parse_start_date(d.pop("startDate", UNSET))


        def _parse_end_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_date_type_0 = datetime.date.fromisoformat(data)



                return end_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        end_date = _parse_end_date(d.pop("endDate", UNSET))


        def _parse_framework_ids(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                framework_ids_type_0 = cast(list[str], data)

                return framework_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        framework_ids = _parse_framework_ids(d.pop("frameworkIds", UNSET))


        _scope_company_type = d.pop("scopeCompanyType", UNSET)
        scope_company_type: EsgPeriodListItemsItemScopeCompanyType | Unset
        if isinstance(_scope_company_type,  Unset):
            scope_company_type = UNSET
        else:
            scope_company_type = EsgPeriodListItemsItemScopeCompanyType(_scope_company_type)




        esg_period_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            start_date=start_date,
            end_date=end_date,
            framework_ids=framework_ids,
            scope_company_type=scope_company_type,
        )

        return esg_period_list_items_item


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.integration_list_items_item_category import IntegrationListItemsItemCategory
from ..models.integration_list_items_item_provider import IntegrationListItemsItemProvider
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="IntegrationListItemsItem")



@_attrs_define
class IntegrationListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            category (IntegrationListItemsItemCategory): The provider's kind: crm, data_room or market_data. Default:
                IntegrationListItemsItemCategory.CRM.
            active (bool): Whether the integration is on. Default: False.
            secret_set (bool): A credential is stored (it is never shown). Default: False.
            provider (IntegrationListItemsItemProvider | Unset): The outside provider: salesforce: Salesforce (CRM);
                hubspot: HubSpot (CRM); dynamics365: Microsoft Dynamics 365 (CRM); datasite: Datasite (virtual data room);
                intralinks: Intralinks (virtual data room); ansarada: Ansarada (virtual data room); pitchbook: PitchBook (market
                data); refinitiv: LSEG Refinitiv (market data); preqin: Preqin (market data); capitaliq: S&P Capital IQ (market
                data); twelvedata: Twelve Data (market prices).
            name (None | str | Unset): What the firm calls this credential.
            notes (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    category: IntegrationListItemsItemCategory = IntegrationListItemsItemCategory.CRM
    active: bool = False
    secret_set: bool = False
    provider: IntegrationListItemsItemProvider | Unset = UNSET
    name: None | str | Unset = UNSET
    notes: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        category = self.category.value

        active = self.active

        secret_set = self.secret_set

        provider: str | Unset = UNSET
        if not isinstance(self.provider, Unset):
            provider = self.provider.value


        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "category": category,
            "active": active,
            "secretSet": secret_set,
        })
        if provider is not UNSET:
            field_dict["provider"] = provider
        if name is not UNSET:
            field_dict["name"] = name
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        category = IntegrationListItemsItemCategory(d.pop("category"))




        active = d.pop("active")

        secret_set = d.pop("secretSet")

        _provider = d.pop("provider", UNSET)
        provider: IntegrationListItemsItemProvider | Unset
        if isinstance(_provider,  Unset):
            provider = UNSET
        else:
            provider = IntegrationListItemsItemProvider(_provider)




        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        integration_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            category=category,
            active=active,
            secret_set=secret_set,
            provider=provider,
            name=name,
            notes=notes,
        )

        return integration_list_items_item


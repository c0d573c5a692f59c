from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.planner_slot_status import PlannerSlotStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.planner_slot_amount_type_0 import PlannerSlotAmountType0





T = TypeVar("T", bound="PlannerSlot")



@_attrs_define
class PlannerSlot:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            title (None | str | Unset):
            planned_on (datetime.date | None | Unset): When the investment is planned.
            amount (None | PlannerSlotAmountType0 | Unset):
            status (PlannerSlotStatus | Unset):  Default: PlannerSlotStatus.PLANNED.
            company_id (None | str | Unset): The id of a Company.
            deal_id (None | str | Unset): The id of a Deal.
            notes (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    title: None | str | Unset = UNSET
    planned_on: datetime.date | None | Unset = UNSET
    amount: None | PlannerSlotAmountType0 | Unset = UNSET
    status: PlannerSlotStatus | Unset = PlannerSlotStatus.PLANNED
    company_id: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    notes: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.planner_slot_amount_type_0 import PlannerSlotAmountType0 # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        title: None | str | Unset
        if isinstance(self.title, Unset):
            title = UNSET
        else:
            title = self.title

        planned_on: None | str | Unset
        if isinstance(self.planned_on, Unset):
            planned_on = UNSET
        elif isinstance(self.planned_on, datetime.date):
            planned_on = self.planned_on.isoformat()
        else:
            planned_on = self.planned_on

        amount: dict[str, Any] | None | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        elif isinstance(self.amount, PlannerSlotAmountType0):
            amount = self.amount.to_dict()
        else:
            amount = self.amount

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        company_id: None | str | Unset
        if isinstance(self.company_id, Unset):
            company_id = UNSET
        else:
            company_id = self.company_id

        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
            deal_id = self.deal_id

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
        })
        if title is not UNSET:
            field_dict["title"] = title
        if planned_on is not UNSET:
            field_dict["plannedOn"] = planned_on
        if amount is not UNSET:
            field_dict["amount"] = amount
        if status is not UNSET:
            field_dict["status"] = status
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.planner_slot_amount_type_0 import PlannerSlotAmountType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        title = _parse_title(d.pop("title", UNSET))


        def _parse_planned_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                planned_on_type_0 = datetime.date.fromisoformat(data)



                return planned_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        planned_on = _parse_planned_on(d.pop("plannedOn", UNSET))


        def _parse_amount(data: object) -> None | PlannerSlotAmountType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                amount_type_0 = PlannerSlotAmountType0.from_dict(data)



                return amount_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlannerSlotAmountType0 | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))


        _status = d.pop("status", UNSET)
        status: PlannerSlotStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = PlannerSlotStatus(_status)




        def _parse_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_id = _parse_company_id(d.pop("companyId", UNSET))


        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))


        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        planner_slot = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            title=title,
            planned_on=planned_on,
            amount=amount,
            status=status,
            company_id=company_id,
            deal_id=deal_id,
            notes=notes,
        )

        return planner_slot


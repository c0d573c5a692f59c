from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.planner_slot_body_status import PlannerSlotBodyStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.planner_slot_body_amount import PlannerSlotBodyAmount





T = TypeVar("T", bound="PlannerSlotBody")



@_attrs_define
class PlannerSlotBody:
    """ 
        Attributes:
            title (str):
            planned_on (datetime.date): When the investment is planned.
            amount (PlannerSlotBodyAmount):
            status (PlannerSlotBodyStatus | Unset):  Default: PlannerSlotBodyStatus.PLANNED.
            company_id (None | str | Unset): The id of a Company.
            deal_id (None | str | Unset): The id of a Deal.
            notes (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    title: str
    planned_on: datetime.date
    amount: PlannerSlotBodyAmount
    status: PlannerSlotBodyStatus | Unset = PlannerSlotBodyStatus.PLANNED
    company_id: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    notes: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.planner_slot_body_amount import PlannerSlotBodyAmount # noqa: PLC0415
        title = self.title

        planned_on = self.planned_on.isoformat()

        amount = self.amount.to_dict()

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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
            "plannedOn": planned_on,
            "amount": amount,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if notes is not UNSET:
            field_dict["notes"] = notes
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.planner_slot_body_amount import PlannerSlotBodyAmount # noqa: PLC0415
        d = dict(src_dict)
        title = d.pop("title")

        planned_on = datetime.date.fromisoformat(d.pop("plannedOn"))




        amount = PlannerSlotBodyAmount.from_dict(d.pop("amount"))




        _status = d.pop("status", UNSET)
        status: PlannerSlotBodyStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = PlannerSlotBodyStatus(_status)




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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        planner_slot_body = cls(
            title=title,
            planned_on=planned_on,
            amount=amount,
            status=status,
            company_id=company_id,
            deal_id=deal_id,
            notes=notes,
            expected_catalog_version=expected_catalog_version,
        )

        return planner_slot_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ic_decision_body_decision import IcDecisionBodyDecision
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="IcDecisionBody")



@_attrs_define
class IcDecisionBody:
    """ 
        Attributes:
            decision (IcDecisionBodyDecision):
            ic_date (datetime.date):
            conditions (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    decision: IcDecisionBodyDecision
    ic_date: datetime.date
    conditions: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        decision = self.decision.value

        ic_date = self.ic_date.isoformat()

        conditions: None | str | Unset
        if isinstance(self.conditions, Unset):
            conditions = UNSET
        else:
            conditions = self.conditions

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decision": decision,
            "icDate": ic_date,
        })
        if conditions is not UNSET:
            field_dict["conditions"] = conditions
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decision = IcDecisionBodyDecision(d.pop("decision"))




        ic_date = datetime.date.fromisoformat(d.pop("icDate"))




        def _parse_conditions(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        conditions = _parse_conditions(d.pop("conditions", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        ic_decision_body = cls(
            decision=decision,
            ic_date=ic_date,
            conditions=conditions,
            expected_catalog_version=expected_catalog_version,
        )

        return ic_decision_body


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="EsgCompletion")



@_attrs_define
class EsgCompletion:
    """ 
        Attributes:
            reporting_period_id (str | Unset):
            requests (int | Unset):
            metrics_requested (int | Unset):
            metrics_answered (int | Unset):
            answered_percent (float | Unset): Percent, to the hundredth.
            handed_in (int | Unset):
            handed_in_percent (float | Unset): Percent, to the hundredth.
            approved (int | Unset):
            approved_percent (float | Unset): Percent, to the hundredth.
     """

    reporting_period_id: str | Unset = UNSET
    requests: int | Unset = UNSET
    metrics_requested: int | Unset = UNSET
    metrics_answered: int | Unset = UNSET
    answered_percent: float | Unset = UNSET
    handed_in: int | Unset = UNSET
    handed_in_percent: float | Unset = UNSET
    approved: int | Unset = UNSET
    approved_percent: float | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        reporting_period_id = self.reporting_period_id

        requests = self.requests

        metrics_requested = self.metrics_requested

        metrics_answered = self.metrics_answered

        answered_percent = self.answered_percent

        handed_in = self.handed_in

        handed_in_percent = self.handed_in_percent

        approved = self.approved

        approved_percent = self.approved_percent


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if reporting_period_id is not UNSET:
            field_dict["reportingPeriodId"] = reporting_period_id
        if requests is not UNSET:
            field_dict["requests"] = requests
        if metrics_requested is not UNSET:
            field_dict["metricsRequested"] = metrics_requested
        if metrics_answered is not UNSET:
            field_dict["metricsAnswered"] = metrics_answered
        if answered_percent is not UNSET:
            field_dict["answeredPercent"] = answered_percent
        if handed_in is not UNSET:
            field_dict["handedIn"] = handed_in
        if handed_in_percent is not UNSET:
            field_dict["handedInPercent"] = handed_in_percent
        if approved is not UNSET:
            field_dict["approved"] = approved
        if approved_percent is not UNSET:
            field_dict["approvedPercent"] = approved_percent

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reporting_period_id = d.pop("reportingPeriodId", UNSET)

        requests = d.pop("requests", UNSET)

        metrics_requested = d.pop("metricsRequested", UNSET)

        metrics_answered = d.pop("metricsAnswered", UNSET)

        answered_percent = d.pop("answeredPercent", UNSET)

        handed_in = d.pop("handedIn", UNSET)

        handed_in_percent = d.pop("handedInPercent", UNSET)

        approved = d.pop("approved", UNSET)

        approved_percent = d.pop("approvedPercent", UNSET)

        esg_completion = cls(
            reporting_period_id=reporting_period_id,
            requests=requests,
            metrics_requested=metrics_requested,
            metrics_answered=metrics_answered,
            answered_percent=answered_percent,
            handed_in=handed_in,
            handed_in_percent=handed_in_percent,
            approved=approved,
            approved_percent=approved_percent,
        )


        esg_completion.additional_properties = d
        return esg_completion

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

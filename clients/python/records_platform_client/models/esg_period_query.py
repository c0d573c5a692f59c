from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EsgPeriodQuery")



@_attrs_define
class EsgPeriodQuery:
    """ 
        Attributes:
            reporting_period_id (str): The period. Required.
     """

    reporting_period_id: str





    def to_dict(self) -> dict[str, Any]:
        reporting_period_id = self.reporting_period_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reportingPeriodId": reporting_period_id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reporting_period_id = d.pop("reportingPeriodId")

        esg_period_query = cls(
            reporting_period_id=reporting_period_id,
        )

        return esg_period_query


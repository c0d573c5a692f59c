from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="EsgAnswersBodyAnswersItem")



@_attrs_define
class EsgAnswersBodyAnswersItem:
    """ 
        Attributes:
            metric_id (str): A metric the request asks.
            value (bool | float | None | str | Unset): As the metric's valueType says (numbers exact); null clears the
                answer.
            comment (None | str | Unset):
     """

    metric_id: str
    value: bool | float | None | str | Unset = UNSET
    comment: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        metric_id = self.metric_id

        value: bool | float | None | str | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        comment: None | str | Unset
        if isinstance(self.comment, Unset):
            comment = UNSET
        else:
            comment = self.comment


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "metricId": metric_id,
        })
        if value is not UNSET:
            field_dict["value"] = value
        if comment is not UNSET:
            field_dict["comment"] = comment

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        metric_id = d.pop("metricId")

        def _parse_value(data: object) -> bool | float | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | None | str | Unset, data)

        value = _parse_value(d.pop("value", UNSET))


        def _parse_comment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        comment = _parse_comment(d.pop("comment", UNSET))


        esg_answers_body_answers_item = cls(
            metric_id=metric_id,
            value=value,
            comment=comment,
        )

        return esg_answers_body_answers_item


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_submission_answers_item_pillar import EsgSubmissionAnswersItemPillar
from ..models.esg_submission_answers_item_unit import EsgSubmissionAnswersItemUnit
from ..models.esg_submission_answers_item_value_type import EsgSubmissionAnswersItemValueType
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="EsgSubmissionAnswersItem")



@_attrs_define
class EsgSubmissionAnswersItem:
    """ 
        Attributes:
            metric_id (str):
            name (str):
            pillar (EsgSubmissionAnswersItemPillar):
            unit (EsgSubmissionAnswersItemUnit):
            value_type (EsgSubmissionAnswersItemValueType):
            framework_id (None | str | Unset):
            code (None | str | Unset):
            value (bool | float | None | str | Unset): null: not answered.
            comment (None | str | Unset):
            answered_by (None | str | Unset):
            answered_at (datetime.datetime | None | Unset):
     """

    metric_id: str
    name: str
    pillar: EsgSubmissionAnswersItemPillar
    unit: EsgSubmissionAnswersItemUnit
    value_type: EsgSubmissionAnswersItemValueType
    framework_id: None | str | Unset = UNSET
    code: None | str | Unset = UNSET
    value: bool | float | None | str | Unset = UNSET
    comment: None | str | Unset = UNSET
    answered_by: None | str | Unset = UNSET
    answered_at: datetime.datetime | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        metric_id = self.metric_id

        name = self.name

        pillar = self.pillar.value

        unit = self.unit.value

        value_type = self.value_type.value

        framework_id: None | str | Unset
        if isinstance(self.framework_id, Unset):
            framework_id = UNSET
        else:
            framework_id = self.framework_id

        code: None | str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code

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

        answered_by: None | str | Unset
        if isinstance(self.answered_by, Unset):
            answered_by = UNSET
        else:
            answered_by = self.answered_by

        answered_at: None | str | Unset
        if isinstance(self.answered_at, Unset):
            answered_at = UNSET
        elif isinstance(self.answered_at, datetime.datetime):
            answered_at = self.answered_at.isoformat()
        else:
            answered_at = self.answered_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "metricId": metric_id,
            "name": name,
            "pillar": pillar,
            "unit": unit,
            "valueType": value_type,
        })
        if framework_id is not UNSET:
            field_dict["frameworkId"] = framework_id
        if code is not UNSET:
            field_dict["code"] = code
        if value is not UNSET:
            field_dict["value"] = value
        if comment is not UNSET:
            field_dict["comment"] = comment
        if answered_by is not UNSET:
            field_dict["answeredBy"] = answered_by
        if answered_at is not UNSET:
            field_dict["answeredAt"] = answered_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        metric_id = d.pop("metricId")

        name = d.pop("name")

        pillar = EsgSubmissionAnswersItemPillar(d.pop("pillar"))




        unit = EsgSubmissionAnswersItemUnit(d.pop("unit"))




        value_type = EsgSubmissionAnswersItemValueType(d.pop("valueType"))




        def _parse_framework_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        framework_id = _parse_framework_id(d.pop("frameworkId", UNSET))


        def _parse_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code = _parse_code(d.pop("code", UNSET))


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


        def _parse_answered_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        answered_by = _parse_answered_by(d.pop("answeredBy", UNSET))


        def _parse_answered_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                answered_at_type_0 = datetime.datetime.fromisoformat(data)



                return answered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        answered_at = _parse_answered_at(d.pop("answeredAt", UNSET))


        esg_submission_answers_item = cls(
            metric_id=metric_id,
            name=name,
            pillar=pillar,
            unit=unit,
            value_type=value_type,
            framework_id=framework_id,
            code=code,
            value=value,
            comment=comment,
            answered_by=answered_by,
            answered_at=answered_at,
        )

        return esg_submission_answers_item


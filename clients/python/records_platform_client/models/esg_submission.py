from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_submission_status import EsgSubmissionStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.esg_submission_answers_item import EsgSubmissionAnswersItem





T = TypeVar("T", bound="EsgSubmission")



@_attrs_define
class EsgSubmission:
    """ 
        Attributes:
            id (str | Unset):
            request_id (str | Unset):
            reporting_period_id (str | Unset):
            company_id (str | Unset):
            status (EsgSubmissionStatus | Unset):
            metric_count (int | Unset):
            answered_count (int | Unset):
            submitted_at (datetime.datetime | None | Unset):
            version (int | Unset):
            answers (list[EsgSubmissionAnswersItem] | Unset):
     """

    id: str | Unset = UNSET
    request_id: str | Unset = UNSET
    reporting_period_id: str | Unset = UNSET
    company_id: str | Unset = UNSET
    status: EsgSubmissionStatus | Unset = UNSET
    metric_count: int | Unset = UNSET
    answered_count: int | Unset = UNSET
    submitted_at: datetime.datetime | None | Unset = UNSET
    version: int | Unset = UNSET
    answers: list[EsgSubmissionAnswersItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.esg_submission_answers_item import EsgSubmissionAnswersItem # noqa: PLC0415
        id = self.id

        request_id = self.request_id

        reporting_period_id = self.reporting_period_id

        company_id = self.company_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        metric_count = self.metric_count

        answered_count = self.answered_count

        submitted_at: None | str | Unset
        if isinstance(self.submitted_at, Unset):
            submitted_at = UNSET
        elif isinstance(self.submitted_at, datetime.datetime):
            submitted_at = self.submitted_at.isoformat()
        else:
            submitted_at = self.submitted_at

        version = self.version

        answers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.answers, Unset):
            answers = []
            for answers_item_data in self.answers:
                answers_item = answers_item_data.to_dict()
                answers.append(answers_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if id is not UNSET:
            field_dict["id"] = id
        if request_id is not UNSET:
            field_dict["requestId"] = request_id
        if reporting_period_id is not UNSET:
            field_dict["reportingPeriodId"] = reporting_period_id
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if status is not UNSET:
            field_dict["status"] = status
        if metric_count is not UNSET:
            field_dict["metricCount"] = metric_count
        if answered_count is not UNSET:
            field_dict["answeredCount"] = answered_count
        if submitted_at is not UNSET:
            field_dict["submittedAt"] = submitted_at
        if version is not UNSET:
            field_dict["version"] = version
        if answers is not UNSET:
            field_dict["answers"] = answers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.esg_submission_answers_item import EsgSubmissionAnswersItem # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        request_id = d.pop("requestId", UNSET)

        reporting_period_id = d.pop("reportingPeriodId", UNSET)

        company_id = d.pop("companyId", UNSET)

        _status = d.pop("status", UNSET)
        status: EsgSubmissionStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = EsgSubmissionStatus(_status)




        metric_count = d.pop("metricCount", UNSET)

        answered_count = d.pop("answeredCount", UNSET)

        def _parse_submitted_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                submitted_at_type_0 = datetime.datetime.fromisoformat(data)



                return submitted_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        submitted_at = _parse_submitted_at(d.pop("submittedAt", UNSET))


        version = d.pop("version", UNSET)

        _answers = d.pop("answers", UNSET)
        answers: list[EsgSubmissionAnswersItem] | Unset = UNSET
        if _answers is not UNSET:
            answers = []
            for answers_item_data in _answers:
                answers_item = EsgSubmissionAnswersItem.from_dict(answers_item_data)



                answers.append(answers_item)


        esg_submission = cls(
            id=id,
            request_id=request_id,
            reporting_period_id=reporting_period_id,
            company_id=company_id,
            status=status,
            metric_count=metric_count,
            answered_count=answered_count,
            submitted_at=submitted_at,
            version=version,
            answers=answers,
        )


        esg_submission.additional_properties = d
        return esg_submission

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

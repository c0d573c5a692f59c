from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.test_report_outcome import TestReportOutcome
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.test_report_failure_type_0 import TestReportFailureType0
  from ..models.test_report_outputs_type_0 import TestReportOutputsType0
  from ..models.test_report_request import TestReportRequest





T = TypeVar("T", bound="TestReport")



@_attrs_define
class TestReport:
    """ 
        Attributes:
            operation_key (str):
            request (TestReportRequest): The method and the URL called (the draft's).
            outcome (TestReportOutcome): answered, or failed (no answer: see failure)
            status (int | None | Unset):
            duration_ms (int | None | Unset):
            content_type (None | str | Unset):
            outputs (None | TestReportOutputsType0 | Unset): Each output, by its $.field path.
            body_excerpt (None | str | Unset): The first 2,000 characters, secret-free.
            body_truncated (bool | None | Unset):
            redirect_location (None | str | Unset): Where a 30x pointed (not followed).
            failure (None | TestReportFailureType0 | Unset):
     """

    operation_key: str
    request: TestReportRequest
    outcome: TestReportOutcome
    status: int | None | Unset = UNSET
    duration_ms: int | None | Unset = UNSET
    content_type: None | str | Unset = UNSET
    outputs: None | TestReportOutputsType0 | Unset = UNSET
    body_excerpt: None | str | Unset = UNSET
    body_truncated: bool | None | Unset = UNSET
    redirect_location: None | str | Unset = UNSET
    failure: None | TestReportFailureType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.test_report_failure_type_0 import TestReportFailureType0 # noqa: PLC0415
        from ..models.test_report_outputs_type_0 import TestReportOutputsType0 # noqa: PLC0415
        from ..models.test_report_request import TestReportRequest # noqa: PLC0415
        operation_key = self.operation_key

        request = self.request.to_dict()

        outcome = self.outcome.value

        status: int | None | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        else:
            status = self.status

        duration_ms: int | None | Unset
        if isinstance(self.duration_ms, Unset):
            duration_ms = UNSET
        else:
            duration_ms = self.duration_ms

        content_type: None | str | Unset
        if isinstance(self.content_type, Unset):
            content_type = UNSET
        else:
            content_type = self.content_type

        outputs: dict[str, Any] | None | Unset
        if isinstance(self.outputs, Unset):
            outputs = UNSET
        elif isinstance(self.outputs, TestReportOutputsType0):
            outputs = self.outputs.to_dict()
        else:
            outputs = self.outputs

        body_excerpt: None | str | Unset
        if isinstance(self.body_excerpt, Unset):
            body_excerpt = UNSET
        else:
            body_excerpt = self.body_excerpt

        body_truncated: bool | None | Unset
        if isinstance(self.body_truncated, Unset):
            body_truncated = UNSET
        else:
            body_truncated = self.body_truncated

        redirect_location: None | str | Unset
        if isinstance(self.redirect_location, Unset):
            redirect_location = UNSET
        else:
            redirect_location = self.redirect_location

        failure: dict[str, Any] | None | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        elif isinstance(self.failure, TestReportFailureType0):
            failure = self.failure.to_dict()
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "operationKey": operation_key,
            "request": request,
            "outcome": outcome,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if duration_ms is not UNSET:
            field_dict["durationMs"] = duration_ms
        if content_type is not UNSET:
            field_dict["contentType"] = content_type
        if outputs is not UNSET:
            field_dict["outputs"] = outputs
        if body_excerpt is not UNSET:
            field_dict["bodyExcerpt"] = body_excerpt
        if body_truncated is not UNSET:
            field_dict["bodyTruncated"] = body_truncated
        if redirect_location is not UNSET:
            field_dict["redirectLocation"] = redirect_location
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.test_report_failure_type_0 import TestReportFailureType0 # noqa: PLC0415
        from ..models.test_report_outputs_type_0 import TestReportOutputsType0 # noqa: PLC0415
        from ..models.test_report_request import TestReportRequest # noqa: PLC0415
        d = dict(src_dict)
        operation_key = d.pop("operationKey")

        request = TestReportRequest.from_dict(d.pop("request"))




        outcome = TestReportOutcome(d.pop("outcome"))




        def _parse_status(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


        def _parse_duration_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_ms = _parse_duration_ms(d.pop("durationMs", UNSET))


        def _parse_content_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        content_type = _parse_content_type(d.pop("contentType", UNSET))


        def _parse_outputs(data: object) -> None | TestReportOutputsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outputs_type_0 = TestReportOutputsType0.from_dict(data)



                return outputs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TestReportOutputsType0 | Unset, data)

        outputs = _parse_outputs(d.pop("outputs", UNSET))


        def _parse_body_excerpt(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        body_excerpt = _parse_body_excerpt(d.pop("bodyExcerpt", UNSET))


        def _parse_body_truncated(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        body_truncated = _parse_body_truncated(d.pop("bodyTruncated", UNSET))


        def _parse_redirect_location(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        redirect_location = _parse_redirect_location(d.pop("redirectLocation", UNSET))


        def _parse_failure(data: object) -> None | TestReportFailureType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_type_0 = TestReportFailureType0.from_dict(data)



                return failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TestReportFailureType0 | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        test_report = cls(
            operation_key=operation_key,
            request=request,
            outcome=outcome,
            status=status,
            duration_ms=duration_ms,
            content_type=content_type,
            outputs=outputs,
            body_excerpt=body_excerpt,
            body_truncated=body_truncated,
            redirect_location=redirect_location,
            failure=failure,
        )

        return test_report


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.test_report_failure_type_0_code import TestReportFailureType0Code






T = TypeVar("T", bound="TestReportFailureType0")



@_attrs_define
class TestReportFailureType0:
    """ 
        Attributes:
            code (TestReportFailureType0Code):
            message (str):
     """

    code: TestReportFailureType0Code
    message: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = TestReportFailureType0Code(d.pop("code"))




        message = d.pop("message")

        test_report_failure_type_0 = cls(
            code=code,
            message=message,
        )

        return test_report_failure_type_0


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.batch_result_error_type_0 import BatchResultErrorType0
  from ..models.record_view import RecordView





T = TypeVar("T", bound="BatchResult")



@_attrs_define
class BatchResult:
    """ 
        Attributes:
            index (int):
            op (str):
            status (int): The single route's: 201 created, 200 updated or deleted, or the error's.
            result (None | RecordView | Unset):
            error (BatchResultErrorType0 | None | Unset): The error envelope's error.
     """

    index: int
    op: str
    status: int
    result: None | RecordView | Unset = UNSET
    error: BatchResultErrorType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_result_error_type_0 import BatchResultErrorType0 # noqa: PLC0415
        from ..models.record_view import RecordView # noqa: PLC0415
        index = self.index

        op = self.op

        status = self.status

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, RecordView):
            result = self.result.to_dict()
        else:
            result = self.result

        error: dict[str, Any] | None | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        elif isinstance(self.error, BatchResultErrorType0):
            error = self.error.to_dict()
        else:
            error = self.error


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "op": op,
            "status": status,
        })
        if result is not UNSET:
            field_dict["result"] = result
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_result_error_type_0 import BatchResultErrorType0 # noqa: PLC0415
        from ..models.record_view import RecordView # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        op = d.pop("op")

        status = d.pop("status")

        def _parse_result(data: object) -> None | RecordView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = RecordView.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordView | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        def _parse_error(data: object) -> BatchResultErrorType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = BatchResultErrorType0.from_dict(data)



                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BatchResultErrorType0 | None | Unset, data)

        error = _parse_error(d.pop("error", UNSET))


        batch_result = cls(
            index=index,
            op=op,
            status=status,
            result=result,
            error=error,
        )


        batch_result.additional_properties = d
        return batch_result

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

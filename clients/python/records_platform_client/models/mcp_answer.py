from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mcp_answer_jsonrpc import McpAnswerJsonrpc
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mcp_answer_error import McpAnswerError
  from ..models.mcp_answer_result import McpAnswerResult





T = TypeVar("T", bound="McpAnswer")



@_attrs_define
class McpAnswer:
    """ The JSON-RPC answer: a result or an error.

        Attributes:
            jsonrpc (McpAnswerJsonrpc):
            id (int | None | str):
            result (McpAnswerResult | Unset):
            error (McpAnswerError | Unset):
     """

    jsonrpc: McpAnswerJsonrpc
    id: int | None | str
    result: McpAnswerResult | Unset = UNSET
    error: McpAnswerError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mcp_answer_error import McpAnswerError # noqa: PLC0415
        from ..models.mcp_answer_result import McpAnswerResult # noqa: PLC0415
        jsonrpc = self.jsonrpc.value

        id: int | None | str
        id = self.id

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "jsonrpc": jsonrpc,
            "id": id,
        })
        if result is not UNSET:
            field_dict["result"] = result
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mcp_answer_error import McpAnswerError # noqa: PLC0415
        from ..models.mcp_answer_result import McpAnswerResult # noqa: PLC0415
        d = dict(src_dict)
        jsonrpc = McpAnswerJsonrpc(d.pop("jsonrpc"))




        def _parse_id(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        id = _parse_id(d.pop("id"))


        _result = d.pop("result", UNSET)
        result: McpAnswerResult | Unset
        if isinstance(_result,  Unset):
            result = UNSET
        else:
            result = McpAnswerResult.from_dict(_result)




        _error = d.pop("error", UNSET)
        error: McpAnswerError | Unset
        if isinstance(_error,  Unset):
            error = UNSET
        else:
            error = McpAnswerError.from_dict(_error)




        mcp_answer = cls(
            jsonrpc=jsonrpc,
            id=id,
            result=result,
            error=error,
        )


        mcp_answer.additional_properties = d
        return mcp_answer

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

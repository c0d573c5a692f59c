from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.mcp_message_jsonrpc import McpMessageJsonrpc
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.mcp_message_params import McpMessageParams





T = TypeVar("T", bound="McpMessage")



@_attrs_define
class McpMessage:
    """ One JSON-RPC 2.0 message of MCP (revision 2025-11-25).

        Attributes:
            jsonrpc (McpMessageJsonrpc):
            id (int | str | Unset):
            method (str | Unset):
            params (McpMessageParams | Unset):
     """

    jsonrpc: McpMessageJsonrpc
    id: int | str | Unset = UNSET
    method: str | Unset = UNSET
    params: McpMessageParams | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.mcp_message_params import McpMessageParams # noqa: PLC0415
        jsonrpc = self.jsonrpc.value

        id: int | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        method = self.method

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "jsonrpc": jsonrpc,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if method is not UNSET:
            field_dict["method"] = method
        if params is not UNSET:
            field_dict["params"] = params

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.mcp_message_params import McpMessageParams # noqa: PLC0415
        d = dict(src_dict)
        jsonrpc = McpMessageJsonrpc(d.pop("jsonrpc"))




        def _parse_id(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        method = d.pop("method", UNSET)

        _params = d.pop("params", UNSET)
        params: McpMessageParams | Unset
        if isinstance(_params,  Unset):
            params = UNSET
        else:
            params = McpMessageParams.from_dict(_params)




        mcp_message = cls(
            jsonrpc=jsonrpc,
            id=id,
            method=method,
            params=params,
        )


        mcp_message.additional_properties = d
        return mcp_message

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

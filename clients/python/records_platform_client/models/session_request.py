from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SessionRequest")



@_attrs_define
class SessionRequest:
    """ 
        Attributes:
            id_token (str): An id token from a trusted provider.
            tenant_id (None | str | Unset): The firm to open, when the email has several.
     """

    id_token: str
    tenant_id: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id_token = self.id_token

        tenant_id: None | str | Unset
        if isinstance(self.tenant_id, Unset):
            tenant_id = UNSET
        else:
            tenant_id = self.tenant_id


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "idToken": id_token,
        })
        if tenant_id is not UNSET:
            field_dict["tenantId"] = tenant_id

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id_token = d.pop("idToken")

        def _parse_tenant_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tenant_id = _parse_tenant_id(d.pop("tenantId", UNSET))


        session_request = cls(
            id_token=id_token,
            tenant_id=tenant_id,
        )

        return session_request


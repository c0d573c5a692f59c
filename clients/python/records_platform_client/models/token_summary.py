from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.token_summary_scopes_item import TokenSummaryScopesItem
from ..models.token_summary_status import TokenSummaryStatus
from typing import cast






T = TypeVar("T", bound="TokenSummary")



@_attrs_define
class TokenSummary:
    """ 
        Attributes:
            id (str):
            prefix (str):
            scopes (list[TokenSummaryScopesItem]):
            description (str):
            created_at (str):
            expires_at (str):
            last_used_at (None | str):
            status (TokenSummaryStatus):
     """

    id: str
    prefix: str
    scopes: list[TokenSummaryScopesItem]
    description: str
    created_at: str
    expires_at: str
    last_used_at: None | str
    status: TokenSummaryStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        prefix = self.prefix

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        description = self.description

        created_at = self.created_at

        expires_at = self.expires_at

        last_used_at: None | str
        last_used_at = self.last_used_at

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "prefix": prefix,
            "scopes": scopes,
            "description": description,
            "createdAt": created_at,
            "expiresAt": expires_at,
            "lastUsedAt": last_used_at,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        prefix = d.pop("prefix")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = TokenSummaryScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        description = d.pop("description")

        created_at = d.pop("createdAt")

        expires_at = d.pop("expiresAt")

        def _parse_last_used_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_used_at = _parse_last_used_at(d.pop("lastUsedAt"))


        status = TokenSummaryStatus(d.pop("status"))




        token_summary = cls(
            id=id,
            prefix=prefix,
            scopes=scopes,
            description=description,
            created_at=created_at,
            expires_at=expires_at,
            last_used_at=last_used_at,
            status=status,
        )


        token_summary.additional_properties = d
        return token_summary

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

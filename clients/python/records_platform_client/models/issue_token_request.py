from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.issue_token_request_scopes_item import IssueTokenRequestScopesItem
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="IssueTokenRequest")



@_attrs_define
class IssueTokenRequest:
    """ 
        Attributes:
            scopes (list[IssueTokenRequestScopesItem]):
            expires_at (datetime.datetime): RFC 3339 time with a zone, at most a year away.
            description (str | Unset):  Default: ''.
     """

    scopes: list[IssueTokenRequestScopesItem]
    expires_at: datetime.datetime
    description: str | Unset = ''





    def to_dict(self) -> dict[str, Any]:
        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        expires_at = self.expires_at.isoformat()

        description = self.description


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "scopes": scopes,
            "expiresAt": expires_at,
        })
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = IssueTokenRequestScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))




        description = d.pop("description", UNSET)

        issue_token_request = cls(
            scopes=scopes,
            expires_at=expires_at,
            description=description,
        )

        return issue_token_request


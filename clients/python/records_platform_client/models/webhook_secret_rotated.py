from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="WebhookSecretRotated")



@_attrs_define
class WebhookSecretRotated:
    """ 
        Attributes:
            previous_secret_expires_at (datetime.datetime): Until then deliveries carry signatures under both.
            secret (None | str | Unset): The new secret (whsec_...), shown once.
     """

    previous_secret_expires_at: datetime.datetime
    secret: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        previous_secret_expires_at = self.previous_secret_expires_at.isoformat()

        secret: None | str | Unset
        if isinstance(self.secret, Unset):
            secret = UNSET
        else:
            secret = self.secret


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "previousSecretExpiresAt": previous_secret_expires_at,
        })
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        previous_secret_expires_at = datetime.datetime.fromisoformat(d.pop("previousSecretExpiresAt"))




        def _parse_secret(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        secret = _parse_secret(d.pop("secret", UNSET))


        webhook_secret_rotated = cls(
            previous_secret_expires_at=previous_secret_expires_at,
            secret=secret,
        )

        return webhook_secret_rotated


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.screening_setting_key import ScreeningSettingKey
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ScreeningSetting")



@_attrs_define
class ScreeningSetting:
    """ 
        Attributes:
            key (ScreeningSettingKey): The keys this screen uses: provider (the one in use: worldCheck, dowJones,
                complyAdvantage); LSEG Refinitiv World-Check One: worldCheck.apiKey (secret), worldCheck.apiSecret (secret),
                worldCheck.groupId, worldCheck.environment; Dow Jones Risk & Compliance: dowJones.clientId, dowJones.username,
                dowJones.password (secret); ComplyAdvantage: complyAdvantage.apiKey (secret), complyAdvantage.region,
                complyAdvantage.fuzziness.
            value (None | str | Unset): A string; null clears the key. A secret key's value is write-only.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    key: ScreeningSettingKey
    value: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        key = self.key.value

        value: None | str | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "key": key,
        })
        if value is not UNSET:
            field_dict["value"] = value
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = ScreeningSettingKey(d.pop("key"))




        def _parse_value(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        value = _parse_value(d.pop("value", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        screening_setting = cls(
            key=key,
            value=value,
            expected_catalog_version=expected_catalog_version,
        )

        return screening_setting


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.screening_settings_provider import ScreeningSettingsProvider
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.screening_settings_settings_item import ScreeningSettingsSettingsItem





T = TypeVar("T", bound="ScreeningSettings")



@_attrs_define
class ScreeningSettings:
    """ 
        Attributes:
            settings (list[ScreeningSettingsSettingsItem]): Every key the screen uses, in order.
            version (int): 0 until the first write.
            provider (ScreeningSettingsProvider | Unset): The provider in use (null: none)
            updated_at (None | str | Unset):
     """

    settings: list[ScreeningSettingsSettingsItem]
    version: int
    provider: ScreeningSettingsProvider | Unset = UNSET
    updated_at: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.screening_settings_settings_item import ScreeningSettingsSettingsItem # noqa: PLC0415
        settings = []
        for settings_item_data in self.settings:
            settings_item = settings_item_data.to_dict()
            settings.append(settings_item)



        version = self.version

        provider: str | Unset = UNSET
        if not isinstance(self.provider, Unset):
            provider = self.provider.value


        updated_at: None | str | Unset
        if isinstance(self.updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = self.updated_at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "settings": settings,
            "version": version,
        })
        if provider is not UNSET:
            field_dict["provider"] = provider
        if updated_at is not UNSET:
            field_dict["updatedAt"] = updated_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.screening_settings_settings_item import ScreeningSettingsSettingsItem # noqa: PLC0415
        d = dict(src_dict)
        settings = []
        _settings = d.pop("settings")
        for settings_item_data in (_settings):
            settings_item = ScreeningSettingsSettingsItem.from_dict(settings_item_data)



            settings.append(settings_item)


        version = d.pop("version")

        _provider = d.pop("provider", UNSET)
        provider: ScreeningSettingsProvider | Unset
        if isinstance(_provider,  Unset):
            provider = UNSET
        else:
            provider = ScreeningSettingsProvider(_provider)




        def _parse_updated_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        updated_at = _parse_updated_at(d.pop("updatedAt", UNSET))


        screening_settings = cls(
            settings=settings,
            version=version,
            provider=provider,
            updated_at=updated_at,
        )

        return screening_settings


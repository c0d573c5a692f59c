from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.document_storage_settings_provider import DocumentStorageSettingsProvider
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.document_storage_settings_settings_item import DocumentStorageSettingsSettingsItem





T = TypeVar("T", bound="DocumentStorageSettings")



@_attrs_define
class DocumentStorageSettings:
    """ 
        Attributes:
            settings (list[DocumentStorageSettingsSettingsItem]): Every key the screen uses, in order.
            version (int): 0 until the first write.
            provider (DocumentStorageSettingsProvider | Unset): The provider in use (null: none)
            updated_at (None | str | Unset):
     """

    settings: list[DocumentStorageSettingsSettingsItem]
    version: int
    provider: DocumentStorageSettingsProvider | Unset = UNSET
    updated_at: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.document_storage_settings_settings_item import DocumentStorageSettingsSettingsItem # noqa: PLC0415
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
        from ..models.document_storage_settings_settings_item import DocumentStorageSettingsSettingsItem # noqa: PLC0415
        d = dict(src_dict)
        settings = []
        _settings = d.pop("settings")
        for settings_item_data in (_settings):
            settings_item = DocumentStorageSettingsSettingsItem.from_dict(settings_item_data)



            settings.append(settings_item)


        version = d.pop("version")

        _provider = d.pop("provider", UNSET)
        provider: DocumentStorageSettingsProvider | Unset
        if isinstance(_provider,  Unset):
            provider = UNSET
        else:
            provider = DocumentStorageSettingsProvider(_provider)




        def _parse_updated_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        updated_at = _parse_updated_at(d.pop("updatedAt", UNSET))


        document_storage_settings = cls(
            settings=settings,
            version=version,
            provider=provider,
            updated_at=updated_at,
        )

        return document_storage_settings


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.esg_framework_metric_page_items_item_source import EsgFrameworkMetricPageItemsItemSource
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.esg_framework_metric_page_items_item_references import EsgFrameworkMetricPageItemsItemReferences





T = TypeVar("T", bound="EsgFrameworkMetricPageItemsItem")



@_attrs_define
class EsgFrameworkMetricPageItemsItem:
    """ 
        Attributes:
            id (str | Unset): lib_... (the library's) or esgm_... (the firm's).
            source (EsgFrameworkMetricPageItemsItemSource | Unset): Whose metric it is.
            framework_id (str | Unset):
            code (None | str | Unset): The framework's own code.
            name (str | Unset):
            pillar (str | Unset):
            unit (str | Unset):
            value_type (str | Unset):
            description (None | str | Unset):
            references (EsgFrameworkMetricPageItemsItemReferences | Unset): A library metric's code in each framework it
                serves.
            version (int | Unset): A firm metric's version.
     """

    id: str | Unset = UNSET
    source: EsgFrameworkMetricPageItemsItemSource | Unset = UNSET
    framework_id: str | Unset = UNSET
    code: None | str | Unset = UNSET
    name: str | Unset = UNSET
    pillar: str | Unset = UNSET
    unit: str | Unset = UNSET
    value_type: str | Unset = UNSET
    description: None | str | Unset = UNSET
    references: EsgFrameworkMetricPageItemsItemReferences | Unset = UNSET
    version: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.esg_framework_metric_page_items_item_references import EsgFrameworkMetricPageItemsItemReferences # noqa: PLC0415
        id = self.id

        source: str | Unset = UNSET
        if not isinstance(self.source, Unset):
            source = self.source.value


        framework_id = self.framework_id

        code: None | str | Unset
        if isinstance(self.code, Unset):
            code = UNSET
        else:
            code = self.code

        name = self.name

        pillar = self.pillar

        unit = self.unit

        value_type = self.value_type

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        references: dict[str, Any] | Unset = UNSET
        if not isinstance(self.references, Unset):
            references = self.references.to_dict()

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if id is not UNSET:
            field_dict["id"] = id
        if source is not UNSET:
            field_dict["source"] = source
        if framework_id is not UNSET:
            field_dict["frameworkId"] = framework_id
        if code is not UNSET:
            field_dict["code"] = code
        if name is not UNSET:
            field_dict["name"] = name
        if pillar is not UNSET:
            field_dict["pillar"] = pillar
        if unit is not UNSET:
            field_dict["unit"] = unit
        if value_type is not UNSET:
            field_dict["valueType"] = value_type
        if description is not UNSET:
            field_dict["description"] = description
        if references is not UNSET:
            field_dict["references"] = references
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.esg_framework_metric_page_items_item_references import EsgFrameworkMetricPageItemsItemReferences # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        _source = d.pop("source", UNSET)
        source: EsgFrameworkMetricPageItemsItemSource | Unset
        if isinstance(_source,  Unset):
            source = UNSET
        else:
            source = EsgFrameworkMetricPageItemsItemSource(_source)




        framework_id = d.pop("frameworkId", UNSET)

        def _parse_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        code = _parse_code(d.pop("code", UNSET))


        name = d.pop("name", UNSET)

        pillar = d.pop("pillar", UNSET)

        unit = d.pop("unit", UNSET)

        value_type = d.pop("valueType", UNSET)

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        _references = d.pop("references", UNSET)
        references: EsgFrameworkMetricPageItemsItemReferences | Unset
        if isinstance(_references,  Unset):
            references = UNSET
        else:
            references = EsgFrameworkMetricPageItemsItemReferences.from_dict(_references)




        version = d.pop("version", UNSET)

        esg_framework_metric_page_items_item = cls(
            id=id,
            source=source,
            framework_id=framework_id,
            code=code,
            name=name,
            pillar=pillar,
            unit=unit,
            value_type=value_type,
            description=description,
            references=references,
            version=version,
        )


        esg_framework_metric_page_items_item.additional_properties = d
        return esg_framework_metric_page_items_item

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

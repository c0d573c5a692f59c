from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.automation_tree_type_0_steps_type_0_item_config_type_0 import AutomationTreeType0StepsType0ItemConfigType0





T = TypeVar("T", bound="AutomationTreeType0StepsType0Item")



@_attrs_define
class AutomationTreeType0StepsType0Item:
    """ 
        Attributes:
            kind (str):
            config (AutomationTreeType0StepsType0ItemConfigType0 | None | Unset): Default: {}.
     """

    kind: str
    config: AutomationTreeType0StepsType0ItemConfigType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.automation_tree_type_0_steps_type_0_item_config_type_0 import AutomationTreeType0StepsType0ItemConfigType0 # noqa: PLC0415
        kind = self.kind

        config: dict[str, Any] | None | Unset
        if isinstance(self.config, Unset):
            config = UNSET
        elif isinstance(self.config, AutomationTreeType0StepsType0ItemConfigType0):
            config = self.config.to_dict()
        else:
            config = self.config


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
        })
        if config is not UNSET:
            field_dict["config"] = config

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.automation_tree_type_0_steps_type_0_item_config_type_0 import AutomationTreeType0StepsType0ItemConfigType0 # noqa: PLC0415
        d = dict(src_dict)
        kind = d.pop("kind")

        def _parse_config(data: object) -> AutomationTreeType0StepsType0ItemConfigType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                config_type_0 = AutomationTreeType0StepsType0ItemConfigType0.from_dict(data)



                return config_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AutomationTreeType0StepsType0ItemConfigType0 | None | Unset, data)

        config = _parse_config(d.pop("config", UNSET))


        automation_tree_type_0_steps_type_0_item = cls(
            kind=kind,
            config=config,
        )

        return automation_tree_type_0_steps_type_0_item


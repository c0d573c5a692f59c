from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.usage_ai import UsageAi
  from ..models.usage_storage import UsageStorage





T = TypeVar("T", bound="Usage")



@_attrs_define
class Usage:
    """ 
        Attributes:
            month (str): This calendar month (UTC), yyyy-MM.
            storage (UsageStorage):
            ai (UsageAi):
     """

    month: str
    storage: UsageStorage
    ai: UsageAi





    def to_dict(self) -> dict[str, Any]:
        from ..models.usage_ai import UsageAi # noqa: PLC0415
        from ..models.usage_storage import UsageStorage # noqa: PLC0415
        month = self.month

        storage = self.storage.to_dict()

        ai = self.ai.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "month": month,
            "storage": storage,
            "ai": ai,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.usage_ai import UsageAi # noqa: PLC0415
        from ..models.usage_storage import UsageStorage # noqa: PLC0415
        d = dict(src_dict)
        month = d.pop("month")

        storage = UsageStorage.from_dict(d.pop("storage"))




        ai = UsageAi.from_dict(d.pop("ai"))




        usage = cls(
            month=month,
            storage=storage,
            ai=ai,
        )

        return usage


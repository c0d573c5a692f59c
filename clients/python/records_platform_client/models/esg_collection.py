from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.esg_collection_by_status import EsgCollectionByStatus





T = TypeVar("T", bound="EsgCollection")



@_attrs_define
class EsgCollection:
    """ 
        Attributes:
            reporting_period_id (str | Unset):
            requests (int | Unset):
            by_status (EsgCollectionByStatus | Unset):
     """

    reporting_period_id: str | Unset = UNSET
    requests: int | Unset = UNSET
    by_status: EsgCollectionByStatus | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.esg_collection_by_status import EsgCollectionByStatus # noqa: PLC0415
        reporting_period_id = self.reporting_period_id

        requests = self.requests

        by_status: dict[str, Any] | Unset = UNSET
        if not isinstance(self.by_status, Unset):
            by_status = self.by_status.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if reporting_period_id is not UNSET:
            field_dict["reportingPeriodId"] = reporting_period_id
        if requests is not UNSET:
            field_dict["requests"] = requests
        if by_status is not UNSET:
            field_dict["byStatus"] = by_status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.esg_collection_by_status import EsgCollectionByStatus # noqa: PLC0415
        d = dict(src_dict)
        reporting_period_id = d.pop("reportingPeriodId", UNSET)

        requests = d.pop("requests", UNSET)

        _by_status = d.pop("byStatus", UNSET)
        by_status: EsgCollectionByStatus | Unset
        if isinstance(_by_status,  Unset):
            by_status = UNSET
        else:
            by_status = EsgCollectionByStatus.from_dict(_by_status)




        esg_collection = cls(
            reporting_period_id=reporting_period_id,
            requests=requests,
            by_status=by_status,
        )


        esg_collection.additional_properties = d
        return esg_collection

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

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.batch_operation import BatchOperation





T = TypeVar("T", bound="RecordBatchBody")



@_attrs_define
class RecordBatchBody:
    """ 1 to 100 operations on records of the path's type, each committed on its own, in order.

        Attributes:
            operations (list[BatchOperation]):
            expected_catalog_version (None | str | Unset):
     """

    operations: list[BatchOperation]
    expected_catalog_version: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_operation import BatchOperation # noqa: PLC0415
        operations = []
        for operations_item_data in self.operations:
            operations_item = operations_item_data.to_dict()
            operations.append(operations_item)



        expected_catalog_version: None | str | Unset
        if isinstance(self.expected_catalog_version, Unset):
            expected_catalog_version = UNSET
        else:
            expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "operations": operations,
        })
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_operation import BatchOperation # noqa: PLC0415
        d = dict(src_dict)
        operations = []
        _operations = d.pop("operations")
        for operations_item_data in (_operations):
            operations_item = BatchOperation.from_dict(operations_item_data)



            operations.append(operations_item)


        def _parse_expected_catalog_version(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expected_catalog_version = _parse_expected_catalog_version(d.pop("expectedCatalogVersion", UNSET))


        record_batch_body = cls(
            operations=operations,
            expected_catalog_version=expected_catalog_version,
        )

        return record_batch_body


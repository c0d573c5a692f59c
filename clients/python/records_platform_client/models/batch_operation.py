from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.batch_operation_op import BatchOperationOp
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.batch_operation_values_type_0 import BatchOperationValuesType0





T = TypeVar("T", bound="BatchOperation")



@_attrs_define
class BatchOperation:
    """ One operation of a batch: create (`values`), update (`id`, `values`, `ifMatch`?), upsert
    (`matchKey`, `values`) or delete (`id`).

        Attributes:
            op (BatchOperationOp):
            id (None | str | Unset):
            values (BatchOperationValuesType0 | None | Unset):
            match_key (None | str | Unset): id, or a name, email or website field of the type: upsert updates the record
                with this value.
            if_match (None | str | Unset): The version the update was computed from (an ETag, quotes optional): stale is its
                412.
     """

    op: BatchOperationOp
    id: None | str | Unset = UNSET
    values: BatchOperationValuesType0 | None | Unset = UNSET
    match_key: None | str | Unset = UNSET
    if_match: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_operation_values_type_0 import BatchOperationValuesType0 # noqa: PLC0415
        op = self.op.value

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        values: dict[str, Any] | None | Unset
        if isinstance(self.values, Unset):
            values = UNSET
        elif isinstance(self.values, BatchOperationValuesType0):
            values = self.values.to_dict()
        else:
            values = self.values

        match_key: None | str | Unset
        if isinstance(self.match_key, Unset):
            match_key = UNSET
        else:
            match_key = self.match_key

        if_match: None | str | Unset
        if isinstance(self.if_match, Unset):
            if_match = UNSET
        else:
            if_match = self.if_match


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "op": op,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if values is not UNSET:
            field_dict["values"] = values
        if match_key is not UNSET:
            field_dict["matchKey"] = match_key
        if if_match is not UNSET:
            field_dict["ifMatch"] = if_match

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_operation_values_type_0 import BatchOperationValuesType0 # noqa: PLC0415
        d = dict(src_dict)
        op = BatchOperationOp(d.pop("op"))




        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))


        def _parse_values(data: object) -> BatchOperationValuesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                values_type_0 = BatchOperationValuesType0.from_dict(data)



                return values_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BatchOperationValuesType0 | None | Unset, data)

        values = _parse_values(d.pop("values", UNSET))


        def _parse_match_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        match_key = _parse_match_key(d.pop("matchKey", UNSET))


        def _parse_if_match(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        if_match = _parse_if_match(d.pop("ifMatch", UNSET))


        batch_operation = cls(
            op=op,
            id=id,
            values=values,
            match_key=match_key,
            if_match=if_match,
        )

        return batch_operation


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.report_rows_items_item import ReportRowsItemsItem





T = TypeVar("T", bound="ReportRows")



@_attrs_define
class ReportRows:
    """ 
        Attributes:
            report_template_id (str | Unset):
            record_type (str | Unset):
            columns (list[str] | Unset):
            items (list[ReportRowsItemsItem] | Unset):
            next_cursor (None | str | Unset):
     """

    report_template_id: str | Unset = UNSET
    record_type: str | Unset = UNSET
    columns: list[str] | Unset = UNSET
    items: list[ReportRowsItemsItem] | Unset = UNSET
    next_cursor: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.report_rows_items_item import ReportRowsItemsItem # noqa: PLC0415
        report_template_id = self.report_template_id

        record_type = self.record_type

        columns: list[str] | Unset = UNSET
        if not isinstance(self.columns, Unset):
            columns = self.columns



        items: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = []
            for items_item_data in self.items:
                items_item = items_item_data.to_dict()
                items.append(items_item)



        next_cursor: None | str | Unset
        if isinstance(self.next_cursor, Unset):
            next_cursor = UNSET
        else:
            next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if report_template_id is not UNSET:
            field_dict["reportTemplateId"] = report_template_id
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if columns is not UNSET:
            field_dict["columns"] = columns
        if items is not UNSET:
            field_dict["items"] = items
        if next_cursor is not UNSET:
            field_dict["nextCursor"] = next_cursor

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.report_rows_items_item import ReportRowsItemsItem # noqa: PLC0415
        d = dict(src_dict)
        report_template_id = d.pop("reportTemplateId", UNSET)

        record_type = d.pop("recordType", UNSET)

        columns = cast(list[str], d.pop("columns", UNSET))


        _items = d.pop("items", UNSET)
        items: list[ReportRowsItemsItem] | Unset = UNSET
        if _items is not UNSET:
            items = []
            for items_item_data in _items:
                items_item = ReportRowsItemsItem.from_dict(items_item_data)



                items.append(items_item)


        def _parse_next_cursor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_cursor = _parse_next_cursor(d.pop("nextCursor", UNSET))


        report_rows = cls(
            report_template_id=report_template_id,
            record_type=record_type,
            columns=columns,
            items=items,
            next_cursor=next_cursor,
        )


        report_rows.additional_properties = d
        return report_rows

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

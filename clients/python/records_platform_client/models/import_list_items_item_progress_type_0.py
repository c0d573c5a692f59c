from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ImportListItemsItemProgressType0")



@_attrs_define
class ImportListItemsItemProgressType0:
    """ What applying has done so far.

        Attributes:
            created (int): Rows applied as new records.
            updated (int): Rows applied to the records their key matched.
            failed (int): Rows not applied (their errors: /rows?outcome=error).
            done (int): created + updated + failed.
            rows (int): Rows of the CSV (besides its header).
     """

    created: int
    updated: int
    failed: int
    done: int
    rows: int





    def to_dict(self) -> dict[str, Any]:
        created = self.created

        updated = self.updated

        failed = self.failed

        done = self.done

        rows = self.rows


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "created": created,
            "updated": updated,
            "failed": failed,
            "done": done,
            "rows": rows,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created = d.pop("created")

        updated = d.pop("updated")

        failed = d.pop("failed")

        done = d.pop("done")

        rows = d.pop("rows")

        import_list_items_item_progress_type_0 = cls(
            created=created,
            updated=updated,
            failed=failed,
            done=done,
            rows=rows,
        )

        return import_list_items_item_progress_type_0


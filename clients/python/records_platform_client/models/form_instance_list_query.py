from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.form_instance_list_query_status import FormInstanceListQueryStatus
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="FormInstanceListQuery")



@_attrs_define
class FormInstanceListQuery:
    """ 
        Attributes:
            limit (int | None | Unset): Page size (default 50, at most 200). Default: 50.
            cursor (None | str | Unset): The nextCursor of the previous page.
            form_id (None | str | Unset): Only items whose formId is this.
            person_id (None | str | Unset): Only items whose personId is this.
            record_id (None | str | Unset): Only items whose recordId is this.
            status (FormInstanceListQueryStatus | Unset): Only items whose status is this.
     """

    limit: int | None | Unset = 50
    cursor: None | str | Unset = UNSET
    form_id: None | str | Unset = UNSET
    person_id: None | str | Unset = UNSET
    record_id: None | str | Unset = UNSET
    status: FormInstanceListQueryStatus | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        limit: int | None | Unset
        if isinstance(self.limit, Unset):
            limit = UNSET
        else:
            limit = self.limit

        cursor: None | str | Unset
        if isinstance(self.cursor, Unset):
            cursor = UNSET
        else:
            cursor = self.cursor

        form_id: None | str | Unset
        if isinstance(self.form_id, Unset):
            form_id = UNSET
        else:
            form_id = self.form_id

        person_id: None | str | Unset
        if isinstance(self.person_id, Unset):
            person_id = UNSET
        else:
            person_id = self.person_id

        record_id: None | str | Unset
        if isinstance(self.record_id, Unset):
            record_id = UNSET
        else:
            record_id = self.record_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if limit is not UNSET:
            field_dict["limit"] = limit
        if cursor is not UNSET:
            field_dict["cursor"] = cursor
        if form_id is not UNSET:
            field_dict["formId"] = form_id
        if person_id is not UNSET:
            field_dict["personId"] = person_id
        if record_id is not UNSET:
            field_dict["recordId"] = record_id
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit = _parse_limit(d.pop("limit", UNSET))


        def _parse_cursor(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cursor = _parse_cursor(d.pop("cursor", UNSET))


        def _parse_form_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        form_id = _parse_form_id(d.pop("formId", UNSET))


        def _parse_person_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        person_id = _parse_person_id(d.pop("personId", UNSET))


        def _parse_record_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        record_id = _parse_record_id(d.pop("recordId", UNSET))


        _status = d.pop("status", UNSET)
        status: FormInstanceListQueryStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = FormInstanceListQueryStatus(_status)




        form_instance_list_query = cls(
            limit=limit,
            cursor=cursor,
            form_id=form_id,
            person_id=person_id,
            record_id=record_id,
            status=status,
        )

        return form_instance_list_query


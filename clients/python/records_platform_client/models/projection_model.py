from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.projection_model_rows_type_0_item import ProjectionModelRowsType0Item





T = TypeVar("T", bound="ProjectionModel")



@_attrs_define
class ProjectionModel:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            company_id (None | str | Unset): The company the model projects.
            template_id (None | str | Unset): The template whose rows and periods the model copies; it cannot change.
            currency (None | str | Unset): ISO-4217 currency code.
            notes (None | str | Unset):
            rows (list[ProjectionModelRowsType0Item] | None | Unset): The model's lines, in order; keys differ.
            periods (list[str] | None | Unset): The model's columns, in order.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    company_id: None | str | Unset = UNSET
    template_id: None | str | Unset = UNSET
    currency: None | str | Unset = UNSET
    notes: None | str | Unset = UNSET
    rows: list[ProjectionModelRowsType0Item] | None | Unset = UNSET
    periods: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.projection_model_rows_type_0_item import ProjectionModelRowsType0Item # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        company_id: None | str | Unset
        if isinstance(self.company_id, Unset):
            company_id = UNSET
        else:
            company_id = self.company_id

        template_id: None | str | Unset
        if isinstance(self.template_id, Unset):
            template_id = UNSET
        else:
            template_id = self.template_id

        currency: None | str | Unset
        if isinstance(self.currency, Unset):
            currency = UNSET
        else:
            currency = self.currency

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        rows: list[dict[str, Any]] | None | Unset
        if isinstance(self.rows, Unset):
            rows = UNSET
        elif isinstance(self.rows, list):
            rows = []
            for rows_type_0_item_data in self.rows:
                rows_type_0_item = rows_type_0_item_data.to_dict()
                rows.append(rows_type_0_item)


        else:
            rows = self.rows

        periods: list[str] | None | Unset
        if isinstance(self.periods, Unset):
            periods = UNSET
        elif isinstance(self.periods, list):
            periods = self.periods


        else:
            periods = self.periods


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if template_id is not UNSET:
            field_dict["templateId"] = template_id
        if currency is not UNSET:
            field_dict["currency"] = currency
        if notes is not UNSET:
            field_dict["notes"] = notes
        if rows is not UNSET:
            field_dict["rows"] = rows
        if periods is not UNSET:
            field_dict["periods"] = periods

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.projection_model_rows_type_0_item import ProjectionModelRowsType0Item # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        company_id = _parse_company_id(d.pop("companyId", UNSET))


        def _parse_template_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        template_id = _parse_template_id(d.pop("templateId", UNSET))


        def _parse_currency(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        currency = _parse_currency(d.pop("currency", UNSET))


        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        def _parse_rows(data: object) -> list[ProjectionModelRowsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rows_type_0 = []
                _rows_type_0 = data
                for rows_type_0_item_data in (_rows_type_0):
                    rows_type_0_item = ProjectionModelRowsType0Item.from_dict(rows_type_0_item_data)



                    rows_type_0.append(rows_type_0_item)

                return rows_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ProjectionModelRowsType0Item] | None | Unset, data)

        rows = _parse_rows(d.pop("rows", UNSET))


        def _parse_periods(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                periods_type_0 = cast(list[str], data)

                return periods_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        periods = _parse_periods(d.pop("periods", UNSET))


        projection_model = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            company_id=company_id,
            template_id=template_id,
            currency=currency,
            notes=notes,
            rows=rows,
            periods=periods,
        )

        return projection_model


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.import_body_record_type import ImportBodyRecordType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.import_body_mapping import ImportBodyMapping





T = TypeVar("T", bound="ImportBody")



@_attrs_define
class ImportBody:
    """ 
        Attributes:
            record_type (ImportBodyRecordType): The type of the records the rows make or update.
            mapping (ImportBodyMapping): CSV column name -> field key of the record type.
            match_key (None | str | Unset): The field a row is matched on (`id`, or a name, email or website field of the
                type): a row whose key matches a record updates it, none makes a new one. Absent: every row is new.
            document_id (None | str | Unset): The document holding the CSV (when the body sends no `csv`).
            csv (None | str | Unset): The CSV itself (UTF-8; the first row names the columns).
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    record_type: ImportBodyRecordType
    mapping: ImportBodyMapping
    match_key: None | str | Unset = UNSET
    document_id: None | str | Unset = UNSET
    csv: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.import_body_mapping import ImportBodyMapping # noqa: PLC0415
        record_type = self.record_type.value

        mapping = self.mapping.to_dict()

        match_key: None | str | Unset
        if isinstance(self.match_key, Unset):
            match_key = UNSET
        else:
            match_key = self.match_key

        document_id: None | str | Unset
        if isinstance(self.document_id, Unset):
            document_id = UNSET
        else:
            document_id = self.document_id

        csv: None | str | Unset
        if isinstance(self.csv, Unset):
            csv = UNSET
        else:
            csv = self.csv

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "recordType": record_type,
            "mapping": mapping,
        })
        if match_key is not UNSET:
            field_dict["matchKey"] = match_key
        if document_id is not UNSET:
            field_dict["documentId"] = document_id
        if csv is not UNSET:
            field_dict["csv"] = csv
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.import_body_mapping import ImportBodyMapping # noqa: PLC0415
        d = dict(src_dict)
        record_type = ImportBodyRecordType(d.pop("recordType"))




        mapping = ImportBodyMapping.from_dict(d.pop("mapping"))




        def _parse_match_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        match_key = _parse_match_key(d.pop("matchKey", UNSET))


        def _parse_document_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        document_id = _parse_document_id(d.pop("documentId", UNSET))


        def _parse_csv(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        csv = _parse_csv(d.pop("csv", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        import_body = cls(
            record_type=record_type,
            mapping=mapping,
            match_key=match_key,
            document_id=document_id,
            csv=csv,
            expected_catalog_version=expected_catalog_version,
        )

        return import_body


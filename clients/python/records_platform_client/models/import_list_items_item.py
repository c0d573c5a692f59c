from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.import_list_items_item_record_type import ImportListItemsItemRecordType
from ..models.import_list_items_item_source import ImportListItemsItemSource
from ..models.import_list_items_item_status import ImportListItemsItemStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.import_list_items_item_dry_run_type_0 import ImportListItemsItemDryRunType0
  from ..models.import_list_items_item_mapping_type_0 import ImportListItemsItemMappingType0
  from ..models.import_list_items_item_progress_type_0 import ImportListItemsItemProgressType0





T = TypeVar("T", bound="ImportListItemsItem")



@_attrs_define
class ImportListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            status (ImportListItemsItemStatus): draft, checked (dry-run), applying, applied. Default:
                ImportListItemsItemStatus.DRAFT.
            source (ImportListItemsItemSource): Where the CSV came from. Default: ImportListItemsItemSource.INLINE.
            columns (list[str]): The CSV's header.
            rows (int): Rows of the CSV (besides its header). Default: 0.
            chunks (int): Parts the rows are kept and applied in. Default: 0.
            record_type (ImportListItemsItemRecordType | Unset): The type of the records the rows make or update.
            mapping (ImportListItemsItemMappingType0 | None | Unset): CSV column name -> field key of the record type.
            match_key (None | str | Unset): The field a row is matched on (`id`, or a name, email or website field of the
                type): a row whose key matches a record updates it, none makes a new one. Absent: every row is new.
            document_id (None | str | Unset): The document holding the CSV (when the body sends no `csv`).
            dry_run (ImportListItemsItemDryRunType0 | None | Unset): The latest dry-run's counts; null before the first.
            applied_by (None | str | Unset): Who applied it.
            applied_at (datetime.datetime | None | Unset): When it was applied.
            resumed_at (datetime.datetime | None | Unset): When apply was last sent again (a resume).
            completed_at (datetime.datetime | None | Unset): When its last row was applied.
            progress (ImportListItemsItemProgressType0 | None | Unset): What applying has done so far.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    columns: list[str]
    status: ImportListItemsItemStatus = ImportListItemsItemStatus.DRAFT
    source: ImportListItemsItemSource = ImportListItemsItemSource.INLINE
    rows: int = 0
    chunks: int = 0
    record_type: ImportListItemsItemRecordType | Unset = UNSET
    mapping: ImportListItemsItemMappingType0 | None | Unset = UNSET
    match_key: None | str | Unset = UNSET
    document_id: None | str | Unset = UNSET
    dry_run: ImportListItemsItemDryRunType0 | None | Unset = UNSET
    applied_by: None | str | Unset = UNSET
    applied_at: datetime.datetime | None | Unset = UNSET
    resumed_at: datetime.datetime | None | Unset = UNSET
    completed_at: datetime.datetime | None | Unset = UNSET
    progress: ImportListItemsItemProgressType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.import_list_items_item_dry_run_type_0 import ImportListItemsItemDryRunType0 # noqa: PLC0415
        from ..models.import_list_items_item_mapping_type_0 import ImportListItemsItemMappingType0 # noqa: PLC0415
        from ..models.import_list_items_item_progress_type_0 import ImportListItemsItemProgressType0 # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        status = self.status.value

        source = self.source.value

        columns = self.columns



        rows = self.rows

        chunks = self.chunks

        record_type: str | Unset = UNSET
        if not isinstance(self.record_type, Unset):
            record_type = self.record_type.value


        mapping: dict[str, Any] | None | Unset
        if isinstance(self.mapping, Unset):
            mapping = UNSET
        elif isinstance(self.mapping, ImportListItemsItemMappingType0):
            mapping = self.mapping.to_dict()
        else:
            mapping = self.mapping

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

        dry_run: dict[str, Any] | None | Unset
        if isinstance(self.dry_run, Unset):
            dry_run = UNSET
        elif isinstance(self.dry_run, ImportListItemsItemDryRunType0):
            dry_run = self.dry_run.to_dict()
        else:
            dry_run = self.dry_run

        applied_by: None | str | Unset
        if isinstance(self.applied_by, Unset):
            applied_by = UNSET
        else:
            applied_by = self.applied_by

        applied_at: None | str | Unset
        if isinstance(self.applied_at, Unset):
            applied_at = UNSET
        elif isinstance(self.applied_at, datetime.datetime):
            applied_at = self.applied_at.isoformat()
        else:
            applied_at = self.applied_at

        resumed_at: None | str | Unset
        if isinstance(self.resumed_at, Unset):
            resumed_at = UNSET
        elif isinstance(self.resumed_at, datetime.datetime):
            resumed_at = self.resumed_at.isoformat()
        else:
            resumed_at = self.resumed_at

        completed_at: None | str | Unset
        if isinstance(self.completed_at, Unset):
            completed_at = UNSET
        elif isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        progress: dict[str, Any] | None | Unset
        if isinstance(self.progress, Unset):
            progress = UNSET
        elif isinstance(self.progress, ImportListItemsItemProgressType0):
            progress = self.progress.to_dict()
        else:
            progress = self.progress


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "status": status,
            "source": source,
            "columns": columns,
            "rows": rows,
            "chunks": chunks,
        })
        if record_type is not UNSET:
            field_dict["recordType"] = record_type
        if mapping is not UNSET:
            field_dict["mapping"] = mapping
        if match_key is not UNSET:
            field_dict["matchKey"] = match_key
        if document_id is not UNSET:
            field_dict["documentId"] = document_id
        if dry_run is not UNSET:
            field_dict["dryRun"] = dry_run
        if applied_by is not UNSET:
            field_dict["appliedBy"] = applied_by
        if applied_at is not UNSET:
            field_dict["appliedAt"] = applied_at
        if resumed_at is not UNSET:
            field_dict["resumedAt"] = resumed_at
        if completed_at is not UNSET:
            field_dict["completedAt"] = completed_at
        if progress is not UNSET:
            field_dict["progress"] = progress

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.import_list_items_item_dry_run_type_0 import ImportListItemsItemDryRunType0 # noqa: PLC0415
        from ..models.import_list_items_item_mapping_type_0 import ImportListItemsItemMappingType0 # noqa: PLC0415
        from ..models.import_list_items_item_progress_type_0 import ImportListItemsItemProgressType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        status = ImportListItemsItemStatus(d.pop("status"))




        source = ImportListItemsItemSource(d.pop("source"))




        columns = cast(list[str], d.pop("columns"))


        rows = d.pop("rows")

        chunks = d.pop("chunks")

        _record_type = d.pop("recordType", UNSET)
        record_type: ImportListItemsItemRecordType | Unset
        if isinstance(_record_type,  Unset):
            record_type = UNSET
        else:
            record_type = ImportListItemsItemRecordType(_record_type)




        def _parse_mapping(data: object) -> ImportListItemsItemMappingType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                mapping_type_0 = ImportListItemsItemMappingType0.from_dict(data)



                return mapping_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImportListItemsItemMappingType0 | None | Unset, data)

        mapping = _parse_mapping(d.pop("mapping", UNSET))


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


        def _parse_dry_run(data: object) -> ImportListItemsItemDryRunType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                dry_run_type_0 = ImportListItemsItemDryRunType0.from_dict(data)



                return dry_run_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImportListItemsItemDryRunType0 | None | Unset, data)

        dry_run = _parse_dry_run(d.pop("dryRun", UNSET))


        def _parse_applied_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        applied_by = _parse_applied_by(d.pop("appliedBy", UNSET))


        def _parse_applied_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                applied_at_type_0 = datetime.datetime.fromisoformat(data)



                return applied_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        applied_at = _parse_applied_at(d.pop("appliedAt", UNSET))


        def _parse_resumed_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                resumed_at_type_0 = datetime.datetime.fromisoformat(data)



                return resumed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        resumed_at = _parse_resumed_at(d.pop("resumedAt", UNSET))


        def _parse_completed_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)



                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        completed_at = _parse_completed_at(d.pop("completedAt", UNSET))


        def _parse_progress(data: object) -> ImportListItemsItemProgressType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                progress_type_0 = ImportListItemsItemProgressType0.from_dict(data)



                return progress_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImportListItemsItemProgressType0 | None | Unset, data)

        progress = _parse_progress(d.pop("progress", UNSET))


        import_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            status=status,
            source=source,
            columns=columns,
            rows=rows,
            chunks=chunks,
            record_type=record_type,
            mapping=mapping,
            match_key=match_key,
            document_id=document_id,
            dry_run=dry_run,
            applied_by=applied_by,
            applied_at=applied_at,
            resumed_at=resumed_at,
            completed_at=completed_at,
            progress=progress,
        )

        return import_list_items_item


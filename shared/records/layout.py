"""Where records live in a firm's data: the one place that names their partitions, for the records
service and for whatever checks a record exists (the kit's parents and references, the portal)."""

from __future__ import annotations


def live_partition(record_type: str) -> str:
    return f"REC#{record_type}"


def deleted_partition(record_type: str) -> str:
    return f"DELETED#{record_type}"


def children_partition(record_type: str) -> str:
    """Per record (sort key: its id), the counter its child screens' writes move: they serialize there,
    not on the record, so the record's version follows its own fields only."""
    return f"CHILDREN#{record_type}"


def relation_partition(target_id: str) -> str:
    return f"REL#{target_id}"


def relation_sort(record_type: str, field_key: str, record_id: str) -> str:
    return f"{record_type}#{field_key}#{record_id}"


# Per Company record (sort key: its id), a copy of its latest financials period, kept by the company
# screens' financials writes, so a list of companies reads each one's latest in one batch.
LATEST_FINANCIALS = "FINANCIALS#LATEST"


# Documents, the files on records (the documents family): their items, and their files' S3 keys, named
# here so a family that reads a document (an import's CSV) never repeats the documents family's layout.
DOCUMENTS_PARTITION = "KIT#documents"


def document_file_key(firm_id: str, document_id: str) -> str:
    return f"documents/{firm_id}/{document_id}"

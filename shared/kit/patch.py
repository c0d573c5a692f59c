"""PATCH of a kit resource: a JSON merge patch (RFC 7396) of the item's body.

    PATCH /api/v1/x/workspace/tasks/{taskId}      Content-Type: application/merge-patch+json
    {"status": "done", "description": null}

Each key sent sets that field and the others keep their values; `null` removes an optional field (one
with a default goes back to it); an object sent for an object-valued field (`Object`, `Money`, `Json`)
is merged into the stored one key by key, the same way; a list is replaced whole. The body the item
then holds is checked and written exactly as a replace of it would be (`kit.resource.Items.patch`).

This module holds what the route's body is (`MergePatch`: its keys, checked before anything is read)
and the merge itself (`merge_patch`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from kernel.parsing import Problems
from kit.fields import FieldType, Invalid, Problem, _nullable


def merge_patch(target: Any, patch: Any) -> Any:
    """RFC 7396, section 2: an object merges key by key into the target (a target that is not an
    object counts as an empty one), `null` removing the key; any other value replaces the target."""
    if not isinstance(patch, dict):
        return patch
    merged = dict(target) if isinstance(target, dict) else {}
    for key, value in patch.items():
        if value is None:
            merged.pop(key, None)
        else:
            merged[key] = merge_patch(merged.get(key), value)
    return merged


class MergePatch:
    """The body a kit PATCH takes: any of the resource's fields, none required. `validate` refuses what
    no merge can make right, before the item is read, each problem naming its field: a key that is not
    a field, `null` on a required field, a value of the wrong type. An object is checked once merged
    into what is stored (alone it may be partial). The patch is answered as sent, to be merged."""

    def __init__(self, name: str, fields: Mapping[str, FieldType], example: Mapping[str, Any]) -> None:
        self.name, self.fields = name, fields
        # One key of the resource's example: what a client edits at a time
        self.example = dict(list(example.items())[:1])

    def validate(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise Problems([{"field": "body", "message": "a JSON object: the fields to change"}])
        problems = [problem for key, value in data.items() for problem in self._problems(key, value)]
        if problems:
            raise Problems(problems)
        return dict(data)

    def _problems(self, key: str, value: Any) -> list[Problem]:
        kind = self.fields.get(key)
        if kind is None:
            return [{"field": str(key)[:64], "message": "not a field here"}]
        if value is None:
            return [{"field": key, "message": "required: it cannot be removed"}] if kind.required else []
        if isinstance(value, dict):
            return []  # merged into the stored value, then checked whole
        try:
            kind.check(value)
        except Invalid as invalid:
            return [{"field": f"{key}{path}", "message": message} for path, message in invalid.problems]
        except ValueError as error:
            return [{"field": key, "message": str(error)}]
        return []

    def json_schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "description": "A JSON merge patch (RFC 7396): each key sent sets its field, null removes an "
            "optional one, an object is merged key by key; keys not sent keep their values. Also sent "
            "as application/merge-patch+json.",
            "properties": {key: _patch_property(kind) for key, kind in self.fields.items()},
            "additionalProperties": False,
            "examples": [self.example],
        }


def _patch_property(kind: FieldType) -> dict[str, Any]:
    """A field as a patch sends it: null only where the field may be removed, an object's keys each
    optional (merged into the stored object), and no default (a key left out is left unchanged)."""
    schema = _partial(kind.schema())
    schema.pop("default", None)
    if kind.required:
        return schema
    if kind.default is not None:
        said = f"null: back to its default, {json.dumps(kind.default, default=str)}."
        schema["description"] = f"{schema.get('description', '')} {said}".strip()
    nullable: dict[str, Any] = _nullable(schema)
    if None not in nullable.get("enum", [None]):  # null is sent, and meant: an enum must list it
        nullable["enum"] = [*nullable["enum"], None]
    return nullable


def _partial(schema: dict[str, Any]) -> dict[str, Any]:
    """An object's schema as a merge patch of it: no key required, each partial in turn (a list's items
    are not: a list is replaced whole)."""
    if "properties" not in schema:
        return dict(schema)
    kept = {key: value for key, value in schema.items() if key != "required"}
    return {**kept, "properties": {key: _partial(inner) for key, inner in schema["properties"].items()}}

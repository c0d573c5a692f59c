from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.automation_status import AutomationStatus
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.automation_published_type_0 import AutomationPublishedType0
  from ..models.automation_tree_type_0 import AutomationTreeType0





T = TypeVar("T", bound="Automation")



@_attrs_define
class Automation:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            status (AutomationStatus): draft (never published), active or paused Default: AutomationStatus.DRAFT.
            name (None | str | Unset):
            description (None | str | Unset):
            tree (AutomationTreeType0 | None | Unset):
            published (AutomationPublishedType0 | None | Unset): The published tree, with the connector revisions it is
                pinned to (pins), who published it and when.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    status: AutomationStatus = AutomationStatus.DRAFT
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    tree: AutomationTreeType0 | None | Unset = UNSET
    published: AutomationPublishedType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.automation_published_type_0 import AutomationPublishedType0 # noqa: PLC0415
        from ..models.automation_tree_type_0 import AutomationTreeType0 # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        status = self.status.value

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        tree: dict[str, Any] | None | Unset
        if isinstance(self.tree, Unset):
            tree = UNSET
        elif isinstance(self.tree, AutomationTreeType0):
            tree = self.tree.to_dict()
        else:
            tree = self.tree

        published: dict[str, Any] | None | Unset
        if isinstance(self.published, Unset):
            published = UNSET
        elif isinstance(self.published, AutomationPublishedType0):
            published = self.published.to_dict()
        else:
            published = self.published


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "status": status,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if tree is not UNSET:
            field_dict["tree"] = tree
        if published is not UNSET:
            field_dict["published"] = published

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.automation_published_type_0 import AutomationPublishedType0 # noqa: PLC0415
        from ..models.automation_tree_type_0 import AutomationTreeType0 # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        status = AutomationStatus(d.pop("status"))




        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_tree(data: object) -> AutomationTreeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tree_type_0 = AutomationTreeType0.from_dict(data)



                return tree_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AutomationTreeType0 | None | Unset, data)

        tree = _parse_tree(d.pop("tree", UNSET))


        def _parse_published(data: object) -> AutomationPublishedType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                published_type_0 = AutomationPublishedType0.from_dict(data)



                return published_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AutomationPublishedType0 | None | Unset, data)

        published = _parse_published(d.pop("published", UNSET))


        automation = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            status=status,
            name=name,
            description=description,
            tree=tree,
            published=published,
        )

        return automation


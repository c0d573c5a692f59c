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
  from ..models.scorecard_template_list_items_item_criteria_type_0_item import ScorecardTemplateListItemsItemCriteriaType0Item





T = TypeVar("T", bound="ScorecardTemplateListItemsItem")



@_attrs_define
class ScorecardTemplateListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            name (None | str | Unset):
            description (None | str | Unset):
            max_score (int | None | Unset): Scores run from 0 to this (default 5). Default: 5.
            criteria (list[ScorecardTemplateListItemsItemCriteriaType0Item] | None | Unset): Weights sum to exactly 100.
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    max_score: int | None | Unset = 5
    criteria: list[ScorecardTemplateListItemsItemCriteriaType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.scorecard_template_list_items_item_criteria_type_0_item import ScorecardTemplateListItemsItemCriteriaType0Item # noqa: PLC0415
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

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        max_score: int | None | Unset
        if isinstance(self.max_score, Unset):
            max_score = UNSET
        else:
            max_score = self.max_score

        criteria: list[dict[str, Any]] | None | Unset
        if isinstance(self.criteria, Unset):
            criteria = UNSET
        elif isinstance(self.criteria, list):
            criteria = []
            for criteria_type_0_item_data in self.criteria:
                criteria_type_0_item = criteria_type_0_item_data.to_dict()
                criteria.append(criteria_type_0_item)


        else:
            criteria = self.criteria


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
        if description is not UNSET:
            field_dict["description"] = description
        if max_score is not UNSET:
            field_dict["maxScore"] = max_score
        if criteria is not UNSET:
            field_dict["criteria"] = criteria

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scorecard_template_list_items_item_criteria_type_0_item import ScorecardTemplateListItemsItemCriteriaType0Item # noqa: PLC0415
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


        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_max_score(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_score = _parse_max_score(d.pop("maxScore", UNSET))


        def _parse_criteria(data: object) -> list[ScorecardTemplateListItemsItemCriteriaType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                criteria_type_0 = []
                _criteria_type_0 = data
                for criteria_type_0_item_data in (_criteria_type_0):
                    criteria_type_0_item = ScorecardTemplateListItemsItemCriteriaType0Item.from_dict(criteria_type_0_item_data)



                    criteria_type_0.append(criteria_type_0_item)

                return criteria_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ScorecardTemplateListItemsItemCriteriaType0Item] | None | Unset, data)

        criteria = _parse_criteria(d.pop("criteria", UNSET))


        scorecard_template_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            name=name,
            description=description,
            max_score=max_score,
            criteria=criteria,
        )

        return scorecard_template_list_items_item


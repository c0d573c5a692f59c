from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.scorecard_template_body_criteria_item import ScorecardTemplateBodyCriteriaItem





T = TypeVar("T", bound="ScorecardTemplateBody")



@_attrs_define
class ScorecardTemplateBody:
    """ 
        Attributes:
            name (str):
            criteria (list[ScorecardTemplateBodyCriteriaItem]): Weights sum to exactly 100.
            description (None | str | Unset):
            max_score (int | None | Unset): Scores run from 0 to this (default 5). Default: 5.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    criteria: list[ScorecardTemplateBodyCriteriaItem]
    description: None | str | Unset = UNSET
    max_score: int | None | Unset = 5
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.scorecard_template_body_criteria_item import ScorecardTemplateBodyCriteriaItem # noqa: PLC0415
        name = self.name

        criteria = []
        for criteria_item_data in self.criteria:
            criteria_item = criteria_item_data.to_dict()
            criteria.append(criteria_item)



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

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "criteria": criteria,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if max_score is not UNSET:
            field_dict["maxScore"] = max_score
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scorecard_template_body_criteria_item import ScorecardTemplateBodyCriteriaItem # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        criteria = []
        _criteria = d.pop("criteria")
        for criteria_item_data in (_criteria):
            criteria_item = ScorecardTemplateBodyCriteriaItem.from_dict(criteria_item_data)



            criteria.append(criteria_item)


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


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        scorecard_template_body = cls(
            name=name,
            criteria=criteria,
            description=description,
            max_score=max_score,
            expected_catalog_version=expected_catalog_version,
        )

        return scorecard_template_body


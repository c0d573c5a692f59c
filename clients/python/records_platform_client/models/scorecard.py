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
  from ..models.scorecard_criteria_item import ScorecardCriteriaItem
  from ..models.scorecard_scores_type_0_item import ScorecardScoresType0Item





T = TypeVar("T", bound="Scorecard")



@_attrs_define
class Scorecard:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            weighted_total (float): Sum of score x weight / 100, exact: computed, never sent.
            max_score (int): The template's scale at the write.
            criteria (list[ScorecardCriteriaItem]): The template's criteria and weights the total was computed with.
            template_version (int): The template's version the scorecard was scored against.
            company_id (None | str | Unset): The company scored.
            template_id (None | str | Unset): Scored against it.
            deal_id (None | str | Unset): The deal the scoring is for, if any.
            scored_on (datetime.date | None | Unset):
            scores (list[ScorecardScoresType0Item] | None | Unset): One score for each criterion of the template.
            summary (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    weighted_total: float
    max_score: int
    criteria: list[ScorecardCriteriaItem]
    template_version: int
    company_id: None | str | Unset = UNSET
    template_id: None | str | Unset = UNSET
    deal_id: None | str | Unset = UNSET
    scored_on: datetime.date | None | Unset = UNSET
    scores: list[ScorecardScoresType0Item] | None | Unset = UNSET
    summary: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.scorecard_criteria_item import ScorecardCriteriaItem # noqa: PLC0415
        from ..models.scorecard_scores_type_0_item import ScorecardScoresType0Item # noqa: PLC0415
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        weighted_total = self.weighted_total

        max_score = self.max_score

        criteria = []
        for criteria_item_data in self.criteria:
            criteria_item = criteria_item_data.to_dict()
            criteria.append(criteria_item)



        template_version = self.template_version

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

        deal_id: None | str | Unset
        if isinstance(self.deal_id, Unset):
            deal_id = UNSET
        else:
            deal_id = self.deal_id

        scored_on: None | str | Unset
        if isinstance(self.scored_on, Unset):
            scored_on = UNSET
        elif isinstance(self.scored_on, datetime.date):
            scored_on = self.scored_on.isoformat()
        else:
            scored_on = self.scored_on

        scores: list[dict[str, Any]] | None | Unset
        if isinstance(self.scores, Unset):
            scores = UNSET
        elif isinstance(self.scores, list):
            scores = []
            for scores_type_0_item_data in self.scores:
                scores_type_0_item = scores_type_0_item_data.to_dict()
                scores.append(scores_type_0_item)


        else:
            scores = self.scores

        summary: None | str | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        else:
            summary = self.summary


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
            "weightedTotal": weighted_total,
            "maxScore": max_score,
            "criteria": criteria,
            "templateVersion": template_version,
        })
        if company_id is not UNSET:
            field_dict["companyId"] = company_id
        if template_id is not UNSET:
            field_dict["templateId"] = template_id
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if scored_on is not UNSET:
            field_dict["scoredOn"] = scored_on
        if scores is not UNSET:
            field_dict["scores"] = scores
        if summary is not UNSET:
            field_dict["summary"] = summary

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scorecard_criteria_item import ScorecardCriteriaItem # noqa: PLC0415
        from ..models.scorecard_scores_type_0_item import ScorecardScoresType0Item # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        weighted_total = d.pop("weightedTotal")

        max_score = d.pop("maxScore")

        criteria = []
        _criteria = d.pop("criteria")
        for criteria_item_data in (_criteria):
            criteria_item = ScorecardCriteriaItem.from_dict(criteria_item_data)



            criteria.append(criteria_item)


        template_version = d.pop("templateVersion")

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


        def _parse_deal_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deal_id = _parse_deal_id(d.pop("dealId", UNSET))


        def _parse_scored_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scored_on_type_0 = datetime.date.fromisoformat(data)



                return scored_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        scored_on = _parse_scored_on(d.pop("scoredOn", UNSET))


        def _parse_scores(data: object) -> list[ScorecardScoresType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = []
                _scores_type_0 = data
                for scores_type_0_item_data in (_scores_type_0):
                    scores_type_0_item = ScorecardScoresType0Item.from_dict(scores_type_0_item_data)



                    scores_type_0.append(scores_type_0_item)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ScorecardScoresType0Item] | None | Unset, data)

        scores = _parse_scores(d.pop("scores", UNSET))


        def _parse_summary(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        summary = _parse_summary(d.pop("summary", UNSET))


        scorecard = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            weighted_total=weighted_total,
            max_score=max_score,
            criteria=criteria,
            template_version=template_version,
            company_id=company_id,
            template_id=template_id,
            deal_id=deal_id,
            scored_on=scored_on,
            scores=scores,
            summary=summary,
        )

        return scorecard


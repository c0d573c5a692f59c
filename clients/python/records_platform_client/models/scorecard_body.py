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
  from ..models.scorecard_body_scores_item import ScorecardBodyScoresItem





T = TypeVar("T", bound="ScorecardBody")



@_attrs_define
class ScorecardBody:
    """ 
        Attributes:
            company_id (str): The company scored.
            template_id (str): Scored against it.
            scores (list[ScorecardBodyScoresItem]): One score for each criterion of the template.
            deal_id (None | str | Unset): The deal the scoring is for, if any.
            scored_on (datetime.date | None | Unset):
            summary (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    company_id: str
    template_id: str
    scores: list[ScorecardBodyScoresItem]
    deal_id: None | str | Unset = UNSET
    scored_on: datetime.date | None | Unset = UNSET
    summary: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.scorecard_body_scores_item import ScorecardBodyScoresItem # noqa: PLC0415
        company_id = self.company_id

        template_id = self.template_id

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)



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

        summary: None | str | Unset
        if isinstance(self.summary, Unset):
            summary = UNSET
        else:
            summary = self.summary

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "companyId": company_id,
            "templateId": template_id,
            "scores": scores,
        })
        if deal_id is not UNSET:
            field_dict["dealId"] = deal_id
        if scored_on is not UNSET:
            field_dict["scoredOn"] = scored_on
        if summary is not UNSET:
            field_dict["summary"] = summary
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.scorecard_body_scores_item import ScorecardBodyScoresItem # noqa: PLC0415
        d = dict(src_dict)
        company_id = d.pop("companyId")

        template_id = d.pop("templateId")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in (_scores):
            scores_item = ScorecardBodyScoresItem.from_dict(scores_item_data)



            scores.append(scores_item)


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


        def _parse_summary(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        summary = _parse_summary(d.pop("summary", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        scorecard_body = cls(
            company_id=company_id,
            template_id=template_id,
            scores=scores,
            deal_id=deal_id,
            scored_on=scored_on,
            summary=summary,
            expected_catalog_version=expected_catalog_version,
        )

        return scorecard_body


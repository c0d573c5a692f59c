from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.materiality_topic_body_pillar import MaterialityTopicBodyPillar
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="MaterialityTopicBody")



@_attrs_define
class MaterialityTopicBody:
    """ 
        Attributes:
            portfolio_company_id (str): A portfolio company of your firm: a Company record of type Portfolio (checked when
                an item is made or moved to another company).
            topic (str):
            pillar (MaterialityTopicBodyPillar):
            impact_score (int): 1 (minor) to 5 (severe).
            likelihood_score (int): 1 (rare) to 5 (almost certain).
            assessed_on (datetime.date | None | Unset):
            notes (None | str | Unset):
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    portfolio_company_id: str
    topic: str
    pillar: MaterialityTopicBodyPillar
    impact_score: int
    likelihood_score: int
    assessed_on: datetime.date | None | Unset = UNSET
    notes: None | str | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        portfolio_company_id = self.portfolio_company_id

        topic = self.topic

        pillar = self.pillar.value

        impact_score = self.impact_score

        likelihood_score = self.likelihood_score

        assessed_on: None | str | Unset
        if isinstance(self.assessed_on, Unset):
            assessed_on = UNSET
        elif isinstance(self.assessed_on, datetime.date):
            assessed_on = self.assessed_on.isoformat()
        else:
            assessed_on = self.assessed_on

        notes: None | str | Unset
        if isinstance(self.notes, Unset):
            notes = UNSET
        else:
            notes = self.notes

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "portfolioCompanyId": portfolio_company_id,
            "topic": topic,
            "pillar": pillar,
            "impactScore": impact_score,
            "likelihoodScore": likelihood_score,
        })
        if assessed_on is not UNSET:
            field_dict["assessedOn"] = assessed_on
        if notes is not UNSET:
            field_dict["notes"] = notes
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        portfolio_company_id = d.pop("portfolioCompanyId")

        topic = d.pop("topic")

        pillar = MaterialityTopicBodyPillar(d.pop("pillar"))




        impact_score = d.pop("impactScore")

        likelihood_score = d.pop("likelihoodScore")

        def _parse_assessed_on(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                assessed_on_type_0 = datetime.date.fromisoformat(data)



                return assessed_on_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        assessed_on = _parse_assessed_on(d.pop("assessedOn", UNSET))


        def _parse_notes(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        notes = _parse_notes(d.pop("notes", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        materiality_topic_body = cls(
            portfolio_company_id=portfolio_company_id,
            topic=topic,
            pillar=pillar,
            impact_score=impact_score,
            likelihood_score=likelihood_score,
            assessed_on=assessed_on,
            notes=notes,
            expected_catalog_version=expected_catalog_version,
        )

        return materiality_topic_body


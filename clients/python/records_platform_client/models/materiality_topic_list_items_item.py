from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.materiality_topic_list_items_item_pillar import MaterialityTopicListItemsItemPillar
from ..types import UNSET, Unset
from typing import cast
import datetime






T = TypeVar("T", bound="MaterialityTopicListItemsItem")



@_attrs_define
class MaterialityTopicListItemsItem:
    """ 
        Attributes:
            id (str):
            version (int):
            created_at (datetime.datetime):
            updated_at (datetime.datetime):
            created_by (str):
            portfolio_company_id (None | str | Unset): A portfolio company of your firm: a Company record of type Portfolio
                (checked when an item is made or moved to another company).
            topic (None | str | Unset):
            pillar (MaterialityTopicListItemsItemPillar | Unset):
            impact_score (int | None | Unset): 1 (minor) to 5 (severe).
            likelihood_score (int | None | Unset): 1 (rare) to 5 (almost certain).
            assessed_on (datetime.date | None | Unset):
            notes (None | str | Unset):
     """

    id: str
    version: int
    created_at: datetime.datetime
    updated_at: datetime.datetime
    created_by: str
    portfolio_company_id: None | str | Unset = UNSET
    topic: None | str | Unset = UNSET
    pillar: MaterialityTopicListItemsItemPillar | Unset = UNSET
    impact_score: int | None | Unset = UNSET
    likelihood_score: int | None | Unset = UNSET
    assessed_on: datetime.date | None | Unset = UNSET
    notes: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        created_by = self.created_by

        portfolio_company_id: None | str | Unset
        if isinstance(self.portfolio_company_id, Unset):
            portfolio_company_id = UNSET
        else:
            portfolio_company_id = self.portfolio_company_id

        topic: None | str | Unset
        if isinstance(self.topic, Unset):
            topic = UNSET
        else:
            topic = self.topic

        pillar: str | Unset = UNSET
        if not isinstance(self.pillar, Unset):
            pillar = self.pillar.value


        impact_score: int | None | Unset
        if isinstance(self.impact_score, Unset):
            impact_score = UNSET
        else:
            impact_score = self.impact_score

        likelihood_score: int | None | Unset
        if isinstance(self.likelihood_score, Unset):
            likelihood_score = UNSET
        else:
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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "createdAt": created_at,
            "updatedAt": updated_at,
            "createdBy": created_by,
        })
        if portfolio_company_id is not UNSET:
            field_dict["portfolioCompanyId"] = portfolio_company_id
        if topic is not UNSET:
            field_dict["topic"] = topic
        if pillar is not UNSET:
            field_dict["pillar"] = pillar
        if impact_score is not UNSET:
            field_dict["impactScore"] = impact_score
        if likelihood_score is not UNSET:
            field_dict["likelihoodScore"] = likelihood_score
        if assessed_on is not UNSET:
            field_dict["assessedOn"] = assessed_on
        if notes is not UNSET:
            field_dict["notes"] = notes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        created_at = datetime.datetime.fromisoformat(d.pop("createdAt"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updatedAt"))




        created_by = d.pop("createdBy")

        def _parse_portfolio_company_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        portfolio_company_id = _parse_portfolio_company_id(d.pop("portfolioCompanyId", UNSET))


        def _parse_topic(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        topic = _parse_topic(d.pop("topic", UNSET))


        _pillar = d.pop("pillar", UNSET)
        pillar: MaterialityTopicListItemsItemPillar | Unset
        if isinstance(_pillar,  Unset):
            pillar = UNSET
        else:
            pillar = MaterialityTopicListItemsItemPillar(_pillar)




        def _parse_impact_score(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        impact_score = _parse_impact_score(d.pop("impactScore", UNSET))


        def _parse_likelihood_score(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        likelihood_score = _parse_likelihood_score(d.pop("likelihoodScore", UNSET))


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


        materiality_topic_list_items_item = cls(
            id=id,
            version=version,
            created_at=created_at,
            updated_at=updated_at,
            created_by=created_by,
            portfolio_company_id=portfolio_company_id,
            topic=topic,
            pillar=pillar,
            impact_score=impact_score,
            likelihood_score=likelihood_score,
            assessed_on=assessed_on,
            notes=notes,
        )

        return materiality_topic_list_items_item


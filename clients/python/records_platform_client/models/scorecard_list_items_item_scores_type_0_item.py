from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ScorecardListItemsItemScoresType0Item")



@_attrs_define
class ScorecardListItemsItemScoresType0Item:
    """ 
        Attributes:
            criterion (str): A criterion's key in the template.
            score (float): From 0 to the template's maxScore, at most two decimals.
            comment (None | str | Unset):
     """

    criterion: str
    score: float
    comment: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        criterion = self.criterion

        score = self.score

        comment: None | str | Unset
        if isinstance(self.comment, Unset):
            comment = UNSET
        else:
            comment = self.comment


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "criterion": criterion,
            "score": score,
        })
        if comment is not UNSET:
            field_dict["comment"] = comment

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        criterion = d.pop("criterion")

        score = d.pop("score")

        def _parse_comment(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        comment = _parse_comment(d.pop("comment", UNSET))


        scorecard_list_items_item_scores_type_0_item = cls(
            criterion=criterion,
            score=score,
            comment=comment,
        )

        return scorecard_list_items_item_scores_type_0_item


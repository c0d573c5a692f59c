from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.planner_scenario_body_budget_type_0 import PlannerScenarioBodyBudgetType0





T = TypeVar("T", bound="PlannerScenarioBody")



@_attrs_define
class PlannerScenarioBody:
    """ 
        Attributes:
            name (str):
            description (None | str | Unset):
            budget (None | PlannerScenarioBodyBudgetType0 | Unset): What the scenario plans to deploy.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    description: None | str | Unset = UNSET
    budget: None | PlannerScenarioBodyBudgetType0 | Unset = UNSET
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.planner_scenario_body_budget_type_0 import PlannerScenarioBodyBudgetType0 # noqa: PLC0415
        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        budget: dict[str, Any] | None | Unset
        if isinstance(self.budget, Unset):
            budget = UNSET
        elif isinstance(self.budget, PlannerScenarioBodyBudgetType0):
            budget = self.budget.to_dict()
        else:
            budget = self.budget

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if budget is not UNSET:
            field_dict["budget"] = budget
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.planner_scenario_body_budget_type_0 import PlannerScenarioBodyBudgetType0 # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_budget(data: object) -> None | PlannerScenarioBodyBudgetType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                budget_type_0 = PlannerScenarioBodyBudgetType0.from_dict(data)



                return budget_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlannerScenarioBodyBudgetType0 | Unset, data)

        budget = _parse_budget(d.pop("budget", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        planner_scenario_body = cls(
            name=name,
            description=description,
            budget=budget,
            expected_catalog_version=expected_catalog_version,
        )

        return planner_scenario_body


"""The ESG family's built-in data, without AWS: the metric library's ids, codes and grouping, what an
answer of each value type accepts, and the emission factor search."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

import pytest

from catalog.taxonomy import DEFAULTS
from esg_api import library

TAXONOMY_FRAMEWORKS = [key for key, _, _ in DEFAULTS["esg_fw"]]
TAXONOMY_PILLARS = [key for key, _, _ in DEFAULTS["esg_pillar"]]
ONLY_UNIT = {"percent": "%", "boolean": "yes/no", "text": "text"}


def test_metric_ids_are_unique_and_well_formed() -> None:
    ids = [metric.id for metric in library.LIBRARY]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"lib_[a-z0-9_]{2,60}", each) for each in ids)
    assert 20 <= len(ids) <= 30


def test_every_metric_names_taxonomy_keys_and_a_unit_that_fits_its_type() -> None:
    assert list(library.FRAMEWORKS) == TAXONOMY_FRAMEWORKS == list(library.FRAMEWORK_NAMES)
    assert list(library.PILLARS) == TAXONOMY_PILLARS
    for metric in library.LIBRARY:
        assert metric.pillar in TAXONOMY_PILLARS, metric.id
        assert metric.references, metric.id
        assert set(metric.references) <= set(TAXONOMY_FRAMEWORKS), metric.id
        assert all(code.strip() for code in metric.references.values()), metric.id
        assert metric.unit in library.UNITS, metric.id
        assert metric.value_type in library.VALUE_TYPES, metric.id
        # percent, boolean and text have one unit each; a number has any other
        assert metric.unit == ONLY_UNIT.get(metric.value_type, metric.unit), metric.id
        assert (metric.value_type == "number") == (metric.unit not in ONLY_UNIT.values()), metric.id


def test_library_is_ordered_by_pillar_and_has_the_common_metrics() -> None:
    pillar_order = [library.PILLARS.index(metric.pillar) for metric in library.LIBRARY]
    assert pillar_order == sorted(pillar_order)
    common = ("ghg_scope1", "ghg_scope2_location", "ghg_scope2_market", "ghg_scope3", "energy_consumption",
              "water_withdrawal", "waste_total", "women_workforce_share", "board_women_share",
              "board_independence")  # fmt: skip
    assert [name for name in common if library.library_metric(f"lib_{name}") is None] == []
    assert library.library_metric("lib_nothing") is None
    assert library.library_metric("lib_ghg_scope1").references["gri"] == "305-1"  # type: ignore[union-attr]


def test_library_for_framework() -> None:
    gri = library.library_for_framework("gri")
    assert [m.id for m in gri] == [m.id for m in library.LIBRARY if "gri" in m.references] != []
    assert {m.id for m in library.library_for_framework("sfdr")} >= {"lib_ghg_scope1", "lib_gender_pay_gap"}
    assert library.library_for_framework("nope") == []


def test_library_view_groups_by_framework_then_pillar_in_order() -> None:
    view = library.library_view()
    framework_ids = [framework["frameworkId"] for framework in view["frameworks"]]
    assert framework_ids == [key for key in TAXONOMY_FRAMEWORKS if library.library_for_framework(key)]
    assert framework_ids[:3] == ["sfdr", "tcfd", "gri"]
    for framework in view["frameworks"]:
        assert framework["name"] == library.FRAMEWORK_NAMES[framework["frameworkId"]]
        pillars = [group["pillar"] for group in framework["pillars"]]
        assert pillars == [p for p in TAXONOMY_PILLARS if p in pillars]
        for group in framework["pillars"]:
            assert group["metrics"]
            for shown in group["metrics"]:
                assert shown["pillar"] == group["pillar"]
                assert shown["reference"] == shown["references"][framework["frameworkId"]]
                assert shown["source"] == "library"
    assert "tcfd" not in {f["frameworkId"] for f in library.library_view(pillar="social")["frameworks"]}


def test_library_view_filters() -> None:
    only_gri = library.library_view(framework_id="gri")["frameworks"]
    assert [f["frameworkId"] for f in only_gri] == ["gri"]
    governance = library.library_view(framework_id="gri", pillar="governance")["frameworks"]
    assert [[g["pillar"] for g in f["pillars"]] for f in governance] == [["governance"]]
    shown = {m["id"] for m in governance[0]["pillars"][0]["metrics"]}
    assert shown == {m.id for m in library.library_for_framework("gri") if m.pillar == "governance"}
    assert library.library_view(framework_id="tcfd", pillar="governance") == {"frameworks": []}


def test_metric_view() -> None:
    metric = library.library_metric("lib_ghg_scope1")
    assert metric is not None
    view = library.metric_view(metric)
    assert "reference" not in view
    assert (view["valueType"], view["unit"], view["references"]["sfdr"]) == ("number", "tCO2e", "PAI 1")
    assert library.metric_view(metric, "tcfd")["reference"] == "Metrics and Targets (b)"


@pytest.mark.parametrize(
    ("value_type", "value", "expected"),
    [
        ("number", 12, Decimal(12)),
        ("number", Decimal("-0.000001"), Decimal("-0.000001")),
        ("number", Decimal("999999999999999"), Decimal("999999999999999")),
        ("percent", Decimal(100), Decimal(100)),
        ("percent", 0, Decimal(0)),
        ("boolean", False, False),
        ("text", "Line one\n\tline two", "Line one\n\tline two"),
    ],
)
def test_answers_accepted(value_type: str, value: Any, expected: Any) -> None:
    assert library.answer_value(value_type, value) == expected


def test_number_answers_keep_their_digits() -> None:
    assert str(library.answer_value("number", Decimal("1.50"))) == "1.50"
    assert isinstance(library.answer_value("number", 7), Decimal)


@pytest.mark.parametrize(
    ("value_type", "value", "message"),
    [
        ("number", True, "a number"),  # bool is an int to Python, not to JSON
        ("number", 1.5, "a number"),  # a float has lost the digits sent
        ("number", "12", "a number"),
        ("number", Decimal("NaN"), "a number"),
        ("number", Decimal("0.0000001"), "at most 6 digits"),
        ("number", Decimal("1E+15"), "below 10"),
        ("number", -(10**15), "below 10"),
        ("percent", Decimal("100.5"), "0 to 100"),
        ("percent", -1, "0 to 100"),
        ("boolean", 1, "true or false"),
        ("boolean", "true", "true or false"),
        ("text", 5, "a string"),
        ("text", "   ", "1 to 2000"),
        ("text", "x" * 2001, "1 to 2000"),
        ("text", "bell\x07", "control characters"),
        ("unknown", 1, "value types"),
    ],
)
def test_answers_refused(value_type: str, value: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        library.answer_value(value_type, value)


def test_emission_factors_are_well_formed() -> None:
    ids = [factor.id for factor in library.EMISSION_FACTORS]
    assert len(ids) == len(set(ids))
    providers = {provider["id"] for provider in library.EMISSION_FACTOR_PROVIDERS}
    for factor in library.EMISSION_FACTORS:
        assert re.fullmatch(r"ef_[a-z0-9_]{2,80}", factor.id)
        assert factor.provider_id in providers
        assert factor.id.startswith(f"ef_{factor.provider_id}_")
        assert isinstance(factor.factor, Decimal)
        assert factor.factor > 0
        assert (factor.scope, factor.gas) in {(1, "CO2"), (1, "CO2e"), (2, "CO2e"), (3, "CO2e")}
        assert library.emission_factor(factor.id) is factor
    assert library.emission_factor("ef_nothing") is None
    view = library.factor_view(library.EMISSION_FACTORS[0])
    shown = (view["unit"], view["factor"], view["providerId"], view["activityUnit"])
    assert shown == ("kgCO2e/kWh", Decimal("0.18293"), "desnz_2023", "kWh")


def _ids(q: str, provider_id: str | None = None) -> list[str]:
    return [factor.id for factor in library.search_factors(q, provider_id)]


def test_search_finds_word_prefixes_of_both_providers_in_order() -> None:
    found = library.search_factors("nat")
    assert {f.provider_id for f in found} == {"desnz_2023", "epa_2024"}
    assert all(f.name.startswith("Natural gas") for f in found)
    assert found == sorted(found, key=lambda f: (f.provider_id, f.name))
    assert _ids("NAT") == _ids("  nat ") == [f.id for f in found]


def test_search_terms_must_all_match() -> None:
    assert _ids("diesel gallon") == ["ef_epa_2024_diesel_gallon"]
    assert _ids("natural-gas kwh") == ["ef_desnz_2023_natural_gas_kwh"]
    assert _ids("ef_epa_2024_prop") == ["ef_epa_2024_propane_gallon", "ef_epa_2024_propane_mmbtu"]
    assert "ef_desnz_2023_electricity_uk_kwh" in _ids("purchased elec")


def test_search_provider_filter_and_no_match() -> None:
    assert _ids("nat", "epa_2024") == ["ef_epa_2024_natural_gas_mmbtu", "ef_epa_2024_natural_gas_scf"]
    assert _ids("nat", "desnz_2023") == ["ef_desnz_2023_natural_gas_m3", "ef_desnz_2023_natural_gas_kwh"]
    assert [_ids(q, provider) for q, provider in [("atural", None), ("hydrogen", None), ("nat", "nobody"),
                                                  ("   ", None), ("-", None)]] == [[]] * 5  # fmt: skip


def test_benchmark_providers() -> None:
    ids = [str(provider["id"]) for provider in library.BENCHMARK_PROVIDERS]
    assert sorted(ids) == sorted(set(ids)) == ["cdp", "edci", "firm", "msci", "sustainalytics"]
    firm = library.benchmark_provider("firm")
    assert firm is not None
    assert firm["url"] is None
    firm["name"] = "changed"  # a copy: the table stays as built
    assert library.benchmark_provider("firm")["name"] != "changed"  # type: ignore[index]
    assert library.benchmark_provider("nobody") is None

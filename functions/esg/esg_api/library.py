"""The product's built-in ESG data, the same for every firm and read-only: a library of common ESG metrics,
the types an answer to a metric may have, a table of published emission factors, and the benchmark data
providers a firm may name. Pure data and pure functions (no AWS, no I/O), cheap to import.

Sources:
- Metrics: each names its code in the frameworks it serves, the keys of the taxonomy group `esg_fw`:
  SFDR Delegated Regulation (EU) 2022/1288 Annex I (Table 1 mandatory principal adverse impacts, "PAI n";
  Tables 2 and 3 optional ones, "PAI n (Table 2|3)"), TCFD Recommendations (2017) "Metrics and Targets",
  GRI Standards disclosure numbers (GRI 2: General Disclosures 2021 and the topic standards), SASB's
  general issue categories (SASB's codes are industry-specific, so the library names the cross-industry
  category instead) and the UN Sustainable Development Goals. Pillars are the keys of `esg_pillar`.
- Emission factors: the UK Government GHG Conversion Factors for Company Reporting 2023 (DESNZ; kg CO2e)
  and the US EPA GHG Emission Factors Hub 2024 (kg CO2 only: the hub gives CH4 and N2O separately).
  Each row is a figure as published; a figure not checked against its source is left out.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from kernel.text import text_problem

FRAMEWORKS = ("sfdr", "tcfd", "gri", "sasb", "un_sdg")  # the order frameworks are shown in
FRAMEWORK_NAMES = {"sfdr": "SFDR", "tcfd": "TCFD", "gri": "GRI", "sasb": "SASB", "un_sdg": "UN SDGs"}
PILLARS = ("environmental", "social", "governance")

UNITS = ("tCO2e", "tCO2e/EURm", "MWh", "GJ", "m3", "t", "%", "count", "ratio", "EUR", "USD", "hours", "rate",
         "yes/no", "text")  # fmt: skip
VALUE_TYPES = ("number", "percent", "boolean", "text")
# The one unit each non-number value type has; a "number" has any other unit.
UNIT_OF_VALUE_TYPE = {"percent": "%", "boolean": "yes/no", "text": "text"}


# ---- the metric library --------------------------------------------------------------------------------


@dataclass(frozen=True)
class LibraryMetric:
    id: str  # "lib_" + lower snake case
    name: str
    pillar: str  # a key of PILLARS
    unit: str  # one of UNITS
    value_type: str  # one of VALUE_TYPES
    description: str  # what to report, and its boundary
    # framework key -> that framework's own code; a read-only mapping, so not part of the hash
    references: Mapping[str, str] = field(hash=False)


def _metric(
    metric_id: str, name: str, pillar: str, unit: str, value_type: str, description: str, **codes: str
) -> LibraryMetric:
    if unknown := set(codes) - set(FRAMEWORKS):  # a misspelt framework would otherwise vanish quietly
        raise ValueError(f"{metric_id}: unknown frameworks {sorted(unknown)}")
    references = MappingProxyType({key: codes[key] for key in FRAMEWORKS if key in codes})
    return LibraryMetric(metric_id, name, pillar, unit, value_type, description, references)


# "Disclose Scope 1, Scope 2, and, if appropriate, Scope 3 greenhouse gas (GHG) emissions"
_TCFD_GHG = "Metrics and Targets (b)"

LIBRARY: tuple[LibraryMetric, ...] = (
    # environmental: emissions, then energy, water, waste, exposures
    _metric("lib_ghg_scope1", "GHG emissions: Scope 1", "environmental", "tCO2e", "number",
            "Direct GHG emissions from sources the company owns or controls (fuel burnt, company vehicles, "
            "process and fugitive emissions), in tonnes of CO2 equivalent for the period.",
            sfdr="PAI 1", tcfd=_TCFD_GHG, gri="305-1", sasb="GHG Emissions", un_sdg="SDG 13"),
    _metric("lib_ghg_scope2_location", "GHG emissions: Scope 2 (location-based)", "environmental", "tCO2e",
            "number", "Indirect GHG emissions from purchased electricity, heat, steam and cooling, at the "
            "average emission intensity of the grids where the energy is consumed.",
            sfdr="PAI 1", tcfd=_TCFD_GHG, gri="305-2", un_sdg="SDG 13"),
    _metric("lib_ghg_scope2_market", "GHG emissions: Scope 2 (market-based)", "environmental", "tCO2e",
            "number", "Indirect GHG emissions from purchased electricity, heat, steam and cooling, at the "
            "emission factors of the contracts the company holds (supplier mixes, certificates, PPAs).",
            sfdr="PAI 1", tcfd=_TCFD_GHG, gri="305-2", un_sdg="SDG 13"),
    _metric("lib_ghg_scope3", "GHG emissions: Scope 3", "environmental", "tCO2e", "number",
            "All other indirect GHG emissions in the company's value chain, upstream and downstream, across "
            "the GHG Protocol Scope 3 categories it has screened as relevant.",
            sfdr="PAI 1", tcfd=_TCFD_GHG, gri="305-3", un_sdg="SDG 13"),
    _metric("lib_ghg_total", "GHG emissions: total", "environmental", "tCO2e", "number",
            "Scope 1, Scope 2 and Scope 3 GHG emissions together for the period, Scope 2 as the company "
            "reports it (location- or market-based).",
            sfdr="PAI 1", tcfd=_TCFD_GHG, un_sdg="SDG 13"),
    _metric("lib_ghg_intensity", "GHG intensity (carbon footprint per revenue)", "environmental",
            "tCO2e/EURm", "number", "Scope 1, 2 and 3 GHG emissions in tonnes of CO2 equivalent per million "
            "euros of the company's revenue for the same period.",
            sfdr="PAI 3", tcfd=_TCFD_GHG, gri="305-4", un_sdg="SDG 13"),
    _metric("lib_energy_consumption", "Total energy consumption", "environmental", "MWh", "number",
            "All energy consumed within the organisation in the period (fuels, electricity, heat, steam and "
            "cooling), renewable and non-renewable, in megawatt-hours.",
            gri="302-1", sasb="Energy Management", un_sdg="SDG 7"),
    # SFDR asks for the non-renewable share (PAI 5): 100 minus this answer
    _metric("lib_renewable_energy_share", "Share of renewable energy", "environmental", "%", "percent",
            "Energy from renewable sources as a percentage of the total energy the organisation consumed in "
            "the period.",
            sfdr="PAI 5", gri="302-1", sasb="Energy Management", un_sdg="SDG 7"),
    _metric("lib_water_withdrawal", "Water withdrawal", "environmental", "m3", "number",
            "Total water drawn from surface water, groundwater, seawater, produced water and third-party "
            "supplies in the period, in cubic metres.",
            gri="303-3", sasb="Water & Wastewater Management", un_sdg="SDG 6"),
    _metric("lib_water_consumption", "Water consumption", "environmental", "m3", "number",
            "Water withdrawn and not returned to the environment or a third party in the period (evaporated, "
            "embedded in products, stored), in cubic metres.",
            sfdr="PAI 6 (Table 2)", gri="303-5", sasb="Water & Wastewater Management", un_sdg="SDG 6"),
    _metric("lib_waste_total", "Total waste generated", "environmental", "t", "number",
            "Total weight of waste the organisation generated in the period, hazardous and non-hazardous, in "
            "metric tonnes.",
            gri="306-3", sasb="Waste & Hazardous Materials Management", un_sdg="SDG 12"),
    _metric("lib_waste_hazardous", "Hazardous waste generated", "environmental", "t", "number",
            "Weight of hazardous and radioactive waste the organisation generated in the period, in metric "
            "tonnes.",
            sfdr="PAI 9", gri="306-3", sasb="Waste & Hazardous Materials Management", un_sdg="SDG 12"),
    _metric("lib_waste_recycled_share", "Share of waste recycled", "environmental", "%", "percent",
            "Waste diverted from disposal by reuse or recycling as a percentage of the total waste generated "
            "in the period, by weight.",
            gri="306-4", un_sdg="SDG 12"),
    _metric("lib_fossil_fuel_activity", "Active in the fossil fuel sector", "environmental", "yes/no",
            "boolean", "Whether the company derives any revenue from exploring, mining, extracting, "
            "producing, processing, storing, refining or distributing fossil fuels.",
            sfdr="PAI 4"),
    _metric("lib_biodiversity_sensitive_sites", "Sites in or near biodiversity-sensitive areas",
            "environmental", "yes/no", "boolean", "Whether the company has sites or operations in or near "
            "protected or biodiversity-sensitive areas whose activities negatively affect those areas.",
            sfdr="PAI 7", gri="304-1", un_sdg="SDG 15"),
    # social: the workforce, then health and safety, then conduct exposures
    _metric("lib_employees", "Employees (headcount)", "social", "count", "number",
            "Number of employees at the end of the period, as a headcount, full- and part-time, permanent "
            "and temporary.",
            gri="2-7", un_sdg="SDG 8"),
    _metric("lib_women_workforce_share", "Women in the workforce", "social", "%", "percent",
            "Women as a percentage of all employees at the end of the period, by headcount.",
            gri="405-1", sasb="Employee Engagement, Diversity & Inclusion", un_sdg="SDG 5"),
    _metric("lib_gender_pay_gap", "Unadjusted gender pay gap", "social", "%", "percent",
            "Difference between the average gross hourly earnings of male and of female employees, as a "
            "percentage of the male average.",
            sfdr="PAI 12", gri="405-2", sasb="Employee Engagement, Diversity & Inclusion", un_sdg="SDG 5"),
    _metric("lib_employee_turnover", "Employee turnover", "social", "%", "percent",
            "Employees who left in the period, voluntarily or not, as a percentage of the average headcount "
            "for the period.",
            gri="401-1", un_sdg="SDG 8"),
    _metric("lib_injury_rate", "Work-related injury rate", "social", "rate", "number",
            "Recordable work-related injuries of employees per 1,000,000 hours worked in the period.",
            sfdr="PAI 2 (Table 3)", gri="403-9", sasb="Employee Health & Safety", un_sdg="SDG 8"),
    _metric("lib_data_breaches", "Data breaches", "social", "count", "number",
            "Number of substantiated breaches of customer privacy and losses of customer data in the period.",
            gri="418-1", sasb="Data Security"),
    _metric("lib_ungc_oecd_violations", "Violations of UN Global Compact or OECD Guidelines", "social",
            "yes/no", "boolean", "Whether the company was involved in the period in violations of the UN "
            "Global Compact principles or the OECD Guidelines for Multinational Enterprises.",
            sfdr="PAI 10"),
    # SFDR counts the companies *lacking* these processes (PAI 11): a "no" here is what it reports
    _metric("lib_ungc_oecd_compliance_processes",
            "Processes to monitor UN Global Compact and OECD compliance", "social", "yes/no", "boolean",
            "Whether the company has policies and grievance or complaints mechanisms to monitor compliance "
            "with the UN Global Compact principles and OECD Guidelines.",
            sfdr="PAI 11"),
    _metric("lib_controversial_weapons", "Involved in controversial weapons", "social", "yes/no", "boolean",
            "Whether the company manufactures or sells anti-personnel mines, cluster munitions, or chemical "
            "or biological weapons.",
            sfdr="PAI 14"),
    # governance: the board, then conduct policies
    _metric("lib_board_women_share", "Women on the board", "governance", "%", "percent",
            "Women as a percentage of the members of the company's board (the highest governance body) at "
            "the end of the period.",
            sfdr="PAI 13", gri="405-1", un_sdg="SDG 5"),
    _metric("lib_board_independence", "Board independence", "governance", "%", "percent",
            "Independent directors as a percentage of all members of the company's board at the end of the "
            "period.",
            gri="2-9"),
    _metric("lib_ceo_pay_ratio", "CEO pay ratio", "governance", "ratio", "number",
            "Annual total compensation of the highest-paid individual divided by the median annual total "
            "compensation of all other employees.",
            sfdr="PAI 8 (Table 3)", gri="2-21"),
    _metric("lib_anti_corruption_policy", "Anti-corruption and anti-bribery policy", "governance", "yes/no",
            "boolean", "Whether the company has an anti-corruption and anti-bribery policy consistent with "
            "the UN Convention against Corruption.",
            sfdr="PAI 15 (Table 3)", gri="205-2", sasb="Business Ethics", un_sdg="SDG 16"),
    _metric("lib_whistleblower_policy", "Whistleblower protection", "governance", "yes/no", "boolean",
            "Whether the company has a mechanism for employees and others to raise concerns confidentially, "
            "with protection against retaliation.",
            sfdr="PAI 6 (Table 3)", gri="2-26", un_sdg="SDG 16"),
)  # fmt: skip

_METRIC_BY_ID = {metric.id: metric for metric in LIBRARY}


def library_metric(metric_id: str) -> LibraryMetric | None:
    return _METRIC_BY_ID.get(metric_id)


def library_for_framework(framework_id: str) -> list[LibraryMetric]:
    """The library metrics that name a code in the framework, in library order."""
    return [metric for metric in LIBRARY if framework_id in metric.references]


def metric_view(metric: LibraryMetric, framework_id: str | None = None) -> dict[str, Any]:
    """A metric as the API shows it; with a framework, also its code there (`reference`, None when the
    metric has none in that framework)."""
    view: dict[str, Any] = {
        "id": metric.id,
        "name": metric.name,
        "pillar": metric.pillar,
        "unit": metric.unit,
        "valueType": metric.value_type,
        "description": metric.description,
        "references": dict(metric.references),
        "source": "library",
    }
    if framework_id is not None:
        view["reference"] = metric.references.get(framework_id)
    return view


def library_view(framework_id: str | None = None, pillar: str | None = None) -> dict[str, Any]:
    """The library by framework, then by pillar (both in their fixed order), leaving out whatever is empty
    after the filters; a metric shows in every framework it names."""
    frameworks = []
    for framework in FRAMEWORKS:
        if framework_id is not None and framework != framework_id:
            continue
        pillars = []
        for each_pillar in PILLARS:
            if pillar is not None and each_pillar != pillar:
                continue
            metrics = [metric_view(metric, framework) for metric in LIBRARY
                       if metric.pillar == each_pillar and framework in metric.references]  # fmt: skip
            if metrics:
                pillars.append({"pillar": each_pillar, "metrics": metrics})
        if pillars:
            named = {"frameworkId": framework, "name": FRAMEWORK_NAMES[framework]}
            frameworks.append({**named, "pillars": pillars})
    return {"frameworks": frameworks}


# ---- answers -------------------------------------------------------------------------------------------

NUMBER_LIMIT = 10**15  # an answer's absolute value stays below it...
MOST_DECIMALS = 6  # ...with at most this many digits after the point: exact in DynamoDB and in reports
MOST_TEXT = 2000


def answer_value(value_type: str, value: Any) -> Decimal | bool | str:
    """An answer of the value type, as stored (a number as a Decimal, digit for digit as given), or
    ValueError with what was expected, in words for the person answering."""
    if value_type in ("number", "percent"):
        number = _exact_number(value)
        if value_type == "percent" and not 0 <= number <= 100:
            raise ValueError("a percentage from 0 to 100")
        return number
    if value_type == "boolean":
        if not isinstance(value, bool):
            raise ValueError("true or false")
        return value
    if value_type == "text":
        if not isinstance(value, str):
            raise ValueError("a string")
        if not 1 <= len(value.strip()) <= MOST_TEXT:
            raise ValueError(f"1 to {MOST_TEXT} characters")
        problem = text_problem(value, multiline=True)
        if problem:
            raise ValueError(problem)
        return value
    raise ValueError(f"one of the value types {', '.join(VALUE_TYPES)}")


def _exact_number(value: Any) -> Decimal:
    # bool is an int in Python but not a number in JSON; a float has already lost the digits sent
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        raise ValueError("a number")
    number = Decimal(value)
    if not number.is_finite():
        raise ValueError("a number")
    if number.adjusted() >= 15:  # |number| >= 10^15, read off the exponent: abs() overflows on 1e999999999
        raise ValueError("a number of absolute value below 10^15")
    exponent = number.as_tuple().exponent
    if isinstance(exponent, int) and exponent < -MOST_DECIMALS:
        raise ValueError(f"a number with at most {MOST_DECIMALS} digits after the decimal point")
    return number


# ---- emission factors ----------------------------------------------------------------------------------

EMISSION_FACTOR_PROVIDERS: tuple[dict[str, Any], ...] = (
    {
        "id": "desnz_2023",
        "name": "UK Government GHG Conversion Factors for Company Reporting (DESNZ/DEFRA)",
        "publisher": "Department for Energy Security and Net Zero",
        "year": 2023,
        "region": "GB",
        "url": "https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting",
    },
    {
        "id": "epa_2024",
        "name": "EPA GHG Emission Factors Hub",
        "publisher": "US Environmental Protection Agency",
        "year": 2024,
        "region": "US",
        "url": "https://www.epa.gov/climateleadership/ghg-emission-factors-hub",
    },
)


@dataclass(frozen=True)
class EmissionFactor:
    id: str  # "ef_" + provider + "_" + slug
    provider_id: str  # an id of EMISSION_FACTOR_PROVIDERS
    name: str
    category: str
    scope: int  # GHG Protocol scope: 1, 2 or 3
    activity_unit: str
    factor: Decimal  # kg of `gas` per activity unit
    gas: str  # "CO2e" or "CO2"
    region: str
    year: int


def _desnz(slug: str, name: str, category: str, scope: int, unit: str, factor: str) -> EmissionFactor:
    return EmissionFactor(f"ef_desnz_2023_{slug}", "desnz_2023", name, category, scope, unit, Decimal(factor),
                          "CO2e", "GB", 2023)  # fmt: skip


def _epa(slug: str, name: str, category: str, unit: str, factor: str) -> EmissionFactor:
    # The hub's CO2 factors: all fuel combustion, so scope 1 (CH4 and N2O are separate rows there)
    return EmissionFactor(f"ef_epa_2024_{slug}", "epa_2024", name, category, 1, unit, Decimal(factor), "CO2",
                          "US", 2024)  # fmt: skip


_STATIONARY = "Stationary combustion"
_MOBILE = "Mobile combustion"

EMISSION_FACTORS: tuple[EmissionFactor, ...] = (
    # DESNZ 2023, "Fuels" and "UK electricity" (kg CO2e)
    _desnz("natural_gas_kwh", "Natural gas (gross CV)", _STATIONARY, 1, "kWh", "0.18293"),
    _desnz("natural_gas_m3", "Natural gas", _STATIONARY, 1, "m3", "2.04542"),
    _desnz("diesel_litre", "Diesel (average biofuel blend)", _MOBILE, 1, "litre", "2.51279"),
    _desnz("electricity_uk_kwh", "UK electricity (generated)", "Purchased electricity", 2, "kWh", "0.207074"),
    # EPA hub 2024, Table 1 (stationary combustion) and Table 2 (mobile combustion), kg CO2
    _epa("natural_gas_mmbtu", "Natural gas", _STATIONARY, "mmBtu", "53.06"),
    _epa("natural_gas_scf", "Natural gas", _STATIONARY, "scf", "0.05444"),
    _epa("distillate_fuel_oil_2_mmbtu", "Distillate fuel oil No. 2 (diesel)", _STATIONARY, "mmBtu", "73.96"),
    _epa("residual_fuel_oil_6_mmbtu", "Residual fuel oil No. 6", _STATIONARY, "mmBtu", "75.10"),
    _epa("propane_mmbtu", "Propane", _STATIONARY, "mmBtu", "62.87"),
    _epa("propane_gallon", "Propane", _STATIONARY, "gallon", "5.72"),
    _epa("motor_gasoline_mmbtu", "Motor gasoline", _STATIONARY, "mmBtu", "70.22"),
    _epa("jet_fuel_mmbtu", "Kerosene-type jet fuel", _STATIONARY, "mmBtu", "72.22"),
    _epa("bituminous_coal_mmbtu", "Bituminous coal", _STATIONARY, "mmBtu", "93.28"),
    _epa("bituminous_coal_short_ton", "Bituminous coal", _STATIONARY, "short ton", "2325"),
    _epa("diesel_gallon", "Diesel fuel", _MOBILE, "gallon", "10.21"),
    _epa("motor_gasoline_gallon", "Motor gasoline", _MOBILE, "gallon", "8.78"),
    _epa("jet_fuel_gallon", "Kerosene-type jet fuel", _MOBILE, "gallon", "9.75"),
)

_FACTOR_BY_ID = {factor.id: factor for factor in EMISSION_FACTORS}
_PROVIDER_ORDER = {provider["id"]: index for index, provider in enumerate(EMISSION_FACTOR_PROVIDERS)}
_NOT_WORD = re.compile(r"[\W_]+")


def _words(text: str) -> list[str]:
    return [word for word in _NOT_WORD.split(text.casefold()) if word]


# What a search term may be the start of, per factor; a dozen rows, so made once at import
_SEARCH_WORDS = {
    factor.id: frozenset(_words(f"{factor.name} {factor.category} {factor.activity_unit}"))
    for factor in EMISSION_FACTORS
}


def emission_factor(factor_id: str) -> EmissionFactor | None:
    return _FACTOR_BY_ID.get(factor_id)


def factor_view(factor: EmissionFactor) -> dict[str, Any]:
    return {
        "id": factor.id,
        "providerId": factor.provider_id,
        "name": factor.name,
        "category": factor.category,
        "scope": factor.scope,
        "activityUnit": factor.activity_unit,
        "factor": factor.factor,
        "unit": f"kg{factor.gas}/{factor.activity_unit}",
        "gas": factor.gas,
        "region": factor.region,
        "year": factor.year,
    }


def search_factors(q: str, provider_id: str | None = None) -> list[EmissionFactor]:
    """The factors every term of `q` (split on spaces, case-insensitive) finds: a term finds a factor when
    it starts its id, or when each of its words ("natural-gas" has two) starts a word of the factor's name,
    category or activity unit. By provider, then name; [] for a blank query."""
    terms = q.casefold().split()
    if not terms:
        return []
    found = [
        factor
        for factor in EMISSION_FACTORS
        if (provider_id is None or factor.provider_id == provider_id)
        and all(_term_finds(term, factor) for term in terms)
    ]
    return sorted(found, key=_search_order)


def _search_order(factor: EmissionFactor) -> tuple[int, str, str, str]:
    return _PROVIDER_ORDER[factor.provider_id], factor.name.casefold(), factor.activity_unit, factor.id


def _term_finds(term: str, factor: EmissionFactor) -> bool:
    if factor.id.startswith(term):
        return True
    pieces = _words(term)
    words = _SEARCH_WORDS[factor.id]
    return bool(pieces) and all(any(word.startswith(piece) for word in words) for piece in pieces)


# ---- benchmark data providers --------------------------------------------------------------------------

BENCHMARK_PROVIDERS: tuple[dict[str, str | None], ...] = (
    {
        "id": "edci",
        "name": "ESG Data Convergence Initiative (EDCI)",
        "description": "Private-markets benchmark of portfolio companies' ESG data on a common set of "
        "metrics (GHG emissions, renewable energy, board diversity, work-related injuries, net new hires, "
        "employee engagement).",
        "url": "https://www.esgdc.org/",
    },
    {
        "id": "cdp",
        "name": "CDP",
        "description": "Companies' environmental disclosures (climate change, water security, forests) "
        "collected by CDP's questionnaires and scored A to D-.",
        "url": "https://www.cdp.net/",
    },
    {
        "id": "msci",
        "name": "MSCI ESG Ratings",
        "description": "Ratings from AAA to CCC of companies' exposure to industry-material ESG risks and "
        "how well they manage them, relative to industry peers.",
        "url": "https://www.msci.com/",
    },
    {
        "id": "sustainalytics",
        "name": "Morningstar Sustainalytics ESG Risk Ratings",
        "description": "Scores of companies' unmanaged ESG risk, from negligible to severe, comparable "
        "across industries.",
        "url": "https://www.sustainalytics.com/",
    },
    {
        "id": "firm",
        "name": "Firm peer set",
        "description": "The firm's own portfolio companies, compared with one another.",
        "url": None,
    },
)

_BENCHMARK_PROVIDER_BY_ID = {provider["id"]: provider for provider in BENCHMARK_PROVIDERS}


def benchmark_provider(provider_id: str) -> dict[str, str | None] | None:
    """The provider, as a copy: the table is shared by every request in the process."""
    found = _BENCHMARK_PROVIDER_BY_ID.get(provider_id)
    return dict(found) if found is not None else None

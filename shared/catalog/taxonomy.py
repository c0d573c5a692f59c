"""Taxonomy groups (spec 2.5): where a firm's items live, and what each group starts with. The
taxonomy family serves them; other families read them (a company's industry codes are keys of
`sectors`), so the layout lives here, below the families.

    pk <firm>#TAXONOMY#<group>    sk <key>       an item {key, label, parentKey?, sortOrder, description?}
    pk <firm>#TAXONOMY_SEEDED     sk <group>     the group has had its defaults
    pk <firm>#TAXONOMY_USE        sk sectors     {counts: {key: companies using it as an industry code}}

The usage item is written by every change of a company's industry codes and by every delete of a
sectors item, each at the version it read: the two serialize on it, so a sector is never deleted while
a company's codes name it, and no company takes a code being deleted (docs/decisions.md).

DEFAULTS: what a private-equity or venture firm would otherwise type in first (spec 2.5 names the
groups, not their items), as (key, label, parentKey)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Update

Default = tuple[str, str, str | None]

DEFAULTS: dict[str, tuple[Default, ...]] = {
    "sectors": (
        ("software", "Software", None),
        ("saas", "SaaS", "software"),
        ("devtools", "Developer tools", "software"),
        ("fintech", "Fintech", None),
        ("payments", "Payments", "fintech"),
        ("insurtech", "Insurtech", "fintech"),
        ("healthcare", "Healthcare", None),
        ("medtech", "Medtech", "healthcare"),
        ("consumer", "Consumer", None),
        ("industrials", "Industrials", None),
        ("energy", "Energy and climate", None),
        ("real_estate", "Real estate", None),
        ("media", "Media", None),
        ("education", "Education", None),
    ),
    "geographies": (
        ("europe", "Europe", None),
        ("uk", "United Kingdom", "europe"),
        ("dach", "DACH", "europe"),
        ("nordics", "Nordics", "europe"),
        ("north_america", "North America", None),
        ("us", "United States", "north_america"),
        ("canada", "Canada", "north_america"),
        ("asia_pacific", "Asia-Pacific", None),
        ("latin_america", "Latin America", None),
        ("middle_east_africa", "Middle East and Africa", None),
    ),
    "expertise": (
        ("finance", "Finance", None),
        ("legal", "Legal", None),
        ("operations", "Operations", None),
        ("technology", "Technology", None),
        ("go_to_market", "Go-to-market", None),
        ("people", "People and HR", None),
    ),
    "deal_types": (
        ("seed", "Seed", None),
        ("series_a", "Series A", None),
        ("series_b", "Series B", None),
        ("growth", "Growth equity", None),
        ("buyout", "Buyout", None),
        ("secondary", "Secondary", None),
        ("bridge", "Bridge", None),
    ),
    "inv_types": (
        ("equity", "Equity", None),
        ("convertible", "Convertible", None),
        ("debt", "Debt", None),
        ("mezzanine", "Mezzanine", None),
        ("fund_commitment", "Fund commitment", None),
    ),
    "co_stages": (
        ("pre_seed", "Pre-seed", None),
        ("seed", "Seed", None),
        ("early", "Early stage", None),
        ("growth", "Growth", None),
        ("mature", "Mature", None),
        ("exited", "Exited", None),
    ),
    "esg_fw": (
        ("sfdr", "SFDR", None),
        ("tcfd", "TCFD", None),
        ("gri", "GRI", None),
        ("sasb", "SASB", None),
        ("un_sdg", "UN SDGs", None),
    ),
    "esg_pillar": (
        ("environmental", "Environmental", None),
        ("social", "Social", None),
        ("governance", "Governance", None),
    ),
    "doc_types": (
        ("pitch_deck", "Pitch deck", None),
        ("financials", "Financial statements", None),
        ("legal", "Legal", None),
        ("board_pack", "Board pack", None),
        ("term_sheet", "Term sheet", None),
        ("due_diligence", "Due diligence", None),
        ("kyc", "KYC", None),
    ),
    "task_types": (
        ("call", "Call", None),
        ("meeting", "Meeting", None),
        ("email", "Email", None),
        ("follow_up", "Follow-up", None),
        ("review", "Review", None),
        ("diligence", "Diligence", None),
    ),
    "role_types": (
        ("founder", "Founder", None),
        ("ceo", "CEO", None),
        ("cfo", "CFO", None),
        ("board_member", "Board member", None),
        ("advisor", "Advisor", None),
        ("investor_relations", "Investor relations", None),
    ),
    "email_template_categories": (
        ("outreach", "Outreach", None),
        ("follow_up", "Follow-up", None),
        ("investor_update", "Investor update", None),
        ("reporting", "Reporting", None),
        ("onboarding", "Onboarding", None),
    ),
    "engagement_statuses": (
        ("not_contacted", "Not contacted", None),
        ("contacted", "Contacted", None),
        ("engaged", "Engaged", None),
        ("in_discussion", "In discussion", None),
        ("closed_won", "Closed - won", None),
        ("closed_lost", "Closed - lost", None),
    ),
    "investment_stage": (
        ("sourcing", "Sourcing", None),
        ("screening", "Screening", None),
        ("due_diligence", "Due diligence", None),
        ("ic_review", "IC review", None),
        ("closing", "Closing", None),
        ("portfolio", "Portfolio", None),
        ("exited", "Exited", None),
    ),
    "risk_category": (
        ("market", "Market", None),
        ("credit", "Credit", None),
        ("operational", "Operational", None),
        ("regulatory", "Regulatory", None),
        ("liquidity", "Liquidity", None),
        ("reputational", "Reputational", None),
    ),
    "kpi_category": (
        ("revenue", "Revenue", None),
        ("growth", "Growth", None),
        ("profitability", "Profitability", None),
        ("cash", "Cash", None),
        ("customers", "Customers", None),
        ("team", "Team", None),
        ("esg", "ESG", None),
    ),
}
GROUPS = tuple(DEFAULTS)
SEEDED = "TAXONOMY_SEEDED"


def partition(group: str) -> str:
    return f"TAXONOMY#{group}"


def keys(store: TenantStore, group: str) -> set[str]:
    """The group's item keys as the firm sees them: its items, or the defaults before a first read."""
    found = {str(item["key"]) for item in store.query(partition(group), limit=500, consistent=True).items}
    if found or store.get(SEEDED, group, consistent=True) is not None:
        return found
    return {key for key, _, _ in DEFAULTS[group]}


USAGE = ("TAXONOMY_USE", "sectors")


class SectorUsage(NamedTuple):
    """How many companies use each sector key as an industry code, at the usage item's version."""

    counts: dict[str, int]
    version: int  # 0: no company ever had a code

    def write(self, counts: dict[str, int]) -> Update:
        """The usage item with these counts, on condition nobody moved it since it was read."""
        return Update(*USAGE, self.version, {"counts": counts}, addressed=False)

    def after_codes_changed(self, before: Iterable[str], after: Iterable[str]) -> Update:
        """One company's codes went from `before` to `after`."""
        old, new = set(before), set(after)
        counts = dict(self.counts)
        for key in new - old:
            counts[key] = counts.get(key, 0) + 1
        for key in old - new:
            counts[key] = counts.get(key, 0) - 1
        return self.write({key: count for key, count in counts.items() if count > 0})

    def in_use(self, keys: Iterable[str]) -> dict[str, int]:
        return {key: self.counts[key] for key in keys if self.counts.get(key, 0) > 0}


def sector_usage(store: TenantStore) -> SectorUsage:
    found = store.get(*USAGE, consistent=True)
    if found is None:
        return SectorUsage({}, 0)
    return SectorUsage(
        {str(key): int(count) for key, count in found["counts"].items()}, int(found["version"])
    )

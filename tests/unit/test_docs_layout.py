"""The docs' layout: the README is the front door (short, with a table of the guides), one guide per
area under docs/guide/, docs/decisions.md an index of the area files under docs/decisions/, and no
relative link that leads nowhere. Each check is a function of the text, run on the repository and, to
show it can fail, on a broken example."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
README = REPO / "README.md"
GUIDES = REPO / "docs" / "guide"
INDEX = REPO / "docs" / "decisions.md"
DECISIONS = REPO / "docs" / "decisions"
README_MOST_LINES = 320

LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^ *(```|~~~).*?^ *\1[^\n]*$", re.S | re.M)
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1", re.S)


def markdown_files() -> list[Path]:
    return [README, INDEX, *sorted(GUIDES.glob("*.md")), *sorted(DECISIONS.glob("*.md"))]


def prose(text: str) -> str:
    """The text without fenced blocks and code spans, where a `](` is code, not a link."""
    return CODE_SPAN.sub("", FENCE.sub("", text))


def links(text: str) -> list[str]:
    return LINK.findall(prose(text))


def is_relative(target: str) -> bool:
    return not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) and not target.startswith("//")


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: its text (a link's label, no code marks), lower case, without
    punctuation but `-` and `_`, spaces as `-`."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"[`*]", "", text).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(text: str) -> set[str]:
    found: set[str] = set()
    for heading in re.findall(r"^#{1,6} (.+?)\s*#*$", FENCE.sub("", text), re.M):
        base, n = slug(heading), 0
        name = base
        while name in found:
            n += 1
            name = f"{base}-{n}"
        found.add(name)
    return found


def broken_links(source: Path, text: str) -> list[str]:
    """Each relative link of `text` (written in `source`) whose file does not exist, or whose `#anchor`
    names no heading of that file."""
    broken = []
    for target in links(text):
        if not is_relative(target):
            continue
        path, _, anchor = target.partition("#")
        resolved = (source.parent / path).resolve() if path else source
        if not resolved.is_file():
            broken.append(f"{source.relative_to(REPO)}: {target} (no such file)")
        elif anchor and resolved.suffix == ".md":
            linked = text if resolved == source else resolved.read_text(encoding="utf-8")
            if anchor not in anchors(linked):
                broken.append(f"{source.relative_to(REPO)}: {target} (no such heading)")
    return broken


def guides_table(readme: str) -> list[str]:
    """The guide files the README's "Guides" table links, in its order."""
    section = re.search(r"^## Guides\n(.*?)(?=^## |\Z)", readme, re.S | re.M)
    assert section, "the README has no ## Guides section"
    rows = [line for line in section.group(1).splitlines() if line.startswith("| [")]
    return [target for row in rows for target in LINK.findall(row.split("|")[1])]


def lead_ins(text: str) -> list[str]:
    """What the index lists for an area file: each `## ` heading and each decision's bold lead-in."""
    found = []
    for block in re.split(r"\n\n+", FENCE.sub("", text)):
        if block.startswith("## "):
            found.append(block.split("\n", 1)[0][3:])
        elif block.startswith("**"):
            bold = re.match(r"\*\*(.+?)\*\*", block, re.S)
            assert bold, block[:80]
            found.append(" ".join(bold.group(1).split()).removesuffix("."))
    return found


def unlisted(index: str, area: Path) -> list[str]:
    text = area.read_text(encoding="utf-8")
    missing = [] if f"](decisions/{area.name})" in index else [f"the link to decisions/{area.name}"]
    return missing + [each for each in lead_ins(text) if each not in index]


# --- the repository ----------------------------------------------------------------------------


def test_the_readme_is_a_front_door_of_at_most_320_lines() -> None:
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines <= README_MOST_LINES, f"README.md has {lines} lines: move sections to a guide in docs/guide/"


def test_every_guide_the_readme_lists_exists_and_every_guide_is_listed() -> None:
    listed = guides_table(README.read_text(encoding="utf-8"))
    assert listed, "the README's Guides table links no guide"
    files = {path.relative_to(REPO).as_posix() for path in GUIDES.glob("*.md")}
    assert files, "docs/guide/ holds no guide"
    assert len(listed) == len(set(listed)), f"a guide is listed twice: {listed}"
    assert sorted(set(listed) - files) == [], "listed in the README's Guides table, no such file"
    assert sorted(files - set(listed)) == [], "in docs/guide/, not in the README's Guides table"


def test_every_relative_link_of_the_docs_leads_to_a_file_and_heading() -> None:
    counted, broken = 0, []
    for path in markdown_files():
        text = path.read_text(encoding="utf-8")
        counted += sum(1 for target in links(text) if is_relative(target))
        broken += broken_links(path, text)
    assert counted > 100, f"only {counted} relative links found: the link reader is broken"
    assert broken == []


def test_every_decisions_area_file_and_its_headings_are_in_the_index() -> None:
    areas = sorted(DECISIONS.glob("*.md"))
    assert areas, "docs/decisions/ holds no area file"
    index = INDEX.read_text(encoding="utf-8")
    missing = {area.name: unlisted(index, area) for area in areas}
    assert {name: each for name, each in missing.items() if each} == {}, (
        "docs/decisions.md lists each area file and each of its headings and lead-ins"
    )
    assert all(lead_ins(area.read_text(encoding="utf-8")) for area in areas)


def test_each_guide_opens_with_its_title_and_a_short_summary() -> None:
    for guide in sorted(GUIDES.glob("*.md")):
        text = guide.read_text(encoding="utf-8")
        title, blank, *rest = text.split("\n")
        assert title.startswith("# "), guide.name
        assert blank == "", guide.name
        summary = rest[: rest.index("")]
        assert 1 <= len(summary) <= 3, f"{guide.name}: a summary of 1 to 3 lines before the first blank line"
        uses_api = re.search(r"\$\{H\[@\]\}|\$API\b", text)
        if uses_api and not re.search(r"^(API=|H=)", text, re.M):
            assert "../../README.md#first-calls" in text, f"{guide.name} uses API and H: say how to set them"


# --- the checks fail on what they are there to catch ------------------------------------------


def test_a_link_to_a_missing_file_or_heading_is_named(tmp_path: Path) -> None:
    guide = GUIDES / "records.md"
    text = (
        "[ok](../../README.md#first-calls) [gone](nowhere.md) [no heading](records.md#nowhere) "
        "[web](https://example.com/x.md) `[code](missing.md)`\n\n```sh\necho '[x](missing.md)'\n```\n"
    )
    assert broken_links(guide, text) == [
        "docs/guide/records.md: nowhere.md (no such file)",
        "docs/guide/records.md: records.md#nowhere (no such heading)",
    ]


def test_a_guide_missing_from_the_readme_table_or_a_listed_one_missing_on_disk_is_seen() -> None:
    readme = "# X\n\n## Guides\n\n| Guide | What |\n|---|---|\n| [a.md](docs/guide/a.md) | a |\n\n## After\n"
    assert guides_table(readme) == ["docs/guide/a.md"]
    assert guides_table(readme.replace("| [a.md](docs/guide/a.md) | a |\n", "")) == []
    with pytest.raises(AssertionError):
        guides_table("# X\n\n## Other\n")


def test_an_area_file_or_a_lead_in_missing_from_the_index_is_named(tmp_path: Path) -> None:
    area = tmp_path / "webhooks.md"
    area.write_text(
        "# Decisions: Webhooks\n\nSummary.\n\n**Signed as Standard Webhooks sign.** Why.\n\n"
        "## Retries\n\n**Retries wait on the queue, not in a scheduler.** Why.\n",
        encoding="utf-8",
    )
    index = "- [webhooks.md](decisions/webhooks.md)\n- Signed as Standard Webhooks sign\n- **Retries**\n"
    assert unlisted(index, area) == ["Retries wait on the queue, not in a scheduler"]
    assert unlisted("", area)[0] == "the link to decisions/webhooks.md"


def test_slugs_are_githubs() -> None:
    assert slug("Signing in, switching firm, API tokens") == "signing-in-switching-firm-api-tokens"
    assert slug("Integrations: outside providers' credentials and settings") == (
        "integrations-outside-providers-credentials-and-settings"
    )
    assert slug("Workflow: settings, forms to fill, work in flight") == (
        "workflow-settings-forms-to-fill-work-in-flight"
    )
    assert anchors("# Records\n\n## Records\n") == {"records", "records-1"}

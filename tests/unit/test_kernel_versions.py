"""ETags and If-Match (kernel.versions): what a client may send back, and what it matches."""

from __future__ import annotations

import pytest

from kernel.errors import ApiError
from kernel.versions import etag, parse_if_match


def test_an_etag_is_the_version_in_quotes() -> None:
    assert etag(3) == '"3"'


def test_no_header_is_no_precondition() -> None:
    assert parse_if_match(None) is None


@pytest.mark.parametrize(
    ("header", "accepted", "refused"),
    [
        ('"3"', [3], [2, 4]),
        ("3", [3], [2]),
        ('"2", "3"', [2, 3], [1, 4]),
        ('W/"3"', [], [3]),  # a weak tag never matches (RFC 9110 13.1.1)
        ('"abc"', [], [1]),  # a well-formed tag of no version of ours
        ("*", [1, 99], []),
    ],
)
def test_if_match_accepts_exactly_the_versions_it_names(
    header: str, accepted: list[int], refused: list[int]
) -> None:
    if_match = parse_if_match(header)
    assert if_match is not None
    assert all(if_match.accepts(version) for version in accepted)
    assert not any(if_match.accepts(version) for version in refused)


@pytest.mark.parametrize("header", ["abc", '"3', "3.0", '"3" "4"', ""])
def test_a_header_that_is_not_entity_tags_is_400(header: str) -> None:
    with pytest.raises(ApiError) as refused:
        parse_if_match(header)
    assert (refused.value.status, refused.value.code) == (400, "invalid_request")


@pytest.mark.parametrize("text", ["²", "١", "１", "01", "00", "000000000000000001", "+1", "-1"])  # noqa: RUF001
def test_only_the_very_text_of_an_etag_matches(text: str) -> None:
    """Strong comparison (RFC 9110 8.8.3.2): `"01"` is not `"1"`, and a digit of another script is no digit
    of ours; such a tag matches nothing (412), it is not an error."""
    if_match = parse_if_match(f'"{text}"')
    assert if_match is not None
    assert not any(if_match.accepts(version) for version in (0, 1, 2))


def test_the_etag_of_a_singleton_never_saved_matches_its_version_zero() -> None:
    """/fx/settings, /screening and /portal/settings answer ETag "0" until the first save: sent back, it
    is that version, not a stale one."""
    if_match = parse_if_match('"0"')
    assert if_match is not None
    assert (if_match.accepts(0), if_match.accepts(1)) == (True, False)

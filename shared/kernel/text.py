"""What any text a person reads must be, in every family: no control characters (a tab and line
breaks only in multi-line text), no bidirectional overrides (U+202A-U+202E, U+2066-U+2069 make a
name display as something else), and not only spaces or invisible characters when anything is given.
Controls do not display, and terminals and logs act on them."""

from __future__ import annotations

import re
import unicodedata

# C0 and C1 controls and DEL, but for tab, line feed and carriage return (multi-line text keeps those)
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_BIDI_OVERRIDE = re.compile("[\u202a-\u202e\u2066-\u2069]")
_SINGLE_LINE_ONLY = re.compile("[\t\n\r\u2028\u2029]")


def text_problem(value: str, *, multiline: bool = False) -> str | None:
    """Why a string is no text a person could read, or None."""
    problem = control_problem(value, multiline=multiline)
    if problem is None and value and invisible(value):
        return "must not be blank (only spaces or invisible characters)"
    return problem


def control_problem(value: str, *, multiline: bool = False) -> str | None:
    """Control characters or bidi overrides in a string, or None."""
    if _CONTROL.search(value) or (not multiline and _SINGLE_LINE_ONLY.search(value)):
        allowed = " other than tabs and line breaks" if multiline else ", tabs or line breaks"
        return f"must not hold control characters{allowed}"
    if _BIDI_OVERRIDE.search(value):
        return "must not hold bidirectional override characters (U+202A-U+202E, U+2066-U+2069)"
    return None


def invisible(value: str) -> bool:
    """Only separators and other invisibles (spaces, U+200B, U+FEFF, ...): nothing to see."""
    return all(unicodedata.category(character)[0] in "ZC" for character in value)


def folded(value: str) -> str:
    """A name as two names are compared for sameness: width and compatibility forms folded (NFKC),
    format characters that do not display removed (U+200B, U+200D, U+FEFF, ...), case folded, and
    surrounding space stripped: "Pipeline" and "Pipe\u200bline " are the same name."""
    normal = unicodedata.normalize("NFKC", value)
    return "".join(c for c in normal if unicodedata.category(c) != "Cf").casefold().strip()

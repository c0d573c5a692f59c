"""The docs' `sh` blocks as a script a user would paste, checked as it runs (tests/e2e/test_docs_blocks.py).

The rules a guide's blocks follow (docs/guide/contributing.md says them too):
- Every ```` ```sh ```` block is run, in order, one bash process per file (`set -euo pipefail`), so a
  variable a block captures from an answer (`REC=$(curl ... | python3 -c ...)`) serves the blocks that
  follow. A block whose info string says `shape` (```` ```sh shape ````) only shows a shape, or a command
  that starts or deploys something (`make run`, `sam deploy`), and is not run.
- `API` and `TOKEN` are what `make run` prints: the runner sets them, and a line of a block that sets
  them (`API=http://127.0.0.1:3000`, `TOKEN=rpk_...`) takes the runner's value instead.
- A command whose comment starts with a status (`# 201`, `# 409 already_exists`) must answer that status
  (and that error code); any command answering a 5xx fails the file. `curl` is wrapped for this: it
  keeps each answer's status line and body beside the script.
- No placeholder is left to fill by hand: an id-shaped value with dots (`rec_...`) fails the file.
"""

from __future__ import annotations

import re
import shlex
import subprocess
from dataclasses import dataclass
from pathlib import Path

FENCE = re.compile(r"^```(\S*)(.*)$")
STATUS_COMMENT = re.compile(r"#\s*(\d{3})(?:\s+([a-z][a-z0-9_]*))?(?=\s|$|[;:,({\[])")
SETS_API_OR_TOKEN = re.compile(r"^\s*(API|TOKEN)=\S*(\s+#.*)?$")
PLACEHOLDER = re.compile(r"\b(?:rec|eml|mbx|pml|intg|frm|usr|rpk|whk|imp|fxp)_\.\.\.")
RUN_SECONDS = 600

PRELUDE = r"""
set -euo pipefail
__answers="$DOCS_RUN_DIR/answers"; mkdir -p "$__answers"; echo 0 > "$__answers/count"
curl() {
  local n; n=$(( $(cat "$__answers/count") + 1 )); echo "$n" > "$__answers/count"
  command curl -D "$__answers/$n.head" "$@" | tee "$__answers/$n.body"
  local code; code=$(awk 'toupper($1) ~ /^HTTP/ {s=$2} END {print s}' "$__answers/$n.head")
  echo "$n $code" >> "$__answers/statuses"
  if [[ "$code" =~ ^5 ]]; then echo "docs-blocks: a curl answered $code" >&2; return 95; fi
}
__expect() {
  local n code; n=$(cat "$__answers/count")
  code=$(awk 'toupper($1) ~ /^HTTP/ {s=$2} END {print s}' "$__answers/$n.head")
  if [[ "$code" != "$1" ]]; then echo "docs-blocks: expected $1, got $code" >&2; exit 96; fi
  if [[ -n "${2:-}" ]] && ! grep -q "\"code\": *\"$2\"" "$__answers/$n.body"; then
    echo "docs-blocks: expected the error code $2" >&2; exit 97
  fi
}
"""


@dataclass(frozen=True)
class Block:
    file: Path
    line: int  # of the opening fence
    text: str


@dataclass(frozen=True)
class Outcome:
    file: Path
    ran: int  # blocks run
    failure: str | None  # None: every block ran as the docs say


def blocks(markdown: Path) -> list[Block]:
    """The file's `sh` blocks to run, in order (a `shape` block is left out)."""
    found: list[Block] = []
    lines = markdown.read_text(encoding="utf-8").splitlines()
    at = 0
    while at < len(lines):
        opened = FENCE.match(lines[at].strip())
        if opened is None or not opened.group(1):
            at += 1
            continue
        end = next(i for i in range(at + 1, len(lines)) if lines[i].strip().startswith("```"))
        if opened.group(1) == "sh" and "shape" not in opened.group(2).split():
            found.append(Block(markdown, at + 1, "\n".join(lines[at + 1 : end])))
        at = end + 1
    return found


def script(found: list[Block], api: str, token: str) -> str:
    """The file's blocks as one script: each command checked where its comment names a status."""
    parts = [PRELUDE, f"export API={shlex.quote(api)} TOKEN={shlex.quote(token)}"]
    for block in found:
        parts.append(f"echo '@@ {block.file.name}:{block.line}' >&2")
        parts += _checked(block.text, api, token)
    return "\n".join(parts) + "\n"


def _checked(text: str, api: str, token: str) -> list[str]:
    """The block's lines, `API`/`TOKEN` set to the runner's, each command that calls curl followed by
    the check its trailing comment names. A command ends at a line's end outside quotes and without
    a trailing backslash (a JSON body may span lines inside its quotes)."""
    out: list[str] = []
    quote: str | None = None  # the quote open at the start of the line
    calls_curl = False
    for line in text.splitlines():
        assigned = SETS_API_OR_TOKEN.match(line) if quote is None else None
        if assigned:
            name = assigned.group(1)
            out.append(f"{name}={shlex.quote(api if name == 'API' else token)}")
            continue
        out.append(line)
        calls_curl = calls_curl or "curl" in line
        comment_at, quote = _scan(line, quote)
        if quote is not None or line.rstrip().endswith("\\"):
            continue  # the command goes on
        expected = _expected(line[comment_at:]) if calls_curl and comment_at is not None else None
        if expected is not None:
            out.append("__expect " + " ".join(expected))
        calls_curl = False
    return out


def _scan(line: str, quote: str | None) -> tuple[int | None, str | None]:
    """Where the line's comment starts (outside quotes), and the quote still open at its end."""
    for at, char in enumerate(line):
        if quote is not None:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "#" and (at == 0 or line[at - 1].isspace()):
            return at, None
    return None, quote


def _expected(comment: str) -> tuple[str, ...] | None:
    """The status (and error code) a comment names when it starts with one: `# 201`, `# 409 taken`."""
    found = STATUS_COMMENT.match(comment)
    return tuple(part for part in found.groups() if part) if found else None


def run(markdown: Path, api: str, token: str, workdir: Path, env: dict[str, str]) -> Outcome:
    found = blocks(markdown)
    text = markdown.read_text(encoding="utf-8")
    lines = [line for block in found for line in block.text.splitlines()]
    pasted = [line for line in lines if not SETS_API_OR_TOKEN.match(line)]
    left = PLACEHOLDER.search("\n".join(pasted))
    if left:
        where = _line_of(text, left.group(0))
        return Outcome(markdown, 0, f"a placeholder to fill by hand: {left.group(0)} ({where})")
    path = workdir / f"{markdown.stem}.sh"
    path.write_text(script(found, api, token), encoding="utf-8")
    done = subprocess.run(  # noqa: S603 (bash, found on PATH, on the docs' own blocks)
        ["bash", str(path)],  # noqa: S607
        cwd=workdir,
        env={**env, "DOCS_RUN_DIR": str(workdir / markdown.stem)},
        capture_output=True,
        text=True,
        timeout=RUN_SECONDS,
    )
    if done.returncode == 0:
        return Outcome(markdown, len(found), None)
    where = [line for line in done.stderr.splitlines() if line.startswith("@@ ")]
    said = [line for line in done.stderr.splitlines() if not line.startswith("@@ ")][-8:]
    block = where[-1][3:] if where else "before the first block"
    failed = f"the block at {block} failed ({done.returncode}): " + "\n".join(said)
    return Outcome(markdown, len(found), failed)


def _line_of(text: str, needle: str) -> str:
    return f"line {text[: text.index(needle)].count(chr(10)) + 1}"

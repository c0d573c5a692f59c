"""The docs' block runner itself (tests/docs_blocks.py), on small Markdown files and a loopback server:
what it runs, what it skips, what a status comment checks, and what fails a file."""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from tests import docs_blocks

ANSWERS = {
    "/ok": (200, {"id": "rec_1"}),
    "/made": (201, {"id": "rec_2"}),
    "/taken": (409, {"error": {"code": "already_exists"}}),
    "/boom": (500, {"error": {"code": "internal_error"}}),
}


@pytest.fixture(scope="module")
def api() -> Iterator[str]:
    """Answers GET /ok 200, POST /made 201, GET /taken 409 already_exists, GET /boom 500."""

    class Handler(BaseHTTPRequestHandler):
        def _answer(self) -> None:
            status, body = ANSWERS.get(self.path, (404, {}))
            raw = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

        do_GET = do_POST = _answer

        def log_message(self, format: str, *args: Any) -> None:
            return

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


def run(tmp_path: Path, api: str, markdown: str) -> docs_blocks.Outcome:
    path = tmp_path / "guide.md"
    path.write_text(markdown, encoding="utf-8")
    return docs_blocks.run(path, api, "rpk_test", tmp_path, dict(os.environ))


def test_blocks_run_in_order_sharing_what_they_capture(tmp_path: Path, api: str) -> None:
    outcome = run(
        tmp_path,
        api,
        """
```sh
ID=$(curl -s -X POST $API/made | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')   # 201
```
Some text.
```sh
test "$ID" = rec_2
curl -s $API/ok; echo   # 200 {"id": ...}
```
""",
    )
    assert (outcome.failure, outcome.ran) == (None, 2)


def test_a_status_the_answer_does_not_have_fails_naming_the_block(tmp_path: Path, api: str) -> None:
    outcome = run(tmp_path, api, "```sh\ncurl -s $API/ok\n```\n\n```sh\ncurl -s $API/ok   # 201\n```\n")
    assert outcome.failure is not None
    assert "guide.md:5" in outcome.failure
    assert "expected 201, got 200" in outcome.failure


def test_an_error_code_in_the_comment_is_checked(tmp_path: Path, api: str) -> None:
    assert run(tmp_path, api, "```sh\ncurl -s $API/taken   # 409 already_exists\n```\n").failure is None
    wrong = run(tmp_path, api, "```sh\ncurl -s $API/taken   # 409 version_conflict\n```\n")
    assert wrong.failure is not None
    assert "version_conflict" in wrong.failure


def test_any_5xx_fails_even_without_a_comment(tmp_path: Path, api: str) -> None:
    outcome = run(tmp_path, api, "```sh\ncurl -s $API/boom; echo\n```\n")
    assert outcome.failure is not None
    assert "answered 500" in outcome.failure


def test_a_shape_block_and_other_languages_are_not_run(tmp_path: Path, api: str) -> None:
    outcome = run(
        tmp_path, api, "```sh shape\nfalse\n```\n```python\nraise SystemExit(1)\n```\n```sh\ntrue\n```\n"
    )
    assert (outcome.failure, outcome.ran) == (None, 1)


def test_api_and_token_take_the_runners_values(tmp_path: Path, api: str) -> None:
    outcome = run(
        tmp_path,
        api,
        """
```sh
API=http://127.0.0.1:3000   # the "API" line make run prints
TOKEN=rpk_...               # the "API token" line
test "$TOKEN" = rpk_test
curl -s $API/ok   # 200
```
""",
    )
    assert outcome.failure is None


@pytest.mark.parametrize("placeholder", ["REC=rec_...", 'curl -s "$API/x/eml_..."'])
def test_a_placeholder_to_fill_by_hand_fails_the_file(tmp_path: Path, api: str, placeholder: str) -> None:
    outcome = run(tmp_path, api, f"```sh\n{placeholder}\n```\n")
    assert outcome.failure is not None
    assert "placeholder" in outcome.failure


def test_a_failing_command_fails_the_file(tmp_path: Path, api: str) -> None:
    outcome = run(
        tmp_path,
        api,
        "```sh\ncurl -s $API/ok | python3 -c 'import json,sys; json.load(sys.stdin)[\"nope\"]'\n```\n",
    )
    assert outcome.failure is not None
    assert "KeyError" in outcome.failure


def test_a_status_in_a_quoted_string_is_no_comment() -> None:
    def checks(text: str) -> list[str]:
        return [line for line in docs_blocks._checked(text, "http://x", "t") if line.startswith("__expect")]

    assert checks('curl -s $API/x -d \'{"a": "# 201"}\'') == []
    assert checks('curl -s $API/x   # 201 {"result": ...}') == ["__expect 201"]
    assert checks('curl -s $API/x   # {"ok": true, "status": 200}') == []
    assert checks("echo hi   # 201") == []  # not a call


def test_a_command_over_several_lines_is_checked_on_its_last() -> None:
    text = 'curl -s -X POST $API/x \\\n  -d \'{\n  "name": "# 200"\n}\'   # 201\necho done\n'
    lines = docs_blocks._checked(text, "http://x", "t")
    assert lines.index("__expect 201") == 4  # after the command's last line, never inside its quotes
    assert lines.count("__expect 201") == 1

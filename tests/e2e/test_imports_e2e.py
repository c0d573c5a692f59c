"""An import over real HTTP on the local stack (issue 26): a CSV made into an import, dry-run, applied
(202), and the stack's own import queue and worker writing the rows, as `make run` does it; the records
and the change feed show them, via import."""

from __future__ import annotations

import time

import httpx
import pytest

from tests.e2e.test_local_stack import LocalStack
from tests.e2e.test_sidebar_e2e import Member, refused

pytestmark = pytest.mark.e2e
PATIENCE_SECONDS = 60


def test_a_csv_is_checked_applied_by_the_worker_and_shown_in_the_records(
    local_stack: LocalStack, client: httpx.Client
) -> None:
    me = Member(client, local_stack.api_token)
    existing = me.record(
        "Company", name="Northwind", website="https://northwind.example", companyType="Prospect"
    )
    rows = "".join(f"E2E Co {n},https://e2e{n}.example,Prospect\n" for n in range(250))  # two chunks
    csv = "Company,Web,Type\n" + rows + "Northwind Traders,https://www.northwind.example/,Portfolio\n"
    mapping = {"Company": "name", "Web": "website", "Type": "companyType"}
    made = me.post(
        "/imports", {"recordType": "Company", "mapping": mapping, "matchKey": "website", "csv": csv}
    )
    assert (made["rows"], made["chunks"], made["status"]) == (251, 2, "draft")

    checked = me.post(f"/imports/{made['id']}/dry-run", status=200)["dryRun"]
    assert (checked["create"], checked["update"], checked["error"]) == (250, 1, 0)
    assert me.get(f"/imports/{made['id']}/rows", outcome="update")["items"] == [
        {"row": 251, "outcome": "update", "recordId": existing}
    ]

    assert me.post(f"/imports/{made['id']}/apply", status=202)["status"] == "applying"
    deadline = time.monotonic() + PATIENCE_SECONDS
    shown = me.get(f"/imports/{made['id']}")
    while shown["status"] != "applied" and time.monotonic() < deadline:
        time.sleep(0.5)
        shown = me.get(f"/imports/{made['id']}")
    assert shown["status"] == "applied", shown
    assert shown["progress"] == {"created": 250, "updated": 1, "failed": 0, "done": 251, "rows": 251}
    northwind = me.get(f"/records/Company/{existing}")
    assert (northwind["name"], northwind["companyType"], northwind["version"]) == (
        "Northwind Traders",
        "Portfolio",
        2,
    )
    found = me.get("/search", q="E2E Co 249")["items"]
    assert any(item["name"] == "E2E Co 249" for item in found)
    changes = me.get("/changes", limit="200")["items"]
    assert any(entry["actor"]["via"] == "import" for entry in changes)
    refused(me.call("POST", f"/imports/{made['id']}/apply"), 409, "import_applied")

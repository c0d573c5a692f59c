"""Spec 9.2 on every write: any create or update body under /api/v1/x may carry `expectedCatalogVersion`,
and a stale one is 409 `catalog_conflict` with nothing written.

Record routes take the key in their own models (their values are checked against the catalog). Every
other family hands CATALOG_GUARD to its App, and the kernel (kernel.body_guards) checks the key for it:
one consistent read of the firm's catalog head, only when the key is sent, and the writes commit on
condition that the head is unchanged.
"""

from __future__ import annotations

from typing import Any

from kernel import parsing
from kernel.tenant_store import TenantStore
from kernel.unit_of_work import Require

KEY = "expectedCatalogVersion"
MAX_LENGTH = 100


class CatalogGuard:
    key = KEY

    def schema(self) -> dict[str, Any]:
        return {
            "type": "string",
            "minLength": 1,
            "maxLength": MAX_LENGTH,
            "description": "The catalogVersion the client read (GET /catalog); stale: 409 catalog_conflict, "
            "nothing written.",
        }

    def check(self, value: Any, store: TenantStore) -> Require:
        if not isinstance(value, str) or not 0 < len(value) <= MAX_LENGTH:
            problem = {"field": KEY, "message": f"a catalogVersion: text of 1 to {MAX_LENGTH} characters"}
            raise parsing.invalid_input("invalid_request", "body", [problem])
        from catalog import firm  # the catalog is built only when a client sends the key

        catalog = firm.load(store)
        catalog.check_expected(value)
        return catalog.guard()


CATALOG_GUARD = CatalogGuard()

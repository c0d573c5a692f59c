"""The demo firm the local stack seeds, so `make run` gives a working token without any setup.

Idempotent on purpose: against a persistent endpoint a restart finds the demo user by email and reuses
its firm, instead of piling up a new "Demo Capital" at every start. The families' seeders run at every
start (each item only if absent), so a firm made before a system form shipped gets it too.
"""

from __future__ import annotations

from dataclasses import dataclass

from kernel import api_tokens
from kernel.identity import Firm, IdentityStore, User
from kernel.ids import Clock, system_clock
from kernel.policy import SCOPES
from records_admin.cli import default_roles, require_data_table, seed_firm

DEMO_EMAIL = "demo@demo-capital.example"
DEMO_USER_NAME = "Demo User"
DEMO_FIRM_NAME = "Demo Capital"
DEMO_ROLE = "admin"
DEMO_TOKEN_DAYS = 30


@dataclass(frozen=True)
class DemoFirm:
    firm: Firm
    user: User
    created: bool  # False when an earlier start had already made it


def ensure_demo_firm(identity: IdentityStore, data_table: str | None = None) -> DemoFirm:
    """The demo firm, its user and what the families seed; `data_table` defaults to $DATA_TABLE."""
    table = require_data_table(data_table)
    demo = _demo_firm(identity)
    seed_firm(identity, table, demo.firm.firm_id)
    return demo


def _demo_firm(identity: IdentityStore) -> DemoFirm:
    user = identity.find_user_by_email(DEMO_EMAIL)
    if user is None:
        user = identity.create_user(DEMO_EMAIL, DEMO_USER_NAME)
    else:
        for membership in identity.memberships_of_user(user.user_id):
            firm = identity.get_firm(membership.firm_id)
            if firm is not None and firm.name == DEMO_FIRM_NAME:
                return DemoFirm(firm, user, created=False)
    firm = identity.create_firm(DEMO_FIRM_NAME, default_roles())
    identity.add_membership(firm.firm_id, user.user_id, DEMO_ROLE)
    return DemoFirm(firm, user, created=True)


def issue_demo_token(identity: IdentityStore, demo: DemoFirm, clock: Clock = system_clock) -> str:
    """A fresh token with every scope at each start: the secret of an earlier one is not kept anywhere."""
    secret, _ = api_tokens.issue(
        identity,
        firm_id=demo.firm.firm_id,
        user_id=demo.user.user_id,
        scopes=SCOPES,
        expires_at=int(clock()) + DEMO_TOKEN_DAYS * 24 * 3600,
        description="demo token issued by records-local",
        clock=clock,
    )
    return secret

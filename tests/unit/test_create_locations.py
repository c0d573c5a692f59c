"""Every create that answers Location points where a GET of the same family answers (the kit's contract
suite reads each declared resource's Location back; this sweeps the hand-written creates of every
family by their routes): what it made, under the create's own path, or one of the few creates whose
item is read elsewhere."""

from __future__ import annotations

from local_stack.families import families

# Creates whose Location is not under their own path: the operation -> the GET its Location names.
ELSEWHERE = {
    "send_from_mailbox": "/api/v1/x/emails/{id}",
    "reply_from_mailbox": "/api/v1/x/emails/{id}",
    "complete_upload": "/api/v1/x/documents/{id}",
}


def test_every_create_with_a_location_has_a_get_of_what_it_made() -> None:
    missing = []
    for family in families():
        gets = {route.path for route in family.app.routes if route.method == "GET"}
        for route in family.app.routes:
            if route.method != "POST" or route.success_status != 201 or not route.location:
                continue
            depth = route.path.count("/") + 1
            under = [
                path for path in gets if path.startswith(f"{route.path}/{{") and path.count("/") == depth
            ]
            elsewhere = ELSEWHERE.get(route.handler.__name__)
            if not under and elsewhere not in gets:
                missing.append(f"{family.name}: POST {route.path}")
    assert missing == [], (
        f"a create answers a Location nothing reads (add its GET, or location=False): {missing}"
    )

"""template.yaml routes every declared route to the family that serves it, and the catalog advertises no
action whose route does not exist: a route missed in the template fails the build, not production."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

import pytest

from catalog.model import RecordAction
from catalog.product import record_actions
from kernel.routing import RouteClass, RouteSpec
from local_stack.families import Family, families
from local_stack.gateway import Router

_PARAMETER = re.compile(r"\{[^}]+\}")


def sample_path(template: str) -> str:
    """A concrete path for a route template: each {parameter} becomes an id-like value."""
    return _PARAMETER.sub("x_0sample", template)


def misrouted(routes: Mapping[str, Sequence[RouteSpec]], gateway: Router) -> list[str]:
    """Each route the gateway would not hand to its own family by an explicit route of the template."""
    problems = []
    for family, family_routes in routes.items():
        for route in family_routes:
            match = gateway.select(route.method, sample_path(route.path))
            if match is None or match.route.is_default:
                problems.append(f"{route.method} {route.path} ({family}): no route in template.yaml")
            elif match.route.target != family:
                problems.append(f"{route.method} {route.path} ({family}): routed to {match.route.target}")
    return problems


def unserved(actions: Sequence[RecordAction], routes: Sequence[RouteSpec]) -> list[str]:
    served = {(route.method, route.path) for route in routes}
    return [f"{a.key}: {a.method} {a.path}" for a in actions if (a.method, a.path.rstrip("/")) not in served]


@pytest.fixture(scope="module")
def found() -> list[Family]:
    return families()


@pytest.fixture(scope="module")
def gateway(found: list[Family]) -> Router:
    return Router.from_route_keys({family.spec.logical_id: family.spec.route_keys for family in found})


@pytest.fixture(scope="module")
def routes(found: list[Family]) -> dict[str, list[RouteSpec]]:
    return {family.spec.logical_id: family.app.routes for family in found}


def test_every_family_has_routes(routes: dict[str, list[RouteSpec]]) -> None:
    assert {"AuthFunction", "FormsFunction", "PlatformFunction"} <= set(routes)
    assert all(routes.values())


def test_every_route_of_every_family_is_routed_to_that_family(
    routes: dict[str, list[RouteSpec]], gateway: Router
) -> None:
    assert misrouted(routes, gateway) == []


def test_a_route_the_template_does_not_route_is_found(gateway: Router) -> None:
    def handler(request: object) -> None: ...

    stray = RouteSpec("GET", "/api/v1/x/ledgers/{id}", RouteClass.QUERY, "not in the template", handler)
    taken = RouteSpec("POST", "/api/v1/x/forms/{id}/activate", RouteClass.COMMIT, "the forms' route", handler)
    assert misrouted({"FormsFunction": [stray]}, gateway) == [
        "GET /api/v1/x/ledgers/{id} (FormsFunction): no route in template.yaml"
    ]
    assert misrouted({"AuthFunction": [taken]}, gateway) == [
        "POST /api/v1/x/forms/{id}/activate (AuthFunction): routed to FormsFunction"
    ]


def test_every_catalog_action_names_a_route_that_exists(routes: dict[str, list[RouteSpec]]) -> None:
    assert (
        unserved(record_actions(), [route for family_routes in routes.values() for route in family_routes])
        == []
    )


def test_every_write_of_a_record_screen_is_a_catalog_action(routes: dict[str, list[RouteSpec]]) -> None:
    """The other direction: a route that changes a company's or a deal's screens is listed as one of
    the record's actions, so the catalog offers every record-level write there is."""
    screens = ("/api/v1/x/companies/{id}/", "/api/v1/x/deals/{id}/")
    writes = {
        (route.method, route.path)
        for family_routes in routes.values()
        for route in family_routes
        if route.method != "GET" and route.path.startswith(screens)
    }
    listed = {(action.method, action.path) for action in record_actions()}
    assert sorted(writes - listed) == []


def test_an_action_whose_route_does_not_exist_is_found(routes: dict[str, list[RouteSpec]]) -> None:
    action = RecordAction.from_wire(
        {
            "key": "addBoardEvent",
            "label": "Add board event",
            "recordType": "Company",
            "description": "Adds a board event.",
            "class": "Record",
            "method": "POST",
            "path": "/api/v1/x/companies/{id}/board-events",
        }
    )
    all_routes = [route for family_routes in routes.values() for route in family_routes]
    assert unserved([action], all_routes) == ["addBoardEvent: POST /api/v1/x/companies/{id}/board-events"]

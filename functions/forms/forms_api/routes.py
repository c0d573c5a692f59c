"""Form routes (spec 4.8): definitions and their versions. Each needs the role permission
`forms.definition.manage`. API tokens need `forms:read` or `records:read` to read, `forms:draft` or
`records:write` to create a definition or add a version, `forms:publish` or `records:write` to activate
or deactivate: spec 5.2 names the forms scopes, spec 4's opening the records ones, and a script
written from either works.

Thin on purpose: take the validated body, call the service, return its answer with its writes (the
kernel commits them). The state machine lives in `forms_api.service`, the bodies and their
`form_invalid` rules in `forms_api.models`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from forms_api.service import Change, FormService
from kernel.lazy import lazy_module
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.wire import Outcome
from kit.fields import Text, page_query

if TYPE_CHECKING:
    from forms_api import models
else:
    models = lazy_module("forms_api.models")  # pydantic: loaded by the first route with a body

router = Router()

PERMISSION = "forms.definition.manage"
READ, DRAFT, PUBLISH = (
    ("forms:read", "records:read"),
    ("forms:draft", "records:write"),
    ("forms:publish", "records:write"),
)
INVALID = "form_invalid"  # spec 7: every fault in a form body
FORMS = "/api/v1/x/forms"
FORM = "/api/v1/x/forms/{id}"


def _service(request: Request[Any, Any]) -> FormService:
    return FormService(request.store, request.caller.user_id, request.services.clock)


def _outcome(change: Change, *, location: str | None = None) -> Outcome:
    """The answer, the definition's version as the ETag, and the writes for the kernel to commit."""
    return Outcome(change.result, writes=change.writes, version=change.version, location=location)


LIST_QUERY = page_query("FormListQuery", ownerModule=Text(max_length=100, required=False,
                                                           description="Only this module's."))  # fmt: skip


@router.get(FORMS, scope=READ, permission=PERMISSION, response="models.FormList", query=LIST_QUERY,
            summary="The firm's form definitions, optionally only one ownerModule's.")  # fmt: skip
def list_forms(request: Request[None, dict[str, Any]]) -> dict[str, Any]:
    query = request.query
    return _service(request).list_forms(
        limit=query["limit"], cursor=query.get("cursor"), owner_module=query.get("ownerModule")
    )


@router.get(FORM, scope=READ, permission=PERMISSION, response="models.FormDetail", etag=True,
            summary="One form definition with its current version's sections, and its ETag.")  # fmt: skip
def get_form(request: Request) -> Outcome:
    form, version = _service(request).get(request.path_params["id"])
    return Outcome(form, version=version)


@router.post(FORMS, route_class=RouteClass.DRAFT, scope=DRAFT, permission=PERMISSION,
             invalid_body_code=INVALID, response="models.FormDetail", success_status=201, etag=True,
             summary="Create an inactive form definition; with sections, its first version.")  # fmt: skip
def create_form(request: Request[models.CreateFormRequest]) -> Outcome:
    change = _service(request).create(request.body)
    return _outcome(change, location=f"{FORMS}/{change.form_id}")


@router.post(f"{FORM}/versions", route_class=RouteClass.DRAFT, scope=DRAFT, etag=True,
             permission=PERMISSION, invalid_body_code=INVALID, response="models.VersionCreated",
             success_status=201, location=False,  # a version is read in its form (GET /forms/{id})
             if_match=True,  # a version is added to the form at the version read
             summary="Add a version: current on an inactive form, a draft on an active one.")  # fmt: skip
def add_form_version(request: Request[models.AddVersionRequest]) -> Outcome:
    return _outcome(_service(request).add_version(request.path_params["id"], request.body))


@router.post(f"{FORM}/activate", route_class=RouteClass.COMMIT, scope=PUBLISH,
             permission=PERMISSION, response="models.FormState", etag=True,
             summary="Activate: the newest version becomes current. Idempotent.")  # fmt: skip
def activate_form(request: Request) -> Outcome:
    return _outcome(_service(request).activate(request.path_params["id"]))


@router.post(f"{FORM}/deactivate", route_class=RouteClass.COMMIT, scope=PUBLISH,
             permission=PERMISSION, response="models.FormState", etag=True,
             summary="Deactivate (idempotent); a system form is 409 system_form_locked.")  # fmt: skip
def deactivate_form(request: Request) -> Outcome:
    return _outcome(_service(request).deactivate(request.path_params["id"]))

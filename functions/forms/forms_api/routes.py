"""Form routes (spec 4.8): definitions and their versions. Each needs the role permission
`forms.definition.manage`; API tokens need `forms:read` to read, `forms:draft` to create a definition or
add a version, `forms:publish` to activate or deactivate (spec 5.2).

Thin on purpose: take the validated body, call the service, commit what it decided, answer. The state
machine lives in `forms_api.service`, the bodies and their `form_invalid` rules in `forms_api.models`.
"""

from __future__ import annotations

from forms_api.models import (
    AddVersionRequest,
    CreateFormRequest,
    FormDetail,
    FormList,
    FormListQuery,
    FormState,
    VersionCreated,
)
from forms_api.service import Change, FormService, etag, form_write_conflict, is_lost_race
from kernel.http import Request, Response
from kernel.routing import RouteClass, Router
from kernel.tenant_store import WriteConflict

router = Router()

PERMISSION = "forms.definition.manage"
INVALID = "form_invalid"  # spec 7: every fault in a form body
FORMS = "/api/v1/x/forms"
FORM = "/api/v1/x/forms/{id}"


def _service(request: Request) -> FormService:
    return FormService(request.store, request.caller.user_id, request.services.clock)


def _commit(request: Request, change: Change, status: int, headers: dict[str, str]) -> Response:
    """Commits the change's writes with the response (all or nothing, with the Idempotency-Key's record);
    a call that changes nothing writes nothing. A lost race is 409 form_write_conflict."""
    response = Response(status, change.result.model_dump(mode="json", by_alias=True), headers)
    if not change.operations:
        return response
    try:
        return request.commit(change.operations, response)
    except WriteConflict as conflict:
        if is_lost_race(conflict):
            raise form_write_conflict() from None
        raise


@router.get(FORMS, scope="forms:read", permission=PERMISSION, query=FormListQuery, response=FormList,
            summary="The firm's form definitions, optionally only one ownerModule's.")  # fmt: skip
def list_forms(request: Request) -> FormList:
    query: FormListQuery = request.query
    return _service(request).list_forms(
        limit=query.limit, cursor=query.cursor, owner_module=query.owner_module
    )


@router.get(FORM, scope="forms:read", permission=PERMISSION, response=FormDetail,
            summary="One form definition with its current version's sections; ETag: revision.")  # fmt: skip
def get_form(request: Request) -> Response:
    form, revision = _service(request).get(request.path_params["id"])
    return Response(200, form.model_dump(mode="json", by_alias=True), {"ETag": etag(revision)})


@router.post(FORMS, route_class=RouteClass.DRAFT, scope="forms:draft", permission=PERMISSION,
             body=CreateFormRequest, invalid_body_code=INVALID, response=FormDetail, success_status=201,
             summary="Create an inactive form definition; with sections, its first version.")  # fmt: skip
def create_form(request: Request) -> Response:
    change = _service(request).create(request.body)
    headers = {"ETag": etag(change.revision), "Location": f"{FORMS}/{change.form_id}"}
    return _commit(request, change, 201, headers)


@router.post(f"{FORM}/versions", route_class=RouteClass.DRAFT, scope="forms:draft",
             permission=PERMISSION, body=AddVersionRequest, invalid_body_code=INVALID,
             response=VersionCreated, success_status=201,
             summary="Add a version: current on an inactive form, a draft on an active one.")  # fmt: skip
def add_form_version(request: Request) -> Response:
    change = _service(request).add_version(request.path_params["id"], request.body)
    return _commit(request, change, 201, {})


@router.post(f"{FORM}/activate", route_class=RouteClass.COMMIT, scope="forms:publish",
             permission=PERMISSION, response=FormState,
             summary="Activate: the newest version becomes current. Idempotent.")  # fmt: skip
def activate_form(request: Request) -> Response:
    change = _service(request).activate(request.path_params["id"])
    return _commit(request, change, 200, {"ETag": etag(change.revision)})


@router.post(f"{FORM}/deactivate", route_class=RouteClass.COMMIT, scope="forms:publish",
             permission=PERMISSION, response=FormState,
             summary="Deactivate (idempotent); a system form is 409 system_form_locked.")  # fmt: skip
def deactivate_form(request: Request) -> Response:
    change = _service(request).deactivate(request.path_params["id"])
    return _commit(request, change, 200, {"ETag": etag(change.revision)})

"""Credentials and settings of outside providers (spec 2.5, 4.6), an administrator's matter: every
route needs the role permission `admin.integrations.manage`; API tokens `records:read` for a GET and
`records:write` otherwise.

`/integrations`: one credential for one outside provider (integrations_api.providers). The item is a
kit resource (list, create, get, PUT, delete); beside it, `POST .../credential` sets the value
(Secrets Manager, integrations_api.secrets) and `activate` / `deactivate` turn it on and off. An
integration is made inactive and without a credential; activating needs one (409 `secret_not_set`).
Deleting it removes its secret, once the item's delete is in.

`/screening` and `/document-storage`: one settings item per screen and firm. `PUT` takes `{key, value}`
for one key the screen uses (`provider`, or `<provider>.<key>`); a `null` value clears it. A secret
key's value follows the credential rule. `GET` answers every key with its value, a secret one as
`secretSet` only.

None of this is a record: no write shows in the change feed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from integrations_api import providers
from integrations_api.providers import INTEGRATION_PROVIDERS, SCREENS, Screen
from integrations_api.secrets import MAX_SECRET, IntegrationSecrets, SecretValue, new_version
from kernel import errors
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Update
from kernel.wire import Outcome
from kit.fields import Boolean, Choice, Fields, FieldType, Integer, ListOf, Object, Text
from kit.resource import Items, Resource, declare

router = Router()
MANAGE = "admin.integrations.manage"


# ---- /integrations --------------------------------------------------------------------------------


def _same_provider(request: Request[Any, Any], values: Mapping[str, Any]) -> list[dict[str, str]]:
    """A credential belongs to its provider: PUT cannot move it to another one."""
    if "id" not in request.path_params:
        return []
    current = Items(INTEGRATIONS, request).current()
    if current["provider"] == values["provider"]:
        return []
    return [{"field": "provider", "message": "fixed when the integration is made: make a new one"}]


def _with_category(items: Items, values: dict[str, Any], item_id: str) -> list[Any]:
    values["category"] = providers.category_of(values["provider"])
    return []


def _remove_secret(request: Request[Any, Any], integration: dict[str, Any]) -> None:
    port = request.port(IntegrationSecrets)
    port.delete(port.integration_name(request.caller.firm_id, integration["id"]))


INTEGRATIONS = Resource(
    name="integrations", path="/api/v1/x/integrations", id_prefix="intg", noun="integration",
    fields={
        "provider": Choice(*INTEGRATION_PROVIDERS,
                           description=f"The outside provider: {providers.providers_described()}."),
        "name": Text(max_length=200, description="What the firm calls this credential."),
        "notes": Text(max_length=2000, multiline=True, required=False),
    },
    state={
        "category": Choice(*providers.CATEGORIES, default="crm",
                           description="The provider's kind: crm, data_room or market_data."),
        "active": Boolean(default=False, description="Whether the integration is on."),
        "secretSet": Boolean(default=False, description="A credential is stored (it is never shown)."),
    },
    example={"provider": "salesforce", "name": "Salesforce (deal team)", "notes": "The deal team's app."},
    unique=("name",), item_param="id", item_description="The integration's id.",
    read_permission=MANAGE, write_permission=MANAGE,
    check=_same_provider, prepare=_with_category, after_delete=_remove_secret, hidden=("secretVersion",),
)  # fmt: skip
declare(router, INTEGRATIONS)
ITEM = INTEGRATIONS.item_path

CREDENTIAL_BODY = Fields(
    "IntegrationCredential",
    {"value": SecretValue(description="An API key, a client secret or a password; write-only.")},
    example={"value": "<SECRET>"},
)
SECRET_SET = Fields("IntegrationSecretSet", {"secretSet": Boolean()})


@router.post(f"{ITEM}/credential", route_class=RouteClass.RECORD, scope="records:write", permission=MANAGE,
             response=SECRET_SET, body=CREDENTIAL_BODY, secret_body=True, last_write_wins=True, etag=True,
             params={"id": {"description": "The integration's id."}},
             summary="Set or replace the credential (write-only, never read back).")  # fmt: skip
def set_credential(request: Request[dict[str, Any]]) -> Outcome:
    items = Items(INTEGRATIONS, request)
    integration = items.current()
    port = request.port(IntegrationSecrets)
    firm_id = request.caller.firm_id
    name = port.integration_name(firm_id, integration["id"])
    version = new_version()
    store, partition, item_id = request.store, items.partition, integration["id"]

    def named() -> bool:
        return (store.get(partition, item_id, consistent=True) or {}).get("secretVersion") == version

    stage = _stager(port, name, request.body["value"], version, exists=bool(integration.get("secretVersion")),
                    tags={"firm": firm_id, "integration": item_id}, named=named)  # fmt: skip
    state = {"secretSet": True, "secretVersion": version}
    writes = items.state_write(integration, state, changed=("secret",))
    return Outcome(
        {"secretSet": True},
        writes=writes,
        version=integration["version"] + 1,
        before_commit=[stage],
        after_commit=[lambda: port.confirm(name), lambda: port.promote(name, version)],
    )


@router.post(f"{ITEM}/activate", route_class=RouteClass.RECORD, scope="records:write", permission=MANAGE,
             response=INTEGRATIONS.view_schema, etag=True, last_write_wins=True, errors=(409,), body=None,
             params={"id": {"description": "The integration's id."}},
             summary="Turn the integration on (it needs its credential).")  # fmt: skip
def activate_integration(request: Request) -> Outcome:
    items = Items(INTEGRATIONS, request)
    integration = items.current()
    if not integration.get("secretSet"):
        raise errors.ApiError(409, "secret_not_set", "Set the integration's credential first: "
                              "POST /integrations/{id}/credential.")  # fmt: skip
    return items.set_state(integration, {"active": True})


@router.post(f"{ITEM}/deactivate", route_class=RouteClass.RECORD, scope="records:write", permission=MANAGE,
             response=INTEGRATIONS.view_schema, etag=True, last_write_wins=True, body=None,
             params={"id": {"description": "The integration's id."}},
             summary="Turn the integration off at once (its credential stays).")  # fmt: skip
def deactivate_integration(request: Request) -> Outcome:
    items = Items(INTEGRATIONS, request)
    return items.set_state(items.current(), {"active": False})


# ---- /screening and /document-storage -------------------------------------------------------------

SETTINGS_PARTITION = "INTEGRATIONS#SETTINGS"  # one item per screen (sort key: its name)
SETTING_VIEW = Object(fields={
    "key": Text(max_length=100),
    "secret": Boolean(description="A secret key: its value is never shown."),
    "value": Text(max_length=254, required=False, description="The value (null: not set; always null for a "
                  "secret key)."),
    "secretSet": Boolean(required=False, description="A secret key: whether a value is stored."),
})  # fmt: skip


def _view_schema(screen: Screen) -> Fields:
    title = "".join(part.capitalize() for part in screen.name.split("-"))
    return Fields(f"{title}Settings", {
        "provider": Choice(*screen.providers, required=False, description="The provider in use (null: none)"),
        "settings": ListOf(of=SETTING_VIEW, most=len(screen.settings), unique=False,
                           description="Every key the screen uses, in order."),
        "version": Integer(minimum=0, description="0 until the first write."),
        "updatedAt": Text(max_length=40, required=False),
    })  # fmt: skip


class _ScreenKey(FieldType):
    """A key the screen uses (an enum in the OpenAPI document). Another is 400 naming every allowed
    key, in the message and in `allowedKeys` (a detail's message is cut short; these are not)."""

    def __init__(self, screen: Screen, **options: Any) -> None:
        super().__init__(**options)
        self.screen = screen

    def check(self, value: Any) -> str:
        if isinstance(value, str) and value in self.screen.by_key:
            return value
        allowed = ", ".join(self.screen.keys)
        details = [{"field": "key", "message": "not a key this screen uses: see allowedKeys"}]
        raise errors.ApiError(400, "invalid_request", f"The body is not valid: key: one of {allowed}.",
                              extra={"details": details, "allowedKeys": list(self.screen.keys)})  # fmt: skip

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "enum": list(self.screen.keys)}


def _body_schema(screen: Screen) -> Fields:
    title = "".join(part.capitalize() for part in screen.name.split("-"))
    example = {
        "screening": {"key": "worldCheck.groupId", "value": "0a3687cf-6b4b-4a8d"},
        "document-storage": {"key": "sharePoint.siteHostname", "value": "acme.sharepoint.com"},
    }
    return Fields(f"{title}Setting", {
        "key": _ScreenKey(screen, description=f"The keys this screen uses: {screen.described()}."),
        "value": Text(max_length=MAX_SECRET, required=False,
                      description="A string; null clears the key. A secret key's value is write-only."),
    }, example=example[screen.name])  # fmt: skip


class Settings:
    """One request's view of a screen's settings item."""

    def __init__(self, screen: Screen, request: Request[Any, Any]) -> None:
        self.screen = screen
        self.request = request
        self.item = request.store.get(SETTINGS_PARTITION, screen.name, consistent=True) or {}

    @property
    def version(self) -> int:
        return int(self.item.get("version", 0))

    def view(self, item: Mapping[str, Any] | None = None, version: int | None = None) -> dict[str, Any]:
        item = self.item if item is None else item
        values, secrets = dict(item.get("values") or {}), dict(item.get("secrets") or {})
        shown = []
        for setting in self.screen.settings:
            if setting.secret:
                shown.append({"key": setting.key, "secret": True, "value": None,
                              "secretSet": setting.key in secrets})  # fmt: skip
            else:
                shown.append({"key": setting.key, "secret": False, "value": values.get(setting.key)})
        updated = item.get("updatedAt")
        return {"provider": values.get("provider"), "settings": shown,
                "version": self.version if version is None else version,
                "updatedAt": iso(updated) if updated else None}  # fmt: skip


def _settings_routes(screen: Screen) -> None:
    path = f"/api/v1/x/{screen.name}"
    slug = screen.name.replace("-", "_")
    view, body = _view_schema(screen), _body_schema(screen)

    def read(request: Request[Any, Any]) -> Outcome:
        settings = Settings(screen, request)
        return Outcome(settings.view(), version=settings.version)

    def write(request: Request[dict[str, Any]]) -> Outcome:
        return _write_setting(screen, request)

    read.__name__ = read.__qualname__ = f"get_{slug}_settings"
    write.__name__ = write.__qualname__ = f"set_{slug}_setting"
    router.get(path, scope="records:read", permission=MANAGE, response=view, etag=True, body=None, query=None,
               summary=f"The {screen.noun}: every key, secrets as secretSet only.")(read)  # fmt: skip
    router.put(path, route_class=RouteClass.RECORD, scope="records:write", permission=MANAGE, response=view,
               body=body, query=None, etag=True, last_write_wins=True, secret_body=True,
               summary=f"Set one key of the {screen.noun} (a null value clears it).")(write)  # fmt: skip


def _write_setting(screen: Screen, request: Request[dict[str, Any]]) -> Outcome:
    settings = Settings(screen, request)
    key, value = request.body["key"], request.body.get("value")
    setting = screen.by_key[key]
    values, secrets = dict(settings.item.get("values") or {}), dict(settings.item.get("secrets") or {})
    before_commit: list[Callable[[], None]] = []
    after_commit: list[Callable[[], None]] = []
    port = request.port(IntegrationSecrets)
    name = port.setting_name(request.caller.firm_id, screen.name, key)
    if setting.secret:
        if value is None:
            if key not in secrets:
                return _unchanged(settings)
            secrets.pop(key)
            after_commit.append(lambda: port.delete(name))
        else:
            _check(SecretValue(), value)
            version = new_version()
            store = request.store

            def named() -> bool:
                item = store.get(SETTINGS_PARTITION, screen.name, consistent=True) or {}
                return bool((item.get("secrets") or {}).get(key) == version)

            tags = {"firm": request.caller.firm_id, "setting": f"{screen.name}/{key}"}
            exists = key in secrets
            before_commit.append(_stager(port, name, value, version, exists=exists, tags=tags, named=named))
            after_commit += [lambda: port.confirm(name), lambda: port.promote(name, version)]
            secrets[key] = version
    else:
        checked = None if value is None else _check(setting.kind, value)
        if values.get(key) == checked:
            return _unchanged(settings)
        if checked is None:
            values.pop(key, None)
        else:
            values[key] = checked
    now = request.now()
    stored = {"values": values, "secrets": secrets, "updatedAt": now, "updatedBy": request.caller.user_id}
    write = Update(SETTINGS_PARTITION, screen.name, settings.version, stored)
    version_after = settings.version + 1
    answer = settings.view({**settings.item, **stored}, version=version_after)
    return Outcome(answer, writes=[write], version=version_after, before_commit=before_commit,
                   after_commit=after_commit)  # fmt: skip


def _unchanged(settings: Settings) -> Outcome:
    """The value is already so: nothing is written (the answer is the screen as it is)."""
    return Outcome(settings.view(), version=settings.version)


def _check(kind: Any, value: Any) -> Any:
    """The value as its key's type takes it: 400 naming `value`, never echoing it."""
    try:
        return kind.check(value)
    except ValueError as error:
        raise invalid_input("invalid_request", "body", [{"field": "value", "message": str(error)}]) from None


def _stager(
    port: IntegrationSecrets,
    name: str,
    value: str,
    version: str,
    *,
    exists: bool,
    tags: dict[str, str],
    named: Callable[[], bool],
) -> Callable[[], None]:
    def stage() -> None:
        port.stage(name, value, version, exists=exists, tags=tags, named=named)

    return stage


for _screen in SCREENS:
    _settings_routes(_screen)

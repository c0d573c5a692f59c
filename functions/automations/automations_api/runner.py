"""The automation runner: runs published automations on their trigger (spec 3.1, 3.3).

Record triggers come from the change feed's source, the data table's DynamoDB stream: the runner
function receives the new change entries (template.yaml filters the stream to them), finds the active
automations whose trigger the entry starts (the `gsi1` index AUTOTRIGGER#<recordType>), and runs each.
Schedule triggers arrive from EventBridge Scheduler as `{"source": "schedule", "firmId",
"automationId", "cron", "generation", "scheduledAt"}` (schedules.py); one fired minute runs once.

A run acts as the person who published the automation, within that person's current role: their
membership and permissions are read at the start of every run. Steps run in order; a condition that
does not hold ends the run (`stopped`); a failed step ends it (`failed`, with a reason). Each step's
writes commit with the run's record in one transaction, through the same records service as the API,
so they land in the change feed with `via: "automation"`, the automation's id and the chain depth.

Exactly once per trigger event: a run first takes its event's key (runs.KEY_PARTITION), in the same
transaction that records the run; a redelivered event finds the key taken and runs nothing. A write
made by an automation never starts that same automation, and a chain of automations starting each
other stops at MAX_CHAIN_DEPTH.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple

from automations_api import runs
from automations_api.routes import AUTOMATIONS, TRIGGER_INDEX
from automations_api.schedules import Held, Schedules
from automations_api.tree import fill_templates
from catalog import firm as firm_catalog
from connectors import calls
from connectors.definition import CONNECTORS
from connectors.secrets import ConnectorSecrets, SecretUnavailable
from kernel.errors import ApiError
from kernel.identity import Role
from kernel.ids import Clock, iso, new_id
from kernel.outbound import Outbound
from kernel.parsing import Problems
from kernel.ports import Ports, T
from kernel.services import Services
from kernel.tenant_store import DELIMITER, TenantStore
from kernel.unit_of_work import CHANGES, Actor, Commit, Create, StaleRead, Update, Write, commit
from kit.resource import creation_writes, reference_problems
from records.service import RecordService
from workspace.notifications import NOTIFICATIONS, notification_writes
from workspace.tasks import TASKS, task_problems

MAX_CHAIN_DEPTH = 3  # a person's write starts depth 1; an automation's write at depth 3 starts nothing
RECORD_KINDS = {"created": "recordCreated", "updated": "recordUpdated"}
STEP_ATTEMPTS = 3  # a record step whose record changed meanwhile reads it again and retries


class Event(NamedTuple):
    """What started a run."""

    key: str  # chg_<sequence> or sch_<epoch minute>: one run per automation and key
    kind: str  # recordCreated, recordUpdated or schedule
    shown: dict[str, Any]  # the trigger as the run shows it
    record_type: str | None = None
    record_id: str | None = None
    changed_fields: tuple[str, ...] = ()
    depth: int = 0  # the chain depth of the write that triggered (0: not an automation's)
    origin: str | None = None  # the automation that made that write


class StepResult(NamedTuple):
    outcome: str  # done, skipped or failed
    reason: str | None = None
    detail: dict[str, Any] | None = None
    writes: Sequence[Write] = ()
    record: dict[str, Any] | None = None  # the record after the step's writes


class Runner:
    def __init__(self, ports: Ports) -> None:
        self._ports = ports

    @property
    def services(self) -> Services:
        return self._ports.get(Services)

    def port(self, port: type[T]) -> T:
        return self._ports.get(port)

    # ---- triggers ----------------------------------------------------------------------------------

    def on_stream_record(self, record: Mapping[str, Any]) -> list[str]:
        """A stream record of the data table: a new change entry runs what it triggers."""
        from kernel import aws

        image = record.get("dynamodb", {}).get("NewImage")
        if record.get("eventName") != "INSERT" or not image:
            return []
        item = aws.from_item(image)
        firm_id, _, partition = str(item.get("pk", "")).partition(DELIMITER)
        if partition != CHANGES or not firm_id:
            return []
        return self.on_change(firm_id, item)

    def on_change(self, firm_id: str, entry: Mapping[str, Any]) -> list[str]:
        """Runs every active automation this change entry triggers; the ids of the runs started."""
        kind = RECORD_KINDS.get(entry["kind"])
        actor = entry.get("actor") or {}
        depth = int(actor.get("depth", 0))
        if kind is None or depth >= MAX_CHAIN_DEPTH:
            return []
        event = Event(
            key=f"chg_{int(entry['sequence']):015d}", kind=kind,
            shown={"kind": kind, "recordType": entry["recordType"], "recordId": entry["recordId"],
                   "changeId": f"chg_{int(entry['sequence']):015d}"},
            record_type=entry["recordType"], record_id=entry["recordId"],
            changed_fields=tuple(entry.get("changedFields", ())), depth=depth,
            origin=actor.get("automationId"),
        )  # fmt: skip
        store = self.services.tenant_store(firm_id)
        started = []
        for indexed in _triggered(store, entry["recordType"]):
            if indexed["id"] == event.origin or not _starts(indexed, event):
                continue
            automation = _current(store, indexed["id"])  # the index may lag a pause or a new publish
            if automation is not None and _starts(automation, event):
                run = self.run(store, automation, event)
                if run is not None:
                    started.append(run)
        return started

    def on_schedule(self, firm_id: str, automation_id: str, fired: Held, scheduled_at: int) -> str | None:
        """A schedule fired: the one the automation holds runs it; one it does not hold is deleted,
        unless it is newer than the automation (the write that holds it may yet commit)."""
        store = self.services.tenant_store(firm_id)
        automation = _current(store, automation_id)
        if automation is None or Held.of(automation) != fired:  # held only while its cron is live
            if automation is None or fired.generation <= int(automation["version"]):
                self.port(Schedules).delete(firm_id, automation_id, fired)
            return None
        minute = scheduled_at // 60
        shown = {"kind": "schedule", "cron": fired.cron, "scheduledAt": iso(minute * 60)}
        event = Event(key=f"sch_{minute:015d}", kind="schedule", shown=shown)
        return self.run(store, automation, event)

    # ---- a run -------------------------------------------------------------------------------------

    def run(self, store: TenantStore, automation: Mapping[str, Any], event: Event) -> str | None:
        """Runs the automation (as just read, consistently) for the event, once; the run's id, or None
        when this event already ran it."""
        automation_id = automation["id"]
        published = automation["published"]
        clock = self.services.clock
        now = clock()
        run_id = runs.run_id(int(now * 1000), event.key)
        item = {"id": run_id, "automationId": automation_id, "trigger": event.shown, "status": "running",
                "steps": [], "startedAt": int(now), "publishedAt": published["publishedAt"]}  # fmt: skip
        claim = [Create(f"{runs.KEY_PARTITION}{automation_id}", event.key, {"runId": run_id}),
                 Create(f"{runs.RUN_PARTITION}{automation_id}", run_id, item)]  # fmt: skip
        actor = Actor(published["publishedBy"], "automation", automation_id, event.depth + 1)
        try:
            self._commit(store, claim, actor, run_id)
        except ApiError as refused:
            if refused.code == "already_exists":
                return None  # a redelivered event: it ran (or is running) already
            raise
        _Run(self, store, automation, event, item, actor).execute()
        return run_id

    def _commit(self, store: TenantStore, writes: Sequence[Write], actor: Actor, run_id: str) -> None:
        services = self.services
        commit(writes, Commit(store, actor, run_id, services.clock, services.change_sequence))


class _Run:
    """One run's steps, as the publisher, each committed with the run's record."""

    def __init__(self, runner: Runner, store: TenantStore, automation: Mapping[str, Any], event: Event,
                 item: dict[str, Any], actor: Actor) -> None:  # fmt: skip
        self._runner = runner
        self._store = store
        self._automation = automation
        self._published = automation["published"]
        self._event = event
        self._item = item
        self._version = 1
        self._actor = actor
        self._clock: Clock = runner.services.clock

    def execute(self) -> None:
        role = self._publisher_role()
        if role is None:
            self._finish("failed", reason="publisher_not_member")
            return
        records = cache(  # the firm's catalog is read only by a run that touches records
            lambda: RecordService(
                self._store, firm_catalog.load(self._store), self._actor.user_id, self._clock
            )
        )
        stored = None
        if self._event.record_type is not None:
            try:
                stored = records().item(self._event.record_type, self._event.record_id or "")
            except ApiError:
                self._finish("failed", reason="record_not_found")
                return
        context = _Context(self, records, role, stored)
        for step in self._published["tree"]["steps"]:
            started = int(self._clock())
            result = context.step(step)
            shown = {"kind": step["kind"], "outcome": result.outcome, "startedAt": started,
                     "endedAt": int(self._clock())}  # fmt: skip
            if result.reason:
                shown["reason"] = result.reason
            if result.detail:
                shown["detail"] = result.detail
            self._item["steps"].append(shown)
            if result.outcome != "done":
                self._finish("stopped" if result.outcome == "skipped" else "failed")
                return
        self._finish("done")

    def _publisher_role(self) -> Role | None:
        """The publisher's role in the firm as it is now (None: no longer a member)."""
        identity = self._runner.services.identity
        membership = identity.get_membership(self._store.firm_id, self._actor.user_id)
        return identity.get_role(self._store.firm_id, membership.role_id) if membership else None

    def commit_step(self, writes: Sequence[Write]) -> None:
        """The step's writes with the run's record (its steps so far), all or nothing."""
        partition = f"{runs.RUN_PARTITION}{self._automation['id']}"
        progress = Update(partition, self._item["id"], self._version, {"steps": self._item["steps"]})
        self._runner._commit(self._store, [*writes, progress], self._actor, self._item["id"])
        self._version += 1

    def _finish(self, status: str, reason: str | None = None) -> None:
        values: dict[str, Any] = {
            "status": status,
            "steps": self._item["steps"],
            "endedAt": int(self._clock()),
        }
        if reason:
            values["reason"] = reason
        partition = f"{runs.RUN_PARTITION}{self._automation['id']}"
        self._runner._commit(self._store, [Update(partition, self._item["id"], self._version, values)],
                             self._actor, self._item["id"])  # fmt: skip
        self._version += 1
        self._item.update(values)

    @property
    def runner(self) -> Runner:
        return self._runner

    @property
    def store(self) -> TenantStore:
        return self._store

    @property
    def event(self) -> Event:
        return self._event

    @property
    def clock(self) -> Clock:
        return self._clock

    @property
    def actor(self) -> Actor:
        return self._actor

    @property
    def automation_id(self) -> str:
        return str(self._automation["id"])

    def is_member(self, user_id: str) -> bool:
        identity = self._runner.services.identity
        return identity.get_membership(self._store.firm_id, user_id) is not None

    @property
    def published(self) -> Mapping[str, Any]:
        published: Mapping[str, Any] = self._published
        return published


class _Context:
    """What the steps of a run share: the records service as the publisher, their permissions, and
    the triggering record as the last step left it."""

    def __init__(
        self, run: _Run, records: Callable[[], RecordService], role: Role, stored: dict[str, Any] | None
    ) -> None:
        self._run = run
        self._records = records
        self._role = role
        record_type = run.event.record_type
        self._record = records().view(record_type, stored) if stored is not None and record_type else None
        self._stored = stored  # the record's item as last read, while no step has written it

    def step(self, step: Mapping[str, Any]) -> StepResult:
        kind, config = step["kind"], step["config"]
        if kind == "fieldEquals":
            held = self._value(config["field"]) == config["value"]
            return StepResult("done" if held else "skipped")
        if kind == "fieldChanged":
            changed = config["field"] in self._run.event.changed_fields
            held = changed and ("to" not in config or self._value(config["field"]) == config["to"])
            return StepResult("done" if held else "skipped")
        if kind in ("updateField", "createRecord"):
            return self._record_step(kind, config)
        if kind == "callConnector":
            return self._connector_step(config)
        if kind == "createTask":
            return self._task_step(config)
        if kind == "notifyUser":
            return self._notify_step(config)
        return StepResult("failed", reason="unsupported_step")

    def _value(self, field: str) -> Any:
        return (self._record or {}).get(field)

    def _record_step(self, kind: str, config: Mapping[str, Any]) -> StepResult:
        if "records.write" not in self._role.permissions:
            return StepResult("failed", reason="permission_denied")
        for _ in range(STEP_ATTEMPTS):
            try:
                if kind == "updateField":
                    event, values = self._run.event, {config["field"]: config["value"]}
                    change = self._records().patch(event.record_type or "", event.record_id or "", values,
                                                 stored=self._stored)  # fmt: skip
                    self._stored = None  # written (or about to be): a later step reads it again
                else:
                    change = self._records().create(config["recordType"], config["values"])
                self._run.commit_step(change.writes)
            except StaleRead:
                continue  # the record changed since it was read: read it again
            except ApiError as refused:
                return StepResult("failed", reason=refused.code, detail={"message": refused.message})
            if kind == "updateField":
                self._record = change.record
                return StepResult("done", detail={"recordId": change.record["id"]})
            return StepResult(
                "done", detail={"recordId": change.record["id"], "recordType": config["recordType"]}
            )
        return StepResult("failed", reason="write_conflict")

    def _task_step(self, config: Mapping[str, Any]) -> StepResult:
        """A task about the triggering record, checked as the tasks route checks one."""
        if "records.write" not in self._role.permissions:
            return StepResult("failed", reason="permission_denied")
        event, clock = self._run.event, self._run.clock
        values = {key: config[key] for key in ("title", "description", "assigneeUserId", "taskType")
                  if config.get(key) is not None}  # fmt: skip
        values |= {"recordType": event.record_type, "recordId": event.record_id}
        if config.get("dueInDays") is not None:
            today = datetime.datetime.fromtimestamp(clock(), datetime.UTC).date()
            values["dueDate"] = (today + datetime.timedelta(days=int(config["dueInDays"]))).isoformat()
        try:  # the tree was checked on publish; a rule may have tightened since
            values = TASKS.body.validate(values)
        except Problems as refused:
            return StepResult("failed", reason="invalid_task", detail={"problems": refused.problems})
        store = self._run.store
        problems = task_problems(store, self._run.is_member, values) + reference_problems(
            TASKS, store, values
        )
        if problems:
            return StepResult("failed", reason="invalid_task", detail={"problems": problems})
        task_id = new_id(TASKS.id_prefix, clock)
        writes = creation_writes(TASKS, TASKS.partition(None), values, item_id=task_id,
                                 created_by=self._run.actor.user_id, now=int(clock()))  # fmt: skip
        return self._commit_item(writes, {"taskId": task_id})

    def _notify_step(self, config: Mapping[str, Any]) -> StepResult:
        """An in-app notification to a member of the firm, naming the automation and the record."""
        user_id = config["userId"]
        if not self._run.is_member(user_id):
            return StepResult("failed", reason="user_not_member")
        event, clock = self._run.event, self._run.clock
        values = {"message": config["message"], "automationId": self._run.automation_id}
        if event.record_id is not None:
            values |= {"recordType": event.record_type, "recordId": event.record_id}
        notification_id = new_id(NOTIFICATIONS.id_prefix, clock)
        writes = notification_writes(user_id, values, notification_id=notification_id,
                                     created_by=self._run.actor.user_id, now=int(clock()))  # fmt: skip
        return self._commit_item(writes, {"notificationId": notification_id, "userId": user_id})

    def _commit_item(self, writes: Sequence[Write], detail: dict[str, Any]) -> StepResult:
        try:
            self._run.commit_step(writes)
        except ApiError as refused:
            return StepResult("failed", reason=refused.code, detail={"message": refused.message})
        return StepResult("done", detail=detail)

    def _connector_step(self, config: Mapping[str, Any]) -> StepResult:
        key = config["connectorKey"]
        pin = self._run.published["pins"][key]
        connector = self._run.store.get(CONNECTORS.partition(None), pin["connectorId"], consistent=True)
        failure = _connector_refusal(connector, pin, self._role.role_id)
        if failure or connector is None:
            return StepResult("failed", reason=failure or "connector_not_found")
        published = connector["published"]
        operation = next((op for op in published["operations"] if op["key"] == config["operationKey"]), None)
        if operation is None:
            return StepResult("failed", reason="connector_revision_changed")
        runner = self._run.runner
        try:
            secret = _secret(runner, self._run.store.firm_id, connector)
            parameters = fill_templates(config.get("parameters") or {}, self._record)
            hosts = runner.services.settings.service_hosts
            call = calls.prepare(
                published, operation, parameters, secret, hosts, connector.get("secretOrigin")
            )
            report = calls.send(runner.port(Outbound), call, operation, secret)
        except ApiError as refused:
            return StepResult("failed", reason=refused.code)
        if report["outcome"] == "failed":
            return StepResult("failed", reason=report["failure"]["code"])
        detail = {"status": report["status"], "outputs": report["outputs"]}
        if report["status"] >= 400:
            return StepResult("failed", reason="connector_answered_error", detail=detail)
        return StepResult("done", detail=detail)


def _connector_refusal(
    connector: Mapping[str, Any] | None, pin: Mapping[str, Any], role_id: str | None
) -> str | None:
    """Why a pinned connector may not run now (spec 3.1): checked at every run, effective at once."""
    if connector is None or connector.get("published") is None:
        return "connector_not_found"
    if not connector.get("active"):
        return "connector_inactive"
    if connector.get("definitionRevision") != pin["definitionRevision"]:
        return "connector_revision_changed"
    if role_id is None or role_id not in connector["published"]["useRoleIds"]:
        return "connector_not_allowed"
    return None


def _secret(runner: Runner, firm_id: str, connector: Mapping[str, Any]) -> str | None:
    if connector["published"]["auth"] == "none":
        return None
    if not connector.get("secretSet"):
        raise ApiError(409, "secret_not_set", "The connector has no secret.")
    try:
        return runner.port(ConnectorSecrets).get(firm_id, connector["id"], connector["secretVersion"])
    except SecretUnavailable:
        raise ApiError(409, "secret_unavailable", "The connector's secret cannot be read.") from None


def _triggered(store: TenantStore, record_type: str) -> list[dict[str, Any]]:
    """The active automations a record type's changes may start (the trigger index, a small partition)."""
    found: list[dict[str, Any]] = []
    cursor = None
    while True:
        page = store.query(f"{TRIGGER_INDEX}{record_type}", index="gsi1", limit=200, cursor=cursor)
        found += page.items
        if page.next_cursor is None:
            return found
        cursor = page.next_cursor


def _current(store: TenantStore, automation_id: str) -> dict[str, Any] | None:
    return store.get(AUTOMATIONS.partition(None), automation_id, consistent=True)


def _starts(automation: Mapping[str, Any], event: Event) -> bool:
    """An active automation whose published trigger this record event starts."""
    if automation.get("status") != "active" or not automation.get("published"):
        return False
    trigger = automation["published"]["tree"]["trigger"]
    if trigger["kind"] != event.kind or trigger["config"].get("recordType") != event.record_type:
        return False
    field = trigger["config"].get("field")
    return field is None or field in event.changed_fields


# ---- the Lambda entry ------------------------------------------------------------------------------


@cache
def _runner() -> Runner:
    return Runner(Ports({Services: Services.from_environment, Outbound: Outbound,
                         ConnectorSecrets: ConnectorSecrets.from_environment,
                         Schedules: Schedules.from_environment}))  # fmt: skip


def lambda_handler(event: Mapping[str, Any], context: Any, runner: Runner | None = None) -> dict[str, Any]:
    """A batch of stream records (failures reported one by one, so only they are retried), or a
    schedule's event."""
    runner = runner or _runner()
    if event.get("source") == "schedule":
        fired = Held(str(event["cron"]), int(event.get("generation") or 0))
        runner.on_schedule(
            str(event["firmId"]), str(event["automationId"]), fired, _epoch(event.get("scheduledAt"))
        )
        return {}
    failures = []
    for record in event.get("Records", []):
        try:
            runner.on_stream_record(record)
        except Exception:
            _log().exception("a stream record failed; it is retried", extra={"record": _where(record)})
            failures.append({"itemIdentifier": record.get("dynamodb", {}).get("SequenceNumber", "")})
    return {"batchItemFailures": failures}


def _epoch(scheduled_at: Any) -> int:
    """The schedule's time: Scheduler's ISO text (`2026-11-23T07:00:00Z`), else now."""
    if isinstance(scheduled_at, str) and scheduled_at:
        return int(datetime.datetime.fromisoformat(scheduled_at.replace("Z", "+00:00")).timestamp())
    return int(time.time())


def _where(record: Mapping[str, Any]) -> dict[str, Any]:
    keys = record.get("dynamodb", {}).get("Keys", {})
    return {"pk": keys.get("pk", {}).get("S"), "sk": keys.get("sk", {}).get("S")}


@cache
def _log() -> Any:
    from aws_lambda_powertools import Logger

    return Logger(service="automations-runner")

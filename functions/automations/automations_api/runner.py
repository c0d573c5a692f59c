"""The automation runner: runs published automations on their trigger (spec 3.1, 3.3).

Record triggers come from the change feed's source, the data table's DynamoDB stream: the runner
function receives the new change entries (template.yaml filters the stream to them), finds the active
automations whose trigger the entry starts (the `gsi1` index AUTOTRIGGER#<recordType>), and runs each.
Schedule triggers arrive from EventBridge Scheduler as `{"source": "schedule", "firmId",
"automationId", "cron", "generation", "scheduledAt"}` (schedules.py); one fired minute runs once.

A run first reads all it needs in one BatchGetItem (reads.py): the automation as it is now, whether
its event ran already, the publisher's membership and role as they are now, the firm's catalog, the
triggering record, the change sequence. It acts as the publisher within that role. Steps run in
order; a condition that does not hold ends the run (`stopped`); a failed step ends it (`failed`,
with a reason). A step's writes commit with the run's record (showing the step done, and the run
done when it is the last step) in one transaction, through the same records service as the API, so
they land in the change feed with `via: "automation"`, the automation's id and the chain depth.

Exactly once per trigger event: the run's first transaction takes its event's key
(runs.KEY_PARTITION) and records the run, with the first step's writes; a redelivered event finds
the key taken (read up front, or refused by that transaction) and runs nothing. A step that calls
out (a connector) takes the key on its own first, before the call. A write made by an automation
never starts that same automation, and a chain of automations starting each other stops at
MAX_CHAIN_DEPTH. A run of a record trigger whose steps write once costs a Query, a BatchGetItem and
one TransactWriteItems (a run started by an automation's write one GetItem more: the chain's origin).

A chain's width is bounded by its budget (runs.Budget: MAX_CHAIN_RUNS runs, MAX_CHAIN_WRITES writing
steps), moved in the same transactions; a run beyond it fails `budget_exceeded`. A run starts only
while the publisher is a member in the membership they published in, with `automations.manage`.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, NamedTuple

from automations_api import reads, runs
from automations_api.routes import AUTOMATIONS, MANAGE, TRIGGER_INDEX
from automations_api.runs import BUDGET_EXCEEDED, Budget, Event
from automations_api.schedules import Held, Schedules
from automations_api.tree import fill_templates
from connectors import calls
from connectors.definition import CONNECTORS
from connectors.secrets import ConnectorSecrets, SecretUnavailable
from kernel import audit, errors
from kernel.errors import ApiError
from kernel.identity import Role
from kernel.ids import Clock, iso, new_id
from kernel.outbound import Outbound
from kernel.parsing import Problems
from kernel.ports import Ports, T
from kernel.services import Services
from kernel.tenant_store import DELIMITER, TenantStore
from kernel.unit_of_work import CHANGES, Actor, Commit, Create, StaleRead, Update, Write, change_id, commit
from kit.resource import creation_writes, reference_problems
from records.service import RecordService
from workspace import notifications
from workspace.notifications import (
    COUNTED_MEANWHILE,
    NOTIFICATIONS,
    NotificationLimit,
    Sent,
    count_sent,
    notification_writes,
    sent_key,
)
from workspace.tasks import TASKS, task_problems

MAX_CHAIN_DEPTH = 3  # a person's write starts depth 1; an automation's write at depth 3 starts nothing
RECORD_KINDS = {"created": "recordCreated", "updated": "recordUpdated"}
STEP_ATTEMPTS = 3  # a step whose record changed meanwhile reads it again and retries
# A transaction that lost the chain's budget to another run reads it again and retries: each loss is
# another of the chain's commits, of which there are at most its runs, writes and refusals.
BUDGET_ATTEMPTS = runs.MAX_CHAIN_RUNS + runs.MAX_CHAIN_WRITES + 50
OFFERED_TO_AUTOMATIONS = frozenset({"automations", "both"})  # a connector's published `surfaces`
# The answer of the run's first transaction when its event's key is taken: no other write has it.
EVENT_RAN = ApiError(409, "automation_event_ran", "This event ran the automation already.")


class StepResult(NamedTuple):
    outcome: str  # done, skipped or failed
    reason: str | None = None
    detail: dict[str, Any] | None = None
    writes: Sequence[Write] = ()  # to commit with the run's record: the step is done once they are
    record: dict[str, Any] | None = None  # the triggering record as the writes leave it
    sent: tuple[str, Sent] | None = None  # a notification's recipient and the count the writes leave


class _EventRan(Exception):
    """The event's key was taken meanwhile (a redelivery ran it): this run stops, having written nothing."""


class _OverBudget(Exception):
    """The chain has spent its budget: the commit that would pass it writes nothing."""


class _Dropped(Exception):
    """A run the chain's budget refused, whose automation's refusal in the chain is recorded already:
    it ends unrecorded, so a spent chain adds at most one run record per automation."""


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
        key = change_id(entry)
        event = Event(
            key=key, kind=kind,
            shown={"kind": kind, "recordType": entry["recordType"], "recordId": entry["recordId"],
                   "changeId": key},
            record_type=entry["recordType"], record_id=entry["recordId"],
            changed_fields=tuple(entry.get("changedFields", ())), depth=depth,
            written_by=actor.get("automationId"), chain=key,
        )  # fmt: skip
        store = self.services.tenant_store(firm_id)
        starting = [indexed for indexed in _triggered(store, entry["recordType"])
                    if indexed["id"] != event.written_by and _starts(indexed, event)]  # fmt: skip
        if starting and event.written_by:
            event = event._replace(chain=_chain_of(store, entry, event))
        started = []
        for indexed in starting:
            run = self.run(store, indexed, event, fresh=False)  # the index may lag a pause or a publish
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
        key = f"sch_{minute:015d}"
        event = Event(key=key, kind="schedule", shown=shown, chain=f"{automation_id}_{key}")
        return self.run(store, automation, event, fresh=True)

    # ---- a run -------------------------------------------------------------------------------------

    def run(self, store: TenantStore, found: Mapping[str, Any], event: Event, *, fresh: bool) -> str | None:
        """Runs the automation (as found; `fresh`: as just read consistently) for the event, once; the
        run's id, or None when it no longer runs on this event or this event ran it already."""
        snapshot = reads.read(self.services, store, found, event, fresh=fresh)
        if snapshot is None or not _starts(snapshot.automation, event):
            return None
        automation = snapshot.automation
        published = automation["published"]
        now = self.services.clock()
        run_id = runs.run_id(int(now * 1000), event.key)
        item = {"id": run_id, "automationId": automation["id"], "trigger": event.shown, "status": "running",
                "steps": [], "startedAt": int(now), "publishedAt": published["publishedAt"],
                "chain": event.chain}  # fmt: skip
        actor = Actor(published["publishedBy"], "automation", automation["id"], event.depth + 1)
        try:
            _Run(self, store, snapshot, event, item, actor).execute()
        except (_EventRan, _Dropped):
            return None  # a redelivered event ran it meanwhile, or the spent chain refused it unrecorded
        return run_id


class _Run:
    """One run's steps, as the publisher, each step's writes committed with the run's record."""

    def __init__(self, runner: Runner, store: TenantStore, snapshot: reads.Snapshot, event: Event,
                 item: dict[str, Any], actor: Actor) -> None:  # fmt: skip
        self._runner = runner
        self._store = store
        self._snapshot = snapshot
        self._automation = snapshot.automation
        self._published = snapshot.automation["published"]
        self._event = event
        self._item = item
        self._claimed = False  # the event's key taken and the run recorded (by the first commit)
        self._version = 0  # the run record's, once recorded
        self._budget = snapshot.budget  # the chain's, as last read or written
        self._actor = actor
        self._clock: Clock = runner.services.clock

    def execute(self) -> None:
        snapshot = self._snapshot
        if self._budget.runs_spent:
            self._refuse()
            return
        role = snapshot.role if snapshot.membership is not None else None
        if role is None:
            self._finish("failed", reason="publisher_not_member")
            return
        if MANAGE not in role.permissions:  # their role no longer lets them run automations
            self._finish("failed", reason="publisher_not_permitted")
            return
        records = RecordService(self._store, snapshot.catalog, self._actor.user_id, self._clock)
        stored = None
        if self._event.record_type is not None:
            stored = self._triggering_record(records)
            if stored is None:
                self._finish("failed", reason="record_not_found")
                return
        context = _Context(self, records, role, stored)
        steps = self._published["tree"]["steps"]
        for number, step in enumerate(steps, start=1):
            result = self._step(context, step, last=number == len(steps))
            if result.reason == BUDGET_EXCEEDED:
                self._refuse()
                return
            if result.outcome != "done":
                self._finish("stopped" if result.outcome == "skipped" else "failed")
                return
        if self._item["status"] == "running":  # the last step wrote nothing that ended the run
            self._finish("done")

    def _triggering_record(self, records: RecordService) -> dict[str, Any] | None:
        """The record the event names, as read up front; None when it is gone (or never was)."""
        try:
            records.record_type(self._event.record_type or "")
        except ApiError:
            return None
        return self._snapshot.record

    def _step(self, context: _Context, step: Mapping[str, Any], *, last: bool) -> StepResult:
        """Runs a step and records its outcome. A step's writes commit with the run's record showing
        it done (and the run done, after the last step); a step whose record changed since it was
        read is worked out again on a fresh read."""
        started = int(self._clock())
        result = StepResult("failed", reason="write_conflict")
        attempts = recounts = 0
        while attempts < STEP_ATTEMPTS:
            result = context.step(step)
            if result.outcome != "done" or not result.writes:
                break
            values: dict[str, Any] = {
                "steps": [*self._item["steps"], _shown(step["kind"], result, started, self._clock)]
            }
            if last:
                values |= {"status": "done", "endedAt": int(self._clock())}
            try:
                self._commit(result.writes, values)
            except StaleRead as lost:
                result = StepResult("failed", reason="write_conflict")
                # Another notification took a place meanwhile: count again (each loss fills one place).
                if lost.code == COUNTED_MEANWHILE.code and recounts < notifications.MAX_PER_MINUTE:
                    recounts += 1
                    context.recount()
                else:
                    attempts += 1
                continue
            except _OverBudget:
                result = StepResult("failed", reason=BUDGET_EXCEEDED)
                break
            except ApiError as refused:
                result = StepResult("failed", reason=refused.code, detail={"message": refused.message})
                break
            context.wrote(result)
            return result
        self._item["steps"].append(_shown(step["kind"], result, started, self._clock))
        return result

    def claim(self) -> bool:
        """Takes the event's key and records the run now, before a step calls out: a redelivered
        event must not call again. False: the chain's budget has no run left for it."""
        if not self._claimed:
            try:
                self._commit([], {"steps": self._item["steps"]})
            except _OverBudget:
                return False
        return True

    def _finish(self, status: str, reason: str | None = None) -> None:
        values: dict[str, Any] = {"status": status, "steps": self._item["steps"],
                                  "endedAt": int(self._clock())}  # fmt: skip
        if reason:
            values["reason"] = reason
        try:
            self._commit([], values)
        except _OverBudget:  # its first commit, and the chain has no run left for it
            self._refuse()

    def _refuse(self) -> None:
        """Ends the run `failed` with `budget_exceeded`, its own run not counted (_Dropped, unrecorded,
        when its automation's refusal in this chain is recorded already)."""
        values = {"status": "failed", "reason": BUDGET_EXCEEDED, "steps": self._item["steps"],
                  "endedAt": int(self._clock())}  # fmt: skip
        self._commit([], values, refusal=True)

    def _commit(self, writes: Sequence[Write], values: Mapping[str, Any], *, refusal: bool = False) -> None:
        """The writes with the run's record as `values` leave it and the chain's budget as they spend
        it, all or nothing. The run's first commit takes the event's key and creates the record (and
        counts the run); later ones update the record. _OverBudget: the chain cannot pay for them."""
        for _ in range(BUDGET_ATTEMPTS):
            spending, spent = self._spending(writes, refusal=refusal)
            try:
                self._transact([*spending, *writes], values)
            except StaleRead as lost:
                if lost.code != runs.BUDGET_MOVED.code:
                    raise
                chain = self._budget.chain  # another run of the chain spent some: read what is left
                left = self._store.get(runs.BUDGET_PARTITION, chain, consistent=True)
                self._budget = Budget.of(chain, left)
                continue
            self._budget = spent
            return
        raise errors.service_unavailable("Too many runs of one chain at once; it is retried.")

    def _spending(self, writes: Sequence[Write], *, refusal: bool) -> tuple[list[Write], Budget]:
        """The budget's write for a commit of `writes` (none when it spends nothing), and the budget as
        it leaves it. A run is counted by its first commit, a step by the commit of its writes."""
        budget = self._budget
        if refusal:
            if self._claimed:
                return [], budget
            after = budget.refuse(self.automation_id)
            if after is None:
                raise _Dropped
        else:
            after = budget.spend(runs=0 if self._claimed else 1, writes=1 if writes else 0)
            if after is None:
                raise _OverBudget
            if after == budget:
                return [], budget
        return [after.update(int(self._clock()))], after._replace(version=after.version + 1)

    def _transact(self, writes: Sequence[Write], values: Mapping[str, Any]) -> None:
        partition, run_id = f"{runs.RUN_PARTITION}{self._automation['id']}", self._item["id"]
        if self._claimed:
            recorded: list[Write] = [Update(partition, run_id, self._version, values)]
        else:
            key = Create(f"{runs.KEY_PARTITION}{self._automation['id']}", self._event.key, {"runId": run_id},
                         conflict=EVENT_RAN)  # fmt: skip
            recorded = [key, Create(partition, run_id, {**self._item, **values})]
        services = self._runner.services
        context = Commit(self._store, self._actor, run_id, self._clock, services.change_sequence,
                         audit=self._audit_entry(writes, run_id))  # fmt: skip
        try:  # the run's own writes first: a taken key is the answer even when a step's write lost too
            commit([*recorded, *writes], context)
        except ApiError as refused:
            if refused.code == EVENT_RAN.code:
                raise _EventRan from None
            raise
        self._claimed, self._version = True, self._version + 1
        self._item.update(values)

    def _audit_entry(self, writes: Sequence[Write], run_id: str) -> dict[str, Any] | None:
        """A step's writes to the firm's records are in the audit log, via automation (the run's own
        bookkeeping is not: the run is its record)."""
        changed = [write.change.record_id for write in writes if write.change is not None]
        if not changed:
            return None
        automation_id = self._automation["id"]
        return audit.entry(
            at_ms=int(self._clock() * 1000), user_id=self._actor.user_id, token_id=None, via="automation",
            method="RUN", route="/api/v1/x/automations/{id}/runs/{runId}",
            path=f"/api/v1/x/automations/{automation_id}/runs/{run_id}", resource_id=changed[0],
            request_id=run_id, status=200,
        )  # fmt: skip

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
        """Whether the person is a member now: as read up front for the people the tree names."""
        known = self._snapshot.members.get(user_id)
        if known is not None:
            return known
        identity = self._runner.services.identity
        return identity.get_membership(self._store.firm_id, user_id) is not None

    @property
    def published(self) -> Mapping[str, Any]:
        published: Mapping[str, Any] = self._published
        return published

    @property
    def sent(self) -> Mapping[str, Sent]:
        """What the publisher sent each person the tree notifies, as read up front (when guessed)."""
        return self._snapshot.sent


def _shown(kind: str, result: StepResult, started: int, clock: Clock) -> dict[str, Any]:
    """A step as the run's record shows it."""
    shown: dict[str, Any] = {"kind": kind, "outcome": result.outcome, "startedAt": started,
                             "endedAt": int(clock())}  # fmt: skip
    if result.reason:
        shown["reason"] = result.reason
    if result.detail:
        shown["detail"] = result.detail
    return shown


class _Context:
    """What the steps of a run share: the records service as the publisher, their permissions, and
    the triggering record as the last step left it. A step works out its writes; the run commits them."""

    def __init__(self, run: _Run, records: RecordService, role: Role, stored: dict[str, Any] | None) -> None:
        self._run = run
        self._records = records
        self._role = role
        record_type = run.event.record_type
        self._record = records.view(record_type, stored) if stored is not None and record_type else None
        self._stored = stored  # the record's item as last read, while no step has written it
        self._sent = dict(run.sent)  # what the publisher sent each person, as read or as written since

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

    def wrote(self, result: StepResult) -> None:
        """A step's writes committed: later conditions see the record as they left it, later
        notifications the count."""
        if result.record is not None:
            self._record = result.record
        if result.sent is not None:
            self._sent[result.sent[0]] = result.sent[1]

    def recount(self) -> None:
        """A notification's count moved meanwhile: the next notification reads it again."""
        self._sent.clear()

    def _value(self, field: str) -> Any:
        return (self._record or {}).get(field)

    def _record_step(self, kind: str, config: Mapping[str, Any]) -> StepResult:
        if "records.write" not in self._role.permissions:
            return StepResult("failed", reason="permission_denied")
        try:
            if kind == "updateField":
                event, values = self._run.event, {config["field"]: config["value"]}
                change = self._records.patch(event.record_type or "", event.record_id or "", values,
                                             stored=self._stored)  # fmt: skip
                self._stored = None  # about to be written: a retry or a later step reads it again
                return StepResult("done", detail={"recordId": change.record["id"]}, writes=change.writes,
                                  record=change.record)  # fmt: skip
            change = self._records.create(config["recordType"], config["values"])
        except ApiError as refused:
            return StepResult("failed", reason=refused.code, detail={"message": refused.message})
        detail = {"recordId": change.record["id"], "recordType": config["recordType"]}
        return StepResult("done", detail=detail, writes=change.writes)

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
        return StepResult("done", detail={"taskId": task_id}, writes=writes)

    def _notify_step(self, config: Mapping[str, Any]) -> StepResult:
        """An in-app notification to a member of the firm, naming the automation and the record."""
        user_id = config["userId"]
        if not self._run.is_member(user_id):
            return StepResult("failed", reason="user_not_member")
        event, clock = self._run.event, self._run.clock
        values = {"message": config["message"], "automationId": self._run.automation_id}
        if event.record_id is not None:
            values |= {"recordType": event.record_type, "recordId": event.record_id}
        sender, now = self._run.actor.user_id, int(clock())
        try:
            counted, sent = count_sent(user_id, sender, self._sent_by(user_id), now=now)
        except NotificationLimit:
            detail = {"userId": user_id, "limit": notifications.MAX_PER_MINUTE}
            return StepResult("failed", reason="notification_limit", detail=detail)
        notification_id = new_id(NOTIFICATIONS.id_prefix, clock)
        writes = notification_writes(user_id, values, notification_id=notification_id, created_by=sender,
                                     now=now)  # fmt: skip
        detail = {"notificationId": notification_id, "userId": user_id}
        return StepResult("done", detail=detail, writes=[*writes, counted], sent=(user_id, sent))

    def _sent_by(self, user_id: str) -> Sent:
        """What the publisher sent the person this minute: as known, else read now."""
        if user_id not in self._sent:
            key = sent_key(user_id, self._run.actor.user_id)
            self._sent[user_id] = Sent.of(self._run.store.get(*key, consistent=True))
        return self._sent[user_id]

    def _connector_step(self, config: Mapping[str, Any]) -> StepResult:
        """The pinned connector's call, its state checked now (not up front): deactivating it stops the
        very next call."""
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
        except ApiError as refused:
            return StepResult("failed", reason=refused.code)
        if not self._run.claim():  # before calling out: a redelivered event finds the key taken
            return StepResult("failed", reason=BUDGET_EXCEEDED)
        try:
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
    if connector["published"].get("surfaces") not in OFFERED_TO_AUTOMATIONS:  # moved to the assistant
        return "connector_not_offered"
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


def _chain_of(store: TenantStore, entry: Mapping[str, Any], event: Event) -> str:
    """The chain of an entry an automation's run wrote: the one that run records (the entry's
    `requestId` is its id); a run from before chains were recorded starts a chain of its own."""
    run_id = str(entry.get("requestId", ""))
    wrote = store.get(f"{runs.RUN_PARTITION}{event.written_by}", run_id, consistent=True) if run_id else None
    return str(wrote["chain"]) if wrote and wrote.get("chain") else event.key


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

"""What a handler receives: the validated body and query (typed by the handler's annotation), the
path, the caller, and the ports. `Request[Body, Query]`; both default to None."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from kernel import audit
from kernel.auth import TokenKind
from kernel.ports import Ports, T
from kernel.services import Services

if TYPE_CHECKING:
    from kernel.auth import Principal
    from kernel.form_data import FilePart
    from kernel.tenant_store import TenantStore
    from kernel.unit_of_work import Write

BodyT = TypeVar("BodyT", default=None)
QueryT = TypeVar("QueryT", default=None)


@dataclass
class Request(Generic[BodyT, QueryT]):
    body: BodyT
    query: QueryT
    path_params: dict[str, str]
    headers: Mapping[str, str]
    request_id: str
    ports: Ports
    principal: Principal | None = None
    prefetched: Mapping[tuple[str, str], dict[str, Any] | None] = field(default_factory=dict)
    api_hosts: tuple[str, ...] = ()  # the host names this API answers on (from the event)
    files: Mapping[str, FilePart] = field(default_factory=dict)  # an upload route's file parts, by field
    method: str = ""
    route: str = ""  # the route's path template (/api/v1/x/documents/{id})
    path: str = ""  # the path as sent
    unit_committer: Callable[[Sequence[Write]], None] | None = None  # set by the pipeline

    @property
    def caller(self) -> Principal:
        if self.principal is None:
            raise RuntimeError("this route is not authenticated")
        return self.principal

    @cached_property
    def services(self) -> Services:
        return self.ports.get(Services)

    def port(self, port: type[T]) -> T:
        return self.ports.get(port)

    @cached_property
    def store(self) -> TenantStore:
        """The data table bound to the caller's firm; the only way a handler reaches firm data."""
        return self.services.tenant_store(self.caller.firm_id)

    def read(self, partition: str, sort: str) -> dict[str, Any] | None:
        """An item of the caller's firm, as of now: from the route's declared `reads` (fetched with the
        token, no extra round trip) or, for any other item, a consistent GetItem."""
        if (partition, sort) in self.prefetched:
            return self.prefetched[(partition, sort)]
        return self.store.get(partition, sort, consistent=True)

    def commit_unit(self, writes: Sequence[Write]) -> None:
        """Commits one unit of a bulk call now, in its own transaction (all or nothing), before the
        answer: for a call whose writes outgrow one transaction but split into units that each stand
        alone and that a rerun finds done (a request per company, say). A lost condition raises its
        answer (an ApiError), as the call's own commit would; units committed before it stay."""
        if self.unit_committer is None:
            raise RuntimeError("only an authenticated call commits units")
        self.unit_committer(writes)

    def now(self) -> int:
        return int(self.services.clock())

    def audit_entry(self, status: int, answer: Any = None) -> dict[str, Any]:
        """This call's audit log entry (kernel.audit): its caller, route and status, and what it wrote."""
        caller = self.caller
        return audit.entry(
            at_ms=int(self.services.clock() * 1000),
            user_id=caller.user_id,
            token_id=caller.token_id,
            via="api" if caller.token_kind is TokenKind.API_TOKEN else "app",
            method=self.method,
            route=self.route,
            path=self.path,
            resource_id=audit.resource_id(self.route, self.path_params, answer),
            request_id=self.request_id,
            status=status,
        )

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fx_fetch_outcome import FxFetchOutcome
from ..models.fx_fetch_source import FxFetchSource
from ..models.fx_fetch_via import FxFetchVia
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.fx_fetch_failure_type_0 import FxFetchFailureType0





T = TypeVar("T", bound="FxFetch")



@_attrs_define
class FxFetch:
    """ 
        Attributes:
            fetched_at (str):
            via (FxFetchVia):
            source (FxFetchSource):
            outcome (FxFetchOutcome):
            pairs (int): The pairs the fetch looked for.
            stored (int): Rates this fetch stored.
            already_stored (int): Pairs whose rate of that day was stored before (left as it is).
            not_quoted (list[str]): Pairs the source has no rate for (neither currency is quoted, nor its base).
            status (int | None | Unset): The HTTP status the source answered (null: no answer).
            duration_ms (int | None | Unset):
            date (datetime.date | None | Unset): The value day of the rates the source answered.
            failure (FxFetchFailureType0 | None | Unset): Why nothing was stored: timeout, connect_failed, tls_failed,
                protocol_error (no answer); source_redirected, source_status, source_too_large, source_invalid,
                currency_invalid, rate_invalid, or an address refused now (the guard's code).
     """

    fetched_at: str
    via: FxFetchVia
    source: FxFetchSource
    outcome: FxFetchOutcome
    pairs: int
    stored: int
    already_stored: int
    not_quoted: list[str]
    status: int | None | Unset = UNSET
    duration_ms: int | None | Unset = UNSET
    date: datetime.date | None | Unset = UNSET
    failure: FxFetchFailureType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.fx_fetch_failure_type_0 import FxFetchFailureType0 # noqa: PLC0415
        fetched_at = self.fetched_at

        via = self.via.value

        source = self.source.value

        outcome = self.outcome.value

        pairs = self.pairs

        stored = self.stored

        already_stored = self.already_stored

        not_quoted = self.not_quoted



        status: int | None | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        else:
            status = self.status

        duration_ms: int | None | Unset
        if isinstance(self.duration_ms, Unset):
            duration_ms = UNSET
        else:
            duration_ms = self.duration_ms

        date: None | str | Unset
        if isinstance(self.date, Unset):
            date = UNSET
        elif isinstance(self.date, datetime.date):
            date = self.date.isoformat()
        else:
            date = self.date

        failure: dict[str, Any] | None | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        elif isinstance(self.failure, FxFetchFailureType0):
            failure = self.failure.to_dict()
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fetchedAt": fetched_at,
            "via": via,
            "source": source,
            "outcome": outcome,
            "pairs": pairs,
            "stored": stored,
            "alreadyStored": already_stored,
            "notQuoted": not_quoted,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if duration_ms is not UNSET:
            field_dict["durationMs"] = duration_ms
        if date is not UNSET:
            field_dict["date"] = date
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fx_fetch_failure_type_0 import FxFetchFailureType0 # noqa: PLC0415
        d = dict(src_dict)
        fetched_at = d.pop("fetchedAt")

        via = FxFetchVia(d.pop("via"))




        source = FxFetchSource(d.pop("source"))




        outcome = FxFetchOutcome(d.pop("outcome"))




        pairs = d.pop("pairs")

        stored = d.pop("stored")

        already_stored = d.pop("alreadyStored")

        not_quoted = cast(list[str], d.pop("notQuoted"))


        def _parse_status(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


        def _parse_duration_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        duration_ms = _parse_duration_ms(d.pop("durationMs", UNSET))


        def _parse_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                date_type_0 = datetime.date.fromisoformat(data)



                return date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        date = _parse_date(d.pop("date", UNSET))


        def _parse_failure(data: object) -> FxFetchFailureType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_type_0 = FxFetchFailureType0.from_dict(data)



                return failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FxFetchFailureType0 | None | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        fx_fetch = cls(
            fetched_at=fetched_at,
            via=via,
            source=source,
            outcome=outcome,
            pairs=pairs,
            stored=stored,
            already_stored=already_stored,
            not_quoted=not_quoted,
            status=status,
            duration_ms=duration_ms,
            date=date,
            failure=failure,
        )

        return fx_fetch


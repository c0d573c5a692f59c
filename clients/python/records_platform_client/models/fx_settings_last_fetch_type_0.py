from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.fx_settings_last_fetch_type_0_outcome import FxSettingsLastFetchType0Outcome
from ..models.fx_settings_last_fetch_type_0_via import FxSettingsLastFetchType0Via
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.fx_settings_last_fetch_type_0_failure_type_0 import FxSettingsLastFetchType0FailureType0





T = TypeVar("T", bound="FxSettingsLastFetchType0")



@_attrs_define
class FxSettingsLastFetchType0:
    """ What the last fetch did (null: none yet).

        Attributes:
            fetched_at (str):
            via (FxSettingsLastFetchType0Via):
            outcome (FxSettingsLastFetchType0Outcome):
            stored (int): Rates it stored.
            status (int | None | Unset): The HTTP status the source answered (null: none).
            date (datetime.date | None | Unset): The value day of the rates the source answered.
            failure (FxSettingsLastFetchType0FailureType0 | None | Unset): Why nothing was stored: timeout, connect_failed,
                tls_failed, protocol_error (no answer); source_redirected, source_status, source_too_large, source_invalid,
                currency_invalid, rate_invalid, or an address refused now (the guard's code).
     """

    fetched_at: str
    via: FxSettingsLastFetchType0Via
    outcome: FxSettingsLastFetchType0Outcome
    stored: int
    status: int | None | Unset = UNSET
    date: datetime.date | None | Unset = UNSET
    failure: FxSettingsLastFetchType0FailureType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.fx_settings_last_fetch_type_0_failure_type_0 import FxSettingsLastFetchType0FailureType0 # noqa: PLC0415
        fetched_at = self.fetched_at

        via = self.via.value

        outcome = self.outcome.value

        stored = self.stored

        status: int | None | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        else:
            status = self.status

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
        elif isinstance(self.failure, FxSettingsLastFetchType0FailureType0):
            failure = self.failure.to_dict()
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fetchedAt": fetched_at,
            "via": via,
            "outcome": outcome,
            "stored": stored,
        })
        if status is not UNSET:
            field_dict["status"] = status
        if date is not UNSET:
            field_dict["date"] = date
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fx_settings_last_fetch_type_0_failure_type_0 import FxSettingsLastFetchType0FailureType0 # noqa: PLC0415
        d = dict(src_dict)
        fetched_at = d.pop("fetchedAt")

        via = FxSettingsLastFetchType0Via(d.pop("via"))




        outcome = FxSettingsLastFetchType0Outcome(d.pop("outcome"))




        stored = d.pop("stored")

        def _parse_status(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


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


        def _parse_failure(data: object) -> FxSettingsLastFetchType0FailureType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_type_0 = FxSettingsLastFetchType0FailureType0.from_dict(data)



                return failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FxSettingsLastFetchType0FailureType0 | None | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        fx_settings_last_fetch_type_0 = cls(
            fetched_at=fetched_at,
            via=via,
            outcome=outcome,
            stored=stored,
            status=status,
            date=date,
            failure=failure,
        )

        return fx_settings_last_fetch_type_0


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.public_markets_status_last_run_type_0_via import PublicMarketsStatusLastRunType0Via
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.public_markets_status_last_run_type_0_failure_type_0 import PublicMarketsStatusLastRunType0FailureType0





T = TypeVar("T", bound="PublicMarketsStatusLastRunType0")



@_attrs_define
class PublicMarketsStatusLastRunType0:
    """ What the last fetch did (null: none yet).

        Attributes:
            at (datetime.datetime):
            via (PublicMarketsStatusLastRunType0Via):
            asked (int):
            stored (int):
            already_stored (int):
            failed (int):
            not_yet_priced (int):
            failure (None | PublicMarketsStatusLastRunType0FailureType0 | Unset): Why the whole fetch sent nothing (null: it
                asked).
     """

    at: datetime.datetime
    via: PublicMarketsStatusLastRunType0Via
    asked: int
    stored: int
    already_stored: int
    failed: int
    not_yet_priced: int
    failure: None | PublicMarketsStatusLastRunType0FailureType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.public_markets_status_last_run_type_0_failure_type_0 import PublicMarketsStatusLastRunType0FailureType0 # noqa: PLC0415
        at = self.at.isoformat()

        via = self.via.value

        asked = self.asked

        stored = self.stored

        already_stored = self.already_stored

        failed = self.failed

        not_yet_priced = self.not_yet_priced

        failure: dict[str, Any] | None | Unset
        if isinstance(self.failure, Unset):
            failure = UNSET
        elif isinstance(self.failure, PublicMarketsStatusLastRunType0FailureType0):
            failure = self.failure.to_dict()
        else:
            failure = self.failure


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at": at,
            "via": via,
            "asked": asked,
            "stored": stored,
            "alreadyStored": already_stored,
            "failed": failed,
            "notYetPriced": not_yet_priced,
        })
        if failure is not UNSET:
            field_dict["failure"] = failure

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.public_markets_status_last_run_type_0_failure_type_0 import PublicMarketsStatusLastRunType0FailureType0 # noqa: PLC0415
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))




        via = PublicMarketsStatusLastRunType0Via(d.pop("via"))




        asked = d.pop("asked")

        stored = d.pop("stored")

        already_stored = d.pop("alreadyStored")

        failed = d.pop("failed")

        not_yet_priced = d.pop("notYetPriced")

        def _parse_failure(data: object) -> None | PublicMarketsStatusLastRunType0FailureType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                failure_type_0 = PublicMarketsStatusLastRunType0FailureType0.from_dict(data)



                return failure_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PublicMarketsStatusLastRunType0FailureType0 | Unset, data)

        failure = _parse_failure(d.pop("failure", UNSET))


        public_markets_status_last_run_type_0 = cls(
            at=at,
            via=via,
            asked=asked,
            stored=stored,
            already_stored=already_stored,
            failed=failed,
            not_yet_priced=not_yet_priced,
            failure=failure,
        )

        return public_markets_status_last_run_type_0


from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.vendor_service_body_annual_fee_type_0 import VendorServiceBodyAnnualFeeType0





T = TypeVar("T", bound="VendorServiceBody")



@_attrs_define
class VendorServiceBody:
    """ 
        Attributes:
            name (str):
            description (None | str | Unset):
            annual_fee (None | Unset | VendorServiceBodyAnnualFeeType0):
            contract_start (datetime.date | None | Unset):
            contract_end (datetime.date | None | Unset):
            data_access (bool | None | Unset): The vendor handles investor data. Default: False.
            expected_catalog_version (str | Unset): The catalogVersion the client read (GET /catalog); stale: 409
                catalog_conflict, nothing written.
     """

    name: str
    description: None | str | Unset = UNSET
    annual_fee: None | Unset | VendorServiceBodyAnnualFeeType0 = UNSET
    contract_start: datetime.date | None | Unset = UNSET
    contract_end: datetime.date | None | Unset = UNSET
    data_access: bool | None | Unset = False
    expected_catalog_version: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.vendor_service_body_annual_fee_type_0 import VendorServiceBodyAnnualFeeType0 # noqa: PLC0415
        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        annual_fee: dict[str, Any] | None | Unset
        if isinstance(self.annual_fee, Unset):
            annual_fee = UNSET
        elif isinstance(self.annual_fee, VendorServiceBodyAnnualFeeType0):
            annual_fee = self.annual_fee.to_dict()
        else:
            annual_fee = self.annual_fee

        contract_start: None | str | Unset
        if isinstance(self.contract_start, Unset):
            contract_start = UNSET
        elif isinstance(self.contract_start, datetime.date):
            contract_start = self.contract_start.isoformat()
        else:
            contract_start = self.contract_start

        contract_end: None | str | Unset
        if isinstance(self.contract_end, Unset):
            contract_end = UNSET
        elif isinstance(self.contract_end, datetime.date):
            contract_end = self.contract_end.isoformat()
        else:
            contract_end = self.contract_end

        data_access: bool | None | Unset
        if isinstance(self.data_access, Unset):
            data_access = UNSET
        else:
            data_access = self.data_access

        expected_catalog_version = self.expected_catalog_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if annual_fee is not UNSET:
            field_dict["annualFee"] = annual_fee
        if contract_start is not UNSET:
            field_dict["contractStart"] = contract_start
        if contract_end is not UNSET:
            field_dict["contractEnd"] = contract_end
        if data_access is not UNSET:
            field_dict["dataAccess"] = data_access
        if expected_catalog_version is not UNSET:
            field_dict["expectedCatalogVersion"] = expected_catalog_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.vendor_service_body_annual_fee_type_0 import VendorServiceBodyAnnualFeeType0 # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))


        def _parse_annual_fee(data: object) -> None | Unset | VendorServiceBodyAnnualFeeType0:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                annual_fee_type_0 = VendorServiceBodyAnnualFeeType0.from_dict(data)



                return annual_fee_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | VendorServiceBodyAnnualFeeType0, data)

        annual_fee = _parse_annual_fee(d.pop("annualFee", UNSET))


        def _parse_contract_start(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                contract_start_type_0 = datetime.date.fromisoformat(data)



                return contract_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        contract_start = _parse_contract_start(d.pop("contractStart", UNSET))


        def _parse_contract_end(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                contract_end_type_0 = datetime.date.fromisoformat(data)



                return contract_end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        contract_end = _parse_contract_end(d.pop("contractEnd", UNSET))


        def _parse_data_access(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        data_access = _parse_data_access(d.pop("dataAccess", UNSET))


        expected_catalog_version = d.pop("expectedCatalogVersion", UNSET)

        vendor_service_body = cls(
            name=name,
            description=description,
            annual_fee=annual_fee,
            contract_start=contract_start,
            contract_end=contract_end,
            data_access=data_access,
            expected_catalog_version=expected_catalog_version,
        )

        return vendor_service_body


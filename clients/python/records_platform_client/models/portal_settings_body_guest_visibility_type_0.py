from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PortalSettingsBodyGuestVisibilityType0")



@_attrs_define
class PortalSettingsBodyGuestVisibilityType0:
    """ What a guest (a portal visitor without a grant) can see. Default: {"companyProfiles": false, "contactForm": false,
    "fundOverview": false, "news": false}.

        Attributes:
            company_profiles (bool | None | Unset):  Default: False.
            fund_overview (bool | None | Unset):  Default: False.
            news (bool | None | Unset):  Default: False.
            contact_form (bool | None | Unset):  Default: False.
     """

    company_profiles: bool | None | Unset = False
    fund_overview: bool | None | Unset = False
    news: bool | None | Unset = False
    contact_form: bool | None | Unset = False





    def to_dict(self) -> dict[str, Any]:
        company_profiles: bool | None | Unset
        if isinstance(self.company_profiles, Unset):
            company_profiles = UNSET
        else:
            company_profiles = self.company_profiles

        fund_overview: bool | None | Unset
        if isinstance(self.fund_overview, Unset):
            fund_overview = UNSET
        else:
            fund_overview = self.fund_overview

        news: bool | None | Unset
        if isinstance(self.news, Unset):
            news = UNSET
        else:
            news = self.news

        contact_form: bool | None | Unset
        if isinstance(self.contact_form, Unset):
            contact_form = UNSET
        else:
            contact_form = self.contact_form


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if company_profiles is not UNSET:
            field_dict["companyProfiles"] = company_profiles
        if fund_overview is not UNSET:
            field_dict["fundOverview"] = fund_overview
        if news is not UNSET:
            field_dict["news"] = news
        if contact_form is not UNSET:
            field_dict["contactForm"] = contact_form

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_company_profiles(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        company_profiles = _parse_company_profiles(d.pop("companyProfiles", UNSET))


        def _parse_fund_overview(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        fund_overview = _parse_fund_overview(d.pop("fundOverview", UNSET))


        def _parse_news(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        news = _parse_news(d.pop("news", UNSET))


        def _parse_contact_form(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        contact_form = _parse_contact_form(d.pop("contactForm", UNSET))


        portal_settings_body_guest_visibility_type_0 = cls(
            company_profiles=company_profiles,
            fund_overview=fund_overview,
            news=news,
            contact_form=contact_form,
        )

        return portal_settings_body_guest_visibility_type_0


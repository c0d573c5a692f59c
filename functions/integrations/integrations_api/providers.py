"""The outside providers this service knows (spec 4.6), as fixed lists: the integrations' providers by
category, and the keys each provider settings screen uses.

No setting names a host: each provider's API lives at an address its own client fixes (SharePoint
takes a `*.sharepoint.com` host name and nothing else), so no setting can point the service at an
address of the caller's choosing. A key marked secret follows the credential rule (integrations_api.
secrets): its value goes to Secrets Manager and answers show `secretSet` only.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from kit.fields import Choice, Email, FieldType, Text

# ---- integrations: credentials for outside providers ----------------------------------------------

INTEGRATION_PROVIDERS: dict[str, tuple[str, str]] = {
    # provider key: (category, what it is)
    "salesforce": ("crm", "Salesforce (CRM)"),
    "hubspot": ("crm", "HubSpot (CRM)"),
    "dynamics365": ("crm", "Microsoft Dynamics 365 (CRM)"),
    "datasite": ("data_room", "Datasite (virtual data room)"),
    "intralinks": ("data_room", "Intralinks (virtual data room)"),
    "ansarada": ("data_room", "Ansarada (virtual data room)"),
    "pitchbook": ("market_data", "PitchBook (market data)"),
    "refinitiv": ("market_data", "LSEG Refinitiv (market data)"),
    "preqin": ("market_data", "Preqin (market data)"),
    "capitaliq": ("market_data", "S&P Capital IQ (market data)"),
    # Its active integration's credential is the API key of the twelvedata price source (prices.py)
    "twelvedata": ("market_data", "Twelve Data (market prices)"),
}
CATEGORIES = ("crm", "data_room", "market_data")


def category_of(provider: str) -> str:
    return INTEGRATION_PROVIDERS[provider][0]


def providers_described() -> str:
    return "; ".join(f"{key}: {label}" for key, (_, label) in INTEGRATION_PROVIDERS.items())


# ---- provider settings screens ---------------------------------------------------------------------

_ID = r"^[A-Za-z0-9_-]{1,64}$"
_GUID = r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
_DIGITS = r"^[0-9]{1,20}$"
_LOGIN = r"^[\x21-\x7e]{1,200}$"
_ID_SAYS = "letters, digits, _ or -, 64 at most"
_GUID_SAYS = "a GUID"
_DIGITS_SAYS = "digits, 20 at most"
_FUZZINESS = r"^(?:0(?:\.[0-9]{1,2})?|1(?:\.00?)?)$"
_SHAREPOINT_HOST = r"^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.sharepoint\.com$"


class Setting(NamedTuple):
    """One key a screen uses: its value's type (None for a secret: the credential rule checks it)."""

    key: str
    description: str
    kind: FieldType | None = None

    @property
    def secret(self) -> bool:
        return self.kind is None


def _text(pattern: str, says: str, most: int = 64) -> Text:
    return Text(max_length=most, pattern=pattern, pattern_says=says)


class Screen(NamedTuple):
    """A provider settings screen: its providers (key -> name) and the keys it uses, `provider` first."""

    name: str  # the path segment: screening, document-storage
    noun: str
    providers: dict[str, str]
    settings: tuple[Setting, ...]

    @property
    def by_key(self) -> dict[str, Setting]:
        return {setting.key: setting for setting in self.settings}

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(setting.key for setting in self.settings)

    def described(self) -> str:
        """The keys per provider, for the OpenAPI document."""
        parts = [f"provider (the one in use: {', '.join(self.providers)})"]
        for provider, label in self.providers.items():
            own = [s.key.split(".", 1)[1] + (" (secret)" if s.secret else "")
                   for s in self.settings if s.key.startswith(f"{provider}.")]  # fmt: skip
            parts.append(f"{label}: {', '.join(f'{provider}.{key}' for key in own)}")
        return "; ".join(parts)


def _provider(providers: dict[str, str]) -> Setting:
    return Setting("provider", "The provider the screen uses.", Choice(*providers))


SCREENING_PROVIDERS = {
    "worldCheck": "LSEG Refinitiv World-Check One",
    "dowJones": "Dow Jones Risk & Compliance",
    "complyAdvantage": "ComplyAdvantage",
}
SCREENING = Screen(
    name="screening",
    noun="screening provider settings",
    providers=SCREENING_PROVIDERS,
    settings=(
        _provider(SCREENING_PROVIDERS),
        Setting("worldCheck.apiKey", "World-Check One API key."),
        Setting("worldCheck.apiSecret", "World-Check One API secret (signs each request)."),
        Setting("worldCheck.groupId", "The World-Check group cases are made in.", _text(_ID, _ID_SAYS)),
        Setting("worldCheck.environment", "pilot or production.", Choice("pilot", "production")),
        Setting("dowJones.clientId", "Dow Jones client id.", _text(_ID, _ID_SAYS)),
        Setting(
            "dowJones.username",
            "Dow Jones user name.",
            _text(_LOGIN, "1 to 200 visible ASCII characters", most=200),
        ),
        Setting("dowJones.password", "Dow Jones password."),
        Setting("complyAdvantage.apiKey", "ComplyAdvantage API key."),
        Setting("complyAdvantage.region", "Where the account is hosted: eu or us.", Choice("eu", "us")),
        Setting(
            "complyAdvantage.fuzziness",
            "Match fuzziness, 0 to 1 (two decimals at most).",
            _text(_FUZZINESS, "a number from 0 to 1, two decimals at most", 4),
        ),
    ),
)

STORAGE_PROVIDERS = {"sharePoint": "Microsoft SharePoint Online", "box": "Box", "googleDrive": "Google Drive"}
DOCUMENT_STORAGE = Screen(
    name="document-storage",
    noun="document storage provider settings",
    providers=STORAGE_PROVIDERS,
    settings=(
        _provider(STORAGE_PROVIDERS),
        Setting(
            "sharePoint.directoryId",
            "The Microsoft Entra directory (tenant) id, a GUID.",
            _text(_GUID, _GUID_SAYS, 36),
        ),
        Setting(
            "sharePoint.clientId", "The app registration's client id, a GUID.", _text(_GUID, _GUID_SAYS, 36)
        ),
        Setting("sharePoint.clientSecret", "The app registration's client secret."),
        Setting(
            "sharePoint.siteHostname",
            "The site's host, <name>.sharepoint.com.",
            _text(_SHAREPOINT_HOST, "<name>.sharepoint.com", 80),
        ),
        Setting(
            "sharePoint.sitePath",
            "The site's path, /sites/<name>.",
            _text(r"^/sites/[A-Za-z0-9._-]{1,100}$", "/sites/<name> (letters, digits, . _ -)", 107),
        ),
        Setting(
            "box.clientId",
            "The Box app's client id (32 letters and digits).",
            _text(r"^[A-Za-z0-9]{32}$", "32 letters and digits", 32),
        ),
        Setting("box.clientSecret", "The Box app's client secret."),
        Setting("box.enterpriseId", "The Box enterprise id.", _text(_DIGITS, _DIGITS_SAYS, 20)),
        Setting("box.rootFolderId", "The folder documents go under.", _text(_DIGITS, _DIGITS_SAYS, 20)),
        Setting("googleDrive.serviceAccountKey", "The service account's key file, as one-line JSON."),
        Setting(
            "googleDrive.sharedDriveId",
            "The shared drive documents go to.",
            _text(r"^[A-Za-z0-9_-]{10,64}$", "10 to 64 letters, digits, _ or -"),
        ),
        Setting("googleDrive.impersonatedUser", "The Workspace user the service account acts as.", Email()),
    ),
)

SCREENS = (SCREENING, DOCUMENT_STORAGE)


def check_value(setting: Setting, value: Any) -> Any:
    """A non-secret setting's value as stored (ValueError saying why, never echoing it)."""
    assert setting.kind is not None
    return setting.kind.check(value)

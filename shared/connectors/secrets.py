"""Connector secrets in AWS Secrets Manager (spec 2.1): write-only, under a name the service chooses,
one version per origin a call may go to.

The name is `<prefix>/connectors/<firm id>/<connector id>`: the caller never chooses where a secret
goes, and IAM grants the functions that need them exactly `<prefix>/connectors/*`. The connector item
records the version id of each secret it holds, with the origin (host and port) it was set for, and a
call reads that version: a secret written by a request whose transaction then lost is never read
(DESIGN.md 3, step 7), and a secret never goes to an origin it was not set for.

Two slots, so testing a host move does not break production:
- the live secret (`secretSet`, `secretVersion`, `secretOrigin`, read by the published call and the
  automation runner), labelled AWSCURRENT;
- the draft's secret (`draftSecretSet`, `draftSecretVersion`, `draftSecretOrigin`), set while the
  draft's origin differs from the published call's, labelled DRAFT; publishing that origin promotes it.

Deleting a connector leaves its secret, every version of it, in place (spec 2.1). The value is never
logged, never stored in DynamoDB and never answered, not even in part.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from botocore.exceptions import ClientError

from kernel import aws
from kernel.settings import get_settings

if TYPE_CHECKING:
    from mypy_boto3_secretsmanager.client import SecretsManagerClient

# What a secret may hold: it is sent as a header value, so visible ASCII only (no line break could
# add a header of its own), 1 to 4,096 characters.
SECRET_TEXT = re.compile(r"^[\x21-\x7e](?:[\x20-\x7e]{0,4094}[\x21-\x7e])?$")
LIVE_STAGE = "AWSCURRENT"
DRAFT_STAGE = "DRAFT"  # the version set for the draft's origin alone, until publish promotes it


class SecretUnavailable(Exception):
    """The secret's version cannot be read (removed by hand, or an outage)."""


class Slot(NamedTuple):
    """A secret the connector item holds: its version id and the origin it was set for."""

    version: str
    origin: str


def live_slot(connector: Mapping[str, Any]) -> Slot | None:
    if not connector.get("secretSet") or not connector.get("secretVersion"):
        return None
    return Slot(connector["secretVersion"], connector.get("secretOrigin") or "")


def draft_slot(connector: Mapping[str, Any]) -> Slot | None:
    if not connector.get("draftSecretSet") or not connector.get("draftSecretVersion"):
        return None
    return Slot(connector["draftSecretVersion"], connector.get("draftSecretOrigin") or "")


def for_origin(connector: Mapping[str, Any], origin: str) -> Slot | None:
    """The secret a call to `origin` may carry: the one set for that origin. When both are (the
    published call moved away from a host the draft came back to), the draft's, the newer."""
    return next((slot for slot in (draft_slot(connector), live_slot(connector))
                 if slot is not None and slot.origin == origin), None)  # fmt: skip


def holds_any(connector: Mapping[str, Any]) -> bool:
    return live_slot(connector) is not None or draft_slot(connector) is not None


def slot_state(slot: Slot, draft: bool) -> dict[str, Any]:
    """The item's keys that record `slot` as the draft's secret or as the live one."""
    if draft:
        return {"draftSecretSet": True, "draftSecretVersion": slot.version, "draftSecretOrigin": slot.origin}
    return {"secretSet": True, "secretVersion": slot.version, "secretOrigin": slot.origin}


def promoted(connector: Mapping[str, Any], published_origin: str) -> Slot | None:
    """The draft's secret that publishing makes live: the one set for the origin the published call
    now goes to (None: the live secret stays as it is)."""
    slot = draft_slot(connector)
    return slot if slot is not None and slot.origin == published_origin else None


def promotion_state(slot: Slot) -> dict[str, Any]:
    """The item's keys once `slot` is the live secret: the draft holds none of its own any more."""
    return {**slot_state(slot, draft=False), "draftSecretSet": False, "draftSecretVersion": None,
            "draftSecretOrigin": None}  # fmt: skip


class ConnectorSecrets:
    """The port: `put` a connector's secret (its version id back), `get` it by that version,
    `promote` a draft's version to the live label."""

    def __init__(
        self,
        prefix: str,
        kms_key_id: str = "",
        client: Callable[[], SecretsManagerClient] = aws.secretsmanager,
    ) -> None:
        self._prefix = prefix.strip("/")
        self._kms_key_id = kms_key_id
        self._client = client

    @classmethod
    def from_environment(cls) -> ConnectorSecrets:
        settings = get_settings()
        return cls(settings.secrets_prefix, settings.secrets_key_id)

    def name(self, firm_id: str, connector_id: str) -> str:
        return f"{self._prefix}/connectors/{firm_id}/{connector_id}"

    def put(self, firm_id: str, connector_id: str, value: str, *, exists: bool, draft: bool = False) -> str:
        """Stores `value` as a new version and returns its id: labelled AWSCURRENT (a rotation of the
        live secret) or, for the draft's origin alone, DRAFT (the live version keeps AWSCURRENT).
        `exists`: whether the secret was set before (the call that is right first; the other follows
        if it was not)."""
        client = self._client()
        version = str(uuid.uuid4())
        name = self.name(firm_id, connector_id)
        if exists:
            try:
                self._put_version(client, name, value, version, draft)
                return version
            except ClientError as error:
                if _code(error) != "ResourceNotFoundException":  # removed by hand: create it again
                    raise
        self._create(client, name, firm_id, connector_id, value, version, draft)
        return version

    def _put_version(self, client: Any, name: str, value: str, version: str, draft: bool) -> None:
        stages = {"VersionStages": [DRAFT_STAGE]} if draft else {}  # default: AWSCURRENT moves to it
        client.put_secret_value(SecretId=name, SecretString=value, ClientRequestToken=version, **stages)

    def _create(
        self, client: Any, name: str, firm_id: str, connector_id: str, value: str, version: str, draft: bool
    ) -> None:
        options: dict[str, Any] = {"KmsKeyId": self._kms_key_id} if self._kms_key_id else {}
        # A live secret is made with its value; a draft's is put once the secret exists, so it gets its
        # label (and, being the first version, AWSCURRENT too: there is no live one to keep).
        first = {} if draft else {"SecretString": value, "ClientRequestToken": version}
        try:
            client.create_secret(
                Name=name,
                Description="Connector secret of the records platform (write-only through its API).",
                Tags=[{"Key": "firm", "Value": firm_id}, {"Key": "connector", "Value": connector_id}],
                **first,
                **options,
            )
            holds_value = not draft
        except ClientError as error:
            # Set before by a call whose write then lost, or by one running beside this: a new version.
            if _code(error) != "ResourceExistsException":
                raise
            holds_value = False
        if not holds_value:
            self._put_version(client, name, value, version, draft)

    def get(self, firm_id: str, connector_id: str, version: str) -> str:
        try:
            answer = self._client().get_secret_value(
                SecretId=self.name(firm_id, connector_id), VersionId=version
            )
        except ClientError as error:
            if _code(error) in ("ResourceNotFoundException", "InvalidRequestException"):
                raise SecretUnavailable("the connector's secret cannot be read") from None
            raise
        return answer["SecretString"]

    def promote(self, firm_id: str, connector_id: str, version: str) -> None:
        """Labels `version` (the draft's, which publish made live) AWSCURRENT and takes DRAFT off it,
        so Secrets Manager shows what the published call sends and never deprecates it. Run after the
        item names it live: the item decides what a call reads, the labels follow."""
        client = self._client()
        name = self.name(firm_id, connector_id)
        stages: dict[str, list[str]] = client.describe_secret(SecretId=name).get("VersionIdsToStages", {})
        current = next((each for each, labels in stages.items() if LIVE_STAGE in labels), None)
        if current != version:
            moved_from = {"RemoveFromVersionId": current} if current else {}
            client.update_secret_version_stage(
                SecretId=name, VersionStage=LIVE_STAGE, MoveToVersionId=version, **moved_from
            )
        if DRAFT_STAGE in stages.get(version, []):
            client.update_secret_version_stage(
                SecretId=name, VersionStage=DRAFT_STAGE, RemoveFromVersionId=version
            )


def _code(error: ClientError) -> str:
    return str(error.response.get("Error", {}).get("Code", ""))

"""Credentials of outside providers in AWS Secrets Manager (spec 4.6): write-only, under names the
service chooses, never read back by any route.

Names (IAM grants the family exactly `<prefix>/integrations/*`):
    <prefix>/integrations/<firm id>/<integration id>             an integration's credential
    <prefix>/integrations/<firm id>/<screen>/<provider>.<key>    a secret setting of a provider screen

The item decides, the secret follows. A write puts the value as a new version labelled PENDING before
the item's transaction (`Outcome.before_commit`), and the item records that version's id (hidden);
once the transaction is in, AWSCURRENT moves to it (`after_commit`). A transaction that loses leaves a
PENDING version no item names and AWSCURRENT where it was. A secret made new by a request whose
transaction then fails is deleted before the call is answered (`discard`, run by the family's App on
every call), so a failure between the two writes leaves neither. Deleting removes the secret at once
(no recovery window: the name may be set again), after the item's delete is in.

The value is never logged, stored in DynamoDB or answered: not in part, not its length.
"""

from __future__ import annotations

import re
import threading
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from botocore.exceptions import ClientError

from kernel import aws
from kernel.settings import get_settings
from kit.fields import FieldType

if TYPE_CHECKING:
    from mypy_boto3_secretsmanager.client import SecretsManagerClient

MAX_SECRET = 8192
# Visible ASCII, spaces inside only: a credential is sent as a header or a form value, where a line
# break or a control character could add a header of its own. A key file goes as one-line JSON.
SECRET_TEXT = re.compile(rf"^[\x21-\x7e](?:[\x20-\x7e]{{0,{MAX_SECRET - 2}}}[\x21-\x7e])?$")
SECRET_SAYS = f"1 to {MAX_SECRET:,} visible ASCII characters (spaces inside only)"
PENDING = "PENDING"
CURRENT = "AWSCURRENT"


class SecretValue(FieldType):
    """A write-only value: its refusal never repeats it, nor says how long it was."""

    def check(self, value: Any) -> str:
        if not isinstance(value, str) or not SECRET_TEXT.fullmatch(value):
            raise ValueError(SECRET_SAYS)
        return value

    def json_schema(self) -> dict[str, Any]:
        return {"type": "string", "minLength": 1, "maxLength": MAX_SECRET, "writeOnly": True}


class IntegrationSecrets:
    """The port: `stage` a value before the item's write, `confirm` and `promote` it after, `discard`
    what a failed call made, `delete` a secret the item no longer names."""

    def __init__(
        self,
        prefix: str,
        kms_key_id: str = "",
        client: Callable[[], SecretsManagerClient] = aws.secretsmanager,
    ) -> None:
        self._prefix = prefix.strip("/")
        self._kms_key_id = kms_key_id
        self._client = client
        self._local = threading.local()  # one call's secrets made new and not yet confirmed

    @classmethod
    def from_environment(cls) -> IntegrationSecrets:
        settings = get_settings()
        return cls(settings.secrets_prefix, settings.secrets_key_id)

    # ---- names

    def integration_name(self, firm_id: str, integration_id: str) -> str:
        return f"{self._prefix}/integrations/{firm_id}/{integration_id}"

    def setting_name(self, firm_id: str, screen: str, key: str) -> str:
        return f"{self._prefix}/integrations/{firm_id}/{screen}/{key}"

    # ---- writes

    def stage(
        self,
        name: str,
        value: str,
        version: str,
        *,
        exists: bool,
        tags: dict[str, str],
        named: Callable[[], bool],
    ) -> None:
        """Puts `value` as version `version` of secret `name`, labelled PENDING (a secret made new by
        this call holds it as its only version, so also AWSCURRENT). `exists`: whether the item
        names a version already (the call that is right first; the other follows). `named`: whether
        the item now names the secret, read again if the call ends without confirming it."""
        client = self._client()
        if exists:
            try:
                self._put_pending(client, name, value, version)
                return
            except ClientError as error:
                if _code(error) != "ResourceNotFoundException":  # removed by hand: make it again
                    raise
        options: dict[str, Any] = {"KmsKeyId": self._kms_key_id} if self._kms_key_id else {}
        try:
            client.create_secret(
                Name=name,
                SecretString=value,
                ClientRequestToken=version,
                Description="An outside provider's credential (write-only through the records platform API).",
                Tags=[{"Key": key, "Value": text} for key, text in tags.items()],
                **options,
            )
        except ClientError as error:
            # Left by a call whose item write lost, or made by one running beside this: a new version.
            if _code(error) != "ResourceExistsException":
                raise
            self._put_pending(client, name, value, version)
            return
        self._made()[name] = named

    def confirm(self, name: str) -> None:
        """The item's write is in: what this call made under `name` stays."""
        self._made().pop(name, None)

    def promote(self, name: str, version: str) -> None:
        """Labels `version` AWSCURRENT and takes PENDING off it, once the item names it (best effort:
        the item's version id is what a reader follows; the labels follow it)."""
        client = self._client()
        stages: dict[str, list[str]] = client.describe_secret(SecretId=name).get("VersionIdsToStages", {})
        current = next((each for each, labels in stages.items() if CURRENT in labels), None)
        if current != version:
            moved_from = {"RemoveFromVersionId": current} if current else {}
            client.update_secret_version_stage(
                SecretId=name, VersionStage=CURRENT, MoveToVersionId=version, **moved_from
            )
        if PENDING in stages.get(version, []):
            client.update_secret_version_stage(
                SecretId=name, VersionStage=PENDING, RemoveFromVersionId=version
            )

    def discard(self) -> None:
        """After every call: a secret this call made new whose item write never went in is deleted.
        The item is read again first, so a write whose answer was lost but which went in keeps its
        secret; when that read fails, the secret is kept (a secret no item names is never read, an
        item naming a removed secret would be half-written)."""
        made, self._local.made = self._made(), {}
        for name, named in sorted(made.items()):
            if not named():
                self.delete(name)

    def read(self, name: str, version: str) -> str | None:
        """The value of one version (for the outside call it authenticates; never logged, stored or
        answered); None when the secret was removed (by hand: the item needs its credential again)."""
        try:
            value: str = self._client().get_secret_value(SecretId=name, VersionId=version)["SecretString"]
        except ClientError as error:
            if _code(error) != "ResourceNotFoundException":
                raise
            return None
        return value

    def delete(self, name: str) -> None:
        """Removes the secret at once (every version); one already gone is no error."""
        try:
            self._client().delete_secret(SecretId=name, ForceDeleteWithoutRecovery=True)
        except ClientError as error:
            if _code(error) != "ResourceNotFoundException":
                raise

    # ---- helpers

    def _put_pending(self, client: Any, name: str, value: str, version: str) -> None:
        client.put_secret_value(SecretId=name, SecretString=value, ClientRequestToken=version,
                                VersionStages=[PENDING])  # fmt: skip

    def _made(self) -> dict[str, Callable[[], bool]]:
        made: dict[str, Callable[[], bool]] | None = getattr(self._local, "made", None)
        if made is None:
            made = self._local.made = {}
        return made


def new_version() -> str:
    return str(uuid.uuid4())


def _code(error: ClientError) -> str:
    return str(error.response.get("Error", {}).get("Code", ""))

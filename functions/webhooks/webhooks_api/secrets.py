"""Webhook signing secrets in AWS Secrets Manager, under `<prefix>/webhooks/<firm id>/<endpoint id>`.

Why Secrets Manager (docs/decisions.md): it is the house's one store of credentials, IAM grants each
function exactly the prefix it needs (the webhooks family writes `webhooks/*`, the delivery worker
only reads it), and a version never changes once written, so the worker caches what it read by
version id for as long as its container lives: one read per endpoint and secret, not per delivery.

The endpoint item decides which versions are live: `secretVersion`, and for 24 hours after a rotation
`previousSecretVersion`. A version is put before the item's transaction (`Outcome.before_commit`);
one whose transaction then lost is named by no item and never read. A secret a create made new whose
endpoint never went in (the create lost its race, was run again under another id, or failed) is
deleted before the call is answered (`discard`, run by the family's App after every call). Deleting an
endpoint removes its secret at once, once the item's delete is in. The value is never logged, stored
in DynamoDB or answered again after the call that made it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from botocore.exceptions import ClientError

from kernel import aws
from kernel.settings import get_settings

if TYPE_CHECKING:
    from mypy_boto3_secretsmanager.client import SecretsManagerClient


class SecretUnavailable(Exception):
    """The version cannot be read (removed by hand, or the endpoint's secret was deleted)."""


class WebhookSecrets:
    """The port: `put` a new version (its id back), `get` one by id, `delete` an endpoint's secret."""

    def __init__(self, prefix: str, kms_key_id: str = "",
                 client: Callable[[], SecretsManagerClient] = aws.secretsmanager) -> None:  # fmt: skip
        self._prefix = prefix.strip("/")
        self._kms_key_id = kms_key_id
        self._client = client
        self._read: dict[tuple[str, str], str] = {}  # (name, version) -> value: versions never change
        self._lock = threading.Lock()
        self._local = threading.local()  # one call's secrets made new: name -> whether an item names it

    @classmethod
    def from_environment(cls) -> WebhookSecrets:
        settings = get_settings()
        return cls(settings.secrets_prefix, settings.secrets_key_id)

    def name(self, firm_id: str, endpoint_id: str) -> str:
        return f"{self._prefix}/webhooks/{firm_id}/{endpoint_id}"

    def put(self, firm_id: str, endpoint_id: str, value: str, version: str,
            named: Callable[[], bool] | None = None) -> None:  # fmt: skip
        """Stores `value` as the secret's version `version` (a UUID the item names), making the secret
        on the first; `named` says, after the call, whether its endpoint went in (else it is discarded)."""
        client, name = self._client(), self.name(firm_id, endpoint_id)
        options: dict[str, Any] = {"KmsKeyId": self._kms_key_id} if self._kms_key_id else {}
        try:
            client.create_secret(
                Name=name, SecretString=value, ClientRequestToken=version,
                Description="Webhook signing secret of the records platform (shown once through its API).",
                Tags=[{"Key": "firm", "Value": firm_id}, {"Key": "webhook", "Value": endpoint_id}], **options,
            )  # fmt: skip
            if named is not None:
                self._made()[name] = named
        except ClientError as error:
            if _code(error) != "ResourceExistsException":  # a rotation: the secret is there
                raise
            client.put_secret_value(SecretId=name, SecretString=value, ClientRequestToken=version)

    def get(self, firm_id: str, endpoint_id: str, version: str) -> str:
        key = (self.name(firm_id, endpoint_id), version)
        with self._lock:
            if key in self._read:
                return self._read[key]
        try:
            value = self._client().get_secret_value(SecretId=key[0], VersionId=version)["SecretString"]
        except ClientError as error:
            if _code(error) in ("ResourceNotFoundException", "InvalidRequestException"):
                raise SecretUnavailable("the webhook's secret cannot be read") from None
            raise
        with self._lock:
            self._read[key] = value
        return value

    def delete(self, firm_id: str, endpoint_id: str) -> None:
        self._delete(self.name(firm_id, endpoint_id))

    def discard(self) -> None:
        """After every call: a secret this call made whose endpoint never went in is deleted. When the
        endpoint cannot be read, the secret is kept (one no item names is never read)."""
        made, self._local.made = self._made(), {}
        for name, named in sorted(made.items()):
            try:
                kept = named()
            except Exception:
                kept = True
            if not kept:
                self._delete(name)

    def _made(self) -> dict[str, Callable[[], bool]]:
        if not hasattr(self._local, "made"):
            self._local.made = {}
        made: dict[str, Callable[[], bool]] = self._local.made
        return made

    def _delete(self, name: str) -> None:
        try:
            self._client().delete_secret(SecretId=name, ForceDeleteWithoutRecovery=True)
        except ClientError as error:
            if _code(error) != "ResourceNotFoundException":
                raise


def _code(error: ClientError) -> str:
    return str(error.response.get("Error", {}).get("Code", ""))

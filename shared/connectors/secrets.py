"""Connector secrets in AWS Secrets Manager (spec 2.1): write-only, under a name the service chooses.

The name is `<prefix>/connectors/<firm id>/<connector id>`: the caller never chooses where a secret
goes, and IAM grants the functions that need them exactly `<prefix>/connectors/*`. Setting a secret
again puts a new version (Secrets Manager moves AWSCURRENT to it: a rotation). The connector item
records the version id its secret was set with, and a call reads that version: a secret written by a
request whose transaction then lost is never read (DESIGN.md 3, step 7). Deleting a connector leaves
its secret in place (spec 2.1).

The value is never logged, never stored in DynamoDB and never answered, not even in part.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from botocore.exceptions import ClientError

from kernel import aws
from kernel.settings import get_settings

if TYPE_CHECKING:
    from mypy_boto3_secretsmanager.client import SecretsManagerClient

# What a secret may hold: it is sent as a header value, so visible ASCII only (no line break could
# add a header of its own), 1 to 4,096 characters.
SECRET_TEXT = re.compile(r"^[\x21-\x7e](?:[\x20-\x7e]{0,4094}[\x21-\x7e])?$")


class SecretUnavailable(Exception):
    """The secret's version cannot be read (removed by hand, or an outage)."""


class ConnectorSecrets:
    """The port: `put` a connector's secret (its version id back), `get` it by that version."""

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

    def put(self, firm_id: str, connector_id: str, value: str, *, exists: bool) -> str:
        """Stores `value` as the secret's new version and returns its version id. `exists`: whether
        the secret was set before (the call that is right first; the other follows if it was not)."""
        client = self._client()
        version = str(uuid.uuid4())
        name = self.name(firm_id, connector_id)
        if exists:
            try:
                client.put_secret_value(SecretId=name, SecretString=value, ClientRequestToken=version)
                return version
            except ClientError as error:
                if _code(error) != "ResourceNotFoundException":  # removed by hand: create it again
                    raise
        self._create(client, name, firm_id, connector_id, value, version)
        return version

    def _create(
        self, client: Any, name: str, firm_id: str, connector_id: str, value: str, version: str
    ) -> None:
        options: dict[str, Any] = {"KmsKeyId": self._kms_key_id} if self._kms_key_id else {}
        try:
            client.create_secret(
                Name=name,
                SecretString=value,
                ClientRequestToken=version,
                Description="Connector secret of the records platform (write-only through its API).",
                Tags=[{"Key": "firm", "Value": firm_id}, {"Key": "connector", "Value": connector_id}],
                **options,
            )
        except ClientError as error:
            # Set before by a call whose write then lost, or by one running beside this: a new version.
            if _code(error) != "ResourceExistsException":
                raise
            client.put_secret_value(SecretId=name, SecretString=value, ClientRequestToken=version)

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


def _code(error: ClientError) -> str:
    return str(error.response.get("Error", {}).get("Code", ""))

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.audit_log import AuditLog
from ...models.error import Error
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    *,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    actor_id: None | str | Unset = UNSET,
    resource_id: None | str | Unset = UNSET,
    from_: datetime.datetime | None | Unset = UNSET,
    to: datetime.datetime | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    json_actor_id: None | str | Unset
    if isinstance(actor_id, Unset):
        json_actor_id = UNSET
    else:
        json_actor_id = actor_id
    params["actorId"] = json_actor_id

    json_resource_id: None | str | Unset
    if isinstance(resource_id, Unset):
        json_resource_id = UNSET
    else:
        json_resource_id = resource_id
    params["resourceId"] = json_resource_id

    json_from_: None | str | Unset
    if isinstance(from_, Unset):
        json_from_ = UNSET
    elif isinstance(from_, datetime.datetime):
        json_from_ = from_.isoformat()
    else:
        json_from_ = from_
    params["from"] = json_from_

    json_to: None | str | Unset
    if isinstance(to, Unset):
        json_to = UNSET
    elif isinstance(to, datetime.datetime):
        json_to = to.isoformat()
    else:
        json_to = to
    params["to"] = json_to


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/audit-log",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AuditLog | Error:
    if response.status_code == 200:
        response_200 = AuditLog.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())



        return response_403

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AuditLog | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    actor_id: None | str | Unset = UNSET,
    resource_id: None | str | Unset = UNSET,
    from_: datetime.datetime | None | Unset = UNSET,
    to: datetime.datetime | None | Unset = UNSET,

) -> Response[AuditLog | Error]:
    """ Every write through the API in this firm, newest first.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        actor_id (None | str | Unset):
        resource_id (None | str | Unset):
        from_ (datetime.datetime | None | Unset):
        to (datetime.datetime | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditLog | Error]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
actor_id=actor_id,
resource_id=resource_id,
from_=from_,
to=to,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    actor_id: None | str | Unset = UNSET,
    resource_id: None | str | Unset = UNSET,
    from_: datetime.datetime | None | Unset = UNSET,
    to: datetime.datetime | None | Unset = UNSET,

) -> AuditLog | Error | None:
    """ Every write through the API in this firm, newest first.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        actor_id (None | str | Unset):
        resource_id (None | str | Unset):
        from_ (datetime.datetime | None | Unset):
        to (datetime.datetime | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditLog | Error
     """


    return sync_detailed(
        client=client,
limit=limit,
cursor=cursor,
actor_id=actor_id,
resource_id=resource_id,
from_=from_,
to=to,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    actor_id: None | str | Unset = UNSET,
    resource_id: None | str | Unset = UNSET,
    from_: datetime.datetime | None | Unset = UNSET,
    to: datetime.datetime | None | Unset = UNSET,

) -> Response[AuditLog | Error]:
    """ Every write through the API in this firm, newest first.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        actor_id (None | str | Unset):
        resource_id (None | str | Unset):
        from_ (datetime.datetime | None | Unset):
        to (datetime.datetime | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditLog | Error]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
actor_id=actor_id,
resource_id=resource_id,
from_=from_,
to=to,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    actor_id: None | str | Unset = UNSET,
    resource_id: None | str | Unset = UNSET,
    from_: datetime.datetime | None | Unset = UNSET,
    to: datetime.datetime | None | Unset = UNSET,

) -> AuditLog | Error | None:
    """ Every write through the API in this firm, newest first.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        actor_id (None | str | Unset):
        resource_id (None | str | Unset):
        from_ (datetime.datetime | None | Unset):
        to (datetime.datetime | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditLog | Error
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
cursor=cursor,
actor_id=actor_id,
resource_id=resource_id,
from_=from_,
to=to,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.change_list import ChangeList
from ...models.error import Error
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = 100,
    types: None | str | Unset = UNSET,
    after: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    json_types: None | str | Unset
    if isinstance(types, Unset):
        json_types = UNSET
    else:
        json_types = types
    params["types"] = json_types

    json_after: None | str | Unset
    if isinstance(after, Unset):
        json_after = UNSET
    else:
        json_after = after
    params["after"] = json_after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/changes",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChangeList | Error:
    if response.status_code == 200:
        response_200 = ChangeList.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChangeList | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = 100,
    types: None | str | Unset = UNSET,
    after: None | str | Unset = UNSET,

) -> Response[ChangeList | Error]:
    """ Record creates, updates and soft deletes, oldest first.

    Args:
        cursor (None | str | Unset):
        limit (int | None | Unset):  Default: 100.
        types (None | str | Unset):
        after (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChangeList | Error]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
limit=limit,
types=types,
after=after,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = 100,
    types: None | str | Unset = UNSET,
    after: None | str | Unset = UNSET,

) -> ChangeList | Error | None:
    """ Record creates, updates and soft deletes, oldest first.

    Args:
        cursor (None | str | Unset):
        limit (int | None | Unset):  Default: 100.
        types (None | str | Unset):
        after (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChangeList | Error
     """


    return sync_detailed(
        client=client,
cursor=cursor,
limit=limit,
types=types,
after=after,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = 100,
    types: None | str | Unset = UNSET,
    after: None | str | Unset = UNSET,

) -> Response[ChangeList | Error]:
    """ Record creates, updates and soft deletes, oldest first.

    Args:
        cursor (None | str | Unset):
        limit (int | None | Unset):  Default: 100.
        types (None | str | Unset):
        after (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChangeList | Error]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
limit=limit,
types=types,
after=after,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = 100,
    types: None | str | Unset = UNSET,
    after: None | str | Unset = UNSET,

) -> ChangeList | Error | None:
    """ Record creates, updates and soft deletes, oldest first.

    Args:
        cursor (None | str | Unset):
        limit (int | None | Unset):  Default: 100.
        types (None | str | Unset):
        after (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChangeList | Error
     """


    return (await asyncio_detailed(
        client=client,
cursor=cursor,
limit=limit,
types=types,
after=after,

    )).parsed

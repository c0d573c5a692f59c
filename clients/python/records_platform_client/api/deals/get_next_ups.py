from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.next_up import NextUp
from typing import cast



def _get_kwargs(
    id: str,
    next_up_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/deals/{id}/next-ups/{next_up_id}".format(id=quote(str(id), safe=""),next_up_id=quote(str(next_up_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | NextUp:
    if response.status_code == 200:
        response_200 = NextUp.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | NextUp]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    next_up_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | NextUp]:
    """ One next-up of a Deal, with its ETag.

    Args:
        id (str):
        next_up_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NextUp]
     """


    kwargs = _get_kwargs(
        id=id,
next_up_id=next_up_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    next_up_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | NextUp | None:
    """ One next-up of a Deal, with its ETag.

    Args:
        id (str):
        next_up_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NextUp
     """


    return sync_detailed(
        id=id,
next_up_id=next_up_id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    next_up_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | NextUp]:
    """ One next-up of a Deal, with its ETag.

    Args:
        id (str):
        next_up_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | NextUp]
     """


    kwargs = _get_kwargs(
        id=id,
next_up_id=next_up_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    next_up_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | NextUp | None:
    """ One next-up of a Deal, with its ETag.

    Args:
        id (str):
        next_up_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | NextUp
     """


    return (await asyncio_detailed(
        id=id,
next_up_id=next_up_id,
client=client,

    )).parsed

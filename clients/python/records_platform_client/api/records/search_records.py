from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.search_list import SearchList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    q: str,
    types: None | str | Unset = UNSET,
    limit: int | None | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["q"] = q

    json_types: None | str | Unset
    if isinstance(types, Unset):
        json_types = UNSET
    else:
        json_types = types
    params["types"] = json_types

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/search",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | SearchList:
    if response.status_code == 200:
        response_200 = SearchList.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | SearchList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    q: str,
    types: None | str | Unset = UNSET,
    limit: int | None | Unset = 20,

) -> Response[Error | SearchList]:
    """ Records whose names, emails or domains match every word of q.

    Args:
        q (str):
        types (None | str | Unset):
        limit (int | None | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SearchList]
     """


    kwargs = _get_kwargs(
        q=q,
types=types,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    q: str,
    types: None | str | Unset = UNSET,
    limit: int | None | Unset = 20,

) -> Error | SearchList | None:
    """ Records whose names, emails or domains match every word of q.

    Args:
        q (str):
        types (None | str | Unset):
        limit (int | None | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SearchList
     """


    return sync_detailed(
        client=client,
q=q,
types=types,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    q: str,
    types: None | str | Unset = UNSET,
    limit: int | None | Unset = 20,

) -> Response[Error | SearchList]:
    """ Records whose names, emails or domains match every word of q.

    Args:
        q (str):
        types (None | str | Unset):
        limit (int | None | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SearchList]
     """


    kwargs = _get_kwargs(
        q=q,
types=types,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    q: str,
    types: None | str | Unset = UNSET,
    limit: int | None | Unset = 20,

) -> Error | SearchList | None:
    """ Records whose names, emails or domains match every word of q.

    Args:
        q (str):
        types (None | str | Unset):
        limit (int | None | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SearchList
     """


    return (await asyncio_detailed(
        client=client,
q=q,
types=types,
limit=limit,

    )).parsed

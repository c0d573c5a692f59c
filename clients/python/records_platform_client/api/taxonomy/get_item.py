from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.taxonomy_item import TaxonomyItem
from typing import cast



def _get_kwargs(
    group: str,
    key: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/taxonomy/{group}/{key}".format(group=quote(str(group), safe=""),key=quote(str(key), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | TaxonomyItem:
    if response.status_code == 200:
        response_200 = TaxonomyItem.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | TaxonomyItem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    group: str,
    key: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | TaxonomyItem]:
    """ One item of the group (where an added item's Location points).

    Args:
        group (str):
        key (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxonomyItem]
     """


    kwargs = _get_kwargs(
        group=group,
key=key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    group: str,
    key: str,
    *,
    client: AuthenticatedClient,

) -> Error | TaxonomyItem | None:
    """ One item of the group (where an added item's Location points).

    Args:
        group (str):
        key (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxonomyItem
     """


    return sync_detailed(
        group=group,
key=key,
client=client,

    ).parsed

async def asyncio_detailed(
    group: str,
    key: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | TaxonomyItem]:
    """ One item of the group (where an added item's Location points).

    Args:
        group (str):
        key (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxonomyItem]
     """


    kwargs = _get_kwargs(
        group=group,
key=key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    group: str,
    key: str,
    *,
    client: AuthenticatedClient,

) -> Error | TaxonomyItem | None:
    """ One item of the group (where an added item's Location points).

    Args:
        group (str):
        key (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxonomyItem
     """


    return (await asyncio_detailed(
        group=group,
key=key,
client=client,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.taxonomy_group import TaxonomyGroup
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    group: str,
    key: str,
    *,
    if_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/x/taxonomy/{group}/{key}".format(group=quote(str(group), safe=""),key=quote(str(key), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | TaxonomyGroup:
    if response.status_code == 200:
        response_200 = TaxonomyGroup.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())



        return response_409

    if response.status_code == 412:
        response_412 = Error.from_dict(response.json())



        return response_412

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | TaxonomyGroup]:
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
    if_match: str | Unset = UNSET,

) -> Response[Error | TaxonomyGroup]:
    """ Remove an item and all its descendants (a sector in use is 409).

    Args:
        group (str):
        key (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxonomyGroup]
     """


    kwargs = _get_kwargs(
        group=group,
key=key,
if_match=if_match,

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
    if_match: str | Unset = UNSET,

) -> Error | TaxonomyGroup | None:
    """ Remove an item and all its descendants (a sector in use is 409).

    Args:
        group (str):
        key (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxonomyGroup
     """


    return sync_detailed(
        group=group,
key=key,
client=client,
if_match=if_match,

    ).parsed

async def asyncio_detailed(
    group: str,
    key: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,

) -> Response[Error | TaxonomyGroup]:
    """ Remove an item and all its descendants (a sector in use is 409).

    Args:
        group (str):
        key (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | TaxonomyGroup]
     """


    kwargs = _get_kwargs(
        group=group,
key=key,
if_match=if_match,

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
    if_match: str | Unset = UNSET,

) -> Error | TaxonomyGroup | None:
    """ Remove an item and all its descendants (a sector in use is 409).

    Args:
        group (str):
        key (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | TaxonomyGroup
     """


    return (await asyncio_detailed(
        group=group,
key=key,
client=client,
if_match=if_match,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.esg_collection import EsgCollection
from typing import cast



def _get_kwargs(
    *,
    reporting_period_id: str,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["reportingPeriodId"] = reporting_period_id


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/esg-analytics/collection",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | EsgCollection:
    if response.status_code == 200:
        response_200 = EsgCollection.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | EsgCollection]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    reporting_period_id: str,

) -> Response[Error | EsgCollection]:
    """ How many of the period's requests are in each state (one read, however many).

    Args:
        reporting_period_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EsgCollection]
     """


    kwargs = _get_kwargs(
        reporting_period_id=reporting_period_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    reporting_period_id: str,

) -> Error | EsgCollection | None:
    """ How many of the period's requests are in each state (one read, however many).

    Args:
        reporting_period_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EsgCollection
     """


    return sync_detailed(
        client=client,
reporting_period_id=reporting_period_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    reporting_period_id: str,

) -> Response[Error | EsgCollection]:
    """ How many of the period's requests are in each state (one read, however many).

    Args:
        reporting_period_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EsgCollection]
     """


    kwargs = _get_kwargs(
        reporting_period_id=reporting_period_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    reporting_period_id: str,

) -> Error | EsgCollection | None:
    """ How many of the period's requests are in each state (one read, however many).

    Args:
        reporting_period_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EsgCollection
     """


    return (await asyncio_detailed(
        client=client,
reporting_period_id=reporting_period_id,

    )).parsed

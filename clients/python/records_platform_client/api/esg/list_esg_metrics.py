from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.esg_framework_metric_page import EsgFrameworkMetricPage
from ...models.list_esg_metrics_pillar import ListEsgMetricsPillar
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    framework_id: str,
    pillar: ListEsgMetricsPillar | Unset = UNSET,

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

    params["frameworkId"] = framework_id

    json_pillar: str | Unset = UNSET
    if not isinstance(pillar, Unset):
        json_pillar = pillar.value

    params["pillar"] = json_pillar


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/esg-metrics",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | EsgFrameworkMetricPage:
    if response.status_code == 200:
        response_200 = EsgFrameworkMetricPage.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | EsgFrameworkMetricPage]:
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
    framework_id: str,
    pillar: ListEsgMetricsPillar | Unset = UNSET,

) -> Response[Error | EsgFrameworkMetricPage]:
    """ The metrics of one framework: the library's (in library order), then the firm's own (newest first),
    each with its source; 404 for a framework neither the library nor the firm has.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        framework_id (str):
        pillar (ListEsgMetricsPillar | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EsgFrameworkMetricPage]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
framework_id=framework_id,
pillar=pillar,

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
    framework_id: str,
    pillar: ListEsgMetricsPillar | Unset = UNSET,

) -> Error | EsgFrameworkMetricPage | None:
    """ The metrics of one framework: the library's (in library order), then the firm's own (newest first),
    each with its source; 404 for a framework neither the library nor the firm has.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        framework_id (str):
        pillar (ListEsgMetricsPillar | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EsgFrameworkMetricPage
     """


    return sync_detailed(
        client=client,
limit=limit,
cursor=cursor,
framework_id=framework_id,
pillar=pillar,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    framework_id: str,
    pillar: ListEsgMetricsPillar | Unset = UNSET,

) -> Response[Error | EsgFrameworkMetricPage]:
    """ The metrics of one framework: the library's (in library order), then the firm's own (newest first),
    each with its source; 404 for a framework neither the library nor the firm has.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        framework_id (str):
        pillar (ListEsgMetricsPillar | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EsgFrameworkMetricPage]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
framework_id=framework_id,
pillar=pillar,

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
    framework_id: str,
    pillar: ListEsgMetricsPillar | Unset = UNSET,

) -> Error | EsgFrameworkMetricPage | None:
    """ The metrics of one framework: the library's (in library order), then the firm's own (newest first),
    each with its source; 404 for a framework neither the library nor the firm has.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        framework_id (str):
        pillar (ListEsgMetricsPillar | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EsgFrameworkMetricPage
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
cursor=cursor,
framework_id=framework_id,
pillar=pillar,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.esg_metric_library import EsgMetricLibrary
from ...models.get_esg_metric_library_pillar import GetEsgMetricLibraryPillar
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    framework_id: None | str | Unset = UNSET,
    pillar: GetEsgMetricLibraryPillar | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_framework_id: None | str | Unset
    if isinstance(framework_id, Unset):
        json_framework_id = UNSET
    else:
        json_framework_id = framework_id
    params["frameworkId"] = json_framework_id

    json_pillar: str | Unset = UNSET
    if not isinstance(pillar, Unset):
        json_pillar = pillar.value

    params["pillar"] = json_pillar


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/esg-metrics/library",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | EsgMetricLibrary:
    if response.status_code == 200:
        response_200 = EsgMetricLibrary.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | EsgMetricLibrary]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    framework_id: None | str | Unset = UNSET,
    pillar: GetEsgMetricLibraryPillar | Unset = UNSET,

) -> Response[Error | EsgMetricLibrary]:
    """ The built-in ESG metric library, grouped by framework, then pillar; each metric with its unit, value
    type and the framework's own code.

    Args:
        framework_id (None | str | Unset):
        pillar (GetEsgMetricLibraryPillar | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EsgMetricLibrary]
     """


    kwargs = _get_kwargs(
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
    framework_id: None | str | Unset = UNSET,
    pillar: GetEsgMetricLibraryPillar | Unset = UNSET,

) -> Error | EsgMetricLibrary | None:
    """ The built-in ESG metric library, grouped by framework, then pillar; each metric with its unit, value
    type and the framework's own code.

    Args:
        framework_id (None | str | Unset):
        pillar (GetEsgMetricLibraryPillar | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EsgMetricLibrary
     """


    return sync_detailed(
        client=client,
framework_id=framework_id,
pillar=pillar,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    framework_id: None | str | Unset = UNSET,
    pillar: GetEsgMetricLibraryPillar | Unset = UNSET,

) -> Response[Error | EsgMetricLibrary]:
    """ The built-in ESG metric library, grouped by framework, then pillar; each metric with its unit, value
    type and the framework's own code.

    Args:
        framework_id (None | str | Unset):
        pillar (GetEsgMetricLibraryPillar | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | EsgMetricLibrary]
     """


    kwargs = _get_kwargs(
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
    framework_id: None | str | Unset = UNSET,
    pillar: GetEsgMetricLibraryPillar | Unset = UNSET,

) -> Error | EsgMetricLibrary | None:
    """ The built-in ESG metric library, grouped by framework, then pillar; each metric with its unit, value
    type and the framework's own code.

    Args:
        framework_id (None | str | Unset):
        pillar (GetEsgMetricLibraryPillar | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | EsgMetricLibrary
     """


    return (await asyncio_detailed(
        client=client,
framework_id=framework_id,
pillar=pillar,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.portfolio_company import PortfolioCompany
from typing import cast



def _get_kwargs(
    company_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/portfolio/{company_id}".format(company_id=quote(str(company_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | PortfolioCompany:
    if response.status_code == 200:
        response_200 = PortfolioCompany.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | PortfolioCompany]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    company_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | PortfolioCompany]:
    """ One portfolio company: its funds, entry date, amounts invested and latest financials.

    Args:
        company_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PortfolioCompany]
     """


    kwargs = _get_kwargs(
        company_id=company_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    company_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | PortfolioCompany | None:
    """ One portfolio company: its funds, entry date, amounts invested and latest financials.

    Args:
        company_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PortfolioCompany
     """


    return sync_detailed(
        company_id=company_id,
client=client,

    ).parsed

async def asyncio_detailed(
    company_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Error | PortfolioCompany]:
    """ One portfolio company: its funds, entry date, amounts invested and latest financials.

    Args:
        company_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PortfolioCompany]
     """


    kwargs = _get_kwargs(
        company_id=company_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    company_id: str,
    *,
    client: AuthenticatedClient,

) -> Error | PortfolioCompany | None:
    """ One portfolio company: its funds, entry date, amounts invested and latest financials.

    Args:
        company_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PortfolioCompany
     """


    return (await asyncio_detailed(
        company_id=company_id,
client=client,

    )).parsed

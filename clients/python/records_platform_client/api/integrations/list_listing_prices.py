from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.public_market_price_list import PublicMarketPriceList
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    id: str,
    *,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    from_: datetime.date | None | Unset = UNSET,
    to: datetime.date | None | Unset = UNSET,

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

    json_from_: None | str | Unset
    if isinstance(from_, Unset):
        json_from_ = UNSET
    elif isinstance(from_, datetime.date):
        json_from_ = from_.isoformat()
    else:
        json_from_ = from_
    params["from"] = json_from_

    json_to: None | str | Unset
    if isinstance(to, Unset):
        json_to = UNSET
    elif isinstance(to, datetime.date):
        json_to = to.isoformat()
    else:
        json_to = to
    params["to"] = json_to


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/public-markets/listings/{id}/prices".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | PublicMarketPriceList:
    if response.status_code == 200:
        response_200 = PublicMarketPriceList.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | PublicMarketPriceList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    from_: datetime.date | None | Unset = UNSET,
    to: datetime.date | None | Unset = UNSET,

) -> Response[Error | PublicMarketPriceList]:
    """ A listing's stored prices, by day, oldest first (from and to included).

    Args:
        id (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        from_ (datetime.date | None | Unset):
        to (datetime.date | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PublicMarketPriceList]
     """


    kwargs = _get_kwargs(
        id=id,
limit=limit,
cursor=cursor,
from_=from_,
to=to,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    from_: datetime.date | None | Unset = UNSET,
    to: datetime.date | None | Unset = UNSET,

) -> Error | PublicMarketPriceList | None:
    """ A listing's stored prices, by day, oldest first (from and to included).

    Args:
        id (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        from_ (datetime.date | None | Unset):
        to (datetime.date | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PublicMarketPriceList
     """


    return sync_detailed(
        id=id,
client=client,
limit=limit,
cursor=cursor,
from_=from_,
to=to,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    from_: datetime.date | None | Unset = UNSET,
    to: datetime.date | None | Unset = UNSET,

) -> Response[Error | PublicMarketPriceList]:
    """ A listing's stored prices, by day, oldest first (from and to included).

    Args:
        id (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        from_ (datetime.date | None | Unset):
        to (datetime.date | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PublicMarketPriceList]
     """


    kwargs = _get_kwargs(
        id=id,
limit=limit,
cursor=cursor,
from_=from_,
to=to,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    from_: datetime.date | None | Unset = UNSET,
    to: datetime.date | None | Unset = UNSET,

) -> Error | PublicMarketPriceList | None:
    """ A listing's stored prices, by day, oldest first (from and to included).

    Args:
        id (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        from_ (datetime.date | None | Unset):
        to (datetime.date | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PublicMarketPriceList
     """


    return (await asyncio_detailed(
        id=id,
client=client,
limit=limit,
cursor=cursor,
from_=from_,
to=to,

    )).parsed

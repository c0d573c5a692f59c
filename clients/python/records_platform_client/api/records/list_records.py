from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.record_list import RecordList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    type_: str,
    *,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    sort: None | str | Unset = UNSET,
    view: None | str | Unset = UNSET,

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

    json_sort: None | str | Unset
    if isinstance(sort, Unset):
        json_sort = UNSET
    else:
        json_sort = sort
    params["sort"] = json_sort

    json_view: None | str | Unset
    if isinstance(view, Unset):
        json_view = UNSET
    else:
        json_view = view
    params["view"] = json_view


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/records/{type_}".format(type_=quote(str(type_), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | RecordList:
    if response.status_code == 200:
        response_200 = RecordList.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | RecordList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    type_: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    sort: None | str | Unset = UNSET,
    view: None | str | Unset = UNSET,

) -> Response[Error | RecordList]:
    """ A type's records, newest first; ?sort=, ?view=, city=, amount[gte]=.

    Args:
        type_ (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        sort (None | str | Unset):
        view (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RecordList]
     """


    kwargs = _get_kwargs(
        type_=type_,
limit=limit,
cursor=cursor,
sort=sort,
view=view,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    type_: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    sort: None | str | Unset = UNSET,
    view: None | str | Unset = UNSET,

) -> Error | RecordList | None:
    """ A type's records, newest first; ?sort=, ?view=, city=, amount[gte]=.

    Args:
        type_ (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        sort (None | str | Unset):
        view (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RecordList
     """


    return sync_detailed(
        type_=type_,
client=client,
limit=limit,
cursor=cursor,
sort=sort,
view=view,

    ).parsed

async def asyncio_detailed(
    type_: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    sort: None | str | Unset = UNSET,
    view: None | str | Unset = UNSET,

) -> Response[Error | RecordList]:
    """ A type's records, newest first; ?sort=, ?view=, city=, amount[gte]=.

    Args:
        type_ (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        sort (None | str | Unset):
        view (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RecordList]
     """


    kwargs = _get_kwargs(
        type_=type_,
limit=limit,
cursor=cursor,
sort=sort,
view=view,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    type_: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    sort: None | str | Unset = UNSET,
    view: None | str | Unset = UNSET,

) -> Error | RecordList | None:
    """ A type's records, newest first; ?sort=, ?view=, city=, amount[gte]=.

    Args:
        type_ (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        sort (None | str | Unset):
        view (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RecordList
     """


    return (await asyncio_detailed(
        type_=type_,
client=client,
limit=limit,
cursor=cursor,
sort=sort,
view=view,

    )).parsed

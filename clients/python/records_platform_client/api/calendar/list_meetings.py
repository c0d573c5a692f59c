from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.meeting_list import MeetingList
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    *,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    company_id: None | str | Unset = UNSET,
    deal_id: None | str | Unset = UNSET,
    starts_atgte: datetime.datetime | None | Unset = UNSET,
    starts_atgt: datetime.datetime | None | Unset = UNSET,
    starts_atlte: datetime.datetime | None | Unset = UNSET,
    starts_atlt: datetime.datetime | None | Unset = UNSET,

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

    json_company_id: None | str | Unset
    if isinstance(company_id, Unset):
        json_company_id = UNSET
    else:
        json_company_id = company_id
    params["companyId"] = json_company_id

    json_deal_id: None | str | Unset
    if isinstance(deal_id, Unset):
        json_deal_id = UNSET
    else:
        json_deal_id = deal_id
    params["dealId"] = json_deal_id

    json_starts_atgte: None | str | Unset
    if isinstance(starts_atgte, Unset):
        json_starts_atgte = UNSET
    elif isinstance(starts_atgte, datetime.datetime):
        json_starts_atgte = starts_atgte.isoformat()
    else:
        json_starts_atgte = starts_atgte
    params["startsAt[gte]"] = json_starts_atgte

    json_starts_atgt: None | str | Unset
    if isinstance(starts_atgt, Unset):
        json_starts_atgt = UNSET
    elif isinstance(starts_atgt, datetime.datetime):
        json_starts_atgt = starts_atgt.isoformat()
    else:
        json_starts_atgt = starts_atgt
    params["startsAt[gt]"] = json_starts_atgt

    json_starts_atlte: None | str | Unset
    if isinstance(starts_atlte, Unset):
        json_starts_atlte = UNSET
    elif isinstance(starts_atlte, datetime.datetime):
        json_starts_atlte = starts_atlte.isoformat()
    else:
        json_starts_atlte = starts_atlte
    params["startsAt[lte]"] = json_starts_atlte

    json_starts_atlt: None | str | Unset
    if isinstance(starts_atlt, Unset):
        json_starts_atlt = UNSET
    elif isinstance(starts_atlt, datetime.datetime):
        json_starts_atlt = starts_atlt.isoformat()
    else:
        json_starts_atlt = starts_atlt
    params["startsAt[lt]"] = json_starts_atlt


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/meetings",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | MeetingList:
    if response.status_code == 200:
        response_200 = MeetingList.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | MeetingList]:
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
    company_id: None | str | Unset = UNSET,
    deal_id: None | str | Unset = UNSET,
    starts_atgte: datetime.datetime | None | Unset = UNSET,
    starts_atgt: datetime.datetime | None | Unset = UNSET,
    starts_atlte: datetime.datetime | None | Unset = UNSET,
    starts_atlt: datetime.datetime | None | Unset = UNSET,

) -> Response[Error | MeetingList]:
    """ The meetings, latest start first; startsAt[gte|gt|lte|lt] bound the start time, companyId or dealId
    narrow them.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        company_id (None | str | Unset):
        deal_id (None | str | Unset):
        starts_atgte (datetime.datetime | None | Unset):
        starts_atgt (datetime.datetime | None | Unset):
        starts_atlte (datetime.datetime | None | Unset):
        starts_atlt (datetime.datetime | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MeetingList]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
company_id=company_id,
deal_id=deal_id,
starts_atgte=starts_atgte,
starts_atgt=starts_atgt,
starts_atlte=starts_atlte,
starts_atlt=starts_atlt,

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
    company_id: None | str | Unset = UNSET,
    deal_id: None | str | Unset = UNSET,
    starts_atgte: datetime.datetime | None | Unset = UNSET,
    starts_atgt: datetime.datetime | None | Unset = UNSET,
    starts_atlte: datetime.datetime | None | Unset = UNSET,
    starts_atlt: datetime.datetime | None | Unset = UNSET,

) -> Error | MeetingList | None:
    """ The meetings, latest start first; startsAt[gte|gt|lte|lt] bound the start time, companyId or dealId
    narrow them.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        company_id (None | str | Unset):
        deal_id (None | str | Unset):
        starts_atgte (datetime.datetime | None | Unset):
        starts_atgt (datetime.datetime | None | Unset):
        starts_atlte (datetime.datetime | None | Unset):
        starts_atlt (datetime.datetime | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MeetingList
     """


    return sync_detailed(
        client=client,
limit=limit,
cursor=cursor,
company_id=company_id,
deal_id=deal_id,
starts_atgte=starts_atgte,
starts_atgt=starts_atgt,
starts_atlte=starts_atlte,
starts_atlt=starts_atlt,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    company_id: None | str | Unset = UNSET,
    deal_id: None | str | Unset = UNSET,
    starts_atgte: datetime.datetime | None | Unset = UNSET,
    starts_atgt: datetime.datetime | None | Unset = UNSET,
    starts_atlte: datetime.datetime | None | Unset = UNSET,
    starts_atlt: datetime.datetime | None | Unset = UNSET,

) -> Response[Error | MeetingList]:
    """ The meetings, latest start first; startsAt[gte|gt|lte|lt] bound the start time, companyId or dealId
    narrow them.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        company_id (None | str | Unset):
        deal_id (None | str | Unset):
        starts_atgte (datetime.datetime | None | Unset):
        starts_atgt (datetime.datetime | None | Unset):
        starts_atlte (datetime.datetime | None | Unset):
        starts_atlt (datetime.datetime | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | MeetingList]
     """


    kwargs = _get_kwargs(
        limit=limit,
cursor=cursor,
company_id=company_id,
deal_id=deal_id,
starts_atgte=starts_atgte,
starts_atgt=starts_atgt,
starts_atlte=starts_atlte,
starts_atlt=starts_atlt,

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
    company_id: None | str | Unset = UNSET,
    deal_id: None | str | Unset = UNSET,
    starts_atgte: datetime.datetime | None | Unset = UNSET,
    starts_atgt: datetime.datetime | None | Unset = UNSET,
    starts_atlte: datetime.datetime | None | Unset = UNSET,
    starts_atlt: datetime.datetime | None | Unset = UNSET,

) -> Error | MeetingList | None:
    """ The meetings, latest start first; startsAt[gte|gt|lte|lt] bound the start time, companyId or dealId
    narrow them.

    Args:
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        company_id (None | str | Unset):
        deal_id (None | str | Unset):
        starts_atgte (datetime.datetime | None | Unset):
        starts_atgt (datetime.datetime | None | Unset):
        starts_atlte (datetime.datetime | None | Unset):
        starts_atlt (datetime.datetime | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | MeetingList
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
cursor=cursor,
company_id=company_id,
deal_id=deal_id,
starts_atgte=starts_atgte,
starts_atgt=starts_atgt,
starts_atlte=starts_atlte,
starts_atlt=starts_atlt,

    )).parsed

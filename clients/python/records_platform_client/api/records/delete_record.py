from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delete_record_type import DeleteRecordType
from ...models.error import Error
from ...models.record_result import RecordResult
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    type_: DeleteRecordType,
    id: str,
    *,
    if_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/v1/x/records/{type_}/{id}".format(type_=quote(str(type_), safe=""),id=quote(str(id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | RecordResult:
    if response.status_code == 200:
        response_200 = RecordResult.from_dict(response.json())



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

    if response.status_code == 405:
        response_405 = Error.from_dict(response.json())



        return response_405

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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | RecordResult]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    type_: DeleteRecordType,
    id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,

) -> Response[Error | RecordResult]:
    """ Soft-delete a Lead or an Investor (other types: 405).

    Args:
        type_ (DeleteRecordType):
        id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RecordResult]
     """


    kwargs = _get_kwargs(
        type_=type_,
id=id,
if_match=if_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    type_: DeleteRecordType,
    id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,

) -> Error | RecordResult | None:
    """ Soft-delete a Lead or an Investor (other types: 405).

    Args:
        type_ (DeleteRecordType):
        id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RecordResult
     """


    return sync_detailed(
        type_=type_,
id=id,
client=client,
if_match=if_match,

    ).parsed

async def asyncio_detailed(
    type_: DeleteRecordType,
    id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,

) -> Response[Error | RecordResult]:
    """ Soft-delete a Lead or an Investor (other types: 405).

    Args:
        type_ (DeleteRecordType):
        id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RecordResult]
     """


    kwargs = _get_kwargs(
        type_=type_,
id=id,
if_match=if_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    type_: DeleteRecordType,
    id: str,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,

) -> Error | RecordResult | None:
    """ Soft-delete a Lead or an Investor (other types: 405).

    Args:
        type_ (DeleteRecordType):
        id (str):
        if_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RecordResult
     """


    return (await asyncio_detailed(
        type_=type_,
id=id,
client=client,
if_match=if_match,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.record_batch_body import RecordBatchBody
from ...models.record_batch_result import RecordBatchResult
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    type_: str,
    *,
    body: RecordBatchBody,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/x/records/{type_}/batch".format(type_=quote(str(type_), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | RecordBatchResult:
    if response.status_code == 200:
        response_200 = RecordBatchResult.from_dict(response.json())



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

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | RecordBatchResult]:
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
    body: RecordBatchBody,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | RecordBatchResult]:
    """ 1 to 100 creates, updates, upserts, deletes, each committed on its own.

    Args:
        type_ (str):
        idempotency_key (str | Unset):
        body (RecordBatchBody): 1 to 100 operations on records of the path's type, each committed
            on its own, in order.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RecordBatchResult]
     """


    kwargs = _get_kwargs(
        type_=type_,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    type_: str,
    *,
    client: AuthenticatedClient,
    body: RecordBatchBody,
    idempotency_key: str | Unset = UNSET,

) -> Error | RecordBatchResult | None:
    """ 1 to 100 creates, updates, upserts, deletes, each committed on its own.

    Args:
        type_ (str):
        idempotency_key (str | Unset):
        body (RecordBatchBody): 1 to 100 operations on records of the path's type, each committed
            on its own, in order.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RecordBatchResult
     """


    return sync_detailed(
        type_=type_,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    type_: str,
    *,
    client: AuthenticatedClient,
    body: RecordBatchBody,
    idempotency_key: str | Unset = UNSET,

) -> Response[Error | RecordBatchResult]:
    """ 1 to 100 creates, updates, upserts, deletes, each committed on its own.

    Args:
        type_ (str):
        idempotency_key (str | Unset):
        body (RecordBatchBody): 1 to 100 operations on records of the path's type, each committed
            on its own, in order.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | RecordBatchResult]
     """


    kwargs = _get_kwargs(
        type_=type_,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    type_: str,
    *,
    client: AuthenticatedClient,
    body: RecordBatchBody,
    idempotency_key: str | Unset = UNSET,

) -> Error | RecordBatchResult | None:
    """ 1 to 100 creates, updates, upserts, deletes, each committed on its own.

    Args:
        type_ (str):
        idempotency_key (str | Unset):
        body (RecordBatchBody): 1 to 100 operations on records of the path's type, each committed
            on its own, in order.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | RecordBatchResult
     """


    return (await asyncio_detailed(
        type_=type_,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.import_rows import ImportRows
from ...models.list_rows_outcome import ListRowsOutcome
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    outcome: ListRowsOutcome | Unset = UNSET,

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

    json_outcome: str | Unset = UNSET
    if not isinstance(outcome, Unset):
        json_outcome = outcome.value

    params["outcome"] = json_outcome


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/imports/{id}/rows".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Error | ImportRows:
    if response.status_code == 200:
        response_200 = ImportRows.from_dict(response.json())



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

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())



        return response_503

    response_default = Error.from_dict(response.json())



    return response_default



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Error | ImportRows]:
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
    outcome: ListRowsOutcome | Unset = UNSET,

) -> Response[Error | ImportRows]:
    """ The rows' outcomes in row order: the dry-run's plan until the import is applied, then what applying
    did. `?outcome=error` for the rows that need fixing.

    Args:
        id (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        outcome (ListRowsOutcome | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ImportRows]
     """


    kwargs = _get_kwargs(
        id=id,
limit=limit,
cursor=cursor,
outcome=outcome,

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
    outcome: ListRowsOutcome | Unset = UNSET,

) -> Error | ImportRows | None:
    """ The rows' outcomes in row order: the dry-run's plan until the import is applied, then what applying
    did. `?outcome=error` for the rows that need fixing.

    Args:
        id (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        outcome (ListRowsOutcome | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ImportRows
     """


    return sync_detailed(
        id=id,
client=client,
limit=limit,
cursor=cursor,
outcome=outcome,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = 50,
    cursor: None | str | Unset = UNSET,
    outcome: ListRowsOutcome | Unset = UNSET,

) -> Response[Error | ImportRows]:
    """ The rows' outcomes in row order: the dry-run's plan until the import is applied, then what applying
    did. `?outcome=error` for the rows that need fixing.

    Args:
        id (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        outcome (ListRowsOutcome | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ImportRows]
     """


    kwargs = _get_kwargs(
        id=id,
limit=limit,
cursor=cursor,
outcome=outcome,

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
    outcome: ListRowsOutcome | Unset = UNSET,

) -> Error | ImportRows | None:
    """ The rows' outcomes in row order: the dry-run's plan until the import is applied, then what applying
    did. `?outcome=error` for the rows that need fixing.

    Args:
        id (str):
        limit (int | None | Unset):  Default: 50.
        cursor (None | str | Unset):
        outcome (ListRowsOutcome | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ImportRows
     """


    return (await asyncio_detailed(
        id=id,
client=client,
limit=limit,
cursor=cursor,
outcome=outcome,

    )).parsed

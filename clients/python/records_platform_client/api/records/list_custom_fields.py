from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.custom_field_list import CustomFieldList
from ...models.error import Error
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    record_type: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_record_type: None | str | Unset
    if isinstance(record_type, Unset):
        json_record_type = UNSET
    else:
        json_record_type = record_type
    params["recordType"] = json_record_type


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/custom-fields",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CustomFieldList | Error:
    if response.status_code == 200:
        response_200 = CustomFieldList.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CustomFieldList | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    record_type: None | str | Unset = UNSET,

) -> Response[CustomFieldList | Error]:
    """ The firm's custom fields, with the catalogVersion.

    Args:
        record_type (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CustomFieldList | Error]
     """


    kwargs = _get_kwargs(
        record_type=record_type,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    record_type: None | str | Unset = UNSET,

) -> CustomFieldList | Error | None:
    """ The firm's custom fields, with the catalogVersion.

    Args:
        record_type (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CustomFieldList | Error
     """


    return sync_detailed(
        client=client,
record_type=record_type,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    record_type: None | str | Unset = UNSET,

) -> Response[CustomFieldList | Error]:
    """ The firm's custom fields, with the catalogVersion.

    Args:
        record_type (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CustomFieldList | Error]
     """


    kwargs = _get_kwargs(
        record_type=record_type,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    record_type: None | str | Unset = UNSET,

) -> CustomFieldList | Error | None:
    """ The firm's custom fields, with the catalogVersion.

    Args:
        record_type (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CustomFieldList | Error
     """


    return (await asyncio_detailed(
        client=client,
record_type=record_type,

    )).parsed

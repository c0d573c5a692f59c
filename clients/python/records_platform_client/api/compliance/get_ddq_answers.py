from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.ddq_section_answers import DdqSectionAnswers
from ...models.error import Error
from typing import cast



def _get_kwargs(
    id: str,
    section_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/x/ddq/{id}/sections/{section_id}/answers".format(id=quote(str(id), safe=""),section_id=quote(str(section_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DdqSectionAnswers | Error:
    if response.status_code == 200:
        response_200 = DdqSectionAnswers.from_dict(response.json())



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



def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DdqSectionAnswers | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    section_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[DdqSectionAnswers | Error]:
    """ The section's questions, each with its answer (null when none); the ETag is the questionnaire's.

    Args:
        id (str):
        section_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DdqSectionAnswers | Error]
     """


    kwargs = _get_kwargs(
        id=id,
section_id=section_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    section_id: str,
    *,
    client: AuthenticatedClient,

) -> DdqSectionAnswers | Error | None:
    """ The section's questions, each with its answer (null when none); the ETag is the questionnaire's.

    Args:
        id (str):
        section_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DdqSectionAnswers | Error
     """


    return sync_detailed(
        id=id,
section_id=section_id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    section_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[DdqSectionAnswers | Error]:
    """ The section's questions, each with its answer (null when none); the ETag is the questionnaire's.

    Args:
        id (str):
        section_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DdqSectionAnswers | Error]
     """


    kwargs = _get_kwargs(
        id=id,
section_id=section_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    section_id: str,
    *,
    client: AuthenticatedClient,

) -> DdqSectionAnswers | Error | None:
    """ The section's questions, each with its answer (null when none); the ETag is the questionnaire's.

    Args:
        id (str):
        section_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DdqSectionAnswers | Error
     """


    return (await asyncio_detailed(
        id=id,
section_id=section_id,
client=client,

    )).parsed

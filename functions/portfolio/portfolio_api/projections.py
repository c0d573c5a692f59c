"""Projections (spec 4.6): templates (rows and periods), models made from a template for a company, and
each model's cells. Templates and models are kit resources; the cells are hand-written routes beside
them.

    pk <firm>#KIT#projection-templates        sk <template id>   the template (the kit's)
    pk <firm>#KIT#projection-models           sk <model id>      the model, with its copy of the rows
                                                                 and periods (the kit's)
    pk <firm>#KIT#projection-models#CELLS     sk <model id>      {cells: {row: {period: value}}}, versioned

A model copies its template's rows and periods when it is made: editing the template later changes
no model, so a model's cells always fit its grid. For the same reason a template may be deleted while
models name it (spec 4.6: create, update, delete), as a scorecard template may: each model keeps its
copy, its `templateId` (where it came from, which a replace cannot change: 400) and its cells, and can
still be read, replaced and deleted. A model is made only from a live template: the template must still
be there when the model's write commits, so a model made while its template is deleted is 400
`templateId`, and the template's delete stands.

A model's grid is ONE item: a batch of cells (PUT) is one conditional update of it, all or nothing,
whatever its size. A grid holds at most MOST_ROWS x MOST_PERIODS cells (4,000: about 160 KB as
DynamoDB counts it, under its 400 KB item limit), so a batch is at most that many cells. The grid has
its own version and ETag: PUT .../cells honours If-Match; without it, two batches at once both land
(the later, run again on a fresh read, is merged on top).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from kernel import errors
from kernel.ids import iso
from kernel.parsing import invalid_input
from kernel.request import Request
from kernel.routing import RouteClass, Router
from kernel.unit_of_work import Create, Delete, Update, Write
from kernel.wire import Outcome
from kit.fields import ITEM_ID, Currency, DateTime, Fields, Integer, ListOf, Object, Ref, Text
from kit.resource import ByHand, Items, ListFilter, Resource, declare
from portfolio_api import models

X = "/api/v1/x"

TEMPLATES = Resource(
    name="projection-templates", path=f"{X}/projection-templates", id_prefix="ptpl",
    noun="projection template", fields=models.PROJECTION_TEMPLATE, example=models.PROJECTION_TEMPLATE_EXAMPLE,
    rules=(models.distinct_row_keys,), unique=("name",), item_param="id",
)  # fmt: skip


def _from_template(items: Items, values: dict[str, Any], model_id: str) -> list[Write]:
    """A new model copies its template's rows and periods and starts an empty grid; a replace keeps
    the template the model was made from, whether or not that template is still there."""
    store, template_id = items.request.store, values["templateId"]
    template_key, model_key = (TEMPLATES.partition(None), template_id), (items.partition, model_id)
    found = store.get_many([template_key, model_key], consistent=True)
    current = found.get(model_key)
    if current is not None:
        if current["templateId"] != template_id:
            message = "a model keeps the template it was made from: make a new model from this one"
            raise invalid_input("invalid_request", "body", [{"field": "templateId", "message": message}])
        return []
    template = found.get(template_key)
    if template is None:  # deleted since the kit's check
        problem = {"field": "templateId", "message": "no projection template with this id"}
        raise invalid_input("invalid_request", "body", [problem])
    values["rows"], values["periods"] = template["rows"], template["periods"]
    return [Create(GRIDS, model_id, {"cells": {}, "updatedAt": items.request.now()})]


def _release(items: Items, model: dict[str, Any]) -> list[Write]:
    """A model's delete takes its grid."""
    return [Delete(GRIDS, model["id"], must_exist=False)]


_TEMPLATE_ID_SAYS = "The template whose rows and periods the model copies; it cannot change."
MODELS = Resource(
    name="projection-models", path=f"{X}/projection-models", id_prefix="pmod", noun="projection model",
    fields={
        "name": models.TITLE,
        "companyId": Ref("Company", description="The company the model projects."),
        "templateId": Ref(TEMPLATES, description=_TEMPLATE_ID_SAYS),
        "currency": Currency(),
        "notes": models.NOTES,
    },
    state=models.PROJECTION_MODEL_STATE, example=models.PROJECTION_MODEL_EXAMPLE,
    filters=(ListFilter("companyId", description="The company's models."),
             ListFilter("templateId", description="The models made from this template.")),
    prepare=_from_template, on_delete=_release, item_param="id",
)  # fmt: skip
GRIDS = f"{MODELS.partition(None)}#CELLS"
# What a model's replace checks its body against: the declaration, but with `templateId` a value the
# model keeps rather than a reference the kit requires to be live, so a model whose template was deleted
# can still be replaced (`_from_template` refuses naming another template). Never declared: the routes,
# OpenAPI and the contract suite see MODELS, where a create needs a live template.
MODELS_KEEPING_THEIR_TEMPLATE = dataclasses.replace(
    MODELS, fields={**MODELS.fields, "templateId": Text(max_length=40, description=_TEMPLATE_ID_SAYS)}
)


def replace_projection_models(request: Request[dict[str, Any], None]) -> Outcome:
    """The kit's replace (its name is the operationId the kit would give it)."""
    return Items(MODELS_KEEPING_THEIR_TEMPLATE, request).replace()


# ---- the cells of a model -------------------------------------------------------------------------------

CELLS_BODY = Fields(
    "ProjectionCellsBody",
    {"cells": ListOf(of=Object(fields=models.CELL), least=1, most=models.MOST_CELLS, unique=False,
                     description="Cells to set (a value) or clear (null); the others stay.")},
    example=models.CELLS_EXAMPLE,
)  # fmt: skip
CELL_VIEW = {**models.CELL, "value": models.CELL["value"].optional()}
CELLS_VIEW = Fields(
    "ProjectionCells",
    {
        "modelId": Text(max_length=40),
        "version": Integer(minimum=1, description="The grid's version, also its ETag."),
        "updatedAt": DateTime(),
        "cells": ListOf(of=Object(fields=CELL_VIEW), most=models.MOST_CELLS, unique=False,
                        description="The cells that hold a value, by row then period, in the model's order."),
    },
)  # fmt: skip


def no_model() -> errors.ApiError:
    return errors.not_found("No projection model with this id in your firm.")


def _model_and_grid(request: Request[Any, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The addressed model and its grid, in one read: 404 for one unknown, deleted or another firm's."""
    model_id = request.path_params["id"]
    if not ITEM_ID.fullmatch(model_id):
        raise no_model()
    model_key, grid_key = (MODELS.partition(None), model_id), (GRIDS, model_id)
    found = request.store.get_many([model_key, grid_key], consistent=True)
    if model_key not in found or grid_key not in found:
        raise no_model()
    return found[model_key], found[grid_key]


def _shown(model: Mapping[str, Any], grid: Mapping[str, Any]) -> dict[str, Any]:
    """The grid as answers show it: the cells holding a value, in the model's row and period order."""
    cells = grid["cells"]
    shown = [
        {"row": row["key"], "period": period, "value": cells[row["key"]][period]}
        for row in model["rows"]
        if row["key"] in cells
        for period in model["periods"]
        if period in cells[row["key"]]
    ]
    return {"modelId": model["id"], "version": grid["version"], "updatedAt": iso(grid["updatedAt"]),
            "cells": shown}  # fmt: skip


def get_projection_cells(request: Request[None, None]) -> Outcome:
    model, grid = _model_and_grid(request)
    return Outcome(_shown(model, grid), version=grid["version"])


def put_projection_cells(request: Request[dict[str, Any], None]) -> Outcome:
    """Sets (or, value null, clears) each cell of the batch, all or nothing: one update of the grid at
    the version read. Each row and period must be the model's; a cell appears once."""
    model, grid = _model_and_grid(request)
    batch = request.body["cells"]
    problems = _cell_problems(model, batch)
    if problems:
        raise invalid_input("invalid_request", "body", problems)
    cells = {row: dict(periods) for row, periods in grid["cells"].items()}
    for cell in batch:
        row = cells.setdefault(cell["row"], {})
        if cell.get("value") is None:
            row.pop(cell["period"], None)
        else:
            row[cell["period"]] = cell["value"]
    cells = {row: periods for row, periods in cells.items() if periods}
    now = request.now()
    after = {**grid, "cells": cells, "updatedAt": now, "version": grid["version"] + 1}
    write = Update(GRIDS, model["id"], grid["version"], {"cells": cells, "updatedAt": now})
    return Outcome(_shown(model, after), writes=[write], version=after["version"])


def _cell_problems(model: Mapping[str, Any], batch: list[dict[str, Any]]) -> list[dict[str, str]]:
    rows, periods = {row["key"] for row in model["rows"]}, set(model["periods"])
    problems, seen = [], set()
    for i, cell in enumerate(batch):
        if cell["row"] not in rows:
            problems.append({"field": f"cells[{i}].row", "message": "not a row of this model"})
        if cell["period"] not in periods:
            problems.append({"field": f"cells[{i}].period", "message": "not a period of this model"})
        if (cell["row"], cell["period"]) in seen:
            problems.append({"field": f"cells[{i}]", "message": "this cell is already in the batch"})
        seen.add((cell["row"], cell["period"]))
    return problems


def install(router: Router) -> None:
    """Templates and models (kit), and the cell routes, on the family's router."""
    declare(router, TEMPLATES)
    declare(router, MODELS, by_hand={"replace": ByHand(replace_projection_models)})
    path = f"{MODELS.item_path}/cells"
    params = {"id": {"description": "The projection model's id."}}
    router.get(path, summary="The model's cells (those holding a value), with the grid's ETag.",
               scope="records:read", permission="records.read", response=CELLS_VIEW, etag=True, body=None,
               query=None, params=params)(get_projection_cells)  # fmt: skip
    summary = f"Set or clear a batch of cells, all or nothing ({models.MOST_CELLS:,} at most)."
    router.put(path, summary=summary,
               route_class=RouteClass.RECORD, scope="records:write", permission="records.write",
               response=CELLS_VIEW, body=CELLS_BODY, query=None, etag=True, last_write_wins=True,
               params=params)(put_projection_cells)  # fmt: skip

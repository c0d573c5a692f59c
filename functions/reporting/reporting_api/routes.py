"""The reporting family's routes (spec 4.6): report datasets and the components (charts, tables) shown
over them, each one kit declaration. What a declaration cannot say (the catalog checks, a dataset kept
while a component shows it) is in their `check`, `prepare` and `on_delete` (reporting_api.datasets,
reporting_api.components)."""

from __future__ import annotations

from kernel.routing import Router
from kit.resource import declare
from reporting_api.components import COMPONENTS
from reporting_api.datasets import DATASETS

router = Router()
declare(router, DATASETS)
declare(router, COMPONENTS)

"""A module imported on first use: a family's pydantic models, so its cold start pays for pydantic
only when a route that needs them runs (a list does not; a sign-in does).

    if TYPE_CHECKING:
        from forms_api import models
    else:
        models = lazy_module("forms_api.models")

    @router.post(FORMS, response="models.FormDefinition", ...)
    def create_form(request: Request[models.CreateFormBody]) -> Outcome: ...

With `from __future__ import annotations`, the annotation is text until the route first runs (the
router reads it then), and a response named as text is looked up when the OpenAPI document is built.
The standard library's LazyLoader executes the module on its first attribute access.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType


def lazy_module(name: str) -> ModuleType:
    """The module `name`, executed on first attribute access (at once if it is imported already)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    loader.exec_module(module)
    return module

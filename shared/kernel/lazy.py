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
The stand-in imports the real module on its first attribute access, through the import system, whose
own lock makes it safe when threads ask at once (the standard library's LazyLoader is not, before 3.12).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any


class _Deferred(ModuleType):
    """Stands for a module not imported yet; every attribute comes from the real one."""

    def __getattr__(self, attribute: str) -> Any:
        return getattr(importlib.import_module(self.__name__), attribute)


def lazy_module(name: str) -> ModuleType:
    """A stand-in for the module `name`, imported on first attribute access."""
    return _Deferred(name)

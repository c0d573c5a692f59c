"""The route families of template.yaml, found there and imported as Lambda imports them.

Each AWS::Serverless::Function is one family: its CodeUri folder goes on sys.path (as Lambda puts it at
the root of the function) and its Handler module holds `app`, the family's kernel App. The local
stack, the operator tool, the OpenAPI build, the tests and the benchmark all find families here, so a
new family needs a function in the template and nothing listed anywhere else.
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from local_stack.template import REPO_TEMPLATE, FunctionSpec, functions, load_template

if TYPE_CHECKING:
    from kernel.pipeline import App


@dataclass(frozen=True)
class Family:
    spec: FunctionSpec
    code_dir: Path

    @property
    def name(self) -> str:
        """The function's logical id without its `Function` suffix, lower case: `forms`, `auth`..."""
        return self.spec.logical_id.removesuffix("Function").lower()

    @property
    def module_name(self) -> str:
        return self.spec.handler.rpartition(".")[0]

    def module(self) -> ModuleType:
        """The handler module, imported with the function's folder (and the kernel's) on sys.path."""
        put_on_path([self])
        return importlib.import_module(self.module_name)

    @property
    def app(self) -> App:
        app: App = self.module().app
        return app


def families(template_path: Path = REPO_TEMPLATE) -> list[Family]:
    """The functions that serve HTTP routes (a stream consumer, the automation runner, is not one)."""
    base = template_path.resolve().parent
    specs = functions(load_template(template_path))
    return [Family(spec, base / spec.code_uri) for spec in specs if spec.route_keys]


def put_on_path(found: list[Family]) -> None:
    for family in found:
        folder = str(family.code_dir)
        if folder not in sys.path:
            sys.path.insert(0, folder)

# The verbs the README names. Every tool is called through its venv path, so no activated venv is needed.
#   make install   dev venv (.venv, Python 3.13) + SAM CLI venv (.tools/sam); fast when nothing changed
#   make run       the local stack (moto + HTTP front), no Docker
#   make test      every check CI runs: lint, types, template (SAM, cfn-lint, checkov), build, pytest
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
.DELETE_ON_ERROR:

# Lambda runs the template's python3.13: so do the dev venv, the tests and the build. Prefer the newest
# pyenv 3.13.N (not the free-threaded 3.13t builds), else a python3.13 on PATH. Override: PY313_BIN=...
ifndef PY313_BIN
PY313_BIN := $(shell ls -d "$${PYENV_ROOT:-$$HOME/.pyenv}"/versions/3.13.*/bin 2>/dev/null \
	| grep -E '/3\.13\.[0-9]+/bin$$' | sort -V | tail -1)
ifeq ($(PY313_BIN),)
PY313_BIN := $(shell p="$$(command -v python3.13 2>/dev/null)" && dirname "$$p")
endif
endif
PYTHON ?= $(if $(PY313_BIN),$(PY313_BIN)/python3.13,python3.13)
# The SAM CLI and checkov are tools with pins of their own, in venvs of their own, on any Python 3.
TOOL_PYTHON ?= python3

VENV := .venv
BIN := $(VENV)/bin
VENV_STAMP := $(VENV)/.installed
# What `make run` needs alone: the runtime lock and the local stack's own (moto's server, PyYAML).
RUN_STAMP := $(VENV)/.installed-run
# The one lock of the runtime dependencies (pinned, hashed): the dependencies layer and the dev venv
# both install it, so what the tests import is what ships (tests/deploy/test_lock.py).
LOCK := layers/dependencies/requirements.txt

# SAM CLI pins clash with ours, so it lives in its own venv. Bumping the version renames the stamp,
# which reinstalls it on the next make.
SAM_CLI_VERSION ?= 1.170.0
SAM_VENV := .tools/sam
SAM := $(SAM_VENV)/bin/sam
CFN_LINT := $(SAM_VENV)/bin/cfn-lint
SAM_STAMP := $(SAM_VENV)/.installed-$(SAM_CLI_VERSION)

# checkov, the IaC security scanner, has its own pins too: a venv of its own beside the SAM CLI.
CHECKOV_VERSION ?= 3.3.30
CHECKOV_VENV := .tools/checkov
CHECKOV := $(CHECKOV_VENV)/bin/checkov
CHECKOV_STAMP := $(CHECKOV_VENV)/.installed-$(CHECKOV_VERSION)

SRC := shared functions tests

# The API reference page's viewer (GET /api/v1/docs): Swagger UI's distribution from the npm registry,
# pinned and hashed by its lock, its two files copied beside the platform family's code (which ships
# them); scripts never run (--ignore-scripts: no install-time telemetry).
VIEWER_LOCK := layers/viewer/package-lock.json
VIEWER_DIR := functions/platform/platform_api/viewer
VIEWER_STAMP := $(VIEWER_DIR)/.installed

# The artifact test (tests/deploy/test_artifacts.py) runs the functions of `make build` on this machine:
# the dependencies layer's compiled wheels are built again for its architecture here; deploys keep arm64.
NATIVE_ARCH := $(shell uname -m | sed 's/^aarch64$$/arm64/')
NATIVE_LAYER := .aws-sam/native/DependenciesLayer
UV_VENV := .tools/uv

# Route families are discovered, never listed: each functions/<family>/<package>/ with an __init__.py.
SHARED_PACKAGES := kernel catalog records kit connectors workspace forms_store local_stack records_admin
FAMILY_PACKAGE_DIRS := $(patsubst %/,%,$(dir $(wildcard functions/*/*/__init__.py)))
FAMILY_ROOTS := $(patsubst %/,%,$(dir $(FAMILY_PACKAGE_DIRS)))
empty :=
space := $(empty) $(empty)

export SAM_CLI_TELEMETRY := 0

.PHONY: help install run lint types pytest template build test bench budgets derived lock openapi client viewer clean

help:
	@echo "make install | run | lint | types | pytest | template | build | test | bench | budgets | derived | lock | openapi | client | clean"

install: $(VENV_STAMP) $(SAM_STAMP) $(CHECKOV_STAMP) $(VIEWER_STAMP)

$(VIEWER_STAMP): $(VIEWER_LOCK) layers/viewer/package.json
	@command -v npm >/dev/null || { echo "make: npm is needed for the API reference page's viewer (Node.js 18+)" >&2; exit 1; }
	cd layers/viewer && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	mkdir -p $(VIEWER_DIR)
	cp layers/viewer/node_modules/swagger-ui-dist/{swagger-ui-bundle.js,swagger-ui.css,LICENSE} $(VIEWER_DIR)/
	@touch $@

# A venv of another Python (one made before the move to 3.13) is made again. The runtime dependencies
# come from the lock, hashes checked; the local stack's and the dev tools are resolved around them (the
# lock as constraints, so nothing can move a runtime package off its locked version). `make run` needs
# the first two steps only: a first start does not wait for the test tools.
$(RUN_STAMP): pyproject.toml $(LOCK)
	@test -n "$(PY313_BIN)" -o -n "$$(command -v python3.13)" || { echo "make install: no python3.13 (pyenv install 3.13, or PY313_BIN=...)" >&2; exit 1; }
	@$(BIN)/python -c 'import sys; sys.exit(sys.version_info[:2] != (3, 13))' 2>/dev/null || { rm -rf $(VENV); $(PYTHON) -m venv $(VENV); }
	@echo "== the project's venv (.venv): the runtime dependencies (the lock), then the local stack's"
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --progress-bar on --require-hashes --no-deps -r $(LOCK)
	sed -e 's/ *\\$$//' -e '/^ *--hash/d' -e '/^ *#/d' $(LOCK) > $(VENV)/runtime-constraints.txt
	$(BIN)/python -m pip install --progress-bar on -e '.[local]' -c $(VENV)/runtime-constraints.txt
	@touch $@

$(VENV_STAMP): $(RUN_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dev]' -c $(VENV)/runtime-constraints.txt
	@touch $@

# A tool in a venv of its own: $(call tool_venv,<venv dir>,<pinned requirement>), then the stamp.
define tool_venv
@test -x $(1)/bin/python || $(TOOL_PYTHON) -m venv $(1)
$(1)/bin/python -m pip install --quiet --upgrade pip
$(1)/bin/python -m pip install --quiet '$(2)'
@rm -f $(1)/.installed-*
@touch $@
endef

$(SAM_STAMP):
	$(call tool_venv,$(SAM_VENV),aws-sam-cli==$(SAM_CLI_VERSION))

$(CHECKOV_STAMP):
	$(call tool_venv,$(CHECKOV_VENV),checkov==$(CHECKOV_VERSION))

run: $(RUN_STAMP) $(VIEWER_STAMP)
	$(BIN)/records-local

lint: $(VENV_STAMP)
	$(BIN)/ruff check $(SRC)
	$(BIN)/ruff format --check $(SRC)

types: $(VENV_STAMP)
	MYPYPATH="shared:$(subst $(space),:,$(FAMILY_ROOTS))" $(BIN)/mypy \
		$(addprefix -p ,$(SHARED_PACKAGES) $(notdir $(FAMILY_PACKAGE_DIRS)))

# Parallel workers (pytest-xdist), one per CPU: each has its own moto session. PYTEST_WORKERS=0 runs serially.
# tests/deploy needs the SAM CLI venv (the transform) and, for the artifact test, `make build`.
# Bytecode is cached even where the environment turns it off (PYTHONDONTWRITEBYTECODE): each worker and
# each local stack an e2e test starts would otherwise compile every module and rewrite every test again.
PYTEST_WORKERS ?= auto
pytest: $(VENV_STAMP) $(SAM_STAMP) $(VIEWER_STAMP)
	PYTHONDONTWRITEBYTECODE= $(BIN)/pytest -n $(PYTEST_WORKERS)

# checkov fails on any failed check; a check that does not apply is skipped inline in template.yaml,
# with its reason. --skip-download: no call home (and none possible in CI).
template: $(SAM_STAMP) $(CHECKOV_STAMP)
	$(SAM) validate --lint --template-file template.yaml
	$(CFN_LINT) template.yaml
	$(CHECKOV) --file template.yaml --framework cloudformation --compact --quiet --skip-download

build: $(SAM_STAMP) $(VIEWER_STAMP)
	@test -n "$(PY313_BIN)" || { echo "make build: no python3.13 found (pyenv install 3.13, or set PY313_BIN)" >&2; exit 1; }
	PATH="$(PY313_BIN):$$PATH" $(SAM) build --template-file template.yaml
	rm -rf $(NATIVE_LAYER) && mkdir -p $(NATIVE_LAYER)
	PATH="$(PY313_BIN):$$PATH" $(MAKE) --no-print-directory -C layers/dependencies build-DependenciesLayer \
		ARTIFACTS_DIR=$(abspath $(NATIVE_LAYER)) LAYER_ARCH=$(NATIVE_ARCH)

# What CI runs (.ci/run). Order matters without -j: cheap checks first; the build before the tests,
# whose artifact test runs it (and fails, never skips, when it is missing: REQUIRE_ARTIFACTS).
test: install lint types template build
	REQUIRE_ARTIFACTS=1 $(MAKE) --no-print-directory pytest

bench: $(VENV_STAMP)
	$(BIN)/python -m tests.bench

# Each quota figure of the template beside AWS's default (tests/deploy/test_quotas.py fails above one).
budgets: $(VENV_STAMP) $(SAM_STAMP)
	$(BIN)/python -m tests.deploy.quotas

# The blocks of template.yaml derived from the rest of it: the MCP function's policy, the alarms.
derived: $(VENV_STAMP)
	$(BIN)/python -m local_stack.derived_template

# The lock of the runtime dependencies, from layers/dependencies/requirements.in: every transitive
# dependency pinned, with the hashes of every wheel of its version (arm64 for Lambda, x86_64 for CI).
lock:
	@test -x $(UV_VENV)/bin/uv || { $(TOOL_PYTHON) -m venv $(UV_VENV) && $(UV_VENV)/bin/pip install --quiet uv; }
	cd layers/dependencies && ../../$(UV_VENV)/bin/uv pip compile requirements.in --generate-hashes \
		--python-version 3.13 --python-platform aarch64-manylinux_2_28 --no-header --quiet -o requirements.txt
	sed -i '1i # The lock of the runtime dependencies (make lock, from requirements.in): the dependencies layer\n# and the dev venv install it, hashes checked. Do not edit by hand.' $(LOCK)

openapi: $(VENV_STAMP)
	$(BIN)/python -m local_stack.openapi_build

# The typed Python client, from the committed OpenAPI document (tests/unit/test_python_client.py fails
# until it is current). Run after `make openapi`.
client: $(VENV_STAMP)
	$(BIN)/openapi-python-client generate --path functions/platform/platform_api/openapi.json \
		--config clients/python-client.yaml --meta setup --output-path clients/python --overwrite

viewer: $(VIEWER_STAMP)

clean:
	rm -rf .aws-sam .pytest_cache .mypy_cache .ruff_cache
	find shared functions tests layers -name __pycache__ -type d -prune -exec rm -rf {} +

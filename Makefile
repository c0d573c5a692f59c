# The verbs the README names. Every tool is called through its venv path, so no activated venv is needed.
#   make install   dev venv (.venv) + SAM CLI venv (.tools/sam); fast when nothing changed
#   make run       the local stack (moto + HTTP front), no Docker
#   make test      every check CI runs: lint, types, pytest, template (SAM, cfn-lint, checkov), build
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
.DELETE_ON_ERROR:

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
VENV_STAMP := $(VENV)/.installed

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

# Route families are discovered, never listed: each functions/<family>/<package>/ with an __init__.py.
SHARED_PACKAGES := kernel catalog records kit connectors workspace forms_store local_stack records_admin
FAMILY_PACKAGE_DIRS := $(patsubst %/,%,$(dir $(wildcard functions/*/*/__init__.py)))
FAMILY_ROOTS := $(patsubst %/,%,$(dir $(FAMILY_PACKAGE_DIRS)))
empty :=
space := $(empty) $(empty)

export SAM_CLI_TELEMETRY := 0

# sam build (BuildMethod python3.13) needs a python3.13 on PATH. Prefer the newest pyenv 3.13.N
# (not the free-threaded 3.13t builds), else a python3.13 already on PATH. Override: make build PY313_BIN=...
ifndef PY313_BIN
PY313_BIN := $(shell ls -d "$${PYENV_ROOT:-$$HOME/.pyenv}"/versions/3.13.*/bin 2>/dev/null \
	| grep -E '/3\.13\.[0-9]+/bin$$' | sort -V | tail -1)
ifeq ($(PY313_BIN),)
PY313_BIN := $(shell p="$$(command -v python3.13 2>/dev/null)" && dirname "$$p")
endif
endif

.PHONY: help install run lint types pytest template build test bench openapi client clean

help:
	@echo "make install | run | lint | types | pytest | template | build | test | bench | openapi | client | clean"

install: $(VENV_STAMP) $(SAM_STAMP) $(CHECKOV_STAMP)

$(VENV_STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	@touch $@

# A tool in a venv of its own: $(call tool_venv,<venv dir>,<pinned requirement>), then the stamp.
define tool_venv
@test -x $(1)/bin/python || $(PYTHON) -m venv $(1)
$(1)/bin/python -m pip install --quiet --upgrade pip
$(1)/bin/python -m pip install --quiet '$(2)'
@rm -f $(1)/.installed-*
@touch $@
endef

$(SAM_STAMP):
	$(call tool_venv,$(SAM_VENV),aws-sam-cli==$(SAM_CLI_VERSION))

$(CHECKOV_STAMP):
	$(call tool_venv,$(CHECKOV_VENV),checkov==$(CHECKOV_VERSION))

run: $(VENV_STAMP)
	$(BIN)/records-local

lint: $(VENV_STAMP)
	$(BIN)/ruff check $(SRC)
	$(BIN)/ruff format --check $(SRC)

types: $(VENV_STAMP)
	MYPYPATH="shared:$(subst $(space),:,$(FAMILY_ROOTS))" $(BIN)/mypy \
		$(addprefix -p ,$(SHARED_PACKAGES) $(notdir $(FAMILY_PACKAGE_DIRS)))

# Parallel workers (pytest-xdist), one per CPU: each has its own moto session. PYTEST_WORKERS=0 runs serially.
PYTEST_WORKERS ?= auto
pytest: $(VENV_STAMP)
	$(BIN)/pytest -n $(PYTEST_WORKERS)

# checkov fails on any failed check; a check that does not apply is skipped inline in template.yaml,
# with its reason. --skip-download: no call home (and none possible in CI).
template: $(SAM_STAMP) $(CHECKOV_STAMP)
	$(SAM) validate --lint --template-file template.yaml
	$(CFN_LINT) template.yaml
	$(CHECKOV) --file template.yaml --framework cloudformation --compact --quiet --skip-download

build: $(SAM_STAMP)
	@test -n "$(PY313_BIN)" || { echo "make build: no python3.13 found (pyenv install 3.13, or set PY313_BIN)" >&2; exit 1; }
	PATH="$(PY313_BIN):$$PATH" $(SAM) build --template-file template.yaml

# What CI runs (.ci/run). Order matters without -j: cheap checks first.
test: install lint types pytest template build

bench: $(VENV_STAMP)
	$(BIN)/python -m tests.bench

openapi: $(VENV_STAMP)
	$(BIN)/python -m local_stack.openapi_build

# The typed Python client, from the committed OpenAPI document (tests/unit/test_python_client.py fails
# until it is current). Run after `make openapi`.
client: $(VENV_STAMP)
	$(BIN)/openapi-python-client generate --path functions/platform/platform_api/openapi.json \
		--config clients/python-client.yaml --meta setup --output-path clients/python --overwrite

clean:
	rm -rf .aws-sam .pytest_cache .mypy_cache .ruff_cache
	find shared functions tests layers -name __pycache__ -type d -prune -exec rm -rf {} +

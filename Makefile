# foam-agent: one command to set up a fresh Debian machine, one to test, one to demo.
# Every target is idempotent: re-running it only does what is not done yet.

SHELL := /bin/bash
VENV := .venv
PYTHON := $(VENV)/bin/python
PIP := $(VENV)/bin/pip
# Root installs directly; anyone else goes through sudo.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Debian packages the project needs: OpenFOAM and its tutorials, Docker and the tools that make
# the offline base image, m4 (some tutorials template their meshes with it), Python's venv, and
# the X/GL libraries the gmsh wheel's libgmsh links against (it runs headless, but loads them),
# and Chromium, the headless browser the tests open `show --html`'s page in.
APT_PACKAGES := openfoam openfoam-examples docker.io debootstrap m4 python3-venv bubblewrap \
	libglu1-mesa libxcursor1 libxft2 libxinerama1 libgl1 chromium
# The stamp changes whenever pyproject.toml does, so a dependency change reinstalls.
VENV_STAMP := $(VENV)/.installed-$(shell sha1sum pyproject.toml | cut -c1-12)
DEMO_DIR ?= $(CURDIR)/demo-output

.PHONY: setup system-packages python-env docker-engine openfoam-image test demo lint clean

setup: system-packages python-env docker-engine openfoam-image

system-packages:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "installing Debian packages: $$missing"; \
		$(SUDO) apt-get update -q >/dev/null && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing >/dev/null; \
	fi

python-env: $(VENV_STAMP)

$(VENV_STAMP): pyproject.toml
	@if [ ! -x $(PYTHON) ]; then \
		python=$$(for c in python3.13 python3.12 python3.11 python3; do \
			$$c -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null \
			&& echo $$c && break; done); \
		if [ -z "$$python" ]; then echo "Python >= 3.11 is required" >&2; exit 1; fi; \
		$$python -m venv $(VENV); \
	fi
	@# torch first and pinned: pip then takes the local CPU wheel instead of CUDA builds.
	$(PIP) install -q torch==2.13.0
	$(PIP) install -q -e ".[test]"
	@rm -f $(VENV)/.installed-*
	@touch $@

docker-engine: system-packages
	@bash scripts/dockerd-up.sh

openfoam-image: docker-engine
	@bash openfoam_image/build.sh debian

# Tests run after lint passes: a style or type error fails fast, before the OpenFOAM runs.
test: setup lint
	$(PYTHON) -m pytest

# ruff for style and mistakes, mypy for types, import-linter for the layers (all three set up
# in pyproject.toml).
lint: python-env
	$(VENV)/bin/ruff check agents rag_index evaluators foambench foamcase foam_agent tests benchmarks
	$(VENV)/bin/mypy foam_agent
	@# import-linter's "Analyzed N files" line is the count of modules the layers are checked on:
	@# keep it visible (a package without __init__.py would silently drop out of it).
	$(VENV)/bin/lint-imports

# The main job: the built-in lid-driven-cavity request, written by the offline template author
# and run on the native OpenFOAM. The first call also builds the tutorial index (about a minute).
demo: setup
	@rm -rf $(DEMO_DIR)
	$(VENV)/bin/foam-agent solve --example cavity --output $(DEMO_DIR)

clean:
	rm -rf $(DEMO_DIR) .pytest_cache

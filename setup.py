"""Which packages the distribution installs: ``foam_agent`` and everything below it.

Why a setup.py next to pyproject.toml: the design-card folders (``agents/``, ``rag_index/``,
``evaluators/``, ``foambench/``, ``configs/``) stay at the repository root, but they install
only under the ``foam_agent`` namespace, so that ``import agents`` from another project is never
shadowed by this distribution. ``foam_agent/<folder>`` is a symlink to ``../<folder>``, kept in
git: the checkout, the tests, mypy and import-linter see the same ``foam_agent.*`` tree the
wheel ships. setuptools' declarative ``find`` does not follow those links; the package list is
computed here, in one place (``find_namespace_packages`` walks with ``followlinks=True``, and
the build copies the files, so the wheel holds real files).
Everything else (metadata, dependencies, package data) stays in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup


def packages() -> list[str]:
    """Every package of the distribution: ``foam_agent`` and its subpackages, links followed."""
    return find_namespace_packages(include=["foam_agent", "foam_agent.*"],
                                   exclude=["*.__pycache__", "*.__pycache__.*"])


setup(packages=packages())

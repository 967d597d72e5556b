"""Which folders of the repository install as which packages.

Why a setup.py next to pyproject.toml: the design-card folders stay at the repository root, but
``configs/`` installs as the package ``foam_agent.configs`` (read with ``importlib.resources``,
so a wheel carries its defaults, prices and ablations). setuptools' declarative ``find`` cannot
list a package whose folder is mapped elsewhere, so the package list is computed here, in one
place; moving ``agents``, ``rag_index``, ``evaluators`` and ``foambench`` under the
``foam_agent`` namespace later is one more entry each in :data:`MAPPED_FOLDERS`.
Everything else (metadata, dependencies, package data) stays in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

#: Packages installed from their own folder at the root, under their own name.
ROOT_PACKAGES = ["agents", "rag_index", "evaluators", "foambench", "foam_agent"]

#: Packages installed from a folder of another name: import name → folder.
MAPPED_FOLDERS = {"foam_agent.configs": "configs"}


def packages() -> list[str]:
    """Every package of the distribution, the mapped folders' subfolders included."""
    found = find_namespace_packages(include=[pattern for name in ROOT_PACKAGES
                                   for pattern in (name, f"{name}.*")])
    for package, folder in MAPPED_FOLDERS.items():
        found.append(package)
        found.extend(f"{package}.{sub}" for sub in find_namespace_packages(where=folder))
    return found


setup(packages=packages(), package_dir=MAPPED_FOLDERS)

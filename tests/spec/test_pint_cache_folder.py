"""The unit registry's cache of parsed definitions belongs to one pint installation.

A parsed definitions file keeps absolute import paths of the installation that wrote it; a
folder shared by installations broke every other one once the writer was removed."""

from __future__ import annotations

from pathlib import Path

import pint

from foam_agent.agents.spec.units import pint_cache_folder, registry


def test_two_installations_never_share_a_cache_folder(tmp_path: Path) -> None:
    first, second = tmp_path / "a" / "pint", tmp_path / "b" / "pint"
    first.mkdir(parents=True)
    second.mkdir(parents=True)
    assert pint_cache_folder(first) != pint_cache_folder(second)
    assert pint_cache_folder(first) == pint_cache_folder(first)


def test_the_registry_caches_in_its_own_installation_folder() -> None:
    folder = pint_cache_folder(Path(pint.__file__).parent)
    assert registry().Quantity(1, "psi").to("Pa").magnitude > 6894
    assert folder.is_dir() and any(folder.iterdir())

"""Identifiers of the installation that are never a place in a case: its tutorials' names
(``pitzDaily``, ``channel395``), its solvers' and its turbulence models', where written as an
identifier (a capital inside or a digit). An everyday word that names a tutorial ("cavity",
"sphere", "elbow") names a thing a request may place a value on, so it is none of these.

Why: a request names the case it starts from ("pitzDaily simpleFoam, U 20 m/s", "the
channel395 flow at 0.2 m/s") and a boundary reader may take the name before a value for the
boundary it is said of; matched loosely against the case's patches, "channel395" became the
channel's walls. Such a name says where the value holds no more than no words do
(``agents.spec.case_entries``).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS
from foam_agent.foamcase.catalog.solvers import SOLVERS
from foam_agent.foamcase.catalog.turbulence import MODELS

__all__ = ["is_installed_name"]


@cache
def _names(tutorials: Path) -> frozenset[str]:
    cases = {path.parent.name for path in tutorials.glob("**/system") if path.is_dir()}
    return frozenset(name.casefold() for name in (*cases, *SOLVERS, *MODELS)
                     if name[1:] != name[1:].lower() or any(char.isdigit() for char in name))


def is_installed_name(word: str, tutorials: Path = DEBIAN_TUTORIALS) -> bool:
    """Whether ``word`` is the identifier of an installed tutorial, a solver or a turbulence
    model (letter case aside)."""
    return word.strip().casefold() in _names(tutorials)

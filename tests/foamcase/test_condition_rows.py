"""The boundary-condition rows held against the installation: every parameter a row gives a
type is an entry some installed tutorial writes under that type.

Why: the rows are typed in by hand, and the request reader binds a parameter only to a type
whose row holds it; a misspelt name (``inletvalue``) would bind words to an entry OpenFOAM
never reads.
"""

from __future__ import annotations

import re
from pathlib import Path

from foam_agent.agents.openfoam import Installation
from foam_agent.foamcase.catalog.conditions import CONDITIONS, condition, parameter_dimensions

_BLOCK = re.compile(r"\{([^{}]*)\}")
_TYPE = re.compile(r"\btype\s+([\w:]+)\s*;")
_KEY = re.compile(r"^\s*(\w+)\s", re.MULTILINE)


def _written(tutorials: Path) -> dict[str, set[str]]:
    """Type → the keys the tutorials' ``0``/``0.orig`` patch entries of that type write."""
    written: dict[str, set[str]] = {}
    for path in tutorials.rglob("*"):
        if path.parent.name not in ("0", "0.orig") or not path.is_file():
            continue
        for block in _BLOCK.finditer(path.read_text(errors="ignore")):
            kind = _TYPE.search(block.group(1))
            if kind is not None:
                written.setdefault(kind.group(1), set()).update(_KEY.findall(block.group(1)))
    return written


def test_every_parameter_is_one_the_installed_tutorials_write_under_its_type(
        installation: Installation) -> None:
    assert installation.tutorials_dir
    written = _written(Path(installation.tutorials_dir))
    missing = [(row.type, parameter.name) for row in CONDITIONS for parameter in row.parameters
               if parameter.name not in written.get(row.type, set())]
    assert not missing, missing
    assert all(row.type in written for row in CONDITIONS)


def test_dimensions_follow_the_field() -> None:
    kelvin = (0, 0, 0, 1, 0, 0, 0)
    gradient = condition("fixedGradient")
    assert gradient is not None
    assert parameter_dimensions(gradient.parameters[0], kelvin) == (0, -1, 0, 1, 0, 0, 0)
    flow = condition("flowRateInletVelocity")
    assert flow is not None and flow.needs == 1
    assert parameter_dimensions(flow.parameters[0], None) == (0, 3, -1, 0, 0, 0, 0)
    inlet = condition("inletOutlet")
    assert inlet is not None and inlet.value_key == "inletValue"
    assert parameter_dimensions(inlet.parameters[0], None) is None

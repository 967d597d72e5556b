"""A premixed flame's equivalence ratio binds to the Xi solvers' ``equivalenceRatio`` entry; a
reactor's stays its mole fractions.

Why: "equivalence ratio 0.9" on an XiFoam case was not understood (no reader bound it) and the
case kept the tutorial's stoichiometric 1.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

FLAME = DEBIAN_TUTORIALS / "combustion" / "XiFoam" / "RAS" / "moriyoshiHomogeneous"


@pytest.mark.parametrize(("prompt", "value"), [
    ("XiFoam moriyoshiHomogeneous with a lean propane flame, equivalence ratio 0.75", 0.75),
    ("Spherical flame in the homogeneous XiFoam box; fuel-air equivalence ratio of 1.2.", 1.2),
])
def test_the_flame_s_equivalence_ratio_is_its_entry(prompt: str, value: float) -> None:
    spec = parse_spec(prompt)
    assert {item.name: item.value for item in spec.stated.properties}["equivalenceRatio"] \
        == pytest.approx(value)
    assert not spec.unparsed


def test_a_reactor_s_equivalence_ratio_stays_its_fractions() -> None:
    spec = parse_spec("chemFoam ignition of n-heptane in air at equivalence ratio 0.5, "
                      "20 bar and 800 K")
    assert "equivalenceRatio" not in {item.name for item in spec.stated.properties}


def test_the_entry_is_written_and_audited(tmp_path: Path) -> None:
    case = copy_tutorial(FLAME, tmp_path / "case")
    spec = parse_spec("XiFoam moriyoshiHomogeneous, equivalence ratio 0.85")
    apply_requirements(case, spec.stated)
    entry = FoamFile(case / "constant" / "combustionProperties")["equivalenceRatio"]
    assert 0.85 in (entry if isinstance(entry, tuple) else (entry,)) \
        or getattr(entry, "value", None) == 0.85
    rows = [row for row in audit_case(spec, case) if "equivalenceRatio" in row.requirement]
    assert rows and all(row.met for row in rows)

"""A liquid named for a case whose every fluid is a perfect gas: said as not applied, and the
audit unmet, instead of silence."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.template.compose import compose
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.spec.parse import parse_spec

MIXING = ("Mixing of hot (60 C) and cold (10 C) water in a T-junction, inlets 1 m/s each, "
          "turbulent, 2 s")


def test_water_in_a_perfect_gas_case_is_said_and_unmet(
        reference: Callable[[str], Reference], installation: Installation,
        tmp_path: Path) -> None:
    """rhoPimpleFoam's TJunction holds air (perfectGas, Sutherland): water's properties have no
    entry there; before, nothing said so and every row of the case was met."""
    spec = parse_spec(MIXING, solvers=installation.applications)
    case = compose(reference("compressible/rhoPimpleFoam/RAS/TJunction"), spec,
                   applications=installation.applications)
    assert any("water is a liquid" in note and "perfect gas" in note for note in case.notes), \
        case.notes
    writer = CaseWriter(tmp_path / "case")
    for relative, text in case.files.items():
        writer.write(relative, text)
    rows = audit_case(spec, tmp_path / "case")
    assert any(not row.met and "water is a liquid" in (row.note or "") for row in rows), rows
    air = parse_spec("air at 300 K through a T-junction, inlet 1 m/s, 2 s",
                     solvers=installation.applications)
    case = compose(reference("compressible/rhoPimpleFoam/RAS/TJunction"), air,
                   applications=installation.applications)
    assert not any("is a liquid" in note for note in case.notes)

"""A stated wedge angle and pipe diameter: read, put into the followed case's own mesh where it
says how (wedge15Ma5's ramp, pipeCyclic's radius), and audited against the mesh as written."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import Written

WEDGE = "compressible/rhoCentralFoam/wedge15Ma5"
OBLIQUE_SHOCK = "compressible/rhoCentralFoam/obliqueShock"
PIPE = "incompressible/simpleFoam/pipeCyclic"
PIPE_REQUEST = "pipe flow, water at 68 F, 2 in diameter, mean velocity 3 ft/s, k-omega SST, steady"



def rows_of(case: Composition, spec: CaseSpec, root: Path) -> dict[str, AuditRow]:
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    return {row.requirement: row for row in audit_case(spec, root)}


def test_wedge_angles_and_pipe_diameters_are_read() -> None:
    """Both were 'not understood' (no geometry reader has a wedge or a pipe)."""
    for prompt, angle in (("Mach 2.5 flow over a 15 degree wedge, inviscid, rhoCentralFoam", 15),
                          ("supersonic flow over a wedge with a half-angle of 10 degrees", 10),
                          ("a 20° wedge at Mach 3", 20)):
        spec = parse_spec(prompt)
        assert spec.stated.wedge_angle is not None and spec.stated.wedge_angle.value == angle
        assert not spec.unparsed, spec.unparsed
    pipe = parse_spec(PIPE_REQUEST)
    assert pipe.stated.pipe_diameter is not None
    assert pipe.stated.pipe_diameter.value == pytest.approx(0.0508)
    assert not pipe.unparsed
    assert parse_spec("Sod shock tube, left p = 1 bar, 1 m diameter").stated.pipe_diameter is None


def test_the_wedge_is_turned_to_the_stated_angle(written: Written, tmp_path: Path) -> None:
    case, spec = written(WEDGE, "Mach 2.5 flow over a 20 degree wedge, inviscid, rhoCentralFoam")
    vertices = FoamFile.loads(case.files["system/blockMeshDict"])["vertices"]
    ramp_end = [point for point in vertices if point[0] == pytest.approx(0.3048)
                and point[1] < 0.15]
    assert len(ramp_end) == 2
    assert math.degrees(math.atan(ramp_end[0][1] / 0.3048)) == pytest.approx(20, abs=1e-6)
    row = rows_of(case, spec, tmp_path / "wedge")["wedge angle (degrees)"]
    assert row.met and row.found == "20"
    same, spec = written(WEDGE, "Mach 2.5 flow over a 15 degree wedge, inviscid, rhoCentralFoam")
    assert rows_of(same, spec, tmp_path / "same")["wedge angle (degrees)"].met
    # A case without a wedge says so, against the stated angle.
    flat, spec = written(OBLIQUE_SHOCK, "Mach 2.5 flow over a 15 degree wedge, rhoCentralFoam")
    row = rows_of(flat, spec, tmp_path / "flat")["wedge angle (degrees)"]
    assert not row.met and "no single sloped wall" in row.note


def test_the_pipe_is_drawn_at_the_stated_diameter(written: Written, tmp_path: Path) -> None:
    case, spec = written(PIPE, PIPE_REQUEST)
    text = case.files["system/blockMeshDict"]
    assert "radius 0.0254;" in " ".join(text.split())
    row = rows_of(case, spec, tmp_path / "pipe")["pipe diameter (m)"]
    assert row.met and row.found == "0.0508"
    other, spec = written("incompressible/simpleFoam/pitzDaily", PIPE_REQUEST)
    row = rows_of(other, spec, tmp_path / "other")["pipe diameter (m)"]
    assert not row.met and "no pipe radius" in row.note

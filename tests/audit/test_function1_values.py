"""A boundary value written as a Function1 ``constant v`` is audited as ``v``.

Why: potentialFoam writes its inlet's ``uniformValue`` back as ``constant (v 0 0)`` when it
ends; the audit read the pair as no vector, and a case holding the stated speed ended unmet.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.code_points import literal_code_points

CYLINDER = Path("/usr/share/doc/openfoam-examples/examples/basic/potentialFoam/cylinder")
FIELD = """FoamFile {{ version 2.0; format ascii; class volVectorField; object U; }}
dimensions [0 1 -1 0 0 0 0];
internalField uniform (0 0 0);
boundaryField
{{
    left {{ type uniformFixedValue; uniformValue {written}; }}
    right {{ type zeroGradient; }}
    cylinder {{ type symmetry; }}
    up {{ type symmetryPlane; }}
    down {{ type symmetryPlane; }}
    defaultFaces {{ type empty; }}
}}
"""


@pytest.mark.parametrize(("written", "met"), [
    ("constant (2.5 0 0)", True), ("(2.5 0 0)", True), ("constant (4 0 0)", False)])
def test_a_constant_function1_holds_its_value(tmp_path: Path, written: str, met: bool) -> None:
    mesh = literal_code_points(gzip.decompress(
        (CYLINDER / "system" / "blockMeshDict.gz").read_bytes()).decode())
    assert mesh is not None
    (tmp_path / "system").mkdir()
    (tmp_path / "system" / "blockMeshDict").write_text(mesh)
    (tmp_path / "system" / "controlDict").write_text(
        (CYLINDER / "system" / "controlDict").read_text())
    (tmp_path / "0").mkdir()
    (tmp_path / "0" / "U").write_text(FIELD.format(written=written))
    spec = parse_spec("potentialFoam past the cylinder, 2.5 m/s entering at the left patch.")
    [row] = [row for row in audit_case(spec, tmp_path) if row.requirement.startswith("U on")]
    assert row.met is met

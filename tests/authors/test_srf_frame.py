"""A stated inflow velocity in a rotating-frame case is absolute, and SRFVelocity takes its
``inletValue`` as absolute only under ``relative no`` (v1912: Urel = inletValue - Omega x r;
under ``relative yes`` Urel = inletValue). The editor switches a ``relative yes`` inlet it
writes a stated velocity into, and the audit holds the switch as a row."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.frame import frame_rows
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.physics.mesh import boundary_faces
from foam_agent.agents.physics.reading import read_field, read_mesh_patches
from foam_agent.agents.spec.parse import parse_spec

MIXER = "incompressible/SRFSimpleFoam/mixer"
PROMPT = "SRFSimpleFoam mixer at 1000 rpm; water enters through the inlet at 5 m/s"


def _relative_yes(root: Path) -> None:
    FoamFile(root / "0" / "Urel")["boundaryField", "inlet", "relative"] = True


def test_a_stated_velocity_turns_relative_yes_to_no(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(MIXER)
    _relative_yes(root)
    spec = parse_spec(PROMPT)
    report = apply_requirements(root, spec.stated)
    inlet = FoamFile(root / "0" / "Urel")["boundaryField", "inlet"]
    assert list(inlet["inletValue"]) == [0, 0, -5]  # type: ignore[index]
    assert inlet["relative"] is False  # type: ignore[index]
    assert any(edit.keys == ("boundaryField", "inlet", "relative") and edit.old is True
               for edit in report.edits), report.edits
    rows = frame_rows(spec.stated, root)
    assert len(rows) == 1 and rows[0].met and rows[0].found == "no", rows
    assert rows[0].entry == "boundaryField/inlet/relative"


def test_the_audit_flags_an_absolute_velocity_held_as_relative(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(MIXER)
    _relative_yes(root)
    FoamFile(root / "0" / "Urel")["boundaryField", "inlet", "inletValue"] = [0, 0, -5]
    spec = parse_spec(PROMPT)
    rows = frame_rows(spec.stated, root)
    assert len(rows) == 1 and not rows[0].met and rows[0].found == "yes", rows
    assert "relative to the turning frame" in rows[0].note
    audited = [row for row in audit_case(spec, root) if row.requirement.startswith("frame")]
    assert audited == rows


def test_no_frame_row_where_the_condition_has_no_switch(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("incompressible/simpleFoam/pitzDaily")
    assert frame_rows(parse_spec("pitzDaily, inlet at 5 m/s").stated, root) == []


@pytest.mark.slow
def test_relative_no_takes_the_inlet_value_in_the_absolute_frame(
        tutorial_case: Callable[[str], Path]) -> None:
    """What SRFSimpleFoam itself writes on the inlet after one iteration: inletValue minus
    the frame's velocity Omega x r at each face (1000 rpm about z)."""
    root = tutorial_case(MIXER)
    with FoamFile(root / "system" / "controlDict") as control:
        control["endTime"] = 1
        control["writeInterval"] = 1
    environment = {**os.environ, "WM_PROJECT_DIR": "/usr/share/openfoam"}
    for program in ("blockMesh", "SRFSimpleFoam"):
        subprocess.run([program, "-case", str(root)], env=environment, check=True,
                       capture_output=True, timeout=300)
    written = read_field(root, "1", "Urel", vector=True)
    assert written is not None and written.patches["inlet"].values is not None
    patch = [item for item in read_mesh_patches(root) if item.name == "inlet"]
    faces = boundary_faces(root, patch)
    assert faces is not None and faces["inlet"].centres is not None
    omega = np.array([0.0, 0.0, 1000 * 2 * np.pi / 60])
    expected = np.array([0.0, 0.0, -10.0]) - np.cross(omega, faces["inlet"].centres)
    assert np.abs(expected).max() > 10.2  # the frame's part is no round-off
    assert np.allclose(written.patches["inlet"].values, expected, atol=1e-2)

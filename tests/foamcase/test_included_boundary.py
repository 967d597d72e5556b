"""A blockMeshDict that takes in a boundary file the case's scripts make: the patches that file
brings are the case's too, known from its field files (``foamcase.case.files.mesh_patches``).

helmholtzResonance's blockMeshDict lists its walls and ``#include``s
``blockMeshDict.caseBoundary``, which its Allrun links to one of two files before blockMesh
runs; read from the dictionary alone the case had no ``inlet`` nor ``plenum``, and every value
said of them was refused.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import includes_unheld, mesh_patches
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

RESONATOR = DEBIAN_TUTORIALS / "compressible" / "rhoPimpleFoam" / "laminar" / "helmholtzResonance"
PITZ_DAILY = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"


def _copy(tutorial: Path, tmp_path: Path) -> Path:
    if not tutorial.is_dir():
        pytest.fail(f"the installation has no {tutorial}")
    return copy_tutorial(tutorial, tmp_path / "case")


def test_the_field_files_name_the_patches_an_unheld_include_brings(tmp_path: Path) -> None:
    case = _copy(RESONATOR, tmp_path)
    assert includes_unheld(case / "system" / "blockMeshDict")
    assert {"inlet", "plenum", "walls"} <= set(mesh_patches(case))


def test_a_dictionary_including_nothing_keeps_its_own_patches(tmp_path: Path) -> None:
    case = _copy(PITZ_DAILY, tmp_path)
    assert not includes_unheld(case / "system" / "blockMeshDict")
    (case / "0" / "U").write_text((case / "0" / "U").read_text().replace(
        "outlet\n", "outlet\n    {\n        type zeroGradient;\n    }\n    ghost\n", 1))
    assert "ghost" not in mesh_patches(case)


def test_a_condition_s_parameters_on_an_included_patch_are_written(tmp_path: Path) -> None:
    case = _copy(RESONATOR, tmp_path)
    request = ("rhoPimpleFoam helmholtzResonance: inlet flowRateInletVelocity with massFlowRate "
               "0.5 g/s; plenum plenumPressure with plenumVolume 0.4 L.")
    spec = bind_to_case(parse_spec(request), case)
    apply_requirements(case, spec.stated)
    assert FoamFieldFile(case / "0" / "U").boundary_field["inlet"]["massFlowRate"] == 0.0005
    assert FoamFieldFile(case / "0" / "p").boundary_field["plenum"]["plenumVolume"] == 0.0004
    rows = [row for row in audit_case(spec, case) if row.phrase]
    assert rows and all(row.met for row in rows), [row for row in rows if not row.met]

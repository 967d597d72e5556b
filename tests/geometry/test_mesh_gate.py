"""The mesh-quality gate end to end: the runner calls a mesh that checkMesh fails a
``mesh_error`` with its numbers, and the template reviewer's rule for generated meshes fixes it
(restores the generated input, or grades it gentler) so the case runs."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from pathlib import Path

import pytest

from foam_agent.agents.authors.base import ReviewRequest
from foam_agent.agents.authors.template.compose import Composition, requirements_for
from foam_agent.agents.authors.template.review import ReviewContext, repair
from foam_agent.agents.geometry.apply import BLOCK_MESH_DICT, apply_geometry
from foam_agent.agents.geometry.blockmesh import Grading
from foam_agent.agents.geometry.checkmesh import mesh_quality, parse_check_mesh
from foam_agent.agents.geometry.mesh_repair import generated_mesh_fix
from foam_agent.agents.runners import LocalRunner, RunResult
from foam_agent.agents.spec.parse import parse_spec
from tests.geometry.conftest import PIMPLE_PITZ_DAILY, run_utility, write_case
from tests.geometry.test_checkmesh import FOLDED, SQUARE

#: A one-block case icoFoam runs: the check-mesh test's blocks, fields for its two patches.
FIELD = """FoamFile {{ version 2.0; format ascii; class {kind}; object {name}; }}
dimensions {dimensions};
internalField uniform {value};
boundaryField {{ walls {{ type {wall}; {extra} }} frontAndBack {{ type empty; }} }}
"""
ALLRUN = """#!/bin/sh
cd "${0%/*}" || exit 1
. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions
runApplication blockMesh
runApplication checkMesh
runApplication $(getApplication)
"""


def _one_block_case(block_mesh_dict: str) -> dict[str, str]:
    return {
        "system/blockMeshDict": block_mesh_dict,
        "0/U": FIELD.format(kind="volVectorField", name="U", dimensions="[0 1 -1 0 0 0 0]",
                            value="(0 0 0)", wall="fixedValue", extra="value uniform (1 0 0);"),
        "0/p": FIELD.format(kind="volScalarField", name="p", dimensions="[0 2 -2 0 0 0 0]",
                            value="0", wall="zeroGradient", extra=""),
        "constant/transportProperties": "FoamFile { version 2.0; format ascii; class "
                                        "dictionary; object transportProperties; }\n"
                                        "nu [0 2 -1 0 0 0 0] 0.01;\n",
        "Allrun": ALLRUN,
    }


def _short(case: Path) -> None:
    control = case / "system/controlDict"
    text = re.sub(r"endTime\s+[^;]+;", "endTime 0.02;", control.read_text())
    control.write_text(text)


@pytest.mark.parametrize(("mesh", "ok"), [(FOLDED, False), (SQUARE, True)])
def test_runner_classifies_a_mesh_check_mesh_fails(
        mesh: str, ok: bool, bare_case: Callable[[Mapping[str, str]], Path]) -> None:
    """The folded block: whatever icoFoam then does, the run is a mesh_error carrying
    checkMesh's numbers; the good block runs to success through the same gate."""
    case = bare_case(_one_block_case(mesh))
    (case / "Allrun").chmod(0o755)
    _short(case)
    result = LocalRunner(timeout_s=300).run(case)
    if ok:
        assert result.ok, result.message
        return
    assert result.status == "failed" and result.error_class == "mesh_error", result
    assert result.message.startswith("mesh_error: checkMesh failed 4 check(s)"), result.message
    assert "cells with zero or negative volume" in result.message
    assert "max non-orthogonality" in result.message and "max skewness" in result.message


def _fold_first_block(text: str) -> str:
    """An edit that folds the generated mesh: the first block's bottom edge becomes an arc
    bulging through its top (the kind of change a careless author makes)."""
    numbers = r"([-\d.e+]+)"
    points = re.findall(rf"^\s*\({numbers} {numbers} {numbers}\)\s*$", text.split("blocks")[0],
                        re.MULTILINE)
    first = re.search(r"hex \((\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)\)", text)
    assert first is not None
    a, b, c, _, e, f, _, _ = (int(label) for label in first.groups())
    (xa, ya, za), (xb, _, _), (_, yc, _), (_, _, ze) = (
        tuple(float(v) for v in points[i]) for i in (a, b, c, e))
    middle_y = ya + 1.3 * (yc - ya)
    arcs = (f"    arc {a} {b} ({(xa + xb) / 2:g} {middle_y:g} {za:g})\n"
            f"    arc {e} {f} ({(xa + xb) / 2:g} {middle_y:g} {ze:g})\n")
    return text.replace("edges\n(\n", "edges\n(\n" + arcs, 1)


SQUARE_PROMPT = ("Laminar flow with pimpleFoam past a square obstacle of side 1 m centred at "
                 "(3 m, 2 m) in a 2D channel 12 m long and 4 m high, at most 2000 cells; inlet "
                 "velocity 1 m/s, kinematic viscosity 0.01 m2/s, run until 0.2 s")


@pytest.mark.slow
def test_broken_generated_mesh_is_fixed_by_the_reviewer_and_runs(
        composed: Callable[[str, str], Composition], tmp_path: Path) -> None:
    """Break -> fix -> run: the generated blockMeshDict folded by an edit fails checkMesh, the
    runner says mesh_error, the reviewer's rule puts the generated mesh back (not the
    tutorial's, whose patches the fields no longer use), and the case runs."""
    spec = parse_spec(SQUARE_PROMPT)
    assert spec.geometry is not None
    composition = composed(SQUARE_PROMPT, PIMPLE_PITZ_DAILY)
    applied = apply_geometry(composition.files, spec.geometry, dialect="esi-1912")
    baseline = {name: text for name, text in {**composition.files, **applied.files}.items()
                if name not in applied.deletions}
    broken = {**baseline, BLOCK_MESH_DICT: _fold_first_block(baseline[BLOCK_MESH_DICT])}
    case = tmp_path / "case"
    write_case(case, broken)
    failed = LocalRunner(timeout_s=300).run(case)
    assert failed.error_class == "mesh_error", failed
    assert "negative volume" in failed.message

    request = ReviewRequest(prompt=SQUARE_PROMPT, spec=spec, dialect="esi-1912", files=broken,
                            run=failed)
    context = ReviewContext(reference=None, requirements=requirements_for(spec, broken),
                            baseline=baseline)
    fix = repair(request, "mesh_error", context)
    assert fix.files == {BLOCK_MESH_DICT: baseline[BLOCK_MESH_DICT]}, fix.notes
    assert fix.notes[0].startswith(f"{BLOCK_MESH_DICT}: the generated mesh input restored")
    assert "negative volume" in fix.notes[0]

    write_case(case, {**broken, **fix.files})
    result = LocalRunner(timeout_s=300).run(case)
    assert result.ok, result.message
    quality = mesh_quality(case)
    assert quality is not None and quality.ok


def _review_request(prompt: str, message: str) -> ReviewRequest:
    run = RunResult(status="failed", error_class="mesh_error", message=message,
                    dialect="esi-1912", runner="local")
    return ReviewRequest(prompt=prompt, spec=parse_spec(prompt), dialect="esi-1912", files={},
                         run=run)


def test_generated_mesh_that_fails_is_regraded_until_uniform(
        bare_case: Callable[[Mapping[str, str]], Path]) -> None:
    """A generated mesh checkMesh failed as generated: each review halves its grading (real
    blockMesh + checkMesh pass each one, within the cell bound), until it is uniform and the
    rule says it has nothing left."""
    prompt = ("flow past a circular cylinder of diameter 0.5 m centred at (3 m, 1 m) in a "
              "channel 12 m long and 2 m high, at most 8000 cells")
    request = _review_request(prompt, "mesh_error: checkMesh failed 1 check(s); max skewness "
                                      "4.5 (limit 4) — refine the mesh")
    spec = request.spec
    assert spec.geometry is not None
    baseline = apply_geometry({}, spec.geometry, dialect="esi-1912").files
    case = bare_case({BLOCK_MESH_DICT: baseline[BLOCK_MESH_DICT]})
    seen = [Grading.of(baseline[BLOCK_MESH_DICT])]
    for expected in (Grading(2, 2), Grading(1, 1)):
        notes = generated_mesh_fix(case, "mesh_error", request, baseline)
        assert len(notes) == 1 and "regenerated with gentler grading" in notes[0], notes
        assert "max skewness 4.5" in notes[0]
        text = (case / BLOCK_MESH_DICT).read_text()
        seen.append(Grading.of(text))
        assert seen[-1] == expected
        assert run_utility(case, "blockMesh").returncode == 0
        quality = parse_check_mesh(run_utility(case, "checkMesh").stdout)
        assert quality.ok and quality.cells is not None and quality.cells <= 8000
    assert seen[0] == Grading()
    left = generated_mesh_fix(case, "mesh_error", request, baseline)
    assert left and left[0].startswith("no rule-based fix: the generated mesh is already uniform")


def test_rule_leaves_other_meshes_and_classes_alone(tmp_path: Path) -> None:
    """No generated geometry, another error class, or a tutorial's own blockMeshDict: the rule
    does nothing, so the reviewer's other rules keep those."""
    prompt = "flow past a circular cylinder of diameter 0.5 m in a channel 12 m long, 2 m high"
    request = _review_request(prompt, "mesh_error: checkMesh failed 1 check(s)")
    assert request.spec.geometry is not None
    baseline = apply_geometry({}, request.spec.geometry, dialect="esi-1912").files
    assert generated_mesh_fix(tmp_path, "numerical_instability", request, baseline) == []
    assert generated_mesh_fix(tmp_path, "mesh_error", request, None) == []
    tutorial = {BLOCK_MESH_DICT: "FoamFile { object blockMeshDict; }\nscale 1;\n"}
    assert generated_mesh_fix(tmp_path, "mesh_error", request, tutorial) == []
    cavity = _review_request("lid-driven cavity with icoFoam", "mesh_error: checkMesh failed")
    assert generated_mesh_fix(tmp_path, "mesh_error", cavity, baseline) == []

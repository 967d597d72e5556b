"""One audit row per requested output: met when its function object is in controlDict, and
once the solver has run, only when the object wrote its data; unmet with the reason
otherwise."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import parse_spec
from tests.conftest import CAVITY

PROMPT = ("icoFoam cavity, lid 1 m/s. Report the drag on the lid and write the vorticity.")


def _written(tutorial_case: Callable[[str], Path]) -> tuple[CaseSpec, Path]:
    spec = parse_spec(PROMPT)
    root = tutorial_case(CAVITY)
    apply_requirements(root, spec.stated)
    return spec, root


def _outputs(spec: CaseSpec, root: Path) -> dict[str, tuple[bool, str]]:
    return {row.requirement: (row.met, row.note) for row in audit_case(spec, root)
            if row.requirement.startswith("output")}


def test_a_written_object_is_met_before_the_run(tutorial_case: Callable[[str], Path]) -> None:
    spec, root = _written(tutorial_case)
    rows = _outputs(spec, root)
    assert rows == {
        "output: drag on 'lid'": (True, rows["output: drag on 'lid'"][1]),
        "output: vorticity field": (True, "in controlDict; its data are written when the "
                                          "case runs"),
    }
    assert "rhoInf 1" in rows["output: drag on 'lid'"][1]


def test_a_missing_or_different_object_is_unmet(tutorial_case: Callable[[str], Path]) -> None:
    spec, root = _written(tutorial_case)
    control = FoamFile(root / "system" / "controlDict")
    control["functions", "forces", "patches"] = ["fixedWalls"]
    del control["functions", "vorticity"]
    rows = _outputs(spec, root)
    assert not any(met for met, _ in rows.values())
    assert all("no function object" in note for _, note in rows.values())


def test_after_a_run_only_written_data_meets_it(tutorial_case: Callable[[str], Path]) -> None:
    """The runner clears logs and postProcessing before each run, so a solver log with no
    data of the object means this run did not write it."""
    spec, root = _written(tutorial_case)
    (root / "log.icoFoam").write_text("End\n")
    rows = _outputs(spec, root)
    assert [met for met, _ in rows.values()] == [False, False]
    assert all("wrote no data" in note for _, note in rows.values())
    forces = root / "postProcessing" / "forces" / "0"
    forces.mkdir(parents=True)
    (forces / "force.dat").write_text("# Time total_x total_y total_z\n"
                                      "0.005 (1 2 0) (1 2 0) (0 0 0)\n")
    (root / "0.5").mkdir()
    (root / "0.5" / "vorticity").write_text("FoamFile {}\n")
    rows = _outputs(spec, root)
    assert rows["output: drag on 'lid'"][0]
    assert "postProcessing/forces/0/force.dat (1 data lines)" in rows["output: drag on 'lid'"][1]
    assert rows["output: vorticity field"] == (True, "the run wrote 0.5/vorticity")

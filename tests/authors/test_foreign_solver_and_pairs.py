"""A solver named in another dialect allows every v1912 solver it covers, and an unnamed pair of
walls ("one wall … the other") takes the case's own pair.

Foundation's ``buoyantFoam`` runs Bénard cells with a Boussinesq equation of state; v1912 runs
them with buoyantBoussinesqPimpleFoam. Mapping the name to buoyantPimpleFoam alone followed a
thermocouple case for every FoamBench Bénard request, and their "one wall has a temperature of
310 K, while the other has 295 K" was not understood.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.resolve import resolve_relative
from tests.authors.conftest import build_reference, write_case

BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"
HOT_ROOM = "heatTransfer/buoyantPimpleFoam/hotRoom"
CAVITY = "incompressible/icoFoam/cavity/cavity"
PROMPT = ("Perform a 3D Bernard Cell simulation using OpenFOAM buoyantFoam solver. The "
          "computational domain spans 9 m x 1 m x 2 m. The simulation begins at t=0 seconds and "
          "runs until t = 1000 seconds with a time step of 1 second, and results are written at "
          "intervals of every 50 seconds. One wall has a temperature of 290 K, while the other "
          "has a temperature of 305 K.")


def _wall_temperature(case: Path, patch: str) -> float:
    return float(FoamFile(case / "0/T")["boundaryField"][patch]["value"])


def test_the_pair_is_read_as_one_statement_of_two_values() -> None:
    spec = parse_spec(PROMPT)
    (pair,) = spec.stated.paired
    assert (pair.field, pair.first, pair.second) == ("T", 290.0, 305.0)
    assert not any("290" in phrase or "305" in phrase for phrase in spec.stated.ignored)
    named = parse_spec("The floor is at 305 K and the ceiling at 290 K.")
    assert named.stated.paired == ()


def test_a_foreign_name_follows_the_tutorial_of_any_solver_it_covers(
        author: TemplateAuthor, tutorials_dir: Path,
        write_request: Callable[..., WriteRequest], tmp_path: Path) -> None:
    retrieved: list[Reference] = [build_reference(tutorials_dir, BENARD, 0.92)]
    request = write_request(PROMPT, retrieved)
    assert request.spec.regime.solver_choices[:2] == ("buoyantPimpleFoam",
                                                      "buoyantBoussinesqPimpleFoam")
    assert author.plan(request).value.reference_case == BENARD
    case = tmp_path / "benard"
    write_case(author, request, case)
    # The tutorial heats the floor (301 K) under the ceiling (300 K): the hotter stated value
    # goes to the floor, so the layer stays heated from below.
    assert _wall_temperature(case, "floor") == 305.0
    assert _wall_temperature(case, "ceiling") == 290.0
    rows = audit_case(request.spec, case)
    unmet = [row for row in rows if not row.met]
    assert not unmet, unmet
    solver_row = next(row for row in rows if row.requirement == "solver")
    # buoyantFoam's Bénard cells are a Boussinesq equation of state: the tutorial is written
    # for the buoyant solver (foam_agent.agents.authors.editors.boussinesq_state).
    assert solver_row.found == "buoyantPimpleFoam"
    thermo = FoamFile(case / "constant/thermophysicalProperties")
    assert thermo["thermoType"]["equationOfState"] == "Boussinesq"
    paired = [row for row in rows if row.entry and row.entry.startswith("boundaryField/")
              and row.file == "0/T"]
    assert {row.entry for row in paired} >= {"boundaryField/floor/value",
                                             "boundaryField/ceiling/value"}


def test_the_pair_swapped_or_changed_fails_the_audit(
        author: TemplateAuthor, tutorials_dir: Path,
        write_request: Callable[..., WriteRequest], tmp_path: Path) -> None:
    benard = build_reference(tutorials_dir, BENARD, 0.92)
    request = write_request(PROMPT, [benard])
    case = tmp_path / "benard"
    write_case(author, request, case)
    written = (case / "0/T").read_text()
    assert not [row for row in audit_case(request.spec, case, benard.files) if not row.met]
    # Heated from above: the followed case ranks its floor the hotter, so the audit, given the
    # case as followed, expects 305 K there.
    swapped = written.replace("305", "SWAP").replace("290", "305").replace("SWAP", "290")
    (case / "0/T").write_text(swapped)
    unmet = [row for row in audit_case(request.spec, case, benard.files) if not row.met]
    assert {row.entry for row in unmet} == {"boundaryField/floor/value",
                                           "boundaryField/ceiling/value"}
    (case / "0/T").write_text(written.replace("290", "296"))
    unmet = [row for row in audit_case(request.spec, case) if not row.met]
    assert [row.entry for row in unmet] == ["boundaryField/ceiling/value"]


def test_a_case_without_a_pair_reports_the_values_not_applied(
        reference: Callable[[str], Reference], tmp_path: Path) -> None:
    spec = parse_spec("icoFoam cavity. One wall has a temperature of 310 K, while the other "
                      "has a temperature of 300 K.")
    case = tmp_path / "cavity"
    case.mkdir()
    for name, text in reference(CAVITY).files.items():
        (case / name).parent.mkdir(parents=True, exist_ok=True)
        (case / name).write_text(text)
    resolution = resolve_relative(spec, case, case)
    assert resolution.values == ()
    assert resolution.problems and "no two patches" in resolution.problems[0][1]


def test_three_fixed_walls_name_no_pair(reference: Callable[[str], Reference],
                                        tmp_path: Path) -> None:
    from foam_agent.foamcase.case.paired import ranked_pair

    case = tmp_path / "room"
    for name, text in reference(HOT_ROOM).files.items():
        (case / name).parent.mkdir(parents=True, exist_ok=True)
        (case / name).write_text(text)
    assert ranked_pair(case, "T") is None


@pytest.mark.slow
def test_the_benard_case_runs_heated_from_below(
        author: TemplateAuthor, runner: LocalRunner, tutorials_dir: Path,
        write_request: Callable[..., WriteRequest], tmp_path: Path) -> None:
    prompt = PROMPT.replace("t = 1000 seconds", "t = 20 seconds").replace(
        "every 50 seconds", "every 10 seconds")
    request = write_request(prompt, [build_reference(tutorials_dir, BENARD, 0.92)])
    case = tmp_path / "benard"
    write_case(author, request, case)
    assert runner.run(case).status == "success"
    assert not [row for row in audit_case(request.spec, case) if not row.met]

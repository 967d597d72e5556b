"""A start state said of a multiphase case's fluid: a temperature of the mixture goes to each
phase's own field where the case keeps one per phase (twoPhaseEulerFoam's T.air and T.water,
no T), a temperature said of one phase only to that phase's; a list of the phases' fractions
goes to each alpha field. Written and audited alike. The wordings are this file's own."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from tests.authors.conftest import Written

BUBBLES = "multiphase/twoPhaseEulerFoam/laminar/bubbleColumn"
MIXER = "multiphase/multiphaseEulerFoam/mixerVessel2D"


def internal(case: Composition, name: str) -> object:
    text = case.files.get(f"0/{name}") or case.files.get(f"0/{name}.orig")
    assert text is not None, sorted(case.files)
    return FoamFile.loads(text)["internalField"]


def write(case: Composition, root: Path) -> Path:
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    return root


def test_a_start_temperature_of_the_mixture_is_each_phases(written: Written,
                                                          tmp_path: Path) -> None:
    case, spec = written(BUBBLES, "twoPhaseEulerFoam bubble column: air bubbling through "
                                  "water; everything starts at 310 K. Run 5 s.")
    assert (internal(case, "T.air"), internal(case, "T.water")) == (310, 310)
    rows = [row for row in audit_case(spec, write(case, tmp_path / "both"))
            if row.requirement.startswith("T on internalField")]
    assert sorted(row.requirement for row in rows) == [
        "T on internalField (air)", "T on internalField (water)"]
    assert all(row.met for row in rows), rows


def test_a_start_temperature_said_of_one_phase_is_that_phases(written: Written,
                                                             tmp_path: Path) -> None:
    case, spec = written(BUBBLES, "twoPhaseEulerFoam bubble column; the water is initially "
                                  "at 330 K. Run 5 s.")
    air = FoamFile.loads(case.files.get("0/T.air") or "")["internalField"]
    assert internal(case, "T.water") == 330 and air != 330
    rows = [row for row in audit_case(spec, write(case, tmp_path / "one"))
            if row.requirement.startswith("T on internalField")]
    assert [row.requirement for row in rows] == ["T on internalField (water)"] and rows[0].met


def test_a_list_of_fractions_sets_each_phase(written: Written) -> None:
    case, _ = written(MIXER, "multiphaseEulerFoam mixer. Initial phase fractions: water 40 %, "
                             "oil 30 %, mercury 10 % and air 20 %. Run 2 s.")
    assert [internal(case, f"alpha.{phase}") for phase in ("water", "oil", "mercury", "air")] \
        == pytest.approx([0.4, 0.3, 0.1, 0.2])

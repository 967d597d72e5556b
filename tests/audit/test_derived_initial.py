"""A temperature derived from the fluid's stated state ("the air sits at 40 °C") is checked
against the written internal field: the audit used to look for a patch called
``internalField``, found none, and left a correct case unmet with nothing found."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS
from tests.conftest import set_entry

SHOCK_TUBE = DEBIAN_TUTORIALS / "compressible" / "rhoCentralFoam" / "shockTube"
PROMPT = ("Shock tube. Left of the membrane (upstream) the air sits at 2 bar and 40 °C, "
          "right of it (downstream) at 0.4 bar and 15 °C.")


@pytest.mark.parametrize(("internal", "met"), [("uniform 313.15", True),
                                               ("uniform 348.4", False)])
def test_a_derived_initial_temperature_is_held_against_the_internal_field(
        tmp_path: Path, internal: str, met: bool) -> None:
    case = copy_tutorial(SHOCK_TUBE, tmp_path / "shockTube")
    if not (case / "0").exists():
        shutil.copytree(case / "0.orig", case / "0")
    set_entry(case / "0" / "T", "internalField", internal)
    spec = parse_spec(PROMPT, solvers={"rhoCentralFoam"})
    rows = [row for row in audit_case(spec, case)
            if row.requirement == "T (initial field, derived)"]
    assert len(rows) == 1
    assert rows[0].met is met
    assert rows[0].entry == "internalField" and rows[0].found == internal.split()[-1]

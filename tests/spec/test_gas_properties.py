"""One reading of a perfect gas's R and gamma, shared by the Mach derivation and the audit."""

from __future__ import annotations

import math
from pathlib import Path

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.memory import read_tutorial
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.spec.derive import gas_properties, speed_of_sound
from foam_agent.agents.spec.parse import parse_spec

FORWARD_STEP = "compressible/rhoCentralFoam/forwardStep"


def test_air_has_r_287_and_gamma_1_4() -> None:
    gas = gas_properties({"mixture": {"specie": {"molWeight": 28.96},
                                      "thermodynamics": {"Cp": 1004.5, "Hf": 0}}})
    assert gas is not None
    assert math.isclose(gas.gas_constant, 287.1, rel_tol=1e-3)
    assert math.isclose(gas.gamma, 1.4, rel_tol=2e-3)
    assert "molWeight 28.96" in gas.formula


def test_no_perfect_gas_without_cp_or_with_cp_below_r() -> None:
    assert gas_properties({"mixture": {"specie": {"molWeight": 28.96}}}) is None
    assert gas_properties({"mixture": {"specie": {"molWeight": 28.96},
                                       "thermodynamics": {"Cp": 100}}}) is None


def test_mach_derivation_and_audit_read_the_same_gas() -> None:
    installation = find_local_installation()
    tutorial = read_tutorial(Path(str(installation.tutorials_dir)), FORWARD_STEP)
    spec = parse_spec("forward step, gamma = 1.4 and R = 0.714, until t = 1",
                      solvers=installation.applications)
    with workspace(tutorial.files) as root:
        sound = speed_of_sound(root, None)
        rows = audit_case(spec, root)
    # The tutorial's gas is normalised so that c = 1 at T = 1.
    assert sound is not None and math.isclose(sound[0], 1.0, rel_tol=1e-4)
    gas_rows = {row.requirement: row for row in rows
                if row.requirement in ("gas constant R", "specific heat ratio")}
    assert set(gas_rows) == {"gas constant R", "specific heat ratio"}
    assert all(row.met for row in gas_rows.values()), gas_rows
    assert "gamma = Cp / (Cp - R)" in gas_rows["gas constant R"].note
    wrong = parse_spec("forward step, gamma = 1.3, until t = 1",
                       solvers=installation.applications)
    with workspace(tutorial.files) as root:
        ratio = next(row for row in audit_case(wrong, root)
                     if row.requirement == "specific heat ratio")
    assert not ratio.met and ratio.found is not None and ratio.found.startswith("1.4")

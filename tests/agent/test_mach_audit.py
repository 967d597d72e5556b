"""The audit's Mach row reads the Mach number the written case really has at its inlet,
|U| / sqrt(gamma R T), from the case's own U, T and gas, whatever the derivation said."""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.memory import read_tutorial
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.spec.parse import parse_spec

FORWARD_STEP = "compressible/rhoCentralFoam/forwardStep"
#: forwardStep's inlet (its gas is normalised: c = 1 at T = 1, so U = 3 is Mach 3).
INLET_U = "uniform (3 0 0)"


def mach_row(prompt: str, inlet_u: str) -> AuditRow:
    installation = find_local_installation()
    tutorial = read_tutorial(Path(str(installation.tutorials_dir)), FORWARD_STEP)
    files = dict(tutorial.files)
    assert INLET_U in files["0/U"]
    files["0/U"] = files["0/U"].replace(INLET_U, inlet_u)
    spec = parse_spec(prompt, solvers=installation.applications)
    with workspace(files) as root:
        rows = audit_case(spec, root)
    (row,) = [row for row in rows if row.requirement == "Mach number at the inlet"]
    return row


def test_the_tutorials_own_inlet_is_mach_3() -> None:
    row = mach_row("rhoCentralFoam forward step at Mach 3, until t = 1", INLET_U)
    assert row.met and row.found == "3", row
    assert "T = 1 K" in row.note


def test_a_speed_derived_for_a_temperature_the_case_does_not_have_is_unmet() -> None:
    """The wedge request "Mach 2.5 ... 250 K" wrote U = 2.5 sqrt(1.4 x 0.714 x 250) = 39.5
    while the normalised case kept T = 1: a Mach 40 inlet, which the |U| row called met."""
    row = mach_row("rhoCentralFoam forward step at Mach 2.5, until t = 1",
                   "uniform (39.5283 0 0)")
    assert not row.met and row.found is not None and float(row.found) > 39, row

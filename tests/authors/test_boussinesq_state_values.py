"""Values stated for a Boussinesq case that the author rewrote for the buoyant solver (the
request names Foundation's ``buoyantFoam``): ν, β and T_ref have no ``transportProperties``
there, and are written and audited where the equation of state keeps them.

The tutorial is the installed BenardCells; the rewrite is the author's own.
"""

from __future__ import annotations

import re
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.boussinesq_state import in_stated_formulation
from foam_agent.agents.authors.editors.workspace import read_back, workspace
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.locations import Location, locate
from tests.authors.conftest import build_reference

BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"
THERMO = "constant/thermophysicalProperties"
REQUEST = ("Rayleigh-Benard convection with buoyantFoam: kinematic viscosity 3e-4 m^2/s, "
           "Prandtl number 0.9, expansion coefficient beta = 2.5e-3 1/K and a reference "
           "temperature TRef of 295 K. Run 2 s.")


def test_the_equation_of_state_is_where_a_kinematic_entry_lives(tutorials_dir: Path) -> None:
    rewritten, _ = in_stated_formulation(build_reference(tutorials_dir, BENARD), "buoyantFoam")
    files = rewritten.files
    assert locate("TRef", files) == [Location(
        THERMO, ("mixture", "equationOfState", "T0"), None,
        "a Boussinesq equation of state keeps TRef as equationOfState/T0")]
    assert [item.keys for item in locate("beta", files)] == [
        ("mixture", "equationOfState", "beta")]
    # rho0 is 1, so mu holds the kinematic viscosity's number.
    assert [item.keys for item in locate("nu", files)] == [("mixture", "transport", "mu")]
    assert [item.keys for item in locate("Pr", files)] == [("mixture", "transport", "Pr")]
    # With another rho0, mu = rho0 nu is not nu's number: no place is offered for nu.
    heavier = re.sub(r"rho0\s+1(\.0)?;", "rho0 998;", files[THERMO])
    assert heavier != files[THERMO]
    assert locate("nu", {**files, THERMO: heavier}) == []
    assert [item.keys for item in locate("TRef", {**files, THERMO: heavier})] == [
        ("mixture", "equationOfState", "T0")]


def test_stated_nu_beta_and_tref_are_written_and_met(tutorials_dir: Path,
                                                      tmp_path: Path) -> None:
    rewritten, _ = in_stated_formulation(build_reference(tutorials_dir, BENARD), "buoyantFoam")
    spec = parse_spec(REQUEST)
    with workspace(rewritten.files) as root:
        apply_requirements(root, spec.stated)
        files = read_back(root)
    mixture = FoamFile.loads(files[THERMO])["mixture"]
    assert mixture["transport"]["mu"] == 3e-4
    assert mixture["transport"]["Pr"] == 0.9
    assert mixture["equationOfState"]["beta"] == 2.5e-3
    assert mixture["equationOfState"]["T0"] == 295
    case = tmp_path / "benard"
    CaseWriter(case).apply(files, [])
    rows = {row.requirement: row for row in audit_case(spec, case)}
    for name, entry in (("nu", "mixture/transport/mu"), ("TRef", "mixture/equationOfState/T0"),
                        ("beta", "mixture/equationOfState/beta")):
        assert rows[name].met, rows[name]
        assert rows[name].entry == entry

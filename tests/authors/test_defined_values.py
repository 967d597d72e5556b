"""Values a case defines once and reads elsewhere: turbineSiting's ``Uref``, ``Zref`` and
``z0`` in ``0.orig/include/ABLConditions`` (included into the inlet's condition), its
``turbulentKE`` in ``include/initialConditions`` (read as ``$turbulentKE``), rotorDisk's
``kInlet`` above 0/k's own entries.

The reader binds each by the case's own name (or the catalog's name of the quantity), the
editor writes it at its definition, once, and the audit reads it back from there; before,
the harvest skipped includes and macros and each such value was "not understood".
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.definitions import case_definitions
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS, case_vocabulary

SITING = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "turbineSiting"
ROTOR = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "rotorDisk"
ABL = "include/ABLConditions"


def test_definitions_follow_includes_and_macros() -> None:
    found = case_definitions(SITING)
    assert {name: found[name].file for name in ("Uref", "Zref", "z0", "turbulentKE")} == {
        "Uref": ABL, "Zref": ABL, "z0": ABL, "turbulentKE": "include/initialConditions"}
    # Read by 0/k's internal field: k's dimensions; an included condition's entry has none.
    assert found["turbulentKE"].dimensions == (0, 2, -2, 0, 0, 0, 0)
    assert found["Uref"].dimensions is None
    assert case_definitions(ROTOR)["kInlet"].file == "k"
    # A field's own entries are never variables.
    assert not {"dimensions", "internalField", "boundaryField"} & set(case_definitions(ROTOR))


def test_the_vocabulary_holds_defined_names_but_no_plain_words() -> None:
    keywords = case_vocabulary(SITING).keywords
    assert {"Uref", "Zref", "z0", "turbulentKE", "flowVelocity"} <= set(keywords)
    assert keywords["flowVelocity"] == (0, 1, -1, 0, 0, 0, 0)
    # ``pressure 0;`` of initialConditions stands for p: a request's "pressure" is p's.
    assert "pressure" not in keywords


SITING_REQUESTS = (
    "Run the simpleFoam turbineSiting case with Uref = 12 m/s, Zref = 40 m and z0 = 0.3 m.",
    "turbineSiting: log-law inflow, reference wind speed of 12 m/s at a reference height "
    "of 40 m, surface roughness length 0.3 m.",
    "Steady wind over the turbineSiting hills; the ABL inlet uses Uref 12 m/s, Zref: 40 m, "
    "and an aerodynamic roughness length of 30 cm.",
)


@pytest.mark.parametrize("request_text", SITING_REQUESTS)
def test_abl_values_are_written_at_their_definition_and_audited(tmp_path: Path,
                                                                request_text: str) -> None:
    case = copy_tutorial(SITING, tmp_path / "case")
    spec = parse_spec(request_text)
    assert {item.name: float(item.value) for item in spec.stated.properties} == \
        pytest.approx({"Uref": 12, "Zref": 40, "z0": 0.3})
    apply_requirements(case, spec.stated)
    path = case / "0.orig" / "include" / "ABLConditions"
    held = FoamFile(path)
    assert (float(held["Uref"]), float(held["Zref"]), float(held["z0"])) == \
        pytest.approx((12, 40, 0.3))
    # Written once, in the form the definition had: z0 stays a uniform patch field.
    assert "z0 uniform 0.3;" in " ".join(path.read_text().split())
    assert "Uref" not in FoamFile(case / "0.orig" / "U")[("boundaryField", "inlet")]
    rows = {row.requirement: row for row in audit_case(spec, case)}
    assert all(rows[name].met and rows[name].file == f"0.orig/{ABL}"
               for name in ("Uref", "Zref", "z0"))


def test_the_tutorial_s_own_definition_is_met_and_another_is_not(tmp_path: Path) -> None:
    case = copy_tutorial(SITING, tmp_path / "case")
    rows = {row.requirement: row.met for row in audit_case(
        parse_spec("turbineSiting with simpleFoam: Uref 10 m/s and Zref 25 m."), case)}
    assert rows == {**rows, "Uref": True, "Zref": False}


def test_a_variable_above_a_field_s_entries_is_written_there(tmp_path: Path) -> None:
    case = copy_tutorial(ROTOR, tmp_path / "case")
    spec = parse_spec("rotorDisk simpleFoam case with kInlet 0.05 m2/s2 and omegaInlet "
                      "of 20 1/s.")
    apply_requirements(case, spec.stated)
    assert float(FoamFile(case / "0" / "k")["kInlet"]) == pytest.approx(0.05)
    assert float(FoamFile(case / "0" / "omega")["omegaInlet"]) == pytest.approx(20)
    # The entries reading the variable still read it.
    assert "$kInlet" in (case / "0" / "k").read_text()
    rows = {row.requirement: row for row in audit_case(spec, case)}
    assert rows["kInlet"].met and rows["kInlet"].file == "0/k"


def test_a_value_of_other_dimensions_is_not_bound() -> None:
    # turbulentKE is read by k's internal field: a speed is no value of it.
    names = [item.name for item in parse_spec(
        "turbineSiting with simpleFoam, turbulentKE = 3 m/s.").stated.properties]
    assert "turbulentKE" not in names

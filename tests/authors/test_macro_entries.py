"""A value behind a macro variable: ``flowRate $inletFlowRate;`` with ``inletFlowRate 75;`` in a
file the field file ``#include``s (interIsoFoam's weirOverflow).

The editor writes the stated value into the variable's definition when every entry reading it
was given that value (else into the entries); the audit reads an entry written as a macro
through the variable, as OpenFOAM does, so the tutorial's own 75 is met and a stated 45 left
unwritten is not.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.macros import expanded, macro_name, variables
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

WEIR = DEBIAN_TUTORIALS / "multiphase" / "interIsoFoam" / "weirOverflow"
NACA = DEBIAN_TUTORIALS / "compressible" / "rhoSimpleFoam" / "aerofoilNACA0012"
POROUS = DEBIAN_TUTORIALS / "incompressible" / "pisoFoam" / "laminar" / "porousBlockage"


def _request(rate: int) -> str:
    return (f"interIsoFoam weir overflow: at the inlet, U variableHeightFlowRateInletVelocity "
            f"with flowRate {rate} m^3/s and alpha alpha.water.")


def _field_file(case: Path) -> Path:
    return next(path for path in (case / "0" / "U", case / "0.orig" / "U") if path.is_file())


def _flow_rows(spec_text: str, case: Path) -> list[object]:
    return [row for row in audit_case(parse_spec(spec_text), case)
            if row.entry == "boundaryField/inlet/flowRate"]


def test_the_stated_rate_goes_into_the_variable_and_is_audited(tmp_path: Path) -> None:
    """The one entry reading ``$inletFlowRate`` was given 45: the value is written once, in
    the variable's definition in include/initialConditions, and the entry reads it again."""
    case = copy_tutorial(WEIR, tmp_path / "case")
    spec = parse_spec(_request(45))
    apply_requirements(case, spec.stated)
    field = _field_file(case)
    assert FoamFieldFile(field).boundary_field["inlet"]["flowRate"] == "$inletFlowRate"
    assert FoamFile(field.parent / "include" / "initialConditions")["inletFlowRate"] == 45
    rows = _flow_rows(_request(45), case)
    assert rows and all(row.met for row in rows)  # type: ignore[attr-defined]


def test_a_variable_some_unstated_entry_reads_keeps_its_value(tmp_path: Path) -> None:
    """aerofoilNACA0012's ``pOut`` is read by the internal field and the freestream condition;
    a pressure stated for the initial field only is written there, and the freestream keeps
    reading the tutorial's 1e5."""
    case = copy_tutorial(NACA, tmp_path / "case")
    apply_requirements(case, parse_spec("rhoSimpleFoam aerofoilNACA0012, initial pressure "
                                        "p = 90000 Pa in the whole domain.").stated)
    pressure = FoamFile(next(path for path in (case / "0" / "p", case / "0.orig" / "p")
                             if path.is_file()))
    assert pressure["pOut"] == 100000
    assert pressure["internalField"] == 90000
    assert pressure[("boundaryField", "freestream", "freestreamValue")] == ("uniform", "$pOut")


@pytest.mark.parametrize(("rate", "met"), [(75, True), (45, False)])
def test_the_audit_reads_an_entry_through_its_macro(tmp_path: Path, rate: int,
                                                    met: bool) -> None:
    case = copy_tutorial(WEIR, tmp_path / "case")
    assert macro_name(FoamFieldFile(_field_file(case)).boundary_field["inlet"]["flowRate"]) \
        == "inletFlowRate"
    rows = _flow_rows(_request(rate), case)
    assert rows and all(row.met is met for row in rows)  # type: ignore[attr-defined]


def test_a_list_of_macros_takes_the_variable_beside_it() -> None:
    seen = variables(POROUS / "constant" / "fvOptions",
                     ("porosity1", "explicitPorositySourceCoeffs"))
    assert expanded(["$D", "$D", "$D"], seen) == [1000, 1000, 1000]
    assert expanded("$missing", seen) == "$missing"
    assert expanded("$a", {"a": "$b", "b": "$a"}) in ("$a", "$b")


def test_a_one_letter_keyword_set_to_a_vector_replaces_its_macro_list(tmp_path: Path) -> None:
    """``d ($D $D $D)`` of porousBlockage's fvOptions: "d = (5000 5000 5000) 1/m^2" is that
    entry in code form (a one-letter keyword binds only so), written over the macros."""
    case = copy_tutorial(POROUS, tmp_path / "case")
    spec = parse_spec("pisoFoam porousBlockage, DarcyForchheimer with d = (5000 5000 5000) "
                      "1/m^2")
    apply_requirements(case, spec.stated)
    # The porosity reader reads a named porous model's coefficients in code form.
    rows = [row for row in audit_case(spec, case) if row.requirement == "porosity d"]
    assert rows and all(row.met for row in rows), rows
    assert "(5000 5000 5000)" in (case / "constant" / "fvOptions").read_text()
    assert parse_spec("take d = 3 mm as the diameter").stated.vectors == ()

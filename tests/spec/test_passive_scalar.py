"""A passive scalar's amount stated in words binds to the field its case keeps it in, at the
one place its clause names: the inlet ("inlet conc 1", "a tracer concentration of 0.4 at the
inflow", "the incoming water carries dye at 3 g/L") or the start ("clean fluid initially",
"the duct starts free of dye": zero). A clause naming both places or neither binds nothing, a
unit of other dimensions binds nothing, and a case that keeps no scalar is never written.

Why: scalar requests said "concentration 1 at the inlet, clean fluid initially" and "the
incoming air carries the tracer at 0.02 kg/m^3"; the first was left not understood and the
second was taken for the air's density.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.passive_scalar import ScalarReading, read_scalar
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

SCALAR = DEBIAN_TUTORIALS / "basic" / "scalarTransportFoam" / "pitzDaily"
CAVITY = DEBIAN_TUTORIALS / "incompressible" / "icoFoam" / "cavity" / "cavity"
SOLVERS = {"scalarTransportFoam", "simpleFoam", "icoFoam", "buoyantPimpleFoam"}


def _spec(prompt: str) -> CaseSpec:
    return parse_spec(prompt, solvers=SOLVERS)


def _values(prompt: str) -> dict[tuple[str, str], object]:
    return {(item.field, item.boundary[0]): item.value
            for item in _spec(prompt).stated.boundary_values}


@pytest.mark.parametrize(("prompt", "inlet", "start"), [
    ("scalarTransportFoam on the backward step: inlet conc 3, run 0.2 s", 3, None),
    ("A tracer is injected on the step channel: concentration 0.4 at the inflow, and the "
     "channel is clean initially. Diffusivity 2e-4 m^2/s.", 0.4, 0),
    ("Passive scalar on pitzDaily with scalarTransportFoam; the concentration at the inlet "
     "is 2.5 and the initial concentration is 0.5.", 2.5, 0.5),
    ("Follow a dye through the backward-facing step. The duct starts free of dye; the "
     "entering water brings 3 g/L of dye.", 3, 0),
    ("Pollutant spreading behind a step: incoming concentration 12 % and no pollutant at "
     "the start.", 0.12, 0),
    # A number in words, a zero in parentheses, a line broken before the number.
    ("Scalar transport on pitzDaily. The marker enters through the inlet at a concentration "
     "of two; the channel holds none of it: it is clean (zero) at the outset.", 2, 0),
    ("Follow the dye along the backward step: the inflow carries a concentration of\n"
     "0.8 (any unit) the whole time, and the duct is clean to begin with.", 0.8, 0),
])
def test_an_amount_binds_to_the_place_its_clause_names(prompt: str, inlet: float,
                                                        start: float | None) -> None:
    values = _values(prompt)
    assert values[("T", "inlet")] == pytest.approx(inlet)
    assert values.get(("T", INTERNAL)) == start
    assert not _spec(prompt).unparsed


def test_a_mass_concentration_is_the_scalar_s_not_the_fluid_s_density() -> None:
    spec = _spec("Tracer in the channel with the backward step; the channel starts clean and "
                 "the incoming air carries the tracer at 0.05 kg/m^3. DT 1e-4 m^2/s.")
    assert {(item.field, item.boundary[0]): item.value
            for item in spec.stated.boundary_values} == {("T", "inlet"): 0.05,
                                                         ("T", INTERNAL): 0}
    assert not [item for item in spec.stated.properties if item.name == "rho"]


@pytest.mark.parametrize("prompt", [
    # Both places in one clause: which holds the 1 is not said.
    "scalarTransportFoam pitzDaily: concentration 1 at the inlet initially",
    # A speed is no concentration.
    "scalarTransportFoam pitzDaily: the incoming dye at 4 m/s",
    # No place named.
    "scalarTransportFoam pitzDaily: dye concentration 2",
])
def test_an_amount_without_one_place_or_of_other_dimensions_binds_nothing(prompt: str) -> None:
    assert read_scalar(normalize(prompt), "scalarTransportFoam") == ScalarReading()


def test_a_temperature_s_case_reads_no_concentration() -> None:
    spec = _spec("buoyantPimpleFoam hot room, inlet concentration 5, T inlet 300 K")
    assert all(item.quantity != "scalar concentration" for item in spec.stated.boundary_values)


def test_the_scalar_is_written_in_its_case_and_nowhere_else(tmp_path: Path) -> None:
    prompt = ("scalarTransportFoam, backward step: dye concentration of 0.7 at the inlet; "
              "the channel is clean at the start.")
    spec = _spec(prompt)
    case = copy_tutorial(SCALAR, tmp_path / "scalar")
    apply_requirements(case, spec.stated)
    field = FoamFieldFile(case / "0" / "T")
    assert field.boundary_field["inlet"]["value"] == pytest.approx(0.7)
    assert field.internal_field == 0
    rows = [row for row in audit_case(spec, case) if row.requirement.startswith("T ")]
    assert len(rows) == 2 and all(row.met for row in rows)
    other = copy_tutorial(CAVITY, tmp_path / "cavity")
    apply_requirements(other, spec.stated)
    assert not (other / "0" / "T").exists()
    rows = [row for row in audit_case(spec, other) if row.requirement.startswith("T ")]
    assert rows and not any(row.met for row in rows)


@pytest.mark.parametrize("prompt", [
    "Dye enters the backward-step duct at concentration 2 at the inlet and is carried by the "
    "precomputed velocity field; the duct is clean initially. Run 0.1 s.",
    "Track a pollutant in the frozen flow behind the step: inlet conc 0.3, nothing initially "
    "... the channel starts clean.",
])
def test_a_scalar_in_a_given_velocity_is_the_carrying_solver_s(prompt: str) -> None:
    regime = _spec(prompt).regime
    assert regime.solver == "scalarTransportFoam"
    assert any(facet.facet == "solver" for facet in regime.facets)


def test_a_scalar_in_a_flow_to_be_computed_names_no_solver() -> None:
    regime = _spec("Dye marks the wake of a cylinder in water at 0.2 m/s: concentration 1 at "
                   "the inlet, clean initially.").regime
    assert regime.solver is None

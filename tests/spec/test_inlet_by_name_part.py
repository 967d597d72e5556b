"""A value stated of an opening the case names by what enters there goes to that opening
alone (``agents.spec.case_places`` through ``foamcase.case.name_parts``), and a flow rate said
of a fluid is the inlet's (``agents.spec.readers.material``)."""

from __future__ import annotations

from foam_agent.agents.spec.case_places import in_case_places
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

JET_FLAME = DEBIAN_TUTORIALS / "combustion" / "reactingFoam" / "RAS" / "SandiaD_LTS"
PITZ = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"


def test_an_unnamed_speed_beside_a_word_of_one_inlet_name_goes_there_alone() -> None:
    spec = in_case_places(parse_spec(
        "Burner rig: set the pilot to 7 m/s along the axis."), JET_FLAME)
    speeds = [item for item in spec.stated.boundary_values if item.field == "U"]
    assert [item.boundary for item in speeds] == [("inletPilot",)]
    assert "inletPilot" in speeds[0].assumption


def test_an_unnamed_speed_with_no_such_word_stays_on_every_inlet() -> None:
    spec = in_case_places(parse_spec("Burner rig: the flow enters at 7 m/s."), JET_FLAME)
    speeds = [item for item in spec.stated.boundary_values if item.field == "U"]
    assert speeds and all(item.boundary == ("inlet",) for item in speeds)


def test_a_one_inlet_case_is_left_as_it_was() -> None:
    prompt = "Backward step: the pilot run enters at 7 m/s."
    assert in_case_places(parse_spec(prompt), PITZ).stated.boundary_values == \
        parse_spec(prompt).stated.boundary_values


def test_a_flow_rate_of_a_fluid_is_the_inlets() -> None:
    fluxes = parse_spec("A filter duct: push 30 kg/min of air through it for 5 s.").stated.fluxes
    assert fluxes and fluxes[0].boundary[-1] == "inlet"
    assert "fluid" in fluxes[0].assumption
    volume = parse_spec("Ventilation duct: air is supplied at 600 m³/h.").stated.fluxes
    assert volume and volume[0].boundary[-1] == "inlet"


def test_a_heat_flux_near_a_fluid_keeps_its_words() -> None:
    fluxes = parse_spec("The plate gives 800 W/m2 of heat flux to the air.").stated.fluxes
    assert all("inlet" not in item.boundary for item in fluxes)

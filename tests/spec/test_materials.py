"""Fluids named in words: the table, the reader, the free-stream speed, and the values the
author applies and the audit checks (on real tutorials, no solver run)."""

from __future__ import annotations

import math

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.materials import MaterialMention, properties, read_material
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.stated import INTERNAL
from tests.support.applied import applied_audit, tutorial_files

CAVITY = "incompressible/icoFoam/cavity/cavity"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"
HOT_ROOM = "heatTransfer/buoyantPimpleFoam/hotRoom"



def _mention(text: str) -> MaterialMention:
    found = read_material(normalize(text))
    assert found is not None, text
    return found


def _fluid(name: str, kelvin: float) -> tuple[float, float]:
    found = properties(MaterialMention(fluid=name, temperature=kelvin, phrase=name))
    assert not isinstance(found, str), found
    return found.rho, found.mu


def test_water_at_a_table_point_and_between_points() -> None:
    rho, mu = _fluid("water", 293.15)
    assert math.isclose(rho, 998.21) and math.isclose(mu, 1.002e-3)
    rho, mu = _fluid("water", 295.65)  # 22.5 °C: half-way between the 20 and 25 °C rows
    assert math.isclose(rho, (998.21 + 997.05) / 2)
    assert math.isclose(mu, math.sqrt(1.002e-3 * 0.890e-3))  # ln mu linear in T


def test_air_follows_sutherland_and_the_ideal_gas() -> None:
    rho, mu = _fluid("air", 300.0)
    assert math.isclose(mu, 1.846e-5, rel_tol=2e-3)  # White's table at 300 K
    assert math.isclose(rho, 1.1766, rel_tol=1e-3)


def test_a_temperature_outside_the_table_is_refused_not_extrapolated() -> None:
    found = properties(MaterialMention(fluid="engine oil", temperature=423.15,
                                       phrase="engine oil at 150 °C"))
    assert isinstance(found, str) and "outside the table" in found


@pytest.mark.parametrize(("text", "fluid", "kelvin", "assumed"), [
    ("a box of H2O at 313 K", "water", 313.0, False),
    ("20 degC water fills the tank", "water", 293.15, False),
    ("room-temperature water, lid 1 m/s", "water", 293.15, True),
    ("the kinematic viscosity of water at 68 °F", "water", 293.15, False),
    ("mercury (25 °C) in a cavity", "mercury", 298.15, False),
    ("seawater at a temperature of 15 °C", "sea water", 288.15, False),
    ("motor oil at 320 K", "engine oil", 320.0, False),
    ("the working fluid is water (T = 25 C)", "water", 298.15, False),
    ("Simulate airflow over the step", "air", 293.15, True),
    ("cavity with glycerine", "glycerol", 293.15, True),
])
def test_fluid_words_and_their_temperature(text: str, fluid: str, kelvin: float,
                                           assumed: bool) -> None:
    found = _mention(text)
    assert found.fluid == fluid
    assert math.isclose(found.temperature, kelvin)
    assert bool(found.assumption) == assumed


@pytest.mark.parametrize("text", [
    "a glycerol-like fluid: rho 1260, mu 1.41 Pa s",
    "the air inlet is at 5 m/s",
    "shallow water over a bump",
    "a liquid that behaves like glycerol",
    "the CH4/air flame",
    "an air-water interface sloshing in a tank",
])
def test_comparisons_boundaries_and_mixtures_are_no_material(text: str) -> None:
    assert read_material(normalize(text)) is None


def test_the_leads_channel_prompt_is_read_in_full() -> None:
    spec = parse_spec("Water at 20 °C flows through a 2D channel 1 m long and 0.1 m tall at "
                      "0.2 m/s. Steady, laminar.")
    assert spec.unparsed == ()
    assert spec.material is not None and spec.material.fluid == "water"
    assert spec.material.temperature_phrase == "at 20 °C"
    (speed,) = [item for item in spec.stated.boundary_values if item.field == "U"]
    assert speed.boundary == ("inlet",) and speed.value == 0.2
    assert "no boundary named" in speed.assumption
    assert not [item for item in spec.stated.boundary_values if item.field == "T"]


@pytest.mark.parametrize(("prompt", "speed", "boundary"), [
    # the fluid's name stays after the inlet: a case may have a patch called 'air'
    ("Air blows over a backward facing step at 10 m/s", 10, ("inlet", "air")),
    ("sea water passing a circular cylinder at 2 knots", 1.028889, ("inlet",)),
    ("A free stream of 30 m/s past the airfoil", 30, ("free stream", "inlet")),
    ("lid-driven cavity, glycerine, 0.1 m/s", 0.1, ("inlet", "lid")),
    ("flow of water (20 deg C) in a channel, mean velocity 0.3 m/s", 0.3, ("inlet",)),
    ("Simulate air-flow at 54 km/h over the step", 15, ("inlet", "air")),
])
def test_a_speed_that_names_no_boundary_is_the_inlet_or_the_lid(
        prompt: str, speed: float, boundary: tuple[str, ...]) -> None:
    spec = parse_spec(prompt)
    (value,) = [item for item in spec.stated.boundary_values if item.field == "U"]
    assert value.boundary == boundary
    assert math.isclose(float(value.value), speed, rel_tol=1e-5)  # type: ignore[arg-type]
    assert value.assumption
    assert spec.unparsed == ()


def test_a_bulk_velocity_is_no_inlet_speed() -> None:
    spec = parse_spec("channel LES with WALE, bulk velocity 0.1335 m/s")
    assert not [item for item in spec.stated.boundary_values if item.field == "U"]


def test_multiphase_and_reacting_requests_name_phases_not_a_material() -> None:
    assert parse_spec("interFoam dam break of water and air, 1 s").material is None
    assert parse_spec("counterflow flame, fuel and air at 0.1 m/s, 0.1 s").material is None


def test_water_sets_the_cavity_nu_and_the_audit_checks_it() -> None:
    spec = parse_spec("Cavity full of room temperature H2O, lid at 1 cm/s, 0.5 s")
    rows = applied_audit(spec, CAVITY)
    (row,) = [row for row in rows if row.requirement == "nu (derived)"]
    assert row.met and row.file == "constant/transportProperties"
    assert math.isclose(float(row.expected), 1.002e-3 / 998.21, rel_tol=1e-5)
    assert "room temperature taken as 20 °C" in row.note and "CRC" in row.note
    assert all(row.met for row in rows), [row for row in rows if not row.met]


def test_stated_viscosity_wins_over_the_table() -> None:
    files = tutorial_files(CAVITY)
    with workspace(files) as root:
        stated_nu = derive(parse_spec("cavity of water, nu = 2e-6 m2/s, lid 1 m/s"), root)
        stated_mu = derive(parse_spec("cavity of water, dynamic viscosity 2 mPa s, lid 1 m/s"),
                           root)
    assert stated_nu.of("nu") is None
    derived = stated_mu.of("nu")
    assert derived is not None and math.isclose(derived.value, 2e-3 / 998.21, rel_tol=1e-5)
    assert "mu stated, rho from the table" in derived.formula


def test_air_over_the_step_gets_air_nu_and_the_inlet_speed_with_the_assumption() -> None:
    spec = parse_spec("Air blows over a backward facing step at 10 m/s")
    rows = applied_audit(spec, PITZ_DAILY)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    speed = next(row for row in rows if row.requirement == "U on inlet")
    assert "no boundary named" in speed.note and speed.found == "(10 0 0)"
    nu = next(row for row in rows if row.requirement == "nu (derived)")
    assert math.isclose(float(nu.expected), 1.506e-5, rel_tol=1e-3)


def test_a_gas_case_gets_mu_where_it_keeps_it_and_the_room_air_as_initial_field() -> None:
    spec = parse_spec("hot room: heater at 600 K, the air at 300 K")
    initial = [item for item in spec.stated.boundary_values if item.boundary == (INTERNAL,)]
    assert [item.value for item in initial] == [300]
    rows = applied_audit(spec, HOT_ROOM)
    mu = next(row for row in rows if row.requirement == "mu (derived)")
    assert mu.met and mu.file == "constant/thermophysicalProperties"
    assert math.isclose(float(mu.expected), 1.846e-5, rel_tol=2e-3)


def test_an_unknown_temperature_is_an_unmet_row_never_a_guess() -> None:
    spec = parse_spec("cavity of engine oil at 150 °C, lid 1 m/s")
    files = tutorial_files(CAVITY)
    with workspace(files) as root:
        rows = audit_case(spec, root)
    assert any(not row.met and "outside the table" in row.note for row in rows)


def test_a_cavity_speed_with_no_boundary_moves_the_lid() -> None:
    spec = parse_spec("A lid-driven cavity of mercury at 0.05 m/s, 0.2 s")
    rows = applied_audit(spec, CAVITY)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    speed = next(row for row in rows if row.requirement == "U on inlet")
    assert speed.entry == "boundaryField/movingWall/value" and speed.found == "(0.05 0 0)"
    assert "the lid in a cavity" in speed.note
    nu = next(row for row in rows if row.requirement == "nu (derived)")
    assert math.isclose(float(nu.expected), 1.554e-3 / 13545.9, rel_tol=1e-5)


def test_a_case_that_solves_t_starts_at_the_fluids_stated_temperature() -> None:
    spec = parse_spec("Air at 350 K flows through the square bend with rhoSimpleFoam at 20 m/s")
    rows = applied_audit(spec, "compressible/rhoSimpleFoam/squareBend")
    # In a compressible flow the fluid's temperature is the free stream's: the initial field's
    # and the inlet's, said as assumed.
    (row,) = [row for row in rows if row.requirement == "T on internalField"]
    assert row.met and row.expected == "350" and row.entry == "internalField"
    assert "free stream" in row.note
    (inlet,) = [row for row in rows if row.requirement == "T on inlet"]
    assert inlet.met and inlet.expected == "350"
    cavity = tutorial_files(CAVITY)
    with workspace(cavity) as root:
        assert derive(parse_spec("cavity of water at 30 °C"), root).of("T") is None


@pytest.mark.parametrize("family", ["multiphase/interFoam/laminar/damBreak/damBreak",
                                    "multiphase/multiphaseInterDyMFoam/laminar/mixerVesselAMI2D"])
def test_a_multiphase_case_followed_for_another_fluid_is_an_unmet_row(family: str) -> None:
    spec = parse_spec("Glycerine at 25 °C flows through a 2D channel 1 m long at 0.2 m/s")
    with workspace(tutorial_files(family)) as root:
        rows = audit_case(spec, root)
    assert any(not row.met and "per phase" in row.note for row in rows)


def test_the_water_of_a_dam_break_is_its_water_phase_not_a_problem() -> None:
    spec = parse_spec("the early collapse of a water column, with the water filling the left "
                      "quarter of the tank")
    with workspace(tutorial_files("multiphase/interFoam/laminar/damBreak/damBreak")) as root:
        derivation = derive(spec, root)
    assert derivation.values == () and derivation.problems == ()


def test_re_with_a_named_fluid_sets_the_lid_speed_and_keeps_the_fluids_nu() -> None:
    """"Re = 1000 with water" is water's ν and the lid speed that gives Re = 1000 on the side;
    bending ν to the followed case's 1 m/s lid would silently drop the water."""
    spec = parse_spec("A lid-driven cavity, 10 cm on a side, Reynolds number 1000 based on the "
                      "lid speed, with water as the fluid. Run it until 2 seconds.")
    rows = applied_audit(spec, CAVITY)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    water_nu = 1.002e-3 / 998.21
    nu = next(row for row in rows if row.requirement == "nu (derived)")
    assert math.isclose(float(nu.expected), water_nu, rel_tol=1e-5)
    lid = next(row for row in rows if row.requirement == "|U| on movingWall")
    assert lid.entry == "boundaryField/movingWall/value"
    assert math.isclose(float(lid.expected), 1000 * water_nu / 0.1, rel_tol=1e-4)
    assert "U = Re nu / L" in lid.note


def test_re_with_stated_mu_and_rho_and_no_speed_derives_the_speed() -> None:
    files = tutorial_files(CAVITY)
    with workspace(files) as root:
        derivation = derive(parse_spec(
            "cavity of side 0.1 m at Re 200, viscosity mu = 0.002 Pa s, density 1000 kg/m3"),
            root)
    nu, speed = derivation.of("nu"), derivation.of("U")
    assert nu is not None and math.isclose(nu.value, 2e-6, rel_tol=1e-9)
    assert speed is not None and math.isclose(speed.value, 200 * 2e-6 / 0.1, rel_tol=1e-6)
    assert speed.boundary[0] == "movingWall"
    assert derivation.problems == ()


def test_re_speed_and_fluid_all_stated_say_which_is_not_applied() -> None:
    """Over-determined: ν follows Re and the stated speed, and the water's ν that is left
    out is an unmet row, never dropped in silence."""
    spec = parse_spec("Lid-driven cavity of water, lid at 1 m/s, Re = 100 on the 0.1 m side")
    rows = applied_audit(spec, CAVITY)
    nu = next(row for row in rows if row.requirement == "nu (derived)")
    assert nu.met and math.isclose(float(nu.expected), 1e-3, rel_tol=1e-9)
    (unapplied,) = [row for row in rows if not row.met]
    assert unapplied.phrase == "water" and "is not applied" in unapplied.note


def test_an_inviscid_request_keeps_zero_viscosity_whatever_fluid_it_names() -> None:
    """Air's 1.8e-5 Pa s in the case would contradict "inviscid"; the audit row says why."""
    spec = parse_spec("Air at 300 K flows at Mach 3 past a forward-facing step. Inviscid. "
                      "Simulate 0.01 s.")
    rows = applied_audit(spec, "compressible/rhoCentralFoam/forwardStep")
    mu = next(row for row in rows if row.requirement == "mu (derived)")
    assert mu.met and float(mu.expected) == 0.0 and "inviscid" in mu.note


def test_a_named_gas_in_a_non_dimensional_case_is_said_not_applied() -> None:
    """forwardStep's gas has R = 0.714 (the speed of sound is 1): air's mu in it would mean
    nothing, so the row says it is not applied instead of writing it."""
    spec = parse_spec("Air at Mach 3 past a forward-facing step, viscous, 0.01 s")
    files = tutorial_files("compressible/rhoCentralFoam/forwardStep")
    with workspace(files) as root:
        derivation = derive(spec, root)
    assert derivation.of("mu") is None and derivation.of("rho") is None
    (problem,) = [item for item in derivation.problems if "non-dimensional" in item]
    assert problem.startswith("Air: air's properties are not applied")


def test_the_fluids_temperature_later_in_its_clause_is_no_lids() -> None:
    """"glycerine in a lid-driven cavity at 25 °C": the temperature is the glycerine's (its
    properties at 298 K), not a lid temperature an icoFoam cavity cannot hold; "lid-driven"
    names the kind of cavity, and "1 cm cavity" is its side."""
    spec = parse_spec("Flow of glycerine in a lid-driven cavity at 25 °C, lid speed 2 m/s, "
                      "1 cm cavity, simulate 0.1 s")
    assert spec.material is not None and spec.material.temperature == pytest.approx(298.15)
    assert [(item.field, item.boundary[0]) for item in spec.stated.boundary_values] == [
        ("U", "lid")]
    assert spec.stated.extent is not None and spec.stated.extent.value.sizes[:2] == (0.01, 0.01)
    assert spec.unparsed == ()
    lid = parse_spec("water in a cavity with the lid at 300 K").stated.boundary_values
    assert [(item.field, item.boundary[0]) for item in lid] == [("T", "lid")]
    assert parse_spec("lid-driven cavity 2 m x 1 m").stated.extent.value.sizes[:2] == (2.0, 1.0)


def test_n_cm_sides_is_the_cavitys_side_or_the_obstacles() -> None:
    """"Square cavity, 5 cm sides … Re 500": the side sized the Re (U = Re nu / L with
    L = 5 cm) while the case kept the tutorial's 10 cm, so the case ran at Re = 1000 and was
    called solved. Now it is the domain's side, audited; after an obstacle it is the
    obstacle's."""
    spec = parse_spec("Square cavity, 5 cm sides, lid driven, Re 500, fluid is engine oil at "
                      "330 K; run 10 s")
    assert spec.stated.extent is not None and spec.stated.extent.value.sizes[:2] == (0.05, 0.05)
    rows = applied_audit(spec, CAVITY)
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    assert {row.requirement for row in rows} >= {"domain size in x", "domain size in y"}
    body = parse_spec("flow past a square cylinder with 1 cm sides in a channel")
    assert body.stated.extent is None and body.geometry is not None
    assert [(item.shape, item.width) for item in body.geometry.obstacles] == [("square", 0.01)]


def test_a_fluid_on_a_bullet_line_is_the_fluid() -> None:
    """"- air at 300 K, 1 atm" in a bulleted request: the bullet's dash was read as a pair
    ("oil-air"), so air was no fluid and its 300 K and 1 atm went to a patch named 'air'
    (unmet: no patch matches). A dash between two fluids still makes a pair."""
    spec = parse_spec("- solver: rhoPimpleFoam\n- air at 300 K, 1 atm\n- inlet 50 m/s\n"
                      "- RAS k-epsilon\n- endTime 0.01 s")
    assert spec.material is not None and spec.material.fluid == "air"
    assert spec.material.temperature == 300
    assert not [item for item in spec.stated.boundary_values if item.boundary[0] == "air"]
    assert parse_spec("an oil - air interface").material is None

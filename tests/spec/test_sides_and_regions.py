"""Values said of regions rather than boundaries: a shock tube's sides (both at once, or in
the subscript notation), values for the whole domain, things with their own values and sizes,
and words about the computer rather than the flow."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides


@pytest.mark.parametrize(("request_text", "expected"), [
    ("shock tube, inviscid air. L 150 psi / R 15 psi, 80 °F both sides. 5 ms.",
     {("left", "p"): 1034213.6, ("right", "p"): 103421.4, ("left", "T"): 299.8167,
      ("right", "T"): 299.8167}),
    ("sonicFoam shockTube, pL 2 atm, pR 0.5 atm, T 300 K both, 6 ms",
     {("left", "p"): 202650.0, ("right", "p"): 50662.5, ("left", "T"): 300.0,
      ("right", "T"): 300.0}),
    ("Shock tube: left half at 5 atm, right half at 1 atm, both at\n20 °C, air. Stop at 4 ms.",
     {("left", "p"): 506625.0, ("right", "p"): 101325.0, ("left", "T"): 293.15,
      ("right", "T"): 293.15}),
    ("A shock tube. Driver section (left half) at\n10 bar and 300 K, driven section (right "
     "half) at 1 bar and 300 K.",
     {("left", "p"): 1e6, ("right", "p"): 1e5, ("left", "T"): 300.0, ("right", "T"): 300.0}),
    ("shock tube, p_L = 3 bar and p_R = 1 bar, the whole tube at 310 K, run 2 ms",
     {("left", "p"): 3e5, ("right", "p"): 1e5, ("left", "T"): 310.0, ("right", "T"): 310.0}),
])
def test_a_value_of_both_sides_is_each_sides(request_text: str,
                                              expected: dict[tuple[str, str], float]) -> None:
    """"80 °F both sides" was T on a patch 'sides'; "pL 2 atm" p on a patch 'pL'; a request
    wrapped after "(left half) at" lost the left state; none is a boundary value now."""
    spec = parse_spec(request_text)
    found = {(item.side, item.field): float(item.value) for item in spec.stated.initial_states}
    assert found == pytest.approx(expected, rel=1e-6)
    assert not [item for item in spec.stated.boundary_values if item.field in ("p", "T")]
    assert not spec.unparsed


def test_a_thing_owns_its_size_and_value() -> None:
    """"a 1 m x 1 m heating panel at 80 °C" was the floor's temperature and the room's size."""
    spec = parse_spec("A room 10 m by 10 m with a 5 m ceiling. In the middle of the floor there "
                      "is a 1 m x 1 m heating panel at 80 °C. The rest of the floor and the "
                      "ceiling are kept at 20 °C.")
    (panel,) = spec.stated.regions
    assert (panel.thing, panel.field, panel.size) == ("heating panel", "T", (1.0, 1.0))
    assert panel.value == pytest.approx(353.15)
    assert spec.stated.extent is None or 1.0 not in spec.stated.extent.value.sizes
    walls = {item.boundary[0]: item.value for item in spec.stated.boundary_values}
    assert walls == pytest.approx({"floor": 293.15, "ceiling": 293.15})
    area = parse_spec("A 1 m² heater in the centre of the floor is held at 150 °C, the rest of "
                      "the floor and the ceiling stay at 15 °C.")
    (heater,) = area.stated.regions
    assert (heater.size, heater.on) == ((1.0,), "floor")
    assert {item.boundary[0] for item in area.stated.boundary_values
            if item.field == "T" and item.value == pytest.approx(423.15)} == set()


def test_setfields_own_words_name_the_region() -> None:
    """"defaultFieldValues … T = 400 K" and "boxToCell … with p = 2e4 Pa" were values on
    patches called 'defaultFieldValues' and 'boxToCell'."""
    spec = parse_spec("rhoCentralFoam shockTube. Initial conditions with setFields: "
                      "defaultFieldValues U (0 0 0), p = 2e5 Pa, T = 400 K, and a boxToCell "
                      "region box (0 -1 -1) (5 1 1) with p = 2e4 Pa and T = 300 K.")
    found = {(item.region, item.field): item.value for item in spec.stated.regions}
    assert found == {("default", "U"): (0.0, 0.0, 0.0), ("default", "p"): 2e5,
                     ("default", "T"): 400, ("region", "p"): 2e4, ("region", "T"): 300}
    box = {item.box for item in spec.stated.regions if item.region == "region"}
    assert box == {((0.0, -1.0, -1.0), (5.0, 1.0, 1.0))}
    assert not [item for item in spec.stated.boundary_values
                if item.boundary[0] in ("defaultFieldValues", "boxToCell")]
    assert not spec.unparsed


@pytest.mark.parametrize(("request_text", "end_time", "budget", "cores"), [
    ("LES of pitzDaily, 10 m/s inflow. Only a short run, 0.01 s of\nflow time; I have about "
     "5 minutes of wall-clock on my laptop.", 0.01, 300.0, None),
    ("I've only got about 10 minutes on my laptop so let's just do 10 milliseconds of flow "
     "time on the cavity.", 0.01, 600.0, None),
    ("icoFoam cavity at Re 100, it must finish in under 2 minutes on 4 cores", None, 120.0, 4),
    ("simulate the first 30 minutes of the hot room warming, save every 2 minutes", 1800.0,
     None, None),
    # A computer named with a word before it, in the plural; a finish qualified by an adverb.
    ("wedge15Ma5 at Mach 3.5. The students run it on the lab PCs during a ninety-minute "
     "session, so it has to finish comfortably inside that.", None, 5400.0, None),
    ("cavity, lid 1 m/s; it must finish comfortably within 10 minutes", None, 600.0, None),
    ("cavity, lid 1 m/s, run for 10 minutes of flow on the lab machines", 600.0, None, None),
])
def test_the_computers_time_is_no_simulated_time(request_text: str, end_time: float | None,
                                                 budget: float | None,
                                                 cores: int | None) -> None:
    """"in under 2 minutes" was endTime 120; "5 minutes of wall-clock" was not understood."""
    stated = parse_spec(request_text).stated
    assert (stated.end_time.value if stated.end_time else None) == pytest.approx(end_time)
    assert (stated.wall_clock.value if stated.wall_clock else None) == budget
    assert (stated.cores.value if stated.cores else None) == cores


@pytest.mark.parametrize(("request_text", "language", "aside"), [
    ("Simuler l'écoulement dans une cavité entraînée : le couvercle se déplace à 1 m/s, "
     "viscosité 0,01 m²/s, jusqu'à 0,5 s, sans oublier le rapport.", "French",
     "sans oublier le rapport"),
    ("Strömung in einem Hohlraum mit bewegtem Deckel, 1 m/s, Viskosität 0.01 m2/s, bis 0.5 s "
     "simulieren, die Wände sind fest und glänzend.", "German", None),
    ("Simular el flujo en una cavidad con tapa móvil a 1 m/s, viscosidad 0.01 m2/s, hasta "
     "0.5 s, gracias de antemano.", "Spanish", "gracias de antemano"),
    ("BenardCells: top 80°F, bottom 3°F hotter, 20 min", None, None),
    ("plateHole, Al: E = 10e6 psi, Poisson 0.33, rho = 0.0975 lbm/in³, traction 1500 psi on "
     "right edge, plane stress", None, None),
    ("Rayleigh-Bénard convection after de Vahl Davis, Ra = 1e5, Pr = 0.71", None, None),
])
def test_a_request_in_another_language_is_never_solved_on_a_misreading(
        request_text: str, language: str | None, aside: str | None) -> None:
    """A French cavity request followed the elbow and was reported solved: now each clause of
    it with a word the lexicon does not know that may be physics ("die Wände sind fest und
    glänzend") is an unmet row (the audit's 'read, not applied') and the rest is read; a
    clause with no number and no physics word ("sans oublier le rapport", "gracias de
    antemano") is an aside, listed and never a blocker (``not_physics.aside``). English,
    however terse, has no such row."""
    spec = parse_spec(request_text)
    rows = [item.reason for item in spec.not_applied if item.reason.startswith("request in ")]
    assert len(rows) == (0 if language is None or aside is not None else 1)
    if aside is not None:
        assert aside in [item.source for item in spec.stated.not_physics]
    elif language is not None:
        assert rows[0].startswith(f"request in {language}: 1 phrase not understood")
    if language is not None:
        assert spec.stated.end_time is not None and spec.stated.end_time.value == 0.5
        assert {item.name: item.value for item in spec.stated.properties}["nu"] == 0.01


def test_a_speed_is_no_size() -> None:
    """"the backward-facing step with 10 m/s inflow" was a step 10 m high (then 1 m, the
    "1" of "10" before a non-length unit)."""
    spec = parse_spec("I want an LES of the backward-facing step with 10 m/s inflow of air")
    assert spec.geometry is not None and spec.geometry.step_height is None
    stepped = parse_spec("backward-facing step with a step height of 25.4 mm, inlet 10 m/s")
    assert stepped.geometry is not None
    assert stepped.geometry.step_height == pytest.approx(0.0254)


@pytest.mark.parametrize(("case", "mention", "expected"), [
    ("heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom", "side walls", ["fixedWalls"]),
    ("heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom", "floor and ceiling",
     ["floor", "ceiling"]),
    ("heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom", "top and bottom",
     ["ceiling", "floor"]),
    ("heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells", "the sides", ["sideWalls"]),
    ("heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells", "left and right walls",
     ["sideWalls"]),
    ("incompressible/icoFoam/cavity/cavity", "side walls", []),
])
def test_walls_named_in_words_map_through_the_geometry(case: str, mention: str,
                                                       expected: list[str]) -> None:
    """"side walls", "floor and ceiling" matched no patch of hotRoom; they are the patches on
    the domain's lateral planes, and on each plane named (blockMeshDict faces, gravity up).
    The cavity's fixedWalls is its floor too, so it is no side wall alone."""
    tutorials = LocalRunner().installation().tutorials_dir
    assert tutorials, "the installation has no tutorials"
    root = Path(tutorials) / case
    assert resolve((mention,), mesh_patches(root), sides=lambda: patch_sides(root)) == expected


@pytest.mark.parametrize("request_text", [
    "Dam break in the standard tank: the water block is 12 cm wide and 24 cm tall.",
    "the standard dam-break tank, but our water column\nis 12 cm wide and 24 cm tall.",
])
def test_a_block_of_liquid_is_the_column_not_an_obstacle(request_text: str) -> None:
    """"the water block is 12 cm wide" was an obstacle 0.12 x 0.24 m; a column wrapped after
    its noun lost its size."""
    spec = parse_spec(request_text)
    assert spec.stated.column_width is not None and spec.stated.column_height is not None
    assert (spec.stated.column_width.value, spec.stated.column_height.value) == (0.12, 0.24)
    assert spec.geometry is None or not spec.geometry.obstacles


def test_a_size_said_with_its_axis_is_that_axis_extent() -> None:
    """"0.2 m wide (x) and 0.1 m deep (y), 0.01 m thick in z": only the width was read, so the
    cavity kept its 0.1 m square."""
    spec = parse_spec("icoFoam lid-driven flow in a shallow cavity: 0.2 m wide (x) and 0.1 m "
                      "deep (y), 0.01 m thick in z with one cell, meshed 40 x 20 x 1.")
    assert spec.stated.extent is not None
    assert spec.stated.extent.value.sizes == pytest.approx((0.2, 0.1, 0.01))
    assert not spec.unparsed


def test_what_fills_the_domain_at_the_start_is_the_initial_field() -> None:
    """"The room air starts at 60 °F and 14.7 psi" was T and p on a patch 'room'."""
    spec = parse_spec("hotRoom: a 1 m² floor heater at 300 °F. The room air starts at 60 °F "
                      "and 14.7 psi, the rest of the floor and the ceiling stay at 60 °F.")
    values = {(item.field, item.boundary[0]): item.value for item in spec.stated.boundary_values}
    assert values == pytest.approx({("T", "internalField"): 288.705556,
                                    ("p", "internalField"): 101352.93, ("T", "floor"): 288.705556,
                                    ("T", "ceiling"): 288.705556}, rel=1e-6)


def test_a_length_says_no_origin(tmp_path: Path) -> None:
    """"A 10 m long shock tube" was audited unmet on shockTube's x from -5 to 5 m."""
    tutorials = LocalRunner().installation().tutorials_dir
    assert tutorials, "the installation has no tutorials"
    root = copy_tutorial(Path(tutorials) / "compressible/rhoCentralFoam/shockTube",
                         tmp_path / "tube")
    spec = parse_spec("A 10 m long shock tube, left 10 bar, right 1 bar, 300 K both sides.")
    (row,) = [row for row in audit_case(spec, root) if row.requirement == "domain size in x"]
    assert row.met, row
    short = parse_spec("A 4 m long shock tube, left 10 bar, right 1 bar, 300 K both sides.")
    (row,) = [row for row in audit_case(short, root) if row.requirement == "domain size in x"]
    assert not row.met, "a 10 m tube is no 4 m tube"


@pytest.mark.parametrize(("request_text", "inviscid"), [
    ("A 10 m shock tube, driver 10 bar, driven 1 bar, air, no viscosity.", True),
    ("shock tube with air, neglecting viscosity", True),
    ("pitzDaily with no viscosity model change", None),
])
def test_no_viscosity_is_inviscid(request_text: str, inviscid: bool | None) -> None:
    """"air, no viscosity" kept the tube's viscous air, and the solve said solved."""
    assert parse_spec(request_text).regime.inviscid is inviscid

"""Set-up facts read from a tutorial's own files and from a request's words and numbers, and
how they move a case: a wall that slides, the Boussinesq approximation, how many liquids and
whether they mix, a compressible liquid."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.retrieval import query_facets
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.regime import read_regime
from foam_agent.rag_index.corpus import read_case
from foam_agent.rag_index.facets import CaseFacets, QueryFacets, moving_walls
from foam_agent.rag_index.rank import facet_score
from tests.rag_index.conftest import facets_of


@pytest.mark.parametrize(("case", "expected"), [
    ("incompressible/icoFoam/cavity/cavity", {"moving_wall": True, "boussinesq": False}),
    ("compressible/rhoPimpleFoam/RAS/cavity", {"moving_wall": True}),
    # obliqueShock's top patch is typed wall but its velocity crosses it: an inflow.
    ("compressible/rhoCentralFoam/obliqueShock", {"moving_wall": False}),
    ("heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom",
     {"boussinesq": True, "buoyant": True, "tags": ("heated body",)}),
    ("heatTransfer/buoyantPimpleFoam/hotRoom",
     {"boussinesq": False, "buoyant": True, "compressible": True}),
    ("multiphase/twoLiquidMixingFoam/lockExchange",
     {"phases": 2, "liquids": 2, "miscible": True}),
    ("multiphase/interMixingFoam/laminar/damBreak",
     {"phases": 3, "liquids": 2, "miscible": True}),
    ("multiphase/interFoam/laminar/damBreak/damBreak",
     {"phases": 2, "liquids": 1, "miscible": False}),
    ("compressible/sonicLiquidFoam/decompressionTank",
     {"compressible_liquid": True, "phases": 1}),
    ("compressible/rhoPimpleFoam/RAS/cavity", {"compressible_liquid": False}),
])
def test_set_up_facts_come_from_the_tutorials_files(tutorials: Path, case: str,
                                                    expected: dict[str, object]) -> None:
    facets = facets_of(tutorials, case)
    for name, value in expected.items():
        assert getattr(facets, name) == value, name


def test_the_lid_is_the_only_moving_wall_of_the_cavity(tutorials: Path) -> None:
    case = read_case(tutorials, "incompressible/icoFoam/cavity/cavity")
    assert moving_walls(case.files) == frozenset({"movingWall"})


@pytest.mark.parametrize(("prompt", "expected"), [
    ("Square box 20 cm on each side whose top slides at 2 cm/s", {"moving_wall": True}),
    ("a sealed enclosure with a belt running across the top at 30 ft/s",
     {"moving_wall": True}),
    ("Closed box of air, top wall sliding at 10 m/s", {"moving_wall": True}),
    ("water flows through a channel past a cylinder", {"moving_wall": None}),
    ("the Boussinesq approximation is fine", {"boussinesq": True}),
    ("treat the air as an ideal gas (not Boussinesq)", {"boussinesq": False}),
    ("two miscible liquids", {"miscible": True}),
    ("an immiscible oil and water", {"miscible": False}),
    ("the brine and the water mix with a diffusivity of 1e-9 m²/s", {"miscible": True}),
    ("a water tank whose compressibility is 4.5e-7 s²/m²", {"compressible": True}),
    ("the pressure wave runs through the vessel", {"compressible": True}),
    ("compressibility effects are negligible", {"compressible": False}),
    ("muddy water at 1100 kg/m³ behind a gate, clear water at 1000 kg/m³ beyond",
     {"liquids": 2, "phases": 2}),
    # A solid's density is no liquid's; one density says nothing of how many liquids.
    ("a steel plate, density 7850 kg/m³, in water at 1000 kg/m³", {"liquids": None}),
    ("water at 998 kg/m³", {"liquids": None}),
    ("watch the plume for half an hour, a snapshot every five minutes",
     {"time": "transient"}),
    ("Run 1500 iterations and write every 150.", {"time": "steady"}),
    # A stated word beats what a duration implies.
    ("steady pattern, so run two minutes, saving every 10 s", {"time": "steady"}),
])
def test_set_up_facts_are_read_from_the_request(prompt: str,
                                                expected: dict[str, object]) -> None:
    regime = read_regime(prompt)
    for name, value in expected.items():
        assert getattr(regime, name) == value, name


def test_numbers_and_durations_stay_with_the_value_readers() -> None:
    """The regime reader reads "the first 30 minutes" as transient and two densities as two
    liquids, and leaves those words to the readers of the end time and the densities."""
    spec = parse_spec("simulate the first 30 minutes of the hot room warming, save every "
                      "2 minutes")
    assert spec.regime.time == "transient"
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 1800.0
    regime = read_regime("oil at 900 kg/m³ over water at 1000 kg/m³")
    assert regime.liquids == 2 and len(regime.unclaimed) == 2


def test_the_facts_reach_the_index_by_name() -> None:
    facets = query_facets(read_regime(
        "the lid slides at 1 m/s; Boussinesq; two miscible liquids at 1000 kg/m³ and 1020 kg/m³"))
    assert facets.moving_wall is True and facets.boussinesq is True
    assert facets.miscible is True and facets.liquids == 2


def test_a_sliding_wall_fits_the_lid_and_not_a_moving_mesh() -> None:
    lid = CaseFacets(turbulence="laminar", moving_wall=True)
    mesh = CaseFacets(turbulence="laminar", tags=("moving mesh",))
    asked = QueryFacets(moving_wall=True)
    words = {"top", "wall", "moving"}
    assert "a moving wall" in facet_score(asked, lid, words).matches
    moved = facet_score(asked, mesh, words)
    assert "moving mesh" not in moved.matches and moved.value < 0
    # Without the fact, "moving" still asks for a moving mesh.
    assert "moving mesh" in facet_score(QueryFacets(), mesh, words).matches


def test_boussinesq_stated_or_declined() -> None:
    boussinesq = CaseFacets(buoyant=True, boussinesq=True, compressible=False)
    ideal_gas = CaseFacets(buoyant=True, compressible=True)
    assert facet_score(QueryFacets(boussinesq=True), boussinesq).value > 0
    assert facet_score(QueryFacets(boussinesq=True), ideal_gas).value < 0
    assert facet_score(QueryFacets(boussinesq=False), boussinesq).value < 0
    # Temperatures alone imply nothing: a differentially heated cavity of air at 20 and 40 °C
    # is the ideal-gas buoyantCavity tutorial (a slow test holds it first).
    assert facet_score(QueryFacets(), boussinesq).value == 0


def test_two_liquids_and_no_gas_fit_a_lock_exchange_better_than_liquids_under_air() -> None:
    lock = CaseFacets(turbulence="laminar", phases=2, liquids=2, miscible=True)
    mixing_dam = CaseFacets(turbulence="laminar", phases=3, liquids=2, miscible=True)
    dam = CaseFacets(turbulence="laminar", phases=2, liquids=1)
    asked = QueryFacets(phases=2, liquids=2)
    words = {"muddy", "water", "gate", "flume"}
    lock_value = facet_score(asked, lock, words).value
    assert lock_value > facet_score(asked, mixing_dam, words).value
    assert lock_value > facet_score(asked, dam, words).value
    # With air named, the liquids under air fit and the lock exchange does not.
    air = {*words, "air"}
    assert facet_score(asked, mixing_dam, air).value > facet_score(asked, lock, air).value
    assert facet_score(QueryFacets(miscible=True), dam).value < 0


def test_a_stated_compressibility_fits_a_compressible_liquid_and_a_liquid_alone_no_gas() -> None:
    tank = CaseFacets(turbulence="laminar", compressible=True, compressible_liquid=True)
    gas = CaseFacets(turbulence="laminar", compressible=True)
    words = {"water", "vessel", "nozzle", "atmosphere"}
    assert "a compressible liquid" in facet_score(QueryFacets(compressible=True), tank,
                                                  words).matches
    # "water" with "atmosphere" (no one-fluid reading): a gas tutorial still costs.
    assert facet_score(QueryFacets(), gas, words).value < 0
    assert facet_score(QueryFacets(), gas, {*words, "air"}).value == 0


def test_an_outline_with_a_part_cut_away_fits_a_mesh_that_is_no_box() -> None:
    asked = QueryFacets(cut=True)
    clipped = facet_score(asked, CaseFacets(turbulence="laminar", box=False))
    box = facet_score(asked, CaseFacets(turbulence="laminar", box=True))
    assert clipped.value > 0 > box.value


def test_a_case_without_a_moving_wall_loses_a_family_s_cost_where_one_drives_the_flow() -> None:
    """"A scraper blade drags across the top" ranked a sloshing tank over the cavity by its
    words; a flow driven by a wall has nothing to drive it in a case without one."""
    asked = QueryFacets(moving_wall=True)
    still = facet_score(asked, CaseFacets(turbulence="laminar", tags=("moving mesh",)))
    lid = facet_score(asked, CaseFacets(turbulence="laminar", moving_wall=True))
    assert still.contradictions == 1 and lid.value - still.value >= 0.35

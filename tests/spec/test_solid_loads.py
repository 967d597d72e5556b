"""Loads, supports and free faces of a solid read from words: the face by its name, side or
role, the size in any stress unit, the direction relative to the face or the case; a stress of
a property or of no load is none, and a load whose direction is not said is refused."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.solid_loads import SolidLoad


def _loads(prompt: str) -> list[SolidLoad]:
    spec = parse_spec(prompt)
    assert not spec.unparsed, spec.unparsed
    assert not spec.stated.boundary_values, spec.stated.boundary_values
    return list(spec.stated.solid_loads)


def test_a_shear_on_the_tip_is_downward_on_the_loaded_end() -> None:
    loads = _loads("A timber cantilever, Young's modulus 12 GPa: its tip takes a shear of "
                   "3 kPa acting downwards, and the root end is built in.")
    load = next(item for item in loads if item.kind == "load")
    assert load.boundary == ("free end",)
    assert load.magnitude == pytest.approx(3000) and load.sense == "down"
    assert load.entries(None, (0.0, 0.0, 1.0)) == ((0.0, 0.0, -3000.0), None)
    support = next(item for item in loads if item.kind == "support")
    assert support.boundary == ("clamped end",)


def test_a_pull_in_ksi_is_along_the_outward_normal() -> None:
    (load,) = _loads("Stress analysis of a holed brass strip: stretch the left edge with 3 ksi.")
    assert load.boundary == ("left edge", "left") and load.sense == "out"
    assert load.entries((-1.0, 0.0, 0.0), (0.0, 1.0, 0.0))[0] == pytest.approx(
        (-3 * 6894757.29317, 0.0, 0.0))


def test_a_compression_on_a_curved_face_is_a_pressure() -> None:
    (load,) = _loads("plateHole with E = 100 GPa; the hole is squeezed in compression at "
                     "4 MPa.")
    assert load.boundary == ("hole",)
    assert load.entries(None, (0.0, 1.0, 0.0)) == (None, 4e6)


def test_a_pressure_is_written_as_one() -> None:
    (load,) = _loads("Cantilever (solidEquilibriumDisplacementFoam): a uniform pressure of "
                     "2 bar presses on the upper surface.")
    assert load.boundary == ("upper surface", "upper") and load.pressure == pytest.approx(2e5)
    assert load.magnitude is None and load.traction is None


def test_a_vector_and_a_pressure_without_their_type_merge_on_the_named_patch() -> None:
    (load,) = _loads("beamEndLoad. tractionEnd: downward shear of 7 kPa, that is traction "
                     "(0 -7000 0) Pa, pressure 0.")
    assert load.boundary == ("tractionEnd",)
    assert load.traction == (0.0, -7000.0, 0.0) and load.pressure == 0


def test_a_signed_axis_gives_the_vector() -> None:
    (load,) = _loads("plate with a hole, solidDisplacementFoam: 6 MPa in -x on 'left'.")
    assert load.direction == (-1.0, 0.0, 0.0)
    assert load.entries((-1.0, 0.0, 0.0), (0.0, 1.0, 0.0)) == ((-6e6, 0.0, 0.0), None)


def test_listed_faces_are_free() -> None:
    loads = _loads("Cantilever beam, E = 70 GPa. The top face and the bottom face are left "
                   "free; 'up' and 'hole' carry no load.")
    assert [item.boundary[0] for item in loads if item.kind == "free"] == [
        "top face", "bottom face", "up", "hole"]


def test_a_property_in_a_stress_unit_is_no_load() -> None:
    spec = parse_spec("Cantilever: Young's modulus 29,000 ksi, yield strength 36 ksi.")
    assert not spec.stated.solid_loads


def test_a_fluid_request_has_no_solid_loads() -> None:
    spec = parse_spec("Pipe flow, the outlet pressure is 2 bar and the inlet is pulled at 3 "
                      "m/s.")
    assert not spec.stated.solid_loads


def test_a_load_without_a_direction_is_refused() -> None:
    spec = parse_spec("Cantilever, E = 200 GPa: the free end carries a shear load of 5 kPa.")
    assert not spec.stated.solid_loads
    assert any("direction" in item.reason for item in spec.not_applied)


@pytest.mark.parametrize(("prompt", "switches"), [
    ("plateHole for a thick slab: plane strain rather than plane stress, E = 90 GPa.",
     {"planeStress": False}),
    ("Thin steel sheet with a hole, E = 200 GPa, treated in plane stress; thermal stresses "
     "off.", {"planeStress": True, "thermalStress": False}),
    ("plateHole, thermo-elastic: the hole is held at 400 K.", {"thermalStress": True}),
    ("plateHole: planeStress no, thermalStress yes.",
     {"planeStress": False, "thermalStress": True}),
])
def test_switches_in_words(prompt: str, switches: dict[str, bool]) -> None:
    spec = parse_spec(prompt)
    assert {item.name: item.value for item in spec.stated.solid_switches} == switches


def test_a_force_without_a_direction_is_refused() -> None:
    spec = parse_spec("Cantilever, E = 200 GPa: a 3 kip load at the tip.")
    assert not spec.stated.solid_loads
    assert any("direction" in item.reason for item in spec.not_applied)


def test_a_list_split_by_and_keeps_its_first_face() -> None:
    loads = _loads("plateHole, E = 70 GPa: the outer left and bottom edges bear no load.")
    assert [item.boundary[0] for item in loads if item.kind == "free"] == [
        "left edge", "bottom edge"]


def test_an_elastic_solid_of_a_stress_solver_is_no_coupled_solid() -> None:
    """"Linear-elastic plate" asked of solidDisplacementFoam is the case itself; the same
    words in a flow are a solid coupled to it, which no solver here does."""
    assert not parse_spec("A linear-elastic plate with a hole under solidDisplacementFoam, "
                          "E = 70 GPa.").not_applied
    assert parse_spec("An elastic plate fixed in a water channel, the water flowing at "
                      "1 m/s.").not_applied


@pytest.mark.parametrize(("prompt", "vector"), [
    ("beamEndLoad, solidEquilibriumDisplacementFoam: tractionEnd gets traction (0 -6 kPa 0).",
     (0.0, -6000.0, 0.0)),
    ("beamEndLoad: load tractionEnd with traction (0, -2 psi, 0 psi).",
     (0.0, -2 * 6894.75729317, 0.0)),
    ("beamEndLoad: tractionEnd traction = (1 kPa, -1 MPa, 0).", (1000.0, -1e6, 0.0)),
])
def test_a_unit_inside_a_traction_vector_is_the_vectors(prompt: str, vector: tuple[float, ...]
                                                         ) -> None:
    (load,) = _loads(prompt)
    assert load.boundary == ("tractionEnd",) and load.magnitude is None
    assert load.traction == pytest.approx(vector)


def test_a_component_with_no_unit_beside_two_units_is_left_unread() -> None:
    spec = parse_spec("beamEndLoad: tractionEnd traction (2 kPa -3 psi 4).")
    assert not spec.stated.solid_loads
    assert spec.unparsed


def test_a_support_written_as_a_zero_displacement_scalar_is_held() -> None:
    loads = _loads("beamEndLoad (solidEquilibriumDisplacementFoam): fixedEnd D fixedValue 0.")
    assert [(load.boundary, load.kind) for load in loads] == [(("fixedEnd",), "support")]


def test_a_direction_in_the_clause_after_the_load_is_its_own() -> None:
    """"2 psi traction, pointing down (-y)": the direction follows the size; the traction had
    been put along the outward normal (a guess) and the direction dropped in silence."""
    (load,) = _loads("Cantilever (solidEquilibriumDisplacementFoam). Free end: 2 psi "
                     "traction, pointing down (-y).")
    assert load.direction == (0.0, -1.0, 0.0) and load.sense is None
    assert load.magnitude == pytest.approx(2 * 6894.75729317)
    assert "pointing down" in load.source


def test_a_direction_after_another_face_is_that_faces() -> None:
    """A clause naming a face of its own ends the look ahead: its direction is not this load's."""
    loads = _loads("Cantilever (solidEquilibriumDisplacementFoam): a traction of 3 kPa on "
                   "the free end, the fixed end held in -y.")
    load = next(item for item in loads if item.kind == "load")
    assert load.direction is None and load.sense == "out"


def test_a_clause_of_a_signed_axis_alone_is_the_loads_direction() -> None:
    (load,) = _loads("beamEndLoad (solidEquilibriumDisplacementFoam): free-end traction "
                     "3 kPa, -y.")
    assert load.direction == (0.0, -1.0, 0.0)
    assert load.entries((1.0, 0.0, 0.0), (0.0, 1.0, 0.0))[0] == pytest.approx(
        (0.0, -3000.0, 0.0))

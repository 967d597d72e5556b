"""A value's subject (issue 23, E1): a difference beside the values it lies between, subjects
sharing one value, a field's list with its initial entry, and named physical constants.

Each wording is written for this test, several per kind, with the wordings that must stay
unread because they say too little. The spec is read in the real pipeline against the
installation's vocabulary.
"""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL


def _values(prompt: str) -> set[tuple[str, str, object]]:
    stated = parse_spec(prompt).stated
    return {(item.field, item.boundary[0], item.value) for item in stated.boundary_values}


def _not_applied(prompt: str) -> list[str]:
    return [item.words for item in parse_spec(prompt).not_applied]


# --- 1. A difference is never a boundary's value; the values beside it keep their subjects.

@pytest.mark.parametrize("prompt", [
    "Rayleigh-Benard cells, dT = 2 K (floor 302 K, ceiling 300 K), Pr = 1.",
    "BenardCells: floor 302 K and ceiling 300 K, i.e. ΔT = 2 K.",
    "BenardCells, delta T = 2 K; the floor is held at 302 K, the ceiling at 300 K.",
    "BenardCells with a temperature difference of 2 K (floor 302 K and ceiling 300 K).",
])
def test_a_difference_restating_the_walls_is_read_and_never_a_wall_value(prompt: str) -> None:
    spec = parse_spec(prompt)
    values = {(item.field, item.boundary[0], item.value) for item in spec.stated.boundary_values}
    assert values == {("T", "floor", 302), ("T", "ceiling", 300)}
    assert not spec.not_applied
    assert not any("2 K" in phrase for phrase in spec.unparsed)


@pytest.mark.parametrize("prompt", [
    "BenardCells, ΔT = 5 K across the gap, Pr = 0.7.",
    "BenardCells: a temperature difference of 4 K between the floor and the ceiling.",
    "BenardCells, dT = 3 K (floor 302 K, ceiling 300 K).",  # the values say 2 K
    "pitzDaily with a pressure drop of 50 Pa between inlet and outlet.",
    "Channel flow, dp = 0.2 bar over the length.",
])
def test_a_difference_nothing_restates_is_not_applied_never_written(prompt: str) -> None:
    values = _values(prompt)
    assert not any(value in (5, 4, 3, 50, 20000) for _, _, value in values)
    assert _not_applied(prompt)


@pytest.mark.parametrize("prompt", [
    "cavity icoFoam, dt = 0.005 s, lid at 1 m/s.",
    "hotRoom, deltaT = 2 s, floor at 300 K.",
])
def test_a_time_step_symbol_is_no_difference(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert spec.stated.delta_t is not None
    assert not spec.not_applied


# --- 2. Subjects sharing one value: each gets it, checked against its own dimensions.

def _properties(prompt: str) -> dict[str, object]:
    return {item.name: item.value for item in parse_spec(prompt).stated.properties}


@pytest.mark.parametrize("prompt", [
    "hotRoom: p and p_rgh start at 1 bar, floor at 300 K.",
    "hotRoom, where p and p_rgh are initialised to 100000 Pa.",
    "hotRoom; p and p_rgh = 1e5 Pa initially.",
])
def test_a_pressure_and_its_companion_share_one_initial_value(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert ("p", INTERNAL, 100000) in {(item.field, item.boundary[0], item.value)
                                       for item in spec.stated.boundary_values}
    assert _properties(prompt).get("p_rgh") == 100000


@pytest.mark.parametrize(("prompt", "where"), [
    ("pitzDaily simpleFoam: k and epsilon = 0.01 at the inlet.", "inlet"),
    ("pitzDaily with kEpsilon, k and epsilon are both 0.01 at the inlet.", "inlet"),
])
def test_turbulence_fields_share_a_patch_value(prompt: str, where: str) -> None:
    values = {(field, boundary.lower(), value) for field, boundary, value in _values(prompt)}
    assert {("k", where, 0.01), ("epsilon", where, 0.01)} <= values


@pytest.mark.parametrize("prompt", [
    "pitzDaily simpleFoam: k and omega are 0.5 initially; inlet U 10 m/s.",
    "pitzDaily kOmegaSST, k and omega are initialised to 0.5 everywhere.",
])
def test_turbulence_fields_share_an_initial_value(prompt: str) -> None:
    properties = _properties(prompt)
    assert properties.get("k") == 0.5 and properties.get("omega") == 0.5


@pytest.mark.parametrize("prompt", [
    # omega has no m^2/s^2: the list binds nothing, and the words stay unread.
    "pitzDaily: k and omega are 0.1 m^2/s^2.",
    # one value each: never the first one for both.
    "pitzDaily SpalartAllmaras: nut and nuTilda of 1e-5 m^2/s and 3e-5 m^2/s at the inlet.",
    # a temperature is no pressure.
    "hotRoom: T and p are 300 K.",
])
def test_a_shared_value_a_subject_cannot_hold_is_not_bound_to_it(prompt: str) -> None:
    spec = parse_spec(prompt)
    values = {(item.field, item.value) for item in spec.stated.boundary_values}
    properties = _properties(prompt)
    assert properties.get("omega") != 0.1 and ("omega", 0.1) not in values
    assert ("nuTilda", 1e-5) not in values
    assert properties.get("p") != 300 and ("p", 300) not in values


def _types(prompt: str) -> set[tuple[str | None, str, str]]:
    return {(item.field, item.boundary[0], item.type)
            for item in parse_spec(prompt).stated.boundary_types}


@pytest.mark.parametrize(("prompt", "where", "fields"), [
    ("pitzDaily simpleFoam: k and epsilon at the walls use wall functions; inlet U 10 m/s.",
     "walls", ("k", "epsilon")),
    ("pitzDaily with kEpsilon, k and epsilon use standard wall functions.", "walls",
     ("k", "epsilon")),
    ("pitzDaily: wall functions for k, omega and nut on upperWall and lowerWall.", "upperWall",
     ("k", "omega", "nut")),
])
def test_fields_sharing_wall_functions_each_get_their_own(
        prompt: str, where: str, fields: tuple[str, ...]) -> None:
    own = {"k": "kqRWallFunction", "epsilon": "epsilonWallFunction",
           "omega": "omegaWallFunction", "nut": "nutkWallFunction"}
    assert {(name, where, own[name]) for name in fields} <= _types(prompt)


@pytest.mark.parametrize("prompt", [
    "pitzDaily SpalartAllmaras: nuTilda and nut use wall functions.",
    # a type's own name is no "wall functions for": its places are the type reader's
    "hotRoom kOmegaSST: keep kqRWallFunction for k and nutkWallFunction for nut.",
])
def test_a_list_that_is_not_fields_sharing_wall_functions_sets_none(prompt: str) -> None:
    assert not _types(prompt)


# --- 3. A field's list: the "initial" item is the internal field, the others patches.

@pytest.mark.parametrize(("prompt", "field", "patch", "at_patch", "initial"), [
    ("pitzDaily simpleFoam: k: inlet 0.1, initial 0. epsilon: inlet 14.", "k", "inlet", 0.1, 0),
    ("pitzDaily simpleFoam. k - inlet 0.375 m^2/s^2, initially 0.2 everywhere.", "k", "inlet",
     0.375, 0.2),
    ("pitzDaily kOmegaSST, omega: inlet 440 1/s, internal 100 1/s, outlet zeroGradient.",
     "omega", "inlet", 440, 100),
])
def test_a_field_list_puts_its_initial_item_in_the_internal_field(
        prompt: str, field: str, patch: str, at_patch: float, initial: float) -> None:
    spec = parse_spec(prompt)
    values = {(item.field, item.boundary[-1].lower(), item.value)
              for item in spec.stated.boundary_values}
    assert (field, patch, at_patch) in values
    assert _properties(prompt).get(field) == initial
    assert not spec.unparsed


@pytest.mark.parametrize("prompt", [
    "scalarTransportFoam pitzDaily. Passive scalar T: inlet fixedValue 0.25, initial 0, "
    "outlet zeroGradient, walls zeroGradient.",
    "hotRoom: T - walls 0.25 K, initially 0 K everywhere.",
])
def test_a_typed_field_list_keeps_its_initial_item_as_the_internal_field(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert ("T", INTERNAL, 0) in {(item.field, item.boundary[0], item.value)
                                  for item in spec.stated.boundary_values}
    assert not spec.unparsed


@pytest.mark.parametrize("prompt", [
    "pitzDaily kOmegaSST: omega: inlet 44 m/s, initial 1.",  # a speed is no omega
    "pitzDaily simpleFoam, k: somewhere 0.1, initial 0.",  # no place the case has
])
def test_a_field_list_with_an_item_it_cannot_place_binds_nothing_after_it(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert "k" not in _properties(prompt) and "omega" not in _properties(prompt)
    assert spec.unparsed


def test_an_item_whose_places_follow_its_value_is_no_list_item() -> None:
    spec = parse_spec("airFoil2D SpalartAllmaras, nuTilda: freestream 6e-5 m^2/s on inlet and "
                      "outlet, fixedValue 0 on walls.")
    assert not any(item.field == "nuTilda" and item.boundary[0] == "freestream"
                   for item in spec.stated.boundary_values)


# --- 4. Named constants: the constant's value, in SI, on the subject it is given to.

@pytest.mark.parametrize(("prompt", "name", "value"), [
    ("mhdFoam hartmann in SI units, mu0 = vacuum permeability, B0 = 0.02 T.", "mu",
     1.25663706212e-6),
    ("mhdFoam hartmann with liquid sodium; use the vacuum permeability.", "mu", 1.25663706212e-6),
    ("mhdFoam hartmann: set mu to the permeability of free space.", "mu", 1.25663706212e-6),
    ("electrostaticFoam chargedWire, and the permittivity is that of free space.", "epsilon0",
     8.8541878128e-12),
    ("electrostaticFoam chargedWire: epsilon0 = vacuum permittivity.", "epsilon0",
     8.8541878128e-12),
])
def test_a_named_constant_binds_its_codata_value(prompt: str, name: str, value: float) -> None:
    assert _properties(prompt).get(name) == pytest.approx(value, rel=1e-9)


def test_a_stated_number_beside_a_constant_name_wins() -> None:
    assert _properties("electrostaticFoam chargedWire: vacuum permittivity 8.85e-12 F/m.")[
        "epsilon0"] == pytest.approx(8.85e-12)


@pytest.mark.parametrize("prompt", [
    "hotRoom with g = standard gravity.",
    "hotRoom, gravity is the standard acceleration of gravity, floor 300 K.",
])
def test_standard_gravity_is_a_magnitude(prompt: str) -> None:
    gravity = parse_spec(prompt).stated.gravity
    assert gravity is not None and gravity.value == pytest.approx(9.80665)


def test_a_constant_given_to_a_subject_of_other_dimensions_is_not_applied() -> None:
    spec = parse_spec("mhdFoam hartmann: sigma = vacuum permeability.")
    assert "sigma" not in _properties("mhdFoam hartmann: sigma = vacuum permeability.")
    assert [item.words for item in spec.not_applied] == ["sigma = vacuum permeability"]

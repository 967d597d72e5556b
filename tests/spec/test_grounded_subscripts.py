"""A subscript outside the short place words binds where the installed cases name a place so
("U_fuel", "T_amb"), written with or without "=", and its value only with a unit of its
field's kind; a keyword spelt by symbol and subscript takes a spaced value with its unit; a
temperature said of the case's own name is the case's initial field.

Why: terse requests drop the "=" ("U_fuel 0.5 ft/s", "D_T 0.1 ft^2/s"), and their subscripts
name the case's own patches ("fuel", "air") or its surroundings ("amb"). Those values were
attached to the case's name written before them, or not read at all, and the case kept its
own numbers.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

OPPOSED_JETS = DEBIAN_TUTORIALS / "combustion" / "reactingFoam" / "laminar" / "counterFlowFlame2D"
CAVITY = DEBIAN_TUTORIALS / "heatTransfer" / "buoyantSimpleFoam" / "buoyantCavity"


def _values(prompt: str) -> dict[tuple[str, str], object]:
    return {(str(item.field), item.boundary[0]): item.value
            for item in parse_spec(prompt).stated.boundary_values}


@pytest.mark.parametrize(("prompt", "place", "speed"), [
    ("reactingFoam opposed jets: U_fuel 0.6 ft/s, run 0.1 s", "fuel", 0.18288),
    ("opposed-jet flame, U_{fuel}: 0.3 m/s", "fuel", 0.3),
    ("fire panel with U_burner 2 cm/s", "burner", 0.02),
])
def test_a_subscript_naming_a_patch_of_the_cases_is_that_place(prompt: str, place: str,
                                                                speed: float) -> None:
    assert _values(prompt)[("U", place)] == pytest.approx(speed)


def test_a_subscript_of_the_surroundings_is_the_ambient() -> None:
    assert _values("fire panel, T_amb 50 °F, 5 s")[("T", "ambient")] == pytest.approx(283.15)


@pytest.mark.parametrize("prompt", [
    "opposed jets, U_fuel 0.5 and nothing else",   # no unit: a list's item as often
    "opposed jets, U_fuel 0.5 K",                  # a temperature is no speed
    "panel, T_max 300 K",                          # "max" names no place
    "duct, U_centre 3 m/s",                        # nor does "centre"
])
def test_a_subscript_binds_only_a_place_and_a_value_of_its_kind(prompt: str) -> None:
    assert not [key for key in _values(prompt) if key[1] in ("fuel", "max", "centre")]


def test_a_keyword_spelt_by_symbol_and_subscript_takes_a_spaced_value_with_its_unit() -> None:
    spec = parse_spec("scalar transport, D_T 0.2 ft^2/s, 0.1 s")
    assert {item.name: item.value for item in spec.stated.properties}["DT"] \
        == pytest.approx(0.018580608)


def test_a_spaced_symbol_with_no_unit_stays_not_understood() -> None:
    spec = parse_spec("scalar transport, D_T 0.2")
    assert not [item for item in spec.stated.properties if item.name == "DT"]
    assert any("D_T 0.2" in phrase for phrase in spec.unparsed)


def test_each_jet_s_speed_is_written_along_its_own_direction(tmp_path: Path) -> None:
    case = copy_tutorial(OPPOSED_JETS, tmp_path / "case")
    spec = in_case(parse_spec("counterFlowFlame2D: U_fuel 0.6 ft/s, U_air 0.4 ft/s"), case)
    apply_requirements(case, spec.stated)
    field = FoamFieldFile(case / "0" / "U").boundary_field
    assert tuple(field["fuel"]["value"]) == pytest.approx((0.18288, 0, 0))
    assert tuple(field["air"]["value"]) == pytest.approx((-0.12192, 0, 0))
    rows = [row for row in audit_case(spec, case) if row.file == "0/U"]
    assert rows and all(row.met for row in rows)


def test_a_temperature_said_of_the_case_s_name_is_its_initial_field() -> None:
    spec = parse_spec("buoyantCavity: T 290 K, 200 iterations")
    assert [item.boundary for item in spec.stated.boundary_values] == [("buoyantCavity",)]
    placed = bind_to_case(spec, CAVITY).stated.boundary_values
    assert [(item.boundary, item.value) for item in placed] == [((INTERNAL,), 290)]
    assert "names the followed case" in placed[0].assumption


def test_a_temperature_of_the_surroundings_subscript_is_the_initial_field() -> None:
    panel = (DEBIAN_TUTORIALS / "combustion" / "fireFoam" / "LES"
             / "flameSpreadWaterSuppressionPanel")
    spec = in_case(parse_spec("fire panel with T_amb 50 °F, 2 s"), panel)
    initial = [item.value for item in spec.stated.boundary_values
               if item.field == "T" and item.boundary == (INTERNAL,)]
    assert initial == [pytest.approx(283.15)]

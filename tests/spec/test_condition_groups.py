"""Boundary conditions listed under their patch in OpenFOAM's code form ("patch up (phi
fixedValue 0, rho zeroGradient)", "outlet: p fixedValue 0; U zeroGradient"): each item bound to
the head's patches and its own field, its value checked against the field's dimensions, and a
semicolon or comma inside the parenthesis cutting no list; written into a copied tutorial and
audited there."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.boundaries import edit_boundaries
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import Requirements

CHARGED_WIRE = "electromagnetics/electrostaticFoam/chargedWire"


def _values(stated: Requirements) -> set[tuple[str, str, object]]:
    return {(item.field, item.boundary[0].lower(), item.value)
            for item in stated.boundary_values}


def _types(stated: Requirements) -> set[tuple[str | None, str, str]]:
    return {(item.field, item.boundary[0].lower(), item.type)
            for item in stated.boundary_types}


@pytest.mark.parametrize("prompt", [
    "electrostaticFoam chargedWire. hole (phi fixedValue 30000, rho fixedValue 2e-5); "
    "up (phi fixedValue 0; rho zeroGradient).",
    "chargedWire with electrostaticFoam: hole (phi fixedValue 30 kV; rho fixedValue 2e-5 "
    "C/m^3), up (phi fixedValue 0 V, rho zeroGradient).",
    "Run electrostaticFoam on chargedWire. Patch hole: phi fixedValue 30000 V, rho fixedValue "
    "2e-05 C/m3. Patch up: phi fixedValue 0 and rho zeroGradient.",
])
def test_items_in_a_patch_s_parenthesis_or_after_its_colon_are_that_patch_s(prompt: str) -> None:
    stated = parse_spec(prompt).stated
    assert _values(stated) == {("phi", "hole", 30000), ("rho", "hole", 2e-05),
                               ("phi", "up", 0)}
    assert _types(stated) == {("rho", "up", "zeroGradient")}
    assert not stated.properties  # rho before a condition type is the field, no density


@pytest.mark.parametrize("prompt", [
    "icoFoam cavity. movingWall (U fixedValue (1 0 0), p zeroGradient); fixedWalls "
    "(U noSlip; p zeroGradient).",
    "icoFoam cavity. movingWall: U fixedValue (1 0 0) m/s; p zeroGradient. fixedWalls: U "
    "noSlip, p zeroGradient.",
    "icoFoam cavity: fixedWalls (U noSlip and p zeroGradient), movingWall (p zeroGradient, U "
    "fixedValue (1 0 0)).",
])
def test_a_second_item_keeps_the_patch_its_list_belongs_to(prompt: str) -> None:
    stated = parse_spec(prompt).stated
    assert _values(stated) == {("U", "movingwall", (1.0, 0.0, 0.0))}
    assert _types(stated) == {("p", "movingwall", "zeroGradient"),
                              ("U", "fixedwalls", "noSlip"), ("p", "fixedwalls", "zeroGradient")}


@pytest.mark.parametrize("prompt", [
    "laplacianFoam flange. patch1 (T fixedValue 400 K), patch2 (T zeroGradient), patch3 and "
    "patch4: T fixedValue 300 K.",
    "laplacianFoam flange; patch3 and patch4: T fixedValue 26.85 degC; patch1: T fixedValue "
    "400 K, patch2: T zeroGradient.",
])
def test_a_head_naming_two_patches_gives_the_items_to_both(prompt: str) -> None:
    stated = parse_spec(prompt).stated
    values = {(name, round(float(value), 6)) for field, name, value in _values(stated)
              if field == "T"}
    assert values == {("patch1", 400.0), ("patch3", 300.0), ("patch4", 300.0)}
    assert _types(stated) == {("T", "patch2", "zeroGradient")}


def test_fields_listed_before_a_type_share_it() -> None:
    stated = parse_spec("simpleFoam pitzDaily. outlet: p fixedValue 0, U and k "
                        "zeroGradient.").stated
    assert _types(stated) == {("U", "outlet", "zeroGradient"), ("k", "outlet", "zeroGradient")}
    assert {(field, value) for field, _, value in _values(stated)} == {("p", 0)}


def test_a_value_in_a_unit_of_other_dimensions_is_read_and_not_applied() -> None:
    spec = parse_spec("simpleFoam pitzDaily. outlet: p fixedValue 5 m/s, U zeroGradient.")
    assert not [item for item in spec.stated.boundary_values if item.field == "p"]
    assert [item.words for item in spec.not_applied] == ["p fixedValue 5 m/s"]
    assert _types(spec.stated) == {("U", "outlet", "zeroGradient")}


@pytest.mark.parametrize("prompt", [
    "simpleFoam pitzDaily. inlet (Q fixedValue 3).",
    "simpleFoam pitzDaily. inlet (U fixedValue (10 0 0), k bogusType 3); outlet (p "
    "fixedValue 0).",
])
def test_an_item_not_understood_lands_on_no_patch(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert not any(item.value == 3 for item in spec.stated.boundary_values)
    assert spec.unparsed or spec.not_applied


def test_a_value_with_a_note_in_parentheses_is_no_patch_list() -> None:
    """ "Wire potential 38 kV (phi fixedValue on hole)": the head holds the value; the item
    has a place of its own."""
    stated = parse_spec("electrostaticFoam chargedWire. Wire potential 38 kV (phi fixedValue "
                        "on hole), plate grounded (phi fixedValue 0 on up).").stated
    assert ("phi", "hole", 38000.0) in _values(stated)
    assert ("phi", "up", 0) in _values(stated)


def test_the_items_are_written_and_audited(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(CHARGED_WIRE)
    prompt = ("electrostaticFoam chargedWire. hole (phi fixedValue 25 kV, rho fixedValue "
              "3e-5 C/m^3); up (phi fixedValue 0; rho zeroGradient).")
    spec = parse_spec(prompt)
    edit_boundaries(root, spec.stated, EditReport())
    with FoamFieldFile(root / "0" / "phi") as phi, FoamFieldFile(root / "0" / "rho") as rho:
        assert float(phi.boundary_field["hole"]["value"]) == pytest.approx(25000)
        assert float(rho.boundary_field["hole"]["value"]) == pytest.approx(3e-5)
        assert float(phi.boundary_field["up"]["value"]) == 0
        assert rho.boundary_field["up"]["type"] == "zeroGradient"
    rows = [row for row in audit_case(spec, root)
            if row.entry and row.entry.startswith("boundaryField/")]
    assert len(rows) == 4 and all(row.met for row in rows), rows
    with FoamFieldFile(root / "0" / "rho") as rho:
        rho.boundary_field["hole"]["value"] = 1e-5
    rows = [row for row in audit_case(spec, root) if row.entry == "boundaryField/hole/value"
            and row.requirement.startswith("rho")]
    assert rows and not any(row.met for row in rows), rows


@pytest.mark.parametrize(("prompt", "field", "patches"), [
    ("rhoPimpleAdiabaticFoam rutlandVortex2D. p on left and right waveTransmissive with "
     "fieldInf 101325 and lInf 4 m.", "p", {"left", "right"}),
    ("buoyantPimpleFoam hotRoom: T on floor, ceiling and fixedWalls fixedValue 300 K.", "T",
     {"floor", "ceiling", "fixedwalls"}),
    ("simpleFoam pitzDaily: k on upperWall and lowerWall kqRWallFunction.", "k",
     {"upperwall", "lowerwall"}),
])
def test_patches_listed_under_a_field_before_the_type_are_all_the_type_s(
        prompt: str, field: str, patches: set[str]) -> None:
    stated = parse_spec(prompt).stated
    found = {name for kind, name, _ in _types(stated) if kind == field} | {
        name for kind, name, _ in _values(stated) if kind == field}
    assert found == patches


def test_names_before_a_type_with_no_field_opening_them_stay_the_earlier_statement_s() -> None:
    stated = parse_spec("simpleFoam pitzDaily: U fixedValue (1 0 0) at the inlet and outlet, "
                        "upperWall zeroGradient for p.").stated
    assert _types(stated) == {("p", "upperwall", "zeroGradient")}


@pytest.mark.parametrize("prompt", [
    "rhoPimpleFoam cavity. Air: hePsiThermo, molWeight 28.9, Cp 1007, mu 1.84e-05, Pr 0.7.",
    "counterFlowFlame2D reactingFoam. air: rho 1.2 kg/m3, mu 1.8e-5 Pa s.",
])
def test_names_and_values_in_a_list_naming_no_type_are_no_patch_values(prompt: str) -> None:
    stated = parse_spec(prompt).stated
    assert not [item for item in stated.boundary_values if item.field in ("mu", "rho")]


def test_a_value_only_item_beside_a_typed_one_is_the_patch_s() -> None:
    stated = parse_spec("reactingFoam counterFlowFlame2D. fuel: U fixedValue (0.15 0 0) m/s, "
                        "T 320 K, pure CH4; air: U fixedValue (-0.15 0 0) m/s, T 300 K.").stated
    assert {("T", "fuel", 320), ("T", "air", 300)} <= _values(stated)


def test_a_type_s_parameter_in_the_next_item_stays_the_type_s() -> None:
    stated = parse_spec("compressibleInterFoam climbingRod. atmosphere: p_rgh totalPressure, "
                        "p0 1e5 Pa.").stated
    assert _values(stated) == {("p_rgh", "atmosphere", 100000.0)}
    assert _types(stated) == {("p_rgh", "atmosphere", "totalPressure")}
    assert not stated.properties


def test_a_list_wrapped_after_a_comma_goes_on_under_its_patch() -> None:
    stated = parse_spec("pimpleFoam pitzDaily:\n- inlet: U fixedValue (8 0 0) m/s, k fixedValue "
                        "0.24 m^2/s^2,\n  epsilon fixedValue 14.9 m^2/s^3;\n- outlet: p "
                        "fixedValue 0.").stated
    assert {(field, name) for field, name, _ in _values(stated)} == {
        ("U", "inlet"), ("k", "inlet"), ("epsilon", "inlet"), ("p", "outlet")}

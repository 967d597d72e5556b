"""Vectors stated in words: components listed with commas and "and", a vector parameter of a
condition, imperial units converted per component."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.values import vector_of


def _values(prompt: str) -> list[tuple[str, str, object]]:
    return [(item.field, item.boundary[0].lower(), item.value)
            for item in parse_spec(prompt).stated.boundary_values]


def test_components_listed_in_words_are_one_vector() -> None:
    assert _values("cavity: lid velocity components 2, 0 and 0.5 m/s.") == [
        ("U", "lid", (2.0, 0.0, 0.5))]


def test_each_component_is_converted() -> None:
    [(field, where, value)] = _values("pitzDaily: inlet velocity components of 10, 0, 1 ft/s.")
    assert (field, where) == ("U", "inlet")
    assert value == pytest.approx((3.048, 0.0, 0.3048))


def test_a_component_list_in_another_unit_is_no_velocity() -> None:
    assert not any(field == "U" for field, _, _ in _values(
        "hotRoom: heater temperature components 2, 0 and 0.5 K."))


def test_a_vector_parameter_of_a_condition() -> None:
    stated = parse_spec("pitzDaily: the outlet U is inletOutlet with inletValue (0 0 0.5) "
                        "ft/s.").stated
    assert [(item.field, item.value) for item in stated.boundary_values] == [
        ("U", pytest.approx((0.0, 0.0, 0.1524)))]
    assert [item.type for item in stated.boundary_types] == ["inletOutlet"]


def test_a_vector_keyword_is_written_where_the_case_keeps_it_and_audited(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("incompressible/boundaryFoam/boundaryWallFunctions")
    prompt = "boundaryFoam boundaryWallFunctions: driving bulk velocity Ubar = (5 0 0) m/s."
    spec = parse_spec(prompt)
    assert [(item.name, item.value) for item in spec.stated.vectors] == [("Ubar", (5, 0, 0))]
    assert not spec.stated.boundary_values
    apply_requirements(root, spec.stated)
    assert vector_of(FoamFile(root / "constant" / "transportProperties")["Ubar"]) == (5, 0, 0)
    rows = [row for row in audit_case(spec, root) if row.requirement == "Ubar"]
    assert len(rows) == 1 and rows[0].met, rows
    FoamFile(root / "constant" / "transportProperties")["Ubar"] = [7, 0, 0]
    rows = [row for row in audit_case(spec, root) if row.requirement == "Ubar"]
    assert len(rows) == 1 and not rows[0].met, rows

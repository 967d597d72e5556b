"""Which reader and which boundary a number belongs to, when its clause also names the case,
another boundary or another reader's quantity."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.parse import parse_spec


def test_a_colon_scopes_the_boundary_to_the_words_after_it() -> None:
    """What stands before the colon describes the case, not the patch the value is for."""
    spec = parse_spec("Natural convection of air in a closed square room 1 m by 1 m: the left "
                      "wall is held at 40 °C and the right wall at 20 °C.")
    placed = [(item.boundary[0], item.value) for item in spec.stated.boundary_values]
    assert placed == [("left wall", pytest.approx(313.15)), ("right wall", pytest.approx(293.15))]
    assert [item.boundary for item in parse_spec("Inlet velocity: 10 m/s").stated
            .boundary_values] == [("inlet",)]


def test_a_cases_own_name_before_a_joined_clause_is_no_boundary() -> None:
    """"pitzDaily but with the inlet at 36 km/h": the clause before "with" names the case,
    and its speed went to a patch called pitzDaily too (an unmet row)."""
    spec = parse_spec("pitzDaily but with the inlet at 36 km/h and the outlet pressure at 0")
    placed = [(item.field, item.boundary[0]) for item in spec.stated.boundary_values]
    assert placed == [("U", "inlet"), ("p", "outlet")]
    walls = parse_spec("movingWall and fixedWalls at 300 K").stated.boundary_values
    assert sorted(item.boundary[0] for item in walls) == ["fixedWalls", "movingWall"]


def test_an_assignment_another_reader_took_is_no_keyword_of_its_own() -> None:
    """"L=0.1m" is Re's length and "t_end=0.2s" the end time; read again as keywords ``L``
    and ``t_end`` they were unmet rows ("the case has no 'L' entry")."""
    spec = parse_spec("icoFoam cavity Re=10 lid 1m/s L=0.1m, t_end=0.2s, dt=1e-3")
    assert spec.stated.properties == ()
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 0.2
    assert [item.name for item in parse_spec("cavity, Cs=0.17").stated.properties] == ["Cs"]


def test_a_speed_after_a_body_is_the_free_streams_not_the_bodys() -> None:
    """"cylinder Re=200, D=1cm, U=2 cm/s": the clause of the speed names no boundary, and the
    one before it names only the body; lent to it, the speed moved the cylinder's wall."""
    spec = parse_spec("cylinder Re=200, D=1cm, U=2 cm/s, nu? compute it")
    (speed,) = spec.stated.boundary_values
    assert speed.boundary[0] == "inlet" and speed.assumption
    wall = parse_spec("the cylinder rotates, wall velocity 1 m/s").stated.boundary_values
    assert [item.boundary[0] for item in wall] == ["wall"]


def test_a_time_does_not_swallow_the_quantity_before_it_in_its_clause() -> None:
    """"U=5 mm/s t=2s": the time's role window covered the speed, which was then neither
    applied nor reported; now the speed is the free stream's (the lid in a cavity)."""
    spec = parse_spec("icoFoam cavity nu=1 cSt U=5 mm/s t=2s")
    assert spec.stated.end_time is not None and spec.stated.end_time.source == "t=2s"
    (speed,) = spec.stated.boundary_values
    assert speed.value == 0.005 and "lid" in speed.boundary


def test_a_boundary_statement_reads_only_its_own_words_of_the_clause() -> None:
    """"lid 1m/s 0.5 s" is one clause: the boundary reader marked all of it as read, so the
    0.5 s was neither the end time nor reported. It reads only the lid and its speed now."""
    spec = parse_spec("icoFoam cavity Re=10 lid 1m/s 0.5 s")
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 0.5
    (lid,) = spec.stated.boundary_values
    assert (lid.boundary, lid.source) == (("lid",), "lid 1m/s")
    steady = parse_spec("cavity lid 1 m/s 2000 iterations").stated.end_time
    assert steady is not None and steady.value == 2000
    unread = parse_spec("pitzDaily, inlet 10 m/s 3 fans")
    assert unread.unparsed == ("inlet 10 m/s 3 fans",)


@pytest.mark.parametrize("prompt", [
    "A polymer solution flows at 0.5 m/s past an off-centre cylinder in a channel.",
    "Water travels at 0.5 m/s around a slender square rod.",
    "Air moves at 0.5 m/s over a wall-mounted cube.",
])
def test_a_body_with_modifiers_the_flow_meets_is_no_boundary(prompt: str) -> None:
    """"flows at 0.5 m/s past an off-centre cylinder": the words between the article and the
    body were a closed list of shapes, so "off-centre" let the body's name take the speed (a
    row "U on cylinder" no patch matched, the inlet left at the tutorial's)."""
    (speed,) = parse_spec(prompt).stated.boundary_values
    assert speed.boundary[0] == "inlet" and speed.value == pytest.approx(0.5)


def test_a_boundary_after_the_body_and_a_conjunction_is_still_named() -> None:
    """Modifiers end at a conjunction or preposition: the walls after "past the cylinder and"
    are the boundary their value is for."""
    spec = parse_spec("Flow past the cylinder and the walls are held at 300 K.")
    assert [item.boundary[0] for item in spec.stated.boundary_values] == ["walls"]

"""A round body of liquid said with its radius and centre becomes setAlphaField's radius and
origin, placed in the case's own frame, and the audit measures both (``agents.spec.blobs``,
``agents.spec.thing_box.body_origin``)."""

from __future__ import annotations

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit, tutorial_files

DISC = "multiphase/interIsoFoam/discInReversedVortexFlow"


def _rows(request: str, family: str = DISC) -> dict[str, tuple[bool, str | None]]:
    rows = applied_audit(parse_spec(request), family)
    return {row.requirement: (row.met, row.found) for row in rows
            if row.file == "system/setAlphaFieldDict" or "of liquid" in row.requirement}


@pytest.mark.parametrize("request_words", [
    "interIsoFoam discInReversedVortexFlow: a disc of water with a diameter of 0.3 m, "
    "centered at x = 0.4 m and z = 0.6 m.",
    "interIsoFoam discInReversedVortexFlow. The water disc has radius 15 cm and sits 0.4 m "
    "from the left side, 0.6 m above the bottom.",
])
def test_a_disc_by_coordinates_or_by_distances_from_the_sides(request_words: str) -> None:
    spec = parse_spec(request_words)
    assert not spec.unparsed
    (body,) = spec.stated.regions
    assert body.radius == pytest.approx(0.15)
    rows = _rows(request_words)
    assert rows == {"radius of the disc (m)": (True, "0.15"),
                    "centre of the disc (x, m)": (True, "0.4"),
                    "centre of the disc (z, m)": (True, "0.6")}


def test_the_tutorials_own_disc_is_not_the_one_asked_for() -> None:
    spec = parse_spec("interIsoFoam discInReversedVortexFlow: a disc of water of radius "
                      "0.1 m centred at x = 0.3 m, z = 0.3 m.")
    with workspace(tutorial_files(DISC)) as root:
        rows = [row for row in audit_case(spec, root)
                if row.file == "system/setAlphaFieldDict"]
    assert rows and not any(row.met for row in rows)


def test_a_case_without_setalphafield_is_unmet_with_why() -> None:
    rows = _rows("interFoam damBreak: a disc of water of radius 0.05 m centred at x = 0.3 m, "
                 "y = 0.4 m.", "multiphase/interFoam/laminar/damBreak/damBreak")
    assert rows == {"disc of liquid": (False, None)}


def test_a_solid_disc_in_one_fluid_is_no_body_of_liquid() -> None:
    spec = parse_spec("pimpleFoam: air flows past a disc of radius 0.1 m centred at x = 1 m, "
                      "y = 0 m, at 2 m/s.")
    assert not [item for item in spec.stated.regions if item.radius is not None]


@pytest.mark.parametrize("centre_words", [
    "centred at (0.4 0 0.6) m",
    "centred at (0.4, 0.6) m",
    "with its centre (x, z) = (0.4, 0.6)",
])
def test_a_disc_centred_by_a_vector(centre_words: str) -> None:
    """A vector of three, two numbers in the disc's plane (across the cylinder's direction,
    x-z here), or labelled coordinates: the same centre."""
    request = (f"interIsoFoam discInReversedVortexFlow: a disc of water of radius 0.15 m "
               f"{centre_words}.")
    rows = _rows(request)
    assert rows.items() >= {"radius of the disc (m)": (True, "0.15"),
                            "centre of the disc (x, m)": (True, "0.4"),
                            "centre of the disc (z, m)": (True, "0.6")}.items()
    assert all(met for met, _ in rows.values()), rows

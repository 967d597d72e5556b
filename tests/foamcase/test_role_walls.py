"""A wall named by its role ("the heated wall", "the earthed wall"): the one the case's own
values give that role, never every wall the noun alone means; a role the case does not tell
maps to no patch (the statement then stays not understood). The mentions are those the
request reader offers for such words ("wall" first, then the role's words)."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.runners import LocalRunner
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patches import is_group, resolve
from foam_agent.foamcase.case.sides import patch_sides

WIRE = "electromagnetics/electrostaticFoam/chargedWire"
BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"
HOT_ROOM = "heatTransfer/buoyantPimpleFoam/hotRoom"
MELTING = "multiphase/icoReactingMultiPhaseInterFoam/solidMelting2D"


def _resolved(case: str, mentions: tuple[str, ...]) -> list[str]:
    tutorials = LocalRunner().installation().tutorials_dir
    assert tutorials, "the installation has no tutorials"
    root = Path(tutorials) / case
    return resolve(mentions, mesh_patches(root), sides=lambda: patch_sides(root))


@pytest.mark.parametrize(("case", "mentions", "expected"), [
    (WIRE, ("wall", "earthed wall"), ["up"]),  # chargedWire has no wall-typed patch
    (WIRE, ("wall", "grounded wall"), ["up"]),
    (BENARD, ("wall", "heated wall"), ["floor"]),  # held at 301 K against the ceiling's 300
    (BENARD, ("walls", "cooled walls"), ["ceiling"]),
    (HOT_ROOM, ("wall", "heated wall"), []),  # every wall at 300 K: which is heated is unknown
    (MELTING, ("wall", "hot wall"), ["left"]),  # its one fixed temperature, above the initial
    (MELTING, ("wall", "cold wall"), []),  # nothing held below the initial 301.3 K
    (WIRE, ("wall",), []),
    (BENARD, ("wall",), ["floor", "ceiling", "sideWalls"]),  # the noun alone: every wall
])
def test_a_wall_said_by_its_role_is_the_one_the_case_gives_it(
        case: str, mentions: tuple[str, ...], expected: list[str]) -> None:
    assert _resolved(case, mentions) == expected


def test_a_wall_said_by_its_role_is_no_group() -> None:
    assert is_group(("wall",)) and not is_group(("wall", "earthed wall"))

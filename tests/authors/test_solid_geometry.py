"""A solid's own outline is no flow layout: "a plate with a circular hole" followed by a stress
tutorial keeps the tutorial's mesh, its hole and its symmetry planes.

Why: the geometry reader takes "a circular hole" for a body, and the author laid the plate out
as a channel with an obstacle (inlet, outlet, slip walls) for solidDisplacementFoam; the load
on "the hole" then found no patch, which a free face may do, so the run was reported solved
with its traction on an "outlet".
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from tests.authors.conftest import write_case

PLATE = "stressAnalysis/solidDisplacementFoam/plateHole"


@pytest.mark.parametrize("prompt", [
    "Quarter model of a square steel plate with a circular hole in the middle, symmetric about "
    "its left and lower edges; pull the right edge with 20 MPa, the top edge and the hole are "
    "traction free. E = 210 GPa, nu 0.3, plane stress.",
    "Usual textbook quarter plate with a circular hole (symmetry along the left and bottom "
    "edges); 5 ksi tension on the right side, the hole carries no load. Plane stress.",
])
def test_a_plate_with_a_hole_keeps_the_stress_tutorials_mesh(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path, prompt: str) -> None:
    request = write_request(prompt, [reference(PLATE)])
    assert request.spec.geometry is not None  # the reader does see a body: the author decides
    files = write_case(author, request, tmp_path / "case")
    mesh = files["system/blockMeshDict"]
    assert "hole" in mesh and "obstacle" not in mesh and "inlet" not in mesh
    assert "hole" in files["0/D"]


def test_a_scalar_carried_by_a_velocity_still_gets_its_channel(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path) -> None:
    """scalarTransportFoam computes no flow but carries T on its U: bodies in a channel are
    still laid out for it."""
    request = write_request(
        "Scalar transport with scalarTransportFoam in a 2D channel from 0 to 10 m in x and 0 to "
        "2 m in y with a square obstacle of side 0.5 m centred at 3 x 1; inlet velocity "
        "1 m/s, inlet T = 1.", [reference("basic/scalarTransportFoam/pitzDaily")])
    assert request.spec.geometry is not None and request.spec.geometry.obstacles
    files = write_case(author, request, tmp_path / "case")
    assert "obstacle" in files["system/blockMeshDict"]

"""A body named without a size or place, on a tutorial that already has it, keeps the
tutorial's mesh; a stated size still gets the generated layout.

Why: "a cylinder that sits off the centreline of a 2D channel" followed offsetCylinder, and the
author replaced its mesh with a channel of default sizes and a centred cylinder; once "the
cylinder" found the generated body's patch, the run was reported solved with the off-centre
body moved to the middle and every row keyed to the tutorial's patches missing.
"""

from __future__ import annotations

import gzip
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.geometry.apply import tutorial_bodies, unsized_bodies
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import write_case

OFFSET = "incompressible/nonNewtonianIcoFoam/offsetCylinder"
TUTORIALS = Path("/usr/share/doc/openfoam-examples/examples")


def _block_mesh(case: str) -> dict[str, str]:
    """The tutorial's blockMeshDict, gzipped or not as the installation ships it."""
    path = TUTORIALS / case / "system" / "blockMeshDict"
    text = path.read_text() if path.exists() else gzip.decompress(
        path.with_suffix(".gz").read_bytes()).decode()
    return {"system/blockMeshDict": text}


@pytest.mark.parametrize(("case", "bodies"), [
    (OFFSET, 1), ("incompressible/simpleFoam/pitzDaily", 0),
    ("incompressible/pisoFoam/laminar/porousBlockage", 0)])
def test_bodies_inside_a_tutorials_domain_are_counted(case: str, bodies: int) -> None:
    """The channel's own walls touch its bounding box and are no bodies; the cylinder is."""
    assert tutorial_bodies(_block_mesh(case)) == bodies


@pytest.mark.parametrize(("prompt", "unsized"), [
    ("Polymer solution flowing past a cylinder placed off the centreline of a 2D channel; "
     "inlet 0.5 m/s.", True),
    ("Flow around a square obstacle in a channel, inlet at 1 m/s, 2D.", True),
    ("Flow past a cylinder of diameter 0.1 m centred at (1, 0.5) in a channel 4 m long and "
     "1 m high, 2D.", False),
])
def test_a_layout_of_defaults_alone_is_told_apart(prompt: str, unsized: bool) -> None:
    geometry = parse_spec(prompt).geometry
    assert geometry is not None and geometry.obstacles
    assert unsized_bodies(geometry) is unsized


@pytest.mark.parametrize("prompt", [
    "Shear-thinning liquid past a cylinder that sits off the centreline of a 2D channel, "
    "Cross model, coming in from the left at 0.5 m/s, no-slip cylinder, run 1 s.",
    "nonNewtonianIcoFoam: flow around the off-centre cylinder in a plane channel at 0.3 m/s, "
    "the cylinder is a no-slip wall, end time 0.5 s.",
])
def test_an_unsized_body_keeps_the_tutorials_own_mesh(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path: Path, prompt: str) -> None:
    request = write_request(prompt, [reference(OFFSET)])
    files = write_case(author, request, tmp_path / "case")
    mesh = files["system/blockMeshDict"]
    assert "cylinder" in mesh and "obstacle" not in mesh
    assert "cylinder" in files["0/U"] and "obstacle" not in files["0/U"]


def test_a_sized_body_still_gets_its_generated_layout(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path: Path) -> None:
    request = write_request(
        "Flow past a cylinder of diameter 0.1 m centred at (1, 0.5) in a channel 4 m long and "
        "1 m high, 2D, inlet 0.2 m/s, end time 1 s.", [reference(OFFSET)])
    files = write_case(author, request, tmp_path / "case")
    assert "obstacle" in files["system/blockMeshDict"]


CYLINDER = "basic/potentialFoam/cylinder"


def test_a_tutorial_whose_vertices_are_code_keeps_its_geometry_and_patches(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference], tmp_path: Path) -> None:
    """potentialFoam's cylinder lists its vertices in a ``#codeStream``, and its body is half a
    cylinder on the symmetry plane: the case keeps that mesh with its points written out, and a
    value stated for its ``left`` patch stays there, instead of a layout of default sizes."""
    request = write_request(
        "potentialFoam around the cylinder, 3 m/s coming in through the left patch, five "
        "non-orthogonal correctors.", [reference(CYLINDER)])
    files = write_case(author, request, tmp_path / "case")
    mesh = files["system/blockMeshDict"]
    assert "#codeStream" not in mesh and "(0.5 0 -0.5)" in mesh
    assert "obstacle" not in mesh and "cylinder" in mesh
    assert "left" in files["0/U"] and "inlet" not in files["0/U"]


def test_a_mesh_computed_by_code_is_not_silently_replaced_by_default_sizes(
        author: TemplateAuthor, write_request: Callable[..., WriteRequest],
        reference: Callable[[str], Reference]) -> None:
    """bump2D computes its bump with a spline in a ``#codeStream``: its geometry is unknown
    here, so composed for an unsized body it keeps that mesh (the scan refuses it, so the
    author follows a runnable tutorial instead) and says why, rather than a layout of default
    sizes taking the request's values."""
    bump = reference("incompressible/simpleFoam/bump2D")
    request = write_request("Steady RANS flow past a small cylinder in the channel, inlet "
                            "20 m/s.", [bump])
    files, notes, _ = author._composed(bump, request)
    assert "#codeStream" in files["system/blockMeshDict"]
    assert "obstacle" not in files["system/blockMeshDict"]
    assert any("computes its mesh with code" in note for note in notes)

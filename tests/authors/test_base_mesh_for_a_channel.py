"""A plain channel that follows the plain physics base gets a generated channel mesh, never the
base's backward-facing step stretched to the stated extents.

The extents edit fits pitzDaily's step mesh to any stated size, so the mesh then "had" the
stated channel and was kept: plates 2 m apart became a step 2 m tall and 0.3 m long, and a
10 cm tank a 10 cm step; both diverged (the time step fell below 1e-11 s) until the run's time
limit.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foam_agent.agents.authors.base import WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.author import PHYSICS_BASES
from tests.authors.conftest import build_reference, write_case

PROMPTS = ("Unsteady laminar water flow along a flat duct 0.5 m long and 0.05 m high, inlet "
           "speed 0.1 m/s, run for 2 s.",
           "Transient laminar flow between two long parallel walls 0.3 m apart, inlet "
           "0.2 m/s, kinematic viscosity 1e-4 m^2/s, for 5 seconds.")


def test_a_plain_channel_on_the_base_gets_a_generated_mesh_not_the_step(
        author: TemplateAuthor, tutorials_dir: Path,
        write_request: Callable[..., WriteRequest], tmp_path: Path) -> None:
    base = PHYSICS_BASES["transient"]
    for number, prompt in enumerate(PROMPTS):
        request = write_request(prompt, [build_reference(tutorials_dir, base, 0.9)])
        assert request.spec.geometry is not None
        assert request.spec.geometry.kind == "channel"
        assert author.plan(request).value.reference_case == base
        case = tmp_path / f"case{number}"
        write_case(author, request, case)
        mesh = (case / "system/blockMeshDict").read_text()
        assert mesh.count("hex ") == 1, mesh  # pitzDaily's step has five blocks
        assert "lowerWall" not in mesh and "upperWall" not in mesh

"""A body in a channel takes its physics from a plain tutorial, and its Reynolds number from the
body's size.

"Laminar flow past a circular cylinder at Re = 100" retrieves cylinders by their word (the
potential-flow one) and laminar channels with a viscoelastic fluid: the solve followed a Maxwell
fluid and based Re on the channel's 20 m length. The generated mesh replaces the tutorial's, so
only its physics matter: the plain pitzDaily base made laminar serves, and L is the diameter.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.author import PHYSICS_BASES, quirks
from foam_agent.agents.runners import LocalRunner
from tests.authors.conftest import build_reference, write_case

POISEUILLE = "incompressible/pimpleFoam/laminar/planarPoiseuille"
POTENTIAL_CYLINDER = "basic/potentialFoam/cylinder"
OFFSET_CYLINDER = "incompressible/nonNewtonianIcoFoam/offsetCylinder"
CYLINDER_PROMPT = "Laminar flow past a circular cylinder at Re = 100, run until 0.05 s"


def test_quirks_count_what_ties_a_tutorial_to_its_mesh_or_an_unasked_fluid(
        tutorials_dir: Path) -> None:
    assert quirks(build_reference(tutorials_dir, POISEUILLE)) >= 1  # its fvOptions
    assert quirks(build_reference(tutorials_dir, PHYSICS_BASES["transient"])) == 0


def test_a_file_holding_an_entry_the_request_states_is_no_quirk(tutorials_dir: Path) -> None:
    """channel395's momentum source holds Ubar: asked for when the request states a bulk
    velocity, a quirk when it states none (or only other entries)."""
    channel = build_reference(tutorials_dir, "incompressible/pimpleFoam/LES/channel395")
    assert quirks(channel) >= 1
    assert quirks(channel, stated={"Ubar"}) == quirks(channel) - 1
    assert quirks(channel, stated={"nu"}) == quirks(channel)


def _inlet_speed(case: Path) -> float:
    inlet = FoamFile(case / "0/U")["boundaryField"]["inlet"]
    value = inlet["value"]
    return float(sum(component ** 2 for component in value) ** 0.5)


@pytest.mark.slow
def test_a_cylinder_follows_the_plain_base_and_bases_re_on_its_diameter(
        author: TemplateAuthor, runner: LocalRunner, tutorials_dir: Path,
        write_request: Callable[..., WriteRequest], tmp_path: Path) -> None:
    retrieved: list[Reference] = [build_reference(tutorials_dir, POISEUILLE, 0.9),
                                  build_reference(tutorials_dir, POTENTIAL_CYLINDER, 0.8)]
    request = write_request(CYLINDER_PROMPT, retrieved)
    assert author.plan(request).value.reference_case == PHYSICS_BASES["transient"]
    case = tmp_path / "cylinder"
    write_case(author, request, case)
    settings = FoamFile(case / "constant/turbulenceProperties")
    assert settings["simulationType"] == "laminar"
    assert "fvOptions" not in {path.name for path in case.rglob("*")}
    # The default body is 1 m across (no size, no channel height stated): nu = U * 1 / 100.
    nu = FoamFile(case / "constant/transportProperties")["nu"]
    assert nu == pytest.approx(_inlet_speed(case) * 1.0 / 100, rel=1e-5)
    assert runner.run(case).status == "success"


def test_a_named_tutorial_keeps_its_mesh_and_is_not_traded_for_the_base(
        author: TemplateAuthor, tutorials_dir: Path,
        write_request: Callable[..., WriteRequest]) -> None:
    """FoamBench Cylinder_SA names offsetCylinder: its Cross power law is a quirk, but the
    request asks for that very case, so neither the base nor the quirk count may replace it."""
    prompt = ("do a offsetcylinder simulation using SpalartAllmaras turbulence model. Use PIMPLE "
              "algorithm. Boundary conditions specify a fixed velocity of 1m/s at the inlet "
              "(left),fixed-value pressure of 0 at the outlet (right) with zero-gradient "
              "velocity there, and no-slip conditions for walls, including the cylinder "
              "surface. Use timestep of 0.0025 and output every 0.05. Finaltime is 2. use "
              "constant viscosity model with nu value of 0.01 in physical properties.")
    retrieved = [build_reference(tutorials_dir, OFFSET_CYLINDER, 0.9),
                 build_reference(tutorials_dir, POISEUILLE, 0.8)]
    request = write_request(prompt, retrieved)
    assert request.spec.geometry is not None and request.spec.geometry.obstacles
    assert author.plan(request).value.reference_case == OFFSET_CYLINDER


LES_CHANNEL = "incompressible/pimpleFoam/LES/channel395"
OVERSET_FLOATING = "multiphase/overInterDyMFoam/floatingBody/background"


@pytest.mark.parametrize(("prompt", "retrieved"), [
    # A resolved turbulence the base (a RAS case) does not run.
    ("Large-eddy simulation of water between two flat plates 0.1 m apart at 0.5 m/s, "
     "run to 2 s", LES_CHANNEL),
    # A physics only another family has (a floating hull) in a grid of its own, in plain words.
    ("A timber block floating in a water tank, on its own overlapping moving grid; make it "
     "600 kg/m3 and run 2 s", OVERSET_FLOATING),
])
def test_the_plain_base_is_not_offered_for_what_it_lacks(
        author: TemplateAuthor, tutorials_dir: Path,
        write_request: Callable[..., WriteRequest], prompt: str, retrieved: str) -> None:
    """A plain channel holds a stated speed and times as well as any case; it must not win a
    request for a flow it does not have (LES, a floating body), whatever it holds."""
    request = write_request(prompt, [build_reference(tutorials_dir, retrieved, 0.9)])
    assert request.spec.geometry is not None
    assert author.plan(request).value.reference_case == retrieved

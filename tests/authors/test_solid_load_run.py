"""A stated end load, written by the template author's editors and run on the real
solidEquilibriumDisplacementFoam, bends the cantilever the way and by the amount beam theory
says; the same check fails on a case whose load was written the wrong way round.

Why a run: the audit proves the entry holds the stated vector, not that the vector means what
the words meant (a traction's sign, the face it sits on). Euler-Bernoulli's tip deflection of
an end-loaded cantilever, delta = P L^3 / (3 E I) with P the traction times the end face's
area and I = b h^3 / 12, is what the words mean: the 30 m x 1 m x 1 m beamEndLoad (L/h = 30,
so shear deflection adds about 0.1 %) on its coarse 6 x 2 mesh comes within a fifth of it.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.values import vector_of

BEAM = "stressAnalysis/solidEquilibriumDisplacementFoam/beamEndLoad"
#: The tutorial's beam: length, depth and width (m), and its Young's modulus (Pa) as stated.
LENGTH, DEPTH, WIDTH, MODULUS = 30.0, 1.0, 1.0, 2e11
TRACTION = 20e3
#: How far the coarse mesh's tip may sit from beam theory's.
AGREEMENT = 0.2


def _beam_tip(traction: float) -> float:
    """Euler-Bernoulli's tip deflection along the load (m) for a traction (Pa) on the end."""
    force = traction * DEPTH * WIDTH
    inertia = WIDTH * DEPTH**3 / 12
    return force * LENGTH**3 / (3 * MODULUS * inertia)


def _run(root: Path) -> float:
    """The tip's vertical displacement at the last time the solver wrote (m)."""
    env = {**os.environ, "WM_PROJECT_DIR": "/usr/share/openfoam"}
    for command in ("blockMesh", "solidEquilibriumDisplacementFoam"):
        subprocess.run([command, "-case", str(root)], env=env, check=True,
                       capture_output=True, timeout=300)
    last = max((path for path in root.iterdir() if path.name.isdigit() and path.name != "0"),
               key=lambda path: int(path.name))
    with FoamFieldFile(last / "D") as field:
        values = field.boundary_field["tractionEnd"]["value"]
    return float(sum(vector[1] for vector in values) / len(values))


def _agrees(tip: float, expected: float) -> bool:
    """Same sign as beam theory's, and within :data:`AGREEMENT` of its size."""
    return tip * expected > 0 and abs(tip - expected) <= AGREEMENT * abs(expected)


@pytest.mark.slow
def test_a_downward_end_load_bends_the_beam_down_as_beam_theory_says(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(BEAM)
    spec = parse_spec("Steel cantilever, E = 200 GPa, Poisson's ratio 0, clamped at one end; "
                      "the free end carries a downward shear traction of 20 kPa.")
    apply_requirements(root, spec.stated)
    assert _agrees(_run(root), -_beam_tip(TRACTION))


@pytest.mark.slow
def test_a_load_written_the_wrong_way_fails_the_check(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(BEAM)
    spec = parse_spec("Steel cantilever, E = 200 GPa, clamped at one end; the free end "
                      "carries a downward shear traction of 20 kPa.")
    apply_requirements(root, spec.stated)
    with FoamFieldFile(root / "0" / "D") as field:
        entry = field.boundary_field["tractionEnd"]
        written = vector_of(entry["traction"])
        assert written == (0.0, -TRACTION, 0.0)
        entry["traction"] = ("uniform", [0.0, TRACTION, 0.0])
    assert not _agrees(_run(root), -_beam_tip(TRACTION))

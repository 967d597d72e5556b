"""Real cavity runs for the evaluator tests, each distinct case run once per session.

The cavity tutorial runs in about 0.3 s here, so every case below is a genuine OpenFOAM run:
the reference, an identical rerun, a faster lid, a finer mesh, a renumbered mesh, and the four
mutants. Tests copy these before breaking them, so the session cases stay intact.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.openfoam.tutorials import copy_tutorial

#: The Debian OpenFOAM package's cavity tutorial.
CAVITY = Path("/usr/share/doc/openfoam-examples/examples/incompressible/icoFoam/cavity/cavity")

#: The only variable the Debian build's programs need.
OPENFOAM_ENV = {"WM_PROJECT_DIR": "/usr/share/openfoam"}

#: A cavity run takes 0.3 s; a minute means something hangs.
RUN_TIMEOUT_S = 60.0

#: The tutorial's block is 20 × 20 × 1 cells.
TUTORIAL_BLOCKS = "(20 20 1)"


@dataclass(frozen=True)
class Variant:
    """Changes to the cavity tutorial; the defaults reproduce it."""

    lid_speed: float = 1.0
    nu: float = 0.01
    cells: int = 20
    delta_t: float = 0.005
    write_interval: int = 20
    lid_no_slip: bool = False
    renumber: bool = False


def make_cavity(dest: Path, variant: Variant = Variant()) -> Path:
    """Copy the cavity tutorial to ``dest`` and apply ``variant`` (not run yet)."""
    copy_tutorial(CAVITY, dest)
    mesh_dict = dest / "system" / "blockMeshDict"
    text = mesh_dict.read_text()
    assert TUTORIAL_BLOCKS in text, "the tutorial's blockMeshDict changed"
    mesh_dict.write_text(text.replace(TUTORIAL_BLOCKS, f"({variant.cells} {variant.cells} 1)"))
    if variant.delta_t != Variant.delta_t or variant.write_interval != Variant.write_interval:
        with FoamFile(dest / "system" / "controlDict") as control:
            control["deltaT"] = variant.delta_t
            control["writeInterval"] = variant.write_interval
    if variant.nu != Variant.nu:
        FoamFile(dest / "constant" / "transportProperties")["nu"] = variant.nu
    if variant.lid_no_slip:
        FoamFieldFile(dest / "0" / "U").boundary_field["movingWall"] = {"type": "noSlip"}
    elif variant.lid_speed != Variant.lid_speed:
        velocity = FoamFieldFile(dest / "0" / "U")
        velocity.boundary_field["movingWall"]["value"] = [variant.lid_speed, 0.0, 0.0]
    return dest


def run(case: Path, *commands: str, check: bool = True) -> None:
    """Run OpenFOAM commands in ``case`` as Allrun would, logging to ``log.<command>``.

    With ``check`` a failing command fails the fixture with its log's tail; without it the
    remaining commands are skipped, as ``Allrun`` does, leaving the failure for the scorer.
    """
    env = {**os.environ, **OPENFOAM_ENV}
    for command in commands:
        argv = command.split()
        log = case / f"log.{argv[0]}"
        with log.open("w") as handle:
            done = subprocess.run(
                argv,
                cwd=case,
                env=env,
                stdout=handle,
                stderr=subprocess.STDOUT,
                timeout=RUN_TIMEOUT_S,
                check=False,
            )
        if done.returncode != 0:
            if not check:
                return
            tail = log.read_text(errors="replace")[-1500:]
            raise RuntimeError(f"{command} failed in {case}:\n{tail}")


def run_cavity(dest: Path, variant: Variant = Variant()) -> Path:
    """Make and run a cavity variant."""
    case = make_cavity(dest, variant)
    steps = ["blockMesh", *(["renumberMesh -overwrite"] if variant.renumber else []), "icoFoam"]
    run(case, *steps)
    return case


def copy_case(source: Path, dest: Path) -> Path:
    """Copy a run case so a test can break it without touching the session's copy."""
    return Path(shutil.copytree(source, dest, symlinks=True))


@pytest.fixture(scope="session")
def cases_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder for all session cases."""
    return tmp_path_factory.mktemp("cavity_cases")


@pytest.fixture(scope="session")
def reference_case(cases_root: Path) -> Path:
    """The cavity tutorial, run."""
    return run_cavity(cases_root / "reference")


@pytest.fixture(scope="session")
def rerun_case(cases_root: Path) -> Path:
    """The same tutorial run again from scratch."""
    return run_cavity(cases_root / "rerun")


@pytest.fixture(scope="session")
def fast_lid_case(cases_root: Path) -> Path:
    """Lid velocity 1.5× the reference's."""
    return run_cavity(cases_root / "lid_1.5", Variant(lid_speed=1.5))


@pytest.fixture(scope="session")
def fine_case(cases_root: Path) -> Path:
    """The same flow on a 40 × 40 mesh (half the time step keeps the Courant number)."""
    return run_cavity(cases_root / "fine", Variant(cells=40, delta_t=0.0025, write_interval=40))


@pytest.fixture(scope="session")
def renumbered_case(cases_root: Path) -> Path:
    """The same cells in a different order (renumberMesh), so index comparison is wrong."""
    return run_cavity(cases_root / "renumbered", Variant(renumber=True))


#: FEM-Bench-style mutants: physically wrong answers a scorer should catch.
MUTANTS = {
    "viscosity_x10": Variant(nu=0.1),
    "lid_x2": Variant(lid_speed=2.0),
    "lid_no_slip": Variant(lid_no_slip=True),
    "deltaT_x20": Variant(delta_t=0.1, write_interval=1),
}


@pytest.fixture(scope="session")
def mutant_cases(cases_root: Path) -> dict[str, Path]:
    """The four mutants, run."""
    return {name: run_cavity(cases_root / name, v) for name, v in MUTANTS.items()}

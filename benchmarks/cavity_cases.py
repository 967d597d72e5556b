"""Make and run variants of the icoFoam cavity tutorial for the scoring benchmarks.

The cavity runs in well under a second here, so a benchmark can afford dozens of real cases
with different lid speeds, viscosities, meshes and time steps.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.openfoam.tutorials import copy_tutorial

#: The Debian OpenFOAM package's cavity tutorial.
CAVITY = Path("/usr/share/doc/openfoam-examples/examples/incompressible/icoFoam/cavity/cavity")

#: The only variable OpenFOAM programs of the Debian build need.
OPENFOAM_ENV = {"WM_PROJECT_DIR": "/usr/share/openfoam"}

#: A cavity run takes 0.3 s; a minute means something is wrong.
RUN_TIMEOUT_S = 60.0

#: The tutorial's mesh is 20 × 20 cells in x and y, one cell deep.
TUTORIAL_CELLS = 20


@dataclass(frozen=True)
class CavityVariant:
    """Changes to the cavity tutorial; the defaults reproduce it exactly."""

    lid_speed: float = 1.0
    nu: float = 0.01
    cells: int = TUTORIAL_CELLS
    delta_t: float = 0.005
    write_interval: int = 20
    end_time: float = 0.5
    lid_no_slip: bool = False


def make_cavity(dest: Path, variant: CavityVariant = CavityVariant()) -> Path:
    """Copy the cavity tutorial to ``dest`` and apply ``variant``."""
    copy_tutorial(CAVITY, dest)
    mesh_dict = dest / "system" / "blockMeshDict"
    text = mesh_dict.read_text()
    tutorial_blocks = f"({TUTORIAL_CELLS} {TUTORIAL_CELLS} 1)"
    if tutorial_blocks not in text:
        raise ValueError(f"{mesh_dict} no longer holds {tutorial_blocks}")
    mesh_dict.write_text(text.replace(tutorial_blocks, f"({variant.cells} {variant.cells} 1)"))
    with FoamFile(dest / "system" / "controlDict") as control:
        control["deltaT"] = variant.delta_t
        control["writeInterval"] = variant.write_interval
        control["endTime"] = variant.end_time
    FoamFile(dest / "constant" / "transportProperties")["nu"] = variant.nu
    velocity = FoamFieldFile(dest / "0" / "U")
    if variant.lid_no_slip:
        velocity.boundary_field["movingWall"] = {"type": "noSlip"}
    else:
        velocity.boundary_field["movingWall"]["value"] = [variant.lid_speed, 0.0, 0.0]
    return dest


def run_case(case: Path, commands: tuple[str, ...] = ("blockMesh", "icoFoam")) -> bool:
    """Run each command in ``case``, writing ``log.<command>`` there; True when all exit 0."""
    env = {**os.environ, **OPENFOAM_ENV}
    for command in commands:
        name = command.split()[0]
        with (case / f"log.{name}").open("w") as log:
            completed = subprocess.run(
                command.split(),
                cwd=case,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                timeout=RUN_TIMEOUT_S,
                check=False,
            )
        if completed.returncode != 0:
            return False
    return True

"""Derive foam-agent's local benchmark from the installation's tutorials.

Why: FoamBench's references target Foundation v10 and many do not run here; a benchmark that
runs end to end on this installation needs references built from its own tutorials. Each case
below is one tutorial plus stated variations (velocities, viscosities, temperatures, times,
boundary types), applied as exact text edits so everything else stays the tutorial's own, and a
prompt written the way a user would ask for that case. Every edit must find its target, so a
tutorial that changes fails the generator instead of yielding a silently different case.

Run ``python -m foam_agent.foambench.local.generate`` to rewrite ``foambench_local.json`` and
``README.md``; ``foam-agent bench prepare --dataset local`` then verifies each reference runs.
"""

from __future__ import annotations

import argparse
import gzip
import json
from dataclasses import dataclass
from pathlib import Path

from foam_agent.foamcase import dictionary_text as dicts

HERE = Path(__file__).resolve().parent
#: The dataset file the ``local`` dataset name loads.
DATASET_FILE = HERE / "foambench_local.json"
#: The human-readable list of cases and their variations.
README_FILE = HERE / "README.md"
#: Tutorial files that are not part of a reference case (scripts replaced by one Allrun).
SKIPPED_NAMES = frozenset({"Allrun", "Allclean", "Allrun.pre", "Alltest", "README", "README.md"})
ALLRUN_TEMPLATE = """#!/bin/sh
cd ${{0%/*}} || exit 1    # Run from this directory

# Source tutorial run functions
. $WM_PROJECT_DIR/bin/tools/RunFunctions

application="$(getApplication)"

runApplication blockMesh
{steps}runApplication $application

#------------------------------------------------------------------------------
"""


class SpecError(ValueError):
    """An edit that does not fit its tutorial (missing file, entry or text)."""


@dataclass(frozen=True)
class Set:
    """Set an existing entry: ``keys[-1]`` inside the nested sub-dictionaries ``keys[:-1]``."""

    file: str
    keys: tuple[str, ...]
    value: str

    def apply(self, text: str) -> str:
        block = None
        for name in self.keys[:-1]:
            block = dicts.find_block(text, name, within=block)
            if block is None:
                raise SpecError(f"{self.file}: no sub-dictionary {'/'.join(self.keys[:-1])}")
        if dicts.get_entry(text, self.keys[-1], within=block) is None:
            raise SpecError(f"{self.file}: no entry {'/'.join(self.keys)}")
        return dicts.set_entry(text, self.keys[-1], self.value, within=block)


@dataclass(frozen=True)
class Replace:
    """Replace a text that occurs exactly once in the file."""

    file: str
    old: str
    new: str

    def apply(self, text: str) -> str:
        if text.count(self.old) != 1:
            raise SpecError(f"{self.file}: '{self.old}' occurs {text.count(self.old)} times")
        return text.replace(self.old, self.new)


Edit = Set | Replace


@dataclass(frozen=True)
class Variant:
    """One case: its name within the family, the user's prompt, what differs, the edits."""

    name: str
    variations: str
    prompt: str
    edits: tuple[Edit, ...]


@dataclass(frozen=True)
class Family:
    """Cases derived from one tutorial.

    Attributes:
        name: Family name, the case id prefix.
        tutorial: The tutorial, relative to the installation's tutorials folder.
        steps: Allrun steps between blockMesh and the solver (``setFields``).
        variants: The cases.
        initial_dir: The tutorial folder holding the initial fields (``0`` or ``0.orig``);
            written as ``0`` in the reference.
    """

    name: str
    tutorial: str
    steps: tuple[str, ...]
    variants: tuple[Variant, ...]
    initial_dir: str = "0"


def _control(key: str, value: str) -> Set:
    return Set("system/controlDict", (key,), value)


def _bc(field: str, patch: str, key: str, value: str) -> Set:
    return Set(f"0/{field}", ("boundaryField", patch, key), value)


CAVITY = Family(
    name="cavity",
    tutorial="incompressible/icoFoam/cavity/cavity",
    steps=(),
    variants=(
        Variant(
            "lid-2ms", "lid velocity 1 → 2 m/s; deltaT 0.005 → 0.002 s; write every 50 steps",
            "Lid-driven cavity with icoFoam. Square box 0.1 m x 0.1 m, 0.01 m deep with one "
            "cell across so it is effectively 2D, 20 x 20 cells. The top wall (movingWall) "
            "slides in +x at 2 m/s, the other walls (fixedWalls) are no-slip, front and back "
            "are empty. Kinematic viscosity 0.01 m^2/s. Run from 0 to 0.5 s with a time step "
            "of 0.002 s and write every 50 steps.",
            (_bc("U", "movingWall", "value", "uniform (2 0 0)"),
             _control("deltaT", "0.002"), _control("writeInterval", "50")),
        ),
        Variant(
            "re100-long", "nu 0.01 → 0.001 m²/s (Re 10 → 100); endTime 0.5 → 1 s",
            "could you set up the icoFoam cavity at Re=100? Lid speed 1 m/s and cavity side "
            "0.1 m, so nu = 1e-3 m²/s. Mesh 20x20x1. I'd like it run a bit longer than usual, "
            "to t = 1 s, dt = 0.005 s, saving every 20 time steps.",
            (Set("constant/transportProperties", ("nu",), "0.001"),
             _control("endTime", "1")),
        ),
        Variant(
            "fine-mesh", "mesh 20x20 → 40x40; deltaT 0.005 → 0.002 s; write every 50 steps",
            "Please run a mesh refinement check of the 2D lid-driven cavity with icoFoam: 40 by "
            "40 cells instead of 20 by 20, same geometry (0.1 m square, 0.01 m thick), lid "
            "moving at 1 m/s, nu = 0.01 m2/s. Because the cells are half the size, use "
            "deltaT = 0.002 s. End time 0.5 s, output every 50 steps.",
            (Replace("system/blockMeshDict", "(20 20 1)", "(40 40 1)"),
             _control("deltaT", "0.002"), _control("writeInterval", "50")),
        ),
        Variant(
            "slip-walls", "fixedWalls velocity noSlip → slip",
            "Transient incompressible laminar flow in a square cavity 0.1 m wide, top lid "
            "moving at 1 m/s in x. Unlike the usual setup, the two side walls and the bottom "
            "(the fixedWalls patch) should be slip walls rather than no-slip. nu = 0.01 m^2/s, "
            "20x20 mesh, front/back empty. Solve with icoFoam from t=0 to t=0.5 s, dt 0.005 s, "
            "write every 0.1 s.",
            (_bc("U", "fixedWalls", "type", "slip"),),
        ),
    ),
)

PITZ_DAILY = Family(
    name="pitzDaily",
    tutorial="incompressible/simpleFoam/pitzDaily",
    steps=(),
    variants=(
        Variant(
            "inlet-5", "inlet velocity 10 → 5 m/s",
            "Steady RANS of the pitzDaily backward-facing step with simpleFoam and the "
            "standard k-epsilon model. Inlet velocity 5 m/s (uniform, fixed); outlet: fixed "
            "pressure 0 and zero-gradient velocity; upper and lower walls no-slip; "
            "frontAndBack empty. nu = 1e-5 m2/s. Inlet k = 0.375 m2/s2, epsilon = 14.855 "
            "m2/s3. Iterate up to 2000 iterations, stopping once the residual controls are "
            "met, and write every 100 iterations.",
            (_bc("U", "inlet", "value", "uniform (5 0 0)"),),
        ),
        Variant(
            "kOmegaSST", "turbulence model kEpsilon → kOmegaSST",
            "can you redo the simpleFoam pitzDaily tutorial but with k-omega SST instead of "
            "k-epsilon? everything else as in the tutorial: 10 m/s at the inlet, nu 1e-05, "
            "omega 440.15 1/s at the inlet, at most 2000 iterations, write interval 100.",
            (Set("constant/turbulenceProperties", ("RAS", "RASModel"), "kOmegaSST"),),
        ),
        Variant(
            "nu-2e-5", "nu 1e-5 → 2e-5 m²/s; endTime 2000 → 200 iterations; write every 50",
            "Backward-facing step (pitzDaily geometry), incompressible steady state, simpleFoam "
            "with k-epsilon RAS. Inlet U = 10 m/s, kinematic viscosity 2e-5 m²/s. Stop after "
            "200 iterations at most and write results every 50 iterations.",
            (Set("constant/transportProperties", ("nu",), "2e-05"),
             _control("endTime", "200"), _control("writeInterval", "50")),
        ),
    ),
)

OBLIQUE_SHOCK = Family(
    name="obliqueShock",
    tutorial="compressible/rhoCentralFoam/obliqueShock",
    steps=(),
    variants=(
        Variant(
            "endtime-5", "endTime 10 → 5 s; writeInterval 1 → 0.5 s",
            "2D oblique shock with rhoCentralFoam. Domain 4.1 m x 1 m (0.1 m thick), 60 x 30 "
            "cells. Inlet (left): U = (2.9 0 0) m/s, T = 1 K, p = 1 Pa. The top boundary "
            "imposes the post-shock state U = (2.61933 -0.50632 0) m/s, T = 1.25853 K. Bottom "
            "is a symmetry plane, outlet zero-gradient. Normalised perfect gas: molWeight "
            "11640.3, Cp 2.5, mu 0, Pr 1. Run to t = 5 s with an initial deltaT of 0.0025 s "
            "(adjustable, max Courant 0.2), writing every 0.5 s.",
            (_control("endTime", "5"), _control("writeInterval", "0.5")),
        ),
        Variant(
            "inlet-3.2", "inlet and initial velocity 2.9 → 3.2 m/s",
            "Please simulate supersonic flow with an oblique shock (rhoCentralFoam, inviscid). "
            "Same setup as the OpenFOAM obliqueShock tutorial except the inflow speed, which "
            "should be 3.2 m/s instead of 2.9 (initial field too). Keep the top boundary at "
            "U=(2.61933, -0.50632, 0) m/s and T=1.25853 K; inlet temperature 1 K and pressure "
            "1 Pa. End time 10 s, write every 1 s.",
            (_bc("U", "inlet", "value", "uniform (3.2 0 0)"),
             Set("0/U", ("internalField",), "uniform (3.2 0 0)")),
        ),
        Variant(
            "coarse", "mesh 60x30 → 30x15 cells",
            "Coarse-grid run of the obliqueShock case: 30 cells along x and 15 along y on the "
            "4.1 x 1 m domain. Everything else standard: rhoCentralFoam, inlet 2.9 m/s, 1 K, "
            "1 Pa; top (2.61933,-0.50632,0) m/s at 1.25853 K; symmetry plane at the bottom; end "
            "time 10 s with output each second.",
            (Replace("system/blockMeshDict", "(60 30 1)", "(30 15 1)"),),
        ),
    ),
)

BENARD_CELLS = Family(
    name="BenardCells",
    tutorial="heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells",
    steps=(),
    variants=(
        Variant(
            "dT-5K", "floor temperature 301 → 305 K",
            "Rayleigh-Bénard convection between two plates using buoyantBoussinesqPimpleFoam. "
            "The box is 9 m long and 1 m high (2D, one cell in z), 90 x 10 cells, heated from "
            "below: floor at 305 K, ceiling at 300 K, side walls adiabatic. Fluid: nu = 1e-3 "
            "m2/s, beta = 1e-3 1/K, reference temperature 300 K, Pr = 1, Prt = 1; laminar. "
            "Initial temperature 300 K, gravity -9.81 m/s2 in y. Run 1000 s with dt = 1 s and "
            "write every 50 s.",
            (_bc("T", "floor", "value", "uniform 305"),),
        ),
        Variant(
            "beta-2e-3", "beta 1e-3 → 2e-3 1/K; endTime 1000 → 500 s",
            "Hi, I'm trying the Benard cells tutorial (buoyantBoussinesqPimpleFoam) with a "
            "doubled thermal expansion coefficient, beta = 2e-3 K^-1. Floor 301 K, ceiling "
            "300 K, TRef 300 K, nu 1e-3. Only simulate 500 s (time step 1 s), output every "
            "50 s.",
            (Set("constant/transportProperties", ("beta",), "2e-03"),
             _control("endTime", "500")),
        ),
        Variant(
            "viscous", "nu 1e-3 → 2e-3 m²/s; Pr 1 → 0.7; endTime 1000 → 600 s; write every 100 s",
            "Natural convection in a horizontal layer (Bénard cells), laminar, Boussinesq "
            "approximation with buoyantBoussinesqPimpleFoam. Use a more viscous fluid: nu = "
            "2e-3 m^2/s and a Prandtl number of 0.7. Bottom wall 301 K, top wall 300 K, sides "
            "zero gradient, TRef = 300 K, beta = 0.001 1/K. End time 600 s, deltaT 1 s, write "
            "every 100 s.",
            (Set("constant/transportProperties", ("nu",), "2e-03"),
             Set("constant/transportProperties", ("Pr",), "0.7"),
             _control("endTime", "600"), _control("writeInterval", "100")),
        ),
    ),
)

SQUARE_BUMP = Family(
    name="squareBump",
    tutorial="incompressible/shallowWaterFoam/squareBump",
    steps=("setFields",),
    variants=(
        Variant(
            "short", "endTime 100 → 20 s; writeInterval 1 → 2 s",
            "Shallow-water flow over a small square bump in a 1 m x 1 m basin (20 x 20 cells) "
            "with shallowWaterFoam. Initial water depth 0.01 m with depth-integrated velocity "
            "hU = (0.001, 0, 0) m2/s; the bump (0.45-0.55 m in x and y) raises the bed by 1 mm "
            "and the depth there is 0.009 m with hU = 0.0009 m2/s. Run just 20 s, dt = 0.1 s, "
            "saving every 2 s.",
            (_control("endTime", "20"), _control("writeInterval", "2")),
        ),
        Variant(
            "deeper", "background depth 0.01 → 0.02 m at the same 0.1 m/s (hU 0.001 → 0.002, "
            "bump h 0.009 → 0.019, bump hU 0.0009 → 0.0019, inlet hU 0.002)",
            "shallowWaterFoam squareBump but with a 2 cm deep background layer instead of "
            "1 cm, same velocity (0.1 m/s): so h = 0.02 m and hU = (0.002 0 0) m²/s everywhere, "
            "and over the 1 mm bump h = 0.019 m, hU = (0.0019 0 0). Inlet hU 0.002. 100 s at "
            "dt 0.1 s, write each second.",
            (Replace("system/setFieldsDict", "volScalarFieldValue h 0.01",
                     "volScalarFieldValue h 0.02"),
             Replace("system/setFieldsDict", "volVectorFieldValue hU (0.001 0 0)",
                     "volVectorFieldValue hU (0.002 0 0)"),
             Replace("system/setFieldsDict", "volScalarFieldValue h  0.009",
                     "volScalarFieldValue h  0.019"),
             Replace("system/setFieldsDict", "volVectorFieldValue hU  (0.0009 0 0)",
                     "volVectorFieldValue hU  (0.0019 0 0)"),
             Set("0/h", ("internalField",), "uniform 0.02"),
             Set("0/hU", ("internalField",), "uniform (0.002 0 0)"),
             _bc("hU", "inlet", "value", "uniform (0.002 0 0)"),
             Set("0/hTotal", ("internalField",), "uniform 0.02"),
             *(_bc("hTotal", patch, "value", "uniform 0.02")
               for patch in ("sides", "inlet", "outlet"))),
        ),
        Variant(
            "no-rotation", "rotating true → false (no Coriolis force); endTime 100 → 50 s; "
            "write every 5 s",
            "Square bump shallow water case without the Coriolis term (set rotating to false), "
            "gravity (0 0 -9.81). Depth 0.01 m, hU 0.001 m2/s in x, a bump of 0.001 m between "
            "0.45 and 0.55 m. Simulate to 50 s with 0.1 s steps and write every 5 s.",
            (Replace("constant/gravitationalProperties", "rotating     true;",
                     "rotating     false;"),
             _control("endTime", "50"), _control("writeInterval", "5")),
        ),
    ),
)

DAM_BREAK = Family(
    name="damBreak",
    tutorial="multiphase/interFoam/laminar/damBreak/damBreak",
    steps=("setFields",),
    variants=(
        Variant(
            "short", "endTime 1 → 0.25 s",
            "Laminar 2D dam break with interFoam: a water column collapsing in a tank with a "
            "small obstacle on the floor, the standard damBreak geometry (0.584 m x 0.584 m). "
            "Water: rho 1000 kg/m3, nu 1e-6 m2/s; air: rho 1 kg/m3, nu 1.48e-5 m2/s; surface "
            "tension 0.07 N/m. Only run the first 0.25 s, writing every 0.05 s, adjustable "
            "time step with maxCo 1 and maxAlphaCo 1, starting deltaT 0.001 s.",
            (_control("endTime", "0.25"),),
        ),
        Variant(
            "viscous-liquid", "liquid rho 1000 → 900 kg/m³, nu 1e-6 → 1e-4 m²/s; endTime 0.3 s",
            "I'd like to see how a more viscous liquid column collapses: take the interFoam "
            "damBreak case but make the liquid phase 900 kg/m^3 with nu = 1e-4 m^2/s (air "
            "unchanged at 1 kg/m^3 and 1.48e-5 m^2/s; sigma 0.07). Simulate 0.3 s and write "
            "every 0.05 s.",
            (Set("constant/transportProperties", ("water", "rho"), "900"),
             Set("constant/transportProperties", ("water", "nu"), "1e-04"),
             _control("endTime", "0.3")),
        ),
        Variant(
            "moon", "gravity (0 -9.81 0) → (0 -1.62 0); endTime 0.5 s; write every 0.1 s",
            "dam break (interFoam, laminar) under lunar gravity, g = (0 -1.62 0) m/s2. Standard "
            "water/air properties. Run to t = 0.5 s, output every 0.1 s.",
            (Set("constant/g", ("value",), "(0 -1.62 0)"),
             _control("endTime", "0.5"), _control("writeInterval", "0.1")),
        ),
    ),
)

OFFSET_CYLINDER = Family(
    name="offsetCylinder",
    tutorial="incompressible/nonNewtonianIcoFoam/offsetCylinder",
    steps=(),
    variants=(
        Variant(
            "inlet-0.5", "inlet velocity 1 → 0.5 m/s; endTime 2 → 1 s; write every 0.1 s",
            "Non-Newtonian flow past an offset cylinder in a channel with nonNewtonianIcoFoam. "
            "Cross power law viscosity: nu0 = 0.01, nuInf = 10, m = 0.4, n = 3. Inlet (left "
            "patch) velocity 0.5 m/s, outlet zero gradient, walls and cylinder no-slip. dt = "
            "0.0025 s, end at 1 s, write every 0.1 s.",
            (_bc("U", "left", "value", "uniform (0.5 0 0)"),
             _control("endTime", "1"), _control("writeInterval", "0.1")),
        ),
        Variant(
            "bird-carreau", "viscosity model CrossPowerLaw → BirdCarreau (nu0 0.01, nuInf "
            "0.001, k 1, n 0.5); endTime 1 s; write every 0.1 s",
            "Set up the offsetCylinder tutorial (nonNewtonianIcoFoam) with a Bird-Carreau "
            "fluid: nu0 = 0.01 m2/s, nuInf = 0.001 m2/s, k = 1 s, n = 0.5. Inflow 1 m/s from "
            "the left. Run for 1 s with time step 0.0025 s, results every 0.1 s.",
            (Set("constant/transportProperties", ("transportModel",), "BirdCarreau"),
             Set("constant/transportProperties", ("BirdCarreauCoeffs", "nu0"), "0.01"),
             Set("constant/transportProperties", ("BirdCarreauCoeffs", "nuInf"), "0.001"),
             Set("constant/transportProperties", ("BirdCarreauCoeffs", "k"), "1"),
             Set("constant/transportProperties", ("BirdCarreauCoeffs", "n"), "0.5"),
             _control("endTime", "1"), _control("writeInterval", "0.1")),
        ),
        Variant(
            "cross-m1-n2", "CrossPowerLaw m 0.4 → 1, n 3 → 2; endTime 1 s; write every 0.1 s",
            "offset cylinder, nonNewtonianIcoFoam, CrossPowerLaw with m = 1 s and n = 2 "
            "(nu0 0.01, nuInf 10 m2/s). U_in = 1 m/s. t_end = 1 s; write interval 0.1 s; "
            "deltaT 0.0025.",
            (Set("constant/transportProperties", ("CrossPowerLawCoeffs", "m"), "1"),
             Set("constant/transportProperties", ("CrossPowerLawCoeffs", "n"), "2"),
             _control("endTime", "1"), _control("writeInterval", "0.1")),
        ),
    ),
)

HOT_ROOM = Family(
    name="hotRoom",
    tutorial="heatTransfer/buoyantPimpleFoam/hotRoom",
    steps=("setFields",),
    initial_dir="0.orig",
    variants=(
        Variant(
            "short", "endTime 2000 → 400 s; write every 50 steps",
            "Buoyant flow in a closed room heated by a small heater on the floor, "
            "buoyantPimpleFoam (compressible, k-epsilon). The room is 10 x 5 x 10 m (20 x 10 "
            "x 20 cells). The heater is the part of the floor between 4.5 and 5.5 m in x and z "
            "and is held at 600 K; the rest of the floor is at 300 K and the ceiling is a "
            "lumped-mass wall starting at 300 K. Air at 300 K and 1e5 Pa. Fixed time step "
            "2 s, end time 400 s, write every 50 time steps.",
            (_control("endTime", "400"), _control("writeInterval", "50")),
        ),
        Variant(
            "heater-400K", "heater temperature 600 → 400 K; endTime 400 s; write every 50 steps",
            "hotRoom case but with a cooler heater: 400 K on the heater faces instead of "
            "600 K. buoyantPimpleFoam, end time 400 s with dt 2 s, write every 50 time steps.",
            (Replace("system/setFieldsDict", "volScalarFieldValue T 600",
                     "volScalarFieldValue T 400"),
             _control("endTime", "400"), _control("writeInterval", "50")),
        ),
        Variant(
            "warm-start", "room, floor and ceiling 300 → 293 K; heater 600 → 500 K; endTime "
            "400 s; write every 50 steps",
            "Room heating with buoyantPimpleFoam: start from still air at 293 K (floor also "
            "293 K, ceiling a lumped-mass wall initially at 293 K), with the heater region of "
            "the floor at 500 K. Same room dimensions as the hotRoom tutorial. 400 s at 2 s "
            "per step; write every 50 steps.",
            (Set("0/T", ("internalField",), "uniform 293"),
             _bc("T", "floor", "value", "uniform 293"),
             _bc("T", "ceiling", "value", "uniform 293"),
             Replace("system/setFieldsDict", "volScalarFieldValue T 300",
                     "volScalarFieldValue T 293"),
             Replace("system/setFieldsDict", "volScalarFieldValue T 600",
                     "volScalarFieldValue T 500"),
             _control("endTime", "400"), _control("writeInterval", "50")),
        ),
    ),
)

#: Every family of the local benchmark.
FAMILIES = (CAVITY, PITZ_DAILY, OBLIQUE_SHOCK, BENARD_CELLS, SQUARE_BUMP, DAM_BREAK,
            OFFSET_CYLINDER, HOT_ROOM)


def tutorial_files(tutorial_dir: Path, initial_dir: str = "0") -> dict[str, str]:
    """The text files of a tutorial case, unzipped, with ``initial_dir`` written as ``0``."""
    files: dict[str, str] = {}
    for path in sorted(tutorial_dir.rglob("*")):
        relative = path.relative_to(tutorial_dir)
        if not path.is_file() or relative.name in SKIPPED_NAMES or "polyMesh" in relative.parts:
            continue
        parts = list(relative.parts)
        if parts[0] == initial_dir:
            parts[0] = "0"
        elif parts[0] in ("0", "0.orig"):
            continue
        data = path.read_bytes()
        if path.suffix == ".gz":
            data = gzip.decompress(data)
            parts[-1] = parts[-1][:-3]
        files["/".join(parts)] = data.decode("utf-8")
    return files


def build_case(family: Family, variant: Variant, tutorials: Path) -> dict[str, str]:
    """One dataset entry: prompt, Allrun and the tutorial's files with the variant's edits."""
    files = tutorial_files(tutorials / family.tutorial, family.initial_dir)
    for edit in variant.edits:
        if edit.file not in files:
            raise SpecError(f"{family.name}/{variant.name}: no file {edit.file}")
        files[edit.file] = edit.apply(files[edit.file])
    steps = "".join(f"runApplication {step}\n" for step in family.steps)
    return {"usr_requirement": variant.prompt, "Allrun": ALLRUN_TEMPLATE.format(steps=steps),
            **files}


def build_dataset(tutorials: Path) -> dict[str, dict[str, str]]:
    """All cases, keyed ``family/variant``."""
    return {f"{family.name}/{variant.name}": build_case(family, variant, tutorials)
            for family in FAMILIES for variant in family.variants}


def readme() -> str:
    """The Markdown list of cases: tutorial and stated variations."""
    lines = [
        "# foam-agent local benchmark",
        "",
        "FoamBench-style cases derived from the tutorials of the local OpenFOAM installation "
        "(ESI v1912).",
        "Generated by `python -m foam_agent.foambench.local.generate`; verify with "
        "`foam-agent bench prepare --dataset local`.",
        "",
        "| case | tutorial | variations from the tutorial |",
        "|---|---|---|",
    ]
    for family in FAMILIES:
        for variant in family.variants:
            lines.append(f"| `{family.name}/{variant.name}` | `{family.tutorial}` | "
                         f"{variant.variations} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    """Write the dataset JSON and its README from the tutorials."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tutorials", type=Path, default=None,
                        help="tutorials folder (default: the local installation's)")
    parser.add_argument("--out", type=Path, default=DATASET_FILE)
    arguments = parser.parse_args(argv)
    tutorials = arguments.tutorials
    if tutorials is None:
        from foam_agent.agents.api import find_local_installation

        found = find_local_installation().tutorials_dir
        if found is None:
            parser.error("the installation has no tutorials; pass --tutorials")
        tutorials = Path(found)
    dataset = build_dataset(tutorials)
    arguments.out.write_text(json.dumps(dataset, indent=1, ensure_ascii=False) + "\n",
                             encoding="utf-8")
    README_FILE.write_text(readme(), encoding="utf-8")
    print(f"wrote {len(dataset)} cases to {arguments.out}")


if __name__ == "__main__":
    main()

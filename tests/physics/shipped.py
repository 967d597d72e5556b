"""The installation's tutorials run as shipped, the other side of the planted corpus: none of
them should fail a physics check.

Why shortened: a transient tutorial runs ``steps`` time steps from its start (its own time step,
its own schemes), which keeps it a valid run of the same case at a fraction of the cost; a
steady one (``steps`` None) runs as shipped, to its own residualControl or endTime. Tutorials
that ask for time averages are run whole or not at all: a shortened average is a fault, not a
false alarm. ``ci`` marks the cheap ones the test suite runs; the benchmark runs them all.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from foamlib import FoamFile

from tests.physics.tutorial_runs import shorten

#: Time steps a shortened transient tutorial runs.
SHORT_STEPS = 40


@dataclass(frozen=True)
class Shipped:
    """A tutorial as shipped: its path, how many steps it runs (None: whole), and whether the
    test suite runs it."""

    tutorial: str
    steps: int | None = SHORT_STEPS
    ci: bool = False

    def prepare(self, case: Path) -> None:
        """Shorten a transient tutorial to ``steps`` of its own time step."""
        if self.steps is None:
            return
        control = FoamFile(case / "system" / "controlDict")
        start, delta, end = (control.get(key) for key in ("startTime", "deltaT", "endTime"))
        if not all(isinstance(value, int | float) for value in (start, delta, end)):
            return
        assert isinstance(start, int | float) and isinstance(delta, int | float)
        assert isinstance(end, int | float)
        shorten(case, min(float(end), float(start) + self.steps * float(delta)))


SHIPPED: tuple[Shipped, ...] = (
    Shipped("incompressible/icoFoam/cavity/cavity", None, ci=True),
    Shipped("incompressible/icoFoam/elbow", ci=True),
    Shipped("incompressible/simpleFoam/pitzDaily", None, ci=True),
    Shipped("incompressible/simpleFoam/pitzDailyExptInlet", None),
    Shipped("incompressible/simpleFoam/airFoil2D", None),
    Shipped("incompressible/simpleFoam/backwardFacingStep2D", None),
    Shipped("incompressible/simpleFoam/bump2D", None),
    Shipped("incompressible/simpleFoam/turbulentFlatPlate", None),
    Shipped("incompressible/simpleFoam/T3A", None),
    Shipped("incompressible/pisoFoam/RAS/cavity", ci=True),
    Shipped("incompressible/pisoFoam/laminar/porousBlockage"),
    Shipped("incompressible/pimpleFoam/RAS/pitzDaily"),
    Shipped("incompressible/pimpleFoam/RAS/TJunction"),
    Shipped("incompressible/pimpleFoam/laminar/planarPoiseuille"),
    Shipped("incompressible/pimpleFoam/laminar/planarContraction"),
    Shipped("incompressible/pimpleFoam/LES/channel395"),
    Shipped("incompressible/nonNewtonianIcoFoam/offsetCylinder", ci=True),
    Shipped("incompressible/boundaryFoam/boundaryLaunderSharma", None),
    Shipped("incompressible/boundaryFoam/boundaryWallFunctions", None),
    Shipped("incompressible/shallowWaterFoam/squareBump"),
    Shipped("incompressible/SRFSimpleFoam/mixer", None),
    Shipped("compressible/rhoCentralFoam/obliqueShock", ci=True),
    Shipped("compressible/rhoCentralFoam/shockTube", ci=True),
    Shipped("compressible/rhoCentralFoam/wedge15Ma5", ci=True),
    Shipped("compressible/rhoCentralFoam/forwardStep"),
    Shipped("compressible/rhoCentralFoam/LadenburgJet60psi"),
    Shipped("compressible/sonicFoam/laminar/shockTube", ci=True),
    Shipped("compressible/sonicFoam/laminar/forwardStep"),
    Shipped("compressible/rhoPimpleFoam/RAS/cavity", ci=True),
    Shipped("compressible/rhoPimpleFoam/RAS/angledDuct"),
    Shipped("compressible/rhoPimpleFoam/laminar/sineWaveDamping"),
    Shipped("compressible/rhoSimpleFoam/squareBend", None),
    Shipped("compressible/rhoPimpleAdiabaticFoam/rutlandVortex2D"),
    Shipped("heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"),
    Shipped("heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom", ci=True),
    Shipped("heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom", None),
    Shipped("heatTransfer/buoyantPimpleFoam/hotRoom"),
    Shipped("heatTransfer/buoyantSimpleFoam/buoyantCavity", None),
    Shipped("multiphase/interFoam/laminar/damBreak/damBreak", ci=True),
    Shipped("multiphase/interFoam/laminar/capillaryRise"),
    Shipped("multiphase/interIsoFoam/damBreak"),
    Shipped("multiphase/twoLiquidMixingFoam/lockExchange"),
    Shipped("multiphase/compressibleInterFoam/laminar/depthCharge2D"),
    Shipped("multiphase/interFoam/RAS/waterChannel"),
    Shipped("multiphase/driftFluxFoam/RAS/dahl"),
    Shipped("DNS/dnsFoam/boxTurb16"),
    Shipped("basic/scalarTransportFoam/pitzDaily"),
    Shipped("basic/potentialFoam/cylinder", None),
    Shipped("incompressible/pimpleFoam/laminar/mixerVesselAMI2D"),
    Shipped("incompressible/pimpleFoam/RAS/TJunctionFan"),
    Shipped("incompressible/simpleFoam/pipeCyclic", None),
    Shipped("incompressible/porousSimpleFoam/straightDuctImplicit", None),
    Shipped("lagrangian/icoUncoupledKinematicParcelFoam/hopper/hopperEmptying"),
    Shipped("incompressible/pisoFoam/RAS/cavityCoupledU"),
    Shipped("compressible/rhoPimpleFoam/RAS/TJunction"),
    Shipped("compressible/rhoPimpleFoam/laminar/helmholtzResonance"),
    Shipped("heatTransfer/buoyantPimpleFoam/thermocoupleTestCase"),
    Shipped("multiphase/potentialFreeSurfaceFoam/oscillatingBox"),
    Shipped("multiphase/multiphaseInterFoam/laminar/damBreak4phase"),
    Shipped("multiphase/interMixingFoam/laminar/damBreak"),
    Shipped("multiphase/twoPhaseEulerFoam/laminar/bubbleColumn"),
    Shipped("combustion/reactingFoam/laminar/counterFlowFlame2D"),
    Shipped("electromagnetics/mhdFoam/hartmann"),
    Shipped("incompressible/pimpleFoam/laminar/contactAngleCavity"),
    Shipped("multiphase/interFoam/laminar/waves"),
)

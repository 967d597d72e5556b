"""What the stress solvers need to converge: the Poisson's ratios each one runs at, and the
solver that runs the same case to the same steady state where one does not.

Why a table: solidEquilibriumDisplacementFoam iterates ``D += accelerationFactor*Dcorr``
against a lagged explicit stress, and on beamEndLoad's mesh (30 x 1 m, 6 x 2 cells) it only
converges at the tutorial's own ν = 0. Measured on v1912 at 3000 iterations (the tip
deflection of a converged run is 0.018 m at ν = 0, 0.020 m at 0.3 and 0.33, 0.021 m at 0.45):

    ν      accelerationFactor 2   0.5                  0.1
    0.1    FPE at iteration 701   tip 0.018            tip 0.0056 (unconverged)
    0.2    FPE at 447             tip 0.011 (unconv.)  tip 0.0030 (unconverged)
    0.3    FPE at 354             FPE at 1570          tip 0.0020 (unconverged)
    0.33   FPE at 336             -                    tip 3.6e62 (diverged)
    0.45   FPE at 286             -                    FPE at 1015

Gauss linear instead of cubic schemes diverges alike (ν = 0.33: FPE at 592 and 1934 for 1 and
0.3). solidDisplacementFoam with ``d2dt2Schemes steadyState`` (plateHole's numerics) reads the
same ``D``, ``tractionDisplacement`` conditions and mechanicalProperties, and with 20
correctors per iteration converged every ν from 0 to 0.45 within 3000 iterations (final
residual below 1e-6). So the author and the reviewer run that solver instead, and a request
that names the equilibrium solver itself is told why it cannot be run.
"""

from __future__ import annotations

from dataclasses import dataclass

#: plateHole's (stressAnalysis/solidDisplacementFoam) schemes: a steady solution of the
#: displacement (``d2dt2Schemes steadyState``); ``ddtSchemes`` serve a thermal stress's T.
_PLATE_HOLE_SCHEMES = """
d2dt2Schemes { default steadyState; }
ddtSchemes { default Euler; }
gradSchemes { default leastSquares; grad(D) leastSquares; grad(T) leastSquares; }
divSchemes { default none; div(sigmaD) Gauss linear; }
laplacianSchemes { default none; laplacian(DD,D) Gauss linear corrected;
                   laplacian(DT,T) Gauss linear corrected; }
interpolationSchemes { default linear; }
snGradSchemes { default none; }
"""

#: plateHole's linear solvers and stress controls, with the correctors raised from its 1 (see
#: :data:`STAND_IN_CORRECTORS`).
_PLATE_HOLE_SOLUTION = """
solvers { "(D|T)" { solver GAMG; tolerance 1e-06; relTol 0.9; smoother GaussSeidel;
                    nCellsInCoarsestLevel 20; } }
stressAnalysis { compactNormalStress yes; nCorrectors 20; D 1e-06; }
"""

#: Correctors per iteration of the stand-in: with plateHole's 1, 3000 iterations left
#: beamEndLoad's tip at 0.0097 m of a converged 0.020 m (ν = 0.33); with 20 the corrector
#: loop reaches its ``D`` tolerance (1e-6) and stops early, so a converged case costs little.
STAND_IN_CORRECTORS = 20


@dataclass(frozen=True)
class StandIn:
    """A solver that runs another's case to the same steady state, and the numerics it needs.

    Attributes:
        solver: The application written in controlDict's ``application``.
        schemes: The whole ``system/fvSchemes`` body, in OpenFOAM syntax.
        solution: The whole ``system/fvSolution`` body, in OpenFOAM syntax.
        source: The tutorial the numerics come from.
    """

    solver: str
    schemes: str
    solution: str
    source: str


@dataclass(frozen=True)
class StressSolver:
    """One stress solver's limits.

    Attributes:
        name: The v1912 application.
        poisson_max: The highest Poisson's ratio it converges at on its tutorial's mesh; None
            when none was found.
        stand_in: The solver that runs the case instead above that ratio (or after a
            divergence); None when there is none.
        evidence: Why the limit is what it is (the run record quotes it).
    """

    name: str
    poisson_max: float | None
    stand_in: StandIn | None
    evidence: str

    def runs_at(self, poisson: float) -> bool:
        """Whether the solver converges at Poisson's ratio ``poisson``."""
        return self.poisson_max is None or poisson <= self.poisson_max


_SOLID_DISPLACEMENT = StandIn(
    solver="solidDisplacementFoam", schemes=_PLATE_HOLE_SCHEMES,
    solution=_PLATE_HOLE_SOLUTION, source="stressAnalysis/solidDisplacementFoam/plateHole")

_ROWS = (
    StressSolver(
        name="solidEquilibriumDisplacementFoam", poisson_max=0.0, stand_in=_SOLID_DISPLACEMENT,
        evidence="on beamEndLoad's mesh it diverges or stays unconverged at 3000 iterations "
                 "for every Poisson's ratio above its tutorial's 0, at accelerationFactor 2 to "
                 "0.02 and with linear schemes"),
    StressSolver(
        name="solidDisplacementFoam", poisson_max=None, stand_in=None,
        evidence="converged at every Poisson's ratio from 0 to 0.45 with steadyState "
                 "d2dt2Schemes (plateHole's numerics, 20 correctors)"),
)

#: Every stress solver by its v1912 name.
STRESS_SOLVERS: dict[str, StressSolver] = {row.name: row for row in _ROWS}

#: The dictionary and entry holding a solid's Poisson's ratio (``nu { type uniform; value
#: 0.3; }`` in v1912's mechanicalProperties).
POISSON_FILE = "constant/mechanicalProperties"
POISSON_KEY = "nu"


def stress_solver(name: str) -> StressSolver | None:
    """The row of the stress solver ``name``; None for any other application."""
    return STRESS_SOLVERS.get(name)

"""The solver catalog: one row per OpenFOAM application that solves something.

Why a table: spec, retrieval, the authors, the audit, the runners' progress and the physics
checks each need to know whether a solver is steady, compressible, buoyant, how many phases it
carries, whether it reads a turbulence model, which pressure field it solves for, and whether
it adjusts its time step. Those facts used to sit in three lists that disagreed; here each is
one cell of one row, and tests hold the rows against the installed tutorials' own files.

Columns of ``_TABLE`` (``-`` means no/none):
    name   the ESI v1912 application
    time   ``steady``, ``transient``, ``either`` (the schemes decide: solidDisplacementFoam) or
           ``once`` (one solution, no time or iteration loop: potentialFoam)
    comp   ``y``: density comes from a thermophysical or compressibility model
    buoy   ``y``: gravity acts in the momentum equation (constant/g is read)
    ph     phases: ``0`` no fluid flow (a potential, diffusion, particles alone), ``1``, ``2``,
           ``N`` (three or more)
    turb   ``y``: reads turbulenceProperties (RAS/LES/laminar); ``-``: laminar only
    p      the pressure field solved: ``p``, ``p_rgh``, ``p_gh`` or ``-``
    en     the energy variable: ``T``, ``he`` (h or e, the thermo chooses) or ``-``
    dt     ``y``: honours ``adjustTimeStep``/``maxCo`` in controlDict
    dens   ``y``: density-based (central schemes): no pressure equation, Courant by the speed
           of sound
    react  ``y``: solves chemistry or combustion (reactions, a flame, fuel sprays)
    v10    the Foundation v10 application: ``=`` the same name, ``~`` renamed (see
           ``FOUNDATION_RENAMED``), ``-`` none there
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

TimeKind = Literal["steady", "transient", "either", "once"]

_TABLE = """
name                               time      comp buoy ph turb p     en dt dens react v10
icoFoam                            transient -    -    1  -    p     -  -  -    -     =
nonNewtonianIcoFoam                transient -    -    1  -    p     -  -  -    -     =
pisoFoam                           transient -    -    1  y    p     -  -  -    -     =
pimpleFoam                         transient -    -    1  y    p     -  y  -    -     =
simpleFoam                         steady    -    -    1  y    p     -  -  -    -     =
SRFSimpleFoam                      steady    -    -    1  y    p     -  -  -    -     =
SRFPimpleFoam                      transient -    -    1  y    p     -  y  -    -     =
porousSimpleFoam                   steady    -    -    1  y    p     -  -  -    -     =
boundaryFoam                       steady    -    -    1  y    -     -  -  -    -     =
adjointOptimisationFoam            steady    -    -    1  y    p     -  -  -    -     -
adjointShapeOptimizationFoam       steady    -    -    1  y    p     -  -  -    -     =
overSimpleFoam                     steady    -    -    1  y    p     -  -  -    -     -
overPimpleDyMFoam                  transient -    -    1  y    p     -  y  -    -     -
shallowWaterFoam                   transient -    -    1  -    -     -  -  -    -     =
dnsFoam                            transient -    -    1  -    p     -  -  -    -     =
potentialFoam                      once      -    -    1  -    p     -  -  -    -     =
overPotentialFoam                  once      -    -    1  -    p     -  -  -    -     -
laplacianFoam                      either    -    -    0  -    -     T  -  -    -     =
overLaplacianDyMFoam               transient -    -    0  -    -     T  -  -    -     -
scalarTransportFoam                either    -    -    0  -    -     -  -  -    -     =
financialFoam                      transient -    -    0  -    -     -  -  -    -     =
electrostaticFoam                  transient -    -    0  -    -     -  -  -    -     =
magneticFoam                       once      -    -    0  -    -     -  -  -    -     -
mhdFoam                            transient -    -    1  -    p     -  -  -    -     =
solidDisplacementFoam              either    -    -    0  -    -     T  -  -    -     =
solidEquilibriumDisplacementFoam   steady    -    -    0  -    -     -  -  -    -     =
rhoSimpleFoam                      steady    y    -    1  y    p     he -  -    -     =
rhoPorousSimpleFoam                steady    y    -    1  y    p     he -  -    -     =
overRhoSimpleFoam                  steady    y    -    1  y    p     he -  -    -     -
rhoPimpleFoam                      transient y    -    1  y    p     he y  -    -     =
rhoPimpleAdiabaticFoam             transient y    -    1  y    p     he y  -    -     -
overRhoPimpleDyMFoam               transient y    -    1  y    p     he y  -    -     -
rhoCentralFoam                     transient y    -    1  y    p     he y  y    -     =
rhoCentralDyMFoam                  transient y    -    1  y    p     he y  y    -     -
sonicFoam                          transient y    -    1  y    p     he -  -    -     -
sonicDyMFoam                       transient y    -    1  y    p     he y  -    -     -
sonicLiquidFoam                    transient y    -    1  -    p     -  -  -    -     -
buoyantSimpleFoam                  steady    y    y    1  y    p_rgh he -  -    -     ~
buoyantPimpleFoam                  transient y    y    1  y    p_rgh he y  -    -     ~
buoyantBoussinesqSimpleFoam        steady    -    y    1  y    p_rgh T  -  -    -     -
buoyantBoussinesqPimpleFoam        transient -    y    1  y    p_rgh T  y  -    -     -
overBuoyantPimpleDyMFoam           transient y    y    1  y    p_rgh he y  -    -     -
chtMultiRegionFoam                 transient y    y    1  y    p_rgh he y  -    -     =
chtMultiRegionSimpleFoam           steady    y    y    1  y    p_rgh he -  -    -     ~
chtMultiRegionTwoPhaseEulerFoam    transient y    y    2  y    p_rgh he y  -    -     -
thermoFoam                         transient y    -    1  y    -     he -  -    -     =
interFoam                          transient -    y    2  y    p_rgh -  y  -    -     =
interIsoFoam                       transient -    y    2  y    p_rgh -  y  -    -     -
overInterDyMFoam                   transient -    y    2  y    p_rgh -  y  -    -     -
interMixingFoam                    transient -    y    N  y    p_rgh -  y  -    -     =
multiphaseInterFoam                transient -    y    N  y    p_rgh -  y  -    -     =
interPhaseChangeFoam               transient -    y    2  y    p_rgh -  y  -    -     -
interPhaseChangeDyMFoam            transient -    y    2  y    p_rgh -  y  -    -     -
driftFluxFoam                      transient -    y    2  y    p_rgh -  y  -    -     =
twoLiquidMixingFoam                transient -    y    2  y    p_rgh -  y  -    -     =
potentialFreeSurfaceFoam           transient -    y    1  y    p_gh  -  y  -    -     =
potentialFreeSurfaceDyMFoam        transient -    y    1  y    p_gh  -  y  -    -     -
cavitatingFoam                     transient y    -    2  y    p     -  y  -    -     =
cavitatingDyMFoam                  transient y    -    2  y    p     -  y  -    -     -
compressibleInterFoam              transient y    y    2  y    p_rgh T  y  -    -     =
compressibleInterDyMFoam           transient y    y    2  y    p_rgh T  y  -    -     -
compressibleInterFilmFoam          transient y    y    2  y    p_rgh T  y  -    -     -
compressibleMultiphaseInterFoam    transient y    y    N  y    p_rgh T  y  -    -     =
interCondensatingEvaporatingFoam   transient y    y    2  y    p_rgh T  y  -    -     -
icoReactingMultiphaseInterFoam     transient y    y    N  y    p_rgh T  y  -    y     -
twoPhaseEulerFoam                  transient y    y    2  y    p_rgh he y  -    -     ~
reactingTwoPhaseEulerFoam          transient y    y    2  y    p_rgh he y  -    y     ~
multiphaseEulerFoam                transient -    y    N  y    p_rgh -  y  -    -     =
reactingMultiphaseEulerFoam        transient y    y    N  y    p_rgh he y  -    y     ~
reactingFoam                       transient y    -    1  y    p     he y  -    y     =
rhoReactingFoam                    transient y    -    1  y    p     he y  -    y     -
rhoReactingBuoyantFoam             transient y    y    1  y    p_rgh he y  -    y     ~
XiFoam                             transient y    -    1  y    p     he y  -    y     =
XiDyMFoam                          transient y    -    1  y    p     he y  -    y     -
XiEngineFoam                       transient y    -    1  y    p     he y  -    y     -
PDRFoam                            transient y    -    1  y    p     he y  -    y     =
engineFoam                         transient y    -    1  y    p     he y  -    y     -
coldEngineFoam                     transient y    -    1  y    p     he y  -    -     -
chemFoam                           transient y    -    0  -    -     he y  -    y     =
fireFoam                           transient y    y    1  y    p_rgh he y  -    y     -
DPMFoam                            transient -    y    1  y    p     -  y  -    -     ~
DPMDyMFoam                         transient -    y    1  y    p     -  y  -    -     -
MPPICFoam                          transient -    y    1  y    p     -  y  -    -     ~
MPPICDyMFoam                       transient -    y    1  y    p     -  y  -    -     -
MPPICInterFoam                     transient -    y    2  y    p_rgh -  y  -    -     -
icoUncoupledKinematicParcelFoam    transient -    -    0  -    -     -  -  -    -     -
icoUncoupledKinematicParcelDyMFoam transient -    -    0  -    -     -  -  -    -     -
uncoupledKinematicParcelFoam       transient -    -    0  -    -     -  -  -    -     -
uncoupledKinematicParcelDyMFoam    transient -    -    0  -    -     -  -  -    -     -
coalChemistryFoam                  transient y    y    1  y    p     he y  -    y     -
reactingParcelFoam                 transient y    y    1  y    p     he y  -    y     =
reactingHeterogenousParcelFoam     transient y    y    1  y    p     he y  -    y     -
simpleReactingParcelFoam           steady    y    y    1  y    p     he -  -    y     -
simpleCoalParcelFoam               steady    y    y    1  y    p     he -  -    y     -
sprayFoam                          transient y    y    1  y    p     he y  -    y     =
sprayDyMFoam                       transient y    y    1  y    p     he y  -    y     -
simpleSprayFoam                    steady    y    y    1  y    p     he -  -    y     -
dsmcFoam                           transient -    -    0  -    -     -  -  -    -     =
mdFoam                             transient -    -    0  -    -     -  -  -    -     =
mdEquilibrationFoam                transient -    -    0  -    -     -  -  -    -     =
liquidFilmFoam                     transient -    -    1  -    -     -  -  -    -     -
surfactantFoam                     transient -    -    0  -    -     -  -  -    -     -
sphereSurfactantFoam               transient -    -    0  -    -     -  -  -    -     -
"""

#: v1912 applications that Foundation v10 calls by another name.
FOUNDATION_RENAMED: dict[str, str] = {
    "buoyantSimpleFoam": "buoyantFoam",
    "buoyantPimpleFoam": "buoyantFoam",
    "chtMultiRegionSimpleFoam": "chtMultiRegionFoam",
    "twoPhaseEulerFoam": "multiphaseEulerFoam",
    "reactingTwoPhaseEulerFoam": "multiphaseEulerFoam",
    "reactingMultiphaseEulerFoam": "multiphaseEulerFoam",
    "rhoReactingBuoyantFoam": "buoyantReactingFoam",
    "DPMFoam": "denseParticleFoam",
    "MPPICFoam": "denseParticleFoam",
}

#: Foundation's names (v10 applications, v11 ``foamRun -solver`` modules) that have no row of
#: their own: the v1912 application for a steady and for a transient request.
FOREIGN_NAMES: dict[str, tuple[str, str]] = {
    "buoyantFoam": ("buoyantSimpleFoam", "buoyantPimpleFoam"),
    "buoyantReactingFoam": ("rhoReactingBuoyantFoam", "rhoReactingBuoyantFoam"),
    "denseParticleFoam": ("DPMFoam", "DPMFoam"),
    "incompressibleFluid": ("simpleFoam", "pimpleFoam"),
    "isothermalFluid": ("rhoSimpleFoam", "rhoPimpleFoam"),
    "fluid": ("rhoSimpleFoam", "rhoPimpleFoam"),
    "compressibleVoF": ("compressibleInterFoam", "compressibleInterFoam"),
    "incompressibleVoF": ("interFoam", "interFoam"),
    "multiphaseEuler": ("multiphaseEulerFoam", "multiphaseEulerFoam"),
    "shockFluid": ("rhoCentralFoam", "rhoCentralFoam"),
    "XiFluid": ("XiFoam", "XiFoam"),
    "multicomponentFluid": ("reactingFoam", "reactingFoam"),
    "incompressibleDenseParticleFluid": ("DPMFoam", "DPMFoam"),
    "solid": ("laplacianFoam", "laplacianFoam"),
    "movingMesh": ("moveMesh", "moveMesh"),
}
#: v1912's Boussinesq solvers for its buoyant ones. Foundation removed its Boussinesq solvers:
#: its ``buoyantFoam`` runs a Boussinesq equation of state (the BenardCells tutorial), so a
#: request naming ``buoyantFoam`` may mean either v1912 solver; "Boussinesq" stated picks these.
BOUSSINESQ_VARIANTS: dict[str, str] = {
    "buoyantSimpleFoam": "buoyantBoussinesqSimpleFoam",
    "buoyantPimpleFoam": "buoyantBoussinesqPimpleFoam",
}
#: Laminar-only incompressible solvers and the solver that runs their cases with a model.
TURBULENT_COUNTERPART: dict[str, str] = {"icoFoam": "pimpleFoam",
                                         "nonNewtonianIcoFoam": "pimpleFoam"}
#: Applications that prepare another solver's run: named beside a solver, they are not it.
INITIALISERS = frozenset({"potentialFoam", "overPotentialFoam"})
#: Steady solvers that solve each iteration for a correction of their unknown, not the unknown:
#: the unknown's name and the correction's. The correction's initial residual is relative to
#: the correction itself, so it does not fall as the unknown settles: the beamEndLoad tutorial
#: run as shipped ends its 5000 iterations with Dcorr's at 0.05 to 0.2 while its displacement
#: changes by 1 % over the last 1000 (2026-11-30). Such a run converges as a pseudo-transient
#: does, and is judged by how much its unknown still changes between its last written times.
CORRECTED_UNKNOWN: dict[str, tuple[str, str]] = {
    "solidEquilibriumDisplacementFoam": ("D", "Dcorr")}
#: Solvers whose equations carry a force of their own, besides the boundaries and the initial
#: field: dnsFoam stirs its periodic box with an Ornstein–Uhlenbeck random force (the ``UO*``
#: coefficients of its turbulenceProperties), so its speeds grow past the initial field's by
#: design (the boxTurb16 tutorial, unchanged, reaches 5.5 times its initial largest speed at
#: t = 10).
SELF_FORCED = frozenset({"dnsFoam"})


@dataclass(frozen=True)
class Method:
    """A way of modelling matter that only some solvers take, and the words a request that
    wants it uses.

    Why: these solvers model the fluid as molecules or carry particles in it, so a request
    that never speaks of either wants a continuum flow, whatever geometry it shares with
    their tutorials ("forced isotropic turbulence in a periodic cube" ranked the molecular
    argon cube above dnsFoam's box). A writer cannot switch the method by editing values.

    Attributes:
        name: The method in words, for the ranking's explanation.
        solvers: The v1912 applications that model by it.
        words: What a request says of it, each as written (single words or phrases).
    """

    name: str
    solvers: frozenset[str]
    words: tuple[str, ...]


#: One row per method; a solver is in at most one.
METHODS: tuple[Method, ...] = (
    Method("molecular dynamics", frozenset({"mdFoam", "mdEquilibrationFoam"}),
           ("molecular dynamics", "molecular", "molecule", "molecules", "atom", "atoms",
            "atomic", "atomistic", "Lennard-Jones", "intermolecular", "MD")),
    Method("direct simulation Monte Carlo", frozenset({"dsmcFoam"}),
           ("DSMC", "direct simulation Monte Carlo", "Monte Carlo", "rarefied", "Knudsen",
            "free molecular", "molecular", "molecule", "molecules", "kinetic theory")),
    Method("Lagrangian particles", frozenset({
        "DPMFoam", "MPPICFoam", "icoUncoupledKinematicParcelFoam",
        "icoUncoupledKinematicParcelDyMFoam", "uncoupledKinematicParcelFoam",
        "uncoupledKinematicParcelDyMFoam", "coalChemistryFoam", "reactingParcelFoam",
        "reactingHeterogenousParcelFoam", "simpleReactingParcelFoam", "simpleCoalParcelFoam",
        "sprayFoam"}),
           ("particle", "particles", "particulate", "parcel", "parcels", "droplet", "droplets",
            "drops", "spray", "sprays", "sprayed", "atomised", "atomized", "injection",
            "injected", "injector", "cloud", "powder", "dust", "sand", "grain", "grains",
            "coal", "pellet", "pellets", "beads", "soot", "mist", "Lagrangian")),
)


def method_of(name: str) -> Method | None:
    """The method the application ``name`` models by, or None for a continuum solver."""
    return next((method for method in METHODS if name in method.solvers), None)


#: The velocity each solver solves for where it is not ``U``: the single-rotating-frame solvers
#: solve for the velocity relative to the turning frame, ``Urel`` (their tutorials hold no 0/U),
#: so a stated inflow speed belongs in Urel's inlet condition, which takes it in the absolute
#: frame (``SRFVelocity`` with ``relative no``, ``SRFFreestreamVelocity``'s ``UInf``).
VELOCITY_FIELD_OF: dict[str, str] = {"SRFSimpleFoam": "Urel", "SRFPimpleFoam": "Urel"}
#: Every name a case's velocity field goes by, ``U`` first: where a stated U is found.
VELOCITY_FIELDS: tuple[str, ...] = ("U", *sorted(set(VELOCITY_FIELD_OF.values())))
#: Fields that carry the flow's velocity times a depth, where a velocity's boundary *type*
#: goes in a case with no U: shallowWaterFoam solves for hU (m^2/s), and "the side walls are
#: slip" is hU's slip there. A stated speed is no value of these (their dimensions differ).
MOMENTUM_FIELDS: tuple[str, ...] = ("hU",)
#: VOF solvers that keep the flux they advect their first phase with in the registry, as
#: ``<name>.<phase>``, where a function object can sum it over a patch at every step (v1912:
#: MULES keeps ``alphaPhi0.water``). interIsoFoam's isoAdvection keeps its flux to itself,
#: driftFluxFoam's alphaPhi is another quantity, and interPhaseChangeFoam makes liquid by design.
LIQUID_FLUX_FIELDS: dict[str, str] = {"interFoam": "alphaPhi0", "overInterDyMFoam": "alphaPhi0"}


#: Whether a solver of each kind executes the case's function objects (``functions`` in
#: controlDict) itself. A solver with a time or iteration loop calls them at every step and
#: write. One that solves once never does: v1912's potentialFoam ends without calling them,
#: and with ``-withFunctionObjects`` it calls them before its solve, so a line sample or a probe
#: there writes only a header (measured on the pitzDaily tutorial, 2026-11-30). Their outputs
#: are made after the solve by ``postProcess`` on the time the solver wrote.
RUNS_FUNCTIONS: dict[TimeKind, bool] = {"steady": True, "transient": True, "either": True,
                                        "once": False}


@dataclass(frozen=True)
class Solver:
    """What one application solves, as its row of the table says.

    Attributes:
        name: The ESI v1912 application.
        time: ``steady``, ``transient``, ``either`` when the case's schemes decide, or
            ``once`` for a solver that solves once without a time or iteration loop.
        compressible: Density comes from a thermophysical model.
        buoyant: Gravity acts in the momentum equation.
        phases: 0 (no fluid flow), 1, 2, or 3 for three or more.
        turbulence: Reads a turbulence model; False for laminar-only solvers.
        pressure: The pressure field solved (``p``, ``p_rgh``, ``p_gh``), or None.
        energy: ``T``, ``he`` (the thermo picks h or e), or None.
        adjusts_time_step: Honours ``adjustTimeStep`` and ``maxCo``.
        density_based: Central schemes without a pressure equation.
        reacting: Solves chemistry or combustion.
        foundation: The Foundation v10 application, or None where v10 has none.
    """

    name: str
    time: TimeKind
    compressible: bool
    buoyant: bool
    phases: int
    turbulence: bool
    pressure: str | None
    energy: str | None
    adjusts_time_step: bool
    density_based: bool
    reacting: bool
    foundation: str | None

    @property
    def steady(self) -> bool:
        """Whether the solver only gives a steady solution (SIMPLE iterations, or one solve)."""
        return self.time in ("steady", "once")

    @property
    def iterates(self) -> bool:
        """Whether the solver loops (in time or over iterations) and so has residuals to
        converge; potentialFoam solves once."""
        return self.time != "once"

    @property
    def runs_functions(self) -> bool:
        """Whether the solver executes the case's function objects itself (see
        :data:`RUNS_FUNCTIONS`)."""
        return RUNS_FUNCTIONS[self.time]

    @property
    def transient(self) -> bool:
        """Whether the solver only runs in time."""
        return self.time == "transient"

    @property
    def natural_convection(self) -> bool:
        """Whether gravity acts on density differences from heat in one fluid (buoyant flow
        in the heat-transfer sense; a VOF solver's gravity acts on its phases instead)."""
        return self.buoyant and self.phases == 1 and self.energy is not None

    @property
    def flow(self) -> bool:
        """Whether the solver computes a fluid flow at all."""
        return self.phases > 0

    def property_file(self, dialect: str) -> str | None:
        """The file holding the fluid's properties, per dialect (``esi-…``, ``foundation-…``):
        v10 calls every one of them ``physicalProperties``; ESI splits incompressible
        (``transportProperties``) from compressible (``thermophysicalProperties``)."""
        if not self.flow:
            return None
        if dialect.startswith("foundation"):
            return "constant/physicalProperties"
        if self.compressible:
            return "constant/thermophysicalProperties"
        return "constant/transportProperties"

    def turbulence_file(self, dialect: str) -> str | None:
        """``momentumTransport`` (v10) or ``turbulenceProperties`` (ESI); None when laminar."""
        if not self.turbulence:
            return None
        if dialect.startswith("foundation"):
            return "constant/momentumTransport"
        return "constant/turbulenceProperties"


def _flag(cell: str) -> bool:
    return cell == "y"


def _optional(cell: str) -> str | None:
    return None if cell == "-" else cell


def _row(cells: list[str]) -> Solver:
    (name, time, comp, buoy, phases, turb, pressure, energy, adjust, density, react,
     v10) = cells
    if time not in ("steady", "transient", "either", "once"):
        raise ValueError(f"solver catalog: {name} has time '{time}'")
    return Solver(
        name=name, time=time,  # type: ignore[arg-type]  # checked just above
        compressible=_flag(comp), buoyant=_flag(buoy),
        phases=3 if phases == "N" else int(phases), turbulence=_flag(turb),
        pressure=_optional(pressure), energy=_optional(energy),
        adjusts_time_step=_flag(adjust), density_based=_flag(density), reacting=_flag(react),
        foundation={"=": name, "~": FOUNDATION_RENAMED.get(name)}.get(v10))


def _load(table: str) -> dict[str, Solver]:
    lines = [line.split() for line in table.strip().splitlines()]
    header, rows = lines[0], lines[1:]
    width = len(header)
    solvers: dict[str, Solver] = {}
    for cells in rows:
        if len(cells) != width:
            raise ValueError(f"solver catalog: row {cells[0]} has {len(cells)} cells, not {width}")
        solvers[cells[0]] = _row(cells)
    return solvers


#: Every solver by its v1912 name.
SOLVERS: dict[str, Solver] = _load(_TABLE)


def solver(name: str) -> Solver | None:
    """The row of the v1912 application ``name`` (exact spelling), or None for one the catalog
    does not know (a utility, a mesh converter, another dialect's name)."""
    return SOLVERS.get(name)


#: The fvSchemes dictionary whose ``default`` says whether a solver the schemes decide
#: (``either``) runs steady, where it is not ``ddtSchemes``: solidDisplacementFoam's unknown D
#: is second order in time (``fvm::d2dt2(D)``), so ``d2dt2Schemes`` decides; its
#: ``ddtSchemes`` serve only the temperature of a thermal stress (plateHole keeps
#: ``d2dt2Schemes steadyState`` beside ``ddtSchemes Euler`` and is solved by iterations).
_TIME_SCHEMES: dict[str, str] = {"solidDisplacementFoam": "d2dt2Schemes"}


def time_schemes(name: str) -> str:
    """The fvSchemes dictionary whose ``default`` of ``steadyState`` makes the application
    ``name`` steady: ``ddtSchemes`` unless its unknown has another time derivative."""
    return _TIME_SCHEMES.get(name, "ddtSchemes")


def steady_solvers() -> frozenset[str]:
    """The applications that only run steady."""
    return frozenset(name for name, row in SOLVERS.items() if row.steady)


def laminar_solvers() -> frozenset[str]:
    """The applications that read no turbulence model."""
    return frozenset(name for name, row in SOLVERS.items() if not row.turbulence)


def foreign_choices(name: str, time: str | None, boussinesq: bool | None) -> tuple[str, ...]:
    """The v1912 applications another dialect's solver ``name`` may mean, the likeliest first.

    Why: one Foundation name can cover several v1912 solvers (``buoyantFoam`` is the steady
    and the transient buoyant solver, with or without a Boussinesq equation of state), and which
    one is meant is decided by the tutorial the request describes, not by the name: picking one
    of them from the name alone followed a thermocouple case for a Bénard-cell request.

    Args:
        name: The solver as written (a key of :data:`FOREIGN_NAMES`).
        time: ``steady`` or ``transient`` when the request says; None allows both.
        boussinesq: True keeps only the Boussinesq solvers, False drops them, None allows both.
    """
    if name not in FOREIGN_NAMES:
        return ()
    steady, transient = FOREIGN_NAMES[name]
    plain = {"steady": (steady,), "transient": (transient,)}.get(time or "", (transient, steady))
    variants = tuple(BOUSSINESQ_VARIANTS[app] for app in plain if app in BOUSSINESQ_VARIANTS)
    ordered = plain + variants if boussinesq is None else (variants or plain) if boussinesq \
        else plain
    return tuple(dict.fromkeys(ordered))

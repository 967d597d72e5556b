"""What a tutorial *is*, physically, read from its own files; and what a request asks for.

Why: the embedder ranks by wording, so "laminar cavity at Re 400" lands on the RAS cavity and
"water column collapses, free surface" on a potential-flow box. The physics a tutorial solves is
written in its files — ``simulationType`` and the model in ``turbulenceProperties``, the
``thermoType`` and a zero viscosity in ``thermophysicalProperties``, ``alpha.*`` fields and a
``phases`` list, ``constant/g``, ``steadyState`` in ``fvSchemes`` — so it is read there once,
when the index is built, and stored with the case. A query states the same facets
(:class:`QueryFacets`, filled by the caller from its own prompt parser) and
:mod:`foam_agent.rag_index.rank` compares the two.

Tutorials that exist to show a utility (``preProcessing/``, ``mesh/``, parallel decomposition)
or that have no initial fields are marked as demos, with the words that would ask for them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from typing import Any, Literal

from foam_agent.foamcase.case.box_domain import box_domain
from foam_agent.foamcase.catalog import solver as catalog_solver
from foam_agent.rag_index.corpus import TutorialCase
from foam_agent.rag_index.text import strip_comments, tokens

__all__ = [
    "DEFINING_TAGS",
    "CaseFacets",
    "QueryFacets",
    "case_facets",
    "contact_angle",
    "fields_from_sibling",
    "fixed_wall_temperatures",
    "fully_periodic",
    "BlockMesh",
    "Point",
    "block_mesh",
    "heated_patch_tags",
    "inclined_patches",
    "initial_field",
    "initial_liquid_shape",
    "interior_patches",
    "boussinesq",
    "compressible_liquid",
    "kinematic_viscosity",
    "liquid_phases",
    "miscible",
    "moving_walls",
    "potential_flow",
    "solid_and_fluid_regions",
    "start_mixture",
    "wall_temperatures",
]

Turbulence = Literal["laminar", "RAS", "LES"]
Time = Literal["steady", "transient"]

#: Domains whose tutorials demonstrate a utility, not a flow.
UTILITY_DOMAINS = frozenset({"preProcessing", "mesh", "IO", "verificationAndValidation"})
#: Path words that mark a parallel-running demo, and the words that ask for one.
PARALLEL_PATH_WORDS = frozenset({"parallel", "decompositionConstraints", "distributed"})
PARALLEL_ASK_WORDS = ("parallel", "decompose", "decomposition", "processors", "mpi", "cores")
#: Folders that hold a case's initial fields.
INITIAL_FOLDERS = ("0", "0.orig", "0.org")
#: Solvers whose tutorials demonstrate a method (adjoint optimisation, lumped-point coupling)
#: rather than a flow, and the words that ask for them.
METHOD_SOLVERS = {"adjointOptimisationFoam": ("adjoint", "optimisation", "optimization",
                                              "sensitivity"),
                  "adjointShapeOptimizationFoam": ("adjoint", "optimisation", "optimization",
                                                   "sensitivity"),
                  "lumpedPointMotion": ("lumped", "lumpedpoint", "structural coupling")}
#: Dictionaries that exchange data with a program outside OpenFOAM (the ``externalCoupled``
#: function object and boundary conditions): the case waits for that program at every step,
#: so it shows the coupling, and the words that ask for it.
_EXTERNAL_COUPLING = re.compile(r"\bexternalCoupled\w*")
EXTERNAL_ASK_WORDS = ("externalcoupled", "externalcoupling", "externalsolver",
                      "externalprogram", "externalcode", "cosimulation")
#: Overset solvers (``overPimpleDyMFoam``, ``overLaplacianDyMFoam``…) demonstrate the overset
#: method on a flow their non-overset counterpart also solves; requests for it say so.
OVERSET_SOLVER = re.compile(r"^over[A-Z]")
OVERSET_ASK_WORDS = ("overset", "chimera", "overlapping")

#: Physics a case's files show beyond the facets, and the words a request uses for each.
TAG_WORDS: Mapping[str, tuple[str, ...]] = {
    "non-Newtonian": ("nonnewtonian", "shearthinning", "shearthickening", "powerlaw",
                      "carreau", "crosspowerlaw", "herschelbulkley", "bingham", "casson",
                      "generalisednewtonian", "generalizednewtonian",
                      # what "generalised Newtonian" means, said in words
                      "shearratedependent", "dependsonshearrate", "dependentonshearrate",
                      "sheardependent"),
    "viscoelastic": ("viscoelastic", "maxwell", "giesekus", "oldroyd", "ptt"),
    # Not "permeability": a magnetic field's permeability is as often meant.
    "porous": ("porous", "porosity", "darcy", "forchheimer", "packedbed"),
    "rotating frame": ("mrf", "multiplereferenceframe", "rotatingframe", "frozenrotor",
                       "impeller", "rotor"),
    "moving mesh": ("movingmesh", "dynamicmesh", "meshmotion", "sixdof", "dof",
                    "rigidbody", "oscillating", "moving"),
    "periodic": ("periodic", "cyclic"),
    "waves": ("waves", "wavemaker", "regularwaves"),
    "radiation": ("radiation", "radiative"),
    "surface tension": ("surfacetension", "contactangle", "wetting", "capillary"),
    "2D": ("2d", "twodimensional"),
    "axisymmetric": ("axisymmetric", "axisymmetry", "axialsymmetric"),
    "heated and cooled walls": ("hotwall", "coldwall", "heatedwall", "cooledwall",
                                "differentiallyheated", "heatedfrombelow", "hotplate",
                                "coldplate", "temperaturedifference", "differenttemperatures",
                                "differenttemperature"),
    "depth-averaged": ("depthaveraged", "shallowwater"),
    "inclined wall": ("wedge", "ramp", "inclined", "slope", "sloped", "sloping",
                      "compressioncorner", "compressionramp"),
    "heated body": ("heater", "heaters", "heatedbox", "hotbox", "heatedblock", "hotblock",
                    "heatedbody", "hotbody", "heatedobject", "heatsource", "radiator"),
    "contact angle": ("contactangle", "wetting", "wettability", "meniscus", "hydrophobic",
                      "hydrophilic"),
    "fully periodic": ("triplyperiodic", "fullyperiodic", "periodicbox", "periodiccube",
                       "homogeneousturbulence", "isotropicturbulence", "homogeneousisotropic"),
    "liquid column": ("watercolumn", "columnofwater", "liquidcolumn", "blockofwater",
                      "dambreak", "collapse", "collapses", "collapsing"),
    "DNS": ("dns", "directnumericalsimulation", "directsimulation", "resolveddirectly",
            "directlyresolved"),
    "actuator disk": ("turbine", "turbines", "windturbine", "windturbines", "actuator",
                      "actuatordisk", "actuatordisc", "windfarm"),
    "magnetic field": ("magnetic", "magnetohydrodynamic", "magnetohydrodynamics", "mhd",
                       "hartmann", "lorentzforce", "magneticfield", "magneticflux",
                       "magneticpermeability", "electricalconductivity", "liquidmetal"),
    "passive scalar": ("passivescalar", "scalartransport", "tracer", "dye", "frozenvelocity",
                       "givenvelocity", "knownvelocity", "prescribedvelocity",
                       "fixedvelocityfield"),
    "drift flux": ("driftflux", "sludge", "sedimentation", "sedimenting", "clarifier",
                   "thickener", "slurry", "flocs", "settlingvelocity", "settlingtank",
                   "hinderedsettling"),
    "floating body": ("floating", "floats", "afloat", "buoy", "heave", "heaves", "heaving",
                      "moored", "mooring", "floatingbody", "floatingobject"),
    "dispersed solids": ("particles", "particle", "particulate", "granular", "powder",
                         "fluidisedbed", "fluidizedbed", "pneumaticconveying",
                         "solidsvolumefraction", "solidsfraction", "solidsloading",
                         "densephase"),
    "Lagrangian particles": ("particles", "particle", "particulate", "lagrangian", "parcels",
                             "particletracking", "discreteparticles", "dpm"),
    # Not "bulk velocity" alone: an inlet's speed is given so as often as a channel's.
    "bulk velocity forcing": ("ubar", "meanvelocityforce", "drivingpressuregradient",
                              "meanpressuregradient", "fixedbulkvelocity",
                              "constantbulkvelocity", "bulkvelocityheld"),
    "potential flow": ("potentialflow", "irrotational", "potentialfoam", "velocitypotential"),
}
#: Tags that only one family of solvers has: what the request names of them (a porous zone,
#: a magnetic field, a dye carried in a known flow, sludge settling, a floating body, dispersed
#: particles, a bulk velocity held by a driving force, a potential flow) is a field, a
#: dictionary or a source the case must already hold, or the writer has nowhere to set it (a
#: waterChannel has no ``0/T``, a sloshing tank no rigid body, pitzDaily no porosity source).
#: :mod:`foam_agent.rag_index.rank` weighs them as a family's facet, not as a tag's hint.
DEFINING_TAGS = frozenset({"porous", "magnetic field", "passive scalar", "drift flux",
                           "floating body", "dispersed solids", "Lagrangian particles",
                           "bulk velocity forcing", "potential flow"})
#: Tags a request fits by a rule of :mod:`foam_agent.rag_index.rank` rather than by words:
#: solid and fluid regions coupled (``constant/regionProperties`` lists both), and a liquid
#: that starts as a layer over the whole floor (what a column's words contradict).
SOLID_AND_FLUID = "solid and fluid regions"
LIQUID_LAYER = "liquid layer"
LIQUID_COLUMN = "liquid column"
#: Relative tolerance of a flat face, and of a normal's component that counts as none.
FLAT = 1e-3
#: Temperatures that differ by less than this (K) are the same.
SAME_TEMPERATURE = 0.5
#: Patch names of open boundaries: a temperature fixed there is the incoming fluid's, not a
#: wall's.
_OPEN_PATCH = re.compile(r"inlet|outlet|inflow|outflow|free.?stream|far|atmosphere|ambient|"
                         r"open|entry|exit|fuel|air|jet", re.IGNORECASE)
_PATCH_BLOCK = re.compile(r"^[ \t]*\"?([A-Za-z_][\w.-]*)\"?\s*\{([^{}]*)\}", re.MULTILINE)
_FIXED_SCALAR = re.compile(r"\btype\s+fixedValue\s*;.*?\bvalue\s+uniform\s+([-+\d.eE]+)\s*;",
                           re.DOTALL)

_SIMULATION_TYPE = re.compile(r"^\s*simulationType\s+(\w+)\s*;", re.MULTILINE)
_STEADY = re.compile(r"\bdefault\s+(?:steadyState|localEuler)\s*;")
_PHASES = re.compile(r"^\s*phases\s*\(", re.MULTILINE)
_LIST_ITEM = re.compile(r"[{}()]|[A-Za-z_]\w*")
_THERMO_TYPE = re.compile(r"\bthermoType\s*\{[^}]*?\btype\s+(\w+)\s*;")
_EQUATION_OF_STATE = re.compile(r"\bequationOfState\s+(\w+)\s*;")
_ZERO_MU = re.compile(r"\btransport\s*\{[^}]*?\bmu\s+0(?:\.0*)?\s*;")
#: Equations of state whose density does not follow pressure: no compressible flow.
_INCOMPRESSIBLE_STATES = frozenset({"rhoConst", "Boussinesq", "incompressiblePerfectGas",
                                    "linear", "icoPolynomial", "adiabaticPerfectFluid"})
#: Applications that model no turbulence at all, so they have no turbulence dictionary.
_REACTING_FILES = ("constant/reactions", "constant/combustionProperties",
                   "constant/chemistryProperties")


@dataclass(frozen=True)
class CaseFacets:
    """The physics of one tutorial, from its files (None where the files do not say).

    Attributes:
        turbulence: ``simulationType`` of its turbulence dictionary (``laminar`` when it has
            none and its solver models no turbulence).
        model: The RAS or LES model (``kEpsilon``), when turbulent.
        time: ``steady`` (``steadyState`` ddt, or a SIMPLE solver) or ``transient``.
        compressible: Density follows pressure (a ``psiThermo``, a perfect gas, a
            compressible solver).
        phases: Fluid phases: its ``phases`` list, its ``alpha.*`` fields, else 1.
        buoyant: Gravity acts on a density that varies with temperature.
        reacting: It has reactions, combustion or chemistry settings.
        inviscid: Its transport has ``mu 0``.
        heat_transfer: It solves temperature (a ``T`` initial field).
        gravity: ``constant/g`` is present.
        initial_fields: It has initial fields (``0/``, ``0.orig/``), or its Allrun takes them
            from a folder beside it (:func:`fields_from_sibling`).
        thermo: The ``thermoType`` type (``hePsiThermo``), if any.
        viscosity: The kinematic viscosity ``nu`` of ``constant/transportProperties`` (m²/s),
            if it states one as a number.
        boussinesq: Its density is a linear function of temperature (``beta`` and ``TRef`` in
            ``transportProperties``, or a ``Boussinesq`` equation of state): the small
            temperature differences of a room or a layer, not an ideal gas.
        miscible: Its phases diffuse into each other (a diffusivity ``Dab`` or ``D23`` between
            phases in ``transportProperties``): two liquids that mix, not an interface.
        liquids: How many of its phases are liquids (a density of
            :data:`LIQUID_DENSITY` or more in the phase's own dictionary); 0 when it has
            one phase or its files do not say.
        compressible_liquid: A liquid whose density follows pressure (a
            ``thermodynamicProperties`` with a liquid's ``rho0`` and a ``psi``, or a liquid
            equation of state in a single-phase ``thermophysicalProperties``).
        moving_wall: A wall patch (``type wall`` in the ``blockMeshDict``) whose ``0/U`` is
            a fixed non-zero velocity along the wall: a lid, a belt, a moving floor.
        demo: Why it is a demonstration rather than a canonical case, or None.
        demo_words: Words a request uses when it asks for that demonstration (a utility's
            name glued into one lower-case word, or parallel-running words).
        tags: Further physics its files show (keys of :data:`TAG_WORDS`: ``non-Newtonian``,
            ``porous``, ``moving mesh``, ``2D``...), and its set-up as its blockMeshDict
            places it (``heated body`` inside the domain, ``inclined wall``).
        shapes: The shape of its flow path its mesh shows (values of
            :class:`foam_agent.rag_index.shapes.Shape`: ``bend``, ``junction``); filled by
            the index build, not embedded (:mod:`foam_agent.rag_index.shapes` says why).
        mixture: The species of a zero-dimensional reactor's start (:func:`start_mixture`),
            which alone tells chemFoam's tutorials apart.
        box: Its blockMeshDict's blocks fill the box around its vertices
            (:func:`foam_agent.foamcase.case.box_domain.box_domain`); False where a corner is
            cut away, a block is slanted or an edge curved; None where it has no blockMeshDict
            read as numbers.
    """

    turbulence: Turbulence | None = None
    model: str | None = None
    time: Time | None = None
    compressible: bool | None = None
    phases: int = 1
    buoyant: bool = False
    reacting: bool = False
    inviscid: bool = False
    heat_transfer: bool = False
    gravity: bool = False
    initial_fields: bool = True
    thermo: str | None = None
    viscosity: float | None = None
    boussinesq: bool = False
    miscible: bool = False
    liquids: int = 0
    compressible_liquid: bool = False
    moving_wall: bool = False
    demo: str | None = None
    demo_words: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    shapes: tuple[str, ...] = ()
    mixture: tuple[str, ...] = ()
    box: bool | None = None

    def to_json(self) -> dict[str, Any]:
        """A JSON object for the docstore."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CaseFacets:
        """Read what :meth:`to_json` wrote."""
        fields = dict(data)
        fields["demo_words"] = tuple(fields.get("demo_words", ()))
        fields["tags"] = tuple(fields.get("tags", ()))
        fields["shapes"] = tuple(fields.get("shapes", ()))
        fields["mixture"] = tuple(fields.get("mixture", ()))
        return cls(**fields)

    def describe(self) -> str:
        """Words for the embedded key: "laminar, transient, incompressible, single-phase"."""
        words = [
            self.turbulence or "",
            self.model or "",
            self.time or "",
            {True: "compressible", False: "incompressible", None: ""}[self.compressible],
            "single-phase" if self.phases == 1 else f"{self.phases}-phase free surface VOF",
            "buoyant natural convection" if self.buoyant else "",
            "reacting combustion" if self.reacting else "",
            "inviscid" if self.inviscid else "",
            "heat transfer" if self.heat_transfer else "",
            "Boussinesq" if self.boussinesq else "",
            f"{self.liquids} liquids" if self.liquids > 1 else "",
            "miscible" if self.miscible else "",
            "compressible liquid" if self.compressible_liquid else "",
            "moving wall" if self.moving_wall else "",
            *self.tags,
        ]
        return ", ".join(word for word in words if word)


@dataclass(frozen=True)
class QueryFacets:
    """What a request states about the physics; None wherever it says nothing.

    ``rag_index`` does not parse prompts for these: the caller fills them from its own parser
    (the agent's ``read_regime``) so the index and the author agree on what was asked. Beyond
    the :class:`CaseFacets` of the same names: ``liquids`` is how many liquids the request
    gives distinct densities for; ``square`` that the request gives its domain as a square
    (equal sides in x and y, nothing in it), which only a case whose mesh is a box
    (:attr:`CaseFacets.box`) has without a new mesh; ``cut`` that it gives its outline a part
    removed or added (a corner cut out, a step, a notch), which only a mesh that is no box has.
    """

    turbulence: Turbulence | None = None
    model: str | None = None
    time: Time | None = None
    compressible: bool | None = None
    phases: int | None = None
    buoyant: bool | None = None
    reacting: bool | None = None
    inviscid: bool | None = None
    heat_transfer: bool | None = None
    boussinesq: bool | None = None
    miscible: bool | None = None
    moving_wall: bool | None = None
    liquids: int | None = None
    solver: str | None = None
    square: bool | None = None
    cut: bool | None = None

    def is_empty(self) -> bool:
        """Whether nothing is stated."""
        return all(value is None for value in asdict(self).values())


def _initial(path: str) -> bool:
    """Whether a file lies in an initial-fields folder (``0/``, ``0.orig/``, ``0.kEpsilon/``)."""
    top, _, rest = path.partition("/")
    return bool(rest) and (top == "0" or top.startswith("0."))


def _first(files: Mapping[str, str], name: str) -> str | None:
    """The text of ``constant/<name>``; else of a variant (``<name>.air``, ``<name>.orig``,
    ``<name>-kEpsilon``); else of the first region's ``constant/<region>/<name>``."""
    if f"constant/{name}" in files:
        return strip_comments(files[f"constant/{name}"])
    variants = sorted(path for path in files if re.fullmatch(rf"constant/{name}[.-]\w+", path))
    regions = sorted(path for path in files
                     if path.startswith("constant/") and path.endswith(f"/{name}"))
    for path in (*variants, *regions):
        return strip_comments(files[path])
    return None


def _turbulence(files: Mapping[str, str], solver: str, category: str
                ) -> tuple[Turbulence | None, str | None]:
    text = _first(files, "turbulenceProperties") or _first(files, "momentumTransport")
    kind = _SIMULATION_TYPE.search(text) if text else None
    if text is None or kind is None or kind.group(1) not in ("laminar", "RAS", "LES"):
        # No dictionary (or a templated one): the solver or the tutorial's folder says it.
        folder = next((part for part in category.split("/") if part in ("laminar", "RAS", "LES")),
                      None)
        if folder is not None:
            return folder, None  # type: ignore[return-value]  # one of the three, just checked
        row = catalog_solver(solver)
        laminar = row is not None and not row.turbulence
        return ("laminar", None) if laminar else (None, None)
    family: Turbulence = kind.group(1)  # type: ignore[assignment]  # checked just above
    if family == "laminar":
        return family, None
    model = re.search(rf"\b{family}\s*\{{[^}}]*?\b(?:{family}Model|model)\s+(\w+)\s*;", text)
    return family, model.group(1) if model else None


def _listed_phases(text: str) -> int:
    """Names in a ``phases (water air);`` list, or ``phases ( water { … } oil { … } )``."""
    start = _PHASES.search(text)
    if start is None:
        return 0
    depth, names = 0, 0
    for token in _LIST_ITEM.finditer(text, start.end()):
        word = token.group(0)
        if word in "{(":
            depth += 1
        elif word in "})":
            if depth == 0:
                break
            depth -= 1
        elif depth == 0:
            names += 1
    return names


def _phases(files: Mapping[str, str], domain: str) -> int:
    for name in ("transportProperties", "phaseProperties", "thermophysicalProperties"):
        text = _first(files, name)
        listed = _listed_phases(text) if text else 0
        if listed >= 2:
            return listed
    alphas = {path.split("/")[-1].removesuffix(".orig") for path in files
              if _initial(path) and "/alpha." in f"/{path}"}
    if alphas:
        return max(2, len(alphas))
    return 2 if domain == "multiphase" else 1


def _demo(case: TutorialCase, initial_fields: bool) -> tuple[str | None, tuple[str, ...]]:
    parts = case.path.split("/")
    for part in parts:
        if part in METHOD_SOLVERS:
            return f"demonstrates {part}", METHOD_SOLVERS[part]
    if OVERSET_SOLVER.match(case.solver):
        return "demonstrates overset meshes", OVERSET_ASK_WORDS
    if PARALLEL_PATH_WORDS.intersection(parts):
        return "a parallel-decomposition demo", PARALLEL_ASK_WORDS
    if case.domain in UTILITY_DOMAINS:
        shown = parts[1] if len(parts) > 1 else case.domain
        # The utility's name glued ("createzerodirectory"): its single words ("mesh",
        # "create") are in every other request.
        return f"shows {case.domain}/{shown}", ("".join(tokens(shown)),)
    if any(_EXTERNAL_COUPLING.search(strip_comments(text)) for path, text in case.files.items()
           if path.startswith("system/") or _initial(path)):
        return "couples to an external program", EXTERNAL_ASK_WORDS
    if not initial_fields:
        return "has no initial fields (0/)", ()
    return None, ()


_TRANSPORT_MODEL = re.compile(r"\b(?:transportModel|viscosityModel)\s+(\w+)\s*;")
_VISCOELASTIC = re.compile(r"\b(?:laminarModel|model)\s+(?:Maxwell|Giesekus|PTT|LAMINAR_MODEL)\b")
_POROUS = re.compile(r"\b(?:explicitPorositySource|DarcyForchheimer|powerLawLopesdaCosta|"
                     r"porosity)\b")
_STATIC_MESH = re.compile(r"\b(?:dynamicFvMesh|type)\s+staticFvMesh\s*;")
_RADIATION_OFF = re.compile(r"\bradiationModel\s+none\s*;|\bradiation\s+off\s*;")
_VERTEX = re.compile(r"\(\s*([-+]?[\d.]+(?:[eE][-+]?\d+)?)\s+([-+]?[\d.]+(?:[eE][-+]?\d+)?)\s+"
                     r"([-+]?[\d.]+(?:[eE][-+]?\d+)?)\s*\)")
_BOUNDARY_PATCH = re.compile(r"([A-Za-z_][\w.-]*)\s*\{[^{}]*?\bfaces\s*\("
                             r"((?:\s*\([\d\s]+\))*)\s*\)")
_FACE = re.compile(r"\(\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\)")
_SIGMA = re.compile(r"\bsigma\s+(?:\[[^\]]*\]\s*)?(?!0(?:\.0*)?\s*;)[-+]?[\d.]")
#: What a case's dictionaries hold for the :data:`DEFINING_TAGS`: a drift-flux mixture's
#: relative velocity, a rigid body's motion solver, a momentum source holding a mean velocity
#: (or boundaryFoam's ``Ubar``), a passive scalar's diffusivity, an Euler-Euler phase of
#: particles, a Lagrangian cloud's dictionary.
_RELATIVE_VELOCITY = re.compile(r"\brelativeVelocityModel\s+\w+\s*;")
_RIGID_BODY = re.compile(r"\b(?:sixDoFRigidBodyMotion|rigidBodyMotion)\b")
_MEAN_VELOCITY_FORCE = re.compile(r"\b(?:type\s+meanVelocityForce|Ubar\s+(?:\[[^\]]*\]\s*)?\()")
_DIFFUSIVITY = re.compile(r"^\s*DT\s", re.MULTILINE)
_PARTICLE_PHASE = re.compile(r"^\s*phases\s*\([^()]*\b(?:solids|particles)\b", re.MULTILINE)
_CLOUD_FILE = re.compile(r"^constant/\w*[Cc]loud\w*Properties$")


def initial_field(files: Mapping[str, str], name: str) -> str | None:
    """The text of an initial field (``0/U``, else ``0.orig/U``), comments stripped."""
    for folder in INITIAL_FOLDERS:
        if f"{folder}/{name}" in files:
            return strip_comments(files[f"{folder}/{name}"])
    return None


def fixed_wall_temperatures(files: Mapping[str, str]) -> dict[str, float]:
    """Wall patch → the temperature ``0/T`` fixes on it (patches named like open boundaries,
    :data:`_OPEN_PATCH`, are left out: theirs is the incoming fluid's)."""
    text = initial_field(files, "T")
    if text is None:
        return {}
    fixed_at: dict[str, float] = {}
    for name, block in _PATCH_BLOCK.findall(text.split("boundaryField", 1)[-1]):
        fixed = _FIXED_SCALAR.search(block)
        if fixed is None or _OPEN_PATCH.search(name):
            continue
        try:
            fixed_at[name] = float(fixed.group(1))
        except ValueError:
            continue
    return fixed_at


def _distinct(values: Iterable[float]) -> tuple[float, ...]:
    """The values that differ by :data:`SAME_TEMPERATURE` or more, lowest first."""
    found: list[float] = []
    for value in values:
        if all(abs(value - other) >= SAME_TEMPERATURE for other in found):
            found.append(value)
    return tuple(sorted(found))


def wall_temperatures(files: Mapping[str, str]) -> tuple[float, ...]:
    """The distinct fixed temperatures of ``0/T``'s wall patches, lowest first.

    Why: two walls held at different temperatures are what a differentially heated cavity or
    Rayleigh-Benard layer *is*; a heater region set by ``setFields`` is another set-up.
    """
    return _distinct(fixed_wall_temperatures(files).values())


def _list_body(text: str, keyword: str) -> str | None:
    """The text inside the parentheses that follow ``keyword`` (``vertices ( … );``)."""
    start = re.search(rf"\b{keyword}\s*\(", text)
    if start is None:
        return None
    depth = 1
    for position in range(start.end(), len(text)):
        depth += {"(": 1, ")": -1}.get(text[position], 0)
        if depth == 0:
            return text[start.end():position]
    return None


Point = tuple[float, float, float]


@dataclass(frozen=True)
class BlockMesh:
    """What a ``blockMeshDict`` says of the domain's shape: its vertices, each boundary
    patch's faces (as corner points) and whether any block edge is curved."""

    vertices: tuple[Point, ...]
    patches: tuple[tuple[str, tuple[tuple[Point, ...], ...]], ...]
    curved: bool


def block_mesh(files: Mapping[str, str]) -> BlockMesh | None:
    """A case's ``blockMeshDict`` read as numbers; None when there is none or its vertices are
    not plain numbers (``$var``, ``#calc``, named vertices): then it says nothing."""
    text = strip_comments(files.get("system/blockMeshDict")
                          or files.get("constant/polyMesh/blockMeshDict", ""))
    vertices_text = _list_body(text, "vertices")
    boundary_text = _list_body(text, "boundary")
    if vertices_text is None or boundary_text is None:
        return None
    vertices = tuple((float(x), float(y), float(z)) for x, y, z in _VERTEX.findall(vertices_text))
    if not vertices or _VERTEX.sub("", vertices_text).strip():
        return None
    patches = tuple(
        (name, tuple(tuple(vertices[int(label)] for label in face)
                     for face in _FACE.findall(faces)
                     if all(int(label) < len(vertices) for label in face)))
        for name, faces in _BOUNDARY_PATCH.findall(boundary_text))
    return BlockMesh(vertices, patches, bool((_list_body(text, "edges") or "").strip()))


def interior_patches(files: Mapping[str, str]) -> frozenset[str] | None:
    """The ``blockMeshDict`` patches that lie inside the domain: a face of theirs is a plane
    of constant x, y or z strictly between the extremes of the block vertices (a heater box
    standing in a room, an obstacle, a step). None when :func:`block_mesh` cannot read it.

    Why: "heated and cooled walls" fits a differentially heated cavity, whose hot and cold
    patches are the domain's own sides, not a room around a heated box, whose ``0/T`` also
    holds two temperatures; where the hot patch lies is what tells them apart.
    """
    mesh = block_mesh(files)
    if mesh is None:
        return None
    lowest = [min(vertex[axis] for vertex in mesh.vertices) for axis in range(3)]
    highest = [max(vertex[axis] for vertex in mesh.vertices) for axis in range(3)]
    return frozenset(
        name for name, faces in mesh.patches
        if any(len({corner[axis] for corner in face}) == 1
               and lowest[axis] < face[0][axis] < highest[axis]
               for face in faces for axis in range(3)))


def _inclined(face: tuple[Point, ...]) -> bool:
    """Whether a four-cornered face is flat and faces no axis (its normal, the cross product
    of its diagonals, has two or more components)."""
    (ax, ay, az), (bx, by, bz), (cx, cy, cz), (dx, dy, dz) = face
    first, second = (cx - ax, cy - ay, cz - az), (dx - bx, dy - by, dz - bz)
    normal = (first[1] * second[2] - first[2] * second[1],
              first[2] * second[0] - first[0] * second[2],
              first[0] * second[1] - first[1] * second[0])
    size = sum(component * component for component in normal) ** 0.5
    span = max(max(corner[axis] for corner in face) - min(corner[axis] for corner in face)
               for axis in range(3))
    if size == 0 or span == 0:
        return False
    unit = [component / size for component in normal]
    flat = all(abs(sum(unit[axis] * (corner[axis] - face[0][axis]) for axis in range(3)))
               <= FLAT * span for corner in face)
    return flat and sum(abs(component) > FLAT for component in unit) >= 2


def inclined_patches(files: Mapping[str, str]) -> frozenset[str] | None:
    """The ``blockMeshDict`` patches with a flat face that is not square to the axes (a wedge,
    a ramp, a tapering wall, a hopper's sides), in a mesh of straight block edges only. None
    when :func:`block_mesh` cannot read it.

    Why: a wedge in a supersonic stream and a shock reflecting in a straight channel are both
    "compressible, 2D, shock" to every other facet; the sloped face is what the first *is*.
    A curved wall (arc edges) also has such faces between its vertices, so meshes with curved
    edges say nothing.
    """
    mesh = block_mesh(files)
    if mesh is None:
        return None
    if mesh.curved:
        return frozenset()
    return frozenset(name for name, faces in mesh.patches
                     if any(len(face) == 4 and _inclined(face) for face in faces))


_FACE_REGION = re.compile(r"\b\w+ToFace\s*\{([^{}]*(?:\([^()]*\)[^{}]*)*)\}")
_SET_T = re.compile(r"\bvolScalarFieldValue\s+T\s+([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)")


def heater_on_wall(files: Mapping[str, str]) -> bool:
    """Whether ``setFieldsDict`` sets a temperature on part of the boundary (a ``boxToFace``
    region) that differs from its default: a heater plate on a floor, as in the hot rooms.

    Why: such a heater is in no ``0/T`` patch of its own, so :func:`heated_patch_tags` would
    not see it; a request for "a heater plate in the middle of the floor" asks for exactly it.
    """
    text = strip_comments(files.get("system/setFieldsDict", ""))
    default = _SET_T.search(text.split("regions", 1)[0])
    return any(
        default is None or abs(float(value) - float(default.group(1))) >= SAME_TEMPERATURE
        for body in _FACE_REGION.findall(text) for value in _SET_T.findall(body))


def heated_patch_tags(files: Mapping[str, str]) -> tuple[str, ...]:
    """"heated and cooled walls" when the domain's own sides are held at two or more
    temperatures; "heated body" when a patch inside the domain (:func:`interior_patches`) is
    held at a temperature none of the sides has, or a heater is set on part of a wall
    (:func:`heater_on_wall`). Where the blockMeshDict cannot tell, every fixed-temperature
    wall counts as a side."""
    fixed_at = fixed_wall_temperatures(files)
    if heater_on_wall(files):
        return ("heated body",)
    if len(_distinct(fixed_at.values())) < 2:
        return ()
    inside = interior_patches(files) or frozenset()
    sides = _distinct(value for name, value in fixed_at.items() if name not in inside)
    bodies = [value for name, value in fixed_at.items() if name in inside]
    tags = ["heated and cooled walls"] if len(sides) >= 2 else []
    if any(all(abs(value - side) >= SAME_TEMPERATURE for side in sides) for value in bodies):
        tags.append("heated body")
    return tuple(tags)

#: An Allrun line that takes a case's initial fields from a folder beside it: a shared set
#: (``cp -r ../common/0.orig 0``) or a precursor's run (``ln -s ../steadyState/processor*``).
_SIBLING_FIELDS = re.compile(r"\.\./[\w.-]+/(?:0(?:\.orig|\.org)?|processor)\b")
_REGION_LIST = re.compile(r"\b(fluid|solid)\s*\(([^()]*)\)")
#: A momentum source that stands for a rotor: an actuation disk or a blade-element rotor disk.
_ACTUATOR_DISK = re.compile(r"\btype\s+(?:(?:radial)?[Aa]ctuationDiskSource|rotorDisk(?:Source)?)"
                            r"\s*;")
_CONTACT_ANGLE = re.compile(r"\btype\s+\w*[Cc]ontactAngle\s*;")
_MESH_PATCH_TYPE = re.compile(r"\btype\s+(\w+)\s*;")
_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
_BOX_TO_CELL = re.compile(r"\bboxToCell\s*\{([^{}]*)\}")
_BOX = re.compile(rf"\bbox\s*\(\s*({_NUMBER})\s+({_NUMBER})\s+({_NUMBER})\s*\)"
                  rf"\s*\(\s*({_NUMBER})\s+({_NUMBER})\s+({_NUMBER})\s*\)")
_FILLS_LIQUID = re.compile(r"\bvolScalarFieldValue\s+alpha[\w.]*\s+1(?:\.0*)?\b")
_GRAVITY = re.compile(rf"\bvalue\s*\(\s*({_NUMBER})\s+({_NUMBER})\s+({_NUMBER})\s*\)")
_NU = re.compile(rf"^\s*nu\s+(?:nu\s+)?(?:\[[^\]]*\]\s*)?({_NUMBER})\s*;", re.MULTILINE)


def fields_from_sibling(files: Mapping[str, str]) -> bool:
    """Whether the case's own Allrun takes its initial fields from a folder beside it
    (``../common/0.orig``, ``../steadyState/processor*``).

    Why: such a case has no ``0/`` of its own, yet it is no demonstration: the porous
    ``angledDuct`` variants share one ``0.orig``, and the periodic hill's LES starts from its
    steady precursor. Counting them as field-less demos put the hill's own LES after the plane
    channel.
    """
    script = "\n".join(line.split("#", 1)[0] for line in files.get("Allrun", "").splitlines())
    return bool(_SIBLING_FIELDS.search(script))


def solid_and_fluid_regions(files: Mapping[str, str]) -> bool:
    """Whether ``constant/regionProperties`` lists at least one fluid and one solid region.

    Why: a heater block in an air stream couples a solid region to a fluid one; the heat
    exchanger's porous block is a second *fluid* region and the Joule-heated solid has no
    fluid, though all three are "conjugate heat transfer" to their solvers.
    """
    text = strip_comments(files.get("constant/regionProperties", ""))
    listed = {kind: names.split() for kind, names in _REGION_LIST.findall(text)}
    return bool(listed.get("fluid")) and bool(listed.get("solid"))


def contact_angle(files: Mapping[str, str]) -> bool:
    """Whether an initial field holds a wall contact-angle condition
    (``constantAlphaContactAngle``...): the walls are wetted at a set angle, the meniscus of a
    capillary rise."""
    return any(_CONTACT_ANGLE.search(strip_comments(text)) for path, text in files.items()
               if _initial(path))


def fully_periodic(files: Mapping[str, str]) -> bool:
    """Whether every patch of the ``blockMeshDict`` boundary is cyclic: a box with no wall,
    inlet or outlet (homogeneous turbulence, a periodic molecular cell)."""
    text = strip_comments(files.get("system/blockMeshDict")
                          or files.get("constant/polyMesh/blockMeshDict", ""))
    boundary = _list_body(text, "boundary")
    kinds = _MESH_PATCH_TYPE.findall(boundary or "")
    return bool(kinds) and all(kind.startswith("cyclic") for kind in kinds)


def initial_liquid_shape(files: Mapping[str, str]) -> str | None:
    """"liquid column" when ``setFields`` fills boxes with liquid that leave part of the floor
    dry (a dam's water column), "liquid layer" when each box spans the whole floor (a tank's
    or a flume's water at rest); None when the files cannot tell.

    The floor is the mesh's extent across gravity (``constant/g``), read from the
    ``blockMeshDict`` vertices. Why: a dam break and a sloshing tank are both two-phase,
    laminar, with surface tension and gravity; how the liquid starts is what each *is*.
    """
    mesh = block_mesh(files)
    gravity = _GRAVITY.search(strip_comments(files.get("constant/g", "")))
    boxes = [
        tuple(float(number) for number in box.groups())
        for body in _BOX_TO_CELL.findall(strip_comments(files.get("system/setFieldsDict", "")))
        if _FILLS_LIQUID.search(body) for box in _BOX.finditer(body)]
    if mesh is None or gravity is None or not boxes:
        return None
    pull = [abs(float(component)) for component in gravity.groups()]
    up = max(range(3), key=lambda axis: pull[axis])
    lowest = [min(vertex[axis] for vertex in mesh.vertices) for axis in range(3)]
    highest = [max(vertex[axis] for vertex in mesh.vertices) for axis in range(3)]
    tolerance = FLAT * max(high - low for high, low in zip(highest, lowest, strict=True))
    shapes = {
        "liquid column" if any(
            axis != up and highest[axis] - lowest[axis] > tolerance
            and (min(box[axis], box[axis + 3]) > lowest[axis] + tolerance
                 or max(box[axis], box[axis + 3]) < highest[axis] - tolerance)
            for axis in range(3)) else "liquid layer"
        for box in boxes}
    return shapes.pop() if len(shapes) == 1 else None


def kinematic_viscosity(files: Mapping[str, str]) -> float | None:
    """``nu`` of ``constant/transportProperties`` as a number (m²/s), or None."""
    found = _NU.search(strip_comments(files.get("constant/transportProperties", "")))
    return float(found.group(1)) if found else None


#: A density (kg/m³) at or above which a phase is a liquid (the lightest, liquid hydrogen
#: aside, are oils near 700; the densest gas of any tutorial is below 50).
LIQUID_DENSITY = 500.0
_BETA = re.compile(r"^\s*beta\s", re.MULTILINE)
_T_REF = re.compile(r"^\s*TRef\s", re.MULTILINE)
_PHASE_DIFFUSIVITY = re.compile(rf"^\s*(?:Dab|D\d\d)\s+(?:\[[^\]]*\]\s*)?{_NUMBER}\s*;",
                                re.MULTILINE)
_DENSITY = re.compile(rf"\b(?:rho0?|rhoRef)\s+(?:\[[^\]]*\]\s*)?({_NUMBER})\s*;")
_PHASE_NAMES = re.compile(r"^\s*phases\s*\(([^()]*)\)", re.MULTILINE)
_LIQUID_STATES = frozenset({"perfectFluid", "adiabaticPerfectFluid", "rhoConst", "linear",
                            "icoPolynomial"})
_PSI = re.compile(rf"^\s*psil?\s+(?:\[[^\]]*\]\s*)?{_NUMBER}\s*;", re.MULTILINE)
_VECTOR_VALUE = re.compile(rf"\bvalue\s+uniform\s+\(\s*({_NUMBER})\s+({_NUMBER})\s+"
                           rf"({_NUMBER})\s*\)")
_WALL_VELOCITY = re.compile(r"\btype\s+(?:fixedValue|movingWallVelocity)\s*;")
_MESH_PATCH = re.compile(r"([A-Za-z_][\w.-]*)\s*\{[^{}]*?\btype\s+(\w+)\s*;")
#: The largest share of a wall velocity that may cross the wall for it to slide along it.
ALONG_WALL = 0.01


def boussinesq(files: Mapping[str, str], thermo_text: str = "") -> bool:
    """Whether the case's density is a linear function of temperature: ``beta`` and ``TRef``
    in ``constant/transportProperties`` (the Boussinesq solvers), or a ``Boussinesq``
    equation of state.

    Why: a room warmed by a heater by a few tens of kelvin, and a request that says
    "Boussinesq", are the Boussinesq solvers' set-up; the same room with an ideal gas is
    another tutorial (``buoyantPimpleFoam/hotRoom``), whose files say ``perfectGas``.
    """
    transport = strip_comments(files.get("constant/transportProperties", ""))
    state = _EQUATION_OF_STATE.search(thermo_text)
    return bool(_BETA.search(transport) and _T_REF.search(transport)) or bool(
        state and state.group(1) == "Boussinesq")


def miscible(files: Mapping[str, str]) -> bool:
    """Whether ``constant/transportProperties`` gives a diffusivity between phases
    (``Dab``, ``D23``): the phases mix (a lock exchange, brine into fresh water) instead of
    keeping a sharp interface."""
    return bool(_PHASE_DIFFUSIVITY.search(
        strip_comments(files.get("constant/transportProperties", ""))))


def liquid_phases(files: Mapping[str, str]) -> int:
    """How many listed phases have a liquid's density (:data:`LIQUID_DENSITY` or more),
    read from the phase's block of ``transportProperties`` or its own
    ``thermophysicalProperties.<phase>``; dispersed solids (``particles``, ``solids``) are no
    liquid.

    Why: water under air (a dam break), two liquids of different density (a lock exchange)
    and two liquids under air (``interMixingFoam``'s dam break) all are "two-phase" or
    "multiphase"; the number of liquids is what a request states when it gives their
    densities.
    """
    transport = strip_comments(files.get("constant/transportProperties", ""))
    listed = _PHASE_NAMES.search(transport)
    names = listed.group(1).split() if listed else [
        path.rsplit(".", 1)[-1] for path in files
        if path.startswith("constant/thermophysicalProperties.")]
    count = 0
    for name in names:
        if name.startswith(("particle", "solid")):
            continue
        block = re.search(rf"^\s*{re.escape(name)}\s*\{{([^{{}}]*)\}}", transport, re.MULTILINE)
        text = block.group(1) if block else strip_comments(
            files.get(f"constant/thermophysicalProperties.{name}", ""))
        density = _DENSITY.search(text)
        if density and float(density.group(1)) >= LIQUID_DENSITY:
            count += 1
    return count


def compressible_liquid(files: Mapping[str, str], thermo_text: str, phases: int) -> bool:
    """Whether a single liquid's density follows pressure: ``constant/thermodynamicProperties``
    with a liquid's ``rho0`` and a compressibility ``psi`` (``sonicLiquidFoam``), or, in a
    single-phase case, a liquid equation of state with a liquid's density.

    Why: a pressurised water tank vented through a nozzle is a pressure wave in a liquid;
    every other "compressible" tutorial is a gas, every other water tutorial incompressible.
    """
    dynamics = strip_comments(files.get("constant/thermodynamicProperties", ""))
    density = _DENSITY.search(dynamics)
    if phases == 1 and density and _PSI.search(dynamics):
        return float(density.group(1)) >= LIQUID_DENSITY
    state = _EQUATION_OF_STATE.search(thermo_text)
    density = _DENSITY.search(thermo_text)
    return bool(phases == 1 and state and state.group(1) in _LIQUID_STATES - {"rhoConst"}
                and density and float(density.group(1)) >= LIQUID_DENSITY)


#: chemFoam's start: the amounts of its ``fractions`` block, by species.
_FRACTIONS = re.compile(r"\bfractions\s*\{([^{}]*)\}")
_AMOUNT = re.compile(rf"^\s*([A-Za-z][\w()-]*)\s+({_NUMBER})\s*;", re.MULTILINE)


def start_mixture(files: Mapping[str, str]) -> tuple[str, ...]:
    """The species a zero-dimensional reactor starts with (``constant/initialConditions``'
    ``fractions`` with a non-zero amount), as its mechanism names them; empty for any other
    case.

    Why: chemFoam's tutorials differ only in their mechanism and mixture (methane with GRI,
    hydrogen, n-heptane, iso-octane); a request names its fuel ("hydrogen-air",
    "stoichiometric methane") and no tutorial.
    """
    block = _FRACTIONS.search(strip_comments(files.get("constant/initialConditions", "")))
    if block is None:
        return ()
    return tuple(name.upper() for name, amount in _AMOUNT.findall(block.group(1))
                 if float(amount) > 0)


def moving_walls(files: Mapping[str, str]) -> frozenset[str]:
    """The wall patches whose ``0/U`` is a fixed, non-zero velocity along the wall: a lid,
    a belt, a moving floor. A patch is a wall by its ``blockMeshDict`` type; "along" means
    the velocity's component across each of its faces is at most :data:`ALONG_WALL` of it
    (an inflow through a patch typed ``wall`` is no moving wall).

    Why: "the top wall slides at 2 cm/s" is what a lid-driven cavity *is*, in incompressible
    and compressible form alike; its geometry words ("a square box") fit a dozen other
    tutorials, and "moving" is also what a moving mesh does.
    """
    text = initial_field(files, "U")
    mesh = block_mesh(files)
    if text is None or mesh is None:
        return frozenset()
    dictionary = strip_comments(files.get("system/blockMeshDict")
                                or files.get("constant/polyMesh/blockMeshDict", ""))
    kinds = dict(_MESH_PATCH.findall(_list_body(dictionary, "boundary") or ""))
    faces = dict(mesh.patches)
    moving = set()
    for name, block in _PATCH_BLOCK.findall(text.split("boundaryField", 1)[-1]):
        velocity = _VECTOR_VALUE.search(block)
        if kinds.get(name) != "wall" or not _WALL_VELOCITY.search(block) or velocity is None:
            continue
        vector = [float(component) for component in velocity.groups()]
        speed = sum(component * component for component in vector) ** 0.5
        if speed > 0 and all(abs(_across(face, vector)) <= ALONG_WALL * speed
                             for face in faces.get(name, ())):
            moving.add(name)
    return frozenset(moving)


def _across(face: tuple[Point, ...], vector: list[float]) -> float:
    """The component of ``vector`` along a face's unit normal (0 for a degenerate face)."""
    (ax, ay, az), (bx, by, bz), (cx, cy, cz) = face[0], face[1], face[2]
    first, second = (bx - ax, by - ay, bz - az), (cx - ax, cy - ay, cz - az)
    normal = (first[1] * second[2] - first[2] * second[1],
              first[2] * second[0] - first[0] * second[2],
              first[0] * second[1] - first[1] * second[0])
    size = sum(component * component for component in normal) ** 0.5
    return sum(n * v for n, v in zip(normal, vector, strict=True)) / size if size else 0.0


def _tags(files: Mapping[str, str], tree: list[str]) -> tuple[str, ...]:
    """Physics beyond the facets, from the case's dictionaries."""
    def text_of(*names: str) -> str:
        return " ".join(strip_comments(files[path]) for path in files
                        if path.split("/")[-1].split(".")[0] in names)

    tags = []
    transport = text_of("transportProperties", "physicalProperties", "thermophysicalProperties")
    model = _TRANSPORT_MODEL.search(transport)
    if model and model.group(1) != "Newtonian":
        tags.append("non-Newtonian")
    if _VISCOELASTIC.search(text_of("turbulenceProperties", "momentumTransport")):
        tags.append("viscoelastic")
    if any(path.split("/")[-1].startswith("porosityProperties") for path in tree) or (
        _POROUS.search(text_of("fvOptions", "fvModels", "fvConstraints"))
    ):
        tags.append("porous")
    if _ACTUATOR_DISK.search(text_of("fvOptions", "fvModels")):
        tags.append("actuator disk")  # wind turbines or a rotor as a momentum source
    if any(path.split("/")[-1].startswith("MRFProperties") for path in tree):
        tags.append("rotating frame")
    dynamic = text_of("dynamicMeshDict")
    if dynamic and not _STATIC_MESH.search(dynamic):
        tags.append("moving mesh")
    mesh = text_of("blockMeshDict", "boundary")
    if re.search(r"\btype\s+cyclic(?:AMI|ACMI)?\s*;", mesh):
        tags.append("periodic")
    if any(path.split("/")[-1].startswith("waveProperties") for path in tree):
        tags.append("waves")
    radiation = text_of("radiationProperties")
    if radiation and not _RADIATION_OFF.search(radiation):
        tags.append("radiation")
    if initial_field(files, "B") is not None and _SIGMA.search(transport):
        tags.append("magnetic field")  # a field B, and sigma an electrical conductivity
    elif _SIGMA.search(transport):
        tags.append("surface tension")
    pressure = any(initial_field(files, name) is not None for name in ("p", "p_rgh"))
    velocity = any(path.split("/")[-1] in ("U", "U.gz") and _initial(path) for path in tree)
    if _DIFFUSIVITY.search(transport) and velocity and not pressure:
        tags.append("passive scalar")  # carried by a velocity it does not solve
    if _RELATIVE_VELOCITY.search(transport):
        tags.append("drift flux")
    if _MEAN_VELOCITY_FORCE.search(text_of("fvOptions", "fvConstraints", "fvModels",
                                           "transportProperties")):
        tags.append("bulk velocity forcing")
    if _PARTICLE_PHASE.search(text_of("phaseProperties")):
        tags.append("dispersed solids")
    if any(_CLOUD_FILE.match(path) for path in tree):
        tags.append("Lagrangian particles")
    tags.extend(heated_patch_tags(files))
    if inclined_patches(files):
        tags.append("inclined wall")
    if solid_and_fluid_regions(files):
        tags.append(SOLID_AND_FLUID)
    if contact_angle(files):
        tags.append("contact angle")
    if fully_periodic(files):
        tags.append("fully periodic")
    if initial_field(files, "h") is not None and initial_field(files, "hU") is not None:
        tags.append("depth-averaged")  # solves a water depth: a free surface, one phase
    if re.search(r"\btype\s+wedge\s*;", mesh):
        tags.append("axisymmetric")
    elif re.search(r"\btype\s+empty\s*;", mesh):
        tags.append("2D")  # a 3D case cannot be told: blockMesh's default patch is empty
    return tuple(tags)


def potential_flow(solver: str) -> bool:
    """Whether a solver solves a potential flow: its catalog row carries a flow (one phase or
    more) and solves it once, with no time or iteration loop and no turbulence model
    (potentialFoam). Such a flow is inviscid and irrotational, which no viscosity entry of
    the case says."""
    row = catalog_solver(solver)
    return row is not None and row.time == "once" and row.phases >= 1 and not row.turbulence


def case_facets(case: TutorialCase) -> CaseFacets:
    """Derive a tutorial's facets from its files (see :class:`CaseFacets` for each rule)."""
    files = case.files
    tree = case.tree
    turbulence, model = _turbulence(files, case.solver, case.category)
    schemes = strip_comments(files.get("system/fvSchemes", ""))
    row = catalog_solver(case.solver)
    steady = bool(_STEADY.search(schemes)) or (row is not None and row.steady)
    thermo_text = _first(files, "thermophysicalProperties") or ""
    thermo = _THERMO_TYPE.search(thermo_text)
    state = _EQUATION_OF_STATE.search(thermo_text)
    compressible = (row is not None and row.compressible and row.phases == 1) or bool(
        thermo and (state is None or state.group(1) not in _INCOMPRESSIBLE_STATES)
    )
    phases = _phases(files, case.domain)
    gravity = any(path == "constant/g" or (path.startswith("constant/") and path.endswith("/g"))
                  for path in tree)
    temperature = any(_initial(path) and path.split("/")[-1] in ("T", "T.orig") for path in tree)
    initial_fields = any(_initial(path) for path in tree) or fields_from_sibling(files)
    demo, demo_words = _demo(case, initial_fields)
    tags = _tags(files, tree)
    if case.solver == "dnsFoam" or case.domain == "DNS":
        tags += ("DNS",)  # resolves the turbulence it has no model for
    shape = initial_liquid_shape(files) if phases > 1 else None
    if shape is not None:
        tags += (shape,)
    if phases > 1 and _RIGID_BODY.search(" ".join(
            strip_comments(text) for path, text in files.items()
            if path.split("/")[-1].startswith("dynamicMeshDict"))):
        tags += ("floating body",)  # a rigid body moved by the liquid around it
    if potential_flow(case.solver):
        tags += ("potential flow",)
    return CaseFacets(
        turbulence=turbulence,
        model=model,
        time="steady" if steady else "transient",
        compressible=compressible,
        phases=phases,
        buoyant=gravity and temperature and phases == 1,
        reacting=any(path in files for path in _REACTING_FILES)
        or "combustion" in case.domain,
        inviscid=bool(_ZERO_MU.search(thermo_text)) or potential_flow(case.solver),
        heat_transfer=temperature or case.domain == "heatTransfer",
        gravity=gravity,
        initial_fields=initial_fields,
        thermo=thermo.group(1) if thermo else None,
        viscosity=kinematic_viscosity(files),
        boussinesq=boussinesq(files, thermo_text),
        miscible=phases > 1 and miscible(files),
        liquids=liquid_phases(files) if phases > 1 else 0,
        compressible_liquid=compressible_liquid(files, thermo_text, phases),
        moving_wall=bool(moving_walls(files)),
        demo=demo,
        demo_words=demo_words,
        tags=tags,
        mixture=start_mixture(files),
        box=_box(files),
    )


def _box(files: Mapping[str, str]) -> bool | None:
    """Whether the case's blockMeshDict is a box (:attr:`CaseFacets.box`)."""
    text = files.get("system/blockMeshDict") or files.get("constant/polyMesh/blockMeshDict")
    found = box_domain(text) if text is not None else None
    return found.is_box if found is not None else None

"""The turbulence catalog: one row per model, one row per field the models solve.

Why a table: switching a case to a model needs its fields, their dimensions, inlet estimates
and wall treatment, its schemes and solver entries and whether it reads the wall distance; the
physics checks need the same facts to tell an active model from an inert one. Adding a model
is one row of ``MODELS`` (plus a row of ``FIELDS`` for a field no other model has).

Inlet estimates from a turbulence intensity I, a length scale L and the inlet speed U are the
usual engineering ones (k = 1.5 (U I)^2 and the rest below); the transition model's
ReThetat follows Langtry & Menter's correlation (AIAA J. 47(12), 2009, eq. 37 for zero
pressure gradient: Re_theta_t = 1173.51 - 589.428 Tu + 0.2196 / Tu^2 for Tu <= 1.3 %,
331.5 (Tu - 0.5658)^-0.671 above, Tu in percent).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

Family = Literal["RAS", "LES"]
#: How a wall entry gets its value: the inlet estimate, zero, or none (zeroGradient).
WallValue = Literal["estimate", "zero", "none"]

#: The k-epsilon model constant the estimates use.
C_MU = 0.09
#: Turbulent Prandtl number of the thermal wall function.
PRANDTL_TURBULENT = 0.85


@dataclass(frozen=True)
class InletState:
    """The speed, intensity and length scale the estimates read."""

    speed: float
    intensity: float
    length: float


@dataclass(frozen=True)
class Estimate:
    """One initial value and the formula, with numbers, that gave it."""

    field: str
    value: float
    formula: str


@dataclass(frozen=True)
class WallEntry:
    """A field's condition on a wall: the type, and where its value comes from."""

    type: str
    value: WallValue = "estimate"


@dataclass(frozen=True)
class TurbulenceField:
    """A field a turbulence model reads.

    Attributes:
        name: As in ``0/``.
        dimensions: OpenFOAM's dimension set, SI exponents.
        transported: Solved by a transport equation (needs a div scheme and solver entries).
        estimate: The inlet value from the inlet state, with its formula; None when no
            standard estimate exists.
        wall: The wall entry per family, unless the model overrides it.
        length_scaled: The estimate reads the length scale (a stated intensity alone does
            not determine it).
    """

    name: str
    dimensions: str
    transported: bool
    estimate: Callable[[InletState], Estimate] | None
    wall: Mapping[Family, WallEntry]
    length_scaled: bool = False


def _k(s: InletState) -> Estimate:
    k = 1.5 * (s.speed * s.intensity) ** 2
    return Estimate("k", k, f"k = 1.5 (U I)^2 with {_given(s)}")


def _epsilon(s: InletState) -> Estimate:
    k = _k(s).value
    return Estimate("epsilon", C_MU ** 0.75 * k ** 1.5 / s.length,
                    f"epsilon = Cmu^0.75 k^1.5 / L with Cmu = {C_MU}, k = {k:.6g}, "
                    f"L = {s.length:g} m")


def _omega(s: InletState) -> Estimate:
    k = _k(s).value
    return Estimate("omega", math.sqrt(k) / (C_MU ** 0.25 * s.length),
                    f"omega = sqrt(k) / (Cmu^0.25 L) with Cmu = {C_MU}, k = {k:.6g}, "
                    f"L = {s.length:g} m")


def _nu_tilda(s: InletState) -> Estimate:
    return Estimate("nuTilda", math.sqrt(1.5) * s.speed * s.intensity * s.length,
                    f"nuTilda = sqrt(1.5) U I L with {_given(s)}")


def _re_theta_t(s: InletState) -> Estimate:
    tu = 100.0 * s.intensity
    if tu <= 1.3:
        value = 1173.51 - 589.428 * tu + 0.2196 / tu ** 2
        formula = "ReThetat = 1173.51 - 589.428 Tu + 0.2196 / Tu^2"
    else:
        value = 331.5 * (tu - 0.5658) ** -0.671
        formula = "ReThetat = 331.5 (Tu - 0.5658)^-0.671"
    return Estimate("ReThetat", value, f"{formula} with Tu = {tu:g} % (Langtry & Menter 2009)")


def _gamma_int(s: InletState) -> Estimate:
    return Estimate("gammaInt", 1.0, "gammaInt = 1 in the free stream (fully intermittent)")


def _zero(name: str, why: str) -> Callable[[InletState], Estimate]:
    def estimate(s: InletState) -> Estimate:
        return Estimate(name, 0.0, why)
    return estimate


#: The symbols a request writes an estimate's inputs with ("k = 1.5 (I U)^2", "k = 3/2 (u
#: Tu)^2"), each the name of the ``InletState`` attribute it stands for.
ESTIMATE_SYMBOLS: Mapping[str, str] = MappingProxyType({
    "U": "speed", "u": "speed", "V": "speed", "I": "intensity", "Tu": "intensity",
    "L": "length", "l": "length"})


def _given(s: InletState) -> str:
    return f"U = {s.speed:g} m/s, I = {s.intensity:g}, L = {s.length:g} m"


_KINEMATIC = "[0 2 -1 0 0 0 0]"
_ZERO_WALL = WallEntry("fixedValue", "zero")
_GRADIENT_WALL = WallEntry("zeroGradient", "none")


def _both(entry: WallEntry) -> Mapping[Family, WallEntry]:
    return MappingProxyType({"RAS": entry, "LES": entry})


#: Every field a catalogued model reads, by name.
FIELDS: Mapping[str, TurbulenceField] = MappingProxyType({f.name: f for f in (
    TurbulenceField("k", "[0 2 -2 0 0 0 0]", True, _k,
                    MappingProxyType({"RAS": WallEntry("kqRWallFunction"), "LES": _ZERO_WALL})),
    TurbulenceField("epsilon", "[0 2 -3 0 0 0 0]", True, _epsilon,
                    _both(WallEntry("epsilonWallFunction")), length_scaled=True),
    TurbulenceField("omega", "[0 0 -1 0 0 0 0]", True, _omega,
                    _both(WallEntry("omegaWallFunction")), length_scaled=True),
    TurbulenceField("nuTilda", _KINEMATIC, True, _nu_tilda, _both(_ZERO_WALL),
                    length_scaled=True),
    TurbulenceField("ReThetat", "[0 0 0 0 0 0 0]", True, _re_theta_t, _both(_GRADIENT_WALL)),
    TurbulenceField("gammaInt", "[0 0 0 0 0 0 0]", True, _gamma_int, _both(_GRADIENT_WALL)),
    TurbulenceField("v2", "[0 2 -2 0 0 0 0]", True, None, _both(WallEntry("v2WallFunction"))),
    TurbulenceField("f", "[0 0 -1 0 0 0 0]", True, None, _both(WallEntry("fWallFunction"))),
    TurbulenceField("kt", "[0 2 -2 0 0 0 0]", True, None, _both(_ZERO_WALL)),
    TurbulenceField("kl", "[0 2 -2 0 0 0 0]", True, None, _both(_ZERO_WALL)),
    TurbulenceField("q", "[0 1 -1 0 0 0 0]", True, None, _both(_ZERO_WALL)),
    TurbulenceField("zeta", "[0 2 -4 0 0 0 0]", True, None, _both(_ZERO_WALL)),
    TurbulenceField("R", "[0 2 -2 0 0 0 0]", True, None, _both(WallEntry("kqRWallFunction"))),
    TurbulenceField("flm", "[0 4 -4 0 0 0 0]", True, None, _both(_GRADIENT_WALL)),
    TurbulenceField("fmm", "[0 4 -4 0 0 0 0]", True, None, _both(_GRADIENT_WALL)),
    TurbulenceField("nut", _KINEMATIC, False,
                    _zero("nut", "nut is calculated by the model (0 before the first step)"),
                    MappingProxyType({"RAS": WallEntry("nutkWallFunction", "zero"),
                                      "LES": _GRADIENT_WALL})),
    TurbulenceField("alphat", "[1 -1 -1 0 0 0 0]", False,
                    _zero("alphat", "alphat is calculated from nut and Prt"),
                    _both(WallEntry("compressible::alphatWallFunction", "zero"))),
)})


@dataclass(frozen=True)
class TurbulenceModel:
    """One model, as its row of ``MODELS`` says.

    Attributes:
        name: As v1912 names it (``kOmegaSST``).
        family: ``RAS`` or ``LES`` (DES models are LES in OpenFOAM).
        fields: The fields it solves transport equations for, in the usual order.
        eddy_viscosity: The eddy-viscosity field the model computes (``nut``).
        wall_distance: Reads the wall distance (``wallDist`` in fvSchemes).
        constant_cmu: A k-epsilon model whose Cmu is a constant: its eddy viscosity grows
            without bound at a stagnation point, so a transient start caps epsilon.
        divides_by_viscosity: Its equations divide by the molecular viscosity (nuTilda / nu),
            so it cannot run in an inviscid case.
        walls: Wall entries that differ from the fields' family defaults.
    """

    name: str
    family: Family
    fields: tuple[str, ...]
    eddy_viscosity: str = "nut"
    wall_distance: bool = False
    constant_cmu: bool = False
    divides_by_viscosity: bool = False
    walls: Mapping[str, WallEntry] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def required_fields(self) -> tuple[str, ...]:
        """Every field the model reads from ``0/``: its transported fields and nut."""
        return (*self.fields, self.eddy_viscosity)

    def wall_entry(self, name: str) -> WallEntry:
        """The condition of field ``name`` on a wall under this model."""
        if name in self.walls:
            return self.walls[name]
        return FIELDS[name].wall[self.family]


_SPALDING = MappingProxyType({"nut": WallEntry("nutUSpaldingWallFunction", "zero")})
_K_WALL_NUT = MappingProxyType({"nut": WallEntry("nutkWallFunction", "zero")})

#: Every model of v1912 the catalog knows, by name.
MODELS: Mapping[str, TurbulenceModel] = MappingProxyType({m.name: m for m in (
    TurbulenceModel("kEpsilon", "RAS", ("k", "epsilon"), constant_cmu=True),
    TurbulenceModel("realizableKE", "RAS", ("k", "epsilon")),
    TurbulenceModel("RNGkEpsilon", "RAS", ("k", "epsilon"), constant_cmu=True),
    TurbulenceModel("LaunderSharmaKE", "RAS", ("k", "epsilon"), constant_cmu=True),
    TurbulenceModel("LienCubicKE", "RAS", ("k", "epsilon")),
    TurbulenceModel("LienLeschziner", "RAS", ("k", "epsilon")),
    TurbulenceModel("ShihQuadraticKE", "RAS", ("k", "epsilon")),
    TurbulenceModel("kEpsilonLopesdaCosta", "RAS", ("k", "epsilon")),
    TurbulenceModel("kOmega", "RAS", ("k", "omega")),
    TurbulenceModel("kOmegaSST", "RAS", ("k", "omega"), wall_distance=True),
    TurbulenceModel("kOmegaSSTSAS", "RAS", ("k", "omega"), wall_distance=True),
    TurbulenceModel("kOmegaSSTLM", "RAS", ("k", "omega", "ReThetat", "gammaInt"),
                    wall_distance=True),
    TurbulenceModel("SpalartAllmaras", "RAS", ("nuTilda",), wall_distance=True,
                    divides_by_viscosity=True, walls=_SPALDING),
    TurbulenceModel("v2f", "RAS", ("k", "epsilon", "v2", "f")),
    TurbulenceModel("kkLOmega", "RAS", ("kt", "kl", "omega"), wall_distance=True),
    TurbulenceModel("qZeta", "RAS", ("q", "zeta")),
    TurbulenceModel("LRR", "RAS", ("R", "epsilon")),
    TurbulenceModel("SSG", "RAS", ("R", "epsilon")),
    TurbulenceModel("Smagorinsky", "LES", ()),
    TurbulenceModel("WALE", "LES", ()),
    TurbulenceModel("kEqn", "LES", ("k",)),
    TurbulenceModel("dynamicKEqn", "LES", ("k",)),
    TurbulenceModel("dynamicLagrangian", "LES", ("flm", "fmm")),
    TurbulenceModel("DeardorffDiffStress", "LES", ("R",)),
    TurbulenceModel("SpalartAllmarasDES", "LES", ("nuTilda",), wall_distance=True,
                    divides_by_viscosity=True, walls=_SPALDING),
    TurbulenceModel("SpalartAllmarasDDES", "LES", ("nuTilda",), wall_distance=True,
                    divides_by_viscosity=True, walls=_SPALDING),
    TurbulenceModel("SpalartAllmarasIDDES", "LES", ("nuTilda",), wall_distance=True,
                    divides_by_viscosity=True, walls=_SPALDING),
    TurbulenceModel("kOmegaSSTDES", "LES", ("k", "omega"), wall_distance=True,
                    walls=_K_WALL_NUT),
)})

#: Every field a turbulence model of the catalog transports, in the catalog's order.
TRANSPORTED_FIELDS: tuple[str, ...] = tuple(name for name, row in FIELDS.items()
                                            if row.transported)
#: The fields that have a standard inlet estimate and a transport equation (k, epsilon,
#: omega, nuTilda, and the transition model's two): those an author can reset from a stated
#: intensity and length scale.
ESTIMATED_FIELDS: tuple[str, ...] = tuple(name for name, row in FIELDS.items()
                                          if row.transported and row.estimate is not None)


#: The names of the inflow's turbulence length scale, which the inlet estimates read: a length
#: of the flow's eddies, never a size of the domain or of a thing in it ("a mixing length of
#: 2.5 mm" sizes no channel).
LENGTH_SCALE_NAMES: tuple[str, ...] = (
    "turbulent mixing length", "turbulence mixing length", "mixing length",
    "turbulence length scale", "turbulent length scale", "integral length scale",
    "length scale")


def turbulence_model(name: str) -> TurbulenceModel | None:
    """The row of the model ``name`` as v1912 spells it, or None."""
    return MODELS.get(name)


def family_of(name: str) -> Family:
    """``LES`` for an LES (or DES) model or the word ``LES`` itself; ``RAS`` otherwise."""
    row = MODELS.get(name)
    if row is not None:
        return row.family
    return "LES" if name == "LES" else "RAS"


def models_of(family: Family) -> frozenset[str]:
    """The names of every catalogued model of ``family``."""
    return frozenset(name for name, row in MODELS.items() if row.family == family)


def estimates(state: InletState) -> dict[str, Estimate]:
    """Every field's inlet estimate that has one, from the inlet speed, intensity and length."""
    return {name: row.estimate(state) for name, row in FIELDS.items()
            if row.estimate is not None}

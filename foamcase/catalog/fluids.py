"""Fluids people name instead of giving their properties: one row per fluid, with the words
for it, whether it is a liquid or a gas, and — where a published table gives them — its
density and viscosity as functions of temperature, the source in the row.

Why here: a request says "water @ 20 °C", "air at 15 °C", "nitrogen at 400 K" or "the
ethanol" and leaves ν to the tool; the request reader (``agents.spec.materials``) finds the
fluid and its temperature, ``agents.spec.material_values`` applies the row's values and the
audit checks them like a stated value, with this row's source in the note. The rows are
facts with their citations, not copies of any file. A fluid with words but no table is still
a fluid: its phase is bound by its kind (a liquid, a gas), its properties must be stated.

Liquids are tabulated at 1 atm; between table points ρ is interpolated linearly and μ
log-linearly in T (ln μ of a liquid is close to linear in T over 10 K, Andrade's rule); a
temperature outside the table is refused, never extrapolated. Gases follow Sutherland's law
with the constants of F. M. White, Viscous Fluid Flow (3rd ed., 2006), Table 1-2
(μ = μ0 (T/T0)^1.5 (T0 + S)/(T + S), T0 = 273 K; within about 2 % over the range given
there), and the ideal gas at 1 atm for ρ.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from dataclasses import dataclass
from typing import Literal

#: One standard atmosphere, Pa: the pressure every table here is at.
ATMOSPHERE = 101325.0
#: The universal gas constant, J/(kmol K) (CODATA 2018: 8314.462618).
UNIVERSAL_GAS_CONSTANT = 8314.46
#: The temperature of a fluid named without one ("water", "room-temperature air"): 20 °C.
DEFAULT_TEMPERATURE = 293.15


@dataclass(frozen=True)
class Table:
    """Properties at 1 atm at a few temperatures: (T in K, rho in kg/m^3, mu in Pa s)."""

    points: tuple[tuple[float, float, float], ...]
    source: str

    def at(self, temperature: float) -> tuple[float, float] | None:
        """(rho, mu) at ``temperature``, or None outside the table."""
        low, high = self.points[0][0], self.points[-1][0]
        if not low - 1e-9 <= temperature <= high + 1e-9:
            return None
        index = min(max(bisect_right([point[0] for point in self.points], temperature) - 1, 0),
                    len(self.points) - 2)
        (t0, rho0, mu0), (t1, rho1, mu1) = self.points[index], self.points[index + 1]
        share = (temperature - t0) / (t1 - t0)
        rho = rho0 + share * (rho1 - rho0)
        mu = math.exp(math.log(mu0) + share * (math.log(mu1) - math.log(mu0)))
        return rho, mu

    def on_point(self, temperature: float) -> bool:
        """Whether ``temperature`` is one of the table's own points (no interpolation)."""
        return any(abs(point[0] - temperature) < 1e-9 for point in self.points)


@dataclass(frozen=True)
class Sutherland:
    """A gas's viscosity by Sutherland's law and its density as an ideal gas at 1 atm.

    Attributes:
        mu0: The viscosity at ``t0``, Pa s.
        t0: The reference temperature, K.
        s: Sutherland's constant, K.
        molar_mass: kg/kmol, for the gas constant R = 8314.46 / M.
        valid: The temperatures (K) over which the law is used here.
        source: Where the constants come from.
    """

    mu0: float
    t0: float
    s: float
    molar_mass: float
    valid: tuple[float, float]
    source: str

    #: The specific gas constant (J/(kg K)) where the source rounds it; else 8314.46 / M.
    rounded_gas_constant: float | None = None

    @property
    def gas_constant(self) -> float:
        """The specific gas constant, J/(kg K)."""
        return self.rounded_gas_constant or UNIVERSAL_GAS_CONSTANT / self.molar_mass

    def at(self, temperature: float) -> tuple[float, float] | None:
        """(rho, mu) at ``temperature`` and 1 atm, or None outside ``valid``."""
        low, high = self.valid
        if not low <= temperature <= high:
            return None
        mu = self.mu0 * (temperature / self.t0) ** 1.5 * (self.t0 + self.s) / (temperature
                                                                                + self.s)
        return ATMOSPHERE / (self.gas_constant * temperature), mu

    def text(self) -> str:
        """The law with its constants, for the note of a value it gave."""
        return (f"Sutherland mu = {self.mu0:g} (T/{self.t0:g})^1.5 ({self.t0:g} + {self.s:g}) / "
                f"(T + {self.s:g}) ({self.source}); rho = {ATMOSPHERE:g} / "
                f"({self.gas_constant:.6g} T)")


def _celsius(rows: tuple[tuple[float, float, float], ...]) -> tuple[tuple[float, float, float],
                                                                     ...]:
    return tuple((celsius + 273.15, rho, mu) for celsius, rho, mu in rows)


_WHITE = "White, Viscous Fluid Flow, Table 1-2"


@dataclass(frozen=True)
class FluidRow:
    """One fluid: its name, the words for it, its kind and, where published, its properties.

    Attributes:
        name: The fluid's name in notes (``water``, ``air``).
        words: A regular expression of its everyday names, read case-insensitively (a
            chemical symbol case-sensitively, ``(?-i:N2)``).
        kind: ``liquid`` or ``gas``.
        properties: Its table or law, None where no published one is kept here.
    """

    name: str
    words: str
    kind: Literal["liquid", "gas"]
    properties: Table | Sutherland | None = None


#: Liquid water at 1 atm, 0-100 °C: density and viscosity from the CRC Handbook of Chemistry
#: and Physics (97th ed.), "Properties of water in the range 0-100 °C" (viscosity values of
#: the IAPWS 2008 formulation, rounded to 4 digits).
WATER = Table(_celsius((
    (0.0, 999.84, 1.793e-3), (10.0, 999.70, 1.306e-3), (20.0, 998.21, 1.002e-3),
    (25.0, 997.05, 0.890e-3), (30.0, 995.65, 0.798e-3), (40.0, 992.22, 0.653e-3),
    (50.0, 988.03, 0.547e-3), (60.0, 983.20, 0.466e-3), (70.0, 977.76, 0.404e-3),
    (80.0, 971.79, 0.354e-3), (90.0, 965.31, 0.315e-3), (100.0, 958.35, 0.282e-3))),
    "CRC Handbook, water at 1 atm (IAPWS viscosity)")
#: Sea water of salinity 35 g/kg at 1 atm: M. H. Sharqawy, J. H. Lienhard, S. M. Zubair,
#: "Thermophysical properties of seawater", Desalination and Water Treatment 16 (2010),
#: eqs. for density and viscosity evaluated at these points (the ITTC 2011 table agrees
#: within 0.3 %).
SEA_WATER = Table(_celsius((
    (10.0, 1026.9, 1.397e-3), (15.0, 1025.9, 1.220e-3), (20.0, 1024.8, 1.080e-3),
    (25.0, 1023.3, 0.961e-3), (30.0, 1021.7, 0.862e-3))),
    "Sharqawy et al. 2010, seawater at 35 g/kg")
#: Pure glycerol: CRC Handbook of Chemistry and Physics, "Viscosity of liquids" and
#: "Density of liquids" (glycerol's viscosity falls by a third per 5 K: narrow range only).
GLYCEROL = Table(_celsius((
    (20.0, 1261.0, 1.412), (25.0, 1258.0, 0.934), (30.0, 1255.0, 0.612))),
    "CRC Handbook, glycerol")
#: Mercury: CRC Handbook of Chemistry and Physics, "Viscosity of liquid metals" and the
#: density of mercury table.
MERCURY = Table(_celsius((
    (0.0, 13595.1, 1.685e-3), (20.0, 13545.9, 1.554e-3), (25.0, 13534.0, 1.526e-3),
    (50.0, 13472.6, 1.407e-3), (100.0, 13351.5, 1.240e-3))),
    "CRC Handbook, mercury")
#: Unused engine oil: F. P. Incropera et al., Fundamentals of Heat and Mass Transfer (6th ed.),
#: Table A.5 (saturated liquids), 280-360 K.
ENGINE_OIL = Table((
    (280.0, 895.3, 2.17), (290.0, 890.0, 0.999), (300.0, 884.1, 0.486),
    (310.0, 877.9, 0.253), (320.0, 871.8, 0.141), (330.0, 865.8, 0.0836),
    (340.0, 859.9, 0.0531), (350.0, 853.9, 0.0356), (360.0, 847.8, 0.0252)),
    "Incropera, Table A.5, engine oil")
#: Dry air: White's Table 1-2 constants in OpenFOAM's form are As = 1.458e-6 Pa s K^-0.5 and
#: Ts = 110.4 K (the tutorials' own); 28.9647 kg/kmol, R = 287.05 J/(kg K) as usually
#: rounded; White gives the law within 2 % from 170 K to 1900 K.
AIR = Sutherland(1.458e-6 * 273.0 ** 1.5 / (273.0 + 110.4), 273.0, 110.4, 28.9647,
                 (170.0, 1900.0), _WHITE, rounded_gas_constant=287.05)

FLUID_ROWS: tuple[FluidRow, ...] = (
    FluidRow("sea water", r"sea\s*-?\s*water|salt\s*-?\s*water|seawater", "liquid", SEA_WATER),
    FluidRow("water", r"(?:(?:fresh|pure|liquid|distilled|tap)\s+)?water|H2O", "liquid", WATER),
    FluidRow("air", r"(?:(?:dry|ambient|atmospheric)\s+)?air", "gas", AIR),
    FluidRow("glycerol", r"glycer(?:ol|ine|in)", "liquid", GLYCEROL),
    FluidRow("mercury", r"mercury", "liquid", MERCURY),
    FluidRow("engine oil", r"(?:unused\s+)?(?:engine|motor)\s+oil", "liquid", ENGINE_OIL),
    FluidRow("nitrogen", r"nitrogen|(?-i:N2)", "gas",
             Sutherland(1.663e-5, 273.0, 107.0, 28.0134, (200.0, 1500.0), _WHITE)),
    FluidRow("oxygen", r"oxygen|(?-i:O2)", "gas",
             Sutherland(1.919e-5, 273.0, 139.0, 31.9988, (200.0, 1500.0), _WHITE)),
    FluidRow("carbon dioxide", r"carbon\s+dioxide|(?-i:CO2)", "gas",
             Sutherland(1.370e-5, 273.0, 222.0, 44.0095, (200.0, 1500.0), _WHITE)),
    FluidRow("argon", r"argon", "gas",
             Sutherland(2.125e-5, 273.0, 144.0, 39.948, (200.0, 1500.0), _WHITE)),
    FluidRow("hydrogen", r"hydrogen|(?-i:H2)", "gas",
             Sutherland(8.411e-6, 273.0, 97.0, 2.01588, (200.0, 1500.0), _WHITE)),
    # Named liquids and gases whose properties a request states: their kind binds them to a
    # case's phase ("the ethanol" is a dam break's liquid), their values come from the words.
    FluidRow("ethanol", r"ethanol|ethyl\s+alcohol", "liquid"),
    FluidRow("methanol", r"methanol", "liquid"),
    FluidRow("glycol", r"(?:(?:ethylene|propylene)\s+)?glycol", "liquid"),
    FluidRow("kerosene", r"kerosene|jet\s+fuel", "liquid"),
    FluidRow("diesel", r"diesel(?:\s+fuel)?", "liquid"),
    FluidRow("petrol", r"petrol|gasoline", "liquid"),
    FluidRow("crude", r"(?:light|heavy)?\s*crude", "liquid"),
    FluidRow("LNG", r"(?-i:LNG)|liquefied\s+natural\s+gas", "liquid"),
    FluidRow("acetone", r"acetone", "liquid"),
    FluidRow("honey", r"honey", "liquid"),
    FluidRow("syrup", r"(?:glucose\s+|sugar\s+|corn\s+)?syrup", "liquid"),
    FluidRow("slurry", r"slurry", "liquid"),
    FluidRow("helium", r"helium", "gas"),
)


def fluid_row(name: str) -> FluidRow | None:
    """The row named ``name``, if any."""
    return next((row for row in FLUID_ROWS if row.name == name), None)


@dataclass(frozen=True)
class Comparative:
    """Words naming one of a case's liquids by how it compares with the others ("the heavier
    liquid", "the less viscous phase", "the lighter oil"): which property orders them and
    which end of the order the words take.

    Attributes:
        key: The phase key the words read as (``agents.spec.materials.phase_key``).
        words: A regular expression of the words, without a group.
        quantity: ``"rho"`` or ``"nu"``: what the liquids are ordered by.
        highest: Whether the words name the liquid with the most of it.
    """

    key: str
    words: str
    quantity: Literal["rho", "nu"]
    highest: bool


COMPARATIVES: tuple[Comparative, ...] = (
    Comparative("heavy liquid", r"heavier|heaviest|denser|densest|more\s+dense|most\s+dense",
                "rho", True),
    Comparative("light liquid", r"lighter|lightest|less\s+dense|least\s+dense", "rho", False),
    Comparative("viscous liquid", r"more\s+viscous|most\s+viscous|thicker|thickest", "nu", True),
    Comparative("thin liquid", r"less\s+viscous|least\s+viscous|thinner|thinnest|runnier",
                "nu", False),
)
#: Any comparative's words, as one alternation without a group.
COMPARATIVE_WORDS = "(?:" + "|".join(item.words for item in COMPARATIVES) + ")"


def comparative(key: str) -> Comparative | None:
    """The comparative a phase key is, or None for a fluid's own name."""
    return next((item for item in COMPARATIVES if item.key == key), None)

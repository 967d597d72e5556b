"""Values the prompt implies but does not state: ν from Re, the inlet speed from Ma, the
catalog's products of stated properties (ν = μ/ρ, DT = κ/(ρ cp), Pr = μ cp/κ) and its
dimensionless numbers solved for the entry left free (Pe, Sc, Pr, Gr:
``foamcase.catalog.derivations``).

Why one module: the author applies these values and the audit checks them, and both must use
the same formula with the same reference scales, or an audit would fail a correct case (or
pass a wrong one). Scales the prompt leaves out come from the followed case (its domain's x
extent, its inlet or moving-wall speed, its gas properties), and the formula with every number
is recorded so the user can check it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

from foamlib import FoamFieldFile, FoamFileDecodeError
from pydantic import BaseModel, ConfigDict

from foam_agent.agents.spec.dimensionless import Dimensionless
from foam_agent.agents.spec.friction import friction_nu, half_height
from foam_agent.agents.spec.material_values import material_values, named_fluid_nu
from foam_agent.agents.spec.materials import AIR_GAS_CONSTANT
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.phase_binding import phase_binding
from foam_agent.agents.spec.stated import INTERNAL, PropertyValue, SideState
from foam_agent.agents.spec.thing_lengths import thing_length
from foam_agent.foamcase.case.blockmesh import extents, read_block_mesh
from foam_agent.foamcase.case.entry_quantity import holding_locations, usual_quantity
from foam_agent.foamcase.case.files import (
    BLOCK_MESH_DICTS,
    field_files,
    parse,
    property_files,
)
from foam_agent.foamcase.case.locations import locate
from foam_agent.foamcase.case.phases import case_phases
from foam_agent.foamcase.case.sides import up_axis
from foam_agent.foamcase.case.values import number_of, vector_of
from foam_agent.foamcase.catalog.derivations import FORMULAS, KINEMATIC, Formula, Relation
from foam_agent.foamcase.catalog.dimensionless import GROUPS, scale
from foam_agent.foamcase.catalog.openings import INLET_WORDS
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: The universal gas constant, J/(kmol K): OpenFOAM's molWeight is in kg/kmol.
UNIVERSAL_GAS_CONSTANT = 8314.46261815324
THERMO_FILES = ("constant/thermophysicalProperties", "constant/physicalProperties")
#: The largest temperature or pressure that can be a state of a scaled gas (c = 1 at T = 1,
#: p of order 1): above it a value in kelvin or pascal is a physical one (300 K, 1e5 Pa), below
#: it the request speaks in the case's own scale, unit word or not ("temperature of 1 K at the
#: inlet" in FoamBench's forwardStep prompts, "2 K" in its wedge prompts). The author writes
#: such a value and the Mach speed is derived from it, by this one rule.
SCALED_STATE_LIMIT = 20.0
#: How far sqrt(gamma R) of a scaled gas may be from 1 and still be the unit speed of sound it
#: was built for: the tutorials' molWeight 11640.3 is 8314.46 * 1.4 rounded to six digits, so
#: it gives 0.999997; a Mach number times that put 3.99999 where the case's own convention
#: (forwardStep: Mach 3 is U = 3) is 4.
NORMALISED_SOUND_TOLERANCE = 1e-5
#: Significant digits a value derived from a relation keeps: float noise dropped, far finer
#: than any comparison (six digits wrote 2.49999 for 2.4999921, off by 3e-6).
DERIVED_DIGITS = 12
class Derived(BaseModel):
    """A value computed from stated ones, with the formula and every number in it."""

    model_config = ConfigDict(frozen=True)

    quantity: Literal["nu", "U", "rho", "mu", "T", "beta", "DT", "Pr", "psi", "B", "sigma"]
    value: float
    formula: str
    phrase: str
    phase: str | None = None
    #: The stated properties a catalog formula took (``mu``, ``rho`` for ν = μ/ρ): their
    #: audit rows are met through this value where the case keeps none of them.
    inputs: tuple[str, ...] = ()
    #: Where a derived speed goes, best candidate first (the inlet, or the followed case's
    #: moving wall when ν and Re fix the lid's speed).
    boundary: tuple[str, ...] = ("inlet",)
    #: For a vector field's derived magnitude (``B`` from a Hartmann number), the unit
    #: direction it is written along: the request's, else the followed case's own.
    direction: tuple[float, float, float] | None = None

    @property
    def vector(self) -> tuple[float, float, float]:
        """The value along its direction (x when it has none)."""
        x, y, z = self.direction or (1.0, 0.0, 0.0)
        return (float(f"{self.value * x:.{DERIVED_DIGITS}g}"),
                float(f"{self.value * y:.{DERIVED_DIGITS}g}"),
                float(f"{self.value * z:.{DERIVED_DIGITS}g}"))


class Derivation(BaseModel):
    """What could be derived, and why anything implied could not."""

    model_config = ConfigDict(frozen=True)

    values: tuple[Derived, ...] = ()
    problems: tuple[str, ...] = ()

    def of(self, quantity: str) -> Derived | None:
        """The derived value of ``quantity``, if any."""
        return next((item for item in self.values if item.quantity == quantity), None)


def _read(path: Path) -> Mapping[str | None, Any] | None:
    file = parse(path) if path.is_file() else None
    return file.as_dict() if file is not None else None


def find_number(entries: Mapping[Any, Any], key: str) -> float | None:
    """The first scalar entry ``key`` at any depth."""
    for name, value in entries.items():
        if name == key and (number := number_of(value)) is not None:
            return number
        if isinstance(value, Mapping):
            found = find_number(value, key)
            if found is not None:
                return found
    return None


def domain_length(root: Path) -> tuple[float, str] | None:
    """The x extent of the case's blockMesh domain in metres, and where it came from."""
    for name in BLOCK_MESH_DICTS:
        mesh = _read(root / name)
        if mesh is None:
            continue
        vertices = mesh.get("vertices")
        if not isinstance(vertices, list) or not vertices:
            return None
        try:
            xs = [float(vertex[0]) for vertex in vertices]
        except (TypeError, ValueError, IndexError):
            return None
        scale = number_of(mesh.get("convertToMeters", mesh.get("scale", 1.0))) or 1.0
        return (max(xs) - min(xs)) * scale, f"the domain's x extent in {name}"
    return None


def _magnitude(value: Any) -> float | None:
    vector = vector_of(value)
    if vector is not None:
        return math.sqrt(sum(component * component for component in vector))
    number = number_of(value)
    return abs(number) if number is not None else None


def fastest_patch(root: Path) -> tuple[float, str] | None:
    """The largest fixed speed on a patch of ``0/U`` (the lid, the inlet), and that patch."""
    path = root / "0" / "U"
    if not path.is_file():
        return None
    try:
        boundary = FoamFieldFile(path).boundary_field
        best: tuple[float, str] | None = None
        for patch, entry in boundary.items():
            if not isinstance(entry, Mapping) or entry.get("type") != "fixedValue":
                continue
            speed = _magnitude(entry.get("value"))
            if speed and (best is None or speed > best[0]):
                best = (speed, str(patch))
    except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
        return None
    return best


def case_speed(root: Path) -> tuple[float, str] | None:
    """The largest fixed speed on a patch of ``0/U``, and where it came from."""
    fastest = fastest_patch(root)
    return (fastest[0], f"|U| on patch {fastest[1]} in 0/U") if fastest else None


def stated_speed(spec: CaseSpec, *, inflow: bool = False) -> tuple[float, str] | None:
    """The first speed the prompt states on a boundary (not an initial field); with
    ``inflow``, on a boundary its words name as an inflow ("inlet", "free stream"). Else a
    speed stated as a quantity whose ordinary place is the inflow's velocity (a bulk
    velocity, ``Quantity.plain_place``): the flow's speed, wherever the case drives it (a
    channel driven by a momentum source has no inlet to hold it)."""
    for item in spec.stated.boundary_values:
        if item.field != "U" or item.boundary == (INTERNAL,):
            continue
        if inflow and not any(set(re.findall(r"[a-z]+", place.lower())) & INLET_WORDS
                              for place in item.boundary):
            continue
        speed = _magnitude(item.value)
        if speed:
            return speed, f"'{item.source}'"
    for prop in spec.stated.properties:
        if prop.quantity is not None and prop.quantity.plain_place[:1] == ("U",):
            speed = _magnitude(prop.value)
            if speed:
                return speed, f"'{prop.source}'"
    return None


class GasProperties(BaseModel):
    """A perfect gas's constants as the case defines them: R and gamma are no entries of their
    own, they follow from ``molWeight`` and ``Cp``."""

    model_config = ConfigDict(frozen=True)

    mol_weight: float
    cp: float
    gas_constant: float
    gamma: float

    @property
    def formula(self) -> str:
        """How R and gamma follow from the entries, with the numbers."""
        return (f"R = {UNIVERSAL_GAS_CONSTANT:g} / molWeight = {self.gas_constant:.6g}; "
                f"gamma = Cp / (Cp - R) = {self.gamma:.4g} (molWeight {self.mol_weight:g}, "
                f"Cp {self.cp:g})")


def gas_properties(thermo: Mapping[Any, Any]) -> GasProperties | None:
    """R = R_universal / molWeight and gamma = Cp / (Cp - R) from a thermophysical dictionary,
    or None when it has no molWeight and Cp (or Cp <= R, which is no perfect gas).

    Why one function: the Mach derivation (c = sqrt(gamma R T)) and the audit of a stated R or
    gamma must read the same entries the same way.
    """
    weight, cp = find_number(thermo, "molWeight"), find_number(thermo, "Cp")
    if not weight or not cp:
        return None
    gas_constant = UNIVERSAL_GAS_CONSTANT / weight
    if cp <= gas_constant:
        return None
    return GasProperties(mol_weight=weight, cp=cp, gas_constant=gas_constant,
                         gamma=cp / (cp - gas_constant))


def case_thermo(root: Path) -> Mapping[str | None, Any] | None:
    """The case's thermophysical dictionary (either dialect's file), parsed."""
    return next((entries for name in THERMO_FILES
                 if (entries := _read(root / name)) is not None), None)


def temperature_of_density(root: Path, state: SideState, states: tuple[SideState, ...]
                           ) -> tuple[float, str] | None:
    """T = p / (rho R) for a side's stated density, from the same side's stated pressure and
    the case's gas, with the arithmetic; None when the pressure or the gas is missing.

    Why: setFields writes p and T, never rho, so a stated density sets (and is checked as) the
    temperature it gives.
    """
    pressure = next((item.value for item in states
                     if item.side == state.side and item.field == "p"), None)
    thermo = case_thermo(root)
    gas = gas_properties(thermo) if thermo is not None else None
    if pressure is None or gas is None or not state.value:
        return None
    value = float(pressure) / (float(state.value) * gas.gas_constant)
    return value, (f"T = p / (rho R) = {float(pressure):g} / ({float(state.value):g} * "
                   f"{gas.gas_constant:.6g}) = {value:.6g} K")


def speed_of_sound(root: Path, temperature: float | None) -> tuple[float, str] | None:
    """c = sqrt(γ R T) from the case's gas (molWeight, Cp) and temperature (stated or 0/T)."""
    thermo = case_thermo(root)
    gas = gas_properties(thermo) if thermo is not None else None
    if gas is None:
        return None
    how = "T stated"
    if temperature is None:
        field = root / "0" / "T"
        try:
            temperature = number_of(FoamFieldFile(field).internal_field) if field.is_file() \
                else None
        except (FoamFileDecodeError, ValueError, OSError):
            temperature = None
        how = "T from 0/T"
    if not temperature:
        return None
    unit_speed = math.sqrt(gas.gamma * gas.gas_constant)
    if gas.gas_constant < AIR_GAS_CONSTANT / 10 \
            and abs(unit_speed - 1.0) <= NORMALISED_SOUND_TOLERANCE:
        speed = math.sqrt(temperature)
        return speed, (f"c = sqrt(T) = sqrt({temperature:g}) = {speed:.12g}: the gas is "
                       f"normalised, its speed of sound 1 at T = 1 by construction "
                       f"(sqrt(gamma R) = {unit_speed:.7g} from molWeight "
                       f"{gas.mol_weight:g}, Cp {gas.cp:g}, rounded; {how})")
    speed = math.sqrt(gas.gamma * gas.gas_constant * temperature)
    return speed, (f"c = sqrt(gamma R T) = sqrt({gas.gamma:.4g} * {gas.gas_constant:.6g} * "
                   f"{temperature:g}) = {speed:.6g} m/s (molWeight {gas.mol_weight:g}, "
                   f"Cp {gas.cp:g}, {how})")


def _case_texts(root: Path) -> dict[str, str]:
    """The case's property dictionaries, relative path to text."""
    return {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                              errors="replace")
            for path in property_files(root)}


def _as_usual(item: PropertyValue, root: Path | None) -> bool:
    """Whether a stated value of keyword ``item.name`` is that keyword's usual quantity, the
    one a formula takes (``mu`` a dynamic viscosity): read as it ("dynamic viscosity 2 mPa
    s"), or read with no quantity ("mu = 0.002") where the case's ``mu`` holds it or the
    case has none. Why: mhdFoam's ``mu`` is the magnetic permeability; a permeability stated
    for it had become nu = mu/rho = 2e-10."""
    usual = usual_quantity(item.name)
    if usual is None or root is None:
        return True
    if item.quantity is not None:
        return item.quantity == usual
    texts = _case_texts(root)
    return not locate(item.name, texts) or bool(holding_locations(texts, item.name, usual))


def _stated_property(spec: CaseSpec, name: str, phase: str | None = None, *,
                     any_phase: bool = False, root: Path | None = None) -> float | None:
    """The value stated for ``name`` of ``phase``; with ``root`` (a formula's input), only
    as the keyword's usual quantity under that case (``_as_usual``); with ``any_phase`` (a
    single-fluid case), the one value stated under any fluid's name, None when the request
    states several."""
    items = [item for item in spec.stated.properties
             if item.name == name and _as_usual(item, root)]
    if not any_phase:
        return next((float(item.value) for item in items if item.phase == phase), None)
    values = {float(item.value) for item in items}
    return next(iter(values)) if len(values) == 1 else None


def request_nu(spec: CaseSpec, *, any_phase: bool = False, root: Path | None = None
               ) -> tuple[float, str, str] | None:
    """The ν the request fixes without a Reynolds number, how, and the words that fix it.

    Stated μ and ρ give ν = μ/ρ (each its keyword's usual quantity under the case at ``root``,
    when given); a named fluid gives its table's ν at its temperature (with a
    stated μ or ρ in place of the table's). None when the request names neither. With
    ``any_phase`` (a single-fluid case) μ and ρ said under a fluid's name count too ("The
    oil is 960 kg/m^3").
    """
    stated = _inputs(_NU, lambda name: _stated_property(spec, name, any_phase=any_phase,
                                                        root=root))
    if stated is not None:
        return _NU.value(stated), _NU.text(stated), ", ".join(
            f"{name} {value:g}" for name, value in stated.items())
    fluid = named_fluid_nu(spec)
    return (fluid.value, fluid.formula, fluid.phrase) if fluid is not None else None


_NU = KINEMATIC


def _inputs(formula: Formula, stated: Callable[[str], float | None]
            ) -> dict[str, float] | None:
    """Each input of ``formula`` the request states, or None when one is missing or not
    positive (a property of no physical fluid)."""
    found = {name: stated(name) for name in formula.inputs}
    if any(value is None or value <= 0 for value in found.values()):
        return None
    return {name: float(value) for name, value in found.items() if value is not None}


def _held(root: Path, name: str) -> bool:
    """Whether the case keeps an entry ``name`` where the case model locates it, in the
    dictionaries the audit reads (a barotropic liquid's ``psi`` is in
    ``thermodynamicProperties``; a chemistry mechanism's large files are none of them), and
    it may hold the keyword's usual quantity (hartmann's ``mu`` is no viscosity to derive)."""
    texts = _case_texts(root)
    usual = usual_quantity(name)
    return bool(locate(name, texts) if usual is None
                else holding_locations(texts, name, usual))


def _catalog_products(spec: CaseSpec, root: Path, values: list[Derived]) -> None:
    """The catalog's products of stated properties other than ν (which is per phase): each
    target the case holds and the request does not state, from inputs it states, with the
    formula and its numbers."""
    for formula in FORMULAS:
        if formula is _NU or _stated_property(spec, formula.target) is not None \
                or any(item.quantity == formula.target for item in values) \
                or not _held(root, formula.target):
            continue  # the first row whose inputs are stated gives a target (psi: 1/c^2)
        stated = _inputs(formula, lambda name: _stated_property(spec, name, any_phase=True,
                                                                root=root))
        if stated is None:
            continue
        values.append(Derived(
            quantity=formula.target,  # type: ignore[arg-type]
            value=float(f"{formula.value(stated):.6g}"), inputs=formula.inputs,
            phrase=", ".join(f"{name} {value:g}" for name, value in stated.items()),
            formula=f"{formula.text(stated)} ({formula.reference})"))


#: Bases whose length a body stands for: its diameter or chord is the size the mesh gives it.
_BODY_BASES = frozenset({"diameter", "chord", "side", "width"})


def reference_length(spec: CaseSpec, root: Path, reynolds: Dimensionless
                     ) -> tuple[float, str] | None:
    """The length ``reynolds`` is based on, in metres, and where it comes from; None when the
    request names a basis ("based on the height") that neither it nor the case gives.

    Why a named basis takes only its own length: "2 m long and 20 cm high, Re 1000 based on
    the height" on the first length gave a speed ten times too small, and every audit row
    agreed with it. A body's size stands for its diameter or chord (the mesh gives the body
    that size); the domain's x extent for a length, or for a cavity's side.
    """
    if reynolds.length is not None:
        return reynolds.length, f"'{reynolds.length_phrase}'"
    geometry = spec.geometry
    body = geometry.body_size() if geometry is not None else None
    default = geometry is not None and geometry.default_body()
    # A thing the case draws is measured there when the request states no size of it: the
    # thing the number's words name, else the body or step of the request's geometry.
    measured = thing_length(spec, root, reynolds, from_geometry=default or (
        geometry is not None and geometry.step_height is None
        and reynolds.basis == "step height"))
    case_thing = (measured.value, f"{measured.describe()}") if measured is not None else None
    if reynolds.basis is None:
        return (case_thing if default else None) or body or domain_length(root)
    if reynolds.basis in _BODY_BASES and body is not None and not default:
        return body
    if reynolds.basis == "step height" and geometry is not None \
            and geometry.step_height is not None:
        return geometry.step_height, "the stated step height"
    if case_thing is not None:
        return case_thing
    if reynolds.basis in _BODY_BASES and body is not None:
        return body
    cavity = geometry is not None and geometry.kind == "cavity"
    if reynolds.basis == "length" or (reynolds.basis == "side" and cavity):
        return domain_length(root)
    return None


#: A temperature written in physical units ("250 K", "70 °F", "15 C").
_PHYSICAL_TEMPERATURE = lazy_regex(r"\d\s*(?:°\s*[CFK]|K\b|[CF]\b)|\b(?:kelvin|celsius|"
                                   r"fahrenheit)\b", re.IGNORECASE)


def _applied_temperature(spec: CaseSpec, root: Path) -> float | None:
    """The stated temperature the inlet or the initial field gets, which a Mach speed uses;
    None when there is none or the author will not apply it.

    Why: a temperature on a patch the case lacks ('air') is not applied, nor is one in
    physical units above :data:`SCALED_STATE_LIMIT` in a case whose gas is scaled (R = 0.714,
    T = 1); a speed of sound from it put Mach 40 on the inlet of a Mach 2.5 request while the
    case kept T = 1. Below it the author writes it ("T = 1.2 K" of a scaled wedge), and the
    speed of sound must be that temperature's, as the inlet's.
    """
    item = next((item for item in spec.stated.boundary_values
                 if item.field == "T" and not isinstance(item.value, tuple)
                 and (item.boundary == (INTERNAL,) or "inlet" in item.boundary)), None)
    if item is None:
        return None
    thermo = case_thermo(root)
    gas = gas_properties(thermo) if thermo is not None else None
    scaled = gas is not None and gas.gas_constant < AIR_GAS_CONSTANT / 10
    if scaled and _PHYSICAL_TEMPERATURE.search(item.source) \
            and abs(float(item.value)) > SCALED_STATE_LIMIT:  # type: ignore[arg-type]
        return None
    return float(item.value)  # type: ignore[arg-type]


TRANSPORT_FILES = ("constant/transportProperties", *THERMO_FILES)


def _case_or_stated(spec: CaseSpec, root: Path, name: str) -> tuple[float, str] | None:
    """A property the request states, else the followed case's, and where it came from."""
    stated = _stated_property(spec, name)
    if stated is not None:
        return stated, f"{name} stated"
    for file in TRANSPORT_FILES:
        entries = _read(root / file)
        found = find_number(entries, name) if entries is not None else None
        if found is not None:
            return found, f"{name} from {file}"
    return None


def _gravity(spec: CaseSpec, root: Path) -> tuple[float, str] | None:
    """|g|: stated, else the case's ``constant/g``."""
    if spec.stated.gravity is not None:
        size = _magnitude(spec.stated.gravity.value)
        if size:
            return size, "g stated"
    entries = _read(root / "constant" / "g")
    size = _magnitude(entries.get("value")) if entries is not None else None
    return (size, "|g| from constant/g") if size else None


def _temperature_difference(spec: CaseSpec, root: Path) -> tuple[float, str] | None:
    """The walls' temperature difference: the stated wall temperatures when they differ, else
    the case's fixed-temperature patches' in ``0/T``."""
    walls: dict[tuple[str, ...], float] = {}
    for item in spec.stated.boundary_values:
        if item.field == "T" and item.boundary != (INTERNAL,) \
                and not isinstance(item.value, tuple):
            walls.setdefault(item.boundary, float(item.value))  # a wall's first value
    if len(set(walls.values())) >= 2:
        return max(walls.values()) - min(walls.values()), "the stated wall temperatures"
    path = root / "0" / "T"
    try:
        boundary = FoamFieldFile(path).boundary_field if path.is_file() else {}
        # items(), not values(): foamlib's values() of a boundaryField gives None for every
        # patch, so the case's wall temperatures were never seen.
        fixed = {number for _, entry in boundary.items() if isinstance(entry, Mapping)
                 and entry.get("type") == "fixedValue"
                 and (number := number_of(entry.get("value"))) is not None}
    except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
        return None
    if len(fixed) < 2:
        return None
    return max(fixed) - min(fixed), "the fixed wall temperatures of 0/T"


def _vertical_length(number: Dimensionless, root: Path) -> tuple[float, str] | None:
    """The length a buoyancy number is based on: its own, else the domain's height (along
    gravity) when it names no other basis."""
    if number.length is not None:
        return number.length, f"'{number.length_phrase}'"
    if number.basis not in (None, "height", "gap"):
        return None
    mesh = read_block_mesh(root)
    if mesh is None or not mesh.points:
        return None
    axis = up_axis(root)
    return extents(mesh.points)[axis], f"the domain's {'xyz'[axis]} extent (up)"


def _number_value(spec: CaseSpec, name: str) -> tuple[float, str] | None:
    """A dimensionless number the request states, by its symbol or as a property of the case
    (``Pr``), with its words."""
    number = spec.number(name)
    if number is not None:
        return number.value, number.phrase
    stated = next((item for item in spec.stated.properties if item.name == name), None)
    return (float(stated.value), stated.source) if stated is not None else None


def _half_height(number: Dimensionless, root: Path) -> tuple[float, str] | None:
    """The length a Hartmann or friction Reynolds number is based on: its own, else half the
    distance between the case's walls (``agents.spec.friction``), else half the domain's y
    extent (the whole of it for a number said to be based on the height)."""
    if number.length is not None:
        return number.length, f"'{number.length_phrase}'"
    if number.basis not in ("half-height", "height", None):
        return None
    walls = half_height(root)
    if walls is not None:
        # The case's own walls say which extent is the height (channel395's along y).
        return (walls[0] * 2, f"twice {walls[1]}") if number.basis == "height" else walls
    mesh = read_block_mesh(root)
    if mesh is None or not mesh.points:
        return None
    size = extents(mesh.points)[1]
    half = number.basis != "height"
    return (size / 2 if half else size,
            f"{'half ' if half else ''}the domain's y extent ({size:g} m)")


def _length(spec: CaseSpec, root: Path, number: Dimensionless | None,
            relation: Relation) -> tuple[float, str] | None:
    """The length ``number`` is based on, by its row's :data:`LengthBasis`."""
    if number is None:
        return None
    if relation.length == "vertical":
        return _vertical_length(number, root)
    if relation.length == "half-height":
        return _half_height(number, root)
    if relation.length == "stated":
        return (number.length, f"'{number.length_phrase}'") if number.length is not None \
            else None
    return reference_length(spec, root, number)


def _scale(spec: CaseSpec, root: Path, name: str, number: Dimensionless | None,
           relation: Relation, derived: Sequence[Derived] = ()) -> tuple[float, str] | None:
    """A quantity of a relation other than its number and the one solved for: a speed (the
    request's, else one ``derived`` from another number, else the case's), a gas's speed of
    sound, a length, gravity, the walls' temperature difference, or an entry the request
    states (ν also from μ and ρ or a named fluid), else the followed case's; with where it
    came from."""
    if number is not None and number.speed is not None and name == relation.stated_speed:
        return number.speed, f"{name} stated: '{number.speed_phrase}'"
    if name == "U":
        made = next((item for item in derived if item.quantity == "U"), None)
        return stated_speed(spec, inflow=relation.inflow) or (
            (made.value, f"U from {made.formula}") if made else case_speed(root))
    if name == "c":
        return speed_of_sound(root, _applied_temperature(spec, root))
    if name == "L":
        return _length(spec, root, number, relation)
    if name == "g":
        return _gravity(spec, root)
    if name == "dT":
        return _temperature_difference(spec, root)
    if name == "nu" and _stated_property(spec, "nu") is None:
        fixed = request_nu(spec, any_phase=not case_phases(root), root=root)
        if fixed is not None:
            return fixed[0], fixed[1]
    entry = scale(name).entry
    usual = usual_quantity(entry)
    if usual is not None and usual.of_phase and case_phases(root):
        # Each phase keeps its own (a density): which one the number is based on is the
        # request's to say, never the first phase found in the case.
        stated = _stated_property(spec, entry, any_phase=True)
        return (stated, f"{entry} stated") if stated is not None else None
    return _case_or_stated(spec, root, entry)


def _given(spec: CaseSpec, root: Path, name: str, number: Dimensionless | None,
           relation: Relation) -> bool:
    """Whether the request itself gives quantity ``name`` of a number (a speed on a
    boundary or among the number's scales, a stated entry, ν through μ and ρ or a fluid)."""
    if name == "U":
        return stated_speed(spec, inflow=relation.inflow) is not None or (
            number is not None and number.speed is not None and relation.stated_speed == "U")
    if name == "nu" and request_nu(spec, any_phase=not case_phases(root), root=root):
        return True
    entry = scale(name).entry
    # A field's value stated anywhere ("a magnetic field of 0.8 T across the gap") gives it.
    return _stated_property(spec, entry, any_phase=True) is not None or any(
        item.field == entry for item in spec.stated.boundary_values)


def _fluid_only(spec: CaseSpec, root: Path, name: str) -> bool:
    """Whether the request gives ``name`` only through a named fluid's table (ν of "water"),
    with no entry of its own and no μ and ρ."""
    return name == "nu" and _stated_property(spec, "nu", any_phase=True) is None \
        and _inputs(_NU, lambda entry: _stated_property(spec, entry, any_phase=True,
                                                        root=root)) is None \
        and named_fluid_nu(spec) is not None


def _holds(root: Path, name: str) -> bool:
    """Whether the followed case has a place for a value of ``name`` solved from a number:
    an entry of its dictionaries, a uniform vector field (``B``) or, for a speed, a ``0/U``
    whose inlet takes it."""
    if name == "U":
        return bool(field_files(root, "U"))
    if name == "B":
        return case_field_vectors(root, name) is not None
    return _held(root, scale(name).entry)


#: A quantity a request asks to choose in words, as a number's factor: a temperature is the
#: walls' difference a buoyancy number takes.
_ASKED_FACTOR = {"T": "dT"}


def _relation(spec: CaseSpec, root: Path, relation: Relation, values: list[Derived],
              problems: list[str]) -> None:
    """Solve ``relation`` for the quantity the request leaves free, where it applies.

    A stated number ("Pe = 500") sets the quantity the request asks to choose ("set beta so
    that Ra = 1e4"), else the first of the row's ``solves_for`` the followed case holds and
    the request does not give (its other quantities are the request's, else the case's); a
    quantity of ``when_asked`` only where the request asks for it. An unstated number the case
    holds (``Pr``) is set only from quantities the request states ("thermal diffusivity
    2.5e-3 m^2/s" beside "nu = 2e-3 m^2/s"). A stated number that sets nothing is said as not
    applied, with its arithmetic where every other factor is known, never dropped.
    """
    stated = _number_value(spec, relation.number)
    dimensionless = spec.number(relation.number)
    taken = {item.quantity for item in values}
    if stated is None:
        if relation.number in taken or relation.number not in relation.solves_for \
                or not _held(root, relation.number):
            return
        inputs = {name: _stated_property(spec, name, any_phase=True)
                  for name, _ in relation.factors}
        if any(value is None or value <= 0 for value in inputs.values()):
            return
        known = {name: float(value) for name, value in inputs.items() if value is not None}
        _add(relation, relation.number, known, ", ".join(
            f"{name} {value:g}" for name, value in known.items()), "stated", values, root,
            None)
        return
    factors = [name for name, _ in relation.factors]
    asked = dimensionless.free if dimensionless is not None else None
    asked = _ASKED_FACTOR.get(asked, asked) if asked is not None else None
    asked = asked if asked in factors else None
    candidates = [asked] if asked is not None else list(relation.solves_for)
    settable = (*relation.solves_for, *relation.when_asked)
    free = next((name for name in candidates if name in settable and name not in taken
                 and not _given(spec, root, name, dimensionless, relation)
                 and _holds(root, name)),
                None)
    if free is None and dimensionless is not None \
            and not _agrees(spec, root, relation, dimensionless, values):
        # Every quantity given and the number disagreeing: a value only a named fluid implies
        # yields to the number ("water, lid at 1 m/s, Re = 100 on the 0.1 m side" sets nu,
        # and water's nu is said as not applied), a stated entry never does.
        free = next((name for name in candidates if name in settable and name not in taken
                     and _fluid_only(spec, root, name) and _holds(root, name)), None)
        fluid = named_fluid_nu(spec) if free is not None else None
        if fluid is not None:
            problems.append(f"{fluid.phrase}: its nu ({fluid.value:.4g} m^2/s) is not applied: "
                            f"{stated[1]} with the request's other values fixes nu; the "
                            f"request states one of {relation.number}, its scales and the "
                            "fluid too many")
    if free is None:
        if dimensionless is not None and not _agrees(spec, root, relation, dimensionless,
                                                     values) and not any(
                item.quantity == scale(name).entry for item in values for name in settable):
            _said(spec, root, relation, asked or next(iter(settable), None), dimensionless,
                  problems, values)
        return
    scales = {name: _scale(spec, root, name, dimensionless, relation, values)
              for name in factors if name != free}
    missing = [name for name, found in scales.items() if found is None or found[0] <= 0]
    if missing == ["L"] and dimensionless is not None and dimensionless.basis is not None:
        problems.append(f"{stated[1]}: not applied: it is solved for {free} only with the "
                        f"length it is based on, and the request states no "
                        f"{dimensionless.basis} (no other length is taken for it); state it "
                        f"to set {free}")
        return
    if missing:
        problems.append(f"{stated[1]}: not applied: it is solved for {free} only with "
                        f"{', '.join(missing)} too, which neither the request nor the case "
                        "gives")
        return
    known = {relation.number: stated[0], **{name: found[0] for name, found in scales.items()
                                            if found is not None}}
    sources = _sources(scales)
    _add(relation, free, known, stated[1], sources, values, root, dimensionless)


def _agrees(spec: CaseSpec, root: Path, relation: Relation, number: Dimensionless,
            values: Sequence[Derived]) -> bool:
    """Whether a stated number that leaves nothing to set only describes what is set: its
    factors (the request's, else the case's) give the stated value within
    :data:`AGREEMENT`, or every factor but the length is the request's own and the request
    gives no length to check it with ("0.09 Pa s and 1200 kg/m^3, so Re on lid speed and box
    width is about 240").

    Why: "Mach 2.5 with an inlet of 2.5 m/s" on a gas whose speed of sound is 1 m/s is met as
    stated; the same words with a 3 m/s inlet state one number too many, and are said.
    """
    known = {name: _scale(spec, root, name, number, relation, values)
             for name, _ in relation.factors}
    missing = [name for name, found in known.items() if found is None or found[0] <= 0]
    if missing:
        return missing == ["L"] and all(_given(spec, root, name, number, relation)
                                        for name in known if name != "L")
    value = math.prod(found[0] ** power for (_, power), found in
                      zip(relation.factors, known.values(), strict=True) if found is not None)
    return abs(value - number.value) <= AGREEMENT * abs(number.value)


#: The relative difference within which a stated number agrees with its stated factors (the
#: rounding of a number written to two or three figures).
AGREEMENT = 0.02


def _said(spec: CaseSpec, root: Path, relation: Relation, quantity: str | None,
          number: Dimensionless, problems: list[str],
          values: Sequence[Derived] = ()) -> None:
    """A stated number that sets nothing, said as not applied: with the value it fixes for
    ``quantity`` where every other factor is known ("it fixes the walls' difference dT =
    … = 0.51 K, but no entry is set from a derived dT"), else with the quantities it could
    set."""
    known = {name: _scale(spec, root, name, number, relation, values)
             for name, _ in relation.factors if name != quantity}
    if quantity is None or any(found is None or found[0] <= 0 for found in known.values()):
        settable = (*relation.solves_for, *relation.when_asked)
        what = (f"the followed case holds none of {', '.join(settable)} that the request "
                "leaves free" if settable else "no entry of a case is set from it")
        problems.append(f"{number.phrase}: not applied: {relation.reference}; {what}, so "
                        "nothing is set from it")
        return
    numbers = {relation.number: number.value, **{name: found[0] for name, found in
                                                 known.items() if found is not None}}
    value = relation.solve(quantity, numbers)
    sources = _sources(known)
    unit = scale(quantity).unit
    problems.append(f"{number.phrase}: not applied: it fixes {relation.text(quantity, numbers)}"
                    f" = {value:.6g}{' ' + unit if unit else ''} ({sources}), but the request "
                    f"does not leave {quantity} to choose (or the followed case holds no "
                    f"{quantity} to set): state {quantity} to set it")


def _sources(scales: dict[str, tuple[float, str] | None]) -> str:
    """Where each factor's value came from, by its symbol ("U from |U| on patch inlet in 0/U;
    L from the circle's default size"): the arithmetic shows the numbers, this says which
    number is which."""
    return "; ".join(f"{name} from {found[1]}" for name, found in scales.items()
                     if found is not None)


def _add(relation: Relation, free: str, known: dict[str, float], phrase: str, sources: str,
         values: list[Derived], root: Path, number: Dimensionless | None) -> None:
    """The relation's value for ``free`` as a derived entry, with the formula and its
    numbers: a vector field's magnitude along its direction (the request's, else the case's
    own) on its initial field and each patch holding it."""
    value = relation.solve(free, known)
    unit = scale(free).unit if free != relation.number else ""
    formula = (f"{relation.text(free, known)} = {value:.6g}{' ' + unit if unit else ''} "
               f"({relation.reference}; {sources})")
    held = case_field_vectors(root, free) if free == "B" else None
    if held is not None:
        direction, places = held
        along = number.along if number is not None else None
        said = f"along {along} as stated" if along is not None \
            else f"along the case's {free} {direction}"
        values.extend(Derived(quantity="B", value=float(f"{value:.{DERIVED_DIGITS}g}"),
                              phrase=phrase,
                              boundary=where, direction=along or direction,
                              formula=f"{formula}, {said}") for where in places)
        return
    # A speed scaled by a length (Re, Fr) may be a lid's: the case's fastest patch first. A
    # Mach number's has no length: it is the free stream's, on the inlet (obliqueShock's top
    # keeps its post-shock state, faster than an inlet the stated pressure had freed).
    fastest = fastest_patch(root) if free == "U" and any(
        name == "L" for name, _ in relation.factors) else None
    moving = fastest if fastest is not None and fastest[1] != "inlet" else None
    values.append(Derived(
        quantity=scale(free).entry if free != relation.number  # type: ignore[arg-type]
        else free,  # the rows solve for derived quantities only
        value=float(f"{value:.{DERIVED_DIGITS}g}"), phrase=phrase, inputs=tuple(known),
        boundary=(moving[1], "inlet") if moving else ("inlet",),
        formula=f"{formula}; on patch {moving[1]}, the followed case's fastest" if moving
        else formula))


def case_field_vectors(root: Path, name: str
                       ) -> tuple[tuple[float, float, float], tuple[tuple[str, ...], ...]] | None:
    """The unit direction of the case's uniform vector field ``name`` and where it holds it
    (the internal field, and the patches fixing the same direction), or None when its
    internal field is no uniform nonzero vector."""
    path = root / "0" / name
    try:
        file = FoamFieldFile(path) if path.is_file() else None
        internal = vector_of(file.internal_field) if file is not None else None
        boundary = file.boundary_field if file is not None else {}
        size = math.sqrt(sum(c * c for c in internal)) if internal else 0.0
        if internal is None or not size or len(internal) != 3:
            return None
        direction = (internal[0] / size, internal[1] / size, internal[2] / size)
        patches = tuple(str(patch) for patch, entry in boundary.items()
                        if isinstance(entry, Mapping) and entry.get("type") == "fixedValue"
                        and _parallel(vector_of(entry.get("value")), direction))
    except (FoamFileDecodeError, ValueError, OSError, KeyError, TypeError):
        return None
    return direction, ((INTERNAL,), *((patch,) for patch in patches))


def _parallel(vector: Any, direction: tuple[float, float, float]) -> bool:
    """Whether ``vector`` is a nonzero vector along ``direction``."""
    if not vector or len(vector) != 3:
        return False
    size = math.sqrt(sum(c * c for c in vector))
    return bool(size) and all(abs(c / size - d) < 1e-6 for c, d in zip(vector, direction,
                                                                       strict=True))


def derive(spec: CaseSpec, root: Path) -> Derivation:
    """Every value the spec implies for the case under ``root``.

    ν comes from μ and ρ (ν = μ/ρ) when the prompt does not state ν itself; each stated
    dimensionless number is its row of ``foamcase.catalog.dimensionless.GROUPS`` solved for
    the quantity the request leaves free (``_relation``): a Mach number the inlet speed
    (U = Ma·c, c from the case's gas), a Reynolds number ν (ν = U·L/Re), or the speed where
    the request fixes ν (a named fluid, μ and ρ: U = Re·ν/L), a friction Reynolds number the
    ν of a channel driven at a bulk velocity (Dean's correlation) and else the friction
    velocity it fixes, said.
    """
    values: list[Derived] = []
    problems: list[str] = []
    phases = {item.phase for item in spec.stated.properties if item.name in ("mu", "rho")}
    single_fluid = bool(phases - {None}) and not case_phases(root)
    if single_fluid:
        # A single-phase case has one fluid whatever the request calls it: "a glycerol-water
        # mixture, dynamic viscosity 6 mPa s, density 1150 kg/m^3" gave mu of "water" and a
        # rho of no phase, which never paired.
        phases = {None}
    # A phase named in the request's words ("sea water") is written as the case's ("sludge").
    binding = phase_binding(phases, root, spec.stated.properties)
    if not _held(root, "nu") and _held(root, "mu"):
        # A case that keeps mu and no nu (sonicLiquidFoam's liquid, a gas's thermophysical
        # model) takes the stated mu itself: a nu from it has no entry to be, and its row
        # ended unmet on a case that held every stated value.
        phases = set()
    for phase in sorted(phases, key=lambda name: name or ""):
        mu = _stated_property(spec, "mu", phase, any_phase=single_fluid, root=root)
        rho = _stated_property(spec, "rho", phase, any_phase=single_fluid, root=root)
        if _stated_property(spec, "nu", phase) is not None:
            continue
        kept = ""
        if rho is None and mu is not None and phase is not None and not single_fluid:
            rho = _kept_density(spec, root, binding.get(phase, phase))
            kept = " (the case's own)" if rho is not None else ""
        stated = _inputs(_NU, {"mu": mu, "rho": rho}.get)
        if stated is not None:
            of = f" of {phase}" if phase else ""
            values.append(Derived(quantity="nu", value=float(f"{_NU.value(stated):.6g}"),
                                  phase=binding.get(phase, phase) if phase else None,
                                  phrase=f"mu{of} {mu:g}, rho{of} {rho:g}{kept}",
                                  inputs=_NU.inputs,
                                  formula=_NU.text(stated).replace("nu", f"nu{of}", 1)))
    _catalog_products(spec, root, values)
    for relation in GROUPS:
        if relation.number != "Re_tau" or not _bulk_channel(spec, root, values):
            _relation(spec, root, relation, values, problems)
    fluid, unknown = material_values(spec, root, nu_derived=any(
        item.quantity == "nu" and item.phase is None for item in values))
    values += [Derived(**item.model_dump(), inputs=_NU.inputs if item.quantity == "nu" else ())
               for item in fluid]
    problems += unknown
    return Derivation(values=tuple(values), problems=tuple(problems))


def _kept_density(spec: CaseSpec, root: Path, phase: str) -> float | None:
    """The density the case keeps for ``phase``, for a viscosity stated of that phase alone
    ("the water at 1.2 cP"): ν = μ/ρ needs the phase's own ρ, which the request leaves as
    the case has it. None where the case keeps none as a number, or the request states a
    density of no phase that differs from it (which phase's it is, the words do not say)."""
    kept = next((item.rho for item in case_phases(root) if item.name == phase), None)
    if kept is None:
        return None
    loose = {float(item.value) for item in spec.stated.properties
             if item.name == "rho" and item.phase is None}
    return kept if all(math.isclose(value, kept, rel_tol=1e-6) for value in loose) else None


def _bulk_channel(spec: CaseSpec, root: Path, values: list[Derived]) -> bool:
    """A stated friction Reynolds number as the ν of a channel the case drives at a bulk
    velocity (``agents.spec.friction``), where nothing else fixes ν; False otherwise (its row
    then says the friction velocity it fixes)."""
    friction = spec.number("Re_tau")
    if friction is None or _stated_property(spec, "nu") is not None \
            or any(item.quantity == "nu" for item in values):
        return False
    channel = friction_nu(root, friction.value)
    if channel is None:
        return False
    values.append(Derived(quantity="nu", value=float(f"{channel[0]:.6g}"),
                          phrase=friction.phrase, formula=channel[1]))
    return True

"""Where a case keeps a physical quantity, for the model and dialect it uses.

Why: a stated kinematic viscosity is ``nu`` in a Newtonian ``transportProperties``, ``nu0`` of
``CrossPowerLawCoeffs`` when the case runs the Cross power law, ``water/nu`` in a two-phase
case, ``nu`` of ``physicalProperties`` in Foundation v10, and it is not an entry at all in a
compressible case (there it is ``mixture/transport/mu`` divided by the density). The editors
that write a stated value and the audit that reads it back must agree on the place, so that
knowledge lives here, once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from foamlib import FoamFile

from foam_agent.foamcase.case.files import SYSTEM_OPTIONS
from foam_agent.foamcase.case.values import leaf_entries
from foam_agent.foamcase.catalog.formulations import KINEMATIC_ENTRIES

#: Viscosity models whose zero-shear viscosity plays the role of a Newtonian ``nu``.
ZERO_SHEAR_MODELS = frozenset({"CrossPowerLaw", "BirdCarreau", "HerschelBulkley",
                               "ArrheniusBirdCarreau"})
#: Models of a plain constant viscosity (ESI ``transportModel``, v10 ``viscosityModel``).
NEWTONIAN_MODELS = frozenset({"Newtonian", "constant"})
#: Thermophysical quantities and their place inside ``mixture`` (or a specie's dictionary).
THERMO_KEYS: dict[str, tuple[str, str]] = {
    "mu": ("transport", "mu"),
    "Pr": ("transport", "Pr"),
    "kappa": ("transport", "kappa"),
    "Cp": ("thermodynamics", "Cp"),
    "Cv": ("thermodynamics", "Cv"),
    "Hf": ("thermodynamics", "Hf"),
    "rho": ("equationOfState", "rho"),
    "R": ("equationOfState", "R"),
    "molWeight": ("specie", "molWeight"),
}
#: The dictionary of material properties, per dialect, in the order they are looked for.
TRANSPORT_FILES = ("constant/transportProperties", "constant/physicalProperties")
THERMO_FILES = ("constant/thermophysicalProperties", "constant/physicalProperties")
#: The entries of a barotropic liquid's equation of state, rho = rho0 + psi (p - p0).
BAROTROPIC_KEYS = ("rho0", "p0", "psi")
#: How many dictionary texts keep their parse: every property file of the few candidate cases
#: one request composes (a case has about ten).
_PARSES_KEPT = 256


@dataclass(frozen=True)
class Location:
    """One entry holding the quantity.

    Attributes:
        file: The dictionary, relative to the case.
        keys: The entry inside it, outermost first (``("CrossPowerLawCoeffs", "nu0")``).
        phase: The phase (or the region, ``constant/<region>/…``) it belongs to.
        note: Why it is there, when not under the quantity's own name.
    """

    file: str
    keys: tuple[str, ...]
    phase: str | None = None
    note: str = ""


@lru_cache(maxsize=_PARSES_KEPT)
def _parsed(text: str | None) -> Mapping[str, Any] | None:
    """The entries of a dictionary's text, parsed once per text; callers only read them.

    Why once: foamlib takes 15 s for a GRI reaction mechanism (72 kB, a ``constant`` file
    below the size of a coefficient dictionary), and every catalog formula and relation asks
    where the case keeps its target; one Portuguese chemistry request spent its whole 300 s
    time limit here, on 84 parses of the same files, before following any tutorial.
    """
    if text is None:
        return None
    try:
        entries: Any = FoamFile.loads(text)
    except Exception:  # foamlib raises several kinds on text it cannot parse  # noqa: BLE001
        return None
    return entries if isinstance(entries, Mapping) else None


def _sub(entries: Mapping[str, Any], *keys: str) -> Mapping[str, Any] | None:
    value: Any = entries
    for key in keys:
        if not isinstance(value, Mapping) or key not in value:
            return None
        value = value[key]
    return value if isinstance(value, Mapping) else None



def _phases(entries: Mapping[str, Any]) -> list[str]:
    phases = entries.get("phases")
    if isinstance(phases, list):
        return [str(item) for item in phases if isinstance(item, str)]
    return []


def _viscosity(file: str, entries: Mapping[str, Any], keys: tuple[str, ...],
               phase: str | None) -> list[Location]:
    """Where ``nu`` is in one (phase of a) transport dictionary, by its viscosity model."""
    scope = _sub(entries, *keys) if keys else entries
    if scope is None:
        return []
    model = str(scope.get("transportModel", scope.get("viscosityModel", "Newtonian")))
    if model in ZERO_SHEAR_MODELS:
        coefficients = f"{model}Coeffs"
        inner = _sub(scope, coefficients)
        where = (*keys, coefficients, "nu0") if inner is not None and "nu0" in inner else \
            (*keys, "nu0") if "nu0" in scope else None
        if where is None:
            return []
        return [Location(file, where, phase,
                         f"{model} keeps the zero-shear viscosity as nu0")]
    if "nu" in scope:
        return [Location(file, (*keys, "nu"), phase)]
    return []


def _transport(quantity: str, files: Mapping[str, str]) -> list[Location]:
    found: list[Location] = []
    for file in TRANSPORT_FILES:
        entries = _parsed(files.get(file))
        if entries is None or "thermoType" in entries:
            continue
        phases = _phases(entries)
        scopes: list[tuple[tuple[str, ...], str | None]] = (
            [((phase,), phase) for phase in phases if _sub(entries, phase) is not None]
            or [((), None)])
        for keys, phase in scopes:
            if quantity == "nu":
                found.extend(_viscosity(file, entries, keys, phase))
                continue
            scope = _sub(entries, *keys) if keys else entries
            if scope is not None and quantity in scope:
                found.append(Location(file, (*keys, quantity), phase))
    for file, text in sorted(files.items()):
        prefix = "constant/physicalProperties."
        if file.startswith(prefix) and (entries := _parsed(text)) is not None \
                and "thermoType" not in entries:
            phase = file[len(prefix):]
            if quantity == "nu":
                found.extend(_viscosity(file, entries, (), phase))
            elif quantity in entries:
                found.append(Location(file, (quantity,), phase))
    return found


def _thermo(quantity: str, files: Mapping[str, str]) -> list[Location]:
    if quantity not in THERMO_KEYS:
        return []
    group, key = THERMO_KEYS[quantity]
    found: list[Location] = []
    for file, text in sorted(files.items()):
        name = file.rpartition("/")[2]
        if not file.startswith("constant/") or not name.startswith(
                ("thermophysicalProperties", "physicalProperties")):
            continue
        entries = _parsed(text)
        if entries is None or "thermoType" not in entries:
            continue
        parts = file.split("/")
        phase = name.partition(".")[2] or (parts[1] if len(parts) == 3 else None)
        mixture = _sub(entries, "mixture", group)
        if mixture is not None and key in mixture:
            found.append(Location(file, ("mixture", group, key), phase))
    return found


def _boussinesq_state(quantity: str, files: Mapping[str, str]) -> list[Location]:
    """Where a thermophysical case with a Boussinesq equation of state keeps an entry of the
    Boussinesq solvers' kinematic ``transportProperties`` (``TRef`` is ``equationOfState/T0``),
    as :data:`~foam_agent.foamcase.catalog.formulations.KINEMATIC_ENTRIES` maps it.

    Why: such a case (a Boussinesq solver's tutorial written for the buoyant solver) has no
    ``transportProperties``, and a stated ν or TRef looked up under its own name found no
    entry, so the editor skipped it and the audit left it unmet. An entry that is the kinematic
    value times a power of ρ₀ (``mu`` = ρ₀ ν) is the same number only where ρ₀ is 1; with any
    other ρ₀ it is not offered, since a location carries no factor.
    """
    entry = next((item for item in KINEMATIC_ENTRIES if item.keyword == quantity), None)
    if entry is None or quantity in THERMO_KEYS:  # ``Pr``: under its own name already
        return []
    found: list[Location] = []
    for file, text in sorted(files.items()):
        name = file.rpartition("/")[2]
        if not name.startswith(("thermophysicalProperties", "physicalProperties")):
            continue
        entries = _parsed(text)
        kind = _sub(entries, "thermoType") if entries is not None else None
        if entries is None or kind is None or str(kind.get("equationOfState")) != "Boussinesq":
            continue
        state = _sub(entries, "mixture", "equationOfState") or {}
        if entry.density_power and state.get("rho0") != 1:
            continue
        if entry.name in (_sub(entries, "mixture", entry.block) or {}):
            found.append(Location(file, ("mixture", entry.block, entry.name), None,
                                  f"a Boussinesq equation of state keeps {quantity} as "
                                  f"{entry.block}/{entry.name}"))
    return found


def _barotropic(quantity: str, files: Mapping[str, str]) -> list[Location]:
    """A barotropic liquid's density, rho = rho0 + psi (p - p0) (sonicLiquidFoam's
    ``thermodynamicProperties``): a stated density is its ``rho0``, the density at ``p0``.

    Why: the dictionary holds no ``rho``, so "oil density 870 kg/m³" found no entry and the
    tutorial's water stood."""
    if quantity != "rho":
        return []
    found: list[Location] = []
    for file, text in sorted(files.items()):
        entries = _parsed(text)
        if entries is not None and "thermoType" not in entries and "rho" not in entries \
                and all(key in entries for key in BAROTROPIC_KEYS):
            found.append(Location(file, ("rho0",), None,
                                  "a barotropic liquid's density is rho0, its density at p0"))
    return found


#: Between a qualified name's dictionaries and its keyword ("constantProperties/T0").
QUALIFIER = "/"


def names_entry(keys: tuple[str, ...], name: str) -> bool:
    """Whether ``name`` names the entry at ``keys``: its keyword (``T0``, or a solid's
    ``T0 { type uniform; value v; }``), after the dictionaries a qualified name puts before
    it, in their order, anywhere above it (``constantProperties/T0`` is the cloud's
    ``constantProperties/T0``, not an injector's ``T0``)."""
    *scopes, keyword = name.split(QUALIFIER)
    if keys[-2:] == (keyword, "value"):
        keys = keys[:-1]
    if keys[-1] != keyword:
        return False
    position = 0
    for scope in scopes:
        if scope not in keys[position:-1]:
            return False
        position = keys.index(scope, position) + 1
    return True


def locate(quantity: str, case_files: Mapping[str, str], dialect: str | None = None
           ) -> list[Location]:
    """Every entry where the case keeps ``quantity`` for the models it uses.

    Args:
        quantity: ``nu``, ``mu``, ``rho``, ``Cp``, ``Cv``, ``Hf``, ``Pr``, ``kappa``,
            ``molWeight``, ``R``, or any other property name (``beta``, ``TRef``, ``sigma``),
            which is looked up under its own name; a name qualified by the dictionaries
            holding it (``constantProperties/T0``) only there.
        case_files: The case's files, relative path → text (only ``constant/`` and
            ``system/fvOptions`` are read).
        dialect: ``esi-*`` or ``foundation-*``; both dialects' file names are recognised, so
            it only breaks ties (None: decide from the files).

    A quantity of no model table is looked up under its own name in the material
    dictionaries first, then in every other ``constant`` dictionary (``strike`` of
    ``financialProperties``) and ``system/fvOptions``, as ``name value;`` or as a solid's
    ``name { type uniform; value v; }``.

    Returns:
        The entries, one per phase in a multiphase case; empty when the case keeps no such
        entry (a kinematic viscosity of a compressible case is ``mu`` over ``rho``: ask for
        those).
    """
    constant = {name: text for name, text in case_files.items() if name.startswith("constant/")}
    found = [*_thermo(quantity, constant), *_transport(quantity, constant),
             *_boussinesq_state(quantity, constant), *_barotropic(quantity, constant)]
    if found:
        return found
    usual = ("transportProperties", "physicalProperties", "thermophysicalProperties")
    # A source's coefficients kept in ``system/fvOptions`` (sineWaveDamping's ``radius1``)
    # come last, after every ``constant`` dictionary.
    generic = {**constant, **{name: text for name, text in case_files.items()
                              if name == SYSTEM_OPTIONS}}
    for tier in (True, False):
        for file, text in sorted(generic.items()):
            if file.rpartition("/")[2].startswith(usual) != tier \
                    or (entries := _parsed(text)) is None:
                continue
            found.extend(Location(file, keys) for keys, _ in leaf_entries(entries)
                         if names_entry(keys, quantity))
        if found:
            break
    if dialect is not None and dialect.startswith("foundation"):
        found.sort(key=lambda item: "physicalProperties" not in item.file)
    return found

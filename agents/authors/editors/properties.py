"""Stated material properties and model coefficients into the ``constant`` dictionaries.

Why: a property lives in a different file and depth per solver and dialect (``nu`` at the top
of ``transportProperties``, ``mixture/transport/mu`` in ``thermophysicalProperties``,
``water/rho`` or ``physicalProperties.water``). The editor only replaces entries the reference
already has, so it never invents a model the solver would not read; an entry it cannot place
without guessing (``nu`` of a two-phase case with no phase named) is reported, not written.
A name with no property but a field of that name (``k = 0.00375``) sets the field's initial
value.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.authors.editors.condition_numbers import edit_condition_number
from foam_agent.agents.authors.editors.field_sizes import is_vector_field, write_field_size
from foam_agent.agents.authors.editors.macro_definitions import edit_defined
from foam_agent.agents.authors.editors.property_entry import (
    Parsed,
    parsed_properties,
    same_value_copies,
)
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.authors.editors.turbulent_solver import add_viscous_term
from foam_agent.agents.authors.editors.viscosity_law import apply_viscosity_law
from foam_agent.agents.spec.phase_binding import bound_properties
from foam_agent.agents.spec.stated import PropertyValue, Requirements
from foam_agent.foamcase.case.entry_quantity import entry_quantities, keeps, usual_quantity
from foam_agent.foamcase.case.files import (
    PROPERTY_PREFIXES,
    TURBULENCE_FILES,
    entry_keys,
    field_files,
    first_existing,
    parse,
    property_files,
)
from foam_agent.foamcase.case.locations import NEWTONIAN_MODELS, locate
from foam_agent.foamcase.case.locations import Location as CaseLocation
from foam_agent.foamcase.case.mesh_regions import region_property_files
from foam_agent.foamcase.case.values import along, leaf_entries, number_of, same, with_number
from foam_agent.foamcase.catalog.viscosity_models import (
    LAMINAR_MODEL_KEYS,
    NEWTONIAN_LAMINAR_MODEL,
)

#: A viscosity the prompt does not call kinematic or dynamic: the one the case has, nu first.
VISCOSITY_KEYS = ("nu", "mu")

Location = tuple[Path, tuple[str, ...]]
#: A dictionary and its entries as foamlib parses them (key None: a value outside any entry).




def _locations(parsed: list[Parsed], key: str, phase: str | None) -> list[Location]:
    """Where scalar entry ``key`` is (``key v;``, or a solid's ``key { type uniform; value v;
    }``), limited to ``phase`` (a sub-dictionary or file suffix): in the material
    dictionaries when they have it, else in any other ``constant`` dictionary."""
    found: list[Location] = []
    for usual in (True, False):
        for path, entries in parsed:
            if path.name.startswith(PROPERTY_PREFIXES) != usual:
                continue
            suffix = path.name.rpartition(".")[2].lower() if "." in path.name else None
            for keys, value in leaf_entries(entries):
                named = keys[-1] == key or keys[-2:] == (key, "value")
                if not named or keys[0] == "FoamFile" or number_of(value) is None:
                    continue
                if phase is not None and phase != suffix and phase not in {
                        part.lower() for part in keys[:-1]}:
                    continue
                found.append((path, keys))
        if found:
            break
    return found


def _modelled(root: Path, texts: Mapping[str, str], key: str, phase: str | None
              ) -> list[Location]:
    """Where the case's model keeps ``key`` (``nu0`` of a Cross power law for ``nu``), from
    the one table the audit reads too; empty when that is ambiguous or unknown."""
    found = locate(key, texts)
    if phase is not None:
        found = [item for item in found if (item.phase or "").lower() == phase.lower()]
    if len(found) > 1 and phase is None:
        return []
    return [(root / item.file, item.keys) for item in found]


def _other_quantity(root: Path, texts: Mapping[str, str], item: PropertyValue, key: str,
                    located: list[Location]) -> str:
    """Why the entries found for ``item`` cannot take it, or "" when one can: each holds
    another quantity than the one ``item`` was read as (hartmann's ``mu`` is the magnetic
    permeability; a dynamic viscosity stated there becomes nu = mu/rho, never ``mu``)."""
    if item.quantity is None or not located:
        return ""
    others: list[str] = []
    for path, keys in located:
        relative = path.relative_to(root).as_posix()
        text = texts.get(relative)
        if text is None or keeps(text, keys, key, item.quantity):
            return ""
        held = " or ".join(row.name for row in entry_quantities(text, keys)) \
            or "another quantity"
        others.append(f"{relative}:{'/'.join(keys)} holds the {held} in this case")
    return f"{'; '.join(others)}, not a {item.quantity.name}: not written there"


def _with_copies(root: Path, parsed: list[Parsed], key: str, located: list[Location]
                 ) -> list[Location]:
    """``located`` and, where it is one entry, the case's other entries of ``key`` holding
    its value (``property_entry.same_value_copies``: channel395's ``Ubar`` is read from
    transportProperties and from the fvOptions source that drives the flow)."""
    if len(located) != 1:
        return located
    [(path, keys)] = located
    chosen = CaseLocation(path.relative_to(root).as_posix(), keys)
    return located + [(root / copy.file, copy.keys)
                      for copy in same_value_copies(root, parsed, key, chosen)]


def _place(root: Path, texts: Mapping[str, str], parsed: list[Parsed], item: PropertyValue
           ) -> tuple[list[Location], str]:
    """The entries ``item`` should replace, or none and the reason (an entry holding another
    quantity than the one ``item`` was read as is never one)."""
    keys = VISCOSITY_KEYS if item.name == "viscosity" else (item.name,)
    for key in keys:
        modelled = _modelled(root, texts, key, item.phase)
        if modelled:
            refused = _other_quantity(root, texts, item, key, modelled)
            return ([], refused) if refused else (_with_copies(root, parsed, key, modelled), "")
        located = _locations(parsed, key, item.phase)
        refused = _other_quantity(root, texts, item, key, located)
        if refused:
            return [], refused
        if located:
            if len(located) > 1 and item.phase is None:
                where = ", ".join(f"{path.name}:{'/'.join(k)}" for path, k in located)
                return [], f"the case has several '{key}' entries ({where}); name the phase"
            return _with_copies(root, parsed, key, located), ""
    where = f" for phase '{item.phase}'" if item.phase else ""
    return [], f"the reference case has no '{'/'.join(keys)}' entry{where} to set"


def edit_properties(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Replace each stated property where the reference case keeps it; a Newtonian fluid or a
    viscosity law asked for first switches the viscosity model, so a stated nu lands where it
    now lives."""
    if requirements.newtonian is not None and requirements.newtonian.value:
        make_newtonian(root, requirements.newtonian.source, report)
        make_laminar_stokes(root, requirements.newtonian.source, report)
    if requirements.viscosity_law is not None:
        apply_viscosity_law(root, requirements.viscosity_law, report)
    if not requirements.properties:
        return
    parsed = parsed_properties(root)
    texts = {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                               errors="replace")
             for path in property_files(root)}
    if _constant_transport(root, requirements, report):
        parsed = parsed_properties(root)
        texts = {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                                   errors="replace")
                 for path in property_files(root)}
    for item in bound_properties(requirements.properties, root):
        if item.region is not None:
            # a region's property: its own dictionaries (``constant/<region>``) alone
            _edit_region_property(root, item, report)
            continue
        located, reason = _place(root, texts, parsed, item)
        if not located and item.phase is None and field_files(root, item.name):
            _initial_field(root, item, report)
            continue
        if not located and edit_condition_number(root, item, texts, report):
            continue
        if not located and item.phase is None and edit_defined(
                root, item.name, item.value, item.source, report,
                item.quantity.dimensions if item.quantity is not None else None):
            continue
        if not located:
            report.skip(item.name, item.source, reason)
            continue
        _write(root, item, located, report)


def _write(root: Path, item: PropertyValue, located: list[Location], report: EditReport
           ) -> None:
    """Put ``item``'s value into each entry of ``located``, keeping each entry's form."""
    for path, keys in located:
        with report.parsing(root, path, item.name, item.source), FoamFile(path) as file:
            entry = entry_keys(keys)
            previous = file[entry]
            value = along(previous, item.value)
            unchanged = same(previous, value)
            if not unchanged:
                file[entry] = with_number(previous, value)  # type: ignore[arg-type]  # a vector keeps the form too
        report.edit(Edit(keys[-1], path.relative_to(root).as_posix(), tuple(keys),
                         value, previous, item.source, changed=not unchanged))


def _edit_region_property(root: Path, item: PropertyValue, report: EditReport) -> None:
    """Replace ``item`` where its region's dictionaries keep it, by the rule of any other
    property (the case model's table, else the one entry of its name); else say why not."""
    region = str(item.region)
    parsed: list[Parsed] = [(path, file.as_dict()) for path in region_property_files(root, region)
                            if (file := parse(path)) is not None]
    texts = {path.relative_to(root).as_posix(): path.read_text(encoding="utf-8",
                                                               errors="replace")
             for path, _ in parsed}
    located, reason = _place(root, texts, parsed, item)
    if not located:
        report.skip(item.name, item.source, f"{reason} in region '{region}'")
        return
    _write(root, item, located, report)


#: Transport models whose viscosity is a function of T with no ``mu`` entry to set.
TEMPERATURE_TRANSPORTS = frozenset({"sutherland", "polynomial", "logPolynomial"})
THERMO = "constant/thermophysicalProperties"


def _constant_transport(root: Path, requirements: Requirements, report: EditReport) -> bool:
    """A stated constant mu (or Pr) for a gas whose viscosity follows Sutherland's law: switch
    the transport model to ``const`` with ``mu`` and ``Pr`` entries, which the stated values
    then fill (squareBend's "Use mu value of 5.0e-5. Use Pr value of 0.71").

    Returns:
        True when the file changed.
    """
    stated = {item.name: item for item in requirements.properties
              if item.name in ("mu", "Pr") and item.phase is None
              and item.quantity in (None, usual_quantity(item.name))}
    path = root / THERMO
    if "mu" not in stated or not path.is_file():
        return False
    with report.parsing(root, path, "mu", stated["mu"].source), FoamFile(path) as file:
        kind = file.get(("thermoType", "transport"))
        mixture = file.get("mixture")
        if str(kind) not in TEMPERATURE_TRANSPORTS or not isinstance(mixture, Mapping):
            return False
        file[("thermoType", "transport")] = "const"
        pr = stated["Pr"].value if "Pr" in stated else 1
        file[("mixture", "transport")] = {"mu": stated["mu"].value, "Pr": pr}
    why = f"a constant mu is stated, so {kind} gives way to const transport"
    report.edit(Edit("transport", THERMO, ("thermoType", "transport"), "const", kind,
                     stated["mu"].source))
    report.edit(Edit("transport", THERMO, ("mixture", "transport"), "{mu; Pr}", None, why,
                     follows=True))
    return True


def _initial_field(root: Path, item: PropertyValue, report: EditReport) -> None:
    """``k = 0.00375`` where the case keeps no property ``k`` but a field: its initial value,
    when the reference starts it uniform and the field has the dimensions of the quantity
    the value was read as (if it was read as one)."""
    for path in field_files(root, item.name):
        relative = path.relative_to(root).as_posix()
        with report.parsing(root, path, item.name, item.source), FoamFieldFile(path) as file:
            dimensions = tuple(float(exponent) for exponent in file.dimensions)
            if item.quantity is not None and dimensions != item.quantity.dimensions:
                # electrostaticFoam's rho is a charge density: a fluid's density stated is
                # no value of it.
                report.skip(item.name, item.source,
                            f"{relative} holds a field of dimensions {list(dimensions)}, not "
                            f"a {item.quantity.name}: not written there")
                continue
            if is_vector_field(file):
                write_field_size(root, path, file, item, report)
                continue
            previous = file.get("internalField")
            if number_of(previous) is None:
                report.skip(item.name, item.source,
                            f"{relative} has no uniform number to replace (vectors or a "
                            "non-uniform field set by a tool such as setFields)")
                continue
            unchanged = previous is not None and same(previous, item.value)
            if not unchanged:
                file.internal_field = item.value
            report.edit(Edit(item.name, relative, ("internalField",), item.value, previous,
                             item.source, changed=not unchanged))


def make_laminar_stokes(root: Path, source: str, report: EditReport) -> None:
    """Make the laminar stress model Newtonian (Stokes) when the prompt asks for a Newtonian
    fluid.

    A viscoelastic tutorial (planarContraction's Maxwell fluid) keeps a Newtonian
    ``transportModel`` and adds its elastic stress in the laminar block; with the stated
    viscosity and the kept model coefficients such a case is a different fluid, and can blow up.
    """
    momentum = first_existing(root, TURBULENCE_FILES)
    if momentum is None:
        return
    relative = momentum.relative_to(root).as_posix()
    with report.parsing(root, momentum, "laminar model", source), FoamFile(momentum) as file:
        laminar = file.get("laminar")
        if not isinstance(laminar, Mapping):
            return
        key = next((key for key in LAMINAR_MODEL_KEYS if key in laminar), None)
        if key is None:
            return
        previous = laminar[key]
        if str(previous) == NEWTONIAN_LAMINAR_MODEL:
            return
        file["laminar", key] = NEWTONIAN_LAMINAR_MODEL
        report.edit(Edit("laminar model", relative, ("laminar", key), NEWTONIAN_LAMINAR_MODEL,
                         previous, source))
    for added in add_viscous_term(root):
        report.edit(Edit("numerics", added.file, added.keys, added.value, None,
                         f"{NEWTONIAN_LAMINAR_MODEL}: {added.why}", follows=True))


def make_newtonian(root: Path, source: str, report: EditReport) -> None:
    """Switch a single-phase case from a generalised Newtonian viscosity (Cross power law,
    Bird-Carreau…) to a constant one, when the prompt asks for a Newtonian fluid.

    The ``nu`` entry the constant model reads is the reference's own when it has one, else its
    zero-shear ``nu0``; a stated viscosity is then applied by :func:`edit_properties` (run it
    after this), which finds ``nu`` because the model now reads it.
    """
    for relative, model_key, newtonian in (("constant/transportProperties", "transportModel",
                                            "Newtonian"),
                                           ("constant/physicalProperties", "viscosityModel",
                                            "constant")):
        path = root / relative
        if not path.is_file():
            continue
        with report.parsing(root, path, "viscosity model", source), FoamFile(path) as file:
            previous = file.get(model_key)
            if previous is None or str(previous) in NEWTONIAN_MODELS:
                if previous is not None:
                    report.edit(Edit("viscosity model", relative, (model_key,), previous,
                                     previous, source, changed=False))
                return
            zero_shear = locate("nu", {relative: path.read_text(encoding="utf-8")})
            file[model_key] = newtonian
            report.edit(Edit("viscosity model", relative, (model_key,), newtonian, previous,
                             source))
            if "nu" not in file and zero_shear:
                value = file[entry_keys(zero_shear[0].keys)]
                file["nu"] = value
                report.edit(Edit("nu", relative, ("nu",), value, None,
                                 f"the constant model reads nu; {previous}'s zero-shear "
                                 f"{'/'.join(zero_shear[0].keys)} kept", follows=True))
        return
    report.skip("viscosity model", source,
                "the case has no transportProperties/physicalProperties viscosity model")

"""Translate a case written for Foundation OpenFOAM v10 into the ESI (v1912) dialect.

Why: FoamBench's reference cases target v10, and an ESI installation rejects them on the first
file it cannot find (``constant/transportProperties``). Each rule below maps one difference that
was verified against the v1912 tutorials and by running the references here; a rule changes
only what it must, in place, and says what it did. What no rule can map is reported as
unresolved with the reason, so ``bench prepare`` can say why a reference does not run rather
than merely that it failed.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from foam_agent.foamcase import dictionary_text as dicts
from foam_agent.foamcase.catalog import solver
from foam_agent.foamcase.catalog.solvers import FOREIGN_NAMES
from foam_agent.foamcase.lazy_pattern import lazy_regex

SourceDialect = Literal["foundation", "esi", "unknown"]
Action = Literal["renamed", "edited", "removed", "created"]

#: Files only Foundation releases (v8+) read; their presence marks a v10 case.
FOUNDATION_MARKERS = ("constant/momentumTransport", "constant/physicalProperties",
                      "system/fvConstraints")
#: Folders that hold dictionaries (time directory ``0`` and the case folders).
DICTIONARY_DIRS = ("0", "constant", "system")
#: v10 mixture names (thermophysical ``mixture``) that ESI spells otherwise. v10 names the
#: mixing rule for transport coefficients; v1912 has one rule per mixture kind.
MIXTURE_RENAMES = {
    "coefficientWilkeMultiComponentMixture": "multiComponentMixture",
    "coefficientMultiComponentMixture": "multiComponentMixture",
    "valueMultiComponentMixture": "multiComponentMixture",
}
#: ODE solvers v10 renamed (the digits give the order and the embedded error estimate).
ODE_SOLVER_RENAMES = {"Rosenbrock43": "Rosenbrock34", "Rosenbrock32": "Rosenbrock23",
                      "Rosenbrock21": "Rosenbrock12"}
#: Equations of state whose Cp − Cv is zero (incompressible liquids, Boussinesq).
ZERO_CP_MINUS_CV_STATES = frozenset({"Boussinesq", "rhoConst", "icoPolynomial", "rPolynomial"})
#: Equations of state whose Cp − Cv is the specific gas constant.
PERFECT_GAS_STATES = frozenset({"perfectGas", "incompressiblePerfectGas"})
#: Universal gas constant in J/(kmol K), as OpenFOAM defines it (molWeight is in kg/kmol).
UNIVERSAL_GAS_CONSTANT = 8314.47
#: Graph partitioners that the Debian v1912 build ships only as dummy stubs.
STUB_DECOMPOSITION_METHODS = frozenset({"scotch", "ptscotch", "metis", "kahip"})
#: Utility options that v10 has and v1912 refuses (``subsetMesh -noFields``: v1912 always
#: subsets the fields; uniform initial fields are unaffected).
UNSUPPORTED_OPTIONS = {"subsetMesh": ("-noFields",)}
#: Entries of a v10 ``generalisedNewtonian`` block that are not viscosity-model coefficients.
_LAMINAR_CONTROL_KEYS = frozenset({"model", "viscosityModel", "printCoeffs"})
_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"


@dataclass(frozen=True)
class Change:
    """One edit the translator made."""

    path: str
    action: Action
    detail: str


@dataclass(frozen=True)
class Unresolved:
    """A difference the translator found but could not map, and why."""

    path: str
    reason: str


@dataclass(frozen=True)
class Translation:
    """What translating one case did.

    Attributes:
        source_dialect: ``foundation`` (v10 file names found), ``esi`` (already ESI: nothing
            to do) or ``unknown``.
        target_dialect: The dialect translated to (``esi-1912``).
        changes: Every edit, in the order made.
        unresolved: Differences left as they were; the case will likely not run.
    """

    source_dialect: SourceDialect
    target_dialect: str
    changes: tuple[Change, ...] = ()
    unresolved: tuple[Unresolved, ...] = ()

    @property
    def translated(self) -> bool:
        """True when nothing was left unresolved."""
        return not self.unresolved

    def summary(self) -> str:
        """One line: how many edits, and the first unresolved reason if any."""
        if self.source_dialect == "esi":
            return "already in the ESI dialect"
        text = f"{len(self.changes)} edit(s)"
        if self.unresolved:
            first = self.unresolved[0]
            text += f"; unresolved: {first.path}: {first.reason}"
        return text


@dataclass
class _Case:
    """The case being translated, with the record of what was done to it."""

    root: Path
    applications: frozenset[str] | None
    function_objects: frozenset[str] | None
    changes: list[Change] = field(default_factory=list)
    unresolved: list[Unresolved] = field(default_factory=list)

    def path(self, relative: str) -> Path:
        return self.root / relative

    def exists(self, relative: str) -> bool:
        return self.path(relative).is_file()

    def read(self, relative: str) -> str | None:
        target = self.path(relative)
        return target.read_text(encoding="utf-8", errors="replace") if target.is_file() else None

    def write(self, relative: str, text: str, detail: str) -> None:
        """Write ``text`` when it differs from the file, and record why."""
        before = self.read(relative)
        if before == text:
            return
        target = self.path(relative)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        action: Action = "created" if before is None else "edited"
        self.changes.append(Change(path=relative, action=action, detail=detail))

    def rename(self, old: str, new: str, detail: str) -> None:
        self.path(old).rename(self.path(new))
        self.changes.append(Change(path=old, action="renamed", detail=f"→ {new}: {detail}"))

    def remove(self, relative: str, detail: str) -> None:
        self.path(relative).unlink()
        self.changes.append(Change(path=relative, action="removed", detail=detail))

    def unresolved_because(self, relative: str, reason: str) -> None:
        self.unresolved.append(Unresolved(path=relative, reason=reason))

    def dictionary_files(self) -> list[str]:
        found = []
        for folder in DICTIONARY_DIRS:
            base = self.root / folder
            if base.is_dir():
                found += [p.relative_to(self.root).as_posix() for p in sorted(base.rglob("*"))
                          if p.is_file() and "polyMesh" not in p.parts]
        return found


def detect_dialect(case_dir: str | os.PathLike[str]) -> SourceDialect:
    """Which dialect a case is written in.

    A v10-only file name decides ``foundation``, an ESI-only one ``esi``. Cases with neither
    (shallowWaterFoam has no turbulence or fluid file) are told apart by their controlDict:
    Foundation headers carry the ``openfoam.org`` banner and no ``version`` entry.
    """
    root = Path(case_dir)
    if any((root / marker).is_file() for marker in FOUNDATION_MARKERS):
        return "foundation"
    if any((root / "constant" / name).is_file() for name in
           ("turbulenceProperties", "transportProperties", "thermophysicalProperties")):
        return "esi"
    control = root / "system" / "controlDict"
    if control.is_file():
        text = control.read_text(encoding="utf-8", errors="replace")
        header = dicts.find_block(text, "FoamFile")
        if "openfoam.org" in text or (header and dicts.get_entry(text, "version",
                                                                  within=header) is None):
            return "foundation"
        return "esi"
    return "unknown"


# -- rules ------------------------------------------------------------------------------------


def _add_header_version(case: _Case) -> None:
    """v1912 requires ``version`` in every ``FoamFile`` header; v10 dropped it."""
    for relative in case.dictionary_files():
        text = case.read(relative)
        if text is None:
            continue
        header = dicts.find_block(text, "FoamFile")
        if header is None or dicts.get_entry(text, "version", within=header) is not None:
            continue
        brace_line_end = text.find("\n", header.open)
        position = header.open + 1 if brace_line_end < 0 else brace_line_end + 1
        case.write(relative, text[:position] + "    version     2.0;\n" + text[position:],
                   "FoamFile header: added 'version 2.0' (v1912 requires it)")


def _plain_value(raw: str) -> str | None:
    """The number of a v10 dimensioned entry (``[m^2/s] 1e-05``, ``1e-05 [0 2 -1 0 0 0 0]``)."""
    without_units = re.sub(r"\[[^\]]*\]", " ", raw)
    numbers = re.findall(_NUMBER, without_units)
    return numbers[-1] if numbers else None


def _viscosity_entries(text: str, relative: str, case: _Case) -> str:
    """v10 ``viscosityModel constant; nu [units] value;`` → ``transportModel Newtonian; nu v;``."""
    model = dicts.get_entry(text, "viscosityModel")
    if model is not None:
        text = dicts.rename_entry(text, "viscosityModel", "transportModel")
        if model == "constant":
            text = dicts.set_entry(text, "transportModel", "Newtonian")
    for keyword in ("nu", "rho"):
        raw = dicts.get_entry(text, keyword)
        if raw is None:
            continue
        value = _plain_value(raw)
        if value is None:
            case.unresolved_because(relative, f"cannot read the value of '{keyword} {raw}'")
        elif value != raw:
            text = dicts.set_entry(text, keyword, value)
    return text


def _generalised_newtonian(case: _Case) -> tuple[str, str] | None:
    """The (model, coefficients) of a v10 ``laminar { model generalisedNewtonian; ... }``."""
    text = case.read("constant/momentumTransport")
    if text is None:
        return None
    laminar = dicts.find_block(text, "laminar")
    if laminar is None or dicts.get_entry(text, "model", within=laminar) != "generalisedNewtonian":
        return None
    model = dicts.get_entry(text, "viscosityModel", within=laminar) or "Newtonian"
    coefficients = dicts.find_block(text, f"{model}Coeffs", within=laminar)
    if coefficients is not None:
        return model, dicts.body_entries(text, coefficients)
    body = dicts.body_entries(text, laminar)
    kept = [line for line in body.splitlines()
            if line.split(maxsplit=1)[:1] and line.split()[0] not in _LAMINAR_CONTROL_KEYS]
    return model, "\n".join(kept) + "\n"


def _translate_transport(case: _Case) -> None:
    """physicalProperties (no ``thermoType``) → transportProperties, viscosity in ESI form.

    A v10 non-Newtonian fluid is a ``generalisedNewtonian`` laminar model whose zero-shear
    viscosity is the ``nu`` of physicalProperties; ESI v1912 expresses the same law as a
    transport model with ``nu0`` in its coefficients (same formula for CrossPowerLaw and
    BirdCarreau), so both files are folded into transportProperties.
    """
    source = "constant/physicalProperties"
    text = case.read(source)
    if text is None or "thermoType" in text:
        return
    text = _viscosity_entries(text, source, case)
    non_newtonian = _generalised_newtonian(case)
    if non_newtonian is not None:
        model, coefficients = non_newtonian
        nu0 = dicts.get_entry(text, "nu") or "1"
        text = dicts.set_entry(text, "transportModel", model)
        text = dicts.remove_entry(text, "nu")
        indented = "".join(f"    {line}\n" for line in coefficients.strip().splitlines())
        text = dicts.insert_before_footer(
            text, f"{model}Coeffs\n{{\n    nu0             {nu0};\n{indented}}}\n")
    text = dicts.set_header_object(text, "transportProperties")
    case.write(source, text, "viscosity in ESI form (transportModel, plain nu)"
               + (f"; {non_newtonian[0]} law moved here from momentumTransport"
                  if non_newtonian else ""))
    case.rename(source, "constant/transportProperties",
                "ESI reads incompressible fluid properties from transportProperties")


def _translate_phases(case: _Case) -> None:
    """VoF: phaseProperties + physicalProperties.<phase> → one ESI transportProperties."""
    phases_text = case.read("constant/phaseProperties")
    if phases_text is None:
        return
    phases = dicts.words(dicts.get_entry(phases_text, "phases") or "")
    sources = [f"constant/physicalProperties.{phase}" for phase in phases]
    if not phases or not all(case.exists(source) for source in sources):
        return
    if any("thermoType" in (case.read(source) or "") for source in sources):
        for source, phase in zip(sources, phases, strict=True):
            text = dicts.set_header_object(case.read(source) or "",
                                           f"thermophysicalProperties.{phase}")
            case.write(source, text, "header object renamed")
            case.rename(source, f"constant/thermophysicalProperties.{phase}",
                        "ESI reads phase thermophysics from thermophysicalProperties.<phase>")
        return
    sections = []
    for source, phase in zip(sources, phases, strict=True):
        text = _viscosity_entries(case.read(source) or "", source, case)
        body = text[text.find("}", text.find("FoamFile")) + 1:]
        entries = [line for line in body.splitlines()
                   if line.strip() and not line.lstrip().startswith("//")]
        sections.append(f"{phase}\n{{\n" + "".join(f"    {line.strip()}\n" for line in entries)
                        + "}\n")
    merged = dicts.set_header_object(phases_text, "transportProperties")
    sigma = dicts.get_entry(merged, "sigma")
    merged = dicts.remove_entry(merged, "sigma")
    addition = "\n".join(sections) + (f"\nsigma           {sigma};\n" if sigma else "")
    merged = dicts.insert_before_footer(merged, addition)
    case.write("constant/transportProperties", merged,
               f"phases {', '.join(phases)} and sigma merged from phaseProperties and "
               "physicalProperties.<phase> (ESI interFoam reads one transportProperties)")
    for source in [*sources, "constant/phaseProperties"]:
        case.remove(source, "merged into constant/transportProperties")


def _translate_thermo(case: _Case) -> None:
    """physicalProperties with ``thermoType`` → thermophysicalProperties (compressible, heat)."""
    source = "constant/physicalProperties"
    text = case.read(source)
    if text is None or "thermoType" not in text:
        return
    notes = []
    thermo_type = dicts.find_block(text, "thermoType")
    mixture = dicts.get_entry(text, "mixture", within=thermo_type) if thermo_type else None
    reacting = case.exists("constant/reactions")
    if mixture in MIXTURE_RENAMES:
        new = "reactingMixture" if reacting else MIXTURE_RENAMES[mixture]
        text = dicts.set_entry(text, "mixture", new, within=thermo_type)
        notes.append(f"mixture {mixture} → {new}")
    if thermo_type and dicts.get_entry(text, "thermo", within=thermo_type) == "eConst":
        text = _econst_to_hconst(text, source, case)
        notes.append("thermo eConst → hConst with the equivalent Cp")
    if dicts.get_entry(text, "defaultSpecie") is not None:
        text = dicts.rename_entry(text, "defaultSpecie", "inertSpecie")
        notes.append("defaultSpecie → inertSpecie")
    include = re.search(r'(?m)^[ \t]*#include[ \t]+"(?P<file>thermo\.[^"]+)"[ \t]*\n?', text)
    if reacting and include:
        reader = (
            "chemistryReader foamChemistryReader;\n"
            'foamChemistryFile "<constant>/reactions";\n'
            f'foamChemistryThermoFile "<constant>/{include.group("file")}";\n'
        )
        text = text[:include.start()] + reader + text[include.end():]
        notes.append("species data read through foamChemistryReader")
    text = dicts.set_header_object(text, "thermophysicalProperties")
    case.write(source, text, "; ".join(notes) or "header object renamed")
    case.rename(source, "constant/thermophysicalProperties",
                "ESI reads compressible and heat-transfer properties from "
                "thermophysicalProperties")


def _econst_to_hconst(text: str, relative: str, case: _Case) -> str:
    """v10 ``eConst`` (constant Cv) → ``hConst`` (constant Cp), the one v1912 offers.

    Cp − Cv is what the equation of state says: zero for the incompressible ones, R = Ru/W for
    the perfect gases. With that Cp the internal energy, and so the solution, is unchanged.
    """
    thermo_type = dicts.find_block(text, "thermoType")
    state = dicts.get_entry(text, "equationOfState", within=thermo_type) if thermo_type else None
    mixture = dicts.find_block(text, "mixture")
    thermodynamics = dicts.find_block(text, "thermodynamics", within=mixture) if mixture else None
    specie = dicts.find_block(text, "specie", within=mixture) if mixture else None
    cv = dicts.get_entry(text, "Cv", within=thermodynamics) if thermodynamics else None
    if cv is None or thermo_type is None or thermodynamics is None:
        case.unresolved_because(relative, "eConst thermo without a readable mixture Cv")
        return text
    if state in ZERO_CP_MINUS_CV_STATES:
        cp = float(cv)
    elif state in PERFECT_GAS_STATES and specie is not None:
        weight = float(dicts.get_entry(text, "molWeight", within=specie) or "nan")
        cp = float(cv) + UNIVERSAL_GAS_CONSTANT / weight
    else:
        case.unresolved_because(relative, f"eConst with equation of state '{state}': no known "
                                "Cp for hConst")
        return text
    text = dicts.rename_entry(text, "Cv", "Cp", within=thermodynamics)
    thermodynamics = dicts.find_block(text, "thermodynamics",
                                      within=dicts.find_block(text, "mixture"))
    text = dicts.set_entry(text, "Cp", f"{cp:.6g}", within=thermodynamics)
    return dicts.set_entry(text, "thermo", "hConst", within=dicts.find_block(text, "thermoType"))


def _translate_reactions(case: _Case) -> None:
    """v10 reaction types drop the ``Reaction`` suffix and keep the species list elsewhere."""
    text = case.read("constant/reactions")
    if text is None:
        return
    notes = []
    renamed = re.sub(r"(?m)^(\s*type\s+)(\w+?)(?<!Reaction)(\s*;)", r"\1\2Reaction\3", text)
    if renamed != text:
        notes.append("reaction types take the 'Reaction' suffix")
        text = renamed
    if dicts.get_entry(text, "species") is None and "species" not in text.split("reactions")[0]:
        species = _species_list(case)
        if species is None:
            case.unresolved_because("constant/reactions", "no species list found to add")
            return
        header = dicts.find_block(text, "FoamFile")
        block = "species\n(\n" + "".join(f"    {name}\n" for name in species) + ");\n\n"
        position = text.find("reactions", header.close if header else 0)
        text = text[:position] + block + text[position:]
        notes.append("species list added (foamChemistryReader reads it from this file)")
    case.write("constant/reactions", text, "; ".join(notes))


def _move_species_out_of_thermo(case: _Case) -> None:
    """v1912 reads every top-level entry of the species thermo file as a species.

    v10 lists the species there; the list must go (the reactions file carries it instead).
    """
    thermo = case.read("constant/thermophysicalProperties") or ""
    match = re.search(r'foamChemistryThermoFile\s+"<constant>/([^"]+)"', thermo)
    if match is None:
        return
    relative = f"constant/{match.group(1)}"
    text = case.read(relative)
    if text is None:
        case.unresolved_because(relative, "the species thermo file named is missing")
        return
    cleaned = re.sub(r"(?m)^species\s*\([^)]*\)\s*;[ \t]*\n?", "", text)
    case.write(relative, cleaned, "species list removed (v1912 reads each entry as a species)")


def _species_list(case: _Case) -> list[str] | None:
    for relative in case.dictionary_files():
        if not relative.startswith("constant/"):
            continue
        text = case.read(relative) or ""
        match = re.search(r"(?m)^species\s*\(([^)]*)\)", text)
        if match:
            return dicts.words(match.group(1))
    return None


def _translate_chemistry(case: _Case) -> None:
    """chemistryProperties: ODE solvers v10 renamed, and an entry v1912 requires."""
    text = case.read("constant/chemistryProperties")
    if text is None:
        return
    for old, new in ODE_SOLVER_RENAMES.items():
        text = re.sub(rf"\b{old}\b", new, text)
    case.write("constant/chemistryProperties", text, "ODE solver renamed to its ESI name")
    implicit = dicts.find_block(text, "EulerImplicitCoeffs")
    if implicit and dicts.get_entry(text, "equilibriumRateLimiter", within=implicit) is None:
        text = dicts.set_entry(text, "equilibriumRateLimiter", "off", within=implicit)
        case.write("constant/chemistryProperties", text,
                   "equilibriumRateLimiter off (v1912 requires it; off is v10's default)")


def _translate_turbulence(case: _Case) -> None:
    """momentumTransport → turbulenceProperties: ``model`` → ``RASModel``/``LESModel``."""
    source = "constant/momentumTransport"
    text = case.read(source)
    if text is None:
        return
    notes = []
    for section, keyword in (("RAS", "RASModel"), ("LES", "LESModel"),
                             ("laminar", "laminarModel")):
        block = dicts.find_block(text, section)
        model = dicts.get_entry(text, "model", within=block) if block else None
        if block is None or model is None:
            continue
        if section == "laminar" and model == "generalisedNewtonian":
            text = dicts.remove_block(text, block)
            notes.append("generalisedNewtonian laminar block moved to transportProperties")
            continue
        text = dicts.rename_entry(text, "model", keyword, within=block)
        notes.append(f"{section}: model → {keyword}")
    text = dicts.set_header_object(text, "turbulenceProperties")
    case.write(source, text, "; ".join(notes) or "header object renamed")
    case.rename(source, "constant/turbulenceProperties",
                "ESI reads the turbulence model from turbulenceProperties")


_CONSTANT_FUNCTION1 = lazy_regex(
    r"(?m)^(?P<indent>[ \t]*)(?P<name>\w+)\s*\{\s*type\s+constant\s*;\s*"
    r"value\s+(?P<value>[^;{}]+?)\s*;\s*\}")


def _translate_function1(case: _Case) -> None:
    """v10 ``name { type constant; value X; }`` → ``name constant X;``.

    v1912 reads a Function1 given as a dictionary from an entry of its own name inside it, so
    the v10 form fails with "Entry 'uniformValue' not found"; the inline form means the same
    in both.
    """
    for relative in case.dictionary_files():
        text = case.read(relative) or ""
        new = _CONSTANT_FUNCTION1.sub(
            lambda m: f"{m.group('indent')}{m.group('name'):<15} constant {m.group('value')};",
            text)
        if new != text:
            case.write(relative, new, "constant Function1 written inline")


#: v10's geometric VoF schemes; v1912's MULES solvers have none, so the closest is the
#: classic algebraic scheme with interface compression (what the ESI VoF tutorials use).
GEOMETRIC_VOF_SCHEMES = frozenset({"MPLIC", "MPLICU", "PLIC", "PLICU"})
_ALPHA_SCHEME = lazy_regex(r"(?m)^(?P<lead>[ \t]*div\(phi,alpha\)[ \t]+)(?P<scheme>[^;]+);")


def _translate_schemes(case: _Case) -> None:
    """Divergence schemes v1912 names otherwise, and VoF interface compression.

    * Internal-energy cases: v1912 asks for ``div(phiv,p)`` where v10 has ``div(phi,(p|rho))``.
    * VoF: v10 selects interface compression in the scheme (``Gauss interfaceCompression
      vanLeer 1``) and may use geometric schemes (MPLIC); v1912 takes the plain scheme and the
      compression factor ``cAlpha`` in the alpha solver controls, which it requires.
    """
    schemes = case.read("system/fvSchemes")
    if schemes is None:
        return
    divergence = dicts.find_block(schemes, "divSchemes")
    pressure_work = dicts.get_entry(schemes, "div(phi,(p|rho))", within=divergence)
    if divergence and pressure_work and dicts.get_entry(schemes, "div(phiv,p)",
                                                        within=divergence) is None:
        schemes = dicts.set_entry(schemes, "div(phiv,p)", pressure_work, within=divergence)
        case.write("system/fvSchemes", schemes,
                   "div(phiv,p) added with the scheme of div(phi,(p|rho))")
    match = _ALPHA_SCHEME.search(schemes)
    if match is None:
        return
    words = match.group("scheme").split()
    compression = None
    if len(words) >= 3 and words[1] == "interfaceCompression":
        replacement, compression = f"Gauss {' '.join(words[2:-1])}", words[-1]
        note = "interface compression moved from the scheme to cAlpha"
    elif len(words) == 2 and words[1] in GEOMETRIC_VOF_SCHEMES:
        replacement, compression = "Gauss vanLeer", "1"
        note = (f"geometric VoF scheme {words[1]} (absent from v1912) replaced by vanLeer with "
                "interface compression cAlpha 1: an approximation, results will differ")
    else:
        replacement, note = match.group("scheme"), ""
    if compression is not None:
        schemes = schemes[:match.start("scheme")] + replacement + schemes[match.end("scheme"):]
        case.write("system/fvSchemes", schemes, note)
    divergence = dicts.find_block(schemes, "divSchemes")
    if compression not in (None, "0") and dicts.get_entry(schemes, "div(phirb,alpha)",
                                                          within=divergence) is None:
        schemes = dicts.set_entry(schemes, "div(phirb,alpha)", "Gauss linear", within=divergence)
        case.write("system/fvSchemes", schemes,
                   "div(phirb,alpha) Gauss linear for the compression flux (v1912 needs it)")
    _set_alpha_compression(case, compression or "0")


def _set_alpha_compression(case: _Case, value: str) -> None:
    """Give every ``alpha.*`` solver control without ``cAlpha`` the value (v10's default 0)."""
    solution = case.read("system/fvSolution")
    solvers = dicts.find_block(solution or "", "solvers")
    if solution is None or solvers is None:
        return
    for block in dicts.blocks(solution, within=solvers):
        if not block.name.startswith("alpha") or "Final" in block.name:
            continue
        if dicts.get_entry(solution, "cAlpha", within=block) is None:
            solution = dicts.set_entry(solution, "cAlpha", value, within=block)
            case.write("system/fvSolution", solution,
                       f"cAlpha {value} in '{block.name}' (v1912 requires it)")
        solvers = dicts.find_block(solution, "solvers")


def _steady(case: _Case) -> bool:
    schemes = case.read("system/fvSchemes") or ""
    ddt = dicts.find_block(schemes, "ddtSchemes")
    return bool(ddt) and "steadyState" in (dicts.get_entry(schemes, "default", within=ddt) or "")


def _rename_solver(case: _Case) -> None:
    """Rename v10 solvers that ESI calls otherwise, in controlDict and Allrun."""
    control = case.read("system/controlDict")
    if control is None:
        return
    application = dicts.get_entry(control, "application")
    if application is None:
        return
    if application in FOREIGN_NAMES and solver(application) is None:
        steady, transient = FOREIGN_NAMES[application]
        new = steady if _steady(case) else transient
        case.write("system/controlDict", dicts.set_entry(control, "application", new),
                   f"application {application} → {new} (the ESI solver for this "
                   f"{'steady' if new == steady else 'transient'} case)")
        allrun = case.read("Allrun")
        if allrun is not None:
            case.write("Allrun", re.sub(rf"\b{application}\b", new, allrun),
                       f"{application} → {new}")
        application = new
    if case.applications is not None and application not in case.applications:
        case.unresolved_because("system/controlDict",
                                f"the solver '{application}' does not exist in this installation "
                                "and no ESI equivalent is known")


def _translate_constraints(case: _Case) -> None:
    """system/fvConstraints → pressure limits in fvSolution and system/fvOptions.

    ESI v1912 has no ``limitPressure`` constraint; its pressure-based solvers read
    ``pMinFactor``/``pMaxFactor`` (or ``pMin``/``pMax``) from the SIMPLE or PIMPLE dictionary.
    Temperature limits are an fvOption of the same name.
    """
    source = "system/fvConstraints"
    text = case.read(source)
    if text is None:
        return
    options = []
    for block in dicts.blocks(text):
        if block.name == "FoamFile":
            continue
        kind = dicts.get_entry(text, "type", within=block)
        if kind == "limitPressure":
            _move_pressure_limits(case, text, block)
        elif kind == "limitTemperature":
            entries = dicts.body_entries(text, block)
            if "selectionMode" not in entries:
                entries += "selectionMode   all;\n"
            options.append(f"{block.name}\n{{\n" + "".join(
                f"    {line}\n" for line in entries.strip().splitlines()) + "}\n")
        else:
            case.unresolved_because(source, f"constraint type '{kind}' has no known ESI form")
    if options:
        header = dicts.set_header_object(dicts.header_text(text), "fvOptions")
        body = header + "\n\n" + "\n".join(options)
        case.write("system/fvOptions", body + "\n", "temperature limits as an ESI fvOption")
    case.remove(source, "translated (ESI does not read fvConstraints)")


def _move_pressure_limits(case: _Case, text: str, block: dicts.Block) -> None:
    solution = case.read("system/fvSolution")
    if solution is None:
        case.unresolved_because("system/fvConstraints", "limitPressure without fvSolution")
        return
    algorithm = next((found for name in ("SIMPLE", "PIMPLE", "PISO")
                      if (found := dicts.find_block(solution, name))), None)
    if algorithm is None:
        case.unresolved_because("system/fvSolution", "no SIMPLE/PIMPLE dictionary for pressure "
                                "limits")
        return
    moved = []
    for old, new in (("minFactor", "pMinFactor"), ("maxFactor", "pMaxFactor"),
                     ("min", "pMin"), ("max", "pMax")):
        value = dicts.get_entry(text, old, within=block)
        if value is None:
            continue
        solution = dicts.set_entry(solution, new, value, within=algorithm)
        algorithm = dicts.find_block(solution, algorithm.name) or algorithm
        moved.append(f"{new} {value}")
    case.write("system/fvSolution", solution,
               f"pressure limits from fvConstraints in {algorithm.name}: {', '.join(moved)}")


#: ``#includeFunc`` arguments only v10 parses: a list value (``fields=(p U)``) or ``funcName=``.
_V10_ARGUMENTS = lazy_regex(r"#includeFunc\s+[\w.]+\s*\(.*(=\s*\(|funcName\s*=)")


def _function_name(line: str) -> str:
    match = re.match(r"\s*#includeFunc\s+([\w.]+)", line)
    return match.group(1) if match else ""


def _drop_missing_functions(case: _Case) -> None:
    """Drop ``#includeFunc`` lines v1912 cannot use: unknown names or v10 argument syntax.

    Function objects only post-process (residual plots, streamlines, heat-release fields); the
    fields the benchmark compares are unaffected, while v1912 stops on a name it cannot find
    and on argument lists it cannot parse (``patchAverage(patch=inlet, fields=(p U))``).
    """
    if case.function_objects is None:
        return
    control = case.read("system/controlDict")
    if control is None:
        return
    local = {p.name for p in case.path("system").iterdir() if p.is_file()}
    available = case.function_objects | local
    dropped = []
    kept_lines = []
    for line in control.splitlines(keepends=True):
        name = _function_name(line)
        if name and name not in available:
            dropped.append(f"{name} (not in this installation)")
            continue
        if name and _V10_ARGUMENTS.search(line):
            dropped.append(f"{name} (v10 argument syntax)")
            continue
        kept_lines.append(line)
    if dropped:
        case.write("system/controlDict", "".join(kept_lines),
                   f"dropped post-processing function objects: {', '.join(dropped)}")


#: refineMesh direction names: v10 ``e1 e2 e3``, v1912 ``tan1 tan2 normal``.
REFINE_DIRECTIONS = {"e1": "tan1", "e2": "tan2", "e3": "normal"}


def _translate_refine_mesh(case: _Case) -> None:
    """refineMeshDict: v10 direction names → v1912 names (keys and the directions list)."""
    source = "system/refineMeshDict"
    text = case.read(source)
    if text is None:
        return
    for old, new in REFINE_DIRECTIONS.items():
        text = re.sub(rf"\b{old}\b", new, text)
    case.write(source, text, "directions e1/e2/e3 → tan1/tan2/normal")


def _translate_decomposition(case: _Case) -> None:
    """Graph partitioners are stubs in the Debian v1912 build: decompose with ``simple``."""
    source = "system/decomposeParDict"
    text = case.read(source)
    if text is None:
        return
    method = dicts.get_entry(text, "method")
    if method not in STUB_DECOMPOSITION_METHODS:
        return
    count = dicts.get_entry(text, "numberOfSubdomains") or "1"
    text = dicts.set_entry(text, "method", "simple")
    if dicts.find_block(text, "simpleCoeffs") is None:
        text = dicts.insert_before_footer(
            text, f"simpleCoeffs\n{{\n    n               ({count} 1 1);\n"
                  "    delta           0.001;\n}\n")
    case.write(source, text, f"method {method} → simple ({method} is a stub in this build)")


def _translate_dynamic_mesh(case: _Case) -> None:
    """v10 ``topoChanger { type refiner; ... }`` → v1912 ``dynamicRefineFvMesh``."""
    source = "constant/dynamicMeshDict"
    text = case.read(source)
    if text is None:
        return
    changer = dicts.find_block(text, "topoChanger")
    mover = dicts.get_entry(text, "mover")
    if changer is None:
        if mover not in (None, "none") or dicts.find_block(text, "mover"):
            case.unresolved_because(source, "v10 mesh motion ('mover') has no translation here")
        return
    kind = dicts.get_entry(text, "type", within=changer)
    if kind != "refiner":
        case.unresolved_because(source, f"topology changer '{kind}' has no known ESI form")
        return
    entries = [line for line in dicts.body_entries(text, changer).splitlines()
               if line.split(maxsplit=1)[:1] and line.split()[0] not in ("type", "libs", "mover")]
    body = "\n".join(entries) + "\n"
    body = re.sub(r"\(alphaPhi\.(\w+) none\)", r"(alphaPhi0.\1 none)", body)
    if "unrefineLevel" not in body:
        body = "unrefineLevel   10;\n" + body
    text = dicts.header_text(text) + "\n\ndynamicFvMesh   dynamicRefineFvMesh;\n\n" + body
    case.write(source, text, "refiner → dynamicRefineFvMesh with the same refinement settings")


def _translate_allrun_options(case: _Case) -> None:
    """Allrun: drop options v1912 refuses (:data:`UNSUPPORTED_OPTIONS`), fix ``-dict`` paths."""
    text = case.read("Allrun")
    if text is None:
        return
    notes = []
    for utility, options in UNSUPPORTED_OPTIONS.items():
        for option in options:
            pattern = re.compile(rf"(?m)^(.*\b{utility}\b.*?)\s+{re.escape(option)}\b")
            if pattern.search(text):
                text = pattern.sub(r"\1", text)
                notes.append(f"{utility} {option}")
    if notes:
        case.write("Allrun", text, f"removed options v1912 refuses: {', '.join(notes)}")
    moved = _DICT_OPTION.sub(_dict_in_system(case), text)
    if moved != text:
        case.write("Allrun", moved, "-dict paths made case-relative (system/...), as v1912 "
                   "resolves them from the case directory while v10 looks in system/")


_DICT_OPTION = lazy_regex(r"(?P<lead>-dict\s+)(?P<name>[^\s/;|&]+)(?=\s|$)", re.MULTILINE)


def _dict_in_system(case: _Case) -> Callable[[re.Match[str]], str]:
    def replace(match: re.Match[str]) -> str:
        name = match.group("name")
        if "$" not in name and case.exists(name):
            return match.group(0)
        return f"{match.group('lead')}system/{name}"

    return replace


#: The rules, in order: file renames first, so later rules see ESI names.
RULES: tuple[Callable[[_Case], None], ...] = (
    _add_header_version,
    _translate_transport,
    _translate_phases,
    _translate_thermo,
    _translate_reactions,
    _move_species_out_of_thermo,
    _translate_chemistry,
    _translate_turbulence,
    _translate_function1,
    _translate_schemes,
    _rename_solver,
    _translate_constraints,
    _drop_missing_functions,
    _translate_decomposition,
    _translate_refine_mesh,
    _translate_dynamic_mesh,
    _translate_allrun_options,
)


def available_function_objects(project_dir: str | os.PathLike[str]) -> frozenset[str]:
    """Names ``#includeFunc`` can find in an installation (``etc/caseDicts/postProcessing``)."""
    base = Path(project_dir) / "etc" / "caseDicts" / "postProcessing"
    if not base.is_dir():
        return frozenset()
    return frozenset(p.name for p in base.rglob("*") if p.is_file() and p.suffix != ".cfg")


def translate_case(
    case_dir: str | os.PathLike[str],
    *,
    target_dialect: str = "esi-1912",
    applications: Iterable[str] | None = None,
    function_objects: Iterable[str] | None = None,
) -> Translation:
    """Translate a Foundation v10 case in place into ``target_dialect``.

    Args:
        case_dir: The case directory; edited in place.
        target_dialect: Only ESI dialects (``esi-*``) are translated to; for a Foundation
            target the case is returned untouched.
        applications: The installation's programs; a solver outside them is reported as
            unresolved. None skips that check.
        function_objects: Names ``#includeFunc`` can resolve (see
            :func:`available_function_objects`); others are dropped. None keeps them all.

    Returns:
        The edits made and what could not be translated.
    """
    root = Path(case_dir)
    source = detect_dialect(root)
    if source != "foundation" or not target_dialect.startswith("esi-"):
        return Translation(source_dialect=source, target_dialect=target_dialect)
    case = _Case(
        root=root,
        applications=frozenset(applications) if applications is not None else None,
        function_objects=frozenset(function_objects) if function_objects is not None else None,
    )
    for rule in RULES:
        rule(case)
    return Translation(source_dialect=source, target_dialect=target_dialect,
                       changes=tuple(case.changes), unresolved=tuple(case.unresolved))

"""Fixes the reviewer tries before the rule of the error class: each reads one well-known
failure off the log (or off the case) and repairs its cause, keeping what the user stated.

Why: some failures have one known cause whatever class the log pattern gives them. "Unable to
set reference cell for field p" means no boundary fixes the pressure level (the user asked for
a zero-gradient outlet), so the fix is a reference cell, not undoing the user's condition; a
case written in Foundation v10 words fails on an ESI installation file by file, so the fix is
the whole translation (``foam_agent.foamcase.dialects``), not one restored file.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.authors.editors.numerics import FV_SOLUTION
from foam_agent.agents.authors.editors.turbulence import case_inputs
from foam_agent.agents.authors.editors.turbulence_fields import InletTurbulence, estimates
from foam_agent.agents.authors.template import fatal
from foam_agent.agents.spec.stated import Number
from foam_agent.foamcase.case.files import (
    FIELD_DIRS,
    all_field_files,
    field_files,
    mesh_patches,
    subdict,
)
from foam_agent.foamcase.case.sides import longest_axis
from foam_agent.foamcase.case.values import foam_vector, number_of, show, tidy, vector_of
from foam_agent.foamcase.catalog import ESTIMATED_FIELDS, patch_roles
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: This build's stand-in for a decomposition library it was compiled without.
_STUB_DECOMPOSITION = lazy_regex(r"dummy (\w+?)Decomp stub library")
_REFERENCE_CELL = lazy_regex(r"Unable to set reference cell for field (\w+)")
#: Outlet velocity conditions the solver cannot adjust when no pressure level is fixed.
FIXED_OUTFLOW = frozenset({"pressureInletOutletVelocity", "fixedValue"})
_NO_OUTFLOW = lazy_regex(r"Continuity error cannot be removed by adjusting the outflow")
#: Pressure-velocity algorithms whose dictionary holds ``pRefCell``, in the order solvers
#: read them.
ALGORITHMS = ("PIMPLE", "PISO", "SIMPLE")
#: The cell and value that fix the pressure level (cell 0 exists in every mesh).
REFERENCE_CELL = 0
REFERENCE_VALUE = 0
_MISSING_MAPPED_DATA = lazy_regex(r"constant/boundaryData/([^/\s\"']+)/")
#: Inlet conditions that read their values from ``constant/boundaryData/<patch>`` (a
#: precursor run's output).
MAPPED_INLETS = frozenset({"timeVaryingMappedFixedValue", "turbulentDFSEMInlet"})


def stub_decomposition(root: Path, excerpt: str) -> list[str]:
    """``method simple`` in ``decomposeParDict`` when ``decomposePar`` found the tutorial's
    method (scotch, metis, kahip) to be a stub of this build: N slabs along the longest side of
    the blockMesh domain (x if unreadable), the same number of ranks, so the Allrun's
    ``runParallel`` is unchanged. Why not refuse: ESI's Debian build ships these stubs, and
    the tutorial's decomposition is a matter of speed, not of the user's request."""
    match = _STUB_DECOMPOSITION.search(excerpt)
    path = root / "system" / "decomposeParDict"
    if match is None or not path.is_file():
        return []
    file = FoamFile(path)
    ranks = number_of(file.get("numberOfSubdomains"))
    if ranks is None or ranks < 1 or ranks != int(ranks):
        return []
    axis = longest_axis(root)
    split = [1, 1, 1]
    split[0 if axis is None else axis] = int(ranks)
    file["method"] = "simple"
    file["coeffs"] = {"n": split}
    file["simpleCoeffs"] = {"n": split, "delta": 0.001}
    return [f"system/decomposeParDict: method {match.group(1)} is a stub in this build; "
            f"simple instead, {int(ranks)} slabs along {'xyz'[split.index(int(ranks))]} "
            "(the longest side of the domain)"]


def pressure_reference(root: Path, excerpt: str) -> list[str]:
    """``pRefCell 0; pRefValue 0;`` in the algorithm dictionary when the run could not set a
    reference cell; the boundary conditions stay as they are."""
    match = _REFERENCE_CELL.search(excerpt)
    path = root / FV_SOLUTION
    if match is None or not path.is_file():
        return []
    with FoamFile(path) as solution:
        algorithm = next((name for name in ALGORITHMS if name in solution), None)
        if algorithm is None:
            return []
        settings = subdict(solution.get(algorithm)) or {}
        if "pRefCell" in settings or "pRefPoint" in settings:
            return []
        solution[(algorithm, "pRefCell")] = REFERENCE_CELL
        solution[(algorithm, "pRefValue")] = REFERENCE_VALUE
    return [f"{FV_SOLUTION}: {algorithm}/pRefCell = {REFERENCE_CELL}, {algorithm}/pRefValue = "
            f"{REFERENCE_VALUE} (new entries: no boundary fixes the level of {match.group(1)}, "
            "so one cell does; the stated boundary conditions are kept)"]


def initial_outflow(root: Path, excerpt: str) -> list[str]:
    """The inlet velocity as the initial velocity when a still domain gave the outflow nothing
    to adjust (all outlets zero-gradient, no pressure level fixed on a boundary)."""
    if not _NO_OUTFLOW.search(excerpt):
        return []
    notes: list[str] = []
    for path in field_files(root, "U"):
        relative = path.relative_to(root).as_posix()
        with FoamFieldFile(path) as velocity:
            entries = {name: entry for name, entry in velocity.boundary_field.items()
                       if isinstance(name, str) and isinstance(entry, FoamFile.SubDict)}
            types = {name: str(entry.get("type", "")) for name, entry in entries.items()}
            roles = patch_roles(mesh_patches(root), types)
            inlet = next((vector for name, entry in entries.items()
                          if roles.get(name) == "inlet"
                          and (vector := vector_of(entry.get("value"))) is not None
                          and any(vector)), None)
            for name in entries:
                if roles.get(name) == "outlet" and types[name] in FIXED_OUTFLOW:
                    velocity.boundary_field[name] = {"type": "zeroGradient"}
                    notes.append(f"{relative}: boundaryField/{name} = zeroGradient (was "
                                 f"{types[name]}, which fixes the outflow once the pressure "
                                 "there is zero-gradient)")
            current = vector_of(velocity.internal_field)
            if inlet is None or current is None or any(current):
                continue
            velocity.internal_field = foam_vector(inlet)
            notes.append(f"{relative}: internalField = {show(inlet)} (was (0 0 0): the inlet "
                         "velocity, so the outflow can be adjusted to the inflow)")
    return notes


def other_dialect(root: Path, dialect: str) -> list[str]:
    """The case translated from Foundation v10 words into ESI ones, when it is written in
    v10's and the installation is ESI."""
    from foam_agent.foamcase.dialects import detect_dialect, translate_case

    if not dialect.startswith("esi-") or detect_dialect(root) != "foundation":
        return []
    translation = translate_case(root, target_dialect=dialect)
    notes = [f"{change.path}: {change.detail} (translated from the Foundation dialect)"
             for change in translation.changes]
    notes.extend(f"{item.path}: not translated: {item.reason}"
                 for item in translation.unresolved)
    return notes


def unmapped_inlet(root: Path, excerpt: str) -> list[str]:
    """A fixed value in place of each mapped inlet condition of the patch whose
    ``constant/boundaryData`` the run could not find: the standard estimate for k, epsilon,
    omega and nuTilda, else the entry's own uniform value or the field's initial value.

    Why: tutorials fed by a precursor run (surfaceMountedCube's inlet) map their inlet values
    from ``constant/boundaryData``, which a case composed from them has no way to produce; the
    inlet's stated velocity is already a fixed value, and the other fields need one too.
    """
    match = _MISSING_MAPPED_DATA.search(excerpt)
    if match is None:
        return []
    patch = match.group(1)
    values = estimates(case_inputs(root, InletTurbulence()))
    notes: list[str] = []
    for path in all_field_files(root):
        relative = path.relative_to(root).as_posix()
        with FoamFieldFile(path) as file:
            entry = file.boundary_field.get(patch)
            if not isinstance(entry, FoamFile.SubDict) or entry.get("type") not in MAPPED_INLETS:
                continue
            was = entry.get("type")
            if path.name in ESTIMATED_FIELDS:
                value: Number | list[Number] | None = tidy(values[path.name].value)
                why = values[path.name].formula
            else:
                value, why = _uniform_value(entry.get("value"), file.internal_field)
            if value is None:
                continue
            file.boundary_field[patch] = {"type": "fixedValue", "value": value}
            notes.append(f"{relative}: boundaryField/{patch} = fixedValue {show(value)} (was "
                         f"{was}, which reads constant/boundaryData/{patch}, a precursor "
                         f"run's output the case does not have; {why})")
    return notes


def _uniform_value(own: object, internal: object) -> tuple[Number | list[Number] | None, str]:
    """The entry's uniform value, else the field's uniform initial value (None if neither)."""
    for candidate, why in ((own, "its own value"), (internal, "the field's initial value")):
        vector = vector_of(candidate)
        if vector is not None:
            return foam_vector(vector), why
        number = number_of(candidate)
        if number is not None:
            return tidy(number), why
    return None, "no uniform value"


_HEADER_END = lazy_regex(r"FoamFile\s*\{[^{}]*\}")


def lost_include(root: Path, excerpt: str) -> list[str]:
    """``#include`` of the case file that defines the ``$name`` a field could not expand, in
    every field of that folder that uses one of its names without including it.

    Why: tutorials such as wingMotion and motorBike keep their initial values in
    ``0/include/initialConditions`` (``internalField uniform $turbulentKE;``). A field rewritten
    without its ``#include`` line fails with "Illegal dictionary entry or environment variable
    name"; the definitions are still in the case, so the line is put back, values untouched.
    """
    name = fatal.undefined_variable(excerpt)
    if name is None:
        return []
    source = _defining_file(root, name)
    if source is None:
        return []
    defined = set(re.findall(r"(?m)^\s*([A-Za-z_]\w*)\s+[^;{}]+;", source.read_text(
        encoding="utf-8", errors="replace")))
    notes: list[str] = []
    for path in all_field_files(root):
        text = path.read_text(encoding="utf-8", errors="replace")
        relative = Path(os.path.relpath(source, path.parent))
        if f'"{relative.as_posix()}"' in text or not any(
                re.search(rf"\${re.escape(word)}\b", text) for word in defined):
            continue
        line = f'#include "{relative.as_posix()}"\n'
        header = _HEADER_END.search(text)
        cut = header.end() if header else 0
        path.write_text(f"{text[:cut]}\n{line}{text[cut:]}", encoding="utf-8")
        notes.append(f"{path.relative_to(root).as_posix()}: {line.strip()} added back (it "
                     f"uses ${name} or another value {source.relative_to(root).as_posix()} "
                     "defines, and had lost the line)")
    return notes


def _defining_file(root: Path, name: str) -> Path | None:
    """The non-field file under a start folder (``0/include/initialConditions``) that defines
    ``name`` at its top level."""
    pattern = re.compile(rf"(?m)^{re.escape(name)}\s+[^;{{}}]+;")
    for folder in FIELD_DIRS:
        for path in sorted((root / folder).rglob("*")):
            if not path.is_file() or path.parent == root / folder:
                continue
            if pattern.search(path.read_text(encoding="utf-8", errors="replace")):
                return path
    return None

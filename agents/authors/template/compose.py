"""A case from a reference and a prompt: copy, extract, apply, choose the Allrun.

Why: the writer and the reviewer both need "the reference with the prompt's values applied",
the writer for the whole case and the reviewer for single restored files (a file restored from
the reference must carry the stated values again).
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, replace

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.authors.editors.reporting_code import drop_reporting_code
from foam_agent.agents.authors.editors.workspace import read_back, workspace
from foam_agent.agents.authors.template.allrun import ALLRUN, choose_allrun
from foam_agent.agents.authors.template.memory import UNUSED_SCRIPTS
from foam_agent.agents.authors.template.parallel_steps import with_parallel_run
from foam_agent.agents.authors.template.run_numerics import choose_numerics
from foam_agent.agents.authors.template.run_options import with_field_options
from foam_agent.agents.spec.derive import Derivation, derive
from foam_agent.agents.spec.in_case import in_case
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.resolve import Resolution, resolve_relative
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryValue,
    PropertyValue,
    Requirements,
    Timed,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

_APPLICATION = lazy_regex(r"^\s*application\s+([^;\s]+)\s*;", re.MULTILINE)
ORIGINAL_FIELDS = "0.orig/"
START_FIELDS = "0/"


@dataclass(frozen=True)
class Composition:
    """The files of a written case and the run-record lines explaining them."""

    files: dict[str, str]
    notes: list[str]
    requirements: Requirements
    report: EditReport


def application(files: Mapping[str, str]) -> str | None:
    """The ``application`` named by ``system/controlDict``."""
    match = _APPLICATION.search(files.get("system/controlDict", ""))
    return match.group(1) if match else None


def reference_files(reference: Reference) -> dict[str, str]:
    """The reference's input files, without scripts, with ``0`` made from ``0.orig`` when the
    tutorial only keeps pristine fields there (its Allrun would run ``restore0Dir``)."""
    files = {name: text for name, text in reference.files.items()
             if name != ALLRUN and not UNUSED_SCRIPTS.match(name)}
    if not any(name.startswith(START_FIELDS) for name in files):
        for name, text in list(files.items()):
            if name.startswith(ORIGINAL_FIELDS):
                files[START_FIELDS + name[len(ORIGINAL_FIELDS):]] = text
    return files


def tutorial_allrun(reference: Reference) -> str | None:
    """The reference's own Allrun, else the script the retriever found for it."""
    return reference.files.get(ALLRUN) or reference.allrun


def with_derived(requirements: Requirements, derivation: Derivation) -> Requirements:
    """The stated requirements plus the values derived from them (ν from Re or μ/ρ, the inlet
    speed from Ma, a named fluid's ν, ρ, μ), each carrying its formula as its source."""
    properties = list(requirements.properties)
    values = list(requirements.boundary_values)
    for item in derivation.values:
        source = f"{item.phrase}: {item.formula}"
        if item.quantity == "T":
            values.append(BoundaryValue("T", (INTERNAL,), item.value, source))
        elif item.direction is not None:
            values.append(BoundaryValue(item.quantity, item.boundary, item.vector, source))
        elif item.quantity != "U":
            properties.append(PropertyValue(item.quantity, item.value, source, item.phase))
        else:
            values.append(BoundaryValue("U", item.boundary, item.value, source))
    return replace(requirements, properties=tuple(properties), boundary_values=tuple(values))


def with_resolved(requirements: Requirements, resolution: Resolution) -> Requirements:
    """The requirements plus the relative values made absolute ("1 K hotter than the inlet",
    "halve the time step"), each carrying its formula as its source."""
    values = list(requirements.boundary_values)
    delta_t = requirements.delta_t
    for item in resolution.values:
        source = f"{item.phrase}: {item.formula}"
        if item.field == "deltaT":
            if delta_t is None and not isinstance(item.value, tuple):
                # Relative to the case's own time step: in the case's unit of time.
                delta_t = Timed(item.value, source)
            continue
        values.append(BoundaryValue(item.field, item.boundary, item.value, source))
    return replace(requirements, boundary_values=tuple(values), delta_t=delta_t, relative=())


def requirements_for(spec: CaseSpec, files: Mapping[str, str],
                     baseline: Mapping[str, str] | None = None) -> Requirements:
    """What the case in ``files`` must hold: the stated values, those derived for it and the
    relative ones resolved against ``baseline`` (the followed case as it was before anything
    was applied). Without a baseline, the refinement and values relative to the target's own
    are left out: applied again to a case that already has them, they would compound."""
    with workspace(files) as root:
        spec = in_case(spec, root)
        requirements = with_derived(spec.stated, derive(spec, root))
        if baseline is None:
            resolution = resolve_relative(spec, root, None)
            return replace(with_resolved(requirements, resolution), refine=None)
    with workspace(baseline) as base:
        return with_resolved(requirements, resolve_relative(spec, base, base))


def compose(reference: Reference, spec: CaseSpec, *, applications: Collection[str],
            readable_roots: Mapping[str, str | None] | None = None) -> Composition:
    """Write the whole case: the reference's files with the stated values, the values derived
    from them for this case, and an Allrun."""
    base = reference_files(reference)
    with workspace(base) as root:
        removed = drop_reporting_code(root)
        spec = in_case(spec, root)
        resolution = resolve_relative(spec, root, root)
        report = apply_requirements(root, with_resolved(spec.stated, resolution))
        derivation = derive(spec, root)
        requirements = with_derived(spec.stated, derivation)
        if derivation.values:
            derived_only = Requirements(properties=requirements.properties[
                len(spec.stated.properties):], boundary_values=requirements.boundary_values[
                len(spec.stated.boundary_values):])
            # One report for both passes: a velocity derived from a Mach number on an inlet
            # whose pressure is stated keeps that pressure fixed (see free_velocity_inlets).
            apply_requirements(root, derived_only, report=report)
        for problem in derivation.problems:
            report.skip("derived value", problem.split(":")[0], problem)
        for phrase, problem in resolution.problems:
            report.skip("relative value", phrase, problem)
        requirements = with_resolved(requirements, resolution)
        with workspace(base) as tutorial:
            choose_numerics(root, tutorial, requirements, report)
        files = read_back(root)
    choice = choose_allrun(files, tutorial_allrun(reference), applications,
                           application(files), readable_roots)
    text = with_field_options(choice.text, application(files), spec.stated.written_fields,
                              report)
    parallel = with_parallel_run(text, application(files), spec.stated.ranks,
                                 len(os.sched_getaffinity(0)), report)
    files.update(parallel.files)
    files[ALLRUN] = parallel.allrun
    notes = [*spec.describe(), *(item.note() for item in removed), *report.notes(),
             choice.note, *parallel.notes]
    return Composition(files, notes, requirements, report)


def reapply(files: Mapping[str, str], requirements: Requirements, only: Collection[str]
            ) -> tuple[dict[str, str], list[str]]:
    """Apply the stated values again, keeping the result for the files in ``only`` and every
    file the editors create.

    Other files keep their current text, so a fix made earlier (a halved time step) is not
    undone by re-applying the prompt. A created file undoes nothing, and it may be needed by
    one in ``only``: a line sample's entry in controlDict includes ``system/lineSample``, and
    blockMesh stopped on the missing include when the file was dropped.
    """
    with workspace(files) as root:
        report = apply_requirements(root, requirements)
        updated = read_back(root)
    kept = {*only, *(name for name in updated if name not in files)}
    changed = {name: updated[name] for name in kept
               if name in updated and updated[name] != files.get(name)}
    notes = [edit.note() for edit in report.edits if edit.file in kept and edit.changed]
    return changed, notes

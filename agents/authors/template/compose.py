"""A case from a reference and a prompt: copy, extract, apply, choose the Allrun.

Why: the writer and the reviewer both need "the reference with the prompt's values applied",
the writer for the whole case and the reviewer for single restored files (a file restored from
the reference must carry the stated values again).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass

from agents.authors.base import Reference
from agents.authors.template.allrun import ALLRUN, choose_allrun
from agents.authors.template.apply import apply_requirements
from agents.authors.template.casedir import mesh_patches, read_back, workspace
from agents.authors.template.memory import UNUSED_SCRIPTS
from agents.authors.template.report import EditReport
from agents.spec.extract import extract
from agents.spec.stated import Requirements

_APPLICATION = re.compile(r"^\s*application\s+([^;\s]+)\s*;", re.MULTILINE)
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


def read_requirements(prompt: str, files: Mapping[str, str], applications: Collection[str]
                      ) -> Requirements:
    """Extract the prompt's values, knowing the case's patch names."""
    with workspace(files) as root:
        patches = list(mesh_patches(root))
    return extract(prompt, solvers=list(applications), patches=patches)


def compose(reference: Reference, prompt: str, *, applications: Collection[str],
            readable_roots: Mapping[str, str | None] | None = None) -> Composition:
    """Write the whole case: the reference's files with the stated values, and an Allrun."""
    base = reference_files(reference)
    with workspace(base) as root:
        requirements = extract(prompt, solvers=list(applications),
                               patches=list(mesh_patches(root)))
        report = apply_requirements(root, requirements)
        files = read_back(root)
    choice = choose_allrun(files, tutorial_allrun(reference), applications,
                           application(files), readable_roots)
    files[ALLRUN] = choice.text
    notes = [*requirements.describe(), *report.notes(), choice.note]
    return Composition(files, notes, requirements, report)


def reapply(files: Mapping[str, str], requirements: Requirements, only: Collection[str]
            ) -> tuple[dict[str, str], list[str]]:
    """Apply the stated values again, keeping the result for the files in ``only``.

    Other files keep their current text, so a fix made earlier (a halved time step) is not
    undone by re-applying the prompt.
    """
    with workspace(files) as root:
        report = apply_requirements(root, requirements)
        updated = read_back(root)
    changed = {name: updated[name] for name in only
               if name in updated and updated[name] != files.get(name)}
    notes = [edit.note() for edit in report.edits if edit.file in only and edit.changed]
    return changed, notes

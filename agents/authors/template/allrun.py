"""The Allrun of a template-authored case: the tutorial's when it is safe and self-contained,
otherwise a minimal one built from the dictionaries the case has.

Why: many tutorials have no Allrun, or one that drives several sibling cases from a parent
folder (``cloneCase cavity cavityFine``) and cannot run inside a single case. The runner's
gate refuses anything outside its allowlist, so a kept Allrun must pass the same gate first.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.runners import check_case
from foam_agent.foamcase.lazy_pattern import lazy_regex

ALLRUN = "Allrun"
_HEADER = (
    "#!/bin/sh\n"
    'cd "${0%/*}" || exit 1                          # run from the case directory\n'
    ". ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions    # runApplication, restore0Dir, ...\n"
)
#: Steps implied by the dictionaries a case has, in the order tutorials run them.
_STEPS: tuple[tuple[str, str], ...] = (
    ("0.orig/", "restore0Dir"),
    ("system/blockMeshDict", "runApplication blockMesh"),
    ("system/surfaceFeatureExtractDict", "runApplication surfaceFeatureExtract"),
    ("system/snappyHexMeshDict", "runApplication snappyHexMesh -overwrite"),
    ("system/topoSetDict", "runApplication topoSet"),
    ("system/setFieldsDict", "runApplication setFields"),
)
#: Mesh files a case may ship and the converter that reads each (its own suffix).
_CONVERTERS: tuple[tuple[str, str], ...] = (
    (".ans", "ansysToFoam"), (".unv", "ideasUnvToFoam"), (".msh", "gmshToFoam"),
)
_CD = lazy_regex(r"(?:^|[;&|(]\s*)cd\s+([^\s;&|)]+)", re.MULTILINE)
_RUNS_SOLVER = lazy_regex(r"\$\(getApplication\)|\$application\b|\$\{application\}")


@dataclass(frozen=True)
class AllrunChoice:
    """The Allrun text and one line saying why it was chosen."""

    text: str
    note: str


def _conversions(files: Collection[str], tutorial_allrun: str | None) -> list[str]:
    """Converter steps for the mesh files a case ships (``flange.ans``), with the scale the
    tutorial's own Allrun passes for that file ("runAnsysToFoam flange.ans 0.001")."""
    steps: list[str] = []
    for name in sorted(files):
        if "/" in name:
            continue
        converter = next((program for suffix, program in _CONVERTERS
                          if name.endswith(suffix)), None)
        if converter is None:
            continue
        scale = re.search(rf"{re.escape(name)}\s+(?:-scale\s+)?([0-9.eE+-]+)\b",
                          tutorial_allrun or "")
        steps.append(f"runApplication {converter} {name}"
                     + (f" -scale {scale.group(1)}" if scale else ""))
    return steps


#: One ``runApplication`` line without shell operators, variables or a comment.
_RUN_STEP = lazy_regex(r"^\s*runApplication\s+(?P<program>[\w.-]+)"
                       r"(?P<arguments>[^;&|<>`$\n#]*)$", re.MULTILINE)


def _makers(files: Collection[str], tutorial_allrun: str | None) -> list[str]:
    """The tutorial Allrun's steps that make a file the case reads and does not ship
    ("runApplication chemkinToFoam chemkin/chem.inp … constant/reactions constant/thermo":
    chemFoam's gri case reads constant/reactions, which only that step writes).

    Why by the files a step names: a step is kept for what it makes, not for its program's
    name, so a converter no list here knows is kept too, and a step whose outputs the case
    already has (a mesh it ships) is not.
    """
    joined = (tutorial_allrun or "").replace("\\\n", " ")
    folders = {name.rsplit("/", 1)[0] for name in files if "/" in name}
    steps: list[str] = []
    for match in _RUN_STEP.finditer(joined):
        named = [word for word in match.group("arguments").split()
                 if "/" in word and not word.startswith("-")]
        makes = [word for word in named if word not in files and word.rstrip("/") not in folders]
        if named and makes and any(word in files for word in named):
            steps.append(f"runApplication {match.group('program')} "
                         f"{' '.join(match.group('arguments').split())}")
    return steps


def minimal_allrun(files: Collection[str], tutorial_allrun: str | None = None) -> str:
    """An Allrun running the steps the case's dictionaries and mesh files call for, the
    tutorial's steps that make files the case reads, then its solver."""
    steps = [command for marker, command in _STEPS
             if any(name == marker or name.startswith(marker) for name in files)]
    if not any(name.startswith("system/blockMeshDict") for name in files):
        steps = [*_conversions(files, tutorial_allrun), *steps]
    steps += _makers(files, tutorial_allrun)
    body = "\n".join([*steps, "runApplication $(getApplication)"])
    return f"{_HEADER}\n{body}\n"


def _self_contained(text: str, files: Collection[str], solver: str | None) -> str | None:
    """Why the Allrun cannot run inside this case alone, or None when it can."""
    for match in _CD.finditer(text):
        target = match.group(1).strip("\"'")
        if target.startswith("${0%/*}") or target in {".", '"${0%/*}"'}:
            continue
        if not any(name.startswith(target.rstrip("/") + "/") for name in files):
            return f"it changes into '{target}', which this case does not have"
    if not (_RUNS_SOLVER.search(text) or (solver and re.search(rf"\b{re.escape(solver)}\b",
                                                                  text))):
        return "it does not run the solver"
    return None


def choose_allrun(files: Mapping[str, str], tutorial_allrun: str | None,
                  applications: Collection[str], solver: str | None,
                  readable_roots: Mapping[str, str | None] | None = None) -> AllrunChoice:
    """Keep the tutorial's Allrun if the gate allows it and it runs this case alone.

    Args:
        files: The case files (without an Allrun).
        tutorial_allrun: The reference's Allrun, if it has one.
        applications: The installation's programs, for the gate.
        solver: The case's application, which the Allrun must run.
        readable_roots: Installation folders the gate lets an Allrun read.
    """
    minimal = minimal_allrun(files, tutorial_allrun)
    if tutorial_allrun is None:
        return AllrunChoice(minimal, "Allrun: minimal (the reference has none)")
    reason = _self_contained(tutorial_allrun, files, solver)
    if reason is None:
        with workspace({**files, ALLRUN: tutorial_allrun}) as root:
            verdict = check_case(Path(root), frozenset(applications),
                                 readable_roots=readable_roots)
        if verdict.allowed:
            return AllrunChoice(tutorial_allrun, "Allrun: the reference's (passes the gate)")
        reason = f"the gate refuses it: {verdict.describe()}"
    return AllrunChoice(minimal, f"Allrun: minimal, not the reference's because {reason}")

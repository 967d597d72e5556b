"""The short texts that are embedded for each case and each command.

Why: DESIGN.md measured MiniLM on these 2 cores at about 99 short texts/s but 15 whole files/s,
so whole files are kept as payload and only short keys are embedded. Each case gets three keys,
each a different view a prompt may match: what it is (metadata and the solver's one-line
description), what it contains (its directory tree) and what it configures (distinctive
dictionary keywords such as ``kEpsilon`` or ``CrossPowerLaw``). Every key starts with the case's
name and solver so that a match on any view still points at the right case.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from foam_agent.rag_index.corpus import TutorialCase
from foam_agent.rag_index.documents import BOILERPLATE
from foam_agent.rag_index.facets import CaseFacets
from foam_agent.rag_index.geometry import geometry_names
from foam_agent.rag_index.text import normalise, strip_comments

__all__ = ["CASE_FIELDS", "Key", "case_keys", "command_key", "help_description"]

KeyField = Literal["meta", "tree", "keywords", "help"]
#: The views embedded per case, in order.
CASE_FIELDS: tuple[KeyField, ...] = ("meta", "tree", "keywords")
#: Kept well under MiniLM's 256-word-piece window, which silently truncates longer inputs.
MAX_KEY_CHARS = 400
#: How many distinctive identifiers a keywords key lists; more would be truncated anyway.
MAX_KEYWORDS = 40
#: Dictionary folders, in the order their keywords say most about the physics.
_DICT_FOLDERS = ("constant", "0", "0.orig", "system")

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_FOAMFILE = re.compile(r"FoamFile\s*\{[^}]*\}")
_RUN_STEP = re.compile(r"\brun(?:Application|Parallel)\s+(?:-\S+\s+\S+\s+)*?([A-Za-z]\w+)")
_HELP_FOOTER = ("Using:", "Build:", "Arch:")
#: Time folders spelled as numbers would vanish in normalisation.
_FOLDER_NAMES = {"0": "initial fields", "0.orig": "initial fields"}


@dataclass(frozen=True)
class Key:
    """One embedded text and what it points at.

    Attributes:
        kind: ``"case"`` or ``"command"``.
        ref: The case path or the command name.
        field: Which view of it the text is.
        text: The text as embedded (already normalised).
    """

    kind: Literal["case", "command"]
    ref: str
    field: KeyField
    text: str


def help_description(help_text: str) -> str:
    """The one-paragraph description in an OpenFOAM ``-help`` text, or ``""``.

    The description is the first unindented paragraph after the option list, e.g.
    "Transient solver for incompressible, laminar flow of Newtonian fluids." for icoFoam.
    """
    lines = help_text.splitlines()
    start = 0
    for index, line in enumerate(lines):
        if line.startswith(("Usage:", "Options:")) or line.startswith("  -"):
            start = index + 1
    paragraph: list[str] = []
    for line in lines[start:]:
        if not line.strip():
            if paragraph:
                break
            continue
        if line.startswith((" ", "\t", *_HELP_FOOTER)):
            break
        paragraph.append(line.strip())
    return " ".join(paragraph)[:300]


def _keywords(files: Mapping[str, str]) -> list[str]:
    found: dict[str, None] = {}
    for folder in _DICT_FOLDERS:
        for relpath in sorted(p for p in files if p.split("/")[0] == folder):
            if "polyMesh" in relpath:
                continue
            text = _FOAMFILE.sub("", strip_comments(files[relpath]))
            for word in _IDENTIFIER.findall(text):
                if len(word) > 1 and word not in BOILERPLATE:
                    found.setdefault(word)
                    if len(found) >= MAX_KEYWORDS:
                        return list(found)
    return list(found)


def _turbulence(files: Mapping[str, str]) -> str:
    """ "RAS kEpsilon", "LES Smagorinsky" or "laminar", from the turbulence dictionary."""
    for name in ("turbulenceProperties", "momentumTransport"):
        text = files.get(f"constant/{name}")
        if text is None:
            continue
        text = strip_comments(text)
        kind = re.search(r"^\s*simulationType\s+(\w+)\s*;", text, re.MULTILINE)
        if not kind:
            return ""
        model = re.search(
            rf"\b{kind.group(1)}\s*\{{[^}}]*?\b(?:{kind.group(1)}Model|model)\s+(\w+)\s*;", text
        )
        return f"{kind.group(1)} {model.group(1)}" if model else kind.group(1)
    return ""


def _steps(case: TutorialCase, commands: Iterable[str]) -> list[str]:
    """Programs its Allrun runs (runApplication X, or a known command at a line start)."""
    if not case.allrun:
        return [case.solver] if case.solver else []
    known = set(commands)
    steps: dict[str, None] = {}
    for line in case.allrun.splitlines():
        line = line.split("#", 1)[0].strip()
        for match in _RUN_STEP.finditer(line):
            steps.setdefault(match.group(1))
        first = line.split(maxsplit=1)[0] if line else ""
        if first in known:
            steps.setdefault(first)
    steps.pop("getApplication", None)
    if case.solver and case.solver not in steps:
        steps[case.solver] = None
    return list(steps)


def _tree_text(tree: list[str]) -> str:
    """The tree grouped by top folder; ``0``/``0.orig`` named in words (numbers are dropped)."""
    groups: dict[str, list[str]] = {}
    for relpath in tree:
        head, _, rest = relpath.partition("/")
        folder = _FOLDER_NAMES.get(head, head) if rest else "case"
        groups.setdefault(folder, []).append(rest or head)
    return "; ".join(f"{folder}: {' '.join(names)}" for folder, names in groups.items())


def _clip(text: str) -> str:
    return normalise(text)[:MAX_KEY_CHARS]


def case_keys(
    case: TutorialCase, descriptions: Mapping[str, str], facets: CaseFacets | None = None
) -> list[Key]:
    """The keys of one case, one per :data:`CASE_FIELDS` entry.

    Args:
        case: The case.
        descriptions: Command name to its one-line description (from ``-help``); used to say
            what the case's solver does, which is how prompts describe it ("PIMPLE
            algorithm", "compressible", "non-Newtonian").
        facets: Its physics; put into words ("laminar, transient, single-phase") because
            plain requests describe the physics, not the files.
    """
    label = f"{case.name} ({case.solver})"
    where = " ".join(p for p in (case.domain, case.category.replace("/", " ")) if p)
    turbulence = _turbulence(case.files)
    known = geometry_names(case.path)
    meta = (
        f"{case.name} tutorial, {case.solver} solver, {where}. "
        f"{'Known as: ' + ', '.join(known) + '.' if known else ''} "
        f"{'Physics: ' + facets.describe() + '.' if facets else ''} "
        f"{descriptions.get(case.solver, '')} "
        f"{'Turbulence: ' + turbulence + '.' if turbulence else ''} "
        f"Runs {', '.join(_steps(case, descriptions))}."
    )
    tree = f"{label} files: {_tree_text(case.tree)}"
    keywords = f"{label} keywords: {' '.join(_keywords(case.files))}"
    texts = {"meta": meta, "tree": tree, "keywords": keywords}
    return [Key("case", case.path, name, _clip(texts[name])) for name in CASE_FIELDS]


def command_key(name: str, help_text: str) -> Key:
    """The key of one command: its name and the description from its ``-help``."""
    return Key("command", name, "help", _clip(f"{name}: {help_description(help_text)}"))

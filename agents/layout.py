"""Where a solve puts things in its output directory, and how to find its case again.

Why a module of its own: ``show``, ``score`` and the MCP server accept either a case or a
solve's output directory. They must not import the solve (LangGraph, pint) to learn that the
case sits in ``case/`` beside ``foam-agent.json``.
"""

from __future__ import annotations

from pathlib import Path

#: The case's folder inside a solve's output directory.
CASE_DIR_NAME = "case"
#: The run record's file name inside a solve's output directory.
RECORD_NAME = "foam-agent.json"
#: The spec document a solve given one (``solve --spec``) keeps, so a resume reads it again.
SPEC_NAME = "spec.json"


def is_case(directory: Path) -> bool:
    """Whether ``directory`` looks like an OpenFOAM case: it has ``system/controlDict``."""
    return (directory / "system" / "controlDict").is_file()


def case_in(directory: Path) -> Path:
    """The OpenFOAM case ``directory`` names: itself, or the case of a solve's output directory.

    A directory that is neither is returned as given, so the caller's own check names it.
    """
    inner = directory / CASE_DIR_NAME
    if not is_case(directory) and (directory / RECORD_NAME).is_file() and is_case(inner):
        return inner
    return directory


def output_dir_of(case_dir: Path) -> Path | None:
    """The solve's output directory that holds ``case_dir``, or None for a bare case."""
    parent = case_dir.parent
    if case_dir.name == CASE_DIR_NAME and (parent / RECORD_NAME).is_file():
        return parent
    return None

"""A tutorial's mesh dictionary whose ``#codeStream`` only lists points, written as literals.

Why: the runner refuses code in a dictionary, so potentialFoam's cylinder (its vertices written
by a ``#codeStream``) could not be meshed as it ships; a generated layout of default sizes and
other patch names stood in, and the request's values on the tutorial's patches had nowhere to
go. With the points written out (``foamcase.case.code_points``), the tutorial's own geometry and
patches are kept and nothing runs. A block that computes more stays code: the scan refuses it.
"""

from __future__ import annotations

from foam_agent.agents.authors.base import Reference
from foam_agent.foamcase.case.code_points import literal_code_points
from foam_agent.foamcase.case.files import BLOCK_MESH_DICTS


def with_literal_meshes(reference: Reference) -> tuple[Reference, list[str]]:
    """``reference`` with each mesh dictionary's point-listing ``#codeStream`` written as the
    literal list it computes, and one note per dictionary so written."""
    written: dict[str, str] = {}
    for name in BLOCK_MESH_DICTS:
        text = reference.files.get(name)
        if text is None or "#codeStream" not in text:
            continue
        literal = literal_code_points(text)
        if literal is not None:
            written[name] = literal
    if not written:
        return reference, []
    notes = [f"{name}: the tutorial's #codeStream only lists points; written as the literal "
             "points it computes (the runner runs no code a dictionary carries)"
             for name in written]
    return reference.model_copy(update={"files": {**reference.files, **written}}), notes


def computes_mesh(files: dict[str, str]) -> bool:
    """Whether a mesh dictionary of the case still computes its geometry with code the runner
    does not run (a ``#codeStream`` that is more than a table of points): its geometry is then
    unknown here, so no layout of default sizes may silently take its place."""
    return any("#codeStream" in files.get(name, "") for name in BLOCK_MESH_DICTS)

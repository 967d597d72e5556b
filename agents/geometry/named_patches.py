"""The tutorial's patches that its other files name: a generated mesh must have them too.

Why: a generated mesh replaces the tutorial's patches (``lowerInlet``, ``walls``) by its own
(``inlet``, ``top``, ``obstacle`` …) and moves the field files onto them, but a cloud's
injection model (``patchName lowerInlet;``), a function object's ``patches (lowerWall);``
or an MRF zone's non-rotating patches still name the old ones. OpenFOAM then stops with
"patch not found" after the mesh is made. Such a case is refused before it runs, with the
file and the patch in the reason, instead of failing in the solver.

Which files: the dictionaries under ``constant/`` and ``system/`` that stay in the case.
Field files (their ``boundaryField`` is moved onto the new patches), surfaces and the files the
generated mesh writes or deletes are left out; comments are dropped, so a patch named only in a
remark does not count.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.geometry.layout import LayoutError
from foam_agent.foamcase.case.files import mesh_patches

#: Folders whose files are read for patch names.
_DICTIONARY_FOLDERS = ("constant/", "system/")
#: Folders of surfaces and meshes, not dictionaries: a solid's name in an STL is no patch.
_NOT_DICTIONARIES = re.compile(r"^constant/(?:triSurface|geometry|polyMesh)/")
_COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_FIELD = re.compile(r"^\s*boundaryField\b", re.MULTILINE)
#: The files mesh_patches reads to list the tutorial's patches (large polyMesh lists left out).
_PATCH_SOURCES = re.compile(r"^(?:0[^/]*/|system/|constant/polyMesh/boundary$)")


@dataclass(frozen=True)
class NamedPatch:
    """A tutorial patch a file of the case still names and the generated mesh lacks."""

    patch: str
    file: str


class PatchesNamedElsewhere(LayoutError):
    """The generated mesh lacks patches that files staying in the case name."""

    def __init__(self, named: tuple[NamedPatch, ...], generated: Collection[str]) -> None:
        self.named = named
        listed = ", ".join(f"'{item.patch}' ({item.file})" for item in named)
        super().__init__(
            f"the generated mesh (patches {', '.join(sorted(generated))}) lacks the "
            f"tutorial's patches {listed}, which the case's other files name; OpenFOAM "
            "would stop on a patch not found, so the tutorial's mesh is kept")


def refuse_lost_patches(files: Mapping[str, str], replaced: Collection[str],
                        generated: Collection[str]) -> None:
    """Raise :class:`PatchesNamedElsewhere` when :func:`patches_named_elsewhere` finds any."""
    named = patches_named_elsewhere(files, replaced, generated)
    if named:
        raise PatchesNamedElsewhere(named, generated)


def tutorial_patches(files: Mapping[str, str]) -> tuple[str, ...]:
    """The composed case's patch names before its mesh is replaced (its mesh, blockMeshDict
    or field files: :func:`~foam_agent.foamcase.case.files.mesh_patches`)."""
    with tempfile.TemporaryDirectory(prefix="foam-agent-patches-") as tmp:
        for name, text in files.items():
            if _PATCH_SOURCES.match(name):
                path = Path(tmp) / name
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
        return tuple(mesh_patches(Path(tmp)))


def _reads_patches(name: str, text: str) -> bool:
    return (name.startswith(_DICTIONARY_FOLDERS) and not _NOT_DICTIONARIES.match(name)
            and not _FIELD.search(text))


def patches_named_elsewhere(files: Mapping[str, str], replaced: Collection[str],
                            generated: Collection[str]) -> tuple[NamedPatch, ...]:
    """The tutorial's patches that a file staying in the case names and ``generated`` (the new
    mesh's patch names) lacks, each with the first file naming it.

    Args:
        files: The composed case, its tutorial mesh still in place.
        replaced: The files the generated mesh writes or deletes.
        generated: The generated mesh's patch names.
    """
    missing = [name for name in tutorial_patches(files) if name not in generated]
    if not missing:
        return ()
    found: dict[str, str] = {}
    for name in sorted(files):
        text = files[name]
        if name in replaced or not _reads_patches(name, text):
            continue
        bare = _COMMENTS.sub("", text)
        for patch in missing:
            if patch not in found and re.search(
                    rf"(?<![\w.$]){re.escape(patch)}(?![\w.])", bare):
                found[patch] = name
    return tuple(NamedPatch(patch, file) for patch, file in found.items())

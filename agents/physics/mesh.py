"""The mesh's boundary faces as the checks need them: each face's area vector and owner cell.

Why: a density-based solver (rhoCentralFoam) keeps its face fluxes to itself and writes no
``phi``, so the flux through a patch is computed here instead, as rho U . Sf from the patch
values of the last time; a patch whose condition writes no value (zeroGradient) takes its owner
cells' values, which is what that condition sets. Only points, faces and owner are read
(through :mod:`foam_agent.agents.physics.reading`): no cell geometry is needed for a flux.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from foam_agent.agents.physics.reading import MeshPatch, Values, read_parsed

Labels = np.ndarray[Any, np.dtype[np.int64]]


@dataclass(frozen=True)
class PatchFaces:
    """One patch's faces: their area vectors (pointing out of the domain) and owner cells."""

    areas: Values
    owners: Labels


def _listed(parsed: object) -> object:
    """The list a polyMesh file holds (foamlib gives it bare, or under the key None)."""
    return parsed.get(None) if isinstance(parsed, Mapping) else parsed


def _area_vectors(points: Values, faces: list[Labels]) -> Values:
    """Each polygon's area vector: half the sum of its edges' cross products about its
    vertex mean, the same vector OpenFOAM's triangle decomposition gives a planar face."""
    areas = np.zeros((len(faces), 3))
    by_size: dict[int, list[int]] = {}
    for index, face in enumerate(faces):
        by_size.setdefault(len(face), []).append(index)
    for indices in by_size.values():
        corners = points[np.stack([faces[index] for index in indices])]
        relative = corners - corners.mean(axis=1, keepdims=True)
        following = np.roll(relative, -1, axis=1)
        areas[indices] = 0.5 * np.cross(relative, following).sum(axis=1)
    return areas


def boundary_faces(root: Path, patches: list[MeshPatch]) -> dict[str, PatchFaces] | None:
    """The faces of every patch of ``patches``; None when the mesh cannot be read (missing,
    binary in a form foamlib does not give as lists, or inconsistent with its boundary)."""
    points = _listed(read_parsed(root, "constant/polyMesh/points"))
    faces = _listed(read_parsed(root, "constant/polyMesh/faces"))
    owner = _listed(read_parsed(root, "constant/polyMesh/owner"))
    if not isinstance(points, np.ndarray) or points.size % 3 or not isinstance(owner, np.ndarray):
        return None
    if isinstance(faces, np.ndarray) and faces.ndim == 2:
        faces = list(faces)
    if not isinstance(faces, list) or not all(isinstance(face, np.ndarray) and face.size >= 3
                                              for face in faces):
        return None
    coordinates = np.asarray(points, dtype=float).reshape(-1, 3)
    owners = np.asarray(owner, dtype=np.int64).reshape(-1)
    found = {}
    for patch in patches:
        end = patch.start + patch.faces
        if end > len(faces) or end > owners.size:
            return None
        selected = [np.asarray(face, dtype=np.int64) for face in faces[patch.start:end]]
        if any(face.max() >= len(coordinates) or face.min() < 0 for face in selected):
            return None
        found[patch.name] = PatchFaces(_area_vectors(coordinates, selected),
                                       owners[patch.start:end])
    return found

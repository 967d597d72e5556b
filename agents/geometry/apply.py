"""Put a generated mesh into a case composed from a physics tutorial.

Why after the composition: the tutorial nearest in *physics* (solver, schemes, turbulence
model, the values the author applied) rarely has the asked shape. This step replaces only the
geometry: the mesh input (``system/blockMeshDict``, or a gmsh ``.msh`` converted by
``gmshToFoam``), the tutorial's own mesh files, the ``0/`` boundary conditions (moved onto the
new patch names by role) and the Allrun's meshing steps, followed by ``checkMesh`` so a bad mesh
is reported as such before the solver runs.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from foam_agent.agents.geometry.blockmesh import (
    PATCH_BOTTOM,
    PATCH_CAVITY_WALLS,
    PATCH_FRONT_BACK,
    PATCH_INLET,
    PATCH_LID,
    PATCH_OBSTACLE,
    PATCH_OUTLET,
    PATCH_PLATE,
    PATCH_TOP,
    block_mesh,
)
from foam_agent.agents.geometry.fields import Role, remap_fields
from foam_agent.agents.geometry.inflow import along_x
from foam_agent.agents.geometry.layout import PLAIN_KINDS, Layout, layout
from foam_agent.agents.geometry.named_patches import refuse_lost_patches
from foam_agent.agents.geometry.wall_layer import Flow, flow_of
from foam_agent.agents.spec.geometry import Geometry
from foam_agent.foamcase.lazy_pattern import lazy_regex

if TYPE_CHECKING:
    from foam_agent.agents.geometry.airfoil import Airfoil
    from foam_agent.agents.geometry.audit import MeshShape
    from foam_agent.agents.geometry.gmsh_mesh import GmshMesh

ALLRUN = "Allrun"
GMSH_FILE = "mesh.msh"
BLOCK_MESH_DICT = "system/blockMeshDict"
CHANGE_DICT = "system/changeDictionaryDict"
#: Tutorial files that build, change or move the tutorial's own mesh; the generated mesh
#: replaces them, so they go (a left-over snappyHexMeshDict or createBafflesDict would mislead
#: a reviewer, a dynamicMeshDict moves cell zones the new mesh does not have, and polyMesh
#: files would be overwritten anyway).
TUTORIAL_MESH_FILES = lazy_regex(
    r"^(?:constant/polyMesh/|constant/dynamicMeshDict$|system/(?:(?:PDR)?blockMeshDict.*|snappyHexMeshDict|"
    r"surfaceFeatureExtractDict|createBafflesDict|extrudeMeshDict|mirrorMeshDict|"
    r"topoSetDict|createPatchDict|refineMeshDict|setFieldsDict)$|.*\.m4$)")
ZONED_OPTIONS = lazy_regex(r"^(?:constant|system)/fvOptions$")
ZONE_SELECTION = lazy_regex(r"\bselectionMode\s+(?:cellZone|cellSet|points)\b")
_ROLES: dict[str, Role] = {PATCH_INLET: "inlet", PATCH_OUTLET: "outlet", PATCH_TOP: "wall",
                           PATCH_BOTTOM: "wall", PATCH_OBSTACLE: "wall",
                           PATCH_FRONT_BACK: "empty", PATCH_LID: "lid",
                           PATCH_CAVITY_WALLS: "wall", PATCH_PLATE: "wall"}
#: A flat plate's sides: the floor ahead of it slips, the top is open (the flow the layer
#: displaces leaves through it at the outlet's fixed pressure).
_PLATE_ROLES: dict[str, Role] = {PATCH_BOTTOM: "slip", PATCH_TOP: "outlet"}
#: The audit rows that say whether a tutorial's mesh already has the stated step or cavity.
SHAPE_ROWS = lazy_regex(r"^(?:domain [xyz] range|step height|plate length|2D\b)")
ALLRUN_HEADER = (
    "#!/bin/sh\n"
    'cd "${0%/*}" || exit 1                          # run from the case directory\n'
    ". ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions    # runApplication, ...\n"
)
#: Bodies the block topology wraps in an O-grid, whose ring can resolve the boundary layer.
ROUND_SHAPES = frozenset({"circle", "diamond"})
#: Bodies the block topology cannot hold; they are meshed with gmsh.
GMSH_SHAPES = frozenset({"ellipse"})
#: The velocity files whose inflow a generated airfoil mesh turns onto +x.
VELOCITY_FILES = ("0/U", "0.orig/U")


@dataclass(frozen=True)
class GeometryApplied:
    """What the geometry changes in a case.

    Attributes:
        files: New or changed files (mesh input, fields, Allrun).
        deletions: The tutorial's mesh files that no longer apply.
        notes: One line per decision: defaults taken, the mesher, each patch mapping.
        layout: Every size and position decided, for the audit.
        patches: The generated mesh's patch names and types.
        mesher: ``blockMesh``, ``gmsh``, or ``tutorial`` when the tutorial's mesh already
            has the stated step or cavity (nothing is changed).
    """

    files: dict[str, str]
    deletions: tuple[str, ...]
    notes: tuple[str, ...]
    layout: Layout
    patches: dict[str, str]
    mesher: str


def tutorial_mesh_files(files: Mapping[str, str], changed: Mapping[str, str]
                        ) -> tuple[str, ...]:
    """The tutorial's files that belong to its own mesh: the mesh and its dictionaries, and
    ``fvOptions`` that select the tutorial's cell zones or sets (a porous zone, a heat source),
    which a generated mesh does not have."""
    return tuple(sorted(name for name in files if name not in changed and (
        TUTORIAL_MESH_FILES.match(name)
        or (ZONED_OPTIONS.match(name) and ZONE_SELECTION.search(files[name])))))


def needs_generated_mesh(geometry: Geometry | None) -> bool:
    """Whether the request's geometry may need a generated mesh: it places bodies in a
    channel (no tutorial here has them), or states the sizes of a step, a cavity or a plain
    channel (which ``apply_geometry`` generates only when the followed tutorial's mesh lacks
    them; the author generates a plain channel only on its plain physics base, and edits the
    extents of a channel tutorial's own mesh).
    """
    if geometry is None:
        return False
    if geometry.obstacles or (geometry.kind == "airfoil" and geometry.naca is not None):
        return True
    stated = geometry.step_height is not None or geometry.plate_length is not None or any(
        geometry.size(axis) is not None for axis in range(3))
    return geometry.kind in PLAIN_KINDS and stated


def unsized_bodies(geometry: Geometry) -> bool:
    """Whether the request places bodies in a channel and states nothing of their size or
    place, nor of the channel's: a generated layout would then be made of defaults alone."""
    return (geometry.kind == "obstacles_in_channel" and bool(geometry.obstacles)
            and all(body.width is None and body.height is None and body.centre is None
                    for body in geometry.obstacles)
            and all(geometry.size(axis) is None for axis in range(3))
            and geometry.blockage is None)


def _tutorial_shape(files: Mapping[str, str]) -> MeshShape | None:
    """The composed case's own blockMeshDict as a mesh shape, or None when it has none or it
    cannot be read."""
    from foam_agent.agents.geometry.audit import read_mesh_shape

    text = files.get(BLOCK_MESH_DICT)
    if text is None:
        return None
    with tempfile.TemporaryDirectory(prefix="foam-agent-bodies-") as tmp:
        path = Path(tmp) / BLOCK_MESH_DICT
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        return read_mesh_shape(Path(tmp))


def tutorial_bodies(files: Mapping[str, str]) -> int:
    """How many bodies (wall pieces wholly inside the domain) the composed case's own
    blockMeshDict holds; 0 when it has none or none can be read.

    Why: a tutorial that already has the body a request names without sizes (offsetCylinder's
    cylinder) is a better geometry than a layout of default sizes; replacing it moved an
    off-centre cylinder to the default centre and called the result solved."""
    from foam_agent.agents.geometry.audit import bodies_inside

    shape = _tutorial_shape(files)
    return 0 if shape is None else len(bodies_inside(shape))


def tutorial_holds_bodies(files: Mapping[str, str], geometry: Geometry) -> bool:
    """Whether the composed case's own blockMeshDict already holds every body ``geometry``
    names: as many bodies wholly inside the domain, or, for each, a patch bending into the
    domain with its outline (the audit's test of an unsized body, :func:`outline_of`).

    Why the outline too: potentialFoam's cylinder is half a cylinder on the symmetry plane
    the domain stands on, so it touches the domain's box and counts as no body inside; a
    layout of default sizes then replaced the tutorial's mesh and its patches."""
    from foam_agent.agents.geometry.audit import bodies_inside, outline_of

    shape = _tutorial_shape(files)
    if shape is None:
        return False
    return len(bodies_inside(shape)) >= len(geometry.obstacles) or all(
        outline_of(shape, body.shape) is not None for body in geometry.obstacles)


def tutorial_has(files: Mapping[str, str], geometry: Geometry) -> bool:
    """Whether the composed case's blockMeshDict already has the stated extents and step
    height, in metres or in its own vertex units (a prompt may give sizes before
    ``convertToMeters``, as the tutorial's own dictionary does)."""
    from foam_agent.agents.geometry.audit import geometry_audit

    text = files.get(BLOCK_MESH_DICT)
    if text is None:
        return False
    unscaled = re.sub(r"^\s*(?:scale|convertToMeters)\s+[^;]*;", "", text, flags=re.MULTILINE)
    with tempfile.TemporaryDirectory(prefix="foam-agent-shape-") as tmp:
        for candidate in (text, unscaled):
            path = Path(tmp) / BLOCK_MESH_DICT
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(candidate)
            rows = [row for row in geometry_audit(geometry, Path(tmp))
                    if SHAPE_ROWS.match(row.requirement)]
            if rows and all(row.met for row in rows):
                return True
    return False


def allrun(mesher: str) -> str:
    """The Allrun: make the mesh, check it, run the solver."""
    if mesher == "gmsh":
        steps = [f"runApplication gmshToFoam {GMSH_FILE}", "runApplication changeDictionary"]
    else:
        steps = ["runApplication blockMesh"]
    body = "\n".join([*steps, "runApplication checkMesh", "runApplication $(getApplication)"])
    return f"{ALLRUN_HEADER}\n{body}\n"


def change_dictionary(patches: Mapping[str, str]) -> str:
    """Patch types for gmshToFoam's mesh, which calls every patch ``patch``."""
    entries = "\n".join(f"    {name}\n    {{\n        type {kind};\n"
                        f"        inGroups List<word> 1({kind});\n    }}"
                        for name, kind in patches.items() if kind != "patch")
    return ("FoamFile\n{\n    version     2.0;\n    format      ascii;\n"
            "    class       dictionary;\n    object      changeDictionaryDict;\n}\n\n"
            f"boundary\n{{\n{entries}\n}}\n")


def with_flow(decided: Layout, flow: Flow | None) -> Layout:
    """``decided`` with its round bodies sized for ``flow`` (their rings then resolve the
    boundary layer); ``decided`` itself when there is no flow or no round body."""
    if flow is None or not any(body.shape in ROUND_SHAPES for body in decided.bodies):
        return decided
    return replace(decided, bodies=tuple(replace(body, flow=flow) if body.shape in ROUND_SHAPES
                                         else body for body in decided.bodies))


def lateral_types(decided: Layout) -> dict[str, str]:
    """The top and bottom patches' type: ``wall``, or ``patch`` for slip sides."""
    kind = "patch" if decided.lateral == "slip" else "wall"
    return {PATCH_TOP: kind, PATCH_BOTTOM: kind}


def apply_geometry(files: Mapping[str, str], geometry: Geometry, *, dialect: str,
                   keep_tutorial_mesh: bool = True) -> GeometryApplied:
    """Replace the composed case's geometry by the one ``geometry`` describes.

    Args:
        files: The composed case (tutorial files with the stated values applied).
        geometry: The request's geometry.
        dialect: The installation's dialect (``esi-1912``, ``foundation-10``); both read
            ``blockMeshDict`` from ``system`` and both have ``gmshToFoam``.
        keep_tutorial_mesh: Whether a tutorial mesh with the stated extents may stay. False
            when its shape is not the request's: the extents stretch a backward-facing step
            as readily as a channel, and a plain channel on pitzDaily kept its step, 2 m tall
            and 0.3 m long, and diverged until the run's time limit.

    Raises:
        LayoutError: The bodies do not fit the domain or overlap, or the generated mesh lacks
            patches the case's other files name (``PatchesNamedElsewhere``).
    """
    if _is_airfoil(geometry):
        return _apply_airfoil(files, geometry, dialect)
    decided = layout(geometry)
    if keep_tutorial_mesh and not geometry.obstacles and tutorial_has(files, geometry):
        return GeometryApplied(files={}, deletions=(), layout=decided, patches={},
                               mesher="tutorial", notes=(
                                   f"geometry: kept the tutorial's mesh, which has the stated "
                                   f"{geometry.describe()}",))
    notes = [f"geometry ({dialect}): {geometry.describe()}", *decided.notes]
    changed: dict[str, str] = {}
    made = generated_gmsh(geometry)
    if made is not None:
        changed[GMSH_FILE] = made.text
        changed[CHANGE_DICT] = change_dictionary(made.patches)
        patches, mesher, mesh_notes = made.patches, "gmsh", made.notes
    else:
        block = block_mesh(decided, lateral_types(decided))
        changed[BLOCK_MESH_DICT] = block.text
        patches, mesher, mesh_notes = block.patches, "blockMesh", block.notes
    roles = dict(_ROLES)
    if decided.plate is not None:
        roles.update(_PLATE_ROLES)
    elif decided.lateral == "slip":
        roles[PATCH_TOP] = roles[PATCH_BOTTOM] = "slip"
    remapped = remap_fields(files, {name: roles[name] for name in patches})
    flowing = with_flow(decided, flow_of({**files, **remapped.files}, PATCH_INLET))
    if mesher == "blockMesh" and flowing is not decided:
        # The fields on the new patches give the inlet speed: with the viscosity, the
        # Reynolds number a round body's ring is sized for (the patches stay the same).
        decided = flowing
        block = block_mesh(decided, lateral_types(decided))
        changed[BLOCK_MESH_DICT], mesh_notes = block.text, block.notes
    notes.extend(mesh_notes)
    changed.update(remapped.files)
    notes.extend(remapped.notes)
    changed[ALLRUN] = allrun(mesher)
    notes.append(f"Allrun: {mesher}, checkMesh, then the solver")
    if geometry.forces or _sheds(decided, files):
        forces, note = _force_coeffs({**files, **changed}, decided)
        changed.update(forces)
        notes.append(note)
    deletions = tutorial_mesh_files(files, changed)
    refuse_lost_patches(files, {*changed, *deletions}, patches)
    if deletions:
        notes.append("removed the tutorial's mesh files: " + ", ".join(deletions))
    return GeometryApplied(files=changed, deletions=deletions, notes=tuple(notes),
                           layout=decided, patches=patches, mesher=mesher)


def _is_airfoil(geometry: Geometry) -> bool:
    return geometry.kind == "airfoil" and geometry.naca is not None and not geometry.obstacles


def _section(geometry: Geometry) -> Airfoil:
    """The NACA section the request states, with the documented defaults."""
    from foam_agent.agents.geometry.airfoil import DEFAULT_CHORD_M, Airfoil

    assert geometry.naca is not None
    return Airfoil(geometry.naca, geometry.chord or DEFAULT_CHORD_M,
                   geometry.angle_of_attack or 0.0)


def generated_gmsh(geometry: Geometry, resolution: float | None = None) -> GmshMesh | None:
    """The gmsh mesh :func:`apply_geometry` writes for ``geometry`` (a NACA section's O-domain,
    or a channel with a body the block topology cannot hold), fitted to the cell bound; with
    ``resolution``, the same mesh made at exactly that size factor (a mesh study's finer
    copies, :class:`~foam_agent.agents.geometry.gmsh_mesh.GmshMesh`). None when the geometry
    gets no gmsh mesh.

    Raises:
        LayoutError: The bodies do not fit the domain or overlap.
    """
    factor, fit = (1.0, True) if resolution is None else (resolution, False)
    if _is_airfoil(geometry):
        from foam_agent.agents.geometry.airfoil import airfoil_mesh
        from foam_agent.agents.geometry.layout import DEFAULT_MAX_CELLS

        return airfoil_mesh(_section(geometry),
                            max_cells=geometry.max_cells or DEFAULT_MAX_CELLS,
                            two_d=geometry.two_d is not False, resolution=factor, fit=fit)
    decided = layout(geometry)
    if not any(body.shape in GMSH_SHAPES for body in decided.bodies):
        return None
    from foam_agent.agents.geometry.gmsh_mesh import gmsh_mesh

    return gmsh_mesh(decided, lateral_types(decided), factor, fit=fit)


def _apply_airfoil(files: Mapping[str, str], geometry: Geometry, dialect: str
                   ) -> GeometryApplied:
    """A NACA section in an O-domain (gmsh), its patches ``inlet``, ``outlet``, ``airfoil``."""
    from foam_agent.agents.geometry.airfoil import DEFAULT_CHORD_M, FAR_FIELD_CHORDS, PATCH_AIRFOIL
    from foam_agent.agents.geometry.layout import DEFAULT_MAX_CELLS

    notes = [f"geometry ({dialect}): {geometry.describe()}"]
    if geometry.chord is None:
        notes.append(f"chord not stated: {DEFAULT_CHORD_M:g} m (documented default)")
    if geometry.angle_of_attack is None:
        notes.append("angle of attack not stated: 0°")
    section = _section(geometry)
    two_d = geometry.two_d is not False
    made = generated_gmsh(geometry)
    assert made is not None  # an airfoil's geometry always gets its O-domain
    notes.extend(made.notes)
    remapped = remap_fields(files, {PATCH_INLET: "inlet", PATCH_OUTLET: "outlet",
                                    PATCH_AIRFOIL: "wall", PATCH_FRONT_BACK: "empty"})
    notes.extend(remapped.notes)
    changed = {GMSH_FILE: made.text, CHANGE_DICT: change_dictionary(made.patches),
               **remapped.files, ALLRUN: allrun("gmsh")}
    for name in VELOCITY_FILES:
        text = changed.get(name, files.get(name))
        if text is None:
            continue
        aligned, turned = along_x(text)
        if turned is not None:
            changed[name] = aligned
            notes.append(f"{name}: the tutorial's inflow at {turned:.4g}° turned onto +x, "
                         f"magnitudes kept: the airfoil carries the angle of attack "
                         f"({section.angle_of_attack:g}°)")
    notes.append("Allrun: gmsh, checkMesh, then the solver")
    deletions = tutorial_mesh_files(files, changed)
    refuse_lost_patches(files, {*changed, *deletions}, made.patches)
    if deletions:
        notes.append("removed the tutorial's mesh files: " + ", ".join(deletions))
    radius = FAR_FIELD_CHORDS * section.chord
    centre = 0.5 * section.chord
    domain = Layout(x0=centre - radius, x1=centre + radius, y0=-radius, y1=radius,
                    z0=0.0, z1=section.chord, bodies=(), two_d=two_d,
                    max_cells=geometry.max_cells or DEFAULT_MAX_CELLS,
                    bounded=geometry.max_cells is not None, kind="airfoil")
    return GeometryApplied(files=changed, deletions=deletions, notes=tuple(notes),
                           layout=domain, patches=made.patches, mesher="gmsh")


#: Convective times (D/U) of flow a transient run past a body gets when the request states no
#: end time: the shedding grows from a symmetric start and settles in about 100 at Re = 100,
#: and the Strouhal number is read on the periods after that.
SHEDDING_FLOW_TIMES = 150.0
_STEADY = lazy_regex(r"ddtSchemes\s*\{[^}]*default\s+steadyState", re.DOTALL)


def _transient(files: Mapping[str, str]) -> bool:
    return not _STEADY.search(files.get("system/fvSchemes", ""))


def _sheds(decided: Layout, files: Mapping[str, str]) -> bool:
    """Whether the flow is the canonical shedding flow, one circular cylinder in a transient
    run: its record reports the Strouhal number even when the request does not ask for it."""
    return (len(decided.bodies) == 1 and decided.bodies[0].shape == "circle"
            and _transient(files))


def _force_coeffs(files: Mapping[str, str], decided: Layout) -> tuple[dict[str, str], str]:
    """A ``forceCoeffs`` function object on the body, for a request that asks for its forces or
    shedding, or for the flow past one cylinder: the run record then reports the Strouhal
    number (``foam_agent.agents.record``). Its scales are the body's cross-stream size and the inlet
    speed. A transient run is given :data:`SHEDDING_FLOW_TIMES` D/U of flow at Co < 1; the
    author applies a stated end time or Courant number over these afterwards."""
    from foam_agent.agents.geometry.strouhal import inlet_speed, with_force_coeffs

    if len(decided.bodies) != 1:
        return {}, "forceCoeffs: not added (one body is needed for its coefficients)"
    speed = inlet_speed(files.get("0/U", ""), PATCH_INLET)
    if speed is None or "system/controlDict" not in files:
        return {}, "forceCoeffs: not added (no fixed inlet speed to scale the coefficients)"
    body = decided.bodies[0]
    depth = decided.z1 - decided.z0
    end_time = SHEDDING_FLOW_TIMES * body.height / speed if _transient(files) else None
    added = with_force_coeffs(files, patch=PATCH_OBSTACLE, speed=speed, diameter=body.height,
                              depth=depth, centre=(body.cx, body.cy, decided.z0 + depth / 2),
                              end_time=end_time)
    flow = (f"; endTime {end_time:g} s = {SHEDDING_FLOW_TIMES:g} D/U of flow at Co < 1, so the "
            "shedding settles (a stated end time replaces it)") if end_time else ""
    return added, (f"forceCoeffs on '{PATCH_OBSTACLE}': lRef {body.height:g} m, magUInf "
                   f"{speed:g} m/s, Aref {body.height * depth:g} m2 (Strouhal number in the run "
                   f"record){flow}")

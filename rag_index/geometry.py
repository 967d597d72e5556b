"""What engineers call the classic tutorials' geometries, keyed by the tutorials' own names.

Why: a tutorial's name is a label (``pitzDaily``, ``damBreak``, ``DTCHull``) while a request
describes the geometry ("backward-facing step", "a column of water collapses", "ship hull"). The
files do not say it either: a blockMeshDict lists vertices, not "step". These are the names the
literature and the tutorials' own headers give these set-ups (Pitz & Daily's backward-facing
step, Martin & Moyce's collapsing water column, the Sandia piloted jet flame D...). They are
keyed by a path component, so a tutorial moved to another folder in another version keeps
them, and a component absent from an installation simply matches nothing.

Only names that no file of the tutorial carries are listed. Whatever its own words say (its
path, patch and surface names, dictionaries, comments: "dam break", "hull", "obstacle",
"wedge", "flat plate") is found by BM25 over those words (:mod:`foam_agent.rag_index.documents`) and
by the name match of :mod:`foam_agent.rag_index.lexical`; a test checks that no phrase here is
already among its tutorial's own words.

Used twice: the phrases join the case's embedded description (:mod:`foam_agent.rag_index.keys`), and
a phrase present in a request is lexical evidence (:mod:`foam_agent.rag_index.lexical`).
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["GEOMETRY_NAMES", "geometry_names"]

#: Path component (lower-case) → phrases naming its geometry or set-up.
GEOMETRY_NAMES: Mapping[str, tuple[str, ...]] = {
    "cavity": ("lid driven cavity", "driven cavity", "moving lid", "shear driven cavity"),
    "pitzdaily": ("backward facing step", "rearward facing step", "backstep", "sudden expansion"),
    "backwardfacingstep2d": ("rearward facing step",),
    "forwardstep": ("forward facing step", "step in a channel"),
    "obliqueshock": ("shock reflection", "reflected shock"),
    "wedge15ma5": ("compression ramp",),
    "shocktube": ("sod", "riemann problem", "diaphragm"),
    "dambreak": ("water column", "column of water", "collapsing water column"),
    "dambreakwithobstacle": ("water column", "column of water"),
    "capillaryrise": ("capillarity", "meniscus"),
    "weiroverflow": ("spillway",),
    "dtchull": ("towing tank",),
    "nozzleflow2d": ("injector", "atomisation", "atomization", "jet breakup"),
    "bubblecolumn": ("sparged", "bubbly flow"),
    "fluidisedbed": ("fluidized bed",),
    "benardcells": ("rayleigh benard", "heated from below"),
    "buoyantcavity": ("differentially heated cavity",),
    "counterflowflame2d": ("counterflow flame", "counterflow diffusion flame", "opposed jets"),
    "sandiad_lts": ("piloted jet flame",),
    "smallpoolfire2d": ("fire plume",),
    "smallpoolfire3d": ("fire plume",),
    "offsetcylinder": ("off centre cylinder", "off center cylinder"),
    "squarebend": ("90 degree bend", "square duct bend"),
    "airfoil2d": ("airfoil", "aerofoil", "wing section"),
    "aerofoilnaca0012": ("airfoil",),
    "nacaairfoil": ("aerofoil",),
    "motorbike": ("motorbike", "motorcycle"),
    "turbinesiting": ("actuator disk",),
    "tjunction": ("tee junction", "pipe tee"),
    "elbow": ("mixing elbow",),
    "planarpoiseuille": ("poiseuille", "plane poiseuille"),
    "pipecyclic": ("periodic pipe",),
    "angledduct": ("porous duct",),
    "mixervessel2d": ("mixing vessel", "stirred tank"),
    "boxturb16": ("homogeneous turbulence",),
    "turbulentflatplate": ("zero pressure gradient boundary layer",),
    "t3a": ("flat plate transition", "bypass transition"),
    "windaroundbuildings": ("urban wind",),
    "helmholtzresonance": ("helmholtz resonator",),
    "platehole": ("kirsch",),
    "dahl": ("settling tank", "clarifier", "sedimentation"),
    "channel395": ("plane channel", "re tau"),
    # Solvers' folders: what a request calls the equations they solve.
    "scalartransportfoam": ("tracer", "advection diffusion"),
    "laplacianfoam": ("heat conduction", "conduction"),
    "potentialfoam": ("irrotational", "ideal flow"),
    "shallowwaterfoam": ("depth averaged",),
    "soliddisplacementfoam": ("solid mechanics",),
    "nonnewtonianicofoam": ("shear thinning",),
    "twophaseeulerfoam": ("eulerian eulerian",),
}


def geometry_names(path: str) -> tuple[str, ...]:
    """The geometry phrases of a tutorial, from every component of its path."""
    found: dict[str, None] = {}
    for part in path.lower().split("/"):
        for phrase in GEOMETRY_NAMES.get(part, ()):
            found.setdefault(phrase)
    return tuple(found)

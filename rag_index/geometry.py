"""What engineers call the classic tutorials' geometries, keyed by the tutorials' own names.

Why: a tutorial's name is a label (``pitzDaily``, ``damBreak``, ``DTCHull``) while a request
describes the geometry ("backward-facing step", "a column of water collapses", "ship hull"). The
files do not say it either: a blockMeshDict lists vertices, not "step". These are the names the
literature and the tutorials' own headers give these set-ups (Pitz & Daily's backward-facing
step, Martin & Moyce's collapsing water column, the Sandia piloted jet flame D...). They are
keyed by a path component, so a tutorial moved to another folder in another version keeps
them, and a component absent from an installation simply matches nothing.

Used twice: the phrases join the case's embedded description (:mod:`rag_index.keys`), and a
phrase present in a request is lexical evidence (:mod:`rag_index.lexical`).
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["GEOMETRY_NAMES", "geometry_names"]

#: Path component (lower-case) → phrases naming its geometry or set-up.
GEOMETRY_NAMES: Mapping[str, tuple[str, ...]] = {
    "cavity": ("lid driven cavity", "driven cavity", "moving lid", "shear driven cavity"),
    "pitzdaily": ("backward facing step", "rearward facing step", "backstep",
                  "sudden expansion"),
    "backwardfacingstep2d": ("backward facing step", "rearward facing step", "backstep"),
    "forwardstep": ("forward facing step", "step in a channel"),
    "obliqueshock": ("oblique shock", "shock reflection", "reflected shock"),
    "wedge15ma5": ("wedge", "compression ramp"),
    "shocktube": ("shock tube", "sod", "riemann problem", "diaphragm"),
    "dambreak": ("dam break", "water column", "column of water", "collapsing water column"),
    "dambreakwithobstacle": ("dam break", "water column", "column of water"),
    "sloshingtank2d": ("sloshing", "sloshing tank"),
    "sloshingtank3d": ("sloshing", "sloshing tank"),
    "capillaryrise": ("capillary rise", "capillarity", "meniscus"),
    "weiroverflow": ("weir", "spillway"),
    "dtchull": ("ship hull", "hull", "towing tank"),
    "nozzleflow2d": ("injector", "atomisation", "atomization", "jet breakup"),
    "bubblecolumn": ("bubble column", "sparged", "bubbly flow"),
    "fluidisedbed": ("fluidised bed", "fluidized bed"),
    "benardcells": ("rayleigh benard", "benard", "heated from below"),
    "buoyantcavity": ("differentially heated cavity", "heated cavity", "tall cavity"),
    "hotroom": ("hot room", "heated room", "room"),
    "multiregionheater": ("conjugate heat transfer", "heater"),
    "heatexchanger": ("heat exchanger",),
    "counterflowflame2d": ("counterflow flame", "counterflow diffusion flame", "opposed jets"),
    "sandiad_lts": ("sandia flame", "piloted jet flame", "sandia d"),
    "smallpoolfire2d": ("pool fire", "fire plume"),
    "smallpoolfire3d": ("pool fire", "fire plume"),
    "offsetcylinder": ("offset cylinder", "off centre cylinder", "off center cylinder"),
    "squarebump": ("bump", "shallow water"),
    "squarebend": ("square bend", "90 degree bend", "square duct bend"),
    "airfoil2d": ("airfoil", "aerofoil", "wing section"),
    "aerofoilnaca0012": ("naca", "naca 0012", "naca0012", "airfoil", "aerofoil"),
    "nacaairfoil": ("naca", "airfoil", "aerofoil"),
    "motorbike": ("motorbike", "motorcycle"),
    "turbinesiting": ("wind turbine", "terrain", "turbine siting", "actuator disk"),
    "tjunction": ("t junction", "tee junction", "pipe tee"),
    "elbow": ("elbow", "mixing elbow"),
    "planarpoiseuille": ("poiseuille", "plane poiseuille"),
    "pipecyclic": ("swirling pipe", "periodic pipe"),
    "angledduct": ("angled duct", "porous duct"),
    "mixervessel2d": ("mixing vessel", "stirred tank", "impeller"),
    "boxturb16": ("isotropic turbulence", "homogeneous turbulence"),
    "decayisoturb": ("decaying isotropic turbulence", "isotropic turbulence"),
    "periodichill": ("periodic hill", "periodic hills"),
    "turbulentflatplate": ("flat plate", "zero pressure gradient boundary layer"),
    "t3a": ("flat plate transition", "bypass transition"),
    "windaroundbuildings": ("buildings", "urban wind"),
    "helmholtzresonance": ("helmholtz resonator", "helmholtz"),
    "platehole": ("plate with a hole", "plate hole", "kirsch"),
    "throttle": ("throttle",),
    "dahl": ("settling tank", "sludge", "clarifier", "sedimentation"),
    "channel395": ("channel flow", "plane channel", "re tau"),
    "flange": ("flange",),
    # Solvers' folders: what a request calls the equations they solve.
    "scalartransportfoam": ("passive scalar", "scalar transport", "tracer",
                            "advection diffusion"),
    "laplacianfoam": ("heat conduction", "laplace equation", "conduction"),
    "potentialfoam": ("potential flow", "irrotational", "ideal flow"),
    "shallowwaterfoam": ("shallow water", "depth averaged"),
    "dnsfoam": ("direct numerical simulation", "isotropic turbulence"),
    "soliddisplacementfoam": ("stress analysis", "linear elastic", "solid mechanics"),
    "cavitatingfoam": ("cavitation", "cavitating"),
    "driftfluxfoam": ("drift flux",),
    "nonnewtonianicofoam": ("non newtonian", "shear thinning"),
    "twophaseeulerfoam": ("euler euler", "eulerian eulerian", "two fluid model"),
    "firefoam": ("fire",),
    "chtmultiregionfoam": ("conjugate heat transfer",),
    "chtmultiregionsimplefoam": ("conjugate heat transfer",),
}


def geometry_names(path: str) -> tuple[str, ...]:
    """The geometry phrases of a tutorial, from every component of its path."""
    found: dict[str, None] = {}
    for part in path.lower().split("/"):
        for phrase in GEOMETRY_NAMES.get(part, ()):
            found.setdefault(phrase)
    return tuple(found)

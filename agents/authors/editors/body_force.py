"""A stated driving body force written as the explicit part of the case's momentum source on U,
the source made in ``constant/fvOptions`` when the followed case has none.

Why: "driven by a body force of 8 m/s^2 along +x" had left planarPoiseuille's (5 0 0), and a
pressure-gradient-driven channel asked of a case with no source ran with nothing driving it. A
source that holds a mean velocity (``meanVelocityForce``) finds its own force and is left as it
is, said; a solver that reads no fvOptions, or a compressible case (whose momentum equation is
in rho U, so an acceleration is no per-mass source there), is said, not guessed.
"""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.body_force import BodyForce
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.files import entry_keys
from foam_agent.foamcase.case.momentum_sources import MomentumSource, momentum_sources, unable
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.values import foam_vector
from foam_agent.foamcase.catalog.sources import (
    MEAN_VELOCITY,
    NEW_SOURCE,
    RATES,
    SPECIFIC,
    new_source,
)

#: The axis a force with no stated direction pushes along when the case's source gives none
#: (every channel tutorial's flow runs along x).
STREAMWISE: Vector = (1.0, 0.0, 0.0)
QUANTITY = "body force"


def direction_of(force: BodyForce, source: MomentumSource | None) -> tuple[Vector, str]:
    """Where the force points: the stated direction, else the case's source's, else x; with
    the note saying which."""
    if force.direction is not None:
        return force.direction, ""
    explicit = source.explicit if source is not None else None
    size = sum(c * c for c in explicit) ** 0.5 if explicit is not None else 0.0
    if explicit is not None and size > 0:
        return (tuple(c / size for c in explicit), "along the case's own source")  # type: ignore[return-value]
    return STREAMWISE, "along x, the case's streamwise axis"


def target(root: Path) -> tuple[MomentumSource | None, str | None]:
    """The semi-implicit source to write into (None: make one), or why none is written."""
    sources = momentum_sources(root)
    if any(source.type == MEAN_VELOCITY for source in sources):
        return None, ("the case holds a mean velocity with meanVelocityForce, which finds its "
                      "own force: a stated force would fight it")
    semi = [source for source in sources if source.type != MEAN_VELOCITY]
    if len(semi) > 1:
        return None, (f"the case has {len(semi)} momentum sources on U "
                      f"({', '.join(source.name for source in semi)}): the words name none")
    return (semi[0] if semi else None), None


def edit_body_force(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write the stated force into the case's momentum source, or make one."""
    force = requirements.body_force
    if force is None:
        return
    source, why = target(root)
    why = why or unable(root)
    if why is not None:
        report.skip(QUANTITY, force.source, why)
        return
    direction, how = direction_of(force, source)
    explicit = foam_vector([force.magnitude * c for c in direction])
    reason = f"{force.source} ({how})" if how else force.source
    if source is None:
        path = root / "constant" / "fvOptions"
        with report.parsing(root, path, QUANTITY, force.source):
            if not path.is_file():
                path.parent.mkdir(parents=True, exist_ok=True)
                _create(path)
            with FoamFile(path) as file:
                file[NEW_SOURCE] = new_source(explicit)
        report.edit(Edit(QUANTITY, "constant/fvOptions", (NEW_SOURCE, RATES, "U"),
                         [explicit, 0], None, f"{reason}; a momentum source made"))
        return
    path = root / source.file
    with report.parsing(root, path, QUANTITY, force.source), FoamFile(path) as file:
        previous = file.get(entry_keys(source.keys))
        implicit = source.implicit if source.implicit is not None else 0
        file[entry_keys(source.keys)] = [explicit, implicit]
        if source.volume_mode != SPECIFIC:
            file[(source.name, "volumeMode")] = SPECIFIC
    report.edit(Edit(QUANTITY, source.file, source.keys, [explicit, implicit], previous,
                     reason))


def _create(path: Path) -> None:
    """An empty fvOptions dictionary with its header, for foamlib to add the source to."""
    path.write_text("FoamFile\n{\n    version     2.0;\n    format      ascii;\n"
                    "    class       dictionary;\n    location    \"constant\";\n"
                    "    object      fvOptions;\n}\n", encoding="utf-8")

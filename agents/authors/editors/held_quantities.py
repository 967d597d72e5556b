"""Values read as a catalog quantity kept out of a field that holds another one.

Why apart, before every editor: "c_in = 2.5" is a passive scalar's concentration, which
scalarTransportFoam keeps in a field called ``T`` with a temperature's dimensions; in any
other case ``T`` is a temperature. Several editors write a field's value (the boundary
conditions, setFields' defaults), so the value is withheld once, here, with the reason, and
none of them can write it where it does not belong.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.spec.stated import BoundaryValue, Requirements
from foam_agent.foamcase.case.files import case_application, field_files
from foam_agent.foamcase.catalog.quantities import quantity_named


def holds(root: Path, value: BoundaryValue) -> bool:
    """Whether the case under ``root`` keeps ``value``'s quantity in its field: the row's
    solvers say so where the field's name and dimensions are another quantity's elsewhere
    (scalarTransportFoam's ``T``), else the field file's dimensions must be the row's. A
    value read with no quantity (the field's own name) is always the field's."""
    if not value.quantity:
        return True
    row = quantity_named(value.quantity)
    if row.applications:
        return case_application(root) in row.applications
    return all(tuple(float(exponent) for exponent in FoamFieldFile(path).dimensions)
               == row.dimensions for path in field_files(root, value.field))


def held_values(root: Path, requirements: Requirements, report: EditReport) -> Requirements:
    """``requirements`` without the boundary values whose quantity the case's field does not
    hold, each reported as not applied."""
    kept: list[BoundaryValue] = []
    for value in requirements.boundary_values:
        if holds(root, value):
            kept.append(value)
        else:
            report.skip(value.field, value.source,
                        f"the case's {value.field} holds another quantity than a "
                        f"{value.quantity}: not written there")
    if len(kept) == len(requirements.boundary_values):
        return requirements
    return replace(requirements, boundary_values=tuple(kept))

"""Apply everything a prompt states to a case directory, one editor per kind of dictionary.

Why: the author and the accuracy measurement both need "these requirements, applied to this
case, and a record of each value". The order is fixed so a run is deterministic: controls,
properties, gravity, a patch parted by the sides the request names apart (before any editor
writes a patch's entry), turbulence, a constraint type's patch in the mesh (before the
boundaries read the mesh's types), boundaries, mesh, and last the numerics settings of
``system/`` (after every editor that may rewrite fvSolution or fvSchemes for a model).
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.authors.editors.bed import edit_bed
from foam_agent.agents.authors.editors.body_force import edit_body_force
from foam_agent.agents.authors.editors.boundaries import edit_boundaries
from foam_agent.agents.authors.editors.coefficients import edit_coefficients
from foam_agent.agents.authors.editors.column import edit_column
from foam_agent.agents.authors.editors.components import edit_components
from foam_agent.agents.authors.editors.controls import edit_controls
from foam_agent.agents.authors.editors.far_field import edit_far_field
from foam_agent.agents.authors.editors.fluxes import edit_fluxes
from foam_agent.agents.authors.editors.functions import edit_functions
from foam_agent.agents.authors.editors.gravity import edit_gravity
from foam_agent.agents.authors.editors.held_quantities import held_values
from foam_agent.agents.authors.editors.keyword_vectors import edit_keyword_vectors
from foam_agent.agents.authors.editors.macro_definitions import write_definitions
from foam_agent.agents.authors.editors.mesh import edit_mesh
from foam_agent.agents.authors.editors.mesh_patch_types import edit_mesh_patch_types
from foam_agent.agents.authors.editors.output_objects import edit_outputs
from foam_agent.agents.authors.editors.porosity import edit_porosity
from foam_agent.agents.authors.editors.properties import edit_properties
from foam_agent.agents.authors.editors.ramps import edit_ramps
from foam_agent.agents.authors.editors.reactor import edit_reactor
from foam_agent.agents.authors.editors.regions import edit_regions
from foam_agent.agents.authors.editors.report import EditReport
from foam_agent.agents.authors.editors.rotation import edit_rotation
from foam_agent.agents.authors.editors.set_fields import edit_set_fields
from foam_agent.agents.authors.editors.shapes import edit_shapes
from foam_agent.agents.authors.editors.solid_loads import edit_solid_loads
from foam_agent.agents.authors.editors.split_sides import edit_split_sides
from foam_agent.agents.authors.editors.switches import edit_switches
from foam_agent.agents.authors.editors.system_settings import edit_system_settings
from foam_agent.agents.authors.editors.turbulence import edit_turbulence
from foam_agent.agents.spec.stated import Requirements

EDITORS = (edit_controls, edit_properties, edit_reactor, edit_keyword_vectors, edit_switches,
           edit_gravity,
           edit_split_sides, edit_turbulence, edit_mesh_patch_types, edit_boundaries,
           edit_components,
           edit_solid_loads,
           edit_ramps, edit_functions,
           edit_regions, edit_fluxes, edit_shapes, edit_mesh, edit_set_fields, edit_bed,
           edit_column,
           edit_outputs, edit_system_settings, edit_rotation, edit_coefficients, edit_porosity,
           edit_body_force, edit_far_field, write_definitions)


def apply_requirements(root: Path, requirements: Requirements, *,
                       report: EditReport | None = None) -> EditReport:
    """Edit the case under ``root`` in place with foamlib and report every value.

    Args:
        root: A case directory (a throw-away copy: files are rewritten).
        requirements: What the prompt states.
        report: The report of an earlier pass on the same case (the stated values, before
            those derived from them), extended in place: an editor that weighs what is
            already stated on a patch reads it there, as the inlets' freeing does.

    Returns:
        Each value written or found already in place, and each value that could not be
        applied with the reason.
    """
    report = report if report is not None else EditReport()
    requirements = held_values(root, requirements, report)
    for editor in EDITORS:
        editor(root, requirements, report)
    return report

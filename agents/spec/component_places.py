"""Where a stated component goes in a case: the initial field, or the patches its words name.

Why one function: the editor writes a component (``agents.authors.editors.components``) and the
audit reads it back (``agents.audit.components``) at the same places.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.spec.component_value import ComponentValue
from foam_agent.agents.spec.stated import INTERNAL
from foam_agent.foamcase.case.files import mesh_patches
from foam_agent.foamcase.case.patches import CONSTRAINT_TYPES, resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.catalog.conditions import CONDITIONS

#: The entry of each condition type that holds the value it prescribes.
_PRESCRIBED = {row.type: row.value_key for row in CONDITIONS if row.value_key}


def component_places(root: Path, item: ComponentValue) -> list[str]:
    """The places of the case under ``root`` the component's words name: the internal field,
    or the patches the words resolve to (a constraint patch holds no value)."""
    if item.boundary == (INTERNAL,):
        return [INTERNAL]
    patches = mesh_patches(root)
    return [name for name in resolve(item.boundary, patches, sides=lambda: patch_sides(root))
            if patches.get(name) not in CONSTRAINT_TYPES]


def prescribed_key(kind: str) -> str | None:
    """The entry a condition of type ``kind`` prescribes its value in (``value`` of
    ``fixedValue``, ``inletValue`` of ``inletOutlet``); None for a type that prescribes none
    (``zeroGradient``, ``noSlip``)."""
    return _PRESCRIBED.get(kind)

"""The typed spec put in the followed case's own terms, once, for the author and the audit.

Why one function: the value the author writes and the value the audit checks must sit on the
same place, in the same units. Six steps do that, in this order: each value said of a region of
a multi-region case bound to that region's files (``case_regions``), each boundary statement's
place bound to what the case has (``case_places``), each pressure in the case's pressure units
with values bound to the entries the case keeps (``case_pressure``), each number stated with no
unit in the case's units where its field settles it (``unit_free``), a value set to a speed
of sound's symbol said of the case's gas (``sound_symbols``), and a value stated beside the one
it replaces bound to the entries holding that one (``anchored``), last, since its values are
already in the case's own terms. Compose, the requirements
of a draft and the audit all call this, so no caller can chain them in another order.
"""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.spec.anchored import with_anchored_values
from foam_agent.agents.spec.case_places import in_case_places
from foam_agent.agents.spec.case_pressure import in_case_units
from foam_agent.agents.spec.case_regions import in_case_regions
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.sound_symbols import gas_sound_statements
from foam_agent.agents.spec.unit_free import in_case_scale


def in_case(spec: CaseSpec, root: Path) -> CaseSpec:
    """``spec`` with its places, pressures and unit-free numbers in the terms of the case at
    ``root``."""
    regional = in_case_regions(spec, root)
    placed = in_case_scale(in_case_units(in_case_places(regional, root), root), root)
    return with_anchored_values(gas_sound_statements(placed, root), root)

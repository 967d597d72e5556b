"""A value set to a speed of sound's symbol ("a = 1 at T = 1") in a case with a gas is said of
that gas, not of an entry: the audit holds it against the gas's sqrt(gamma R T).

Why: a request on a case whose gas is written in scaled units restates it ("normalised gas,
a = 1 @ T = 1") or asks for another. The reader binds "a = 1" to a keyword named ``a`` (some
installed case has one); the followed case holds none, so the value became an open row that
no edit could meet, though the case's gas has that speed of sound. Here, once the followed
case is known, such a value goes back to the phrases no reader understood, where the audit's
restated rules (``agents.audit.restated``) meet it when the case's gas agrees and leave it
unmet when not. Nothing is written from it.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from foam_agent.agents.spec.derive import case_thermo, gas_properties
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.foamcase.case.files import property_files
from foam_agent.foamcase.case.locations import locate
from foam_agent.foamcase.catalog.dimensionless import SOUND_SYMBOLS

__all__ = ["gas_sound_statements"]


def gas_sound_statements(spec: CaseSpec, root: Path) -> CaseSpec:
    """``spec`` with each property named by a speed of sound's symbol, which the case under
    ``root`` holds no entry of while it has a perfect gas, moved to the unread phrases the
    audit holds against the case."""
    named = [item for item in spec.stated.properties if item.name in SOUND_SYMBOLS]
    if not named:
        return spec
    thermo = case_thermo(root)
    if thermo is None or gas_properties(thermo) is None:
        return spec
    texts = {str(path.relative_to(root)): path.read_text(errors="replace")
             for path in property_files(root)}
    moved = [item for item in named if not locate(item.name, texts)]
    if not moved:
        return spec
    kept = tuple(item for item in spec.stated.properties if item not in moved)
    return spec.model_copy(update={
        "stated": replace(spec.stated, properties=kept),
        "unparsed": (*spec.unparsed, *(item.source for item in moved))})

"""What a request asks that no case here can do (a sphere, a deforming solid), read so
that it is said as not applied rather than not understood.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.phrases import NUMBER
from foam_agent.agents.spec.stated import NotApplied
from foam_agent.agents.spec.values.page import Page
from foam_agent.foamcase.catalog.loads import SOLID_SOLVERS
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
_SPHERE = lazy_regex(rf"(?<![\w.])(?P<v>{NUMBER})\s*(?P<u>mm|cm|m|in|inch(?:es)?|ft)\s*"
                     rf"(?:diameter\s+)?spheres?\b|\bspheres?\s+(?:of\s+)?(?:diameter\s+|"
                     rf"D\s*=\s*)?(?P<w>{NUMBER})\s*(?P<x>mm|cm|m|in|inch(?:es)?|ft)\b", _FLAGS)


def read_sphere(page: Page) -> tuple[NotApplied, ...]:
    """A sphere, said as not applied with its size: the generated meshes hold 2D bodies only,
    and a cylinder in its place is another flow ("drag on a 10 cm sphere" was a whole
    sentence not understood)."""
    match = _SPHERE.search(page.text)
    if match is None:
        return ()
    words = page.take(match.start(), match.end())
    return (NotApplied(words, "a 3-D sphere: no generated mesh holds one, so it is not applied"),)


_SOLID = lazy_regex(r"\bfluid[\s-]*structure\s+interaction\b|\bFSI\b|\b(?:flexible|elastic|"
                    r"deform(?:ing|able)|bending)\s+(?:\w+\s+)?(?:flap|plate|beam|membrane|"
                    r"structure|solid|wall|filament)\b", _FLAGS)


#: A stress solver named: the elastic solid is the case itself, with no flow to couple.
_STRESS_SOLVER = lazy_regex(r"\b(?:" + "|".join(sorted(SOLID_SOLVERS)) + r")\b")


def read_coupled_solid(page: Page) -> tuple[NotApplied, ...]:
    """A deforming solid asked for, said as not applied: no solver of the installation couples
    one, and a flow case around a rigid flap is not what was asked ("a flexible rubber flap
    (E = 5 MPa) bending in a water channel" got only an unmet row for E). A request naming a
    stress solver asks for the solid alone ("linear-elastic plate with a hole,
    solidDisplacementFoam"), which the installation does."""
    match = _SOLID.search(page.text)
    if match is None or _STRESS_SOLVER.search(page.text):
        return ()
    return (NotApplied(" ".join(match.group(0).split()),
                       "a deforming solid coupled to the flow: no solver of this installation "
                       "does that, so it is not applied"),)

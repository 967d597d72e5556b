"""The words naming a field (velocity, pressure, temperature), one component of the velocity,
and a boundary-condition type.

Why shared: the boundary reader pairs a value with the field word before it, the boundary-name
reader must not take a type word for a boundary's name, and the property reader stops a
property's window at a field word.
"""

from __future__ import annotations

import re
from typing import cast

from foam_agent.agents.spec.stated import FieldName
from foam_agent.foamcase.case.vocabulary import Dimensions
from foam_agent.foamcase.catalog.condition_words import CONDITION_WORDS
from foam_agent.foamcase.lazy_pattern import Regex, lazy_regex

_FLAGS = re.IGNORECASE
#: The words naming a field, each with the field it names.
FIELD_WORDS: tuple[tuple[Regex, FieldName], ...] = (
    (re.compile(r"\bvelocit(?:y|ies)\b|\bspeeds?\b|\bmoves?\b|\bmoving\s+(?:at|with)\b|"
                r"\bU\b(?=\s*(?:=|of|is|\())", _FLAGS), "U"),
    (re.compile(r"\btemperatures?\b", _FLAGS), "T"),
    (re.compile(r"\bT\b(?=\s*(?:=|of|is|\d))"), "T"),
    (re.compile(r"\bpressures?\b", _FLAGS), "p"),
    (re.compile(r"\bp\b(?=\s*(?:=|of|is|\d))"), "p"),
)
#: The dimensions a value of U, p or T may have, which the cases write differently (T has
#: none in scalarTransportFoam, p is kinematic in incompressible cases): a static pressure's
#: (Pa) or a kinematic one's (m^2/s^2) for p.
TYPED_DIMENSIONS: dict[str, tuple[Dimensions, ...]] = {
    "U": ((0, 1, -1, 0, 0, 0, 0),),
    "T": ((0, 0, 0, 1, 0, 0, 0),),
    "p": ((1, -1, -2, 0, 0, 0, 0), (0, 2, -2, 0, 0, 0, 0)),
}
#: The words naming a boundary-condition type, its OpenFOAM name and the field it implies: the
#: catalog's wording families (``foamcase.catalog.condition_words``), compiled once.
TYPE_WORDS: tuple[tuple[re.Pattern[str], str, FieldName | None], ...] = tuple(
    (re.compile(row.pattern, _FLAGS), row.type, cast(FieldName | None, row.field))
    for row in CONDITION_WORDS)

#: The words naming one Cartesian component of the velocity, its axis in one of the groups
#: ``a`` to ``e``: "Ux", "U_y", "the x-velocity", "x component of the velocity", "velocity's
#: z component", "w =". The letters u, v and w are components only where
#: ``COMPONENT_LETTER`` also holds.
COMPONENT_WORDS = lazy_regex(
    r"(?<![\w.])U_?(?P<a>[xyz])(?![\w.])|"
    r"\b(?P<b>[xyz])[\s-]*(?:velocity|speed)\b(?![\s-]*(?:component|direction|axis))|"
    r"\b(?P<c>[xyz])[\s-]*component\s+of\s+(?:the\s+)?(?:velocity|U)\b|"
    r"\bvelocity(?:'s)?\s+(?P<d>[xyz])[\s-]*component\b|"
    r"(?<![\w.'])(?P<e>[uvw])(?=\s*=)")
#: A letter u, v or w is a component only in a sentence that names the velocity or another
#: of the three, or with a unit of speed after its value ("w = 0.1 m" is a width).
COMPONENT_LETTER = lazy_regex(r"\bvelocit(?:y|ies)\b|(?<![\w.'])[uvw]\s*=.*(?<![\w.'])[uvw]"
                              r"\s*=", re.IGNORECASE)

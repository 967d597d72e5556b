"""The words naming a field (velocity, pressure, temperature) and a boundary-condition type.

Why shared: the boundary reader pairs a value with the field word before it, the boundary-name
reader must not take a type word for a boundary's name, and the property reader stops a
property's window at a field word.
"""

from __future__ import annotations

import re

from foam_agent.agents.spec.stated import FieldName

_FLAGS = re.IGNORECASE
#: The words naming a field, each with the field it names.
FIELD_WORDS: tuple[tuple[re.Pattern[str], FieldName], ...] = (
    (re.compile(r"\bvelocit(?:y|ies)\b|\bspeeds?\b|\bmoves?\b|\bmoving\s+(?:at|with)\b|"
                r"\bU\b(?=\s*(?:=|of|is|\())", _FLAGS), "U"),
    (re.compile(r"\btemperatures?\b", _FLAGS), "T"),
    (re.compile(r"\bT\b(?=\s*(?:=|of|is|\d))"), "T"),
    (re.compile(r"\bpressures?\b", _FLAGS), "p"),
    (re.compile(r"\bp\b(?=\s*(?:=|of|is|\d))"), "p"),
)
#: The words naming a boundary-condition type, its OpenFOAM name and the field it implies.
TYPE_WORDS: tuple[tuple[re.Pattern[str], str, FieldName | None], ...] = (
    (re.compile(r"\bno\s*-?\s*slip\b|\bnoSlip\b|\bnon\s*-?\s*slip\b", _FLAGS), "noSlip", "U"),
    (re.compile(r"(?<![-\w])slip\b", _FLAGS), "slip", "U"),
    (re.compile(r"\bzero\s*-?\s*gradient\b|\bzeroGradient\b", _FLAGS), "zeroGradient", None),
    (re.compile(r"\badiabatic\b(?!\s+(?:index|exponent|flame|wall\s+temperature))|"
                r"\b(?:thermally\s+)?insulated\b", _FLAGS), "zeroGradient", "T"),
    (re.compile(r"\bpressureInletOutletVelocity\b", _FLAGS), "pressureInletOutletVelocity", "U"),
    (re.compile(r"\bflowRateInletVelocity\b", _FLAGS), "flowRateInletVelocity", "U"),
    (re.compile(r"\btotalPressure\b|\b(?:total|stagnation)\s+pressure\b", _FLAGS),
     "totalPressure", "p"),
    (re.compile(r"\btotalTemperature\b|\b(?:total|stagnation)\s+temperature\b", _FLAGS),
     "totalTemperature", "T"),
    (re.compile(r"\bfixedFluxPressure\b", _FLAGS), "fixedFluxPressure", "p"),
    (re.compile(r"\binletOutlet\b", _FLAGS), "inletOutlet", None),
    (re.compile(r"\bsymmetry\s*-?\s*plane\b|\bsymmetryPlane\b", _FLAGS), "symmetryPlane", None),
    (re.compile(r"\bsymmetry\b", _FLAGS), "symmetry", None),
    (re.compile(r"\bempty\b", _FLAGS), "empty", None),
)

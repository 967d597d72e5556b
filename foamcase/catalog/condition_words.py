"""How prose names a boundary-condition type: one row per wording family.

Why a table: "insulated", "adiabatic" and "thermally insulated" all mean a zero-gradient
temperature; "no-slip", "the other three sides don't move" and "the walls stay stationary" all
mean a no-slip velocity. The request reader binds a family's words to its type and field, the
editor writes that type on the patches the words map to (``foamcase.case.patches``), and the
audit checks it there; none of them keeps a list of its own. A type's own OpenFOAM name
(``noSlip``, ``zeroGradient``) is a wording too, so it has its row here. Every pattern is
read case-insensitively.

The order matters where families overlap: the first row whose words match a span takes it
("no-slip" is never read again as "slip").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ConditionWords:
    """A wording family of one condition type.

    Attributes:
        family: What the family says, for a reader of this table.
        pattern: Its words, a case-insensitive regular expression.
        type: The OpenFOAM type the words mean.
        field: The field the words imply (``insulated`` is a temperature's), or None when the
            sentence must say it ("zero-gradient pressure").
    """

    family: str
    pattern: str
    type: str
    field: str | None


CONDITION_WORDS: tuple[ConditionWords, ...] = (
    ConditionWords("no slip at the wall", r"\bno\s*-?\s*slip\b|\bnoSlip\b|\bnon\s*-?\s*slip\b",
                   "noSlip", "U"),
    ConditionWords("a wall said not to move",
                   r"\b(?:do|does)\s*(?:n['’]?t|\s+not)\s+move\b|\b(?:is|are|stay|stays|remain|"
                   r"remains|kept|held)\s+(?:stationary|motionless|still|at\s+rest)\b|"
                   r"\b(?:stay|stays|stayed|remain|remains)\s+put\b|\bnot\s+moving\b",
                   "noSlip", "U"),
    ConditionWords("a wall said closed (nothing flows through it)",
                   r"\b(?:is|are|kept|stay|stays|remain|remains)\s+closed\b", "noSlip", "U"),
    ConditionWords("a wall the flow slides along freely",
                   r"\bfree\s*-?\s*slip\b|\bshear\s*-?\s*free\b", "slip", "U"),
    # A wall without friction exerts no shear: the fluid slides along it, which is slip
    # (a frictionless surface of a body, "the walls are frictionless").
    ConditionWords("a wall without friction",
                   r"\bfrictionless\b|\bfriction\s*-\s*free\b|\bwithout\s+friction\b",
                   "slip", "U"),
    ConditionWords("slip", r"(?<![-\w])slip\b", "slip", "U"),
    ConditionWords("zero gradient", r"\bzero\s*-?\s*gradient\b|\bzeroGradient\b",
                   "zeroGradient", None),
    ConditionWords("no heat through the wall",
                   r"\badiabatic\b(?!\s+(?:index|exponent|flame|wall\s+temperature))|"
                   r"\b(?:thermally\s+)?insulated\b", "zeroGradient", "T"),
    ConditionWords("pressure inlet-outlet velocity", r"\bpressureInletOutletVelocity\b",
                   "pressureInletOutletVelocity", "U"),
    ConditionWords("flow-rate inlet velocity", r"\bflowRateInletVelocity\b",
                   "flowRateInletVelocity", "U"),
    ConditionWords("total pressure",
                   r"\btotalPressure\b|\b(?:total|stagnation)\s+pressure\b", "totalPressure",
                   "p"),
    ConditionWords("total temperature",
                   r"\btotalTemperature\b|\b(?:total|stagnation)\s+temperature\b",
                   "totalTemperature", "T"),
    ConditionWords("fixed-flux pressure", r"\bfixedFluxPressure\b", "fixedFluxPressure", "p"),
    ConditionWords("inlet-outlet", r"\binletOutlet\b", "inletOutlet", None),
    ConditionWords("symmetry plane", r"\bsymmetry\s*-?\s*planes?\b|\bsymmetryPlanes?\b",
                   "symmetryPlane", None),
    ConditionWords("symmetry", r"\bsymmetry\b", "symmetry", None),
    # Not a quoted name ("patches 'sides' and 'empty'"; "designated as 'empty'" is the
    # type), nor the adjective of a noun an article opens ("the empty box of the example"),
    # unless the noun is a boundary's ("the empty front and back planes").
    ConditionWords("empty (a direction not solved)",
                   r"(?:(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)|(?=empty\s+(?:front|back|sides?\b|"
                   r"top|bottom|patch|face|plane|boundar|wall)))\bempty\b"
                   r"(?:(?!['’\"”])|(?<=\b(?:as|is|be)\s.empty)|(?<=\bare\s.empty))",
                   "empty", None),
)

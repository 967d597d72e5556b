"""Functions of time (OpenFOAM's Function1 types) a case writes inside a boundary condition, with
the coefficients each reads and their dimensions.

Why a table: oscillatingBox moves its floating object with ``uniformFixedValue`` whose
``uniformValue`` is ``scale`` of a ``sine`` (``amplitude``, ``frequency``, ``level``) by a
``linearRamp`` (``duration``). A request saying "amplitude 4 cm/s at 0.8 Hz, ramped in over
4 s" names those coefficients by their own keywords; the reader binds a value to a coefficient
of these rows only (never a phrase list of its own), checks its unit against the row's
dimensions, and the editor and the audit find the coefficient in the followed case's files by
its keyword inside a dictionary of that ``type``. Coefficients are those v1912's Function1 types
read (``src/OpenFOAM/primitives/functions/Function1``); ``tests/foamcase/test_functions_catalog``
holds every coefficient the installed tutorials write against the rows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

#: How a coefficient's dimensions follow from the value the function gives: the value's own
#: (``value``: an amplitude, a level), a frequency (1/s), an angular frequency (rad/s: 2π
#: times the frequency stated), a time (s), or none (a ratio).
Relative = Literal["value", "frequency", "angular", "time", "ratio"]
#: Dimensions as OpenFOAM writes them: exponents of kg, m, s, K, mol, A, cd.
Dimensions = tuple[float, float, float, float, float, float, float]
#: A length, the value of a solid body's displacement.
LENGTH: Dimensions = (0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0)


@dataclass(frozen=True)
class Coefficient:
    """One coefficient a function of time reads.

    Attributes:
        keyword: Its keyword in the case (``amplitude``).
        relative: Its dimensions relative to the function's value (:data:`Relative`).
        symbols: Symbols a request writes for it besides the keyword ("f" of a frequency).
        stated: The coefficient a request states for it when it is not its own keyword:
            a solid-body motion's ``omega`` (rad/s) is written from a stated ``frequency``.
    """

    keyword: str
    relative: Relative
    symbols: tuple[str, ...] = ()
    stated: str | None = None

    def takes(self, keyword: str) -> bool:
        """Whether a stated coefficient ``keyword`` is written into this one."""
        return keyword in (self.keyword, self.stated)

    def from_stated(self, value: float) -> float:
        """This coefficient's number for the stated ``value``: an angular frequency is
        2π times the frequency in Hz."""
        return 2 * math.pi * value if self.relative == "angular" else value


@dataclass(frozen=True)
class Function:
    """A Function1 type.

    Attributes:
        type: Its name (``sine``).
        coefficients: What it reads.
        words: How prose names it ("ramp" for the ramps), lowercase.
        dimensions: The dimensions of the value it gives when it says them itself (a solid
            body's displacement is a length), else None (a Function1's are its field's).
    """

    type: str
    coefficients: tuple[Coefficient, ...]
    words: tuple[str, ...] = ()
    dimensions: Dimensions | None = None


_FREQUENCY = Coefficient("frequency", "frequency", ("f", "freq"))
#: v1912's sine and square: ``amplitude * sin(2π f (t - t0)) * scale + level`` (``scale`` carries
#: the value's dimensions where ``amplitude`` is a plain number, as sineWaveDamping writes them).
_PERIODIC = (Coefficient("amplitude", "value"), _FREQUENCY, Coefficient("level", "value"),
             Coefficient("t0", "time"), Coefficient("scale", "value"))
_RAMP = (Coefficient("start", "time"), Coefficient("duration", "time"))

FUNCTIONS: tuple[Function, ...] = (
    Function("sine", _PERIODIC, ("sine", "sinusoidal", "sinusoidally", "cosine", "sin", "cos",
                                 "oscillating", "oscillates", "oscillation", "periodic")),
    Function("square", (*_PERIODIC, Coefficient("markSpace", "ratio")), ("square wave",)),
    Function("linearRamp", _RAMP, ("ramp", "ramped", "ramping", "ramps")),
    Function("quadraticRamp", _RAMP, ("ramp", "ramped", "ramping", "ramps")),
    Function("halfCosineRamp", _RAMP, ("ramp", "ramped", "ramping", "ramps")),
    Function("quarterSineRamp", _RAMP, ("ramp", "ramped", "ramping", "ramps")),
    Function("quarterCosineRamp", _RAMP, ("ramp", "ramped", "ramping", "ramps")),
)
#: v1912's solid-body motion functions of a moving mesh that are periodic in time
#: (``src/dynamicMesh/motionSolvers/displacement/solidBody/solidBodyMotionFunctions``):
#: ``oscillatingLinearMotion`` displaces the body by ``amplitude * sin(omega t)``, its
#: ``amplitude`` a vector (the direction kept, a stated size its length). Its words are how
#: prose says a body moves to and fro along a line ("the duct swings ±0.3 m", "the block is
#: shaken back and forth"): in a sentence with one, a size and a rate are the motion's.
MOTIONS: tuple[Function, ...] = (
    Function("oscillatingLinearMotion",
             (Coefficient("amplitude", "value"),
              Coefficient("omega", "angular", stated="frequency")),
             ("swing", "swings", "swinging", "swung", "shake", "shaken", "shakes", "shaking",
              "back and forth", "to and fro", "up and down", "side to side", "oscillate",
              "oscillates", "oscillating", "oscillation", "heave", "heaves", "heaving",
              "sway", "sways", "swaying", "reciprocates", "reciprocating"),
             dimensions=LENGTH),
)
#: v1912's boundary conditions of a moving mesh's point displacement that move a patch to and
#: fro (``src/fvMotionSolver/pointPatchFields/derived``): ``oscillatingDisplacement``
#: displaces it by ``amplitude * sin(omega t)`` (potentialFreeSurfaceDyMFoam's oscillatingBox
#: moves the box's underside so in ``0/pointDisplacement``).
MOVING_CONDITIONS: tuple[Function, ...] = (
    Function("oscillatingDisplacement",
             (Coefficient("amplitude", "value"),
              Coefficient("omega", "angular", stated="frequency")), dimensions=LENGTH),
)
#: Words saying that a statement gives the case's motion as it is now, before the change the
#: request asks for ("my student set it to swing 0.5 m at pi rad/s; make it ±0.3 m"): such a
#: statement followed by another of the same coefficient is the present, not a requirement.
PRESENT_STATE_WORDS: tuple[str, ...] = (
    "currently", "at present", "at the moment", "right now", "set it to", "is set to",
    "was set to", "had it", "has it", "used to", "as it stands", "today it")

@dataclass(frozen=True)
class TimeValueForm:
    """How a boundary condition holds its field's value as a function of time.

    Attributes:
        condition: The condition a case has on the patch.
        varying: The condition that holds the value in time (itself, or its uniform form:
            a ``totalPressure`` ramped is a ``uniformTotalPressure``).
        entry: The entry of ``varying`` the value's table goes in.
    """

    condition: str
    varying: str
    entry: str


#: Conditions whose value in time has a form of their own (rhoPimpleFoam's TJunction ramps
#: its inlet's ``uniformTotalPressure`` in ``p0``): a ramp keeps them what they are, where
#: any other condition becomes a ``uniformFixedValue``. A flow rate's table would ramp another
#: quantity, so it is no such form.
TIME_VALUE_FORMS: tuple[TimeValueForm, ...] = (
    TimeValueForm("uniformFixedValue", "uniformFixedValue", "uniformValue"),
    TimeValueForm("uniformTotalPressure", "uniformTotalPressure", "p0"),
    TimeValueForm("totalPressure", "uniformTotalPressure", "p0"),
)

_BY_TYPE = {row.type: row for row in FUNCTIONS}
_MOTIONS = {row.type: row for row in MOTIONS}
_MOVING_CONDITIONS = {row.type: row for row in MOVING_CONDITIONS}


def function(type_name: object) -> Function | None:
    """The row of Function1 type ``type_name``, or None."""
    return _BY_TYPE.get(type_name) if isinstance(type_name, str) else None


def motion(type_name: object) -> Function | None:
    """The row of solid-body motion function ``type_name``, or None."""
    return _MOTIONS.get(type_name) if isinstance(type_name, str) else None


def moving_condition(type_name: object) -> Function | None:
    """The row of point-displacement condition ``type_name`` that moves a patch to and fro,
    or None."""
    return _MOVING_CONDITIONS.get(type_name) if isinstance(type_name, str) else None


def coefficient_keywords() -> frozenset[str]:
    """Every coefficient keyword the rows know."""
    return frozenset(item.keyword for row in FUNCTIONS for item in row.coefficients)


def relative_of(keyword: str) -> Relative | None:
    """How ``keyword``'s dimensions follow from the function's value (the rows agree)."""
    found = {item.relative for row in FUNCTIONS for item in row.coefficients
             if item.keyword == keyword}
    return next(iter(found)) if len(found) == 1 else None


def periodic_words() -> frozenset[str]:
    """The words prose uses for a periodic function (the rows with a ``frequency``)."""
    return frozenset(word for row in FUNCTIONS if any(item.keyword == "frequency"
                                                      for item in row.coefficients)
                     for word in row.words)


def motion_words() -> frozenset[str]:
    """The words prose uses for a body moving to and fro (the motion rows' ``words``)."""
    return frozenset(word for row in MOTIONS for word in row.words)


def time_value_form(condition: object) -> TimeValueForm | None:
    """How boundary condition type ``condition`` holds a value in time, if it has a form of
    its own (:data:`TIME_VALUE_FORMS`)."""
    return next((form for form in TIME_VALUE_FORMS if form.condition == condition), None)


def ramp_words() -> frozenset[str]:
    """The words prose uses for a ramp in time (the ramp rows' ``words``)."""
    return frozenset(word for row in FUNCTIONS if any(item.keyword == "duration"
                                                      for item in row.coefficients)
                     for word in row.words)

"""What a solver's log says about the physics: residuals, Courant numbers, convergence, warnings.

Why a reader of its own beside ``runners.logs``: the runner reads a log to decide whether the
run *ended*; the physics checks read the same log to decide whether what ended is *right*. The
per-step parser is shared (:class:`~foam_agent.agents.runners.logs.SolverLogParser`); the
lines only physics needs (the convergence message, model warnings, phase fractions) are read
here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.agents.runners.logs import SolverLogParser, SolverStep, ends_with_end

#: "SIMPLE solution converged in 282 iterations": residualControl stopped a steady run.
_CONVERGED = re.compile(r"^\s*\w+ solution converged in (\d+) iterations")
#: "Turbulence kinetic energy not defined for Spalart-Allmaras model. Returning zero field".
_NOT_DEFINED = re.compile(r"not defined for .* model", re.IGNORECASE)
#: interFoam's "Phase-1 volume fraction = 0.13  Min(alpha.water) = 0  Max(alpha.water) = 1".
_PHASE = re.compile(r"^\s*Phase-1 volume fraction = (\S+)\s+Min\((\S+)\) = (\S+)\s+"
                    r"Max\(\S+\) = (\S+)")
#: Most lines of a repeated warning kept as evidence.
KEPT_WARNINGS = 3


@dataclass(frozen=True)
class PhaseLine:
    """One phase-fraction report of a VOF solver: the mean fraction and its bounds."""

    time: float
    fraction: float
    field: str
    low: float
    high: float
    line: str


@dataclass(frozen=True)
class SolverLog:
    """The physics a solver log shows.

    Attributes:
        name: The log's file name (``log.simpleFoam``).
        steps: Every time step or iteration, with its Courant number and initial residuals.
        ended: Whether the log ends with ``End``.
        converged_at: The iteration residualControl stopped the run at, if it did.
        converged_line: That message.
        undefined: The first lines warning that a quantity is not defined for the model.
        undefined_count: How many such lines there are.
        phases: The phase-fraction reports of a VOF solver, in order.
    """

    name: str
    steps: tuple[SolverStep, ...]
    ended: bool
    converged_at: int | None
    converged_line: str | None
    undefined: tuple[str, ...]
    undefined_count: int
    phases: tuple[PhaseLine, ...]

    @property
    def last_step(self) -> SolverStep | None:
        """The last step the log reports."""
        return self.steps[-1] if self.steps else None


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def parse_solver_log(name: str, text: str) -> SolverLog:
    """Read the physics of one solver log's text."""
    parser = SolverLogParser()
    parser.feed(text + "\n")
    converged_at: int | None = None
    converged_line: str | None = None
    undefined: list[str] = []
    count = 0
    phases: list[PhaseLine] = []
    time = 0.0
    for line in text.splitlines():
        if line.startswith("Time = "):
            time = _number(line[7:].strip()) or time
        elif match := _CONVERGED.match(line):
            converged_at, converged_line = int(match.group(1)), line.strip()
        elif _NOT_DEFINED.search(line):
            count += 1
            if len(undefined) < KEPT_WARNINGS and line.strip() not in undefined:
                undefined.append(line.strip())
        elif match := _PHASE.match(line):
            values = [_number(match.group(index)) for index in (1, 3, 4)]
            if None not in values:
                fraction, low, high = (float(value) for value in values if value is not None)
                phases.append(PhaseLine(time, fraction, match.group(2), low, high, line.strip()))
    return SolverLog(name=name, steps=tuple(parser.finished_steps()), ended=ends_with_end(text),
                     converged_at=converged_at, converged_line=converged_line,
                     undefined=tuple(undefined), undefined_count=count, phases=tuple(phases))

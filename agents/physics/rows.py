"""One line of the physics acceptance: which check, what was expected, what the case shows.

Why a type of its own: the rows are read by the CLI table, the run record, the MCP result and
the reviewer, like the requirements audit's rows. Each carries its evidence (the file, the
time, the log line) so that a person can open the file and see the fault for themselves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

#: ``fail`` makes a run ``suspect``; ``note`` is information that decides nothing.
Verdict = Literal["pass", "fail", "note"]


@dataclass(frozen=True)
class Evidence:
    """Where a row's finding can be seen: a case-relative file, a time and a line of it."""

    file: str | None = None
    time: str | None = None
    line: str | None = None


@dataclass(frozen=True)
class PhysicsRow:
    """One physics check of a finished case.

    Attributes:
        check: The check's name, e.g. ``convergence``, ``turbulence inflow``.
        expected: What a physically valid case shows, in words.
        found: What this case shows.
        evidence: Where to see it.
        verdict: ``pass``, ``fail`` or ``note``.
        value: The number the check measured (a residual, a Courant number), when it is one.
        limit: The bound that number is held to; a fix scales by ``limit / value``.
    """

    check: str
    expected: str
    found: str
    evidence: Evidence = field(default_factory=Evidence)
    verdict: Verdict = "pass"
    value: float | None = None
    limit: float | None = None

    @property
    def failed(self) -> bool:
        """True for a failing row."""
        return self.verdict == "fail"

    def line(self) -> str:
        """The row in one line, for the reviewer's history and the stop reason."""
        where = ", ".join(part for part in (self.evidence.file,
                                            self.evidence.time and f"t={self.evidence.time}")
                          if part)
        return f"{self.check}: {self.found}" + (f" ({where})" if where else "")


@dataclass(frozen=True)
class PhysicsReport:
    """Every physics row of one case, and what it was judged as."""

    case_dir: str
    solver: str | None
    model: str | None
    rows: tuple[PhysicsRow, ...] = ()

    @property
    def failures(self) -> tuple[PhysicsRow, ...]:
        """The failing rows, in check order."""
        return tuple(row for row in self.rows if row.failed)

    @property
    def ok(self) -> bool:
        """True when no check fails."""
        return not self.failures

    def failing_first(self) -> tuple[PhysicsRow, ...]:
        """The rows with the failing ones first (the order the CLI prints them in)."""
        return self.failures + tuple(row for row in self.rows if not row.failed)

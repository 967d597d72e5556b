"""What every runner does, and the one step that differs between them.

Why: the gate, the clean-up and the verdict must be identical whether a case runs natively or in
a container, so only :meth:`BaseRunner._execute` is runner-specific.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Protocol, runtime_checkable

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners.allrun import check_case
from foam_agent.agents.runners.control_files import remove_planted
from foam_agent.agents.runners.dictionary_scan import (
    ScanContext,
    installation_library_dirs,
    scan_case,
)
from foam_agent.agents.runners.disk_budget import DEFAULT_DISK_LIMIT, DiskOverrun
from foam_agent.agents.runners.functions_after import functions_request
from foam_agent.agents.runners.handback import hard_linked_file
from foam_agent.agents.runners.prepare import remove_previous_outputs, validate_case_dir
from foam_agent.agents.runners.result import RunResult, collect_result

#: Default time limit of one run. FoamBench cases run in seconds to minutes on 2 cores; an hour
#: is long enough for the slowest tutorial-sized case and short enough to stop a runaway.
DEFAULT_TIMEOUT_S = 3600.0


@runtime_checkable
class Runner(Protocol):
    """Runs OpenFOAM cases. ``LocalRunner`` and ``DockerRunner`` are the two kinds."""

    @property
    def name(self) -> str:
        """``local``, ``docker``…: recorded with each result (a class attribute will do)."""
        ...

    def installation(self) -> Installation:
        """The installation that runs the cases (dialect, version, programs)."""
        ...

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None) -> RunResult:
        """Run a case to its end, its failure or its time limit."""
        ...


@dataclass(frozen=True)
class Execution:
    """What the runner-specific step reports back.

    Attributes:
        overrun: The disk budget that stopped the run, if one did.
    """

    returncode: int | None
    timed_out: bool
    wall_s: float
    output: str
    overrun: DiskOverrun | None = None


class BaseRunner(ABC):
    """Check, clean, execute, judge. Subclasses provide the installation and the execution."""

    name: ClassVar[str]

    def __init__(self, *, timeout_s: float = DEFAULT_TIMEOUT_S,
                 disk_limit: int = DEFAULT_DISK_LIMIT) -> None:
        self.timeout_s = timeout_s
        self.disk_limit = disk_limit

    @abstractmethod
    def installation(self) -> Installation:
        """The installation that runs the cases."""

    @abstractmethod
    def _execute(self, case_dir: Path, timeout_s: float) -> Execution:
        """Run ``driver.sh`` on the (checked, cleaned) case within ``timeout_s``."""

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None) -> RunResult:
        """Run a case and judge the result.

        Raises:
            CaseDirError: When ``case_dir`` is missing, a file or empty.
        """
        case = validate_case_dir(os.fspath(case_dir))
        installation = self.installation()
        verdict = check_case(
            case,
            installation.applications,
            readable_roots={
                "WM_PROJECT_DIR": installation.project_dir,
                "FOAM_TUTORIALS": installation.tutorials_dir,
            },
        )
        scan = scan_context(installation)
        finding = scan_case(case, scan, verdict.dictionaries)
        # A hard-linked file may be a host file: lending the case (root callers) or writing it
        # from the run would reach the host through it.
        linked = hard_linked_file(case)
        if not verdict.allowed or finding is not None or linked is not None:
            reason = finding.describe() if finding else verdict.describe() \
                if not verdict.allowed else f"'{linked}' has more than one hard link: a case " \
                "may not hold hard-linked files"
            return RunResult(
                status="rejected",
                error_class="rejected",
                message=f"rejected before running: {reason}",
                rejected_line=finding.entry if finding else verdict.line,
                dialect=installation.dialect,
                runner=self.name,
                application=verdict.application,
            )
        remove_previous_outputs(case)
        # Only the runner asks the driver for anything: the case's own request files go.
        remove_planted(case)
        limit = self.timeout_s if timeout_s is None else timeout_s
        with functions_request(case):
            execution = self._execute(case, limit)
        # The case is hostile now: what the run wrote (a forbidden entry, a link out of the
        # case) is judged before anything of the case is read into the result.
        written = scan_case(case, scan, verdict.dictionaries)
        if written is not None:
            return RunResult(
                status="failed", error_class="other", returncode=execution.returncode,
                wall_s=round(execution.wall_s, 3), dialect=installation.dialect,
                runner=self.name, application=verdict.application,
                message=f"the run wrote a forbidden dictionary entry: {written.describe()}")
        result = collect_result(
            case,
            returncode=execution.returncode,
            wall_s=execution.wall_s,
            timed_out=execution.timed_out,
            time_limit_s=limit,
            driver_output=execution.output,
            dialect=installation.dialect,
            runner=self.name,
            application=verdict.application,
        )
        if execution.overrun is not None:
            return result.model_copy(update={
                "status": "failed", "error_class": "other",
                "message": execution.overrun.describe()})
        return result


def scan_context(installation: Installation) -> ScanContext:
    """What the dictionary scan accepts besides the case: the installation's etc and libraries
    when they are on this machine (for an image's own installation, bare library names)."""
    etc = Path(installation.project_dir) / "etc"
    if not etc.is_dir():
        return ScanContext()
    libraries = installation_library_dirs(installation.project_dir)
    return ScanContext(etc_dir=etc, library_dirs=libraries)

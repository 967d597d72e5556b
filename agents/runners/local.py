"""Running cases with the OpenFOAM installed on this machine."""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from pathlib import Path
from typing import ClassVar

from foam_agent.agents.openfoam import Installation, find_local_installation, shell_dir
from foam_agent.agents.runners.base import BaseRunner, Execution
from foam_agent.agents.runners.jail import (
    JAIL_OVERLAY,
    jail_command,
    jail_environment,
    require_sandbox,
)
from foam_agent.agents.runners.processes import DRAIN_TIMEOUT_S, stop_session, supervised_session
from foam_agent.agents.runners.result import RunResult

#: Driver output kept for the run record; the logs carry the detail.
OUTPUT_TAIL_CHARS = 8000


class LocalRunner(BaseRunner):
    """Runs ``driver.sh`` natively, jailed by bubblewrap, in a new session so a time limit can
    stop all of it.

    Args:
        timeout_s: Default time limit of a run.
        installation: The installation, when already known.
        sandbox: Jail every run (see :mod:`foam_agent.agents.runners.jail`). Without a working jail
            the runner refuses to run; ``sandbox=False`` (``--no-sandbox``) runs cases unjailed,
            for trusted cases on machines that forbid namespaces.
    """

    name: ClassVar[str] = "local"

    def __init__(self, *, timeout_s: float | None = None,
                 installation: Installation | None = None, sandbox: bool = True) -> None:
        super().__init__(**({"timeout_s": timeout_s} if timeout_s is not None else {}))
        self._installation = installation
        self.sandbox = sandbox

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None
            ) -> RunResult:
        """Run a case and judge the result; never unjailed unless ``sandbox=False``.

        Raises:
            CaseDirError: When ``case_dir`` is missing, a file or empty.
            SandboxUnavailable: When runs should be jailed and this machine cannot.
        """
        if self.sandbox:
            require_sandbox()
        return super().run(case_dir, timeout_s=timeout_s)

    def installation(self) -> Installation:
        """The native installation (``WM_PROJECT_DIR`` or Debian's ``/usr/share/openfoam``)."""
        if self._installation is None:
            self._installation = find_local_installation()
        return self._installation

    def _environment(self) -> dict[str, str]:
        env = dict(os.environ)
        env["WM_PROJECT_DIR"] = self.installation().project_dir
        # Root in containers and CI: let mpirun start ranks even when an Allrun calls it directly.
        env["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
        env["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
        return env

    def _command(self, case_dir: Path, overlay: str) -> tuple[list[str], dict[str, str]]:
        """The driver's command line and environment, inside the jail when sandboxed."""
        driver = ["sh", str(shell_dir() / "driver.sh"), str(case_dir)]
        if not self.sandbox:
            return [*driver, overlay], self._environment()
        installation = self.installation()
        # The jail does not pass the caller's environment; only what a run needs goes in.
        inside = jail_environment(dict(os.environ), WM_PROJECT_DIR=installation.project_dir)
        readable = [Path(installation.project_dir), shell_dir()]
        if installation.tutorials_dir:
            readable.append(Path(installation.tutorials_dir))
        command = jail_command([*driver, JAIL_OVERLAY], case_dir=case_dir,
                               read_only=readable, environment=inside)
        return command, self._environment()

    def _execute(self, case_dir: Path, timeout_s: float) -> Execution:
        with tempfile.TemporaryDirectory(prefix="foam-agent-project-") as overlay:
            command, environment = self._command(case_dir, overlay)
            started = time.monotonic()
            process = subprocess.Popen(
                command,
                cwd=case_dir,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                env=environment,
                start_new_session=True,
            )
            timed_out = False
            with supervised_session(process):
                try:
                    output, _ = process.communicate(timeout=timeout_s)
                except subprocess.TimeoutExpired:
                    timed_out = True
                    stop_session(process)
                    try:
                        output, _ = process.communicate(timeout=DRAIN_TIMEOUT_S)
                    except subprocess.TimeoutExpired:
                        output = b""
                wall_s = time.monotonic() - started
        return Execution(
            returncode=None if timed_out else process.returncode,
            timed_out=timed_out,
            wall_s=wall_s,
            output=output.decode("utf-8", errors="replace")[-OUTPUT_TAIL_CHARS:],
        )

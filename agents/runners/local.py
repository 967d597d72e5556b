"""Running cases with the OpenFOAM installed on this machine."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import time
from contextlib import ExitStack
from pathlib import Path
from typing import ClassVar

from foam_agent.agents.openfoam import Installation, find_local_installation, shell_dir
from foam_agent.agents.runners.base import BaseRunner, Execution
from foam_agent.agents.runners.disk_budget import DEFAULT_DISK_LIMIT, DiskWatcher
from foam_agent.agents.runners.handback import clear_privileged_bits
from foam_agent.agents.runners.jail import (
    JAIL_OVERLAY,
    JailLimits,
    host_ids,
    jail_command,
    jail_environment,
    require_sandbox,
    staging_directory,
)
from foam_agent.agents.runners.processes import (
    DRAIN_TIMEOUT_S,
    cpu_budget,
    stop_session,
    supervised_lend,
    supervised_scratch,
    supervised_session,
    watchdog_deadline,
)
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
        disk_limit: Bytes the case directory may hold; the run is stopped beyond it.
        limits: The jail's process and tmpfs limits (its file-size cap is ``disk_limit``).
    """

    name: ClassVar[str] = "local"

    def __init__(self, *, timeout_s: float | None = None,
                 installation: Installation | None = None, sandbox: bool = True,
                 disk_limit: int = DEFAULT_DISK_LIMIT, limits: JailLimits | None = None) -> None:
        super().__init__(**({"timeout_s": timeout_s} if timeout_s is not None else {}),
                         disk_limit=disk_limit)
        self._installation = installation
        self.sandbox = sandbox
        base = limits or JailLimits()
        self.limits = JailLimits(pids=base.pids, tmp_bytes=base.tmp_bytes, file_bytes=disk_limit)

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

    def _command(self, case_dir: Path, overlay: str, staging: Path | None, timeout_s: float
                 ) -> tuple[list[str], dict[str, str]]:
        """The driver's command line and environment, inside the jail when sandboxed, where
        no process may use more processor time than the run's limit and the watchdog's grace
        (:func:`cpu_budget`)."""
        driver = ["sh", str(shell_dir() / "driver.sh"), str(case_dir)]
        if not self.sandbox:
            return [*driver, overlay], self._environment()
        installation = self.installation()
        # Neither the jail nor bubblewrap itself gets the caller's environment: bubblewrap's
        # own is the jail's /proc/1/environ.
        inside = jail_environment(dict(os.environ), WM_PROJECT_DIR=installation.project_dir)
        readable = [Path(installation.project_dir), shell_dir()]
        if installation.tutorials_dir:
            readable.append(Path(installation.tutorials_dir))
        limits = dataclasses.replace(self.limits, cpu_s=cpu_budget(timeout_s))
        command = jail_command([*driver, JAIL_OVERLAY], case_dir=case_dir,
                               read_only=readable, environment=inside, limits=limits,
                               run_as=host_ids(), staging=staging)
        return command, inside

    def _execute(self, case_dir: Path, timeout_s: float) -> Execution:
        with ExitStack() as stack:
            overlay = str(stack.enter_context(supervised_scratch("foam-agent-project-")))
            run_as = host_ids() if self.sandbox else None
            staging = None
            if run_as is not None:
                staging = Path(stack.enter_context(staging_directory()))
                # The hand-back removes the staging directory too, also after a SIGKILL.
                stack.enter_context(supervised_lend(case_dir, *run_as, scratch=(staging,)))
            command, environment = self._command(case_dir, overlay, staging, timeout_s)
            execution = self._run(command, environment, case_dir, timeout_s)
        # Nothing the run made may keep a setuid or setgid bit (lent cases are cleared when
        # handed back above; this covers callers that are not root).
        clear_privileged_bits(case_dir)
        return execution

    def _run(self, command: list[str], environment: dict[str, str], case_dir: Path,
             timeout_s: float) -> Execution:
        started = time.monotonic()
        process = subprocess.Popen(
            command,
            cwd="/" if self.sandbox else case_dir,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            env=environment,
            start_new_session=True,
        )
        timed_out = False
        with supervised_session(process, watchdog_deadline(started, timeout_s)), \
                DiskWatcher(case_dir, self.disk_limit, lambda: stop_session(process)) as disk:
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
        # Killed past its limit while this process was not looking (stopped, or stuck): the
        # watchdog's doing, and a time-out all the same.
        timed_out = timed_out or (process.returncode is not None and process.returncode < 0
                                  and wall_s >= timeout_s)
        return Execution(
            returncode=None if timed_out else process.returncode,
            timed_out=timed_out,
            wall_s=wall_s,
            output=output.decode("utf-8", errors="replace")[-OUTPUT_TAIL_CHARS:],
            overrun=disk.overrun,
        )

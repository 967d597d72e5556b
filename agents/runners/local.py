"""Running cases with the OpenFOAM installed on this machine."""

from __future__ import annotations

import os
import subprocess
import tempfile
import time
from pathlib import Path
from typing import ClassVar

from agents.openfoam import Installation, find_local_installation, shell_dir
from agents.runners.base import BaseRunner, Execution
from agents.runners.processes import DRAIN_TIMEOUT_S, stop_session, supervised_session

#: Driver output kept for the run record; the logs carry the detail.
OUTPUT_TAIL_CHARS = 8000


class LocalRunner(BaseRunner):
    """Runs ``driver.sh`` natively, in a new session so a time limit can stop all of it."""

    name: ClassVar[str] = "local"

    def __init__(self, *, timeout_s: float | None = None,
                 installation: Installation | None = None) -> None:
        super().__init__(**({"timeout_s": timeout_s} if timeout_s is not None else {}))
        self._installation = installation

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

    def _execute(self, case_dir: Path, timeout_s: float) -> Execution:
        with tempfile.TemporaryDirectory(prefix="foam-agent-project-") as overlay:
            started = time.monotonic()
            process = subprocess.Popen(
                ["sh", str(shell_dir() / "driver.sh"), str(case_dir), overlay],
                cwd=case_dir,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                env=self._environment(),
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

"""The ``-help`` text of every program of an installation, for the index and the writer.

Why: the help texts say what each solver is for ("Transient solver for incompressible, laminar
flow of Newtonian fluids") and which options each utility takes in *this* installation, so the
index can describe tutorials by their solver and the writer can check an Allrun's options. Each
program is run once with ``-help`` in the installation's environment; on the Debian build every
program needs ``WM_PROJECT_DIR`` or it fails before printing anything.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
import threading
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from foam_agent.agents.openfoam.installation import Installation, shell_dir

__all__ = ["HelpCollection", "collect_command_help", "installation_environment"]

#: Programs run at once. ``-help`` mostly waits on loading shared libraries (about 0.1 s
#: each here), so twice the 2 cores keeps them busy; 261 programs take about 10 s.
HELP_WORKERS = 4
#: A ``-help`` answers in well under a second; one that takes this long is waiting for
#: something (input, a display) and is killed with its process group.
HELP_TIMEOUT_S = 30.0
#: How long the environment probe may take (sourcing an ``etc/bashrc`` takes a second or two).
ENV_TIMEOUT_S = 60.0
#: Trailing lines describing the build, identical for every program and useless to a reader.
_FOOTER = ("Using:", "Build:", "Arch:")


@dataclass(frozen=True)
class HelpCollection:
    """Help texts of an installation's programs.

    Attributes:
        texts: Program name to its ``-help`` text (build footer removed).
        failed: Program name to why no text was obtained (not found, timeout, no output).
    """

    texts: dict[str, str] = field(default_factory=dict)
    failed: dict[str, str] = field(default_factory=dict)


def installation_environment(installation: Installation) -> dict[str, str]:
    """The environment in which the installation's programs run.

    Sources foam-agent's ``foam_env.sh`` once (it finds the installation, sources its
    ``etc/bashrc`` only when its programs are not already on ``PATH``, and exports
    ``WM_PROJECT_DIR``) and returns the resulting variables.
    """
    env = dict(os.environ, WM_PROJECT_DIR=installation.project_dir)
    script = f'. "{shell_dir() / "foam_env.sh"}" >/dev/null 2>&1 && env -0'
    try:
        completed = subprocess.run(
            ["sh", "-c", script], capture_output=True, env=env, timeout=ENV_TIMEOUT_S
        )
    except (OSError, subprocess.TimeoutExpired):
        return env
    if completed.returncode != 0:
        return env
    pairs = (entry.partition("=") for entry in completed.stdout.decode().split("\0") if entry)
    return {name: value for name, _, value in pairs if name}


def _clean(text: str) -> str:
    lines = text.strip("\n").splitlines()
    while lines and (not lines[-1].strip() or lines[-1].startswith(_FOOTER)):
        lines.pop()
    return "\n".join(line.rstrip() for line in lines).strip("\n")


def _run_help(program: str, env: dict[str, str], cwd: str, timeout_s: float) -> tuple[str, str]:
    """``(text, "")`` on success, ``("", reason)`` otherwise."""
    try:
        process = subprocess.Popen(
            [program, "-help"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            cwd=cwd,
            text=True,
            errors="replace",
            start_new_session=True,  # its own process group, killed whole on timeout
        )
    except OSError as error:
        return "", f"cannot start: {error.strerror or error}"
    try:
        stdout, stderr = process.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return "", f"no answer within {timeout_s:g} s"
    text = _clean(stdout)
    if not text:
        last = stderr.strip().splitlines()[-1:] or [f"exit code {process.returncode}"]
        return "", f"no help text ({last[0][:200]})"
    return text, ""


def collect_command_help(
    installation: Installation,
    *,
    commands: Iterable[str] | None = None,
    workers: int = HELP_WORKERS,
    timeout_s: float = HELP_TIMEOUT_S,
    env: dict[str, str] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> HelpCollection:
    """Run ``<program> -help`` for the installation's programs, a few at a time.

    Args:
        installation: The installation whose programs to ask.
        commands: Only these programs (default: all of ``installation.applications``).
        workers: Programs run at once.
        timeout_s: Limit for each program; on expiry its process group is killed.
        env: Environment to run them in (default: :func:`installation_environment`).
        progress: Called as ``progress(done, total)`` after each program.

    Returns:
        The texts obtained, and the reason for each program that gave none. Programs not
        found on the environment's ``PATH`` are reported as failed without being run.
    """
    names = sorted(set(commands if commands is not None else installation.applications))
    env = env if env is not None else installation_environment(installation)
    search_path = env.get("PATH", "")
    texts: dict[str, str] = {}
    failed: dict[str, str] = {}
    done = 0
    # Guards ``texts``, ``failed`` and ``done``: workers finish in any order.
    lock = threading.Lock()

    with tempfile.TemporaryDirectory(prefix="foam-agent-help-") as cwd:

        def ask(name: str) -> None:
            nonlocal done
            program = shutil.which(name, path=search_path)
            if program is None:
                text, reason = "", "not found on PATH"
            else:
                text, reason = _run_help(program, env, cwd, timeout_s)
            with lock:
                if text:
                    texts[name] = text
                else:
                    failed[name] = reason
                done += 1
                if progress:
                    progress(done, len(names))

        with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
            list(pool.map(ask, names))
    return HelpCollection(texts=dict(sorted(texts.items())), failed=dict(sorted(failed.items())))

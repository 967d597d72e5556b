"""The bubblewrap jail of the local runner: what a run may see, write and reach.

Why: the Allrun gate and the dictionary scan are static checks of untrusted input, and a static
check can be wrong. The jail holds when they fail: inside it, the case directory is the only
writable place of the host (plus a private ``/tmp`` that vanishes with the run), the system and
the installation are read-only, nothing else of the host's files is mounted (no home, no
``/root``, no ``/work``), there is no network, and the run has its own PID, IPC and UTS
namespaces. The sandbox user is uid 1000 without capabilities and with no-new-privileges, so
OpenFOAM's own root checks are not the only guard. Through a user namespace that uid is the
caller's own uid outside, so files the run writes belong to the user and no ``chown`` of the case
is needed, even when foam-agent runs as root.

The run's PID namespace dies with its first process, which ``--die-with-parent`` ties to the
runner's process: a process that escaped with ``setsid`` still cannot outlive the run.
"""

from __future__ import annotations

import functools
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.openfoam import InstallationNotFound

#: The sandbox user: the first normal uid on Debian, and the image's ``foam`` user in Docker.
JAIL_UID = 1000
JAIL_GID = 1000
#: The per-run project overlay lives in the jail's private /tmp.
JAIL_OVERLAY = "/tmp/foam-agent-project"
#: System directories mounted read-only when they exist: programs, libraries, and the few
#: files of /etc that programs and MPI read. The rest of /etc (shadow, keys) stays hidden.
SYSTEM_DIRS = ("/usr", "/opt")
SYSTEM_LINKS = {"/bin": "usr/bin", "/sbin": "usr/sbin", "/lib": "usr/lib", "/lib64": "usr/lib64"}
ETC_ENTRIES = ("alternatives", "openmpi", "ld.so.cache", "ld.so.conf", "ld.so.conf.d", "passwd",
               "group", "nsswitch.conf", "localtime", "hosts", "mpi", "hwloc")
#: Starting an empty jail takes milliseconds; seconds mean something is wrong.
PROBE_TIMEOUT_S = 20.0
#: Environment the jailed run gets; nothing else of the caller's (API keys stay outside).
_PASSED_VARIABLES = ("LANG", "LC_ALL", "TZ", "FOAM_SIGFPE", "FOAM_SETNAN")


class SandboxUnavailable(InstallationNotFound):
    """bubblewrap is missing or cannot create namespaces; the message says what to do."""


@dataclass(frozen=True)
class SandboxState:
    """Whether runs can be jailed here, and why not.

    Attributes:
        available: A jail with every namespace could be started.
        detail: The bubblewrap version, or the reason it cannot run.
    """

    available: bool
    detail: str


def bwrap_path() -> str | None:
    """The ``bwrap`` program, if installed."""
    return shutil.which("bwrap")


@functools.cache
def sandbox_state() -> SandboxState:
    """Start an empty jail once per process to learn whether this machine allows it."""
    bwrap = bwrap_path()
    if bwrap is None:
        return SandboxState(False, "bubblewrap is not installed (apt-get install -y bubblewrap)")
    command = [bwrap, *_namespace_options(), *_system_mounts(), "--dev", "/dev", "--proc",
               "/proc", "--tmpfs", "/tmp", "--", "true"]
    try:
        probe = subprocess.run(command, capture_output=True, timeout=PROBE_TIMEOUT_S,
                               stdin=subprocess.DEVNULL, check=False)
    except (OSError, subprocess.TimeoutExpired) as error:
        return SandboxState(False, f"bubblewrap did not start ({error})")
    if probe.returncode != 0:
        reason = probe.stderr.decode("utf-8", errors="replace").strip().splitlines()
        return SandboxState(False, f"bubblewrap cannot create namespaces here "
                                   f"({reason[-1] if reason else probe.returncode})")
    version = subprocess.run([bwrap, "--version"], capture_output=True, text=True,
                             check=False).stdout.strip()
    return SandboxState(True, version or "bubblewrap")


def require_sandbox() -> None:
    """Raise :class:`SandboxUnavailable` when runs cannot be jailed on this machine."""
    state = sandbox_state()
    if not state.available:
        raise SandboxUnavailable(
            f"cannot sandbox runs: {state.detail}. Fix that (see `foam-agent doctor`), or pass "
            "--no-sandbox to run cases unjailed if you trust them"
        )


def _namespace_options() -> list[str]:
    return ["--unshare-user", "--unshare-pid", "--unshare-ipc", "--unshare-uts",
            "--unshare-net", "--unshare-cgroup-try", "--uid", str(JAIL_UID), "--gid",
            str(JAIL_GID), "--hostname", "foam-agent", "--die-with-parent"]


def _system_mounts() -> list[str]:
    options: list[str] = []
    for directory in SYSTEM_DIRS:
        if Path(directory).is_dir():
            options += ["--ro-bind", directory, directory]
    for link, target in SYSTEM_LINKS.items():
        if Path(link).is_symlink():
            options += ["--symlink", target, link]
        elif Path(link).is_dir():
            options += ["--ro-bind", link, link]
    for entry in ETC_ENTRIES:
        path = Path("/etc") / entry
        if path.exists():
            options += ["--ro-bind", str(path), str(path)]
    return options


def jail_command(command: Sequence[str], *, case_dir: Path, read_only: Sequence[Path],
                 environment: dict[str, str]) -> list[str]:
    """``command`` wrapped in bubblewrap: ``case_dir`` writable, ``read_only`` visible.

    Args:
        command: What to run inside, with paths as seen inside (they equal the host's).
        case_dir: The one host directory the run may write.
        read_only: Further host directories the run reads (installation, foam-agent's shell
            helpers) when they are not under the system directories already.
        environment: Variables to set inside; the caller's environment is not passed.
    """
    bwrap = bwrap_path()
    if bwrap is None:
        raise SandboxUnavailable("bubblewrap is not installed (apt-get install -y bubblewrap)")
    options = [bwrap, *_namespace_options(), "--clearenv", *_system_mounts(),
               "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"]
    for path in read_only:
        if path.exists() and not any(str(path).startswith(f"{system}/")
                                     for system in SYSTEM_DIRS):
            options += ["--ro-bind", str(path), str(path)]
    options += ["--bind", str(case_dir), str(case_dir), "--chdir", str(case_dir)]
    for name, value in sorted(environment.items()):
        options += ["--setenv", name, value]
    return [*options, "--", *command]


def jail_environment(passed: dict[str, str], **values: str) -> dict[str, str]:
    """The jailed run's environment: a plain PATH, HOME in the private /tmp, the locale."""
    environment = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/tmp", "USER": "foam",
                   "TMPDIR": "/tmp"}
    environment.update({name: passed[name] for name in _PASSED_VARIABLES if name in passed})
    environment.update(values)
    return environment

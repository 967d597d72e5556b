"""The bubblewrap jail of the local runner: what a run may see, write and reach.

Why: the Allrun gate and the dictionary scan are static checks of untrusted input, and a static
check can be wrong. The jail holds when they fail: inside it, the case directory is the only
writable place of the host (plus a private ``/tmp`` that vanishes with the run), the system and
the installation are read-only, nothing else of the host's files is mounted (no home, no
``/root``, no ``/work``), there is no network, and the run has its own PID, IPC and UTS
namespaces. The sandbox user is uid 1000 without capabilities and with no-new-privileges, so
OpenFOAM's own root checks are not the only guard. Through a user namespace that uid is the
caller's own uid outside, so files the run writes belong to the user.

What leaks nothing and what is bounded:

- *Environment*: bubblewrap itself starts with the jail's minimal environment, not only the
  command inside (``--clearenv`` alone left the caller's whole environment, API keys and HOME
  included, readable in ``/proc/1/environ``, which is bubblewrap's own process).
- *Owner*: run as root, a user namespace would map the jail's uid to root outside (a run left a
  setuid-root file on the host). So a root caller drops to :data:`HOST_UID` before starting
  bubblewrap; the case is lent to that uid for the run (``handback.py``). bubblewrap, then
  unprivileged, cannot reach a case below a root-only directory (pytest's, ``/root``), so each
  directory to mount is first bound onto a world-traversable staging directory in a private
  mount namespace of the launcher (``unshare --mount``), invisible to the host.
- *Processes*: ``RLIMIT_NPROC`` set inside the jail's user namespace counts only that jail's
  processes (the kernel keeps the count per namespace and uid); set outside, it would count
  every process of the host uid.
- *Memory through files*: ``/tmp`` and ``/dev/shm`` are tmpfs mounts with a size, and the rest
  of ``/dev`` (bubblewrap's own tmpfs, writable and unbounded) is read-only.
- *Disk*: ``RLIMIT_FSIZE`` caps one file at the case's disk budget; the runner's watcher
  (``disk_budget.py``) caps the whole case. ``RLIMIT_CORE`` is 0, soft and hard: a process
  the processor limit stops (SIGXCPU) or that crashes writes no core file into the case, and
  the run cannot raise the limit again.
- *Time*: ``RLIMIT_CPU`` caps each process's processor seconds at the run's time limit (one
  process cannot use more than the wall time on one core), held by the kernel alone; the
  watchdog (``reaper.py``) stops the run at its deadline however idle it is.

The run's PID namespace dies with its first process, which ``--die-with-parent`` ties to the
runner's process: a process that escaped with ``setsid`` still cannot outlive the run.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from foam_agent.agents.openfoam import InstallationNotFound
from foam_agent.agents.runners.disk_budget import DEFAULT_DISK_LIMIT

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
#: The host uid (and gid) a root caller's jail runs as: unprivileged, owned by no account, so
#: what the run makes belongs to nobody who can log in until it is handed back.
HOST_UID = 1_500_000_000
#: Processes (threads included) of one run: mpirun with a few ranks needs a few dozen; a loop
#: of background jobs ran 1,105 before this limit existed.
DEFAULT_PIDS_LIMIT = 512
#: The jail's private /tmp and /dev/shm: the project overlay and MPI's session and shared-memory
#: files, a few MB; unbounded, a run filled 1 GB of host RAM there.
DEFAULT_TMP_BYTES = 256 << 20
#: Programs the launcher of a root caller's jail needs besides bubblewrap (util-linux).
_ROOT_LAUNCHERS = ("unshare", "setpriv", "mount")


@dataclass(frozen=True)
class JailLimits:
    """The resources one jailed run may use.

    Attributes:
        pids: Processes and threads of the run (``RLIMIT_NPROC`` inside its namespace).
        tmp_bytes: Size of each of the jail's tmpfs mounts (/tmp, /dev/shm).
        file_bytes: Largest file the run may write (``RLIMIT_FSIZE``): the disk budget.
        cpu_s: Processor seconds each process of the run may use (``RLIMIT_CPU``), None for no
            limit: the kernel stops a solver past it, whatever its owner and the watchdog do.
    """

    pids: int = DEFAULT_PIDS_LIMIT
    tmp_bytes: int = DEFAULT_TMP_BYTES
    file_bytes: int = DEFAULT_DISK_LIMIT
    cpu_s: int | None = None


def host_ids() -> tuple[int, int] | None:
    """The unprivileged uid and gid a root caller's jail runs as; None for other callers, whose
    own uid is already unprivileged.

    :data:`HOST_UID` when this user namespace maps it; root inside a container of a rootless
    engine often has only 65,536 ids, where ``chown`` to it fails (see :func:`mapped_id`).
    """
    if os.geteuid() != 0:
        return None
    return mapped_id("/proc/self/uid_map"), mapped_id("/proc/self/gid_map")


def mapped_id(map_file: str) -> int:
    """:data:`HOST_UID` if the id map ``map_file`` (``/proc/self/uid_map``) holds it, else the
    highest mapped id but two: 65533 in the usual map of 65,536, whose last two are ``nobody``
    and the 16-bit "no id"."""
    try:
        ranges = [tuple(int(field) for field in line.split())
                  for line in Path(map_file).read_text().splitlines() if line.strip()]
    except (OSError, ValueError):
        return HOST_UID
    if any(start <= HOST_UID < start + count for start, _, count in ranges):
        return HOST_UID
    return max(start + count for start, _, count in ranges) - 3


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
                 environment: dict[str, str], limits: JailLimits | None = None,
                 run_as: tuple[int, int] | None = None, staging: Path | None = None
                 ) -> list[str]:
    """``command`` wrapped in bubblewrap: ``case_dir`` writable, ``read_only`` visible.

    Args:
        command: What to run inside, with paths as seen inside (they equal the host's).
        case_dir: The one host directory the run may write.
        read_only: Further host directories the run reads (installation, foam-agent's shell
            helpers) when they are not under the system directories already.
        environment: Variables to set inside; the caller's environment is not passed.
        limits: Processes, tmpfs sizes and file size of the run; none when not given.
        run_as: The host uid and gid to start bubblewrap as (see :func:`host_ids`); needs
            ``staging``, an empty world-traversable directory the caller removes afterwards.
    """
    bwrap = bwrap_path()
    if bwrap is None:
        raise SandboxUnavailable("bubblewrap is not installed (apt-get install -y bubblewrap)")
    sources = [case_dir, *(path for path in read_only if path.exists() and not any(
        str(path).startswith(f"{system}/") for system in SYSTEM_DIRS))]
    mounted = _staged(sources, staging) if run_as is not None else \
        {path: path for path in sources}
    options = [bwrap, *_namespace_options(), "--clearenv", *_system_mounts(), "--dev", "/dev",
               "--proc", "/proc"]
    options += _tmpfs("/tmp", limits)
    # /dev is a tmpfs of its own, writable and unbounded: only its /dev/shm mount stays so.
    options += [*_tmpfs("/dev/shm", limits), "--remount-ro", "/dev"]
    for path in sources[1:]:
        options += ["--ro-bind", str(mounted[path]), str(path)]
    options += ["--bind", str(mounted[case_dir]), str(case_dir), "--chdir", str(case_dir)]
    for name, value in sorted(environment.items()):
        options += ["--setenv", name, value]
    inside = list(command)
    if limits is not None:
        cpu = [] if limits.cpu_s is None else [f"--cpu={limits.cpu_s}"]
        inside = ["prlimit", f"--nproc={limits.pids}", f"--fsize={limits.file_bytes}", *cpu,
                  "--core=0", "--", *inside]
    jailed = [*options, "--", *inside]
    if run_as is None:
        return jailed
    return _as_unprivileged(jailed, run_as, {source: mounted[source] for source in sources})


def _tmpfs(target: str, limits: JailLimits | None) -> list[str]:
    size = ["--size", str(limits.tmp_bytes)] if limits is not None else []
    return [*size, "--tmpfs", target]


def _staged(sources: Sequence[Path], staging: Path | None) -> dict[Path, Path]:
    if staging is None:
        raise ValueError("a jail started as another uid needs a staging directory")
    mounted = {}
    for index, source in enumerate(sources):
        point = staging / str(index)
        point.mkdir(mode=0o711)
        mounted[source] = point
    return mounted


#: Bind each (source, staging point) pair given after the count, then become the unprivileged
#: uid. Runs in its own mount namespace, so the binds vanish with the run and the host never
#: sees them.
_LAUNCH = ('n=$1; shift; while [ "$n" -gt 0 ]; do mount --bind "$1" "$2" || exit 125; '
           'shift 2; n=$((n - 1)); done; exec "$@"')


def _as_unprivileged(jailed: list[str], run_as: tuple[int, int],
                     mounted: dict[Path, Path]) -> list[str]:
    uid, gid = run_as
    missing = [name for name in _ROOT_LAUNCHERS if shutil.which(name) is None]
    if missing:
        raise SandboxUnavailable(f"jailing runs as root needs {', '.join(missing)} "
                                 "(apt-get install -y util-linux mount)")
    binds = [str(part) for source, point in mounted.items() for part in (source, point)]
    return ["unshare", "--mount", "--propagation", "private", "--", "sh", "-c", _LAUNCH, "sh",
            str(len(mounted)), *binds, "setpriv", f"--reuid={uid}", f"--regid={gid}",
            "--clear-groups", "--no-new-privs", "--", *jailed]


def staging_directory() -> tempfile.TemporaryDirectory[str]:
    """An empty directory an unprivileged uid can traverse, for :func:`jail_command`'s
    ``staging``: in the temporary directory when that is world-traversable, else in /tmp."""
    base = tempfile.gettempdir()
    if not os.stat(base).st_mode & 0o001:
        base = "/tmp"
    directory = tempfile.TemporaryDirectory(prefix="foam-agent-jail-", dir=base,
                                            ignore_cleanup_errors=True)
    os.chmod(directory.name, 0o711)
    return directory


def jail_environment(passed: dict[str, str], **values: str) -> dict[str, str]:
    """The jailed run's environment: a plain PATH, HOME in the private /tmp, the locale."""
    environment = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/tmp", "USER": "foam",
                   "TMPDIR": "/tmp"}
    environment.update({name: passed[name] for name in _PASSED_VARIABLES if name in passed})
    environment.update(values)
    return environment

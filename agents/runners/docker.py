"""Running cases in Docker: one throwaway container per run, from a foam-agent OpenFOAM image.

Why: a container pins the OpenFOAM dialect a case is written for (ESI v1912 offline, Foundation
v10 for FoamBench) whatever is installed on the host, and it confines a run that an untrusted
Allrun drives: no network, bounded memory, CPUs and processes, no capabilities, a non-root user,
and only the case directory writable (a read-only root filesystem and a tmpfs ``/tmp``). The
same ``driver.sh`` as the local runner runs inside, from the shell helpers mounted read-only, so
both runners judge a case identically, after the same gate and dictionary scan.

The case is mounted at its own host path, so the paths in logs and fatal errors are the ones the
user and the reviewer see on the host.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import tarfile
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import docker
import requests
from docker.errors import APIError, DockerException, ImageNotFound, NotFound
from docker.models.containers import Container
from docker.models.images import Image
from docker.types import Mount, Ulimit

from foam_agent.agents.openfoam import Installation, InstallationNotFound, shell_dir
from foam_agent.agents.openfoam.installation import PROBE_TIMEOUT_S, parse_probe
from foam_agent.agents.runners.base import DEFAULT_TIMEOUT_S, BaseRunner, Execution
from foam_agent.agents.runners.disk_budget import DEFAULT_DISK_LIMIT, DiskOverrun, DiskWatcher
from foam_agent.agents.runners.handback import clear_privileged_bits
from foam_agent.agents.runners.jail import JailLimits
from foam_agent.agents.runners.local import OUTPUT_TAIL_CHARS
from foam_agent.agents.runners.processes import (
    cpu_budget,
    supervised_container,
    supervised_lend,
    watchdog_deadline,
)

#: Repository of the images ``openfoam_image/build.sh`` builds; the tag is the dialect.
IMAGE_REPOSITORY = "foam-agent/openfoam"
#: The image every machine can build offline (Debian's OpenFOAM v1912).
DEFAULT_DIALECT = "esi-1912"
#: Where the shell helpers (driver.sh, probe.sh, RunFunctions) appear in every container.
SHELL_MOUNT = "/opt/foam-agent/shell"
#: driver.sh's per-run project overlay: in the container's own /tmp, gone with the container.
OVERLAY_DIR = "/tmp/foam-agent-project"
#: The image's ``foam`` user, to whom a root-owned case is lent for the run.
CONTAINER_UID = 1000
CONTAINER_GID = 1000
#: Memory of one run: FoamBench and tutorial cases need well under 1 GB; the cap keeps a
#: runaway mesh from pushing the host (24 GB here) into swap.
DEFAULT_MEMORY = "8g"
#: CPUs of one run: cases run serially or on two ranks; never more than the host has.
DEFAULT_CPUS = float(min(2, os.cpu_count() or 1))
#: Time for the engine to confirm a killed container has stopped; it takes milliseconds.
KILL_WAIT_S = 10.0
#: Engine calls other than the long wait answer in milliseconds; longer means a sick engine.
API_TIMEOUT_S = 60.0
#: Lines of container output fetched; the logs in the case carry the detail.
OUTPUT_TAIL_LINES = 400
#: Label naming what a container is for (the case path), so people and tests can find a run's
#: container: ``docker ps -a --filter label=foam-agent.run``.
RUN_LABEL = "foam-agent.run"
#: The ``openfoam_image/build.sh`` target that builds each dialect's image.
BUILD_TARGETS = {"esi-1912": "debian", "foundation-10": "foundation10"}

_START_ENGINE = "run `make setup` or `sudo scripts/dockerd-up.sh`"


def build_hint(image: str) -> str:
    """What to run to get ``image``: the build script's target for our images."""
    repository, _, dialect = image.rpartition(":")
    target = BUILD_TARGETS.get(dialect) if repository == IMAGE_REPOSITORY else None
    if target is None:
        return f"build or pull {image}"
    setup = "run `make setup` or " if target == "debian" else "run "
    return f"{setup}`openfoam_image/build.sh {target}`"


class DockerUnavailable(InstallationNotFound):
    """The Docker engine or the OpenFOAM image is missing; the message says what to run."""


@dataclass(frozen=True)
class ContainerRun:
    """One finished container: what it printed and how it ended.

    Attributes:
        returncode: Its exit status, or None when it was killed at the time limit.
        timed_out: Whether the time limit stopped it.
        wall_s: Seconds from creating the container to its exit (or kill).
        output: The tail of its stdout and stderr.
        attrs: The engine's description of the container (``docker inspect``) while it existed.
        overrun: The disk budget that stopped it, if one did.
    """

    returncode: int | None
    timed_out: bool
    wall_s: float
    output: str
    attrs: dict[str, Any]
    overrun: DiskOverrun | None = None


def image_for(dialect: str) -> str:
    """The image reference of a dialect, e.g. ``foam-agent/openfoam:esi-1912``."""
    return f"{IMAGE_REPOSITORY}:{dialect}"


def connect(timeout_s: float = API_TIMEOUT_S) -> docker.DockerClient:
    """A client of the engine named by the environment (``DOCKER_HOST``, else the local socket).

    Raises:
        DockerUnavailable: When no engine answers.
    """
    try:
        client = docker.from_env(timeout=int(timeout_s))
        client.ping()
    except (DockerException, requests.exceptions.RequestException) as error:
        raise DockerUnavailable(
            f"no Docker engine answers ({_first_line(error)}): {_START_ENGINE}"
        ) from error
    return client


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0][:200] if text else type(error).__name__


#: Installations probed so far, by image id: probing starts a container (about a second).
_probed: dict[str, Installation] = {}
#: Guards _probed so concurrent runners on one image probe it once.
_probed_lock = threading.Lock()


class DockerRunner(BaseRunner):
    """Runs ``driver.sh`` in a fresh container of a foam-agent OpenFOAM image.

    Args:
        dialect: Selects the image ``foam-agent/openfoam:<dialect>``.
        image: A full image reference instead, for images built some other way.
        timeout_s: Default time limit of a run.
        memory: Memory limit of a container, in Docker's notation (``"8g"``).
        cpus: CPU limit of a container, in cores.
        client: An engine client; by default one from the environment.
        disk_limit: Bytes the case directory may hold; the run is stopped beyond it.
        limits: Processes and the size of /tmp and /dev/shm, as for the local jail (its
            defaults: a few dozen processes and MB are what mpirun needs).
    """

    name: ClassVar[str] = "docker"

    def __init__(
        self,
        *,
        dialect: str = DEFAULT_DIALECT,
        image: str | None = None,
        timeout_s: float | None = None,
        memory: str = DEFAULT_MEMORY,
        cpus: float = DEFAULT_CPUS,
        client: docker.DockerClient | None = None,
        disk_limit: int = DEFAULT_DISK_LIMIT,
        limits: JailLimits | None = None,
    ) -> None:
        super().__init__(timeout_s=DEFAULT_TIMEOUT_S if timeout_s is None else timeout_s,
                         disk_limit=disk_limit)
        self.limits = limits or JailLimits()
        self.image = image or image_for(dialect)
        self.memory = memory
        self.cpus = cpus
        self._client = client
        self._installation: Installation | None = None
        self.last_container: ContainerRun | None = None

    # -- engine and image -----------------------------------------------------------------

    @property
    def client(self) -> docker.DockerClient:
        """The engine client, connected on first use."""
        if self._client is None:
            self._client = connect()
        return self._client

    def image_object(self) -> Image:
        """The runner's image as the engine knows it.

        Raises:
            DockerUnavailable: When the engine is down or the image was never built.
        """
        try:
            return self.client.images.get(self.image)
        except ImageNotFound as error:
            raise DockerUnavailable(
                f"the image {self.image} is missing: {build_hint(self.image)}"
            ) from error
        except (DockerException, requests.exceptions.RequestException) as error:
            raise DockerUnavailable(
                f"the Docker engine did not answer ({_first_line(error)}): {_START_ENGINE}"
            ) from error

    def installation(self) -> Installation:
        """The OpenFOAM inside the image, probed once per image by running ``probe.sh``."""
        if self._installation is None:
            image = self.image_object()
            with _probed_lock:
                if image.id not in _probed:
                    _probed[image.id] = self._probe(image)
                self._installation = _probed[image.id]
        return self._installation

    def _probe(self, image: Image) -> Installation:
        probe = self._run_container(
            image,
            ["sh", f"{SHELL_MOUNT}/probe.sh"],
            user=f"{CONTAINER_UID}:{CONTAINER_GID}",
            timeout_s=PROBE_TIMEOUT_S,
        )
        if probe.timed_out or probe.returncode != 0:
            printed = probe.output.strip()[-300:] or "no output"
            raise DockerUnavailable(
                f"probing OpenFOAM in {self.image} failed ({printed}); rebuild the image: "
                f"{build_hint(self.image)}"
            )
        return parse_probe(probe.output)

    # -- running ----------------------------------------------------------------------------

    def _execute(self, case_dir: Path, timeout_s: float) -> Execution:
        image = self.image_object()
        with lend_case(case_dir) as user:
            run = self._run_container(
                image,
                ["sh", f"{SHELL_MOUNT}/driver.sh", str(case_dir), OVERLAY_DIR],
                user=user,
                timeout_s=timeout_s,
                case_dir=case_dir,
            )
        # A lent case is cleared when handed back; a case run as its owner is cleared here.
        clear_privileged_bits(case_dir)
        self.last_container = run
        return Execution(
            returncode=run.returncode,
            timed_out=run.timed_out,
            wall_s=run.wall_s,
            output=run.output,
            overrun=run.overrun,
        )

    def _run_container(
        self,
        image: Image,
        command: Sequence[str],
        *,
        user: str,
        timeout_s: float,
        case_dir: Path | None = None,
    ) -> ContainerRun:
        """Create, start and wait for one container; kill it at the limit; always remove it."""
        mounts = [Mount(SHELL_MOUNT, str(shell_dir()), type="bind", read_only=True)]
        if case_dir is not None:
            mounts.append(Mount(str(case_dir), str(case_dir), type="bind", read_only=False))
        started = time.monotonic()
        try:
            container: Container = self.client.containers.create(
                image.id,
                list(command),
                name=f"foam-agent-{uuid.uuid4().hex[:12]}",
                labels={RUN_LABEL: str(case_dir or "probe")},
                user=user,
                working_dir=str(case_dir) if case_dir else "/tmp",
                # Runs as a user the image may not know; OpenFOAM and mpirun want a writable HOME.
                environment={"HOME": "/tmp"},
                mounts=mounts,
                network_mode="none",
                mem_limit=self.memory,
                memswap_limit=self.memory,
                nano_cpus=int(self.cpus * 1e9),
                pids_limit=self.limits.pids,
                cap_drop=["ALL"],
                security_opt=["no-new-privileges"],
                # The case is the only writable mount; /tmp (the overlay, HOME) is a tmpfs
                # that dies with the container.
                read_only=True,
                tmpfs={"/tmp": f"rw,nosuid,nodev,size={self.limits.tmp_bytes}"},
                shm_size=self.limits.tmp_bytes,
                # One file may not outgrow the case's disk budget; the watcher adds up the rest.
                # No process may use more processor time than the run's limit allows.
                # No core file of a stopped or crashed process lands in the case either.
                ulimits=[Ulimit(name="fsize", soft=self.disk_limit, hard=self.disk_limit),
                         Ulimit(name="core", soft=0, hard=0), *_cpu_ulimit(timeout_s)],
            )
        except (DockerException, requests.exceptions.RequestException) as error:
            raise DockerUnavailable(
                f"could not create a container of {self.image} ({_first_line(error)})"
            ) from error
        with supervised_container(container.id, watchdog_deadline(started, timeout_s)):
            if case_dir is None:
                return self._wait_for(container, started, timeout_s)
            with DiskWatcher(case_dir, self.disk_limit, lambda: _kill(container)) as disk:
                run = self._wait_for(container, started, timeout_s)
            return dataclasses.replace(run, overrun=disk.overrun)

    def _wait_for(self, container: Container, started: float, timeout_s: float
                  ) -> ContainerRun:
        """Start a created container, wait for it until the limit, always remove it."""
        try:
            try:
                container.start()
                container.reload()
            except DockerException as error:
                raise DockerUnavailable(
                    f"could not start a container of {self.image} ({_first_line(error)})"
                ) from error
            attrs = dict(container.attrs)
            deadline = started + timeout_s
            try:
                # The HTTP layer refuses a zero timeout; a spent budget still gets one poll.
                status = container.wait(timeout=max(deadline - time.monotonic(), 0.01))
                returncode: int | None = int(status["StatusCode"])
                timed_out = False
            except (requests.exceptions.ReadTimeout, requests.exceptions.ConnectionError) as error:
                if time.monotonic() < deadline:
                    raise DockerUnavailable(
                        f"lost the Docker engine during a run ({_first_line(error)})"
                    ) from error
                returncode, timed_out = None, True
                _kill(container)
            wall_s = time.monotonic() - started
            output = container.logs(stdout=True, stderr=True, tail=OUTPUT_TAIL_LINES)
        finally:
            _remove(container)
        return ContainerRun(
            returncode=returncode,
            timed_out=timed_out,
            wall_s=wall_s,
            output=output.decode("utf-8", errors="replace")[-OUTPUT_TAIL_CHARS:],
            attrs=attrs,
        )

    # -- tutorials --------------------------------------------------------------------------

    def copy_tutorials(self, destination: str | os.PathLike[str]) -> Path:
        """Copy the image's tutorials directory to ``destination`` on the host.

        Why: the index is built from the tutorials of the installation that runs the cases, and
        for a Docker dialect those live only in its image. Nothing runs: the files are read from
        a created, never started, container. Links that would point outside are refused.

        Args:
            destination: A folder that does not exist yet (or is empty); it receives the
                tutorial tree itself (``destination/incompressible/icoFoam/...``).

        Returns:
            ``destination`` as an absolute path.

        Raises:
            DockerUnavailable: When the engine, the image or its tutorials are missing.
            FileExistsError: When ``destination`` holds files already.
        """
        target = Path(destination).expanduser().resolve()
        if target.exists() and any(target.iterdir()):
            raise FileExistsError(f"{target} is not empty; give a new folder for the tutorials")
        tutorials = self.installation().tutorials_dir
        if not tutorials:
            raise DockerUnavailable(
                f"the image {self.image} has no tutorials: {build_hint(self.image)}"
            )
        target.parent.mkdir(parents=True, exist_ok=True)
        container = self.client.containers.create(
            self.image_object().id, ["true"], network_mode="none",
            labels={RUN_LABEL: "copy-tutorials"},
        )
        staging = Path(tempfile.mkdtemp(prefix=".foam-agent-tutorials-", dir=target.parent))
        try:
            with tempfile.TemporaryFile() as archive:
                try:
                    chunks, _ = container.get_archive(tutorials)
                except NotFound as error:
                    raise DockerUnavailable(
                        f"{tutorials} is missing in {self.image}: {build_hint(self.image)}"
                    ) from error
                for chunk in chunks:
                    archive.write(chunk)
                archive.seek(0)
                with tarfile.open(fileobj=archive) as tar:
                    tar.extractall(staging, filter="data")
            if target.exists():
                target.rmdir()
            os.replace(staging / Path(tutorials).name, target)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
            _remove(container)
        return target


def _cpu_ulimit(timeout_s: float) -> list[Ulimit]:
    """The container's ``RLIMIT_CPU`` for a run limited to ``timeout_s`` (none if endless)."""
    seconds = cpu_budget(timeout_s)
    return [] if seconds is None else [Ulimit(name="cpu", soft=seconds, hard=seconds)]


def _kill(container: Container) -> None:
    """SIGKILL the container and wait until the engine reports it stopped.

    Killing the container's init kills every process in its pid namespace, MPI ranks included;
    no grace period is given because an abandoned run's output is not needed.
    """
    try:
        container.kill()
    except NotFound:
        return
    except APIError as error:
        # "is not running": it exited between the timeout and the kill.
        if error.status_code != 409:
            raise
    try:
        container.wait(timeout=KILL_WAIT_S)
    except (requests.exceptions.ReadTimeout, requests.exceptions.ConnectionError):
        container.remove(force=True)


def _remove(container: Container) -> None:
    """Remove the container and whatever is still running in it."""
    with suppress(NotFound):
        container.remove(force=True)


@contextmanager
def lend_case(case_dir: Path) -> Iterator[str]:
    """Choose the container user for a case, lending a root-owned case to the image's user.

    A case owned by a normal user runs as that uid:gid, so everything the run writes is the
    user's. A root-owned case (root on CI) is lent to uid 1000 for the run, because the
    container must not run as root; afterwards it is handed back (``handback.py``): setuid and
    setgid bits cleared, every entry its previous owner, every new entry the case's owner, also
    when this process is killed (the watchdog does it). A case holding a hard-linked file is not
    lent. A caller who is neither the owner nor root can only run as themselves.

    Yields:
        The ``uid:gid`` to run the container as.

    Raises:
        HardLinkRefused: When a root-owned case holds a hard-linked file.
    """
    status = case_dir.stat()
    if status.st_uid != 0:
        yield f"{status.st_uid}:{status.st_gid}"
        return
    if os.geteuid() != 0:
        yield f"{os.getuid()}:{os.getgid()}"
        return
    with supervised_lend(case_dir, CONTAINER_UID, CONTAINER_GID):
        yield f"{CONTAINER_UID}:{CONTAINER_GID}"

"""The Docker runner on the real foam-agent OpenFOAM image (``foam-agent/openfoam:esi-1912``).

These tests need a running engine and the image; they fail (never skip) without them, because
CI starts both before pytest (``scripts/dockerd-up.sh``, ``openfoam_image/build.sh debian``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import docker
import pytest

from foam_agent.agents.runners import DockerRunner
from foam_agent.agents.runners.docker import RUN_LABEL, DockerUnavailable, build_hint, connect
from tests.conftest import CAVITY, set_entry

pytestmark = pytest.mark.docker

CaseFactory = Callable[..., Path]

#: How long the watcher waits for the solver to show up in a container; it starts in < 1 s.
SOLVER_APPEAR_S = 4.0


@pytest.fixture(scope="module")
def runner() -> DockerRunner:
    """A Docker runner whose engine and image answer, or a failure that says what to run."""
    runner = DockerRunner()
    try:
        runner.installation()
    except DockerUnavailable as error:
        pytest.fail(f"the Docker runner tests need an engine and the image: {error}")
    return runner


@pytest.fixture(scope="module")
def client(runner: DockerRunner) -> docker.DockerClient:
    return runner.client


def containers_of(case: Path) -> list[str]:
    """Ids of all containers (running or not) labelled with ``case``, as ``docker ps -a`` sees."""
    listed = subprocess.run(
        ["docker", "ps", "-a", "-q", "--no-trunc", "--filter", f"label={RUN_LABEL}={case}"],
        capture_output=True, text=True, check=True,
    )
    return listed.stdout.split()


def created_containers(client: docker.DockerClient, case: Path, since: float) -> list[str]:
    """Ids of containers created for ``case`` since ``since`` (epoch seconds), from the events.

    The engine takes whole seconds, so the window is widened to the enclosing seconds; the
    label, unique to the case, keeps other runs out of it.
    """
    events = client.events(
        since=int(since), until=int(time.time()) + 1, decode=True,
        filters={"type": "container", "event": "create", "label": f"{RUN_LABEL}={case}"},
    )
    return [event["id"] for event in events]


def host_processes_in(container_id: str) -> dict[int, str]:
    """Host processes inside the container's cgroup, by pid, with their command names."""
    found: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cgroups = (entry / "cgroup").read_text()
            command = (entry / "comm").read_text().strip()
        except OSError:
            continue
        if container_id in cgroups:
            found[int(entry.name)] = command
    return found


def owners(case: Path) -> set[tuple[int, int]]:
    return {(os.lstat(path).st_uid, os.lstat(path).st_gid) for path in [case, *case.rglob("*")]}


@dataclass
class Sighting:
    """What the watcher saw of a running container."""

    container_id: str | None = None
    network_mode: str | None = None
    user: str | None = None
    interfaces: list[str] = field(default_factory=list)
    solver_pids: list[int] = field(default_factory=list)


@pytest.fixture
def watch(client: docker.DockerClient) -> Iterator[Callable[[Path], Sighting]]:
    """Start a thread that finds the run's container and looks inside it while it runs."""
    threads: list[threading.Thread] = []

    def start(case: Path) -> Sighting:
        sighting = Sighting()

        def look() -> None:
            deadline = time.monotonic() + SOLVER_APPEAR_S
            while time.monotonic() < deadline and sighting.container_id is None:
                running = client.containers.list(filters={"label": f"{RUN_LABEL}={case}"})
                if running:
                    container = running[0]
                    sighting.container_id = container.id
                    sighting.network_mode = container.attrs["HostConfig"]["NetworkMode"]
                    sighting.user = container.attrs["Config"]["User"]
                time.sleep(0.05)
            if sighting.container_id is None:
                return
            while time.monotonic() < deadline and not sighting.solver_pids:
                processes = host_processes_in(sighting.container_id)
                sighting.solver_pids = [pid for pid, name in processes.items() if name == "icoFoam"]
                time.sleep(0.05)
            container = client.containers.get(sighting.container_id)
            devices = container.exec_run(["cat", "/proc/net/dev"])
            sighting.interfaces = [
                line.split(":")[0].strip()
                for line in devices.output.decode().splitlines()
                if ":" in line
            ]

        thread = threading.Thread(target=look, daemon=True)
        threads.append(thread)
        thread.start()
        return sighting

    yield start
    for thread in threads:
        thread.join(timeout=SOLVER_APPEAR_S + 5)


def test_cavity_runs_to_success(runner: DockerRunner, client: docker.DockerClient,
                                tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    owner = (case.stat().st_uid, case.stat().st_gid)
    since = time.time()
    result = runner.run(case)
    assert result.status == "success", (result.message, result.logs)
    assert result.runner == "docker"
    assert result.returncode == 0
    assert result.dialect == "esi-1912"
    assert result.application == "icoFoam"
    assert result.last_time == "0.5"
    assert {"U", "p", "phi"} <= {path.name for path in (case / "0.5").iterdir()}
    assert "End" in result.logs["log.icoFoam"]

    # Exactly one container served the run, it is gone, and it was confined.
    assert len(created_containers(client, case, since)) == 1
    assert containers_of(case) == []
    assert runner.last_container is not None
    host_config = runner.last_container.attrs["HostConfig"]
    assert host_config["NetworkMode"] == "none"
    assert host_config["Memory"] > 0 and host_config["NanoCpus"] > 0
    assert host_config["CapDrop"] == ["ALL"]
    user = runner.last_container.attrs["Config"]["User"]
    assert user and not user.startswith("0:")

    # The host user keeps everything the run wrote.
    assert owners(case) == {owner}
    shutil.rmtree(case)
    assert not case.exists()


def test_dialect_is_detected_from_the_image(runner: DockerRunner) -> None:
    installation = runner.installation()
    assert installation.dialect == "esi-1912"
    assert installation.version == "v1912"
    assert {"icoFoam", "blockMesh", "simpleFoam"} <= installation.applications
    assert installation.tutorials_dir == "/usr/share/doc/openfoam-examples/examples"


def test_broken_dictionary_fails_with_the_fatal_message(runner: DockerRunner,
                                                        tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    fv_schemes = case / "system" / "fvSchemes"
    fv_schemes.write_text(fv_schemes.read_text().replace("ddtSchemes", "ddtSchemez"))
    result = runner.run(case)
    assert result.status == "failed"
    assert result.fatal_error is not None
    assert "FOAM FATAL" in result.fatal_error
    assert "ddtSchemes" in result.fatal_error
    assert result.error_class in {"undefined_keyword", "missing_file"}


def test_time_limit_kills_the_container(runner: DockerRunner, tutorial_case: CaseFactory,
                                        watch: Callable[[Path], Sighting]) -> None:
    case = tutorial_case(CAVITY)
    control = case / "system" / "controlDict"
    set_entry(control, "endTime", "1e9")
    set_entry(control, "writeInterval", "1e6")
    sighting = watch(case)
    result = runner.run(case, timeout_s=5)
    assert result.status == "timeout"
    assert result.error_class == "timeout"
    assert result.returncode is None
    assert 5 <= result.wall_s < 30

    # While it ran: the solver was inside the container, which had no network but loopback.
    assert sighting.container_id is not None, "the watcher never saw the run's container"
    assert sighting.solver_pids, "the watcher never saw icoFoam in the container"
    assert sighting.network_mode == "none"
    assert sighting.interfaces == ["lo"]
    assert sighting.user and not sighting.user.startswith("0:")

    # Afterwards: no container of the run, and no process of it on the host.
    assert containers_of(case) == []
    assert host_processes_in(sighting.container_id) == {}
    assert not any(Path(f"/proc/{pid}").exists() for pid in sighting.solver_pids)


@pytest.mark.parametrize("line", ["curl -s http://127.0.0.1:9/ -o grab", "rm -rf /"])
def test_disallowed_allrun_starts_no_container(line: str, runner: DockerRunner,
                                               client: docker.DockerClient,
                                               tutorial_case: CaseFactory,
                                               tmp_path: Path) -> None:
    case = tutorial_case(CAVITY)
    (case / "Allrun").write_text(
        '#!/bin/sh\ncd "${0%/*}" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n'
        f"runApplication blockMesh\n{line}\nrunApplication icoFoam\n"
    )
    before = sorted(path.name for path in tmp_path.iterdir())
    since = time.time()
    result = runner.run(case)
    assert result.status == "rejected"
    assert result.rejected_line is not None and line in result.rejected_line
    assert created_containers(client, case, since) == []
    assert not list(case.glob("log.*"))
    assert sorted(path.name for path in tmp_path.iterdir()) == before


def test_parallel_run_in_the_container(runner: DockerRunner, tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    (case / "system" / "decomposeParDict").write_text(
        "FoamFile { version 2.0; format ascii; class dictionary; object decomposeParDict; }\n"
        "numberOfSubdomains 2;\nmethod simple;\ncoeffs { n (2 1 1); }\n"
    )
    (case / "Allrun").write_text(
        '#!/bin/sh\ncd "${0%/*}" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n'
        "runApplication blockMesh\nrunApplication decomposePar\n"
        "runParallel $(getApplication)\nrunApplication reconstructPar\n"
    )
    result = runner.run(case)
    assert result.status == "success", (result.message, result.logs)
    assert "Running icoFoam (2 processes)" in result.logs["driver"]
    assert (case / "processor1").is_dir() and (case / "0.5" / "U").is_file()


@pytest.mark.skipif(os.geteuid() != 0, reason="only root can give a case to another user")
def test_case_of_another_user_runs_as_that_user(runner: DockerRunner,
                                                tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    for path in [case, *case.rglob("*")]:
        os.lchown(path, 4242, 4343)
    result = runner.run(case)
    assert result.status == "success", (result.message, result.logs)
    assert runner.last_container is not None
    assert runner.last_container.attrs["Config"]["User"] == "4242:4343"
    assert owners(case) == {(4242, 4343)}


@pytest.mark.skipif(os.geteuid() != 0, reason="only root-owned cases are lent to uid 1000")
def test_lent_case_gets_its_owners_back(runner: DockerRunner, tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    os.lchown(case, 0, 0)
    foreign = case / "constant" / "transportProperties"
    os.lchown(foreign, 4242, 4343)
    result = runner.run(case)
    assert result.status == "success", (result.message, result.logs)
    assert runner.last_container is not None
    assert runner.last_container.attrs["Config"]["User"] == "1000:1000"
    assert (os.lstat(foreign).st_uid, os.lstat(foreign).st_gid) == (4242, 4343)
    assert owners(case) - {(4242, 4343)} == {(0, 0)}


def test_missing_image_says_how_to_get_it() -> None:
    with pytest.raises(DockerUnavailable, match=r"no-such-dialect is missing: build or pull"):
        DockerRunner(dialect="no-such-dialect").installation()
    assert build_hint("foam-agent/openfoam:esi-1912").endswith("`openfoam_image/build.sh debian`")
    assert "build.sh foundation10" in build_hint("foam-agent/openfoam:foundation-10")


def test_missing_engine_says_how_to_start_it(monkeypatch: pytest.MonkeyPatch,
                                             tmp_path: Path) -> None:
    monkeypatch.setenv("DOCKER_HOST", f"unix://{tmp_path}/no-engine.sock")
    with pytest.raises(DockerUnavailable, match=r"make setup"):
        connect()


def test_tutorials_are_copied_out_of_the_image(runner: DockerRunner, tmp_path: Path) -> None:
    destination = runner.copy_tutorials(tmp_path / "tutorials")
    assert destination == tmp_path / "tutorials"
    cavity = destination / CAVITY
    assert (cavity / "system" / "blockMeshDict").is_file()
    assert "icoFoam" in (cavity / "system" / "controlDict").read_text()
    assert sum(1 for _ in destination.rglob("controlDict")) > 100
    with pytest.raises(FileExistsError):
        runner.copy_tutorials(destination)

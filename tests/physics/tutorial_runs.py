"""Running tutorial cases of the installation for the physics tests: copy, edit, run serially.

Why not the product's runner: these tests judge the physics checks, not the Allrun gate or the
jail, and they run many small cases side by side; a tutorial's own steps are read from its
Allrun (``runApplication`` lines, ``restore0Dir``; parallel steps run serially), or are
blockMesh and the controlDict's application when it has none, as the runner does.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.openfoam.tutorials import copy_tutorial

#: A step of a tutorial: the program and its arguments, and the log it writes.
_RUN = re.compile(r"^\s*runApplication\s+(.*)$")
_RUN_PARALLEL = re.compile(r"^\s*runParallel\s+(.*)$")
#: ``cp 0/T.orig 0/T``, ``cp -r 0.orig 0``: a copy inside the case.
_COPY = re.compile(r"^\s*\\?cp\s+(?:-\w+\s+)*(\S+)\s+(\S+)\s*$")
#: Steps that only split or join a parallel run, or export results: a serial run needs none.
SKIPPED_PROGRAMS = frozenset({"decomposePar", "reconstructPar", "reconstructParMesh",
                              "foamMeshToFluent", "foamDataToFluent", "foamToVTK"})


@dataclass(frozen=True)
class Step:
    """One program run of a tutorial, with the log it writes (``log.<name>``)."""

    args: tuple[str, ...]
    log: str


def tutorials_dir() -> Path:
    """The installation's tutorials."""
    found = find_local_installation().tutorials_dir
    assert found, "the installation has no tutorials"
    return Path(found)


def environment() -> dict[str, str]:
    """What an OpenFOAM program of the Debian build needs (DESIGN.md) and nothing else."""
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/"),
            "WM_PROJECT_DIR": "/usr/share/openfoam", "OMPI_MCA_plm": "isolated"}


def application(case: Path) -> str:
    """The controlDict's application."""
    name = FoamFile(case / "system" / "controlDict").get("application")
    assert isinstance(name, str), f"{case}: no application in controlDict"
    return name


def _step(words: list[str], app: str) -> Step | None:
    suffix = None
    while words and words[0].startswith("-"):
        flag = words.pop(0)
        if flag == "-s" and words:
            suffix = words.pop(0)
    words = [app if word in ("$(getApplication)", "`getApplication`") else word
             for word in words]
    if not words or words[0] in SKIPPED_PROGRAMS or "$" in " ".join(words):
        return None
    program = words[0]
    return Step(tuple(word for word in words if word != "-parallel"),
                f"log.{program}" + (f".{suffix}" if suffix else ""))


@dataclass(frozen=True)
class Copy:
    """A copy inside the case, as the Allrun makes it before a step."""

    source: str
    target: str


def steps(case: Path) -> list[Step | Copy | str]:
    """The tutorial's steps in order: programs, and ``restore0Dir`` as a word of its own."""
    app = application(case)
    allrun = case / "Allrun"
    if not allrun.is_file():
        return [Step(("blockMesh",), "log.blockMesh"), Step((app,), f"log.{app}")]
    found: list[Step | Copy | str] = []
    for line in allrun.read_text(errors="replace").splitlines():
        if line.strip().startswith("if "):
            break
        if line.strip() == "restore0Dir":
            found.append("restore0Dir")
        elif match := _COPY.match(line):
            found.append(Copy(match.group(1), match.group(2)))
        elif match := _RUN.match(line) or _RUN_PARALLEL.match(line):
            step = _step(match.group(1).split("#")[0].split(), app)
            if step is not None:
                found.append(step)
    return found


def prepare(tutorial: str, destination: Path) -> Path:
    """A fresh, unpacked copy of the installation's tutorial ``tutorial``."""
    return copy_tutorial(tutorials_dir() / tutorial, destination)


def set_entries(path: Path, entries: Mapping[str, object]) -> None:
    """Set entries of a dictionary (key paths joined by '/') with foamlib, in place."""
    dictionary = FoamFile(path)
    for key, value in entries.items():
        dictionary[tuple(key.split("/"))] = value  # type: ignore[index]


def run(case: Path, *, timeout_s: float = 120.0) -> bool:
    """Run every step of the case in it; True when the solver's log ends with ``End``."""
    app = application(case)
    for step in steps(case):
        if step == "restore0Dir":
            if (case / "0.orig").is_dir():
                shutil.rmtree(case / "0", ignore_errors=True)
                shutil.copytree(case / "0.orig", case / "0")
            continue
        if isinstance(step, Copy):
            source, target = case / step.source, case / step.target
            if source.is_dir():
                shutil.copytree(source, target, dirs_exist_ok=True)
            elif source.is_file():
                shutil.copyfile(source, target)
            continue
        assert isinstance(step, Step)
        with open(case / step.log, "w") as log:
            try:
                done = subprocess.run(step.args, cwd=case, env=environment(), stdout=log,
                                      stderr=subprocess.STDOUT, timeout=timeout_s, check=False)
            except subprocess.TimeoutExpired:
                return False
        if done.returncode != 0:
            return False
    solver_log = case / f"log.{app}"
    if not solver_log.is_file():
        return False
    lines = [line.strip() for line in solver_log.read_text(errors="replace").splitlines()]
    return "End" in [line for line in lines if line][-3:]


def shorten(case: Path, end_time: float, writes: int = 1) -> None:
    """End the run at ``end_time`` and write ``writes`` times: the physics of a shorter
    transient, at a fraction of the cost. A write interval in steps stays in steps."""
    control = FoamFile(case / "system" / "controlDict")
    interval: float = end_time / writes
    if control.get("writeControl") == "timeStep":
        delta = control.get("deltaT")
        assert isinstance(delta, int | float), f"{case}: no deltaT"
        interval = max(1, round(end_time / writes / delta))
    control["endTime"] = end_time
    control["writeInterval"] = interval

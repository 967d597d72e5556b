"""What OpenFOAM installation will run the cases: its dialect, version and programs.

Why: the allowlist of an Allrun, the file names a writer must use (Foundation v10's
``physicalProperties`` versus ESI's ``transportProperties``) and the index the retriever reads all
depend on the installation. The facts come from ``shell/probe.sh``, the same script the Docker
runner runs inside an image, so a native installation and an image are described alike.
"""

from __future__ import annotations

import functools
import os
import re
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

#: Probing lists a few hundred programs; it never takes more than a second or two.
PROBE_TIMEOUT_S = 60


class InstallationNotFound(RuntimeError):
    """No usable OpenFOAM installation; the message says how to get one."""


@dataclass(frozen=True)
class Installation:
    """An OpenFOAM installation, native or inside an image.

    Attributes:
        project_dir: The real ``WM_PROJECT_DIR``.
        version: ``WM_PROJECT_VERSION`` as the installation spells it (``v1912``, ``10``).
        tutorials_dir: Where its tutorials live, if it has them.
        applications: Names of its programs (solvers and utilities).
    """

    project_dir: str
    version: str
    tutorials_dir: str | None
    applications: frozenset[str]

    @property
    def dialect(self) -> str:
        """``esi-<version>`` or ``foundation-<version>``: which file names the cases must use."""
        return dialect_of(self.version)

    @property
    def is_foundation(self) -> bool:
        """True for Foundation releases (v10 writes ``physicalProperties``)."""
        return self.dialect.startswith("foundation-")

    def has_application(self, name: str) -> bool:
        """Whether ``name`` is one of this installation's programs."""
        return name in self.applications


def dialect_of(version: str) -> str:
    """Map a ``WM_PROJECT_VERSION`` to a dialect name.

    ESI releases are spelled ``vYYMM`` (``v1912``, ``v2312``); Foundation releases are plain
    numbers or ``dev``.

    >>> dialect_of("v1912"), dialect_of("10")
    ('esi-1912', 'foundation-10')
    """
    version = version.strip()
    match = re.fullmatch(r"v(\d{4})", version)
    if match:
        return f"esi-{match.group(1)}"
    if re.fullmatch(r"\d+(\.\d+)?|dev", version):
        return f"foundation-{version}"
    return f"unknown-{version or 'none'}"


def shell_dir() -> Path:
    """The folder holding ``probe.sh``, ``driver.sh`` and foam-agent's ``RunFunctions``."""
    return Path(str(resources.files("foam_agent.agents.openfoam") / "shell"))


def parse_probe(output: str) -> Installation:
    """Build an :class:`Installation` from the lines ``probe.sh`` prints."""
    values: dict[str, str] = {}
    applications: set[str] = set()
    for line in output.splitlines():
        if line.startswith("app "):
            applications.add(line[4:].strip())
        elif "=" in line:
            key, _, value = line.partition("=")
            values[key.strip()] = value.strip()
    if not values.get("project_dir"):
        raise InstallationNotFound("the OpenFOAM probe found no installation")
    return Installation(
        project_dir=values["project_dir"],
        version=values.get("version", ""),
        tutorials_dir=values.get("tutorials_dir") or None,
        applications=frozenset(applications),
    )


def run_probe(command: Sequence[str], *, env: dict[str, str] | None = None) -> Installation:
    """Run ``probe.sh`` through ``command`` (a local shell or a container) and parse it."""
    try:
        completed = subprocess.run(
            list(command), capture_output=True, text=True, timeout=PROBE_TIMEOUT_S, env=env
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise InstallationNotFound(f"could not run the OpenFOAM probe: {error}") from error
    if completed.returncode != 0:
        reason = completed.stderr.strip().splitlines()[-1:] or ["no output"]
        raise InstallationNotFound(
            f"{reason[0]}. Install OpenFOAM (on Debian: apt-get install openfoam "
            "openfoam-examples, or run 'make setup') or set WM_PROJECT_DIR."
        )
    return parse_probe(completed.stdout)


@functools.cache
def _local_installation(wm_project_dir: str | None) -> Installation:
    env = dict(os.environ)
    if wm_project_dir is None:
        env.pop("WM_PROJECT_DIR", None)
    return run_probe(["sh", str(shell_dir() / "probe.sh")], env=env)


def find_local_installation() -> Installation:
    """Describe the native OpenFOAM installation (``WM_PROJECT_DIR`` or the Debian layout).

    Raises:
        InstallationNotFound: With a message that says how to install one.
    """
    return _local_installation(os.environ.get("WM_PROJECT_DIR"))

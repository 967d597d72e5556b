"""The ``foam-agent`` command line: a thin layer over the library.

Each command lives in its own module and registers itself on the one typer application here.
"""

from __future__ import annotations

import typer

app = typer.Typer(
    name="foam-agent",
    help="Turn a CFD request into a running OpenFOAM case, and score cases the FoamBench way.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def main() -> None:
    """Console-script entry point."""
    app()

from agents.cli import doctor as _doctor  # noqa: E402
from agents.cli import run as _run  # noqa: E402

_run.register(app)
_doctor.register(app)

from agents.cli import score as _score  # noqa: E402

_score.register(app)

from agents.cli import solve as _solve  # noqa: E402

_solve.register(app)

from agents.cli import index as _index  # noqa: E402

_index.register(app)

from agents.cli import bench as _bench  # noqa: E402

_bench.register(app)

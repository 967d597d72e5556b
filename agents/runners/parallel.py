"""Asking a runner for a parallel run: ``--np N`` becomes a decomposition and a request file.

Why through the case directory: it is the one thing every runner (native, Docker, the jail)
hands unchanged to ``driver.sh``, so the request reaches the driver without each runner
learning a new argument. The driver then runs ``decomposePar``, the solver under ``mpirun`` in
the run's own session (so the time limit and the clean-up reach every rank) and
``reconstructPar``.

Decomposition method: ``simple``, N slabs along x. This build's scotch and metis are stubs;
``simple`` needs neither, works for any N, and for the small, mostly 2D cases foam-agent runs a
split along the flow direction keeps the processor boundaries few.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from foam_agent.agents.runners.control_files import (
    RANKS_REQUEST,
    withdraw_request,
    write_anew,
    write_request,
)
from foam_agent.agents.runners.prepare import CaseDirError

#: The file ``driver.sh`` reads the number of ranks from; removed when the run ends.
REQUEST_FILE = RANKS_REQUEST
#: Most ranks foam-agent starts: far above these machines' cores, low enough to catch typos.
MAX_RANKS = 64

_DICTIONARY = """\
FoamFile
{{
    version     2.0;
    format      ascii;
    class       dictionary;
    object      decomposeParDict;
}}
// Written by foam-agent for --np {ranks}: {ranks} slabs along x (scotch and metis are stubs
// in some builds; simple needs neither).

numberOfSubdomains {ranks};

method          simple;

coeffs
{{
    n           ({ranks} 1 1);
}}

simpleCoeffs
{{
    n           ({ranks} 1 1);
    delta       0.001;
}}
"""


def decompose_par_dict(ranks: int) -> str:
    """The ``system/decomposeParDict`` foam-agent writes for ``ranks`` subdomains."""
    return _DICTIONARY.format(ranks=ranks)


def check_ranks(ranks: int) -> int:
    """``ranks`` if it is a usable number of ranks, else :class:`CaseDirError` naming why."""
    if not 1 <= ranks <= MAX_RANKS:
        raise CaseDirError(f"--np must be between 1 and {MAX_RANKS}, not {ranks}")
    return ranks


@contextmanager
def parallel_request(case_dir: Path, ranks: int) -> Iterator[None]:
    """Within the block, ``case_dir`` asks the driver for ``ranks`` ranks (1: nothing to do).

    A case with an Allrun decides itself how it runs, so ``ranks`` > 1 is refused for it
    rather than silently ignored.

    Raises:
        CaseDirError: ``ranks`` is out of range, or the case has an Allrun.
    """
    check_ranks(ranks)
    if ranks == 1:
        yield
        return
    if (case_dir / "Allrun").is_file():
        raise CaseDirError("this case has an Allrun, which decides how it runs; --np applies "
                           "to cases without one (use runParallel in the Allrun instead)")
    system = case_dir / "system"
    if system.is_symlink() or not system.is_dir():
        raise CaseDirError(f"'{case_dir}' has no system directory of its own to decompose")
    # Written before the runner's checks of the case: a link planted at the name must not
    # carry the write out of the case, so the name is made anew.
    dictionary = system / "decomposeParDict"
    if dictionary.is_dir() and not dictionary.is_symlink():
        raise CaseDirError(f"'{dictionary}' is a directory, not a dictionary")
    write_anew(dictionary, decompose_par_dict(ranks))
    request = write_request(case_dir, REQUEST_FILE, f"{ranks}\n")
    try:
        yield
    finally:
        withdraw_request(request)

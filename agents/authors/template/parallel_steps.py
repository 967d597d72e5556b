"""A parallel run a request asks for, written into the case: its ``decomposeParDict`` and
the Allrun's decomposePar, runParallel and reconstructPar.

Why in the case and not the runner's ``--np``: a template-authored case always has an Allrun,
and the runner leaves an Allrun to decide how the case runs (``runners.parallel`` refuses
``--np`` for one). The dictionary is the runner's own (``simple`` slabs: scotch and metis are
stubs in some builds), so a case decomposed here is decomposed as ``--np`` would.

Bounded by the machine: more ranks than it has cores would only share them, so the case keeps
the decomposition asked for (its dictionary, for a larger machine) and runs serially here, and
the record says so; more than the runner ever starts is not applied.
"""

from __future__ import annotations

from dataclasses import dataclass

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.runners.parallel import MAX_RANKS, decompose_par_dict
from foam_agent.agents.spec.stated import Stated
from foam_agent.foamcase.case.run_lines import solver_line

DECOMPOSE_PAR_DICT = "system/decomposeParDict"
_QUANTITY = "numberOfSubdomains"


@dataclass(frozen=True)
class ParallelSteps:
    """The Allrun, the files to write and the run-record notes of a parallel run."""

    allrun: str
    files: dict[str, str]
    notes: tuple[str, ...] = ()


def _parallel_lines(line: str) -> str:
    """The serial solver line as decomposePar, the same command under runParallel, and
    reconstructPar."""
    indent = line[:len(line) - len(line.lstrip())]
    command = line.strip().removeprefix("runApplication").strip()
    return (f"{indent}runApplication decomposePar\n{indent}runParallel {command}\n"
            f"{indent}runApplication reconstructPar")


def with_parallel_run(allrun: str, application: str | None, asked: Stated[int] | None,
                      cores: int, report: EditReport) -> ParallelSteps:
    """``allrun`` running ``application`` on the ranks ``asked`` and the dictionary that
    decomposes the case into them, each recorded in ``report``.

    Args:
        allrun: The case's Allrun.
        application: The case's solver.
        asked: The ranks the request asks for (None: nothing to do).
        cores: The cores this machine gives a run.
        report: Where the edit, or why it was not applied, is recorded.
    """
    if asked is None or asked.value == 1:
        return ParallelSteps(allrun, {})
    if asked.value > MAX_RANKS:
        report.skip(_QUANTITY, asked.source, f"foam-agent starts at most {MAX_RANKS} ranks")
        return ParallelSteps(allrun, {})
    line = solver_line(allrun, application) if application is not None else None
    if line is None:
        report.skip(_QUANTITY, asked.source, "the Allrun has no line running the solver to "
                    "run in parallel")
        return ParallelSteps(allrun, {})
    report.edit(Edit(_QUANTITY, DECOMPOSE_PAR_DICT, (_QUANTITY,), asked.value, None,
                     asked.source))
    files = {DECOMPOSE_PAR_DICT: decompose_par_dict(asked.value)}
    if asked.value > cores:
        return ParallelSteps(allrun, files, (
            f"parallel run: {DECOMPOSE_PAR_DICT} holds the {asked.value} subdomains asked "
            f"('{asked.source}'), but this machine gives a run {cores} cores, so the case "
            "runs serially here",))
    if line.group(0).lstrip().startswith("runParallel"):
        return ParallelSteps(allrun, files, (
            f"parallel run: the Allrun already runs {application} with runParallel, now on "
            f"{asked.value} subdomains",))
    text = f"{allrun[:line.start()]}{_parallel_lines(line.group(0))}{allrun[line.end():]}"
    return ParallelSteps(text, files, (
        f"Allrun: decomposePar, {application} on {asked.value} ranks (runParallel), "
        f"reconstructPar, from '{asked.source}'",))

"""Measure the request reader on the blind held-out sets (issue 23, item 7).

Why: the reader was tuned on requests written by the same hands; these sets were written blind
(benchmarks/data/blind_round<N>/README.md, one folder per round, each round by fresh hands) and
say how it does on anyone's wording. Two
figures per request, checked against the set's expected values, never the audit's word:

1. case correct before the run: the request composed the way ``foam-agent solve`` composes it
   up to writing the case (spec, retrieval with the installation's tutorial index, the offline
   template author's plan and write), and every expected row checked on the written files;
2. end to end: ``foam-agent solve`` for real (offline author, local runner, a time limit per
   run), its status, and the rows checked on the final case. A request counts as solved and
   correct only when the status is ``solved`` and every row is met; ``solved`` with a row
   missed is counted apart (the dangerous kind).

    .venv/bin/python benchmarks/blind_sets.py --out /tmp/blind [--round N] [--set NAME ...]
        [--ids ID ...] [--skip-run | --solve-only] [--workers N] [--request-limit S]
        [--cheap-first] [--recheck]

Writes ``results.json`` and ``results.md`` into ``--out`` (solve outputs under ``solves/``).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from blind_checks import BlindRequest, CheckResult, check_case, load_requests  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
DATA_DIR = REPO / "benchmarks" / "data"
#: The round measured unless ``--round`` says otherwise (the first written blind).
DEFAULT_ROUND = 7
SET_NAMES = ("technical", "plain", "terse_chatty")
FOAM_AGENT = REPO / ".venv" / "bin" / "foam-agent"
#: Serial CPU seconds of the unmodified tutorials, as the sets' README measured them (a
#: tutorial it calls small and untimed is taken as 2 s); orders ``--cheap-first`` runs.
TUTORIAL_CPU_S = {
    "incompressible/simpleFoam/pitzDaily": 8, "incompressible/simpleFoam/airFoil2D": 6,
    "incompressible/nonNewtonianIcoFoam/offsetCylinder": 5,
    "heatTransfer/buoyantPimpleFoam/hotRoom": 17,
    "heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom": 11,
    "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells": 4,
    "multiphase/interFoam/laminar/damBreak/damBreak": 5,
    "incompressible/pimpleFoam/RAS/pitzDaily": 59,
    "incompressible/pisoFoam/LES/pitzDaily": 60,
    "compressible/rhoCentralFoam/forwardStep": 120,
    "compressible/rhoCentralFoam/obliqueShock": 6,
    "compressible/rhoCentralFoam/wedge15Ma5": 11,
    "compressible/rhoCentralFoam/shockTube": 1,
    "DNS/dnsFoam/boxTurb16": 7,
    "compressible/rhoPimpleFoam/RAS/cavity": 1,
}
UNTIMED_CPU_S = 2
#: Workers finishing at once rewrite the result files one at a time.
RESULTS_LOCK = threading.Lock()


class UsageError(ValueError):
    """Bad command-line input: reported as one ``error:`` line, exit 2."""


@dataclass(frozen=True)
class Miss:
    """One row not met: where, what was wanted and what was found."""

    row: str
    wanted: str
    found: str


@dataclass(frozen=True)
class Checked:
    """The rows of one case: how many were met and the misses."""

    met: int
    total: int
    misses: list[Miss]

    @property
    def correct(self) -> bool:
        """Every row met."""
        return self.met == self.total


@dataclass(frozen=True)
class Composed:
    """Item 1: the case as written before any run."""

    followed: str | None
    tutorial_verdict: str
    retrieved: list[str]
    checks: Checked | None
    error: str | None
    seconds: float
    open_rows: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        """Every expected row met and nothing the audit would leave open: the written case is
        the one a run could report ``solved`` (its physics checks aside)."""
        return self.checks is not None and self.checks.correct and not self.open_rows


@dataclass(frozen=True)
class Solved:
    """Item 2: the real solve's status and the rows on its final case."""

    status: str
    stop_reason: str
    followed: str | None
    loops: int
    checks: Checked | None
    unmet: list[str]
    suspect: list[str]
    seconds: float

    @property
    def solved_and_correct(self) -> bool:
        """``solved`` and every row met: the only kind that counts."""
        return self.status == "solved" and self.checks is not None and self.checks.correct

    @property
    def solved_but_wrong(self) -> bool:
        """``solved`` while a row is missed: a wrong case reported as right."""
        return self.status == "solved" and not self.solved_and_correct


@dataclass
class Outcome:
    """Everything measured for one request."""

    set: str
    id: str
    tutorial: str
    composed: Composed | None = None
    solved: Solved | None = None


@dataclass
class SetFigures:
    """The figures of one set (or of all sets)."""

    name: str
    requests: int
    case_correct: int
    clean_before_run: int
    rows_met: int
    rows: int
    tutorial_intended: int
    tutorial_acceptable: int
    ran: int = 0
    solved_and_correct: int = 0
    solved_but_wrong: int = 0
    statuses: dict[str, int] = field(default_factory=dict)


def _checked(results: list[CheckResult]) -> Checked:
    return Checked(
        met=sum(result.met for result in results),
        total=len(results),
        misses=[Miss(result.expected.label(), result.expected.wanted(), result.found)
                for result in results if not result.met],
    )


def tutorial_verdict(request: BlindRequest, followed: str | None) -> str:
    """``intended``, ``acceptable`` (listed in also_acceptable) or ``other``."""
    if followed == request.tutorial:
        return "intended"
    if followed in request.also_acceptable:
        return "acceptable"
    return "other"


class Composer:
    """Writes a request's case the way ``solve`` does before its first run.

    The collaborators are the ones ``solve`` builds from the default configuration: the local
    runner's installation, its tutorial index (``~/.cache/foam-agent/index``) and the offline
    template author; only the run is left out.
    """

    def __init__(self) -> None:
        from foam_agent.agents.api import SolveConfig, make_retriever, make_runner
        from foam_agent.agents.solve import make_author

        self.config = SolveConfig()
        runner = make_runner(self.config)
        self.installation = runner.installation()
        self.retriever = make_retriever(self.config, runner)
        self.author = make_author(self.config, tutorials_dir=self.installation.tutorials_dir)

    def compose(self, request: BlindRequest, case_dir: Path) -> Composed:
        """Write the case into ``case_dir`` and check its rows."""
        from foam_agent.agents.audit.baseline import followed_files
        from foam_agent.agents.audit.check import audit_case, unmet
        from foam_agent.agents.authors.base import AuthorError, WriteRequest
        from foam_agent.agents.case_files import CaseWriter
        from foam_agent.agents.spec.parse import parse_spec

        started = time.monotonic()
        followed: str | None = None
        retrieved: list[str] = []
        try:
            spec = parse_spec(request.request, solvers=self.installation.applications)
            assert self.retriever is not None, "the default configuration retrieves"
            references = self.retriever.retrieve(request.request, self.config.top_k,
                                                 spec=spec)
            retrieved = [reference.case for reference in references]
            write = WriteRequest(prompt=request.request, spec=spec,
                                 dialect=self.installation.dialect,
                                 solvers=sorted(self.installation.applications),
                                 references=references)
            plan = self.author.plan(write).value
            followed = plan.reference_case
            draft = self.author.write(write, plan).value
            case_dir.mkdir(parents=True, exist_ok=True)
            CaseWriter(case_dir).apply(draft.files, draft.deletions)
            tutorials = self.installation.tutorials_dir
            audit = audit_case(spec, case_dir, baseline=followed_files(
                spec, plan, references, lambda: tutorials))
        except AuthorError as error:
            return Composed(followed, tutorial_verdict(request, followed), retrieved, None,
                            f"author: {error}", time.monotonic() - started)
        except Exception as error:  # noqa: BLE001 - a crash is this request's finding, not the run's end
            return Composed(followed, tutorial_verdict(request, followed), retrieved, None,
                            f"crash: {type(error).__name__}: {error}",
                            time.monotonic() - started)
        checks = _checked(check_case(case_dir, request.expected, ran=False))
        open_rows = [f"{row.requirement}: {row.phrase}" for row in unmet(audit)]
        return Composed(followed, tutorial_verdict(request, followed), retrieved, checks, None,
                        time.monotonic() - started, open_rows)


def solve_for_real(request: BlindRequest, output: Path, *, timeout_s: float,
                   request_limit_s: float, max_loops: int | None) -> Solved:
    """``foam-agent solve`` in a child process, then the rows on its final case.

    The child runs in its own session so that a solve still going after ``request_limit_s``
    (all its loops together) is stopped whole; its status is then ``stopped``, which never
    counts as solved.
    """
    from foam_agent.agents.record import RecordError, read_record

    started = time.monotonic()
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as prompt_file:
        prompt_file.write(request.request)
    command = [str(FOAM_AGENT), "solve", "--prompt-file", prompt_file.name, "--output",
               str(output), "--timeout", str(timeout_s), "--json", "--quiet"]
    if max_loops is not None:
        command += ["--max-loops", str(max_loops)]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             start_new_session=True, cwd=REPO)
    try:
        child.communicate(timeout=request_limit_s)
        stopped = False
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        child.communicate()
        stopped = True
    finally:
        os.unlink(prompt_file.name)
    seconds = time.monotonic() - started
    try:
        record = read_record(output)
    except RecordError as error:
        return Solved("stopped" if stopped else "error", str(error), None, 0, None, [], [],
                      seconds)
    case_dir = Path(record.case_dir)
    ran = (case_dir / "constant" / "polyMesh" / "points").is_file()
    checks = _checked(check_case(case_dir, request.expected, ran=ran))
    followed = record.plan.reference_case if record.plan else None
    status = "stopped" if stopped else record.status
    return Solved(status, record.stop_reason, followed, record.loops, checks, record.unmet,
                  record.suspect, seconds)


def sets_dir(round_number: int) -> Path:
    """The folder of one round's sets.

    Raises:
        UsageError: No such round.
    """
    folder = DATA_DIR / f"blind_round{round_number}"
    if not folder.is_dir():
        rounds = sorted(path.name.removeprefix("blind_round") for path in
                        DATA_DIR.glob("blind_round*") if path.is_dir())
        raise UsageError(f"no round {round_number} (rounds: {', '.join(rounds)})")
    return folder


def select(set_names: Sequence[str], ids: Sequence[str],
           round_number: int = DEFAULT_ROUND) -> list[tuple[str, BlindRequest]]:
    """The requests of the named sets of one round, narrowed to ``ids`` when given.

    Raises:
        UsageError: An unknown set or id.
    """
    for name in set_names:
        if name not in SET_NAMES:
            raise UsageError(f"unknown set '{name}' (sets: {', '.join(SET_NAMES)})")
    folder = sets_dir(round_number)
    chosen = [(name, request) for name in set_names
              for request in load_requests(folder / f"{name}.yaml")]
    if ids:
        known = {request.id for _, request in chosen}
        unknown = [wanted for wanted in ids if wanted not in known]
        if unknown:
            raise UsageError(f"unknown request id(s): {', '.join(unknown)}")
        chosen = [(name, request) for name, request in chosen if request.id in set(ids)]
    return chosen


def figures(name: str, outcomes: Sequence[Outcome]) -> SetFigures:
    """The figures of ``outcomes`` (one set, or all)."""
    composed = [outcome.composed for outcome in outcomes if outcome.composed is not None]
    solved = [outcome.solved for outcome in outcomes if outcome.solved is not None]
    return SetFigures(
        name=name,
        requests=len(composed),
        case_correct=sum(bool(item.checks and item.checks.correct) for item in composed),
        clean_before_run=sum(item.clean for item in composed),
        rows_met=sum(item.checks.met for item in composed if item.checks),
        rows=sum(item.checks.total for item in composed if item.checks),
        tutorial_intended=sum(item.tutorial_verdict == "intended" for item in composed),
        tutorial_acceptable=sum(item.tutorial_verdict == "acceptable" for item in composed),
        ran=len(solved),
        solved_and_correct=sum(item.solved_and_correct for item in solved),
        solved_but_wrong=sum(item.solved_but_wrong for item in solved),
        statuses=dict(Counter(item.status for item in solved)),
    )


def _percent(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.0f} %)" if whole else "-"


def markdown(outcomes: Sequence[Outcome], totals: Sequence[SetFigures]) -> str:
    """The results as Markdown: figures per set, then one row per request."""
    lines = ["| set | requests | case correct before run | correct and nothing open | rows met "
             "| tutorial intended (+acceptable) | solves run | solved and correct | solved but "
             "wrong | statuses |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for item in totals:
        statuses = ", ".join(f"{key} {value}" for key, value in sorted(item.statuses.items()))
        lines.append(
            f"| {item.name} | {item.requests} | {_percent(item.case_correct, item.requests)} | "
            f"{_percent(item.clean_before_run, item.requests)} | "
            f"{_percent(item.rows_met, item.rows)} | {item.tutorial_intended} "
            f"(+{item.tutorial_acceptable}) | {item.ran} | "
            f"{_percent(item.solved_and_correct, item.ran)} | {item.solved_but_wrong} | "
            f"{statuses or '-'} |")
    lines += ["", "| id | tutorial followed | checks before run | status | checks after solve "
              "| misses (before run) | open before run |", "|---|---|---|---|---|---|---|"]
    for outcome in outcomes:
        composed, solved = outcome.composed, outcome.solved
        followed = "-"
        before = "-"
        misses = ""
        opened = ""
        if composed is not None:
            opened = "; ".join(composed.open_rows)
            followed = f"{composed.followed or '-'} ({composed.tutorial_verdict})"
            if composed.checks is not None:
                before = f"{composed.checks.met}/{composed.checks.total}"
                misses = "; ".join(f"{miss.row} wants {miss.wanted}, found {miss.found}"
                                   for miss in composed.checks.misses)
            else:
                misses = composed.error or ""
        status = solved.status if solved else "-"
        after = (f"{solved.checks.met}/{solved.checks.total}" if solved and solved.checks
                 else "-")
        misses = misses.replace("|", "\\|")
        opened = opened.replace("|", "\\|")
        lines.append(f"| {outcome.id} | {followed} | {before} | {status} | {after} | "
                     f"{misses} | {opened} |")
    return "\n".join(lines) + "\n"


def write_results(out: Path, outcomes: Sequence[Outcome], set_names: Sequence[str]) -> None:
    """``results.json`` and ``results.md`` in ``out``, rewritten after every request."""
    with RESULTS_LOCK:
        _write_results(out, outcomes, set_names)


def _write_results(out: Path, outcomes: Sequence[Outcome], set_names: Sequence[str]) -> None:
    totals = [figures(name, [o for o in outcomes if o.set == name]) for name in set_names]
    totals.append(figures("all", outcomes))
    payload = {"sets": [asdict(item) for item in totals],
               "requests": [asdict(outcome) for outcome in outcomes]}
    (out / "results.json").write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    (out / "results.md").write_text(markdown(outcomes, totals), encoding="utf-8")


def _stored_composed(stored: dict) -> Composed | None:
    if stored is None:
        return None
    checks = stored["checks"]
    return Composed(stored["followed"], stored["tutorial_verdict"], stored["retrieved"],
                    None if checks is None else Checked(
                        checks["met"], checks["total"],
                        [Miss(**miss) for miss in checks["misses"]]),
                    stored["error"], stored["seconds"], stored["open_rows"])


def recheck(out: Path, round_number: int) -> list[Outcome]:
    """The cases a finished run left in ``out``, checked again with the checker as it is now.

    Why: generate once, score many times. When a rule of the checker is corrected (a value a
    writer typed in another form of the same value), the cases written before are scored again
    instead of composed and solved again, so a before/after pair stays comparable.

    Raises:
        UsageError: ``out`` holds no ``results.json``.
    """
    stored_path = out / "results.json"
    if not stored_path.is_file():
        raise UsageError(f"--recheck: no results.json in '{out}'")
    stored = json.loads(stored_path.read_text(encoding="utf-8"))["requests"]
    wanted = {item["id"] for item in stored}
    set_names = [name for name in SET_NAMES
                 if any(item["set"] == name for item in stored)]
    requests = {request.id: request for _, request in select(set_names, [], round_number)
                if request.id in wanted}
    outcomes = []
    for item in stored:
        request = requests[item["id"]]
        outcome = Outcome(item["set"], item["id"], item["tutorial"],
                          _stored_composed(item["composed"]))
        if outcome.composed is not None and outcome.composed.checks is not None:
            outcome.composed = replace(outcome.composed, checks=_checked(check_case(
                out / "composed" / request.id / "case", request.expected, ran=False)))
        if item["solved"] is not None:
            outcome.solved = _rechecked_solve(request, out / "solves" / request.id,
                                              item["solved"])
        outcomes.append(outcome)
    write_results(out, outcomes, set_names)
    return outcomes


def _rechecked_solve(request: BlindRequest, output: Path, stored: dict) -> Solved:
    from foam_agent.agents.record import RecordError, read_record

    checks = stored["checks"]
    kept = None if checks is None else Checked(checks["met"], checks["total"],
                                               [Miss(**miss) for miss in checks["misses"]])
    solved = Solved(stored["status"], stored["stop_reason"], stored["followed"],
                    stored["loops"], kept, stored["unmet"], stored["suspect"],
                    stored["seconds"])
    try:
        case_dir = Path(read_record(output).case_dir)
    except RecordError:
        return solved
    ran = (case_dir / "constant" / "polyMesh" / "points").is_file()
    return replace(solved, checks=_checked(check_case(case_dir, request.expected, ran=ran)))


def _cost(request: BlindRequest) -> int:
    return TUTORIAL_CPU_S.get(request.tutorial, UNTIMED_CPU_S)


def _options(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/blind"),
                        help="results directory")
    parser.add_argument("--round", dest="round_number", type=int, default=DEFAULT_ROUND,
                        help=f"the round of sets to measure (default {DEFAULT_ROUND})")
    parser.add_argument("--set", dest="sets", action="append", metavar="NAME",
                        help=f"a set to measure ({', '.join(SET_NAMES)}); repeatable")
    parser.add_argument("--ids", nargs="+", default=[], help="only these request ids")
    parser.add_argument("--skip-run", action="store_true", help="only the case before the run")
    parser.add_argument("--solve-only", action="store_true",
                        help="only the end-to-end solves (item 1 measured by another call)")
    parser.add_argument("--workers", type=int, default=1, help="solves at once")
    parser.add_argument("--request-limit", type=float, default=300.0,
                        help="time limit of one whole solve (every loop), seconds")
    parser.add_argument("--timeout", type=float, default=None,
                        help="time limit of one run, seconds (default: --request-limit)")
    parser.add_argument("--max-loops", type=int, default=None,
                        help="runs per solve (default: the configuration's)")
    parser.add_argument("--cheap-first", action="store_true",
                        help="solve the requests of the cheapest tutorials first")
    parser.add_argument("--recheck", action="store_true",
                        help="check the cases of the run already in --out again, run nothing")
    return parser.parse_args(argv)


def run(options: argparse.Namespace) -> list[Outcome]:
    """Measure what the options select; results are rewritten after each request."""
    if options.timeout is None:
        options.timeout = options.request_limit
    if options.workers < 1 or (options.max_loops or 1) < 1:
        raise UsageError("--workers and --max-loops must be >= 1")
    if options.timeout <= 0 or options.request_limit <= 0:
        raise UsageError("--timeout and --request-limit must be > 0")
    if options.skip_run and options.solve_only:
        raise UsageError("--skip-run and --solve-only exclude each other")
    if options.recheck:
        return recheck(options.out, options.round_number)
    set_names = list(options.sets or SET_NAMES)
    chosen = select(set_names, options.ids, options.round_number)
    out: Path = options.out
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out '{out}' is a file")
    out.mkdir(parents=True, exist_ok=True)
    outcomes = [Outcome(name, request.id, request.tutorial) for name, request in chosen]
    composer = None if options.solve_only else Composer()
    for outcome, (_, request) in zip(outcomes, chosen, strict=True):
        if composer is None:
            break
        case_dir = out / "composed" / request.id / "case"
        shutil.rmtree(case_dir.parent, ignore_errors=True)
        outcome.composed = composer.compose(request, case_dir)
        print(f"{request.id}: {outcome.composed.followed} "
              f"{outcome.composed.checks.met if outcome.composed.checks else '-'}/"
              f"{len(request.expected)}", file=sys.stderr, flush=True)
        write_results(out, outcomes, set_names)
    if options.skip_run:
        return outcomes
    order = sorted(range(len(chosen)), key=lambda index: _cost(chosen[index][1])) \
        if options.cheap_first else list(range(len(chosen)))

    def solve_one(index: int) -> None:
        request = chosen[index][1]
        output = out / "solves" / request.id
        shutil.rmtree(output, ignore_errors=True)
        outcomes[index].solved = solve_for_real(request, output, timeout_s=options.timeout,
                                                request_limit_s=options.request_limit,
                                                max_loops=options.max_loops)
        solved = outcomes[index].solved
        print(f"{request.id}: {solved.status} "
              f"{solved.checks.met if solved.checks else '-'}/{len(request.expected)} "
              f"{solved.seconds:.0f} s", file=sys.stderr, flush=True)
        write_results(out, outcomes, set_names)

    with ThreadPoolExecutor(max_workers=options.workers) as pool:
        list(pool.map(solve_one, order))
    return outcomes


def main(argv: Sequence[str] | None = None) -> int:
    """The command line; bad input is one ``error:`` line and exit 2."""
    options = _options(argv)
    try:
        run(options)
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""What a small command costs: CPU time of the whole process tree, start-up included.

Why: for a one-case score or the built-in cavity solve, importing Python packages used to cost
far more than the work itself (``solve --example cavity``: 9.4 s of CPU for a 0.14 s solver).
Each figure runs the installed ``foam-agent`` as a user would, in a fresh process, and counts
the user + system CPU of that process and every descendant it waited for
(``getrusage(RUSAGE_CHILDREN)`` before and after). The median of ``--repeat`` runs is kept.

1. ``foam-agent --help``;
2. ``foam-agent score GEN -r REF`` of one cavity pair;
3. ``foam-agent solve --example cavity`` (the tutorial index is built first, not counted);
4. ``foam-agent understand --example cavity``: the request read and the case planned, no run;
5. ``foam-agent score-batch`` of 15 cavity pairs in the FoamBench folder layout, side by side
   with CFDLLMBench's FoamBench scripts (``execution_report.py``, ``similarity_report.py``,
   ``nmse_report.py``, ``score_calculation.py``) run on the same folder, when ``--upstream``
   names a folder holding them (they need pandas, pyvista and rouge-score: ``--upstream-python``
   names that environment's interpreter). The figure is upstream CPU / ours.

Usage (from the repository root, the project's venv active or named)::

    .venv/bin/python benchmarks/startup.py [--json] [--repeat 3] [--workdir DIR]
        [--upstream DIR --upstream-python PYTHON]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from cavity_cases import CavityVariant, make_cavity, run_case

#: Targets of issue 12 (understand: issue 23), seconds of CPU (score-batch: a speed-up factor
#: over upstream).
TARGETS = {"help": 0.3, "score": 0.6, "solve": 2.0, "understand": 2.0,
           "score-batch speed-up": 5.0}
#: The upstream scripts in the order their README runs them.
UPSTREAM_SCRIPTS = ("execution_report.py", "similarity_report.py", "nmse_report.py",
                    "score_calculation.py")
#: 15 submissions (lid factor, viscosity, cells per side; some pairs take the interpolation
#: path): 10 Basic ones against the tutorial (lid 1 m/s) and 5 Advanced ones against a lid of
#: 1.5 m/s. Upstream's scripts expect exactly 10 numbered cases per Basic family and one case
#: per Advanced folder, hence the split.
BASIC_FAMILY = "cavity"
BASIC = (1.0, [(1.0, 0.01, 20), (1.1, 0.01, 20), (1.0, 0.015, 20), (1.1, 0.015, 20),
               (1.0, 0.01, 40), (1.1, 0.01, 40), (1.0, 0.015, 40), (1.1, 0.015, 40),
               (1.05, 0.01, 20), (0.9, 0.01, 20)])
ADVANCED = (1.5, [(1.0, 0.01, 20), (1.1, 0.01, 20), (1.0, 0.015, 20), (1.0, 0.01, 40),
                  (1.1, 0.015, 40)])


@dataclass(frozen=True)
class Figure:
    """One measured command: its median CPU and wall seconds over the repeats, and the exit
    code of its last run (a solve that fails still pays the same start-up)."""

    name: str
    command: str
    cpu_s: float
    wall_s: float
    target: float
    within: bool
    exit_code: int


def _variant(lid: float, nu: float, cells: int) -> CavityVariant:
    """A cavity variant writing at the tutorial's times whatever its resolution."""
    factor = cells // 20
    return CavityVariant(lid_speed=lid, nu=nu, cells=cells, delta_t=0.005 / factor,
                         write_interval=20 * factor)


def build_pairs(root: Path) -> Path:
    """Make and run the 15 pairs in upstream's layout under ``root/Dataset``
    (``Basic/cavity/<n>/`` and ``Advanced/CavityFast_<n>/``, each with GT_Files and a run
    folder); pairs already made there by an earlier call are reused."""
    dataset = root / "Dataset"
    if dataset.is_dir():
        return dataset
    splits = (("basic", BASIC, lambda n: dataset / "Basic" / BASIC_FAMILY / str(n)),
              ("advanced", ADVANCED, lambda n: dataset / "Advanced" / f"CavityFast_{n}"))
    for split, (reference_lid, variants), folder in splits:
        reference = make_cavity(root / f"reference-{split}", _variant(reference_lid, 0.01, 20))
        if not run_case(reference):
            raise RuntimeError(f"the reference {reference} did not run")
        for number, (factor, nu, cells) in enumerate(variants, start=1):
            case = folder(number)
            shutil.copytree(reference, case / "GT_Files")
            submission = make_cavity(case / "run", _variant(reference_lid * factor, nu, cells))
            if not run_case(submission):
                raise RuntimeError(f"the submission {submission} did not run")
    return dataset


def measure(argv: list[str], *, cwd: Path, repeat: int, fresh: Path | None = None,
            check: bool = True) -> tuple[float, float, int]:
    """Median (CPU, wall) seconds of running ``argv`` ``repeat`` times in ``cwd``, and the
    last exit code.

    ``fresh``, when given, is removed before each run (an output folder the command creates).
    With ``check`` a non-zero exit stops the benchmark.
    """
    cpu, wall = [], []
    code = 0
    for _ in range(repeat):
        if fresh is not None:
            shutil.rmtree(fresh, ignore_errors=True)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        done = subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              text=True, check=False)
        wall.append(time.perf_counter() - started)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        code = done.returncode
        if check and code != 0:
            raise RuntimeError(f"{' '.join(argv)} failed ({code}): {done.stderr[-2000:]}")
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(cpu), statistics.median(wall), code


def _figure(name: str, argv: list[str], measured: tuple[float, float, int]) -> Figure:
    cpu, wall, code = measured
    return Figure(name, " ".join(argv), round(cpu, 3), round(wall, 3), TARGETS[name],
                  cpu <= TARGETS[name], code)


def measure_upstream(scripts: Path, python: str, root: Path, repeat: int) -> tuple[float, float]:
    """Median (CPU, wall) seconds of the four upstream scripts run one after the other."""
    cpu, wall = [], []
    for _ in range(repeat):
        runs = [measure([python, str(scripts / script)], cwd=root, repeat=1)[:2]
                for script in UPSTREAM_SCRIPTS]
        cpu.append(sum(run[0] for run in runs))
        wall.append(sum(run[1] for run in runs))
    return statistics.median(cpu), statistics.median(wall)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (median kept)")
    parser.add_argument("--workdir", type=Path, default=None, help="keep the cases here")
    parser.add_argument("--upstream", type=Path, default=None,
                        help="folder with CFDLLMBench's FoamBench scoring scripts")
    parser.add_argument("--upstream-python", default=sys.executable,
                        help="interpreter with pandas, pyvista and rouge-score")
    options = parser.parse_args()
    foam_agent = shutil.which("foam-agent", path=str(Path(sys.executable).parent)) \
        or shutil.which("foam-agent")
    if foam_agent is None:
        parser.error("foam-agent is not installed in this environment")
    workdir = options.workdir or Path(tempfile.mkdtemp(prefix="startup-"))
    workdir.mkdir(parents=True, exist_ok=True)
    load_before = os.getloadavg()
    dataset = build_pairs(workdir / "pairs")
    pair = dataset / "Basic" / BASIC_FAMILY / "2"
    subprocess.run([foam_agent, "index", "build"], check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)

    figures = []
    help_argv = [foam_agent, "--help"]
    figures.append(_figure("help", help_argv, measure(help_argv, cwd=workdir,
                                                      repeat=options.repeat)))
    score_argv = [foam_agent, "score", str(pair / "run"), "-r", str(pair / "GT_Files")]
    figures.append(_figure("score", score_argv, measure(score_argv, cwd=workdir,
                                                        repeat=options.repeat)))
    solved = workdir / "solve-cavity"
    solve_argv = [foam_agent, "solve", "--example", "cavity", "--output", str(solved)]
    figures.append(_figure("solve", solve_argv, measure(solve_argv, cwd=workdir, check=False,
                                                        repeat=options.repeat, fresh=solved)))
    understand_argv = [foam_agent, "understand", "--example", "cavity"]
    figures.append(_figure("understand", understand_argv,
                           measure(understand_argv, cwd=workdir, repeat=options.repeat)))
    batch_out = workdir / "batch-scores"
    batch_argv = [foam_agent, "score-batch", str(dataset), "--mode", "upstream", "--out",
                  str(batch_out)]
    ours = measure(batch_argv, cwd=workdir, repeat=options.repeat, fresh=batch_out)
    comparison: dict[str, object] = {"command": " ".join(batch_argv), "pairs": 15,
                                     "ours_cpu_s": round(ours[0], 3),
                                     "ours_wall_s": round(ours[1], 3)}
    if options.upstream is not None:
        upstream = measure_upstream(options.upstream, options.upstream_python, workdir / "pairs",
                                    options.repeat)
        speedup = upstream[0] / ours[0]
        comparison.update(upstream_cpu_s=round(upstream[0], 3),
                          upstream_wall_s=round(upstream[1], 3),
                          upstream_command=f"{options.upstream_python} "
                                           f"{{{','.join(UPSTREAM_SCRIPTS)}}} in {dataset.parent}",
                          speedup=round(speedup, 2),
                          target=TARGETS["score-batch speed-up"],
                          within=speedup >= TARGETS["score-batch speed-up"])
    report = {"load_average_before": load_before, "load_average_after": os.getloadavg(),
              "cores": os.cpu_count(), "repeat": options.repeat,
              "figures": [asdict(figure) for figure in figures], "score_batch": comparison}
    if options.json:
        print(json.dumps(report, indent=2))
        return
    print("| command | CPU s | wall s | target | within | exit |")
    print("|---|---|---|---|---|---|")
    for figure in figures:
        print(f"| `{figure.name}` | {figure.cpu_s} | {figure.wall_s} | ≤ {figure.target} s | "
              f"{'yes' if figure.within else 'no'} | {figure.exit_code} |")
    print(json.dumps(comparison, indent=2))


if __name__ == "__main__":
    main()

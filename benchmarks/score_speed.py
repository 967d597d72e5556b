"""How fast does ``evaluators`` score a batch? Cases per second on real cavity runs.

Builds three references (lid speed 1, 1.5, 2) and eight submissions per reference that vary the
lid speed, the viscosity and the mesh (20² or 40² cells, so half the pairs take the Gaussian
interpolation path), runs all 27 cases with OpenFOAM, then times ``score_batch`` twice in each
mode: the first pass is what a benchmark run costs, the second re-scores with every cache warm.

Usage (from the repository root)::

    PYTHONPATH=. .venv/bin/python benchmarks/score_speed.py [--workdir DIR]

With ``--workdir`` the cases stay there afterwards; by default they live in a temporary folder.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections import Counter
from itertools import product
from pathlib import Path

from cavity_cases import CavityVariant, make_cavity, run_case

from foam_agent.evaluators import CasePair, clear_caches, score_batch

#: Reference lid speeds: three references, as a benchmark batch spans several cases.
REFERENCE_LIDS = (1.0, 1.5, 2.0)

#: Per reference: lid speed factor × viscosity × cells per side → 2 × 2 × 2 = 8 submissions.
LID_FACTORS = (1.0, 1.1)
NU_VALUES = (0.01, 0.015)
CELL_COUNTS = (20, 40)

#: The tutorial's time step at 20 cells; finer meshes scale it to keep the Courant number.
BASE_DELTA_T = 0.005
BASE_CELLS = 20


def _variant(lid: float, nu: float, cells: int) -> CavityVariant:
    """A cavity variant writing at the tutorial's times whatever its resolution."""
    factor = cells // BASE_CELLS
    return CavityVariant(
        lid_speed=lid,
        nu=nu,
        cells=cells,
        delta_t=BASE_DELTA_T / factor,
        write_interval=20 * factor,
    )


def build(workdir: Path) -> tuple[list[CasePair], float]:
    """Make and run every case; return the pairs and the OpenFOAM wall time."""
    pairs: list[CasePair] = []
    started = time.perf_counter()
    for lid in REFERENCE_LIDS:
        ref = make_cavity(workdir / f"ref_lid{lid:g}", _variant(lid, 0.01, BASE_CELLS))
        if not run_case(ref):
            raise RuntimeError(f"reference {ref} failed to run")
        for factor, nu, cells in product(LID_FACTORS, NU_VALUES, CELL_COUNTS):
            name = f"lid{lid * factor:g}_nu{nu:g}_n{cells}"
            gen = make_cavity(workdir / f"gen_{lid:g}_{name}", _variant(lid * factor, nu, cells))
            if not run_case(gen):
                raise RuntimeError(f"submission {gen} failed to run")
            pairs.append(CasePair(name, gen, ref))
    return pairs, time.perf_counter() - started


def time_batch(pairs: list[CasePair], mode: str) -> dict[str, object]:
    """Score the batch twice and report throughput and mean time per scoring step.

    ``first`` is the realistic number: each submission is new, each reference is read once and
    then served from the cache. ``rescore`` scores the same pairs again (parsed dictionaries
    and references all cached), as when a batch is re-scored after a change of options.
    """
    report: dict[str, object] = {"mode": mode, "pairs": len(pairs)}
    clear_caches()
    for label in ("first", "rescore"):
        started = time.perf_counter()
        results = score_batch(pairs, mode=mode)  # type: ignore[arg-type]
        elapsed = time.perf_counter() - started
        stages = {
            step: round(statistics.mean(r.seconds.get(step, 0.0) for r in results) * 1000, 1)
            for step in ("exec", "struct_file", "nmse", "verdict")
        }
        report[label] = {
            "seconds": round(elapsed, 3),
            "cases_per_second": round(len(pairs) / elapsed, 1),
            "mean_ms_per_step": stages,
            "verdicts": dict(Counter(str(r.verdict) for r in results)),
        }
    return report


def warm_up(workdir: Path) -> None:
    """Score one throwaway pair so imports are not charged to the batch."""
    case = make_cavity(workdir / "warm_up")
    if not run_case(case):
        raise RuntimeError(f"{case} failed to run")
    score_batch([CasePair("warm-up", case, case)])


def main() -> int:
    """Build, run, time, print one JSON object."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", type=Path, help="where to build the cases (default: temp)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="score_speed_") as scratch:
        workdir = args.workdir or Path(scratch)
        workdir.mkdir(parents=True, exist_ok=True)
        pairs, openfoam_seconds = build(workdir)
        warm_up(workdir)
        reports = [time_batch(pairs, mode) for mode in ("strict", "upstream")]
        print(
            json.dumps(
                {"openfoam_seconds": round(openfoam_seconds, 1), "batches": reports}, indent=2
            )
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

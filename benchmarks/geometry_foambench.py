"""FoamBench Advanced obstacle prompts solved with a generated geometry, scored against the
prepared references.

What it measures: for each of the five obstacle cases (Double_Square_SA,
Diamond_Obstacle_{SA,KOMEGASST}, Rectangular_Obstacle_{SA,KOMEGASST}) of the chosen datasets,
the prompt is parsed once (``parse_spec``) and the template author writes the case with the
physics tutorial the prompts ask for (pimpleFoam, RAS: ``incompressible/pimpleFoam/RAS/
pitzDaily``) given as its only reference; its ``apply_geometry`` step generates the mesh. The
case runs on the ``LocalRunner`` with the template reviewer's rules between runs (at most
``--max-loops`` runs) and is scored by ``foam_agent.evaluators.score_case`` (strict) against the
reference that ``foam-agent bench prepare`` left in the cache. The geometry audit's rows are counted
too.

This isolates the geometry layer from retrieval: the tutorial is fixed rather than retrieved.
The full solve (retrieval included) is measured by ``foam-agent bench run`` on the same cases.

Run:
    .venv/bin/foam-agent bench prepare --dataset advanced-v1 \
        --cases 'Double_Square_SA,Diamond_Obstacle_*,Rectangular_Obstacle_*'
    .venv/bin/python -m benchmarks.geometry_foambench --dataset advanced-v1 --out /tmp/geo-bench
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.base import Reference, ReviewRequest, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.case_files import CaseWriter, snapshot
from foam_agent.agents.geometry.audit import geometry_audit
from foam_agent.agents.geometry.checkmesh import mesh_quality
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.evaluators.score import score_case
from foam_agent.foambench.datasets import dataset_path, load_dataset
from foam_agent.foambench.references import default_cache_dir

CASES = "Double_Square_SA,Diamond_Obstacle_*,Rectangular_Obstacle_*"
TUTORIAL = "incompressible/pimpleFoam/RAS/pitzDaily"
SCORED = ("exec", "struct", "file", "nmse", "success", "verdict", "verdict_reason")


def tutorial_reference(tutorials: Path, case: str) -> Reference:
    """The tutorial as the retriever gives it (files gunzipped, as text)."""
    with_files = Path(tutorials) / case
    files: dict[str, str] = {}
    staging = Path("/tmp") / f"geometry-bench-{case.replace('/', '_')}"
    shutil.rmtree(staging, ignore_errors=True)
    copy_tutorial(with_files, staging)
    for path in sorted(staging.rglob("*")):
        if path.is_file():
            files[path.relative_to(staging).as_posix()] = path.read_text()
    shutil.rmtree(staging, ignore_errors=True)
    return Reference(case=case, solver=case.split("/")[1], domain=case.split("/")[0],
                     score=1.0, files=files, allrun=files.get("Allrun"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", default="advanced-v1")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--cache-dir", type=Path, default=default_cache_dir())
    parser.add_argument("--timeout", type=float, default=900.0)
    parser.add_argument("--max-loops", type=int, default=3)
    args = parser.parse_args()
    installation = find_local_installation()
    solvers = sorted(installation.applications)
    reference = tutorial_reference(Path(str(installation.tutorials_dir)), TUTORIAL)
    dataset = load_dataset(dataset_path(args.dataset))
    rows = []
    for case in dataset.select(cases=CASES.split(",")):
        prepared = args.cache_dir / installation.dialect / \
            f"{case.slug}-{case.content_hash[:12]}" / "case"
        spec = parse_spec(case.prompt, solvers=solvers)
        assert spec.geometry is not None, case.id
        target = args.out / args.dataset / case.id
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir(parents=True)
        request = WriteRequest(prompt=case.prompt, spec=spec, dialect=installation.dialect,
                               solvers=solvers, references=[reference])
        author = TemplateAuthor(installation.tutorials_dir)
        draft = author.write(request, author.plan(request).value).value
        CaseWriter(target).apply(draft.files, draft.deletions)
        clock = time.perf_counter()
        runs = 0
        while True:
            runs += 1
            result = LocalRunner(timeout_s=args.timeout).run(target)
            if result.ok or runs >= args.max_loops:
                break
            review_request = ReviewRequest(prompt=case.prompt, spec=spec,
                                           dialect=installation.dialect,
                                           files=snapshot(target), run=result,
                                           references=[reference])
            review = author.review(review_request).value
            fix = author.rewrite(review_request, review).value
            if not fix.files and not fix.deletions:
                break
            CaseWriter(target).apply(fix.files, fix.deletions)
        wall = time.perf_counter() - clock
        audit = geometry_audit(spec.geometry, target)
        requirements = audit_case(spec, target)
        quality = mesh_quality(target)
        score = score_case(target, prepared) if prepared.is_dir() else None
        row = {
            "dataset": args.dataset, "case": case.id, "status": result.status, "runs": runs,
            "wall_s": round(wall, 1), "cells": quality.cells if quality else None,
            "mesh_ok": quality.ok if quality else None,
            "geometry_rows_met": f"{sum(r.met for r in audit)}/{len(audit)}",
            "requirements_met": f"{sum(r.met for r in requirements)}/{len(requirements)}",
            "unmet": [row.requirement for row in requirements if not row.met],
            "turbulence": spec.regime.model,
            "score": {key: value for key, value in score.to_dict().items() if key in SCORED}
            if score is not None else f"no prepared reference at {prepared}",
        }
        rows.append(row)
        print(json.dumps(row), flush=True)
    (args.out / f"{args.dataset}.json").write_text(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

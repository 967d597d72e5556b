"""Reference preparation: translation, one run per case, the cache and the per-case report."""

from __future__ import annotations

import dataclasses
import os
import threading
import time
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner, RunResult
from foam_agent.foambench.datasets import BenchCase, load_dataset
from foam_agent.foambench.references import (
    RECORD_NAME,
    ReferenceReport,
    prepare_reference,
    prepare_references,
    record_for,
    summarize,
)


class ScriptedRunner:
    """A runner that runs nothing: it answers the statuses it is given and counts its runs."""

    name = "scripted"

    def __init__(self, installation: Installation, *statuses: str) -> None:
        self._installation = installation
        self.statuses = list(statuses)
        self.runs: list[Path] = []

    def installation(self) -> Installation:
        return self._installation

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None) -> RunResult:
        self.runs.append(Path(case_dir))
        status = self.statuses.pop(0)
        return RunResult(
            status=status,  # type: ignore[arg-type]
            dialect=self._installation.dialect, runner=self.name, wall_s=1.5,
            last_time="0.2" if status != "success" else "10",
            error_class={"failed": "mesh_error", "timeout": "timeout"}.get(status),
            fatal_error="--> FOAM FATAL ERROR:\ncannot find file \"constant/polyMesh/points\""
            if status == "failed" else None,
            message={"failed": "fatal error in log.icoFoam"}.get(status, ""),
        )


@pytest.fixture(scope="module")
def oblique_shock() -> BenchCase:
    return load_dataset("basic").select(cases="obliqueShock/1")[0]


def test_report_of_a_translated_successful_reference(installation: Installation,
                                                     oblique_shock: BenchCase,
                                                     tmp_path: Path) -> None:
    runner = ScriptedRunner(installation, "success")
    report = prepare_reference(oblique_shock, runner=runner, cache_dir=tmp_path, timeout_s=60)
    assert (report.translation, report.status, report.ran, report.cached) == (
        "translated", "success", True, False)
    assert report.reason == "" and report.changes > 5 and report.end_time == "10"
    case_dir = Path(report.case_dir)
    assert runner.runs == [case_dir]
    assert case_dir.parent.parent.name == installation.dialect
    assert case_dir.parent.name == f"obliqueShock__1-{oblique_shock.content_hash[:12]}"
    assert (case_dir / "constant" / "thermophysicalProperties").is_file()
    record = record_for(report)
    assert record.translation.changes and record.result.status == "success"


def test_cached_result_is_reused_without_running(installation: Installation,
                                                 oblique_shock: BenchCase,
                                                 tmp_path: Path) -> None:
    runner = ScriptedRunner(installation, "success")
    first = prepare_reference(oblique_shock, runner=runner, cache_dir=tmp_path, timeout_s=60)
    again = prepare_reference(oblique_shock, runner=runner, cache_dir=tmp_path, timeout_s=5)
    assert len(runner.runs) == 1
    assert again.cached and again.model_copy(update={"cached": False}) == first
    forced = ScriptedRunner(installation, "failed")
    report = prepare_reference(oblique_shock, runner=forced, cache_dir=tmp_path, force=True)
    assert report.status == "failed" and not report.cached and len(forced.runs) == 1


def test_time_out_is_rerun_only_with_more_time(installation: Installation,
                                               oblique_shock: BenchCase, tmp_path: Path) -> None:
    runner = ScriptedRunner(installation, "timeout", "success")
    report = prepare_reference(oblique_shock, runner=runner, cache_dir=tmp_path, timeout_s=10)
    assert report.reason_group == "timeout"
    assert report.reason == "stopped at the time limit; last time written 0.2 of endTime 10"
    assert prepare_reference(oblique_shock, runner=runner, cache_dir=tmp_path,
                             timeout_s=10).cached
    longer = prepare_reference(oblique_shock, runner=runner, cache_dir=tmp_path, timeout_s=100)
    assert longer.status == "success" and len(runner.runs) == 2


def test_cache_is_keyed_by_content_and_dialect(installation: Installation,
                                               oblique_shock: BenchCase, tmp_path: Path) -> None:
    runner = ScriptedRunner(installation, "success", "success", "success")
    base = prepare_reference(oblique_shock, runner=runner, cache_dir=tmp_path)
    edited = oblique_shock.model_copy(update={"files": {
        **oblique_shock.files, "system/controlDict":
        oblique_shock.files["system/controlDict"].replace("endTime         10;",
                                                          "endTime         5;")}})
    changed = prepare_reference(edited, runner=runner, cache_dir=tmp_path)
    other = dataclasses.replace(installation, version="v2312")
    elsewhere = prepare_reference(oblique_shock, runner=ScriptedRunner(other, "success"),
                                  cache_dir=tmp_path)
    directories = {Path(report.case_dir).parent for report in (base, changed, elsewhere)}
    assert len(directories) == 3 and not changed.cached and not elsewhere.cached
    assert Path(elsewhere.case_dir).parent.parent.name == "esi-2312"
    assert changed.end_time == "5"


def test_failure_reason_and_summary(installation: Installation, oblique_shock: BenchCase,
                                    tmp_path: Path) -> None:
    cavity = load_dataset("basic").select(cases="Cavity/1")[0]
    seen: list[tuple[int, int, str]] = []
    reports = prepare_references(
        [oblique_shock, cavity], runner=ScriptedRunner(installation, "success", "failed"),
        cache_dir=tmp_path, progress=lambda i, n, report: seen.append((i, n, report.case_id)))
    assert seen == [(1, 2, "obliqueShock/1"), (2, 2, "Cavity/1")]
    failed = reports[1]
    assert failed.reason == 'mesh_error: cannot find file "constant/polyMesh/points"'
    assert failed.reason_group == "failed:mesh_error"
    summary = summarize(reports).model_dump()
    assert summary == {"cases": 2, "translation": {"translated": 2}, "ran": 2, "success": 1,
                       "status": {"success": 1, "failed": 1},
                       "reasons": {"failed:mesh_error": 1}, "seconds": 3.0,
                       "families": {
                           "obliqueShock": {"cases": 1, "success": 1, "reasons": {},
                                            "seconds": 1.5},
                           "Cavity": {"cases": 1, "success": 0,
                                      "reasons": {"failed:mesh_error": 1}, "seconds": 1.5}}}


class ConcurrentRunner:
    """Runs nothing; fails the cases whose directory names a chosen family, and records how
    many runs were under way at once."""

    name = "concurrent"

    def __init__(self, installation: Installation, failing_family: str) -> None:
        self._installation = installation
        self.failing_family = failing_family
        self.lock = threading.Lock()  # guards in_flight and most_at_once
        self.in_flight = 0
        self.most_at_once = 0

    def installation(self) -> Installation:
        return self._installation

    def run(self, case_dir: str | os.PathLike[str], *, timeout_s: float | None = None) -> RunResult:
        with self.lock:
            self.in_flight += 1
            self.most_at_once = max(self.most_at_once, self.in_flight)
        time.sleep(0.3)
        with self.lock:
            self.in_flight -= 1
        failing = Path(case_dir).parent.name.startswith(self.failing_family)
        return RunResult(status="failed" if failing else "success",
                         dialect=self._installation.dialect, runner=self.name, wall_s=0.3,
                         error_class="other" if failing else None)


def test_references_run_workers_at_a_time_and_report_in_input_order(
        installation: Installation, tmp_path: Path) -> None:
    by_id = {case.id: case for case in load_dataset("basic").cases}
    cases = [by_id["Cavity/1"], by_id["obliqueShock/2"], by_id["Cavity/3"]]
    runner = ConcurrentRunner(installation, failing_family="obliqueShock")
    seen: list[tuple[int, int]] = []
    reports = prepare_references(cases, runner=runner, cache_dir=tmp_path, workers=2,
                                 progress=lambda i, n, report: seen.append((i, n)))
    assert [report.case_id for report in reports] == ["Cavity/1", "obliqueShock/2", "Cavity/3"]
    assert [report.status for report in reports] == ["success", "failed", "success"]
    assert runner.most_at_once == 2
    assert seen == [(1, 3), (2, 3), (3, 3)]
    with pytest.raises(ValueError, match="workers must be at least 1"):
        prepare_references(cases, runner=runner, cache_dir=tmp_path, workers=0)


def test_a_damaged_record_is_not_trusted(installation: Installation, oblique_shock: BenchCase,
                                         tmp_path: Path) -> None:
    runner = ScriptedRunner(installation, "success", "success")
    report = prepare_reference(oblique_shock, runner=runner, cache_dir=tmp_path)
    (Path(report.case_dir).parent / RECORD_NAME).write_text("{ not json")
    assert not prepare_reference(oblique_shock, runner=runner, cache_dir=tmp_path).cached
    assert len(runner.runs) == 2


@pytest.mark.slow
def test_real_reference_run_is_cached(installation: Installation, tmp_path: Path) -> None:
    cavity = load_dataset("basic").select(cases="Cavity/3")[0]
    runner = LocalRunner(installation=installation)
    report = prepare_reference(cavity, runner=runner, cache_dir=tmp_path, timeout_s=300)
    assert isinstance(report, ReferenceReport)
    assert (report.translation, report.status) == ("translated", "success"), report.reason
    case_dir = Path(report.case_dir)
    assert report.last_time is not None and float(report.last_time) == float(report.end_time or 0)
    assert (case_dir / report.last_time).is_dir()
    solver_log = case_dir / "log.pisoFoam"
    stamp = solver_log.stat().st_mtime_ns
    assert prepare_reference(cavity, runner=runner, cache_dir=tmp_path, timeout_s=300).cached
    assert solver_log.stat().st_mtime_ns == stamp

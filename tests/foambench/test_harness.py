"""Benchmark runs, the results store and the reports.

The slow tests run the real thing: ``foam-agent bench run`` on three local cases × two ablations
with the template author, killed with SIGKILL while an attempt runs, then run again; the second
run must finish without running any finished attempt again, and the report must hold the numbers
the store holds.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import pickle
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.runners import LocalRunner, RunResult
from foam_agent.cli import app
from foam_agent.foambench.datasets import load_dataset
from foam_agent.foambench.harness import (
    AttemptJob,
    HarnessError,
    LlmSettings,
    _BudgetRunner,
    ablation_config,
    attempt_dir,
    run_attempt_task,
    run_benchmark,
    run_lock,
    score_attempt,
)
from foam_agent.foambench.report import (
    TABLE2_COLUMNS,
    bootstrap_interval,
    fmt,
    pass_at_k,
    write_report,
)
from foam_agent.foambench.results import ReferenceOutcome, ReferenceReport
from foam_agent.foambench.store import STORE_NAME, AttemptKey, ResultsStore, StoreError
from tests.support.processes import descendants, processes_under, still_alive

#: One fast case from each of three families (each reference runs in seconds).
CASES = ("cavity/slip-walls", "obliqueShock/coarse", "squareBump/no-rotation")
ABLATIONS = ("rag+reviewer", "zero-shot")
#: Seconds to wait for the first run to reach a finished attempt and a running one.
KILL_DEADLINE_S = 240.0
#: How often the store is polled while waiting for that moment.
POLL_S = 0.1
#: How long the killed run's workers and solvers may take to go: the watchdog's SIGTERM, its
#: 3 s grace and SIGKILL, and Dask's workers noticing their parent is gone, on a busy machine.
ORPHAN_GRACE_S = 60.0
LOCAL_DATASET = Path(__file__).parents[2] / "foambench" / "local" / "foambench_local.json"


def foam_agent(*arguments: str, **options: Any) -> subprocess.Popen[str]:
    """Start the installed console script, as a user would."""
    executable = shutil.which("foam-agent", path=str(Path(sys.executable).parent))
    assert executable, "the foam-agent console script is not installed"
    return subprocess.Popen([executable, *arguments], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **options)


def read_rows(store: Path, sql: str, *parameters: object) -> list[dict[str, Any]]:
    """Rows of a query on the store, read with plain sqlite3 (not through our code)."""
    with sqlite3.connect(store) as db:
        db.row_factory = sqlite3.Row
        return [dict(row) for row in db.execute(sql, parameters)]


# -- the store ---------------------------------------------------------------------------------


def _cases() -> list[Any]:
    return load_dataset("local").select(cases=list(CASES))


def test_store_resumes_running_attempts_and_keeps_finished_ones(tmp_path: Path) -> None:
    keys = [AttemptKey(case_id, "template", "rag", 1) for case_id in CASES]
    with ResultsStore.open(tmp_path) as store:
        store.register_cases("local", _cases())
        assert store.add_attempts(keys) == 3
        invocation = store.begin_invocation({"test": True})
        store.start(keys[0], invocation=invocation, output_dir="a", settings={})
        store.finish(keys[0], status="done", seconds=1.0, worker="w",
                     outcome={"solve_status": "solved", "error_classes": []},
                     score={"scorable": 1, "reason": "ok", "success": 1, "in_means": 1,
                            "details": {}}, mode="strict")
        store.start(keys[1], invocation=invocation, output_dir="b", settings={})
    with ResultsStore.open(tmp_path, create=False) as store:
        assert store.add_attempts(keys) == 0
        assert store.recover_interrupted() == [keys[1]]
        assert store.statuses(keys) == {keys[0]: "done", keys[1]: "pending",
                                        keys[2]: "pending"}
        assert store.attempt(keys[0])["error_classes"] == []
        assert store.unscored("strict") == [] and store.unscored("upstream") == [keys[0]]


def test_store_refuses_another_schema_and_other_cases_under_known_ids(tmp_path: Path) -> None:
    with ResultsStore.open(tmp_path) as store:
        store.register_cases("local", _cases())
        edited = _cases()[0].model_copy(update={"files": {"Allrun": "changed"}})
        with pytest.raises(StoreError, match="with other reference files"):
            store.register_cases("custom", [edited])
    with sqlite3.connect(tmp_path / STORE_NAME) as db:
        db.execute("PRAGMA user_version=99")
    with pytest.raises(StoreError, match="schema version 99"):
        ResultsStore.open(tmp_path)
    (tmp_path / "file").write_text("x")
    with pytest.raises(StoreError, match="is a file"):
        ResultsStore.open(tmp_path / "file")


def test_a_second_run_on_the_same_results_directory_is_refused(tmp_path: Path) -> None:
    with run_lock(tmp_path), pytest.raises(HarnessError, match="another foam-agent bench run"), \
            run_lock(tmp_path):
        pass
    with run_lock(tmp_path):
        pass


# -- metrics -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "c"), [(1, 0), (1, 1), (4, 1), (5, 2), (6, 3), (5, 5)])
def test_pass_at_k_is_the_chance_some_of_k_drawn_attempts_pass(n: int, c: int) -> None:
    outcomes = [1] * c + [0] * (n - c)
    for k in range(1, n + 1):
        draws = list(itertools.combinations(range(n), k))
        exact = sum(any(outcomes[i] for i in draw) for draw in draws) / len(draws)
        assert math.isclose(pass_at_k(n, c, k), exact)
    with pytest.raises(ValueError, match="0 < k <= n"):
        pass_at_k(n, c, n + 1)


def test_bootstrap_resamples_families_reproducibly() -> None:
    by_family = {"cavity": [1.0, 1.0, 1.0], "pitzDaily": [0.0, 0.0], "damBreak": [1.0, 0.0]}
    interval = bootstrap_interval(by_family)
    assert interval == bootstrap_interval(by_family)
    assert interval is not None and 0.0 <= interval[0] < 4 / 7 < interval[1] <= 1.0
    assert bootstrap_interval({"cavity": [1.0, 0.0]}) == (0.5, 0.5)
    assert bootstrap_interval({}) is None


# -- one attempt, without a cluster ------------------------------------------------------------


class _CountingRunner:
    name = "counting"

    def __init__(self) -> None:
        self.limits: list[float | None] = []

    def installation(self) -> Any:
        return LocalRunner().installation()

    def run(self, case_dir: Any, *, timeout_s: float | None = None) -> RunResult:
        self.limits.append(timeout_s)
        return RunResult(status="success", dialect="esi-1912", runner=self.name)


def test_runs_of_an_attempt_share_its_time_budget() -> None:
    inner = _CountingRunner()
    runner = _BudgetRunner(inner, limit_s=30.0)
    runner.run("case", timeout_s=600.0)
    assert inner.limits[0] is not None and 29.0 < inner.limits[0] <= 30.0
    runner.deadline = time.monotonic()
    spent = runner.run("case", timeout_s=600.0)
    assert (spent.status, spent.error_class, len(inner.limits)) == ("timeout", "timeout", 1)
    assert "time limit of 30 s is spent" in spent.message


def test_a_broken_attempt_is_returned_as_an_error_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    job = AttemptJob(key=AttemptKey("cavity/slip-walls", "template", "zero-shot", 1),
                     prompt="lid-driven cavity with icoFoam",
                     config=SolveConfig(rag=False, reviewer=False),
                     output_dir=str(blocker / "attempt-1"), timeout_s=60.0, mode="strict",
                     reference=None)
    result = run_attempt_task(job)
    assert result.status == "error" and result.error and "Error" in result.error


def test_an_attempt_against_a_reference_that_does_not_run_is_unscorable(tmp_path: Path) -> None:
    reference = ReferenceOutcome(case_id="cavity/slip-walls", content_hash="0" * 64,
                                 dialect="esi-1912", status="rejected", seconds=0.0,
                                 reason="Allrun calls wget", case_dir=str(tmp_path))
    score = score_attempt(tmp_path, reference, "strict")
    assert (score.scorable, score.in_means, score.success) == (0, 0, None)
    assert score.reason == "the reference does not run here (rejected): Allrun calls wget"
    assert str(score_attempt(tmp_path, None, "strict").reason).startswith("no reference")


def test_attempt_directories_are_per_try() -> None:
    key = AttemptKey("cavity/slip-walls", "openai:gpt-4o", "rag+reviewer", 2)
    first, second = attempt_dir(Path("/r"), key, 1), attempt_dir(Path("/r"), key, 2)
    assert first == Path("/r/runs/openai--gpt-4o/rag+reviewer/cavity__slip-walls/attempt-2")
    assert second.name == "attempt-2.try2"


# -- the command line --------------------------------------------------------------------------


@pytest.mark.parametrize(("arguments", "message"), [
    (["run", "--dataset", "local", "--ablation", "rag+magic", "--out", "{tmp}"],
     "unknown ablation 'rag+magic'"),
    (["run", "--dataset", "local", "--attempts", "0", "--out", "{tmp}"],
     "--attempts must be at least 1"),
    (["run", "--dataset", "nonsense", "--out", "{tmp}"], "unknown dataset 'nonsense'"),
    (["run", "--dataset", "local", "--cases", "none/*", "--out", "{tmp}"], "no case of"),
    (["run", "--dataset", "local", "--timeout", "-1", "--out", "{tmp}"], "must be positive"),
    (["run", "--dataset", "local", "--out", "{tmp}/file"], "is a file"),
    (["report", "{tmp}"], "holds no benchmark results"),
    (["report", "{tmp}", "--mode", "lenient"], "unknown mode 'lenient'"),
])
def test_bad_input_is_one_clear_line(arguments: list[str], message: str,
                                     tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    arguments = [part.replace("{tmp}", str(tmp_path)) for part in arguments]
    result = CliRunner().invoke(app, ["bench", *arguments])
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:") and message in lines[0], lines


# -- real runs ---------------------------------------------------------------------------------


def _wait_for_a_running_attempt(process: subprocess.Popen[str], store: Path) -> None:
    """Return once the store shows a finished attempt and a running one."""
    deadline = time.monotonic() + KILL_DEADLINE_S
    while time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()[1]
        if store.is_file():
            try:
                counts = {row["status"]: row["n"] for row in read_rows(
                    store, "SELECT status, count(*) AS n FROM attempts GROUP BY status")}
            except sqlite3.OperationalError:
                counts = {}
            if counts.get("done", 0) >= 1 and counts.get("running", 0) == 1:
                return
        time.sleep(POLL_S)
    pytest.fail("the first run never had a finished and a running attempt")


@pytest.fixture(scope="module")
def killed_and_resumed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """Run 3 cases × 2 ablations, SIGKILL the run while an attempt runs, then run it again."""
    root = tmp_path_factory.mktemp("bench")
    results, cache = root / "results", root / "references"
    arguments = ["bench", "run", "--dataset", "local", "--cases", ",".join(CASES),
                 *itertools.chain.from_iterable(("--ablation", a) for a in ABLATIONS),
                 "--workers", "1", "--out", str(results), "--reference-cache", str(cache)]
    store = results / STORE_NAME
    first = foam_agent(*arguments)
    try:
        _wait_for_a_running_attempt(first, store)
        below_the_run = descendants(first.pid)
    finally:
        os.kill(first.pid, signal.SIGKILL)
        first.communicate(timeout=60)
    survivors = still_alive(below_the_run, ORPHAN_GRACE_S)
    at_kill = {tuple(row[k] for k in ("case_id", "model", "ablation", "attempt")): row
               for row in read_rows(store, "SELECT * FROM attempts")}
    started = time.monotonic()
    second = foam_agent(*arguments, "--json")
    stdout, stderr = second.communicate(timeout=600)
    assert second.returncode == 0, stderr
    yield {"results": results, "store": store, "at_kill": at_kill, "survivors": survivors,
           "processes_at_kill": below_the_run,
           "summary": json.loads(stdout), "resume_s": time.monotonic() - started}


@pytest.mark.slow
def test_killed_run_resumes_without_running_finished_attempts_again(
        killed_and_resumed: dict[str, Any]) -> None:
    at_kill, store = killed_and_resumed["at_kill"], killed_and_resumed["store"]
    finished = {key for key, row in at_kill.items() if row["status"] == "done"}
    running = {key for key, row in at_kill.items() if row["status"] == "running"}
    assert finished and len(running) == 1, at_kill
    after = {tuple(row[k] for k in ("case_id", "model", "ablation", "attempt")): row
             for row in read_rows(store, "SELECT * FROM attempts")}
    assert len(after) == len(CASES) * len(ABLATIONS)
    assert {row["status"] for row in after.values()} == {"done"}
    for key in finished:
        for column in ("tries", "finished_at", "output_dir", "invocation", "seconds"):
            assert after[key][column] == at_kill[key][column], (key, column)
    (rerun,) = running
    assert after[rerun]["tries"] == 2 and after[rerun]["output_dir"].endswith(".try2")
    assert after[rerun]["invocation"] == 2
    summary = killed_and_resumed["summary"]
    assert summary["recovered"] == 1 and summary["skipped"] == len(finished)
    assert summary["ran"] == len(after) - len(finished)
    assert summary["statuses"]["done"] == len(after)


@pytest.mark.slow
def test_killing_the_run_leaves_no_worker_or_solver_behind(
        killed_and_resumed: dict[str, Any]) -> None:
    assert killed_and_resumed["processes_at_kill"], "the run had no worker to kill"
    assert killed_and_resumed["survivors"] == set()


def _solver_pids_under(folder: Path, solver: str) -> list[int]:
    """Processes named ``solver`` working under ``folder``."""
    named = []
    for pid in processes_under(folder):
        try:
            if Path(f"/proc/{pid}/comm").read_text().strip() == solver:
                named.append(pid)
        except OSError:
            continue
    return named


@pytest.mark.slow
def test_a_killed_run_stops_the_solver_of_a_long_attempt(tmp_path: Path) -> None:
    """The attempt asks for 10^5 s of cavity flow (hours of icoFoam); its reference stays at
    0.5 s. The run is killed while that solver runs: nothing of it may survive."""
    local = json.loads(LOCAL_DATASET.read_text(encoding="utf-8"))
    case = dict(local["cavity/lid-2ms"])
    case["usr_requirement"] = (case["usr_requirement"]
                               .replace("Run from 0 to 0.5 s", "Run from 0 to 100000 s")
                               .replace("write every 50 steps", "write every 50000000 steps"))
    dataset = tmp_path / "endless.json"
    dataset.write_text(json.dumps({"cavity/endless": case}), encoding="utf-8")
    results = tmp_path / "results"
    run = foam_agent("bench", "run", "--dataset", str(dataset), "--ablation", "zero-shot",
                     "--workers", "1", "--out", str(results),
                     "--reference-cache", str(tmp_path / "references"))
    try:
        deadline = time.monotonic() + KILL_DEADLINE_S
        while not _solver_pids_under(results, "icoFoam") and time.monotonic() < deadline:
            assert run.poll() is None, run.communicate()[1]
            time.sleep(POLL_S)
        assert _solver_pids_under(results, "icoFoam"), "the attempt's solver never started"
        below_the_run = descendants(run.pid)
    finally:
        os.kill(run.pid, signal.SIGKILL)
        run.communicate(timeout=60)
    assert still_alive(below_the_run, ORPHAN_GRACE_S) == set()
    assert processes_under(results) == []


@pytest.mark.slow
def test_every_attempt_solved_and_scored_against_its_reference(
        killed_and_resumed: dict[str, Any]) -> None:
    store = killed_and_resumed["store"]
    references = read_rows(store, "SELECT case_id, status FROM reference_runs")
    assert sorted(row["case_id"] for row in references) == sorted(CASES)
    assert {row["status"] for row in references} == {"success"}
    scores = read_rows(store, "SELECT * FROM scores WHERE mode = 'strict'")
    assert len(scores) == len(CASES) * len(ABLATIONS)
    for row in scores:
        assert row["scorable"] == 1 and row["in_means"] == 1, row
        assert row["verdict"] in ("f_struct", "f_mesh", "f_exec", "f_conv", "f_acc", "pass")
        assert row["success"] in (0, 1) and 0.0 <= row["file"] <= 1.0
    verdicts = {(row["case_id"], row["ablation"]): row["verdict"] for row in scores}
    for row in read_rows(store, "SELECT * FROM attempts"):
        assert Path(row["output_dir"], "foam-agent.json").is_file()
        assert row["prompt_tokens"] == 0 and row["cost_usd"] == 0.0
        if row["solve_status"] == "error":
            # The author wrote nothing (zero-shot needs the prompt to name a solver): a
            # recorded result that fails at the first stage, not a crashed batch.
            assert (row["runs"], row["final_error_class"]) == (0, "author_error")
            assert verdicts[(row["case_id"], row["ablation"])] == "f_struct"
        else:
            assert Path(row["output_dir"], "case", "system", "controlDict").is_file()
            assert row["solve_status"] in ("solved", "unmet", "failed") and row["runs"] >= 1


def _markdown_rows(markdown: str, heading: str) -> list[list[str]]:
    """The body rows (cells) of the first table after ``heading``."""
    lines = markdown.split(heading, 1)[1].splitlines()
    start = next(index for index, line in enumerate(lines) if line.startswith("|"))
    table = list(itertools.takewhile(lambda line: line.startswith("|"), lines[start:]))
    return [[cell.strip() for cell in line.strip("|").split("|")] for line in table[2:]]


@pytest.mark.slow
def test_report_holds_the_numbers_in_the_store(killed_and_resumed: dict[str, Any]) -> None:
    results, store = killed_and_resumed["results"], killed_and_resumed["store"]
    result = CliRunner().invoke(app, ["bench", "report", str(results), "--json"])
    assert result.exit_code == 0, result.stderr
    payload = json.loads(result.stdout)
    markdown = Path(payload["markdown"]).read_text()
    table = _markdown_rows(markdown, "## Table 2")
    expected = []
    for ablation in ABLATIONS:
        row = read_rows(store, """
            SELECT count(*) AS n, avg(exec) AS exec, avg(struct) AS struct, avg(file) AS file,
                   avg(nmse_score) AS nmse, avg(success) AS success
            FROM scores WHERE mode = 'strict' AND ablation = ? AND in_means = 1""",
                        ablation)[0]
        audited = read_rows(store, """
            SELECT sum(requirements_met) * 1.0 / sum(requirements) AS met FROM attempts
            WHERE ablation = ? AND status = 'done' AND requirements > 0""", ablation)[0]
        expected.append(["local", ablation, "template", str(len(CASES)), str(row["n"]), "0",
                         "0", "0", fmt(row["exec"]), fmt(row["struct"]), fmt(row["file"]),
                         fmt(row["nmse"]), fmt(row["success"]), fmt(audited["met"])])
    # Every column but the bootstrap interval, which has its own test.
    interval = TABLE2_COLUMNS.index("success 95% CI")
    assert [cells[:interval] + cells[interval + 1:] for cells in table] == expected
    families = _markdown_rows(markdown, "## Success per family")
    for cells in families:
        family = cells[0]
        for ablation, cell in zip(ABLATIONS, cells[2:], strict=True):
            (row,) = read_rows(store, """
                SELECT sum(s.success) AS won, count(*) AS n FROM scores s
                JOIN cases c USING (case_id)
                WHERE s.mode = 'strict' AND s.ablation = ? AND c.family = ?""",
                               ablation, family)
            assert cell.startswith(f"{row['won']}/{row['n']} ("), (family, ablation, cell)
    verdicts = _markdown_rows(markdown, "## Staged verdict funnel")
    for cells in verdicts:
        counts = read_rows(store, "SELECT verdict, count(*) AS n FROM scores WHERE mode ="
                           " 'strict' AND ablation = ? GROUP BY verdict", cells[1])
        by_verdict = {row["verdict"]: row["n"] for row in counts}
        shown = [int(re.match(r"\d+", cell).group()) for cell in cells[4:]]  # type: ignore[union-attr]
        assert shown == [by_verdict.get(stage, 0) for stage in
                         ("f_struct", "f_mesh", "f_exec", "f_conv", "f_acc", "pass")]
    folder = Path(payload["out_dir"])
    assert (folder / "success_by_ablation.png").stat().st_size > 0
    assert {Path(path).name for path in payload["csv"]} >= {"table2.csv", "runs.csv"}
    assert payload["images"] and all(Path(image["path"]).is_file()
                                      for image in payload["images"])


@pytest.mark.slow
def test_a_reference_that_cannot_run_leaves_its_attempts_unscorable(tmp_path: Path) -> None:
    cavity = load_dataset("local").select(cases="cavity/slip-walls")[0]
    broken = {"cavity/no-reference": {
        "usr_requirement": cavity.prompt,
        **cavity.files,
        "Allrun": "#!/bin/sh\ncurl https://example.org/mesh.tgz\n",
    }}
    dataset = tmp_path / "broken.json"
    dataset.write_text(json.dumps(broken))
    summary = run_benchmark(load_dataset(dataset).cases, tmp_path / "results",
                            dataset="broken", ablations=["zero-shot"], workers=1,
                            reference_cache=tmp_path / "references")
    assert summary.statuses["done"] == 1 and summary.references == {"rejected": 1}
    store = tmp_path / "results" / STORE_NAME
    (score,) = read_rows(store, "SELECT * FROM scores")
    assert (score["scorable"], score["in_means"]) == (0, 0)
    assert score["reason"].startswith("the reference does not run here (rejected)")
    report = write_report(tmp_path / "results", field_images=0)
    (row,) = report.table2
    assert (row.attempts, row.scored, row.unscorable, row.success) == (1, 0, 1, None)
    assert "1 × unscorable: the reference does not run here (rejected)" in \
        report.markdown.read_text()


def test_reference_outcomes_survive_the_worker_boundary_and_the_store(tmp_path: Path) -> None:
    """A worker's outcome reaches the driver pickled (Dask) and the scorer from the store: the
    same typed record both ways, the full report included, and the short form of a failed
    preparation too."""
    case = _cases()[0]
    report = ReferenceReport(
        case_id=case.id, family=case.family, split=case.split, content_hash=case.content_hash,
        dialect="esi-1912", translation="translated", changes=2, ran=True, status="failed",
        seconds=1.5, error_class="mesh_error", reason="mesh_error: no points",
        reason_group="failed:mesh_error", timeout_s=60.0, case_dir=str(tmp_path / "ref"))
    prepared = ReferenceOutcome.from_report(report)
    lost = ReferenceOutcome.not_prepared(_cases()[1].id, _cases()[1].content_hash,
                                         "KilledWorker: gone")
    assert pickle.loads(pickle.dumps(prepared)) == prepared
    with ResultsStore.open(tmp_path) as store:
        store.register_cases("local", _cases())
        store.record_reference(prepared)
        store.record_reference(lost)
        assert store.references() == {prepared.case_id: prepared, lost.case_id: lost}
    stored = read_rows(tmp_path / STORE_NAME, "SELECT report FROM reference_runs ORDER BY rowid")
    assert json.loads(stored[0]["report"]) == report.model_dump(mode="json")
    assert json.loads(stored[1]["report"]) == {
        "case_id": lost.case_id, "content_hash": lost.content_hash, "dialect": "unknown",
        "status": "not-run", "seconds": 0.0, "reason": "KilledWorker: gone", "case_dir": ""}
    assert score_attempt(tmp_path, lost, "strict").reason == \
        "the reference does not run here (not-run): KilledWorker: gone"


def test_the_command_lines_llm_settings_beat_the_ablation_and_the_file(tmp_path: Path) -> None:
    config_file = tmp_path / "config.yaml"
    config_file.write_text("max_tokens: 50000\nmax_cost: 2.0\nrag: true\n")
    given = LlmSettings(author="llm-files", max_tokens=1234, replay_dir=str(tmp_path))
    assert given.overrides() == {"author": "llm-files", "max_tokens": 1234,
                                 "replay_dir": str(tmp_path)}
    config = ablation_config("zero-shot", config_file=config_file, llm=given)
    assert (config.author, config.max_tokens, config.replay_dir) == ("llm-files", 1234,
                                                                     str(tmp_path))
    assert config.max_cost == 2.0, "a setting not given is left to the file"
    assert not config.rag, "the ablation's switch beats the file"

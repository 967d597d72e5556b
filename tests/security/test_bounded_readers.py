"""Host-side readers are bounded (issue 24, part B): huge logs, lists declaring more entries
than their file holds, truncated fields, gzip bombs, and the MCP server's HTTP token.

Memory is measured with ``tracemalloc`` (what Python allocates while reading), so a reader that
loads a whole log shows up as the log's size; each bounded reader is held against the
unprotected way of reading the same file.
"""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from typer.testing import CliRunner

from foam_agent.agents.mcp import build_server
from foam_agent.agents.mcp.auth import is_loopback
from foam_agent.agents.runners.logs import MAX_PLOTTED_STEPS, report_log, solver_steps
from foam_agent.cli import app
from foam_agent.evaluators.execution import second_to_last_line
from foam_agent.foamcase.hostile import declared_count_problem, gunzip
from tests.security.host_canary import copy_ran, ran_cavity_once

#: Size of the huge logs written here: far above every bound, cheap to write (about 0.1 s).
HUGE_LOG_BYTES = 32 * 1024 * 1024
#: Python memory a bounded reader may use on such a log (its blocks are 1 MiB).
BOUNDED_PEAK_BYTES = 16 * 1024 * 1024
#: ``score`` on a hostile field must end well inside this (it spun forever before).
SCORE_LIMIT_S = 60.0
TOKEN = "a-long-shared-token-0123456789"


@pytest.fixture(scope="module")
def ran_cavity(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return ran_cavity_once(tmp_path_factory.mktemp("bounded"))


@pytest.fixture
def case(ran_cavity: Path, tmp_path: Path) -> Path:
    return copy_ran(ran_cavity, tmp_path)


def _peak(read: Callable[[], object]) -> int:
    """Python's peak allocation while ``read`` runs."""
    tracemalloc.start()
    try:
        read()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _huge_log(path: Path, *, head: bytes = b"", tail: bytes = b"End\n") -> None:
    line = b"Courant Number mean: 0.1 max: 0.2 (padding to make the log grow)\n"
    with path.open("wb") as handle:
        handle.write(head)
        handle.write(line * (HUGE_LOG_BYTES // len(line)))
        handle.write(tail)


# --- logs --------------------------------------------------------------------------------

@pytest.mark.slow
def test_a_huge_log_is_summarised_from_a_bounded_tail(case: Path) -> None:
    log = case / "log.icoFoam"
    _huge_log(log, tail=b"Time = 0.5\nEnd\n")
    report = None

    def summarise() -> None:
        nonlocal report
        report = report_log(log)

    peak = _peak(summarise)
    assert report is not None and report.ended and report.last_time == "0.5"
    assert peak < BOUNDED_PEAK_BYTES
    assert _peak(lambda: log.read_text(errors="replace")) > HUGE_LOG_BYTES  # the old reader


def test_a_fatal_error_early_in_a_huge_log_is_still_found(case: Path) -> None:
    log = case / "log.blockMesh"
    _huge_log(log, head=b"\n--> FOAM FATAL ERROR:\ncannot find file constant/x\n", tail=b"")
    report = report_log(log)
    assert report.fatal is not None and "cannot find file" in report.fatal
    assert not report.ended


def test_a_log_with_no_newline_keeps_no_huge_line(case: Path) -> None:
    log = case / "log.icoFoam"
    log.write_bytes(b"Time = 1\n" + b"x" * HUGE_LOG_BYTES)
    peak = _peak(lambda: solver_steps(log))
    assert peak < BOUNDED_PEAK_BYTES + 8 * 1024 * 1024
    assert second_to_last_line(log) == "Time = 1"


def test_residuals_of_a_very_long_log_are_thinned_evenly(case: Path) -> None:
    log = case / "log.icoFoam"
    steps = 3 * MAX_PLOTTED_STEPS
    with log.open("w") as handle:
        for index in range(steps):
            handle.write(f"Time = {index}\nsmoothSolver:  Solving for Ux, Initial residual = "
                         f"{1.0 / (index + 1)}, Final residual = 1e-9, No Iterations 1\n")
        handle.write("End\n")
    kept = solver_steps(log)
    assert MAX_PLOTTED_STEPS // 2 <= len(kept) <= MAX_PLOTTED_STEPS
    gaps = {b.time - a.time for a, b in zip(kept, kept[1:], strict=False)}
    assert gaps == {4.0}


@pytest.mark.slow
def test_upstream_exec_reads_a_huge_log_in_blocks(case: Path) -> None:
    sub = case / "run"
    sub.mkdir()
    log = sub / "log.icoFoam"
    _huge_log(log, tail=b"End\n\n")
    assert _peak(lambda: second_to_last_line(log)) < BOUNDED_PEAK_BYTES
    result = CliRunner().invoke(app, ["score", str(case), "-r", str(case), "--mode", "upstream",
                                      "--json"])
    assert json.loads(result.stdout)["exec"] == 1.0


# --- fields and dictionaries that declare more than they hold -----------------------------

def _score(case: Path, reference: Path) -> tuple[dict[str, object], float]:
    started = time.monotonic()
    result = CliRunner().invoke(app, ["score", str(case), "-r", str(reference), "--json"])
    elapsed = time.monotonic() - started
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout), elapsed


@pytest.mark.slow
def test_score_of_a_field_declaring_a_huge_count_ends(case: Path, ran_cavity: Path) -> None:
    field = case / "0.5" / "U"
    field.write_text(field.read_text().replace("\n400\n(", "\n99999999999\n(", 1))
    scored, elapsed = _score(case, ran_cavity)
    assert elapsed < SCORE_LIMIT_S
    assert scored["success"] == 0 and scored["nmse_score"] == 0
    # The unprotected parse of the same file does not end within a few seconds.
    probe = [sys.executable, "-c", "import sys; from foamlib import FoamFieldFile; "
             "FoamFieldFile(sys.argv[1]).internal_field", str(field)]
    with pytest.raises(subprocess.TimeoutExpired):
        subprocess.run(probe, timeout=5, capture_output=True, check=False)


def test_score_of_a_compact_list_declaring_a_huge_count_ends(case: Path,
                                                             ran_cavity: Path) -> None:
    field = case / "0.5" / "p"
    text = field.read_text()
    start = text.index("internalField")
    end = text.index("boundaryField")
    field.write_text(text[:start] + "internalField nonuniform List<scalar> 99999999999{0};\n\n"
                     + text[end:])
    scored, elapsed = _score(case, ran_cavity)
    assert elapsed < SCORE_LIMIT_S and scored["success"] == 0


def test_score_of_a_truncated_field_is_a_scored_failure(case: Path, ran_cavity: Path) -> None:
    field = case / "0.5" / "U"
    raw = field.read_bytes()
    field.write_bytes(raw[: len(raw) // 3])
    scored, elapsed = _score(case, ran_cavity)
    assert elapsed < SCORE_LIMIT_S
    assert scored["nmse_score"] == 0 and scored["success"] == 0


def test_score_of_a_truncated_initial_field_names_it(case: Path, ran_cavity: Path) -> None:
    field = case / "0" / "U"
    raw = field.read_bytes()
    field.write_bytes(raw[: raw.index(b"uniform (1") + len(b"uniform (1")])
    scored, elapsed = _score(case, ran_cavity)
    assert elapsed < SCORE_LIMIT_S
    assert scored["verdict"] == "f_struct" and "cut short" in scored["verdict_reason"]


@pytest.mark.parametrize("damage", ["huge count", "cut short"])
def test_verify_of_a_hostile_field_ends(case: Path, damage: str) -> None:
    field = case / "0.5" / "U"
    raw = field.read_bytes()
    field.write_bytes(raw.replace(b"\n400\n(", b"\n99999999999\n(", 1) if damage == "huge count"
                      else raw[: len(raw) // 3])
    verify = [str(Path(sys.executable).with_name("foam-agent")), "verify", str(case), "--json"]
    done = subprocess.run(verify, capture_output=True, text=True, timeout=SCORE_LIMIT_S,
                          check=False)
    assert "Traceback" not in done.stderr
    assert json.loads(done.stdout)["rows"], done.stderr


def test_a_control_dict_declaring_a_huge_list_is_a_problem_not_a_spin(case: Path,
                                                                        ran_cavity: Path) -> None:
    control = case / "system" / "controlDict"
    control.write_text(control.read_text() + "\nfunctions 99999999999 ( a );\n")
    scored, elapsed = _score(case, ran_cavity)
    assert elapsed < SCORE_LIMIT_S
    assert "declares a list of 99999999999 entries" in json.dumps(scored)


def test_a_fifo_named_like_a_log_does_not_block_score(case: Path, ran_cavity: Path) -> None:
    (case / "log.icoFoam").unlink()
    os.mkfifo(case / "log.icoFoam")
    scored, elapsed = _score(case, ran_cavity)
    assert elapsed < SCORE_LIMIT_S
    assert "log.icoFoam is not a regular file" in scored["verdict_reason"]


def test_declared_counts_are_bounded_by_the_file_size() -> None:
    plain = b"internalField nonuniform List<scalar> 3(1 2 3);"
    assert declared_count_problem(plain) is None
    assert declared_count_problem(b"List<vector> 99999999999 (") is not None
    assert declared_count_problem(b"value nonuniform List<scalar> 400{0};") is None
    assert declared_count_problem(b"List<scalar> 99999999999{0};") is not None


def test_a_gzip_bomb_is_refused_before_it_is_unpacked() -> None:
    bomb = gzip.compress(bytes(32 * 1024 * 1024), compresslevel=9)
    assert len(bomb) < 64 * 1024
    with pytest.raises(OSError, match="unpacks to more than"):
        gunzip(bomb, max_bytes=1024 * 1024)
    assert gunzip(gzip.compress(b"FoamFile {}"), max_bytes=1024) == b"FoamFile {}"


# --- the MCP HTTP transport ---------------------------------------------------------------

_INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
               "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                          "clientInfo": {"name": "test", "version": "1"}}}
_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


def test_mcp_http_checks_the_token_on_every_request(tmp_path: Path) -> None:
    server = build_server(tmp_path, token=TOKEN)
    with TestClient(server.streamable_http_app(host="0.0.0.0")) as client:
        bare = client.post("/mcp", json=_INITIALIZE, headers=_HEADERS)
        wrong = client.post("/mcp", json=_INITIALIZE,
                            headers={**_HEADERS, "Authorization": "Bearer not-the-token"})
        right = client.post("/mcp", json=_INITIALIZE,
                            headers={**_HEADERS, "Authorization": f"Bearer {TOKEN}"})
        listing = client.get("/mcp")
    assert bare.status_code == wrong.status_code == listing.status_code == 401
    assert right.status_code == 200 and "foam-agent" in right.text


def test_mcp_http_without_a_token_answers_anyone_on_loopback(tmp_path: Path) -> None:
    server = build_server(tmp_path)
    with TestClient(server.streamable_http_app()) as client:
        answer = client.post("/mcp", json=_INITIALIZE,
                             headers={**_HEADERS, "Host": "127.0.0.1:8765"})
    assert answer.status_code == 200


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.20", "::", "example.org"])
def test_mcp_refuses_a_non_loopback_host_without_a_token(host: str, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FOAM_AGENT_MCP_TOKEN", raising=False)
    result = CliRunner().invoke(app, ["mcp", "--http", "--host", host, "--workspace",
                                      str(tmp_path)])
    assert result.exit_code == 2
    assert "error:" in result.output and "--token" in result.output
    assert "Traceback" not in result.output


def test_loopback_hosts_are_told_from_the_others() -> None:
    assert all(map(is_loopback, ["127.0.0.1", "127.8.0.1", "::1", "[::1]", "localhost"]))
    assert not any(map(is_loopback, ["0.0.0.0", "::", "10.0.0.1", "example.org", ""]))

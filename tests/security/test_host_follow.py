"""Host-side code never follows what a case made (issue 24, part B).

Each test plants a link, a hard link or a FIFO in a cavity that has really run, drives a real
host-side path over it (the runner's log collection, the pictures, ``show``, ``score``,
``score --plot``, a real jailed run, MCP), and asserts that the secret outside the case is in
no output and the host file is untouched. Where it is cheap, the same input is also given to
the unprotected primitive (plain ``open``, ``Image.save``), which does read or overwrite: the
protection is what makes the difference.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import anyio
import pytest
from PIL import Image
from typer.testing import CliRunner

from foam_agent.agents.pictures import draw_pictures
from foam_agent.agents.pictures.fields import NoFields, draw_fields
from foam_agent.agents.runners.logs import last_time_written, report_log
from foam_agent.agents.runners.result import collect_result
from foam_agent.cli import app
from tests.security.host_canary import (
    HOST_TEXT,
    SECRET,
    Outside,
    copy_ran,
    make_outside,
    ran_cavity_once,
    relative_link,
)


@pytest.fixture(scope="module")
def ran_cavity(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return ran_cavity_once(tmp_path_factory.mktemp("host-follow"))


@pytest.fixture
def outside(tmp_path: Path) -> Outside:
    return make_outside(tmp_path)


@pytest.fixture
def case(ran_cavity: Path, tmp_path: Path) -> Path:
    return copy_ran(ran_cavity, tmp_path)


def _collect(case: Path) -> str:
    """What the runner keeps of a finished run, as the JSON a model would be shown."""
    result = collect_result(case, returncode=0, wall_s=1.0, timed_out=False, time_limit_s=60.0,
                            dialect="esi-1912", runner="local", application="icoFoam")
    assert not result.ok, "a case with a hostile log passed for a success"
    return result.model_dump_json()


# --- the runner's log collection ---------------------------------------------------------

def test_a_solver_log_linked_to_a_root_only_file_is_refused(case: Path, outside: Outside
                                                             ) -> None:
    (case / "log.icoFoam").unlink()
    os.symlink(outside.secret, case / "log.icoFoam")
    with open(case / "log.icoFoam") as unprotected:  # what the old collector did
        assert SECRET in unprotected.read()
    output = _collect(case)
    assert "log.icoFoam is a symbolic link" in output
    outside.assert_unread(output)
    outside.assert_untouched()


def test_a_relative_link_moved_up_by_the_run_is_refused(case: Path, outside: Outside) -> None:
    # Shipped two levels down it points inside the case; the run's mv takes it to the root,
    # where the same relative target is outside.
    deep = case / "constant" / "stash"
    deep.mkdir()
    os.symlink("../outside/secret.txt", deep / "parked")
    assert (deep / "parked").resolve().is_relative_to(case)
    (case / "log.icoFoam").unlink()
    (deep / "parked").rename(case / "log.icoFoam")
    assert (case / "log.icoFoam").resolve() == outside.secret
    output = _collect(case)
    outside.assert_unread(output)
    outside.assert_untouched()


def test_a_hard_linked_host_file_under_a_log_name_is_refused(case: Path, outside: Outside
                                                              ) -> None:
    os.link(outside.secret, case / "log.checkMesh2")
    output = _collect(case)
    assert "hard links" in output
    outside.assert_unread(output)
    outside.assert_untouched()


def test_a_checkmesh_log_linked_to_a_host_file_gives_no_mesh_verdict(case: Path,
                                                                    outside: Outside) -> None:
    from foam_agent.agents.geometry.checkmesh import mesh_quality, parse_check_mesh

    lure = outside.folder / "looks-like-checkmesh"
    lure.write_text(f" ***{SECRET}\nFailed 1 mesh checks.\nEnd\n")
    os.symlink(lure, case / "log.checkMesh")
    assert SECRET in " ".join(parse_check_mesh(lure.read_text()).failures)  # unprotected
    assert mesh_quality(case) is None
    output = _collect(case)
    assert "log.checkMesh is a symbolic link" in output
    outside.assert_unread(output)


def test_a_fifo_named_like_the_solver_log_neither_blocks_nor_passes(case: Path) -> None:
    (case / "log.icoFoam").unlink()
    os.mkfifo(case / "log.icoFoam")
    started = time.monotonic()
    output = _collect(case)
    assert time.monotonic() - started < 10
    assert "log.icoFoam is not a regular file" in output


def test_the_live_watcher_neither_blocks_on_a_fifo_log_nor_follows_a_link(
        case: Path, outside: Outside) -> None:
    import threading

    from foam_agent.agents.runners.progress import LogWatcher

    seen: list[object] = []
    (case / "log.icoFoam").unlink()

    def watch() -> None:
        with LogWatcher(case, seen.append, interval_s=0.1):
            os.mkfifo(case / "log.icoFoam")  # made during the run, as a run would
            time.sleep(0.5)
            os.unlink(case / "log.icoFoam")
            os.symlink(outside.secret, case / "log.icoFoam")
            time.sleep(0.5)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    watcher.join(timeout=20)
    assert not watcher.is_alive(), "the watcher blocked on the FIFO"
    outside.assert_unread(seen)


def test_a_system_directory_that_is_a_link_gives_no_picture(case: Path, outside: Outside
                                                             ) -> None:
    (case / "system").rename(outside.folder / "system")
    os.symlink(outside.folder / "system", case / "system")
    drawn = draw_pictures(case)
    assert drawn.fields is None and drawn.residuals is None
    assert "system/controlDict" in " ".join(drawn.problems)
    assert "system is a symbolic link" in " ".join(drawn.problems)
    outside.assert_untouched()


def test_a_time_directory_that_is_a_link_is_no_result(case: Path, outside: Outside) -> None:
    os.symlink(outside.folder, case / "9")
    assert last_time_written(case) == "0.5"
    report = report_log(case / "log.icoFoam")
    assert report.ended and report.fatal is None


# --- pictures: run, solve, show, MCP all draw through draw_pictures ------------------------

def test_a_picture_shipped_as_a_link_replaces_the_link(case: Path, outside: Outside) -> None:
    os.symlink(outside.host, case / "fields.png")
    relative_link(case / "residuals.png", outside.host)
    drawn = draw_pictures(case)
    assert drawn.fields is not None and drawn.residuals is not None
    for name in ("fields.png", "residuals.png"):
        assert not (case / name).is_symlink()
        assert Image.open(case / name).format == "PNG"
    outside.assert_untouched()
    # The unprotected save writes through the link: what the case meant to happen.
    probe = case / "probe.png"
    os.symlink(outside.host, probe)
    Image.new("RGB", (2, 2)).save(probe, format="PNG")
    assert outside.host.read_bytes() != HOST_TEXT


def test_a_picture_hard_linked_to_a_host_file_leaves_the_host_file(case: Path,
                                                                  outside: Outside) -> None:
    os.link(outside.host, case / "residuals.png")
    draw_pictures(case)
    outside.assert_untouched()
    assert os.stat(case / "residuals.png").st_nlink == 1


def test_a_mesh_directory_that_is_a_link_is_not_read_by_vtk(case: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "outside-mesh"
    (case / "constant" / "polyMesh").rename(elsewhere)
    os.symlink(elsewhere, case / "constant" / "polyMesh")
    with pytest.raises(NoFields, match="constant/polyMesh is a symbolic link"):
        draw_fields(case)
    assert not (case / "fields.png").exists()


def test_a_field_linked_to_a_host_file_is_not_drawn(case: Path, outside: Outside) -> None:
    (case / "0.5" / "U").unlink()
    os.symlink(outside.secret, case / "0.5" / "U")
    with pytest.raises(NoFields, match="0.5/U is a symbolic link") as refused:
        draw_fields(case)
    outside.assert_unread(str(refused.value))


def test_show_replaces_a_linked_picture_and_says_why_residuals_are_missing(
        case: Path, outside: Outside) -> None:
    os.symlink(outside.host, case / "fields.png")
    (case / "log.icoFoam").unlink()
    os.symlink(outside.secret, case / "log.icoFoam")
    result = CliRunner().invoke(app, ["show", str(case), "--json"])
    assert result.exit_code == 0, result.output
    shown = json.loads(result.stdout)
    assert "is a symbolic link" in shown["residuals_problem"]
    assert not (case / "fields.png").is_symlink()
    outside.assert_unread(result.output)
    outside.assert_untouched()


def test_show_says_in_one_line_when_a_picture_name_is_taken_by_a_folder(case: Path) -> None:
    (case / "fields.png").mkdir()
    result = CliRunner().invoke(app, ["show", str(case)])
    assert result.exit_code == 2
    assert "error:" in result.output and "fields.png is a directory" in result.output
    assert "Traceback" not in result.output and isinstance(result.exception, SystemExit)


# --- score and score --plot ---------------------------------------------------------------

def test_score_fails_a_submission_with_a_linked_log_without_reading_it(
        case: Path, ran_cavity: Path, outside: Outside) -> None:
    (case / "log.icoFoam").unlink()
    os.symlink(outside.secret, case / "log.icoFoam")
    result = CliRunner().invoke(app, ["score", str(case), "-r", str(ran_cavity), "--json"])
    assert result.exit_code == 0, result.output
    scored = json.loads(result.stdout)
    assert scored["success"] == 0 and "log.icoFoam is a symbolic link" in scored["verdict_reason"]
    outside.assert_unread(result.output)


def test_score_fails_a_submission_with_a_hard_linked_field(case: Path, ran_cavity: Path,
                                                           outside: Outside) -> None:
    (case / "0.5" / "p").unlink()
    os.link(outside.secret, case / "0.5" / "p")
    result = CliRunner().invoke(app, ["score", str(case), "-r", str(ran_cavity), "--json"])
    scored = json.loads(result.stdout)
    assert scored["exec"] == 0 and "hard links" in scored["verdict_reason"]
    outside.assert_unread(result.output)


def test_score_refuses_a_reference_with_a_linked_directory(case: Path, ran_cavity: Path,
                                                           outside: Outside) -> None:
    os.symlink(outside.folder, case / "system" / "include")
    result = CliRunner().invoke(app, ["score", str(ran_cavity), "-r", str(case)])
    assert result.exit_code == 2
    assert "error:" in result.output and "system/include is a symbolic link" in result.output
    assert "Traceback" not in result.output


def test_score_plot_replaces_a_link_at_the_picture_path(case: Path, ran_cavity: Path,
                                                        outside: Outside) -> None:
    picture = case / "compare.png"
    os.symlink(outside.host, picture)
    result = CliRunner().invoke(app, ["score", str(ran_cavity), "-r", str(ran_cavity),
                                      "--plot", str(picture)])
    assert result.exit_code == 0, result.output
    assert not picture.is_symlink() and Image.open(picture).format == "PNG"
    outside.assert_untouched()


# --- MCP ----------------------------------------------------------------------------------

def _call(workspace: Path, tool: str, arguments: dict[str, object]) -> str:
    from mcp import Client

    from foam_agent.agents.mcp import build_server

    async def call() -> str:
        async with Client(build_server(workspace)) as client:
            result = await client.call_tool(tool, arguments)
            return json.dumps(result.structured_content) + str(result.content)

    return anyio.run(call)


def test_mcp_score_case_reads_no_linked_log(case: Path, ran_cavity: Path, tmp_path: Path,
                                            outside: Outside) -> None:
    (case / "log.icoFoam").unlink()
    relative_link(case / "log.icoFoam", outside.secret)
    copy_ran(ran_cavity, tmp_path, "reference")
    output = _call(tmp_path, "score_case", {"case_dir": "case", "reference_dir": "reference"})
    assert "log.icoFoam is a symbolic link" in output
    outside.assert_unread(output)


@pytest.mark.slow
def test_mcp_run_case_draws_nothing_for_a_rejected_case(case: Path, tmp_path: Path,
                                                         outside: Outside) -> None:
    (case / "Allrun").write_text("#!/bin/sh\ncurl http://example.invalid\n")
    os.symlink(outside.host, case / "fields.png")
    output = _call(tmp_path, "run_case", {"case_dir": "case", "wait_s": 30})
    assert '"rejected"' in output and '"pictures": null' in output
    assert (case / "fields.png").is_symlink()
    outside.assert_untouched()


@pytest.mark.slow
def test_a_real_run_that_moves_a_link_onto_its_log_is_failed_and_unread(
        case: Path, outside: Outside) -> None:
    from foam_agent.agents.runners import LocalRunner

    deep = case / "constant" / "stash"
    deep.mkdir()
    # Inside the case where it stands (case/constant/outside/…: no such file), outside once
    # the run moves it to the case root.
    os.symlink("../outside/secret.txt", deep / "parked")
    (case / "Allrun").write_text(
        "#!/bin/sh\ncd \"${0%/*}\" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n"
        "runApplication blockMesh\nrunApplication icoFoam\n"
        "mv constant/stash/parked log.icoFoam\n")
    result = LocalRunner(timeout_s=120).run(case)
    output = result.model_dump_json()
    if result.status == "rejected":
        pytest.fail(f"the gate refused the case before the host-side code was reached: "
                    f"{result.message}")
    assert result.status == "failed" and "a link to a file outside the case" in result.message
    assert result.logs == {}, "the case was read into the result before the scan judged it"
    assert (case / "log.icoFoam").is_symlink()
    outside.assert_unread(output)
    drawn = draw_pictures(case)
    outside.assert_unread(drawn.problems)
    outside.assert_untouched()


@pytest.mark.slow
def test_mcp_reads_no_case_while_a_job_runs_it(case: Path, tmp_path: Path) -> None:
    from mcp import Client

    from foam_agent.agents.mcp import build_server

    async def race() -> tuple[str, str]:
        async with Client(build_server(tmp_path)) as client:
            started = await client.call_tool("run_case", {"case_dir": "case", "wait_s": 0})
            job = (started.structured_content or {})["job_id"]
            during = await client.call_tool("score_case", {"case_dir": "case",
                                                           "reference_dir": "case"})
            await client.call_tool("job_status", {"job_id": job, "wait_s": 50})
            after = await client.call_tool("score_case", {"case_dir": "case",
                                                          "reference_dir": "case"})
            return str(during.content), str(after.is_error)

    during, after_failed = anyio.run(race)
    assert "is being written by job run_case-1" in during
    assert after_failed == "False"

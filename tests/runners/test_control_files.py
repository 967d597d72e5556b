"""The driver obeys only the runner: request files a case brings are gone before it runs, and
writing the runner's own never follows a link the case planted."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners.control_files import (
    CONTROL_FILES,
    FUNCTIONS_REQUEST,
    RANKS_REQUEST,
    remove_planted,
    withdraw_request,
    write_request,
)
from foam_agent.agents.runners.parallel import parallel_request
from tests.conftest import CAVITY

CaseFactory = Callable[..., Path]


def test_every_planted_request_is_removed_whatever_it_is(tmp_path: Path) -> None:
    case = tmp_path / "case"
    case.mkdir()
    host_file = tmp_path / "host.txt"
    host_file.write_text("keep me\n")
    (case / RANKS_REQUEST).symlink_to(host_file)
    (case / FUNCTIONS_REQUEST).mkdir()
    (case / FUNCTIONS_REQUEST / "U").write_text("x\n")
    assert set(remove_planted(case)) == set(CONTROL_FILES)
    assert not any((case / name).exists() or (case / name).is_symlink()
                   for name in CONTROL_FILES)
    assert host_file.read_text() == "keep me\n", "the link went, not what it points at"


def test_a_request_this_process_wrote_stays_until_withdrawn(tmp_path: Path) -> None:
    request = write_request(tmp_path, RANKS_REQUEST, "2\n")
    assert remove_planted(tmp_path) == ()
    assert request.read_text() == "2\n"
    withdraw_request(request)
    assert not request.exists()
    request.write_text("3\n")  # the same name, now the case's own again
    assert remove_planted(tmp_path) == (RANKS_REQUEST,)


def test_a_parallel_request_does_not_write_through_planted_links(tmp_path: Path) -> None:
    case = tmp_path / "case"
    (case / "system").mkdir(parents=True)
    targets = {name: tmp_path / f"{name}.host" for name in ("np", "dict")}
    for target in targets.values():
        target.write_text("host\n")
    (case / RANKS_REQUEST).symlink_to(targets["np"])
    (case / "system" / "decomposeParDict").symlink_to(targets["dict"])
    with parallel_request(case, 2):
        assert (case / RANKS_REQUEST).read_text() == "2\n"
        assert not (case / RANKS_REQUEST).is_symlink()
        assert "numberOfSubdomains 2;" in (case / "system" / "decomposeParDict").read_text()
    assert all(target.read_text() == "host\n" for target in targets.values())


def test_a_case_cannot_ask_the_driver_for_ranks_or_post_processing(
        tutorial_case: CaseFactory) -> None:
    """A cavity (icoFoam, no Allrun) that ships both requests: the driver would decompose it
    and run postProcess after the solver if it obeyed them."""
    case = tutorial_case(CAVITY)
    (case / RANKS_REQUEST).write_text("2\n")
    (case / FUNCTIONS_REQUEST).write_text("U\n")
    result = LocalRunner().run(case)
    assert result.status == "success", result.message
    assert not (case / "log.decomposePar").exists(), "the case's rank request was obeyed"
    assert not (case / "log.postProcess.functions").exists(), "its postProcess request was"
    assert not any((case / name).exists() for name in CONTROL_FILES)

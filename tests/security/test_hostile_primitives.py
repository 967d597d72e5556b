"""The primitives every host-side reader and writer goes through (foamcase.hostile), each
held against what a plain ``open``/``Path`` call does with the same hostile entry."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from foam_agent.foamcase.hostile import (
    HostileCaseError,
    first_unsafe_entry,
    list_case_directory,
    read_case_bytes,
    read_case_tail,
    write_beside,
)
from tests.security.host_canary import HOST_TEXT, SECRET, Outside, make_outside


@pytest.fixture
def outside(tmp_path: Path) -> Outside:
    return make_outside(tmp_path)


@pytest.fixture
def case(tmp_path: Path) -> Path:
    root = tmp_path / "case"
    (root / "system").mkdir(parents=True)
    (root / "system" / "controlDict").write_text("application icoFoam;\n")
    return root


@pytest.mark.parametrize("relpath", ["../outside/secret.txt", "/etc/passwd",
                                     "system/../../outside/secret.txt"])
def test_paths_leaving_the_case_are_refused(case: Path, outside: Outside, relpath: str) -> None:
    assert (case / relpath).exists()  # the plain path reaches it
    with pytest.raises(HostileCaseError, match="not a path inside the case"):
        read_case_bytes(case, relpath, 1024)


def test_a_link_in_a_middle_component_is_refused_not_resolved(case: Path,
                                                              outside: Outside) -> None:
    os.symlink(outside.folder, case / "system" / "include")
    assert (case / "system" / "include" / "secret.txt").read_text() == SECRET  # plain open
    with pytest.raises(HostileCaseError, match="system/include is a symbolic link"):
        read_case_bytes(case, "system/include/secret.txt", 1024)
    with pytest.raises(HostileCaseError, match="is a symbolic link"):
        list_case_directory(case, "system/include")


def test_reads_are_bounded_and_tails_are_tails(case: Path) -> None:
    (case / "log.big").write_bytes(b"a" * 5000 + b"End\n")
    with pytest.raises(HostileCaseError, match="larger than 1024 bytes"):
        read_case_bytes(case, "log.big", 1024)
    assert read_case_tail(case, "log.big", 4) == b"End\n"


def test_a_write_replaces_a_hard_link_and_a_symlink_and_leaves_no_temporary(
        case: Path, outside: Outside) -> None:
    os.link(outside.host, case / "a.png")
    os.symlink(outside.host, case / "b.png")
    for name in ("a.png", "b.png"):
        write_beside(case, name, b"PNG")
        assert (case / name).read_bytes() == b"PNG" and not (case / name).is_symlink()
    outside.assert_untouched()
    assert sorted(os.listdir(case)) == ["a.png", "b.png", "system"]


def test_a_write_onto_a_directory_or_through_a_linked_folder_fails_cleanly(
        case: Path, outside: Outside) -> None:
    with pytest.raises(HostileCaseError, match="system is a directory"):
        write_beside(case, "system", b"x")
    os.symlink(outside.folder, case / "pictures")
    with pytest.raises(HostileCaseError, match="pictures is a symbolic link"):
        write_beside(case, "pictures/host.png", b"x")
    assert sorted(os.listdir(case)) == ["pictures", "system"]
    assert outside.host.read_bytes() == HOST_TEXT


def test_the_tree_check_finds_a_nested_hard_link_and_a_fifo(case: Path,
                                                            outside: Outside) -> None:
    assert first_unsafe_entry(case, ["."]) is None
    deep = case / "constant" / "polyMesh" / "sets"
    deep.mkdir(parents=True)
    os.link(outside.secret, deep / "cells")
    assert "constant/polyMesh/sets/cells has 2 hard links" in (
        first_unsafe_entry(case, ["constant"]) or "")
    assert first_unsafe_entry(case, ["system", "missing"]) is None
    os.mkfifo(case / "system" / "pipe")
    assert first_unsafe_entry(case, ["system"]) == "system/pipe is not a regular file"

"""foamlib parses each distinct dictionary text once, and never hands out a stale parse.

Why: composing a case writes it into a new workspace at each step and every reader opens its
own ``FoamFile``; one generated blockMeshDict was parsed three times at 9 s each. These tests
hold the hooks of :mod:`foam_agent.foamcase.case.parse_cache` to foamlib's behaviour: with the
hooks gone, the counting tests see one parse per reader.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from foamlib import FoamFile, FoamFileDecodeError

from foam_agent.foamcase.case import parse_cache
from foam_agent.foamcase.case.files import parse


def _dictionary(marker: str, nu: str = "0.01") -> str:
    """A small transportProperties whose text no other test writes (``marker``)."""
    return ("FoamFile { version 2.0; format ascii; class dictionary; "
            f"object transportProperties; }}\n// {marker}\n"
            f"transportModel Newtonian;\nnu {nu};\n")


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many times foamlib really parses a file's text or a ``loads`` text."""
    calls = [0]
    built, standalone = parse_cache.ParsedFile, parse_cache.parse

    def count_file(contents: bytes) -> object:
        calls[0] += 1
        return built(contents)

    def count_text(contents: bytes, *, target: Any) -> object:
        calls[0] += 1
        return standalone(contents, target=target)

    monkeypatch.setattr(parse_cache, "ParsedFile", count_file)
    monkeypatch.setattr(parse_cache, "parse", count_text)
    yield calls


def test_one_text_read_by_two_files_in_two_folders_is_parsed_once(
        tmp_path: Path, counted: list[int]) -> None:
    text = _dictionary(uuid.uuid4().hex)
    for folder in ("first", "second"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "transportProperties").write_text(text)
    values = [FoamFile(tmp_path / folder / "transportProperties")["nu"]
              for folder in ("first", "second")]
    also = parse(tmp_path / "second" / "transportProperties")
    assert values == [0.01, 0.01] and also is not None and also["nu"] == 0.01
    assert counted[0] == 1


def test_a_file_changed_to_the_same_size_and_time_is_read_anew(tmp_path: Path) -> None:
    """A key of path, size and modification time would return the old value here."""
    path = tmp_path / "transportProperties"
    marker = uuid.uuid4().hex
    path.write_text(_dictionary(marker, "0.01"))
    assert FoamFile(path)["nu"] == 0.01
    stat = path.stat()
    path.write_text(_dictionary(marker, "0.02"))
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert path.stat().st_size == stat.st_size
    assert FoamFile(path)["nu"] == 0.02


def test_an_edit_through_one_file_reaches_no_other_reader(tmp_path: Path) -> None:
    text = _dictionary(uuid.uuid4().hex)
    edited, other = tmp_path / "edited", tmp_path / "other"
    edited.write_text(text)
    other.write_text(text)
    with FoamFile(edited) as file:
        file["nu"] = 0.5
    assert FoamFile(edited)["nu"] == 0.5
    assert FoamFile(other)["nu"] == 0.01
    loaded = FoamFile.loads(text)
    assert isinstance(loaded, dict) and loaded["nu"] == 0.01


def test_a_loaded_text_is_parsed_once_and_each_caller_gets_its_own_copy(
        counted: list[int]) -> None:
    text = _dictionary(uuid.uuid4().hex)
    first = FoamFile.loads(text)
    assert isinstance(first, dict)
    first["nu"] = 1.0
    second = FoamFile.loads(text.encode())
    assert isinstance(second, dict) and second["nu"] == 0.01
    assert counted[0] == 1


def test_a_text_that_does_not_parse_fails_each_time(tmp_path: Path) -> None:
    path = tmp_path / "broken"
    path.write_text(f"// {uuid.uuid4().hex}\nnu (0.01;\n")
    for _ in range(2):
        with pytest.raises(FoamFileDecodeError):
            FoamFile(path).as_dict()
    assert parse(path) is None


def test_a_long_text_is_parsed_each_time_and_never_kept(counted: list[int]) -> None:
    long = _dictionary(uuid.uuid4().hex) + "// " + "x" * parse_cache.MAX_KEPT_BYTES + "\n"
    kept = parse_cache.parses_kept()
    for _ in range(2):
        assert parse_cache.parsed_file(long.encode())[("nu",)] == 0.01
    assert counted[0] == 2 and parse_cache.parses_kept() == kept

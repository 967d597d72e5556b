"""Loading FoamBench datasets: the shared files, broken input, URLs, filters and unpacking."""

from __future__ import annotations

import functools
import http.server
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from foam_agent.foambench.datasets import (
    PUBLISHED_MD5,
    BenchCase,
    DatasetError,
    dataset_path,
    filter_cases,
    load_dataset,
    split_case_id,
    unpack_case,
)

#: The shared FoamBench folder CI keeps beside the clone.
SHARED = Path(__file__).resolve().parents[2] / ".." / "shared" / "foambench"
MINIMAL_CASE = {"usr_requirement": "run the cavity", "Allrun": "#!/bin/sh\n",
                "system/controlDict": "application icoFoam;\n"}


def write_dataset(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(("name", "count", "split"), [
    ("basic", 110, "basic"), ("advanced", 16, "advanced"),
    ("basic-v1", 110, "basic"), ("advanced-v1", 16, "advanced"),
])
def test_shared_datasets_load_with_every_case_complete(name: str, count: int, split: str) -> None:
    dataset = load_dataset(name)
    assert len(dataset.cases) == count
    assert len({case.id for case in dataset.cases}) == count
    for case in dataset.cases:
        assert case.split == split
        assert case.prompt.strip(), case.id
        assert "Allrun" in case.files and "system/controlDict" in case.files, case.id
        assert len(case.files) >= 5, case.id


@pytest.mark.parametrize("name", ["basic", "advanced"])
def test_published_originals_match_their_md5(name: str) -> None:
    md5 = load_dataset(name).md5
    assert (md5.verdict, md5.md5, md5.original) == ("matches", PUBLISHED_MD5[name], name)


def test_corrected_files_are_reported_as_unpublished() -> None:
    md5 = load_dataset("basic-v1").md5
    assert md5.verdict == "unpublished" and md5.expected is None and md5.original is None


def test_a_copy_of_an_original_is_recognised_by_md5(tmp_path: Path) -> None:
    copy = tmp_path / "mystery.json"
    copy.write_bytes((SHARED / "FoamBench_advanced.json").read_bytes())
    dataset = load_dataset(copy)
    assert dataset.md5.original == "advanced" and dataset.split == "advanced"


def test_families_of_basic_and_advanced() -> None:
    basic = load_dataset("basic").families()
    assert len(basic) == 11 and set(basic.values()) == {10}
    advanced = load_dataset("advanced").families()
    assert advanced == {"Double_Square": 1, "wedge": 1, "Cylinder": 2, "Diamond_Obstacle": 2,
                        "Cavity": 3, "counterFlowFlame2D": 2, "obliqueShock": 2,
                        "Rectangular_Obstacle": 2, "nozzleFlow2D": 1}


@pytest.mark.parametrize(("case_id", "expected"), [
    ("obliqueShock/3", ("obliqueShock", "3")),
    ("Diamond_Obstacle_KOMEGASST", ("Diamond_Obstacle", "KOMEGASST")),
    ("counterFlowFlame2D_SA", ("counterFlowFlame2D", "SA")),
    ("Cavity_geometry_1", ("Cavity", "geometry_1")),
    ("plainName", ("plainName", "")),
])
def test_case_ids_split_into_family_and_variant(case_id: str, expected: tuple[str, str]) -> None:
    assert split_case_id(case_id) == expected


def test_truncated_json_is_a_clear_error(tmp_path: Path) -> None:
    whole = (SHARED / "FoamBench_advanced.json").read_bytes()
    truncated = tmp_path / "truncated.json"
    truncated.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(DatasetError, match=r"truncated.json: invalid JSON \(truncated\?\) at line"):
        load_dataset(truncated)


@pytest.mark.parametrize(("case", "message"), [
    ({"Allrun": "x"}, r"case 'bad/1': no 'usr_requirement'"),
    ({"usr_requirement": "  ", "Allrun": "x"}, r"case 'bad/1': no 'usr_requirement'"),
    ({"usr_requirement": "p", "../etc/passwd": "x"},
     r"case 'bad/1', key '../etc/passwd': .*'\.\.'"),
    ({"usr_requirement": "p", "0/../../x": "x"}, r"key '0/\.\./\.\./x': .*'\.\.'"),
    ({"usr_requirement": "p", "/etc/passwd": "x"}, r"key '/etc/passwd': the path is absolute"),
    ({"usr_requirement": "p", "0\\U": "x"}, r"key '0\\U': .*backslash"),
    ({"usr_requirement": "p", "0/U": 3}, r"key '0/U': file contents must be text"),
    ({"usr_requirement": "p"}, r"case 'bad/1': the case has a prompt but no reference files"),
])
def test_invalid_cases_name_the_case_and_key(tmp_path: Path, case: dict[str, object],
                                             message: str) -> None:
    path = write_dataset(tmp_path / "bad.json", {"good/1": MINIMAL_CASE, "bad/1": case})
    with pytest.raises(DatasetError, match=message):
        load_dataset(path)


@pytest.mark.parametrize(("data", "message"), [
    ([1, 2], "expected a JSON object of cases, got list"),
    ({}, "holds no cases"),
    ({"x/1": "text"}, "case 'x/1': expected an object of files, got str"),
])
def test_invalid_top_level_shapes(tmp_path: Path, data: object, message: str) -> None:
    with pytest.raises(DatasetError, match=message):
        load_dataset(write_dataset(tmp_path / "shape.json", data))


def test_missing_file_and_unknown_name(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="no such file"):
        load_dataset(tmp_path / "absent.json")
    with pytest.raises(DatasetError, match="is a directory"):
        load_dataset(tmp_path)
    with pytest.raises(DatasetError, match="unknown dataset 'nonsense'"):
        dataset_path("nonsense")


def test_split_is_inferred_for_user_files(tmp_path: Path) -> None:
    assert load_dataset(write_dataset(tmp_path / "my_advanced_set.json",
                                      {"a/1": MINIMAL_CASE})).split == "advanced"
    assert load_dataset(write_dataset(tmp_path / "mine.json",
                                      {"a/1": MINIMAL_CASE})).split == "custom"
    assert load_dataset(tmp_path / "mine.json", split="local").split == "local"


@pytest.fixture
def http_root(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A local HTTP server on 127.0.0.1 serving ``tmp_path``; yields (base URL, folder)."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(tmp_path))
    handler.log_message = lambda *args: None  # type: ignore[method-assign]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", tmp_path
    finally:
        server.shutdown()
        server.server_close()


def test_dataset_from_url(http_root: tuple[str, Path]) -> None:
    base, folder = http_root
    (folder / "FoamBench_advanced.json").write_bytes(
        (SHARED / "FoamBench_advanced.json").read_bytes())
    dataset = load_dataset(f"{base}/FoamBench_advanced.json")
    assert len(dataset.cases) == 16
    assert dataset.md5.verdict == "matches" and dataset.split == "advanced"
    assert dataset.source == f"{base}/FoamBench_advanced.json"


def test_url_errors_are_clear(http_root: tuple[str, Path]) -> None:
    base, folder = http_root
    with pytest.raises(DatasetError, match="the server answered 404"):
        load_dataset(f"{base}/missing.json")
    (folder / "cut.json").write_text('{"a/1": {"usr_requirement": "p", "Al')
    with pytest.raises(DatasetError, match=r"invalid JSON \(truncated\?\)"):
        load_dataset(f"{base}/cut.json")
    with pytest.raises(DatasetError, match="cannot download"):
        load_dataset("http://127.0.0.1:9/none.json")


def test_filters_by_split_family_and_glob() -> None:
    basic = load_dataset("basic")
    assert len(basic.select(family="cavity")) == 10
    assert len(basic.select(family="Cavity,wedge")) == 20
    assert [case.id for case in basic.select(cases="obliqueShock/1")] == ["obliqueShock/1"]
    assert len(basic.select(cases="obliqueShock/1*")) == 2
    assert len(basic.select(cases=["Cavity/*", "wedge/2"])) == 11
    assert basic.select(split="advanced") == []
    advanced = load_dataset("advanced")
    assert {case.id for case in advanced.select(cases="*_LES")} == {
        "Cylinder_LES", "obliqueShock_LES", "Cavity_LES"}
    both = [*basic.cases, *advanced.cases]
    assert len(filter_cases(both, family="obliqueShock")) == 12
    assert len(filter_cases(both, split="advanced", family="obliqueShock")) == 2


def test_unpack_writes_the_reference_files(tmp_path: Path) -> None:
    case = load_dataset("basic").select(cases="obliqueShock/1")[0]
    target = unpack_case(case, tmp_path / "case")
    written = {p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file()}
    assert written == set(case.files)
    assert (target / "0" / "U").read_text() == case.files["0/U"]
    assert (target / "Allrun").stat().st_mode & 0o111
    assert case.slug == "obliqueShock__1"


def test_unpack_refuses_a_non_empty_directory(tmp_path: Path) -> None:
    case = BenchCase(id="a/1", family="a", variant="1", split="custom", prompt="p",
                     files={"0/U": "x"})
    (tmp_path / "stale").write_text("old result")
    with pytest.raises(DatasetError, match="exists and is not empty"):
        unpack_case(case, tmp_path)


def test_unpack_refuses_paths_escaping_through_a_symlink(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    target = tmp_path / "case"
    target.mkdir()
    case = BenchCase(id="a/1", family="a", variant="1", split="custom", prompt="p",
                     files={"0/U": "x"})
    (target / "0").symlink_to(outside)
    with pytest.raises(DatasetError, match="exists and is not empty"):
        unpack_case(case, target)
    sneaky = BenchCase(id="a/2", family="a", variant="2", split="custom", prompt="p",
                       files={"link/U": "x"})
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "link").symlink_to(outside)
    with pytest.raises(DatasetError):
        unpack_case(sneaky, empty)
    assert not (outside / "U").exists()


def test_content_hash_depends_on_files_not_order() -> None:
    first = BenchCase(id="a/1", family="a", variant="1", split="s", prompt="p",
                      files={"0/U": "x", "0/p": "y"})
    same = BenchCase(id="b/2", family="b", variant="2", split="s", prompt="other",
                     files={"0/p": "y", "0/U": "x"})
    other = BenchCase(id="a/1", family="a", variant="1", split="s", prompt="p",
                      files={"0/U": "x", "0/p": "z"})
    assert first.content_hash == same.content_hash != other.content_hash

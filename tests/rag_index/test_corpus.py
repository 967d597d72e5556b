"""Reading tutorials: what is a case, what is stored, what is only listed, what changed."""

from __future__ import annotations

import gzip
import hashlib
import os
from pathlib import Path

import pytest

from foam_agent.rag_index import EmptyCorpus, find_case_dirs, scan_tutorials
from foam_agent.rag_index.corpus import (
    MAX_FILE_BYTES,
    _entries,
    content_hash,
    read_case,
    tree_fingerprint,
)

CONTROL_DICT = """/*--------------------------------*- C++ -*----------------------------------*\\
  banner
\\*---------------------------------------------------------------------------*/
FoamFile { version 2.0; format ascii; class dictionary; object controlDict; }
// application notTheSolver;
application     icoFoam;   // the solver
endTime         0.5;
"""


def write(path: Path, data: bytes | str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode()
    path.write_bytes(data)


@pytest.fixture
def tutorials(tmp_path: Path) -> Path:
    """A tiny tutorials tree: one nested case run by its parent's Allrun, one of each oddity."""
    root = tmp_path / "tutorials"
    case = root / "incompressible/icoFoam/cavity/cavity"
    write(case / "system/controlDict", CONTROL_DICT)
    write(case / "0/U.gz", gzip.compress(b"FoamFile {}\ninternalField uniform (1 0 0);\n"))
    write(case / "constant/triSurface/lid.stl", "solid lid\nendsolid lid\n")
    write(case / "constant/mesh.obj.gz", gzip.compress(b"v 0 0 0\n"))
    write(case / "constant/binaryField", b"\x00\x01\x02")
    write(case / "constant/huge", "x" * (MAX_FILE_BYTES + 1))
    write(case / "0/broken.gz", b"not gzip at all")
    (case / "constant/outside").symlink_to("/etc/hostname")
    write(root / "incompressible/icoFoam/cavity/Allrun", "#!/bin/sh\nrunApplication icoFoam\n")
    other = root / "compressible/rhoCentralFoam/forwardStep"
    write(other / "system/controlDict.gz", gzip.compress(b"application rhoCentralFoam;\n"))
    write(other / "Allrun", "#!/bin/sh\nrunApplication blockMesh\n")
    write(root / "resources/geometry/notACase.txt", "no system/controlDict here\n")
    return root


def test_cases_are_folders_with_a_controldict_plain_or_gzipped(tutorials: Path) -> None:
    assert find_case_dirs(tutorials) == [
        "compressible/rhoCentralFoam/forwardStep",
        "incompressible/icoFoam/cavity/cavity",
    ]


def test_metadata_comes_from_the_path_and_the_uncommented_controldict(tutorials: Path) -> None:
    case = read_case(tutorials, "incompressible/icoFoam/cavity/cavity")
    assert (case.domain, case.solver, case.category, case.name) == (
        "incompressible",
        "icoFoam",
        "cavity",
        "cavity",
    )
    shallow = read_case(tutorials, "compressible/rhoCentralFoam/forwardStep")
    assert (shallow.solver, shallow.category) == ("rhoCentralFoam", "")


def test_gzip_is_read_under_the_plain_name_and_comments_are_kept(tutorials: Path) -> None:
    case = read_case(tutorials, "incompressible/icoFoam/cavity/cavity")
    assert case.files["0/U"].endswith("internalField uniform (1 0 0);\n")
    assert "0/U.gz" not in case.files
    assert "// the solver" in case.files["system/controlDict"]


def test_geometry_binary_huge_broken_and_escaping_files_are_listed_not_stored(
    tutorials: Path,
) -> None:
    case = read_case(tutorials, "incompressible/icoFoam/cavity/cavity")
    assert case.omitted == {
        "0/broken.gz": case.omitted["0/broken.gz"],
        "constant/triSurface/lid.stl": "geometry",
        "constant/mesh.obj.gz": "geometry",
        "constant/binaryField": "binary",
        "constant/huge": f"larger than {MAX_FILE_BYTES // 1024} KiB",
        "constant/outside": "not a regular file inside the tutorials",
    }
    assert case.omitted["0/broken.gz"].startswith("unreadable")
    assert "constant/triSurface/lid.stl" in case.tree
    assert "0/U" in case.tree


def test_a_case_without_allrun_gets_its_parent_folders_script(tutorials: Path) -> None:
    case = read_case(tutorials, "incompressible/icoFoam/cavity/cavity")
    assert case.allrun_path == "incompressible/icoFoam/cavity/Allrun"
    assert "runApplication icoFoam" in (case.allrun or "")
    own = read_case(tutorials, "compressible/rhoCentralFoam/forwardStep")
    assert own.allrun_path == "compressible/rhoCentralFoam/forwardStep/Allrun"


@pytest.mark.parametrize("kind", ["empty", "missing", "no cases"])
def test_nothing_to_index_is_a_clear_error(kind: str, tmp_path: Path) -> None:
    root = tmp_path / "tutorials"
    if kind == "empty":
        root.mkdir()
    elif kind == "no cases":
        write(root / "basic/readme.txt", "hello")
    with pytest.raises(EmptyCorpus, match="tutorials"):
        scan_tutorials(root)


def test_touching_changes_the_fingerprint_but_not_the_content_hash(tutorials: Path) -> None:
    before = (tree_fingerprint(tutorials), content_hash(tutorials))
    target = tutorials / "compressible/rhoCentralFoam/forwardStep/Allrun"
    os.utime(target, ns=(1, 1))
    assert tree_fingerprint(tutorials) != before[0]
    assert content_hash(tutorials) == before[1]
    target.write_text("#!/bin/sh\nrunApplication rhoCentralFoam\n")
    assert content_hash(tutorials) != before[1]


def test_the_fingerprint_covers_each_entry_once_however_the_root_is_written(
        tutorials: Path) -> None:
    linked = tutorials / "incompressible/alias"
    linked.symlink_to(tutorials / "compressible", target_is_directory=True)
    expected = hashlib.sha256()
    for relpath, path in _entries(tutorials):
        stat = path.lstat()
        expected.update(f"{relpath}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    assert "incompressible/alias" in [relpath for relpath, _ in _entries(tutorials)]
    for written in (tutorials, f"{tutorials}/", str(tutorials / "incompressible" / "..")):
        assert tree_fingerprint(written) == expected.hexdigest()


def test_scan_reports_progress_per_case(tutorials: Path) -> None:
    seen: list[tuple[str, int, int]] = []
    corpus = scan_tutorials(tutorials, progress=lambda *args: seen.append(args))
    assert len(corpus.cases) == 2
    assert seen == [("read", 1, 2), ("read", 2, 2)]

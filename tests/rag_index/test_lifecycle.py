"""An index is rebuilt or refused when it does not fit, and never silently used."""

from __future__ import annotations

import hashlib
import json
import pickle
import shutil
from pathlib import Path

import pytest
from langchain_core.embeddings import DeterministicFakeEmbedding, Embeddings

from foam_agent.agents.openfoam import Installation
from foam_agent.rag_index import (
    CommandHelpSource,
    EmptyCorpus,
    EnsureResult,
    IndexCorrupt,
    IndexNotFound,
    IndexStale,
    MiniLMEmbeddings,
    RagIndexError,
    build_index,
    check_index,
    default_index_dir,
    ensure_index,
    open_index,
)
from foam_agent.rag_index.build import HELP_CACHE_FILE
from foam_agent.rag_index.manifest import KEYS_VERSION
from tests.rag_index.conftest import DIALECT, VERSION, copy_fixture_tutorials


@pytest.fixture
def tutorials(installation: Installation, tmp_path: Path) -> Path:
    """A private copy of the fixture tutorials, free to change."""
    return copy_fixture_tutorials(installation, tmp_path / "tutorials")


def ensure(
    tutorials: Path,
    index_dir: Path,
    embeddings: Embeddings,
    *,
    dialect: str = DIALECT,
    command_help: CommandHelpSource | None = None,
    force: bool = False,
) -> EnsureResult:
    return ensure_index(
        tutorials,
        index_dir,
        dialect=dialect,
        version=VERSION,
        embeddings=embeddings,
        command_help=command_help,
        force=force,
    )


def test_built_once_then_reused_until_the_tutorials_change(
    tutorials: Path, tmp_path: Path, fake_embeddings: DeterministicFakeEmbedding
) -> None:
    index_dir = tmp_path / "index"
    first = ensure(tutorials, index_dir, fake_embeddings)
    assert first.built and "no index in" in first.reasons[0]
    assert not ensure(tutorials, index_dir, fake_embeddings).built

    control = tutorials / "compressible/rhoCentralFoam/forwardStep/system/controlDict"
    control.write_text(control.read_text() + "\n// touched\n")
    changed = ensure(tutorials, index_dir, fake_embeddings)
    assert changed.built
    assert any("changed since the build" in reason for reason in changed.reasons)
    files = changed.index.case_files("compressible/rhoCentralFoam/forwardStep")
    assert files["system/controlDict"].endswith("// touched\n")


def test_copied_tutorials_with_new_mtimes_are_not_a_change(
    tutorials: Path, tmp_path: Path, fake_embeddings: DeterministicFakeEmbedding
) -> None:
    index_dir = tmp_path / "index"
    ensure(tutorials, index_dir, fake_embeddings)
    moved = tmp_path / "moved"
    shutil.copytree(tutorials, moved)  # copy2 keeps mtimes; make them differ
    for path in moved.rglob("*"):
        path.touch()
    assert not ensure(moved, index_dir, fake_embeddings).built


def test_another_dialect_is_refused_on_open_and_rebuilt_by_ensure(
    tutorials: Path, tmp_path: Path, fake_embeddings: DeterministicFakeEmbedding
) -> None:
    index_dir = tmp_path / "index"
    ensure(tutorials, index_dir, fake_embeddings)
    with pytest.raises(IndexStale, match="dialect is esi-1912, expected foundation-10"):
        open_index(index_dir, embeddings=fake_embeddings, dialect="foundation-10")
    rebuilt = ensure(tutorials, index_dir, fake_embeddings, dialect="foundation-10")
    assert rebuilt.built and rebuilt.index.manifest.dialect == "foundation-10"


def test_an_index_of_another_embedder_is_never_queried_with_minilm(
    tutorials: Path,
    tmp_path: Path,
    fake_embeddings: DeterministicFakeEmbedding,
    minilm: MiniLMEmbeddings,
) -> None:
    index_dir = tmp_path / "index"
    ensure(tutorials, index_dir, fake_embeddings)
    with pytest.raises(IndexStale, match="DeterministicFakeEmbedding"):
        open_index(index_dir)  # the default embedder is MiniLM
    _manifest, reasons = check_index(index_dir)
    assert reasons and "expected sentence-transformers/all-MiniLM-L6-v2" in reasons[0]
    rebuilt = ensure(tutorials, index_dir, minilm)
    assert rebuilt.built and rebuilt.index.manifest.embedder.id == minilm.identity
    assert rebuilt.index.nearest_cases("lid-driven cavity icoFoam", k=1)[0].case == (
        "incompressible/icoFoam/cavity/cavity"
    )


def _replace_with_matching_hash(index_dir: Path, data: bytes) -> None:
    """Overwrite index.faiss and record its hash, as if the damage happened before hashing."""
    (index_dir / "index.faiss").write_bytes(data)
    manifest = json.loads((index_dir / "manifest.json").read_text())
    manifest["files"]["index.faiss"] = hashlib.sha256(data).hexdigest()
    (index_dir / "manifest.json").write_text(json.dumps(manifest))


@pytest.mark.parametrize(
    ("damage", "expected"),
    [
        ("truncate", "does not match the hash"),
        ("delete", "cannot read"),
        ("not faiss", "is not a FAISS index"),
        ("empty faiss", "holds 0 vectors"),
    ],
)
def test_a_damaged_index_file_is_reported_then_rebuilt(
    damage: str,
    expected: str,
    tutorials: Path,
    tmp_path: Path,
    fake_embeddings: DeterministicFakeEmbedding,
) -> None:
    index_dir = tmp_path / "index"
    ensure(tutorials, index_dir, fake_embeddings)
    target = index_dir / "index.faiss"
    if damage == "truncate":
        target.write_bytes(target.read_bytes()[:100])
    elif damage == "delete":
        target.unlink()
    elif damage == "not faiss":
        _replace_with_matching_hash(index_dir, b"this is not a FAISS index at all")
    else:  # a well-formed flat index with no vectors
        _replace_with_matching_hash(index_dir, b"IxFI" + b"\x00" * 64)
    with pytest.raises(IndexCorrupt, match=expected):
        open_index(index_dir, embeddings=fake_embeddings)
    rebuilt = ensure(tutorials, index_dir, fake_embeddings)
    assert rebuilt.built and expected in rebuilt.reasons[0]
    assert rebuilt.index.nearest_cases("cavity", k=1)


@pytest.mark.parametrize(
    ("manifest_text", "error", "message"),
    [
        ("{not json", IndexCorrupt, "not valid JSON"),
        ('{"schema_version": 1}', IndexCorrupt, "keys_version: Field required"),
        ('{"schema_version": 99}', IndexStale, "manifest schema 99"),
        ("[1, 2]", IndexCorrupt, "does not hold a JSON object"),
    ],
)
def test_a_bad_manifest_is_a_clear_error(
    manifest_text: str, error: type[Exception], message: str, tmp_path: Path
) -> None:
    (tmp_path / "manifest.json").write_text(manifest_text)
    with pytest.raises(error, match=message):
        check_index(tmp_path)


def test_no_index_says_how_to_build_one(tmp_path: Path) -> None:
    with pytest.raises(IndexNotFound, match="run 'foam-agent index build'"):
        open_index(tmp_path / "nothing-here")


def test_empty_tutorials_are_refused_not_indexed(
    tmp_path: Path, fake_embeddings: DeterministicFakeEmbedding
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(EmptyCorpus, match=r"no tutorial case .* under"):
        ensure(empty, tmp_path / "index", fake_embeddings)
    assert not (tmp_path / "index" / "manifest.json").exists()


def test_an_unwritable_index_folder_is_a_clear_error(
    tutorials: Path, tmp_path: Path, fake_embeddings: DeterministicFakeEmbedding
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(RagIndexError, match="cannot write the index folder"):
        ensure(tutorials, blocker / "index", fake_embeddings)


def test_help_is_collected_once_per_installation_version(
    tutorials: Path, tmp_path: Path, fake_embeddings: DeterministicFakeEmbedding
) -> None:
    calls: list[int] = []

    def collect() -> dict[str, str]:
        calls.append(1)
        return {"icoFoam": "Usage: icoFoam\n\nTransient solver for laminar flow.\n"}

    index_dir = tmp_path / "index"
    ensure(tutorials, index_dir, fake_embeddings, command_help=collect)
    (tutorials / "compressible/rhoCentralFoam/forwardStep/Allrun").write_text("#!/bin/sh\n")
    rebuilt = ensure(tutorials, index_dir, fake_embeddings, command_help=collect)
    assert rebuilt.built and len(calls) == 1
    assert (rebuilt.index.command_help("icoFoam") or "").startswith("Usage: icoFoam")
    cache = json.loads((index_dir / HELP_CACHE_FILE).read_text())
    assert (cache["dialect"], cache["version"]) == (DIALECT, VERSION)
    ensure(tutorials, index_dir, fake_embeddings, command_help=collect, force=True)
    assert len(calls) == 2


def test_loading_and_querying_never_unpickle(
    tutorials: Path,
    tmp_path: Path,
    fake_embeddings: DeterministicFakeEmbedding,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    index_dir = tmp_path / "index"
    ensure(tutorials, index_dir, fake_embeddings)

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("something tried to unpickle")

    monkeypatch.setattr(pickle, "load", refuse)
    monkeypatch.setattr(pickle, "loads", refuse)
    monkeypatch.setattr(pickle, "Unpickler", refuse)
    index = open_index(index_dir, embeddings=fake_embeddings, tutorials_dir=tutorials)
    hit = index.nearest_cases("cavity", k=1)[0]
    assert index.case_files(hit.case)


class _BrokenEmbeddings(Embeddings):
    """Returns one vector too few: a misbehaving third-party embedder."""

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [[1.0, 0.0]] * (len(texts) - 1)

    def embed_query(self, text: str) -> list[float]:
        return [1.0, 0.0]


def test_an_embedder_returning_the_wrong_shape_is_a_clear_error(
    tutorials: Path, tmp_path: Path
) -> None:
    with pytest.raises(RagIndexError, match="returned vectors of shape"):
        build_index(
            tutorials,
            tmp_path / "index",
            dialect=DIALECT,
            version=VERSION,
            embeddings=_BrokenEmbeddings(),
        )


def test_the_default_folder_names_the_key_format(monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    """Two foam-agent versions on one machine keep their own index instead of rebuilding
    each other's on every open."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert default_index_dir("esi-1912") == (
        tmp_path / "foam-agent" / "index" / "esi-1912" / f"keys-{KEYS_VERSION}")

"""Named datasets: found offline in FOAM_AGENT_DATA or the shared folder, else downloaded once
from their pinned public URL with the published md5 enforced."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from foam_agent.foambench import datasets
from foam_agent.foambench.datasets import PUBLIC_DATASETS, DatasetError, dataset_path, load_dataset

#: The shared FoamBench folder CI keeps beside the clone (the bytes the mirror publishes).
SHARED = Path(__file__).resolve().parents[2] / ".." / "shared" / "foambench"


@pytest.fixture
def nowhere_local(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No local copy anywhere: no env folders, no shared folder, an empty download cache."""
    monkeypatch.delenv(datasets.SHARED_DIR_ENV, raising=False)
    monkeypatch.delenv(datasets.DATA_DIR_ENV, raising=False)
    monkeypatch.setattr(datasets, "DEFAULT_SHARED_DIR", tmp_path / "no-shared")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "foam-agent" / "datasets"


@pytest.fixture
def mirror(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A loopback HTTP server standing in for the public mirror; yields its root folder, laid
    out as the mirror is (``<commit>/FoamBench/Dataset/<file>``)."""
    root = tmp_path / "mirror"
    root.mkdir()
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root))
    handler.log_message = lambda *args: None  # type: ignore[method-assign]
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    monkeypatch.setattr(datasets, "MIRROR_URL", f"http://127.0.0.1:{server.server_address[1]}")
    try:
        yield root
    finally:
        server.shutdown()
        server.server_close()


def _publish(mirror: Path, name: str, payload: bytes) -> None:
    entry = PUBLIC_DATASETS[name]
    target = mirror / entry.commit / "FoamBench" / "Dataset" / entry.file
    target.parent.mkdir(parents=True)
    target.write_bytes(payload)


def test_foam_agent_data_serves_a_name_offline(
    nowhere_local: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    (data / "foambench").mkdir(parents=True)
    (data / "foambench" / "FoamBench_advanced.json").write_bytes(
        (SHARED / "FoamBench_advanced.json").read_bytes())
    monkeypatch.setenv(datasets.DATA_DIR_ENV, str(data))
    assert dataset_path("advanced") == data / "foambench" / "FoamBench_advanced.json"
    dataset = load_dataset("advanced")
    assert len(dataset.cases) == 16 and dataset.md5.verdict == "matches"
    assert not nowhere_local.exists(), "nothing may be downloaded when a local copy exists"


def test_a_missing_name_is_downloaded_once_and_cached(nowhere_local: Path, mirror: Path) -> None:
    _publish(mirror, "advanced", (SHARED / "FoamBench_advanced.json").read_bytes())
    dataset = load_dataset("advanced")
    assert len(dataset.cases) == 16 and dataset.md5.verdict == "matches"
    cached = nowhere_local / PUBLIC_DATASETS["advanced"].commit / "FoamBench_advanced.json"
    assert cached.is_file() and dataset_path("advanced") == cached
    (mirror / PUBLIC_DATASETS["advanced"].commit).rename(mirror / "gone")
    assert len(load_dataset("advanced").cases) == 16, "the second load reads the cache"


def test_a_download_with_the_wrong_md5_is_refused_and_not_kept(
    nowhere_local: Path, mirror: Path
) -> None:
    original = (SHARED / "FoamBench_advanced.json").read_bytes()
    _publish(mirror, "advanced", original.replace(b"usr_requirement", b"usr_requirement ", 1))
    with pytest.raises(DatasetError, match="is not the published 4418b079"):
        load_dataset("advanced")
    assert not any(nowhere_local.rglob("*.json"))


def test_offline_without_a_copy_says_how_to_serve_it(
    nowhere_local: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(datasets, "MIRROR_URL", "http://127.0.0.1:9")
    with pytest.raises(DatasetError, match=r"cannot be downloaded.*FOAM_AGENT_DATA/foambench"):
        load_dataset("basic")


def test_every_public_url_is_pinned_to_a_commit() -> None:
    for entry in PUBLIC_DATASETS.values():
        assert entry.url.startswith("https://raw.githubusercontent.com/ruohai0925/cfdllmbench/")
        assert len(entry.commit) == 40 and entry.url.endswith("/FoamBench/Dataset/" + entry.file)

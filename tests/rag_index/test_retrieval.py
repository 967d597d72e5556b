"""Retrieval on the fixture tutorials with the real MiniLM: the issue's queries and the API."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.rag_index import MiniLMEmbeddings, RagIndex, UnknownCase, open_index
from foam_agent.rag_index.query import WORDS_WEIGHT
from tests.rag_index.conftest import DIALECT, FIXTURE_CASES, FIXTURE_COMMANDS, VERSION

ICO_CAVITY = "incompressible/icoFoam/cavity/cavity"
RHO_FORWARD_STEP = "compressible/rhoCentralFoam/forwardStep"


@pytest.fixture(scope="module")
def index(fixture_index_dir: Path, fixture_tutorials: Path, minilm: MiniLMEmbeddings) -> RagIndex:
    return open_index(
        fixture_index_dir,
        embeddings=minilm,
        dialect=DIALECT,
        version=VERSION,
        tutorials_dir=fixture_tutorials,
    )


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        ("lid-driven cavity icoFoam", ICO_CAVITY),
        ("supersonic flow over a forward facing step rhoCentralFoam", RHO_FORWARD_STEP),
    ],
)
def test_the_issue_queries_come_first(index: RagIndex, prompt: str, expected: str) -> None:
    hits = index.nearest_cases(prompt, k=3)
    assert hits[0].case == expected
    assert hits[0].score > hits[1].score


def test_naming_the_other_solver_moves_the_other_tutorial_up(index: RagIndex) -> None:
    assert index.nearest_cases("lid-driven cavity with pisoFoam", k=1)[0].case == (
        "incompressible/pisoFoam/RAS/cavity"
    )
    assert index.nearest_cases("forward facing step with sonicFoam", k=1)[0].case == (
        "compressible/sonicFoam/laminar/forwardStep"
    )


def test_hits_explain_their_score(index: RagIndex) -> None:
    hit = index.nearest_cases("lid-driven cavity icoFoam", k=1, shortcut=False)[0]
    assert hit.score == pytest.approx(hit.fused + hit.boost + hit.facet_value)
    assert 0 < hit.similarity < 1 and hit.embedded
    # The cosine similarity plus the weighted share of the best BM25 score: margins kept.
    assert hit.embedding_rank == 0 and hit.words_rank <= 2
    assert 0 < hit.words_share <= 1
    assert hit.words == pytest.approx(WORDS_WEIGHT * hit.words_share)
    assert hit.fused == pytest.approx(hit.similarity + hit.words)
    best_words = min(index.nearest_cases("lid-driven cavity icoFoam", k=len(FIXTURE_CASES),
                                         shortcut=False), key=lambda other: other.words_rank)
    assert best_words.words_share == pytest.approx(1.0)
    assert "solver icoFoam" in hit.reasons
    assert hit.summary() == {
        "case": ICO_CAVITY,
        "solver": "icoFoam",
        "domain": "incompressible",
        "score": round(hit.score, 4),
    }
    dense = index.nearest_cases("lid-driven cavity icoFoam", k=1, hybrid=False)[0]
    assert dense.boost == 0 and dense.reasons == ()
    assert dense.score == pytest.approx(dense.similarity)


def test_filters_restrict_the_candidates(index: RagIndex) -> None:
    hits = index.nearest_cases("a forward facing step", k=10, solver="SONICFOAM")
    assert [hit.case for hit in hits] == ["compressible/sonicFoam/laminar/forwardStep"]
    hits = index.nearest_cases("lid-driven cavity icoFoam", k=10, domain="compressible")
    assert hits and all(hit.domain == "compressible" for hit in hits)
    assert index.nearest_cases("cavity", solver="noSuchFoam") == []
    assert index.nearest_cases("cavity", k=0) == []
    assert len(index.nearest_cases("cavity", k=100)) == len(FIXTURE_CASES)


def test_case_files_are_the_full_decompressed_set_with_comments(
    index: RagIndex, fixture_tutorials: Path
) -> None:
    files = index.case_files("incompressible/shallowWaterFoam/squareBump")
    assert "0/hU" in files and "0/hU.gz" not in files
    assert "FoamFile" in files["0/hU"]
    on_disk = {
        p.relative_to(fixture_tutorials / "incompressible/shallowWaterFoam/squareBump")
        .as_posix()
        .removesuffix(".gz")
        for p in (fixture_tutorials / "incompressible/shallowWaterFoam/squareBump").rglob("*")
        if p.is_file()
    }
    assert set(files) == on_disk
    control = files["system/controlDict"]
    assert "application     shallowWaterFoam;" in control and "//" in control


def test_the_script_that_runs_a_case_is_found(index: RagIndex) -> None:
    info = index.case(ICO_CAVITY)
    assert info.allrun_path == "incompressible/icoFoam/cavity/Allrun"
    assert "cavityClipped" in (index.case_allrun(ICO_CAVITY) or "")
    assert "Allrun" not in index.case_files(ICO_CAVITY)
    own = "multiphase/interFoam/laminar/damBreakWithObstacle"
    assert index.case_allrun(own) == index.case_files(own)["Allrun"]
    assert index.case_allrun(RHO_FORWARD_STEP) is None


def test_unknown_case_is_a_clear_error(index: RagIndex) -> None:
    with pytest.raises(UnknownCase, match="no case 'incompressible/nope'"):
        index.case_files("incompressible/nope")


def test_command_help_and_command_search(index: RagIndex) -> None:
    assert index.commands() == sorted(FIXTURE_COMMANDS)
    assert "Usage: blockMesh" in (index.command_help("blockMesh") or "")
    assert index.command_help("noSuchCommand") is None
    named = index.nearest_commands("then run topoSet on the mesh", k=3)
    assert named[0].name == "topoSet"
    described = index.nearest_commands("initialise field values in a region of cells", k=3)
    assert "setFields" in [hit.name for hit in described]


def test_manifest_records_what_was_built(index: RagIndex, fixture_tutorials: Path) -> None:
    manifest = index.manifest
    assert (manifest.dialect, manifest.openfoam_version) == (DIALECT, VERSION)
    assert manifest.tutorials_dir == str(fixture_tutorials.resolve())
    assert manifest.embedder.id.startswith("sentence-transformers/all-MiniLM-L6-v2")
    assert manifest.embedder.dimension == 384
    assert manifest.counts.cases == len(FIXTURE_CASES)
    assert manifest.counts.commands == len(FIXTURE_COMMANDS)
    assert manifest.counts.keys == 3 * len(FIXTURE_CASES) + len(FIXTURE_COMMANDS)
    assert set(manifest.files) == {"index.faiss", "docstore.json", "files.json"}
    assert manifest.build_seconds > 0

"""The index of the whole installation, built the way a user builds it (``index build``)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest
from typer.testing import CliRunner

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.retrieval import IndexRetriever
from foam_agent.cli import app
from foam_agent.rag_index import RagIndex, default_index_dir, find_case_dirs, open_index
from foam_agent.rag_index.corpus import read_case
from foam_agent.rag_index.documents import case_terms, terms_of
from foam_agent.rag_index.geometry import GEOMETRY_NAMES

pytestmark = pytest.mark.slow

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "retrieval_quality.py"


def _benchmark() -> ModuleType:
    """The retrieval benchmark script, for its family → tutorial table and datasets."""
    spec = importlib.util.spec_from_file_location("retrieval_quality", BENCHMARK)
    assert spec and spec.loader
    module = sys.modules.get(spec.name) or importlib.util.module_from_spec(spec)
    if spec.name not in sys.modules:
        sys.modules[spec.name] = module  # its dataclasses look their module up by name
        spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def built(installation: Installation) -> dict:
    """``foam-agent index build --json`` into the machine's index (all tutorials, all -help
    texts), the one every solve of the suite and the README examples use: a second index of
    the whole installation in a folder of its own cost minutes of CPU and proved nothing this
    one does not (a fresh machine builds it here or in the first solve; the build lock makes
    the other wait, then find it fresh)."""
    index_dir = default_index_dir(installation.dialect)
    result = CliRunner().invoke(app, ["index", "build", "--index-dir", str(index_dir), "--json"])
    assert result.exit_code == 0, result.output
    return {"index_dir": index_dir, **json.loads(result.stdout)}


@pytest.fixture(scope="module")
def index(built: dict, installation: Installation) -> RagIndex:
    return open_index(
        built["index_dir"],
        dialect=installation.dialect,
        version=installation.version,
        tutorials_dir=installation.tutorials_dir,
    )


def test_every_case_and_program_is_indexed(
    built: dict, index: RagIndex, installation: Installation
) -> None:
    counts = built["manifest"]["counts"]
    assert installation.tutorials_dir
    assert counts["cases"] == len(find_case_dirs(installation.tutorials_dir)) > 300
    assert counts["commands"] == len(installation.applications)
    assert counts["omitted_files"] > 0
    paths = {case.path for case in index.cases()}
    assert "incompressible/icoFoam/cavity/cavity" in paths  # a nested case
    assert "incompressible/icoFoam/cavity" not in paths  # its parent is no case
    assert "incompressible/pimpleFoam/LES/periodicHill/transient" in paths  # controlDict.gz


@pytest.mark.parametrize(
    ("prompt", "expected"),
    [
        ("lid-driven cavity icoFoam", "incompressible/icoFoam/cavity/cavity"),
        (
            "supersonic flow over a forward facing step rhoCentralFoam",
            "compressible/rhoCentralFoam/forwardStep",
        ),
    ],
)
def test_the_issue_queries_come_first(index: RagIndex, prompt: str, expected: str) -> None:
    assert index.nearest_cases(prompt, k=1)[0].case == expected


def test_foambench_prompts_find_their_tutorial(index: RagIndex) -> None:
    """The first prompt of every Basic family is top-1; every Advanced one is in the top 3,
    ranked as the agent ranks them (with the facets its regime reader finds)."""
    bench = _benchmark()
    retriever = IndexRetriever(index)
    wrong = []
    for dataset, filename in bench.DATASET_FILES.items():
        seen = set()
        cases = json.loads((bench.DATASETS / filename).read_text())
        for key, case in cases.items():
            family = bench.family_of(key)
            expected = bench.FAMILY_TUTORIALS.get(family)
            if expected is None or (dataset == "basic" and family in seen):
                continue
            seen.add(family)
            prompt = case["usr_requirement"]
            facets = retriever.facets(prompt)
            got = [hit.case for hit in index.nearest_cases(prompt, k=3, facets=facets)]
            if (got[:1] if dataset == "basic" else got).count(expected) != 1:
                wrong.append((key, expected, got))
    assert not wrong


def test_files_of_a_case_are_usable_and_geometry_is_only_listed(index: RagIndex) -> None:
    files = index.case_files("incompressible/shallowWaterFoam/squareBump")
    assert "0/hU" in files and files["0/hU"].lstrip().startswith("/*")
    siting = index.case("incompressible/simpleFoam/turbineSiting")
    assert siting.omitted["constant/triSurface/terrain.stl.gz"] == "geometry"
    assert "constant/triSurface/terrain.stl.gz" in siting.tree
    assert "blockMesh" in (index.command_help("blockMesh") or "")


def test_a_second_build_is_a_no_op(built: dict) -> None:
    result = CliRunner().invoke(
        app, ["index", "build", "--index-dir", str(built["index_dir"]), "--json"]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["built"] is False


@pytest.mark.parametrize(
    ("prompt", "accepted"),
    [
        (
            "a column of water collapses in a box and splashes against the walls, free "
            "surface, VOF",
            {"multiphase/interFoam/laminar/damBreak/damBreak",
             "multiphase/interFoam/RAS/damBreak/damBreak"},
        ),
        (
            "inviscid Mach 3 flow past a step in a channel with shock reflections",
            {"compressible/rhoCentralFoam/forwardStep",
             "compressible/sonicFoam/laminar/forwardStep"},
        ),
        (
            "square driven cavity, moving lid on top, low Reynolds number, icoFoam",
            {"incompressible/icoFoam/cavity/cavity"},
        ),
        (
            "Laminar cavity flow at Re = 400: lid velocity 1 m/s, box 0.1 m. Simulate 1 second.",
            {"incompressible/icoFoam/cavity/cavity"},
        ),
    ],
)
def test_the_physics_issue_queries_come_first(
    index: RagIndex, prompt: str, accepted: set[str]
) -> None:
    """The four plain queries of the physics-ranking issue, ranked as the agent ranks them."""
    retriever = IndexRetriever(index)
    hits = index.nearest_cases(prompt, k=3, facets=retriever.facets(prompt))
    assert hits[0].case in accepted, [hit.case for hit in hits]


def test_one_named_fluid_gets_a_single_phase_laminar_incompressible_case(
    index: RagIndex,
) -> None:
    """The water channel once got the multiphase ``mixerVesselAMI2D``: it shares the words
    water, 2D and laminar. One named fluid and no interface asks for a single phase."""
    prompt = ("Water at 20 °C flows through a 2D channel 1 m long and 0.1 m tall at 0.2 m/s. "
              "Steady, laminar.")
    retriever = IndexRetriever(index)
    hits = index.nearest_cases(prompt, k=3, facets=retriever.facets(prompt))
    first = index.case(hits[0].case).facets
    assert first.phases == 1 and first.turbulence == "laminar", hits[0].explain()
    assert not first.reacting and first.compressible is not True, hits[0].explain()
    assert hits[0].domain == "incompressible", hits[0].explain()


def test_plain_descriptions_stay_above_the_measured_floor(index: RagIndex) -> None:
    """The issue's targets on the public plain-description set: top-1 at least 90 % and top-3
    at least 98 % (91.0 % and 98.7 % measured in the sixth round, BENCHMARKS.md)."""
    retriever = IndexRetriever(index)
    items = _benchmark().plain_descriptions()
    top1 = top3 = 0
    for item in items:
        facets = retriever.facets(item.prompt)
        got = [hit.case for hit in index.nearest_cases(item.prompt, k=3, facets=facets)]
        top1 += got[0] in item.accepted
        top3 += bool(set(got) & set(item.accepted))
    assert len(items) >= 100 and len({item.accepted[0] for item in items}) >= 25
    assert top1 / len(items) >= 0.90
    assert top3 / len(items) >= 0.98


def test_walls_at_two_stated_temperatures_rank_the_differentially_heated_cavity_first_of_its_kin(
    index: RagIndex,
) -> None:
    """A user's words: no "cavity", no "hot wall", but two wall temperatures. The tutorial
    whose files hold two of the domain's sides at different temperatures ranks first: above
    the room heated by a region of hot air, which the word "room" alone once put first, and
    above the room around a heated box, whose 0/T also holds two temperatures."""
    prompt = ("Natural convection of air in a square room: the left wall at 40 °C, the right "
              "at 20 °C, top and bottom adiabatic")
    retriever = IndexRetriever(index)
    hits = index.nearest_cases(prompt, k=len(index.cases()),
                               facets=retriever.facets(prompt))
    ranks = [hit.case for hit in hits]
    cavity = ranks.index("heatTransfer/buoyantSimpleFoam/buoyantCavity")
    assert cavity == 0, [hit.explain() for hit in hits[:3]]
    assert "heated and cooled walls" in hits[cavity].matches, hits[cavity].explain()
    box = hits[ranks.index("heatTransfer/buoyantSimpleFoam/hotRadiationRoom")]
    assert "heated body" in box.setup and "heated body" not in box.matches, box.explain()
    assert "set-up: radiation, heated body" in box.explain()


def test_the_geometry_table_holds_only_names_no_file_of_the_tutorial_carries(
    installation: Installation,
) -> None:
    """What a tutorial's own words say is found by BM25 over them; the hand-written table
    may only add what they lack, or it grows back into a table fitted to an evaluation set."""
    assert installation.tutorials_dir
    cases = find_case_dirs(installation.tutorials_dir)
    redundant = []
    for component, phrases in GEOMETRY_NAMES.items():
        # A component of another version's layout (planarPoiseuille) owns nothing here.
        owners = [case for case in cases if component in case.lower().split("/")]
        bags = [case_terms(read_case(installation.tutorials_dir, case)) for case in owners]
        redundant += [(component, phrase) for phrase in phrases
                      if bags and all(all(word in bag for word in terms_of(phrase))
                                      for bag in bags)]
    assert not redundant

"""Fixtures for the index tests: a small copy of the tutorials, help texts, built indexes.

Building with MiniLM costs a model load and some embedding, so each index is built once per
session; tests that damage or change an index build their own (with a fake embedder where
retrieval quality is not the point).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from langchain_core.embeddings import DeterministicFakeEmbedding

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.openfoam.command_help import collect_command_help
from foam_agent.rag_index import MiniLMEmbeddings, build_index
from foam_agent.rag_index.corpus import read_case
from foam_agent.rag_index.facets import CaseFacets, case_facets

#: A few look-alike tutorials: two icoFoam cavities (one run by its parent folder's Allrun),
#: a pisoFoam cavity, two forward steps, two pitzDailys, cases with gzipped fields
#: (squareBump's 0/hU.gz) and their own Allrun (damBreakWithObstacle), and the cases of the
#: physics-ranking queries.
FIXTURE_CASES = (
    "incompressible/icoFoam/cavity/cavity",
    "incompressible/icoFoam/cavity/cavityClipped",
    "incompressible/pisoFoam/RAS/cavity",
    "compressible/rhoCentralFoam/forwardStep",
    "compressible/rhoCentralFoam/obliqueShock",
    "compressible/sonicFoam/laminar/forwardStep",
    "incompressible/pimpleFoam/RAS/pitzDaily",
    "incompressible/simpleFoam/pitzDaily",
    "incompressible/shallowWaterFoam/squareBump",
    "multiphase/interFoam/laminar/damBreakWithObstacle",
    # The confusers of the plain queries: a utility demo without 0/ (icoFoam), an LES
    # channel, potential-flow free-surface boxes, and the cases those queries want.
    "preProcessing/createZeroDirectory/cavity",
    "incompressible/pimpleFoam/LES/channel395",
    "multiphase/potentialFreeSurfaceFoam/oscillatingBox",
    "multiphase/interFoam/laminar/damBreak/damBreak",
    "incompressible/pimpleFoam/laminar/contactAngleCavity",
    "incompressible/nonNewtonianIcoFoam/offsetCylinder",
    "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells",
)
#: Scripts of parent folders that run fixture cases.
FIXTURE_SCRIPTS = (
    "incompressible/icoFoam/cavity/Allrun",
    "multiphase/interFoam/laminar/damBreak/Allrun",
)
#: Programs whose -help the fixture index carries.
FIXTURE_COMMANDS = (
    "blockMesh",
    "buoyantBoussinesqPimpleFoam",
    "nonNewtonianIcoFoam",
    "potentialFreeSurfaceFoam",
    "icoFoam",
    "interFoam",
    "mapFields",
    "pimpleFoam",
    "pisoFoam",
    "rhoCentralFoam",
    "setFields",
    "shallowWaterFoam",
    "simpleFoam",
    "sonicFoam",
    "topoSet",
)
DIALECT = "esi-1912"
VERSION = "v1912"


def copy_fixture_tutorials(installation: Installation, destination: Path) -> Path:
    """Copy :data:`FIXTURE_CASES` (gz files as they are) under ``destination``."""
    assert installation.tutorials_dir, "the installation has no tutorials"
    source = Path(installation.tutorials_dir)
    for case in FIXTURE_CASES:
        shutil.copytree(source / case, destination / case, symlinks=True)
    for script in FIXTURE_SCRIPTS:
        shutil.copy2(source / script, destination / script)
    return destination


@pytest.fixture(scope="session")
def fixture_tutorials(installation: Installation, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A read-only-by-convention copy of the fixture tutorials (copy again to change it)."""
    return copy_fixture_tutorials(installation, tmp_path_factory.mktemp("tutorials"))


@pytest.fixture(scope="session")
def help_texts(installation: Installation) -> dict[str, str]:
    """Real ``-help`` texts of :data:`FIXTURE_COMMANDS`."""
    collected = collect_command_help(installation, commands=FIXTURE_COMMANDS)
    assert not collected.failed, collected.failed
    return collected.texts


@pytest.fixture(scope="session")
def minilm() -> MiniLMEmbeddings:
    """One MiniLM for the session, so the model loads once."""
    return MiniLMEmbeddings()


@pytest.fixture
def fake_embeddings() -> DeterministicFakeEmbedding:
    """A model-free embedder for tests about files and manifests, not about ranking."""
    return DeterministicFakeEmbedding(size=16)


@pytest.fixture(scope="session")
def fixture_index_dir(
    fixture_tutorials: Path,
    help_texts: dict[str, str],
    minilm: MiniLMEmbeddings,
    tmp_path_factory: pytest.TempPathFactory,
) -> Path:
    """The fixture tutorials indexed with MiniLM (do not damage it; build your own)."""
    index_dir = tmp_path_factory.mktemp("fixture-index")
    build_index(
        fixture_tutorials,
        index_dir,
        dialect=DIALECT,
        version=VERSION,
        command_help=help_texts,
        embeddings=minilm,
    )
    return index_dir


@pytest.fixture(scope="module")
def tutorials(installation: Installation) -> Path:
    """The installation's tutorials (a test module may bring its own copy under this name)."""
    assert installation.tutorials_dir
    return Path(installation.tutorials_dir)


def facets_of(tutorials: Path, case: str) -> CaseFacets:
    """The facets the index reads from one tutorial's own files."""
    return case_facets(read_case(tutorials, case))

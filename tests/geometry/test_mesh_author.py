"""``--mesh`` for the LLM authors: ``make_author`` wraps them so each case they write gets the
user's mesh. The wrapper is exercised around a real author (the template author, told nothing
of the mesh, as an LLM author is): its draft gets the mesh and runs, and a fix that would
bring the tutorial's mesh back is kept from doing so."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.authors.base import Review, ReviewRequest, WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.config import SolveConfig
from foam_agent.agents.geometry.mesh_author import UserMeshAuthor
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner, RunResult
from foam_agent.agents.solve import make_author
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import build_reference
from tests.geometry.conftest import PIMPLE_PITZ_DAILY
from tests.geometry.test_import_mesh import PROMPT, _gmsh_channel

#: A closed loopback port: the LLM author is built, never asked.
CLOSED_URL = "http://127.0.0.1:9/v1"


def test_llm_authors_are_given_the_user_mesh(tmp_path: Path) -> None:
    mesh = tmp_path / "channel.msh"
    for author_name in ("llm", "llm-files"):
        config = SolveConfig(model="openai:gpt-4o", base_url=CLOSED_URL, author=author_name,
                             mesh=str(mesh), rag=False)
        author = make_author(config, tutorials_dir=None)
        assert isinstance(author, UserMeshAuthor) and author.name == author_name
        assert author.mesh == mesh
    plain = make_author(SolveConfig(model="openai:gpt-4o", base_url=CLOSED_URL, rag=False),
                        tutorials_dir=None)
    assert not isinstance(plain, UserMeshAuthor)


@pytest.mark.slow
def test_wrapped_author_writes_the_user_mesh_runs_and_keeps_it(
        installation: Installation, tmp_path: Path) -> None:
    mesh = tmp_path / "channel.msh"
    _gmsh_channel(mesh)
    solvers = sorted(installation.applications)
    spec = parse_spec(PROMPT, solvers=solvers)
    reference = build_reference(str(installation.tutorials_dir), PIMPLE_PITZ_DAILY)
    request = WriteRequest(prompt=PROMPT, spec=spec, dialect=installation.dialect,
                           solvers=solvers, references=[reference])
    author = UserMeshAuthor(TemplateAuthor(installation.tutorials_dir), mesh)
    draft = author.write(request, author.plan(request).value).value
    assert "mesh.msh" in draft.files and "system/blockMeshDict" in draft.deletions
    assert "system/blockMeshDict" not in draft.files
    assert "runApplication gmshToFoam mesh.msh" in draft.files["Allrun"]
    case = tmp_path / "case"
    CaseWriter(case).apply(draft.files, draft.deletions)
    result = LocalRunner(timeout_s=300).run(case)
    assert result.ok, result.message

    failed = RunResult(status="failed", error_class="mesh_error", dialect=installation.dialect,
                       runner="local", message="blockMesh failed")
    review_request = ReviewRequest(prompt=PROMPT, spec=spec, dialect=installation.dialect,
                                   files=draft.files, run=failed, references=[reference])
    review = Review(error_class="mesh_error", files_to_change=["system/blockMeshDict"],
                    instructions="restore the mesh")
    inner_fix = author.inner.rewrite(review_request, review).value
    assert "system/blockMeshDict" in inner_fix.files  # the tutorial's mesh, as it would
    fix = author.rewrite(review_request, review).value
    assert "system/blockMeshDict" not in fix.files
    assert any(note.startswith("kept the user's mesh (--mesh)") for note in fix.notes)

"""``foam-agent solve --mesh``: a bad path is a clear error before anything runs, and the
template author puts a user's gmsh mesh into the case it writes, which then runs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from foam_agent.agents.authors.base import WriteRequest
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec
from tests.authors.conftest import build_reference
from tests.geometry.conftest import PIMPLE_PITZ_DAILY
from tests.geometry.test_import_mesh import PROMPT, _gmsh_channel


def test_a_mesh_that_is_no_mesh_is_an_error_line(tmp_path: Path) -> None:
    path = tmp_path / "mesh.stl"
    path.write_text("solid x\nendsolid x\n")
    done = subprocess.run([str(Path(sys.executable).parent / "foam-agent"), "solve", "cavity flow",
                           "--mesh", str(path), "-o", str(tmp_path / "out")],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "error:" in done.stderr and "neither a gmsh" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow
def test_template_author_uses_the_user_mesh(installation: Installation, tmp_path: Path) -> None:
    mesh = tmp_path / "channel.msh"
    _gmsh_channel(mesh)
    solvers = sorted(installation.applications)
    request = WriteRequest(prompt=PROMPT, spec=parse_spec(PROMPT, solvers=solvers),
                           dialect=installation.dialect, solvers=solvers,
                           references=[build_reference(str(installation.tutorials_dir),
                                                       PIMPLE_PITZ_DAILY)])
    author = TemplateAuthor(installation.tutorials_dir, mesh=mesh)
    draft = author.write(request, author.plan(request).value).value
    assert "mesh.msh" in draft.files and "system/blockMeshDict" in draft.deletions
    assert "runApplication gmshToFoam mesh.msh" in draft.files["Allrun"]
    assert any("boundary 'inlet' of the request is the mesh's patch 'inlet'" in note
               for note in draft.notes)
    case = tmp_path / "case"
    CaseWriter(case).apply(draft.files, draft.deletions)
    result = LocalRunner(timeout_s=300).run(case)
    assert result.ok, result.message

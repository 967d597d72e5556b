"""A coded function object whose code runs only at writes or at the end of the run reports; it is
removed from the followed case (with a note), so a tutorial carrying one is runnable and can be
followed. Code that runs at each step or on reading stays, and the runner refuses it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.authors.base import Reference, WriteRequest
from foam_agent.agents.authors.editors.reporting_code import drop_reporting_code
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.runners.dictionary_scan import ScanContext, scan_case
from foam_agent.foamcase.catalog.coded import only_reports

#: potentialFoam's cylinder prints the analytical solution at the end of its run.
POTENTIAL_CYLINDER = "basic/potentialFoam/cylinder"
POTENTIAL_STEP = "basic/potentialFoam/pitzDaily"

CONTROL = """FoamFile {{ version 2.0; format ascii; class dictionary; object controlDict; }}
application simpleFoam;
endTime 10;
functions
{{
    probes {{ type probes; libs (sampling); fields (p); }}
    {name}
    {{
        type coded;
        libs (utilityFunctionObjects);
        {body}
    }}
}}
"""


@pytest.mark.parametrize(("entry", "reports"), [
    ({"type": "coded", "codeWrite": "#{ Info<< 1; #}"}, True),
    ({"type": "coded", "codeEnd": "#{ Info<< 1; #}", "codeInclude": "#{ #}"}, True),
    ({"type": "coded", "code": "#{ #}", "codeWrite": "#{ Info<< 1; #}"}, True),
    ({"type": "coded", "codeExecute": "#{ setDeltaT(); #}"}, False),
    ({"type": "coded", "codeWrite": "#{ Info<< 1; #}", "codeExecute": "#{ x(); #}"}, False),
    ({"type": "coded", "code": "#{ x(); #}", "codeEnd": "#{ Info<< 1; #}"}, False),
    ({"type": "coded", "codeInclude": "#{ #}"}, False),
    ({"type": "probes", "codeWrite": "#{ Info<< 1; #}"}, False),
])
def test_only_code_run_after_the_solution_reports(entry: dict[str, object],
                                                  reports: bool) -> None:
    assert only_reports(entry) is reports


def _case(tmp_path: Path, name: str, body: str) -> Path:
    (tmp_path / "system").mkdir()
    (tmp_path / "system" / "controlDict").write_text(CONTROL.format(name=name, body=body))
    return tmp_path


def test_a_reporting_object_is_removed_and_the_case_is_admitted(tmp_path: Path) -> None:
    root = _case(tmp_path, "volumeReport", "codeWrite #{ Info<< mesh().V().size(); #};")
    assert scan_case(root, ScanContext()) is not None
    removed = drop_reporting_code(root)
    assert [item.name for item in removed] == ["volumeReport"]
    assert "codeWrite" in removed[0].note()
    text = (root / "system" / "controlDict").read_text()
    assert "volumeReport" not in text and "probes" in text
    assert scan_case(root, ScanContext()) is None


def test_code_run_at_each_step_stays_and_is_refused(tmp_path: Path) -> None:
    root = _case(tmp_path, "stepControl", "codeExecute #{ const_cast<Time&>(time()); #};")
    assert drop_reporting_code(root) == []
    assert "stepControl" in (root / "system" / "controlDict").read_text()
    assert scan_case(root, ScanContext()) is not None


def test_a_tutorial_whose_code_only_reports_is_followed(
        author: TemplateAuthor, reference: Callable[[str], Reference],
        write_request: Callable[..., WriteRequest]) -> None:
    # Both tutorials run potentialFoam and hold the stated stream alike; the cylinder is the
    # one the request is about, and its analytical-solution printout no longer makes the
    # runner refuse it.
    request = write_request(
        "Potential flow around a cylinder with potentialFoam: a uniform stream of 3 m/s "
        "enters on the left.",
        [reference(POTENTIAL_CYLINDER).model_copy(update={"score": 0.8}),
         reference(POTENTIAL_STEP).model_copy(update={"score": 0.6})])
    plan = author.plan(request).value
    assert plan.reference_case == POTENTIAL_CYLINDER
    draft = author.write(request, plan).value
    assert "type coded" not in draft.files["system/controlDict"]
    assert any("removed the coded function object" in note for note in draft.notes)

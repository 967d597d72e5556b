"""Targeted edits: applied with foamlib, refused when they break a met requirement, and
reported when they cannot be applied; error excerpts condensed for the reviewer."""

from __future__ import annotations

from collections.abc import Mapping

from foamlib import FoamFile

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.llm_edit import case_relative, condense
from foam_agent.agents.llm.edits import KeyEdit, apply_edits

CONTROL = """FoamFile { version 2.0; format ascii; class dictionary; object controlDict; }
application icoFoam;
endTime 0.5;
deltaT 0.005;
writeInterval 20;
"""


def end_time_audit(files: Mapping[str, str]) -> list[AuditRow]:
    """A one-row audit: endTime must stay 0.5 (as the real audit reads it, with foamlib)."""
    value = FoamFile.loads(files["system/controlDict"])["endTime"]
    return [AuditRow(requirement="endTime", phrase="run to t = 0.5 s", expected="0.5",
                     file="system/controlDict", entry="endTime", found=str(value),
                     met=value == 0.5)]


def test_edits_apply_and_a_breaking_edit_is_refused_alone() -> None:
    files = {"system/controlDict": CONTROL}
    outcome = apply_edits(files, [
        KeyEdit(file="system/controlDict", key="deltaT", value="0.001"),
        KeyEdit(file="system/controlDict", key="endTime", value="2"),
        KeyEdit(file="constant/g", key=None, value="FoamFile {} value (0 -9.81 0);"),
    ], audit=end_time_audit)
    control = FoamFile.loads(outcome.files["system/controlDict"])
    assert control["deltaT"] == 0.001 and control["endTime"] == 0.5
    assert "constant/g" in outcome.files
    assert [edit.key for edit in outcome.applied] == ["deltaT", None]
    assert outcome.refused == ["system/controlDict: endTime = 2: breaks 'endTime' (expected 0.5,"
                               " from 'run to t = 0.5 s')"]
    assert set(outcome.changed(files)) == {"system/controlDict", "constant/g"}


def test_edits_that_cannot_apply_are_reported_not_written() -> None:
    files = {"system/controlDict": CONTROL}
    outcome = apply_edits(files, [
        KeyEdit(file="system/fvSchemes", key="ddtSchemes/default", value="Euler"),
        KeyEdit(file="system/controlDict", key=None, value="whole new text"),
        KeyEdit(file="system/controlDict", key="deltaT", value="(unbalanced"),
        KeyEdit(file="../outside", key=None, value="x"),
    ], audit=end_time_audit)
    assert outcome.files == files and not outcome.applied
    reasons = "\n".join(outcome.failed)
    assert "system/fvSchemes: ddtSchemes/default = Euler: no such file" in reasons
    assert "the file exists: send key edits" in reasons
    assert "not OpenFOAM syntax" in reasons
    assert len(outcome.failed) == 4


def test_error_excerpts_are_condensed_and_case_relative() -> None:
    listing = "\n".join(["Valid patchField types :", "88", "(",
                         *[f"type{number}" for number in range(88)], ")"])
    short = condense(listing)
    assert "type0" in short and "type50" not in short and "... 84 more" in short
    assert condense("a few words here\nFOAM exiting") == "a few words here\nFOAM exiting"
    text = "file: /tmp/run-7/out/case/0/U.boundaryField from line 25"
    assert case_relative(text) == "file: 0/U.boundaryField from line 25"

"""The edit-based LLM author end to end: real HTTP, the real langchain-openai client, real
OpenFOAM. The model picks the tutorial and corrects the spec, the template applier writes the
draft, the model's edits are applied with foamlib (one that breaks a stated requirement is
refused), a run fails on a bad edit, and the reviewer answers with the edit that fixes it.
"""

from __future__ import annotations

import json
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.config import SolveConfig
from foam_agent.agents.solve import solve
from tests.support.replay_server import ReplayServer, ScriptedReply

PROMPT = ("Lid-driven cavity with icoFoam: the lid moves at 1 m/s, nu = 0.01, run to "
          "t = 0.5 s; save results twice per simulated second. The liquid is as dense as "
          "water.")
#: The model's reading of what the parser missed, typed as the spec holds it.
CORRECTIONS = {"times": [{"name": "writeInterval", "value": 0.5, "unit": "time",
                          "phrase": "save results twice per simulated second"}],
               "properties": [{"name": "rho", "value": 1000.0,
                               "phrase": "as dense as water"}]}
TUTORIAL = "incompressible/icoFoam/cavity/cavity"


def script() -> list[ScriptedReply]:
    choice = {"tutorial": TUTORIAL, "case_name": "cavity", "corrections": CORRECTIONS}
    edits = {"edits": [
        {"file": "constant/transportProperties", "key": "rho", "value": "1000"},
        {"file": "system/controlDict", "key": "endTime", "value": "0.9"},  # breaks 't = 0.5 s'
        {"file": "0/U", "key": "boundaryField/movingWall/type", "value": "fixedValu"},
    ]}
    review = {"error_class": "undefined_keyword",
              "diagnosis": "The movingWall patch type is misspelt.",
              "edits": [{"file": "0/U", "key": "boundaryField/movingWall/type",
                         "value": "fixedValue"}]}
    return [
        ScriptedReply("TutorialChoice", choice, prompt_tokens=900, completion_tokens=60),
        ScriptedReply("EditSet", edits, prompt_tokens=2100, completion_tokens=90),
        ScriptedReply("ReviewEdits", review, prompt_tokens=2600, completion_tokens=70),
    ]


def config_for(server: ReplayServer, **overrides: object) -> SolveConfig:
    settings = {"model": "openai:gpt-4o-mini", "base_url": server.base_url, "rag": False,
                "max_retries": 0, "request_timeout_s": 30.0, "max_loops": 3, **overrides}
    return SolveConfig(**settings)


def test_edits_on_the_draft_refusal_and_review_by_edit(tmp_path: Path) -> None:
    with ReplayServer(script()) as server:
        outcome = solve(PROMPT, config_for(server), output_dir=tmp_path / "out")
    record = outcome.record
    assert record.config.author == "llm"
    assert outcome.status == "solved", (record.stop_reason, record.attempts)
    assert record.visits == ["writer", "runner", "reviewer", "writer", "runner"]
    assert [attempt.status for attempt in record.attempts] == ["failed", "success"]
    assert server.served == 3
    assert record.tokens.prompt == 900 + 2100 + 2600
    notes = "\n".join(record.notes)
    assert "edit refused: system/controlDict: endTime = 0.9: breaks 'endTime'" in notes
    assert "edit applied: constant/transportProperties: rho = 1000" in notes
    control = FoamFile(outcome.case_dir / "system" / "controlDict")
    assert control["endTime"] == 0.5 and control["writeInterval"] == 0.5
    # The typed corrections are requirements of the audit, with the model marked as source.
    corrected = {row.requirement: row for row in record.audit if "by the model" in row.phrase}
    assert set(corrected) == {"writeInterval", "rho"}, record.audit
    assert all(row.met for row in corrected.values())
    assert FoamFile(outcome.case_dir / "0" / "U")[("boundaryField", "movingWall", "type")] \
        == "fixedValue"

    choose, edit, review = (json.dumps(request) for request in server.requests)
    assert TUTORIAL in choose and "convertToMeters" not in choose, "names, not file texts"
    assert "save results twice per simulated second" in choose
    assert "writeInterval = 0.5 s from 'save results twice per simulated second'" in edit
    assert "UNMET rho = 1000" in edit, "the correction the applier could not place"
    assert "--- system/controlDict" in edit and "--- system/fvSchemes" not in edit
    assert "fixedValu" in review and "UNMET" in review or "met  " in review
    assert "--- 0/U" in review, "the file the error names"
    assert "--- system/fvSolution" not in review, "no file the fix does not need"


def test_a_budget_stops_the_case_with_what_was_done_recorded(tmp_path: Path) -> None:
    with ReplayServer(script()) as server:
        outcome = solve(PROMPT, config_for(server, max_tokens=4000),
                        output_dir=tmp_path / "out")
    record = outcome.record
    assert record.stop_reason.startswith("budget: max_tokens 4000 would be exceeded")
    assert server.attempts == 2, "the review request was refused before it was sent"
    assert [attempt.status for attempt in record.attempts] == ["failed"]
    assert record.tokens.prompt == 900 + 2100
    assert (outcome.case_dir / "system" / "controlDict").is_file()
    saved = json.loads((tmp_path / "out" / "foam-agent.json").read_text())
    assert saved["stop_reason"] == record.stop_reason


def test_typed_corrections_are_applied_and_audited_without_an_edit_call(
        tmp_path: Path) -> None:
    only_time = {"times": CORRECTIONS["times"]}
    choice = {"tutorial": TUTORIAL, "case_name": "cavity", "corrections": only_time}
    prompt = PROMPT.removesuffix(" The liquid is as dense as water.")
    with ReplayServer([ScriptedReply("TutorialChoice", choice, 900, 60)]) as server:
        outcome = solve(prompt, config_for(server), output_dir=tmp_path / "out")
    record = outcome.record
    assert outcome.status == "solved", (record.stop_reason, record.audit)
    assert server.served == 1, "a draft that meets the corrected spec needs no edits"
    (row,) = [row for row in record.audit if row.requirement == "writeInterval"]
    assert row.met and row.expected == "0.5 s" and "by the model" in row.phrase
    assert FoamFile(outcome.case_dir / "system" / "controlDict")["writeInterval"] == 0.5

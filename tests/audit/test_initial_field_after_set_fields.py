"""A stated initial value of a field setFields rewrites: after the run the field is a list,
one value per cell (the regions' values and the defaults'), and the stated value is checked
where setFields leaves it, in the cells no region selects (its ``defaultFieldValues``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner
from tests.authors.conftest import write_composed

SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"
PROMPT = ("rhoCentralFoam shockTube. Initial temperature 400 K. Initial conditions with "
          "setFields: defaultFieldValues U (0 0 0), p = 2e5 Pa, T = 400 K, and a boxToCell "
          "region box (0 -1 -1) (5 1 1) with p = 2e4 Pa and T = 300 K. Run to 0.0001 s.")


def internal_row(installation: Installation, root: Path, *, run: bool,
                 plant: tuple[str, str] | None = None) -> AuditRow:
    """The 'T on internalField' row of the composed shock tube, before or after its run;
    ``plant`` = (pattern, replacement) changes its setFieldsDict first."""
    spec = write_composed(installation, SHOCK_TUBE, PROMPT, root,
                          None if plant is None else ("system/setFieldsDict", *plant))
    if run:
        result = LocalRunner(timeout_s=300).run(root)
        assert result.status == "success", result.message
    (row,) = [row for row in audit_case(spec, root) if row.requirement == "T on internalField"]
    return row


@pytest.mark.slow
def test_the_stated_initial_value_is_met_after_set_fields_rewrote_the_field(
        installation: Installation, tmp_path: Path) -> None:
    """It was met before the run and unmet after it (the list is no one value), so a right
    case ended `unmet`."""
    before = internal_row(installation, tmp_path / "before", run=False)
    assert before.met and before.file == "0/T", before
    after = internal_row(installation, tmp_path / "after", run=True)
    assert after.met, after
    assert (after.file, after.entry) == ("system/setFieldsDict", "defaultFieldValues/T")
    assert "cells no region selects" in after.note


@pytest.mark.slow
def test_a_default_other_than_the_stated_value_is_still_caught_after_the_run(
        installation: Installation, tmp_path: Path) -> None:
    planted = internal_row(installation, tmp_path / "planted", run=True,
                           plant=(r"(volScalarFieldValue\s+T\s+)400", r"\g<1>380"))
    assert not planted.met, planted
    assert planted.found == "380"

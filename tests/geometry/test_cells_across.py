"""A cell count stated per direction on a multi-block tutorial is shared between its blocks as
their own geometry does, and the audit measures it across the domain with the same rule."""

from __future__ import annotations

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.cells_across import cells_across, scaled_counts
from foam_agent.foamcase.case.files import parse
from tests.support.applied import tutorial_files

PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"


def _mesh(files: dict[str, str]) -> dict[str | None, object]:
    with workspace(files) as root:
        parsed = parse(root / "system" / "blockMeshDict")
        assert parsed is not None
        return dict(parsed.as_dict())


def test_the_cells_across_pitz_daily_are_those_a_line_along_each_axis_crosses() -> None:
    """18 inlet cells, 180 past the step and 25 in the contraction along x; 30 above the step
    and 27 below it along y; one cell in the empty z."""
    assert cells_across(_mesh(tutorial_files(PITZ_DAILY))) == (223, 57, 1)


def test_scaled_counts_give_the_stated_totals_and_keep_facing_blocks_equal() -> None:
    mesh = _mesh(tutorial_files(PITZ_DAILY))
    counts = scaled_counts(mesh, (2000, 100, None))
    assert counts is not None
    blocks = mesh["blocks"]
    assert isinstance(blocks, list)
    written = dict(mesh, blocks=[counts.pop(0) if isinstance(item, list) and len(item) == 3
                                 and all(isinstance(n, int) for n in item) else item
                                 for item in blocks])
    assert cells_across(written) == (2000, 100, 1)


def test_a_stated_count_on_pitz_daily_is_written_and_audited_met() -> None:
    spec = parse_spec("pitzDaily with simpleFoam, inlet 10 m/s, 446 cells in x")
    files = tutorial_files(PITZ_DAILY)
    with workspace(files) as root:
        report = apply_requirements(root, requirements_for(spec, files))
        rows = [row for row in audit_case(spec, root) if row.requirement == "cells"]
        parsed = parse(root / "system" / "blockMeshDict")
        assert parsed is not None
        across = cells_across(parsed.as_dict())
    assert across is not None and across[0] == 446 and across[1] == 57
    assert [edit.where for edit in report.edits if edit.quantity == "cells"]
    assert len(rows) == 1 and rows[0].met, rows

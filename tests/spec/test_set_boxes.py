"""topoSet boxes stated in code form (``agents.spec.set_boxes``): read, written into the
action of topoSetDict that selects with the same source, and audited there."""

from __future__ import annotations

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.set_boxes import read_set_boxes
from tests.support.applied import applied_audit

POROUS = "incompressible/pisoFoam/laminar/porousBlockage"
FLOATING = "multiphase/potentialFreeSurfaceFoam/oscillatingBox"


def test_a_box_and_the_set_it_is_for() -> None:
    (box,) = read_set_boxes(normalize(
        "Shrink the porous zone: in topoSetDict the cellSet porousBlockageCellSet takes "
        "boxToCell box (-0.2 -0.4 -1) (0.2 0.4 1).")).boxes
    assert box.name == "porousBlockageCellSet" and box.selector == "boxToCell"
    assert box.low == (-0.2, -0.4, -1.0) and box.high == (0.2, 0.4, 1.0)


def test_a_setfields_box_with_values_is_no_toposet_box() -> None:
    text = ("topoSet is not needed; setFields boxToCell box (0 0 -1) (1 1 1) fieldValues "
            "(volScalarFieldValue alpha.water 1).")
    assert read_set_boxes(normalize(text)).boxes == ()


def test_a_porous_block_box_is_written_and_audited() -> None:
    spec = parse_spec("pisoFoam porousBlockage with a narrower block: topoSet cellSet "
                      "porousBlockageCellSet from boxToCell box (-0.25 -0.75 -1) "
                      "(0.25 0.75 1). Run 10 s.")
    rows = [row for row in applied_audit(spec, POROUS) if row.requirement.startswith("topoSet")]
    assert [(row.met, row.entry) for row in rows] == [
        (True, "actions/porousBlockageCellSet/box")]


def test_the_cell_box_of_a_case_with_a_face_box_too() -> None:
    spec = parse_spec("oscillatingBox: make the floating body wider, topoSet cellSet c0 with "
                      "boxToCell box (0.05 0.7 -100) (0.5 100 100), inverted as before.")
    rows = [row for row in applied_audit(spec, FLOATING)
            if row.requirement.startswith("topoSet")]
    assert [(row.met, row.entry) for row in rows] == [(True, "actions/c0/box")]

"""A thing's size said right after its noun ("a heater panel 2 m by 2 m in the middle of the
floor") is the thing's, as one said before it is (``agents.spec.regions``), and the audit
measures the box setFields fills for it."""

from __future__ import annotations

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import applied_audit, tutorial_files

HOT_ROOM = "heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom"
REQUEST = ("A hall 10 m by 10 m and 5 m high with a heater panel 2 m by 2 m in the middle of the "
           "floor at 60 °C; the rest of the floor at 15 °C.")


def test_a_size_after_the_noun_sizes_the_thing_and_its_box() -> None:
    spec = parse_spec(REQUEST)
    (region,) = spec.stated.regions
    assert region.thing == "heater panel" and region.size == (2.0, 2.0)
    assert spec.stated.extent is not None and spec.stated.extent.value.sizes[:2] == (10.0, 10.0)
    rows = [row for row in applied_audit(spec, HOT_ROOM) if row.file == "system/setFieldsDict"]
    assert {row.requirement for row in rows} == {"T of heater panel",
                                                 "size of the heater panel (m)",
                                                 "centre of the heater panel (m)",
                                                 "faces the heater panel selects",
                                                 "area of the heater panel (m^2)"}
    assert all(row.met for row in rows), rows


def test_the_tutorials_own_heater_is_not_the_size_asked_for() -> None:
    with workspace(tutorial_files(HOT_ROOM)) as root:
        rows = audit_case(parse_spec(REQUEST), root)
    (row,) = [row for row in rows if row.requirement == "size of the heater panel (m)"]
    assert not row.met and row.found == "1 x 1"

"""A model's corrections, typed as the spec holds them, replace what they correct."""

from __future__ import annotations

from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.update import (
    BoundaryCorrection,
    PropertyCorrection,
    SpecUpdate,
    TimeCorrection,
    apply_update,
)


def test_corrections_replace_misreadings_and_clear_what_was_not_understood() -> None:
    spec = parse_spec("pipe flow, inlet 3 m/s, viscosity 2e-5, the walls are kept 40 "
                      "degrees warm-ish, stop after 7 flow-throughs")
    assert spec.unparsed, "the test needs a phrase the parser does not understand"
    assert spec.stated.end_time is not None and spec.stated.end_time.value == 7, "misread"
    missed = spec.unparsed[0]
    update = SpecUpdate(
        times=[TimeCorrection(name="endTime", value=120, phrase="7 flow-throughs")],
        properties=[PropertyCorrection(name="nu", value=2e-5, phrase="viscosity 2e-5")],
        boundary_values=[BoundaryCorrection(field="U", boundary="inlet",
                                            vector=[3.0, 0.0, 0.0], phrase="inlet 3 m/s"),
                         BoundaryCorrection(field="T", boundary="walls", value=313.15,
                                            phrase=missed)],
        turbulence_model="kEpsilon", turbulence_phrase="channel")
    corrected = apply_update(spec, update)
    stated = corrected.stated
    assert stated.end_time is not None and stated.end_time.value == 120
    assert "corrected by the model" in stated.end_time.source
    assert [(item.name, item.value) for item in stated.properties] == [("nu", 2e-5)]
    inlet = [item for item in stated.boundary_values if item.field == "U"]
    assert [item.value for item in inlet] == [(3.0, 0.0, 0.0)], "the speed was replaced"
    assert any(item.field == "T" and item.value == 313.15 for item in stated.boundary_values)
    assert stated.turbulence is not None and stated.turbulence.value == "kEpsilon"
    assert missed not in corrected.unparsed and missed not in stated.ignored
    assert spec.stated.end_time.value == 7, "the parsed spec itself is unchanged"
    lines = update.describe()
    assert "endTime = 120 from '7 flow-throughs'" in lines
    assert "U on 'inlet' = (3 0 0) from 'inlet 3 m/s'" in lines


def test_no_update_is_the_same_spec() -> None:
    spec = parse_spec("cavity, lid 2 m/s, end 0.3 s")
    assert apply_update(spec, None) is spec
    assert apply_update(spec, SpecUpdate()) is spec

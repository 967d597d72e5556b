"""A stated speed of sound is the gas's, the scale a Mach number multiplies, never an inlet
speed: "the speed of sound is 1 m/s" had put 1 m/s on the inlet, and the Mach number's speed
was then not derived at all (a stated speed wins over a derived one)."""

from __future__ import annotations

import pytest
from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.dimensionless import read_sound_speed
from foam_agent.agents.spec.parse import parse_spec
from tests.support.applied import tutorial_files

FORWARD_STEP = "compressible/rhoCentralFoam/forwardStep"


@pytest.mark.parametrize(("text", "value"), [
    ("for which the speed of sound is 1 m/s at T = 1 K", 1.0),
    ("normalised gas (sound speed 1 m/s at T = 1 K)", 1.0),
    ("the speed of sound = 340 m/s", 340.0),
    ("the speed of sound is 1", 1.0),
])
def test_a_speed_of_sound_is_read_as_the_gas_s(text: str, value: float) -> None:
    sound = read_sound_speed(text)
    assert sound is not None and sound.value == pytest.approx(value)


def test_a_length_after_the_words_is_no_speed_of_sound() -> None:
    assert read_sound_speed("the speed of sound 2 m further on") is None


def test_mach_times_the_stated_speed_of_sound_is_the_inlet_and_the_initial_speed() -> None:
    spec = parse_spec("Inviscid supersonic flow over a forward-facing step with rhoCentralFoam, "
                      "normalised gas for which the speed of sound is 1 m/s at T = 1 K. The "
                      "free stream Mach number is 2.5 with T = 1 K and p = 1 Pa: set the inlet "
                      "velocity and the initial velocity accordingly.")
    assert not [item for item in spec.stated.boundary_values if item.field == "U"]
    (mach,) = spec.dimensionless
    assert (mach.name, mach.speed) == ("Ma", 1.0)
    files = tutorial_files(FORWARD_STEP)
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        velocity = FoamFieldFile(root / "0" / "U")
        inlet = velocity.boundary_field["inlet"]["value"]  # type: ignore[index]
        internal = velocity.internal_field
    assert list(inlet) == pytest.approx([2.5, 0, 0])  # type: ignore[arg-type]
    assert list(internal) == pytest.approx([2.5, 0, 0])  # type: ignore[arg-type]


def test_mach_on_a_scaled_gas_uses_the_stated_temperature_the_author_writes() -> None:
    """"T = 1.2 K, Mach 5" on wedge15Ma5's normalised gas: the inlet takes 1.2 (a value of the
    scaled state's size), so the speed is 5 sqrt(gamma R 1.2), not the case's T = 1's."""
    spec = parse_spec("Inviscid flow over the 15 degree wedge with rhoCentralFoam (wedge15Ma5, "
                      "normalised gas). Free stream: T = 1.2 K, p = 1 Pa, Mach 5.")
    with workspace(tutorial_files("compressible/rhoCentralFoam/wedge15Ma5")) as root:
        speed = derive(spec, root).of("U")
    assert speed is not None and speed.value == pytest.approx(5.47723, rel=1e-3)
    assert "T stated" in speed.formula

"""An electrostatic case's boundaries named by what they are: the electrode (a wire, an
emitter) at a voltage given only by its unit, the enclosure grounded, a charge density at the
wire. The case's own potentials say which patch is which (``foamcase.case.patch_roles``), and
the editor and the audit read them alike. The wordings are this file's own."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import INTERNAL
from tests.authors.conftest import Written

WIRE = "electromagnetics/electrostaticFoam/chargedWire"
CAVITY = "incompressible/icoFoam/cavity/cavity"


def _held(files: dict[str, str], field: str) -> dict[str, object]:
    boundary = FoamFile.loads(files[f"0/{field}"])["boundaryField"]
    return {name: entry.get("value") for name, entry in boundary.items()  # type: ignore[union-attr]
            if isinstance(entry, dict)}


def _audit(composition: object, spec: object, root: Path) -> list[object]:
    for relative, text in composition.files.items():  # type: ignore[attr-defined]
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)
    return audit_case(spec, root)  # type: ignore[arg-type]


@pytest.mark.parametrize("prompt", [
    "electrostaticFoam chargedWire: the wire is held at 30 kV and the enclosure is grounded; "
    "charge density 2e-5 C/m^3 at the wire. Run to 0.01 s.",
    "Charged wire with electrostaticFoam. Put the emitter electrode at 30000 V, with a "
    "space charge of 2e-5 C/m³ on the electrode, and keep the grounded collector. 0.01 s.",
])
def test_the_electrode_and_the_ground_are_the_cases_own_patches(
        written: Written, tmp_path: Path, prompt: str) -> None:
    composition, spec = written(WIRE, prompt)
    potential = _held(composition.files, "phi")
    assert float(potential["hole"]) == pytest.approx(30000)  # type: ignore[arg-type]
    assert float(potential["up"]) == 0  # type: ignore[arg-type]
    assert float(_held(composition.files, "rho")["hole"]) == pytest.approx(2e-5)  # type: ignore[arg-type]
    rows = [row for row in _audit(composition, spec, tmp_path)
            if row.requirement.startswith(("phi", "rho"))]  # type: ignore[attr-defined]
    assert rows and all(row.met for row in rows), rows  # type: ignore[attr-defined]


@pytest.mark.parametrize("prompt", [
    "Electrostatic precipitator wire at 24 kV; the wall around it is earthed. 0.01 s.",
    "chargedWire with electrostaticFoam: emitter at 24000 V inside an earthed wall, space "
    "charge 1e-5 C/m^3 at the emitter. Run to 0.01 s.",
    "A corona wire held at 24 kV, the grounded wall surrounding it. Run for 0.01 s.",
])
def test_the_wall_said_earthed_is_the_ground_of_a_case_with_no_wall_patch(
        written: Written, tmp_path: Path, prompt: str) -> None:
    """chargedWire's ground is ``up``, a ``patch`` held at 0 V: "the earthed wall" is it by its
    role, written and audited there (the noun alone names no wall of this case)."""
    composition, spec = written(WIRE, prompt)
    assert float(_held(composition.files, "phi")["up"]) == 0  # type: ignore[arg-type]
    assert float(_held(composition.files, "phi")["hole"]) == pytest.approx(24000)  # type: ignore[arg-type]
    rows = [row for row in _audit(composition, spec, tmp_path)
            if row.requirement.startswith("phi")]  # type: ignore[attr-defined]
    assert any(row.entry == "boundaryField/up/value" for row in rows), rows  # type: ignore[attr-defined]
    assert rows and all(row.met for row in rows), rows  # type: ignore[attr-defined]


def test_a_negative_corona_in_words_and_a_mobility_per_volt_second(written: Written) -> None:
    composition, spec = written(WIRE, "electrostaticFoam charged wire, negative corona: the "
                                      "wire sits at minus twenty kilovolts, the outer "
                                      "enclosure is earthed, and the ion mobility is 1.8 cm² "
                                      "per volt-second. Run 0.01 s.")
    assert float(_held(composition.files, "phi")["hole"]) == pytest.approx(-20000)  # type: ignore[arg-type]
    assert float(_held(composition.files, "phi")["up"]) == 0  # type: ignore[arg-type]
    mobility = FoamFile.loads(composition.files["constant/physicalProperties"])["k"]
    assert float(getattr(mobility, "value", mobility)) == pytest.approx(1.8e-4)  # type: ignore[arg-type]
    assert spec.unparsed == ()


def test_a_grounded_wire_in_a_grounded_enclosure_grounds_only_the_word_it_describes() -> None:
    spec = parse_spec("electrostaticFoam chargedWire: the wire in a grounded enclosure is "
                      "at 12 kV.")
    values = {(item.field, item.boundary[0]): item.value
              for item in spec.stated.boundary_values}
    assert values[("phi", "wire")] == pytest.approx(12000)
    assert values[("phi", "enclosure")] == 0


def test_a_voltage_names_no_field_without_a_unit_and_grounded_prose_sets_nothing() -> None:
    spec = parse_spec("icoFoam cavity, lid at 1 m/s; a well grounded choice of 20 cells.")
    assert not [item for item in spec.stated.boundary_values if item.field == "phi"]
    lone = parse_spec("electrostaticFoam chargedWire at 30 kV.")
    assert (INTERNAL,) not in [item.boundary for item in lone.stated.boundary_values
                               if item.field == "phi"], "a voltage said of no boundary"


@pytest.mark.slow
def test_electrostatic_foam_runs_the_written_potentials(
        tutorial_case: Callable[[str], Path]) -> None:
    """The potentials and charge written are ones v1912 reads: chargedWire runs a few steps
    at the stated voltage, and the audit finds every stated value in the run case."""
    root = tutorial_case(WIRE)
    spec = parse_spec("electrostaticFoam chargedWire: the wire sits at -27 kV, the enclosure "
                      "is grounded, and the charge density at the wire is -4.1e-5 C/m^3. "
                      "endTime 2e-4 s, deltaT 5e-05 s.")
    apply_requirements(root, spec.stated)
    (root / "Allrun").write_text("#!/bin/sh\nblockMesh > log.blockMesh 2>&1 && "
                                 "electrostaticFoam > log.electrostaticFoam 2>&1\n")
    result = LocalRunner(timeout_s=300).run(root)
    assert result.ok, (result.status, result.fatal_error)
    potential = FoamFieldFile(root / "0.0002" / "phi")
    assert float(potential.boundary_field["hole"]["value"]) == pytest.approx(-27000)  # type: ignore[index,arg-type]
    assert float(potential.boundary_field["up"]["value"]) == 0  # type: ignore[index,arg-type]
    rows = [row for row in audit_case(spec, root) if row.requirement.startswith(("phi", "rho"))]
    assert len(rows) >= 3 and all(row.met for row in rows), rows


def test_right_at_the_wire_is_no_right_hand_side() -> None:
    spec = parse_spec("electrostaticFoam chargedWire: the emitter is at 25 kV and the space "
                      "charge density right at the wire surface is 3e-5 C/m³.")
    placed = {(item.field, item.boundary[0]) for item in spec.stated.boundary_values}
    assert placed == {("phi", "emitter"), ("rho", "wire")}


@pytest.mark.parametrize(("prompt", "expected"), [
    ("electrostaticFoam chargedWire: the emitter, 1 mm thick, is held at +22 kV inside a "
     "grounded casing.", {("phi", "emitter"): 22000, ("phi", "casing"): 0}),
    ("electrostaticFoam chargedWire: a fine wire at 18 kV inside a grounded tube.",
     {("phi", "wire"): 18000}),
    ("electrostaticFoam chargedWire: the wire at fifteen kilovolts, the outer boundary "
     "grounded, and a charge density of three times ten to the minus five coulombs per cubic "
     "metre at the wire; mobility two times ten to the minus four square metres per "
     "volt-second.", {("phi", "wire"): 15000, ("phi", "outer"): 0, ("rho", "wire"): 3e-5}),
])
def test_a_voltage_goes_to_the_boundary_not_grounded(
        prompt: str, expected: dict[tuple[str, str], float]) -> None:
    spec = parse_spec(prompt)
    placed = {(item.field, item.boundary[0]): item.value
              for item in spec.stated.boundary_values}
    assert placed == pytest.approx(expected)


def test_a_grounded_boundary_said_at_zero_volts_keeps_its_zero() -> None:
    spec = parse_spec("electrostaticFoam chargedWire. The wire sits at 20 kilovolts, the "
                      "grounded outer boundary stays at zero volts.")
    placed = {(item.boundary[0], item.value) for item in spec.stated.boundary_values
              if item.field == "phi"}
    assert placed == {("outer", 0), ("wire", 20000)}, "the wire is never grounded"

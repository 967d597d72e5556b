"""A periodic value's coefficients reach the case wherever the followed case keeps its sine: a
``<name> sine;`` entry with its ``<name>Coeffs`` (sineWaveDamping's inlet pressure, every
coefficient a ``constant`` Function1) and a function object's ``scale`` (the setFlow of
discInReversedVortexFlow), read from the keyword, the value before its name, a period, a
formula of time, or a cosine.

The wordings are this file's own; the kinds come from the blind sets (a frequency, an amplitude
and a level of a pressure sine, and a vortex's modulation, left at the tutorials' values).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.function_values import read_function_values
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from foam_agent.foamcase.case.function_entries import function_entries
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

DUCT = DEBIAN_TUTORIALS / "compressible" / "rhoPimpleFoam" / "laminar" / "sineWaveDamping"
VORTEX = DEBIAN_TUTORIALS / "multiphase" / "interIsoFoam" / "discInReversedVortexFlow"
needs_tutorials = pytest.mark.skipif(not DUCT.is_dir() or not VORTEX.is_dir(),
                                     reason="needs the installed tutorials")


def _read(text: str) -> dict[str, float]:
    return {item.keyword: item.value for item in read_function_values(normalize(text)).values}


def _coefficients(case: Path) -> dict[str, object]:
    inlet = FoamFile(case / "0" / "p")["boundaryField"]["inlet"]
    return dict(inlet["uniformValueCoeffs"])  # type: ignore[index, arg-type]


def _rows(text: str, case: Path) -> list[object]:
    return [row for row in audit_case(parse_spec(text), case)
            if row.requirement.endswith("of a function of time")]


@needs_tutorials
def test_the_coeffs_form_and_its_function_objects_are_found() -> None:
    duct = function_entries(DUCT)
    assert [(entry.file, entry.keys[-1], entry.row.type) for entry in duct] == [
        ("0/p", "uniformValueCoeffs", "sine")]
    assert duct[0].scale == 50 and duct[0].number("frequency") == 3000
    vortex = function_entries(VORTEX)
    assert [(entry.file, entry.patch, entry.dimensions) for entry in vortex] == [
        ("system/controlDict", "setVelocity", None)]


@pytest.mark.parametrize(("text", "wanted"), [
    ("the inlet pressure swings sinusoidally by a 30 Pa amplitude at 750 Hz",
     {"amplitude": 30, "frequency": 750}),
    ("inlet: p(t) = 2 bar + 400 Pa * sin(2 pi 120 t)",
     {"level": 2e5, "amplitude": 400, "frequency": 120}),
    ("drive the inlet with U = 3 + 0.2 sin(12.566 t)",
     {"level": 3, "amplitude": 0.2, "frequency": 2.0}),
    ("the vortex is modulated by a cosine of period 4 s",
     {"frequency": 0.25, "t0": -1}),
    ("sine modulation, freq 1/5 Hz, amplitude 2", {"frequency": 0.2, "amplitude": 2}),
])
def test_a_periodic_value_is_read_from_each_form(text: str, wanted: dict[str, float]) -> None:
    assert _read(text) == pytest.approx(wanted, rel=1e-3)


@pytest.mark.parametrize("text", [
    "\n- damping zone (fvOptions): frequency 500 Hz, radius1 0.2 m",
    ". Run blockMesh with scale 0.001 and a level of 3 refinement.",
])
def test_a_frequency_or_scale_outside_a_periodic_sentence_is_none_of_a_sine_s(text: str) -> None:
    assert _read(f"- inlet amplitude 5 Pa at 100 Hz{text}") == {"amplitude": 5, "frequency": 100}


@needs_tutorials
def test_a_pressure_sine_keeps_its_constant_form_and_is_audited(tmp_path: Path) -> None:
    text = ("rhoPimpleFoam sineWaveDamping. The inlet pressure oscillates at 1200 Hz with a 25 Pa "
            "amplitude about a level 101325 Pa. Run 2 ms.")
    case = copy_tutorial(DUCT, tmp_path / "case")
    apply_requirements(case, parse_spec(text).stated)
    written = _coefficients(case)
    # 25 Pa over the case's scale of 50 Pa; each coefficient stays a constant Function1.
    assert written["frequency"] == ("constant", 1200)
    assert written["amplitude"] == ("constant", 0.5)
    rows = _rows(text, case)
    assert len(rows) == 3 and all(row.met for row in rows), rows  # type: ignore[attr-defined]


@needs_tutorials
def test_a_stated_scale_is_written_and_a_bare_amplitude_is_the_coefficient(
        tmp_path: Path) -> None:
    text = "sineWaveDamping with rhoPimpleFoam: inlet sine with amplitude 2, scale 40 Pa"
    case = copy_tutorial(DUCT, tmp_path / "case")
    apply_requirements(case, parse_spec(text).stated)
    written = _coefficients(case)
    assert written["scale"] == ("constant", 40) and written["amplitude"] == ("constant", 2)


@needs_tutorials
def test_a_function_object_s_cosine_gets_its_frequency_and_shift(tmp_path: Path) -> None:
    text = ("interIsoFoam discInReversedVortexFlow; the vortex2D velocity is scaled by a cosine "
            "with a 10 s period. Run 5 s.")
    case = copy_tutorial(VORTEX, tmp_path / "case")
    apply_requirements(case, parse_spec(text).stated)
    scale = FoamFile(case / "system" / "controlDict")["functions"]["setVelocity"]["scaleCoeffs"]  # type: ignore[index]
    assert scale["frequency"] == pytest.approx(0.1)  # type: ignore[index]
    assert scale["t0"] == pytest.approx(-2.5)  # type: ignore[index]
    rows = _rows(text, case)
    assert len(rows) == 2 and all(row.met for row in rows), rows  # type: ignore[attr-defined]


def test_a_period_agreeing_with_the_stated_frequency_is_read_with_it() -> None:
    text = normalize("a sine of amplitude 1 and frequency 0.5 Hz (period 2 s)")
    reading = read_function_values(text)
    assert [item.keyword for item in reading.values] == ["amplitude", "frequency"]
    assert any(text[start:end] == "period 2 s" for start, end in reading.spans)
    disagreeing = read_function_values(normalize("a sine of amplitude 1, frequency 0.5 Hz, "
                                                 "period 3 s"))
    assert len(disagreeing.spans) == 2  # a period that disagrees stays unread, said so

"""The run record's shedding section: read from the case's own forceCoeffs function object
(its name, lRef and magUInf), absent without one, and saying why when nothing was measured.
The measurement on a real run is the cylinder test in test_apply_geometry."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.geometry.apply import apply_geometry
from foam_agent.agents.geometry.strouhal import force_coeffs_function, lift_signal
from foam_agent.agents.record import RunRecord, record_shedding
from foam_agent.agents.spec.parse import parse_spec
from tests.geometry.conftest import PIMPLE_PITZ_DAILY

CONTROL = """FoamFile {{ version 2.0; format ascii; class dictionary; object controlDict; }}
application pimpleFoam;
endTime 40;
functions
{{
    {name}
    {{
{entries}
    }}
}}
"""


def _control(name: str, *, diameter: float, speed: float) -> str:
    entry = force_coeffs_function("obstacle", speed=speed, diameter=diameter, depth=1.0,
                                  centre=(0, 0, 0))
    lines = []
    for key, value in entry.items():
        text = (f"({' '.join(str(item) for item in value)})" if isinstance(value, list)
                else str(value))
        lines.append(f"        {key} {text};")
    return CONTROL.format(name=name, entries="\n".join(lines))


def _case(tmp_path: Path, name: str, *, frequency: float, end: float, diameter: float = 2.0,
          speed: float = 4.0) -> Path:
    case = tmp_path / "case"
    (case / "system").mkdir(parents=True)
    (case / "system/controlDict").write_text(_control(name, diameter=diameter, speed=speed))
    folder = case / "postProcessing" / name / "0"
    folder.mkdir(parents=True)
    rows = [f"{t:.4f}\t1.3\t0\t{0.3 * math.sin(2 * math.pi * frequency * t + 0.4):.6f}"
            for t in (step * 0.01 for step in range(int(end / 0.01)))]
    (folder / "coefficient.dat").write_text("# Time\tCd\tCs\tCl\n" + "\n".join(rows) + "\n")
    return case


def test_shedding_uses_the_function_objects_own_name_and_scales(tmp_path: Path) -> None:
    """A 0.5 Hz lift under a function object named 'cylinderForces' with lRef 2, magUInf 4:
    St = 0.5 * 2 / 4 = 0.25, periodic, and the record round-trips it through JSON."""
    case = _case(tmp_path, "cylinderForces", frequency=0.5, end=40)
    assert lift_signal((case / "system/controlDict").read_text()) is not None
    shed = record_shedding(case)
    assert shed is not None and shed.periodic and shed.note == ""
    assert shed.strouhal is not None and abs(shed.strouhal - 0.25) < 1e-3
    assert shed.cycles == 6
    record = RunRecord.model_validate({
        "status": "solved", "stop_reason": "solved", "prompt": "p", "case_dir": str(case),
        "author": "template", "config": {}, "dialect": "esi-1912", "started_at": "t",
        "finished_at": "t", "shedding": shed.model_dump()})
    saved = record.to_json()
    assert saved["shedding"]["strouhal"] == shed.strouhal
    assert RunRecord.model_validate(saved).shedding == shed


def test_too_short_a_signal_is_not_periodic_and_says_why(tmp_path: Path) -> None:
    case = _case(tmp_path, "forceCoeffs", frequency=0.5, end=8)
    shed = record_shedding(case)
    assert shed is not None and not shed.periodic and shed.strouhal is None
    assert "shedding periods" in shed.note


def test_case_without_force_coefficients_has_no_shedding(tmp_path: Path) -> None:
    (tmp_path / "system").mkdir()
    (tmp_path / "system/controlDict").write_text(
        "FoamFile { version 2.0; format ascii; class dictionary; object controlDict; }\n"
        "application icoFoam;\nendTime 1;\n")
    assert record_shedding(tmp_path) is None
    assert record_shedding(tmp_path / "missing") is None


def test_a_request_for_the_strouhal_number_gets_the_lift_signal(
        composed: Callable[[str, str], Composition]) -> None:
    """Asking for the Strouhal number (or lift, drag, shedding) adds the forceCoeffs function
    object on the body, scaled by its size and the inlet speed, and 150 D/U of flow; the flow
    past one cylinder gets it unasked; another body not asked about gets none."""
    asked = ("Laminar flow past a circular cylinder of diameter 0.5 m at Re = 100 with "
             "pimpleFoam; inlet velocity 2 m/s; report the Strouhal number.")
    spec = parse_spec(asked)
    assert spec.geometry is not None and spec.geometry.forces
    applied = apply_geometry(composed(asked, PIMPLE_PITZ_DAILY).files, spec.geometry,
                             dialect="esi-1912")
    signal = lift_signal(applied.files["system/controlDict"])
    assert signal is not None and (signal.diameter, signal.speed) == (0.5, 2.0)
    assert any("150 D/U of flow" in note for note in applied.notes)
    end = re.search(r"^endTime\s+([^;]+);", applied.files["system/controlDict"], re.MULTILINE)
    assert end is not None and float(end.group(1)) == pytest.approx(150 * 0.5 / 2.0)
    plain = asked.replace("; report the Strouhal number", "")
    spec = parse_spec(plain)
    assert spec.geometry is not None and not spec.geometry.forces
    applied = apply_geometry(composed(plain, PIMPLE_PITZ_DAILY).files, spec.geometry,
                             dialect="esi-1912")
    assert lift_signal(applied.files["system/controlDict"]) is not None
    square = plain.replace("circular cylinder of diameter", "square obstacle of side")
    spec = parse_spec(square)
    assert spec.geometry is not None and not spec.geometry.forces
    applied = apply_geometry(composed(square, PIMPLE_PITZ_DAILY).files, spec.geometry,
                             dialect="esi-1912")
    assert "forceCoeffs" not in applied.files.get("system/controlDict", "")

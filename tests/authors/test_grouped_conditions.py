"""A value or type stated for a patch whose condition the case keys by a group or a pattern:
planarContraction's 0/U keys its ``walls`` patch as ``wall`` (the wall group), and
backwardFacingStep2D keys its walls as ``"(upperWall|lowerWall)"``. The author gives the patch
an entry of its own with the stated value, and the audit reads the entry OpenFOAM reads; both
used to look up the patch's name only, and the request ended unmet on "no entry"."""

from __future__ import annotations

from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from tests.authors.conftest import Written

CONTRACTION = "incompressible/pimpleFoam/laminar/planarContraction"
STEP = "incompressible/simpleFoam/backwardFacingStep2D"


def _write(files: dict[str, str], root: Path) -> None:
    for relative, text in files.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)


def _rows(written: Written, case: str, prompt: str, root: Path,
          field: str) -> tuple[dict, list[tuple[str, bool]]]:
    composition, spec = written(case, prompt)
    _write(composition.files, root)
    velocity = FoamFile.loads(composition.files[f"0/{field}"])["boundaryField"]
    rows = [(row.requirement, row.met) for row in audit_case(spec, root)
            if row.requirement.startswith(f"{field} on")]
    return dict(velocity), rows


def test_a_wall_value_lands_on_the_patch_its_group_served(written: Written,
                                                          tmp_path: Path) -> None:
    entries, rows = _rows(written, CONTRACTION,
                          "planarContraction with pimpleFoam; walls: U fixedValue (0.001 0 0)",
                          tmp_path, "U")
    assert list(entries["walls"]["value"]) == [0.001, 0, 0]
    assert rows and all(met for _, met in rows), rows


def test_the_audit_reads_a_group_entry_holding_the_stated_value(written: Written,
                                                                tmp_path: Path) -> None:
    _, rows = _rows(written, CONTRACTION,
                    "planarContraction with pimpleFoam; walls: U fixedValue (0 0 0)",
                    tmp_path, "U")
    assert rows and all(met for _, met in rows), rows


def test_a_pattern_served_wall_gets_its_own_entry(written: Written, tmp_path: Path) -> None:
    entries, rows = _rows(written, STEP,
                          "backwardFacingStep2D with simpleFoam; upperWall: U fixedValue "
                          "(0.5 0 0)", tmp_path, "U")
    assert list(entries["upperWall"]["value"]) == [0.5, 0, 0]
    assert entries['"(upperWall|lowerWall)"']["type"] == "noSlip"
    assert rows and all(met for _, met in rows), rows

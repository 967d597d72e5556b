"""The audit row of a fluid's stated temperature taken as the initial field ('T (initial
field, derived)'): checked in the initial field, and left to the sides' own rows where the
request states the temperature per side of a diaphragm (composed cases, no solver)."""

from __future__ import annotations

from pathlib import Path

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.openfoam import Installation
from tests.authors.conftest import write_composed

DERIVED = "T (initial field, derived)"
HOT_ROOM = "heatTransfer/buoyantBoussinesqSimpleFoam/hotRoom"
SHOCK_TUBE = "compressible/rhoCentralFoam/shockTube"


def written_rows(installation: Installation, case: str, prompt: str, root: Path,
                 plant: tuple[str, str, str] | None = None) -> list[AuditRow]:
    """The audit of the case composed from tutorial ``case`` for ``prompt``, written into
    ``root``; ``plant`` = (file, pattern, replacement) puts a fault into it first."""
    return audit_case(write_composed(installation, case, prompt, root, plant), root)


def rows_named(rows: list[AuditRow], requirement: str) -> list[AuditRow]:
    return [row for row in rows if row.requirement == requirement]


def test_the_fluid_temperature_is_checked_in_the_initial_field(
        installation: Installation, tmp_path: Path) -> None:
    """It was placed on no patch ('internalField' names none) and unmet in every case, so a
    right case ended `unmet`."""
    prompt = "buoyantBoussinesqPimpleFoam hotRoom; fluid: water (20 °C); run 10 s"
    (row,) = rows_named(written_rows(installation, HOT_ROOM, prompt, tmp_path / "right"),
                        DERIVED)
    assert row.met, row
    assert (row.file, row.entry, row.found) == ("0/T.orig", "internalField", "293.15")
    (planted,) = rows_named(written_rows(installation, HOT_ROOM, prompt, tmp_path / "wrong",
                                         ("0/T.orig", r"uniform 293\.15", "uniform 300")),
                            DERIVED)
    assert not planted.met, planted


def test_a_temperature_per_side_of_a_diaphragm_is_checked_by_the_sides(
        installation: Installation, tmp_path: Path) -> None:
    """The shock tube's left state names the fluid; setFields gives the right half its own
    temperature, so the field as run is not the left's throughout: the sides' rows check it,
    and a wrong side is still caught there."""
    prompt = ("Shock tube, 10 m long. The left half holds air at 3 bar and 40 °C, the right "
              "half air at 0.5 bar and 20 °C, all at rest. Follow it for 5 ms.")
    rows = written_rows(installation, SHOCK_TUBE, prompt, tmp_path / "right")
    (row,) = rows_named(rows, DERIVED)
    assert row.met and "checked by their rows" in row.note, row
    sides = [row for row in rows if row.requirement.startswith("T ") and "diaphragm"
             in row.requirement]
    assert len(sides) == 2 and all(side.met for side in sides), sides
    planted = written_rows(installation, SHOCK_TUBE, prompt, tmp_path / "wrong",
                           ("system/setFieldsDict", r"(volScalarFieldValue\s+T\s+)293\.15",
                            r"\g<1>278.746"))
    assert [row.requirement for row in planted if not row.met] == ["T right of the diaphragm"]

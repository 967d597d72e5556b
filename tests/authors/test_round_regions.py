"""A round region with its own start values, worded here, written into depthCharge's
setFieldsDict (its ``sphereToCell``: radius, origin and values, ``p_rgh`` with ``p``) and
audited there; a value said of the cells around it stays the defaults', never the body's."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.round_regions import read_round_regions
from foam_agent.foamcase.case.set_fields import values_of
from tests.authors.conftest import Written

DEPTH_CHARGE_3D = "multiphase/compressibleInterFoam/laminar/depthCharge3D"
DEPTH_CHARGE_2D = "multiphase/compressibleInterFoam/laminar/depthCharge2D"


@pytest.mark.parametrize(("words", "radius", "centre", "values"), [
    ("a hot gas bubble of radius 8 cm centred at (0.4 0.6 0.5) m at p = 30 bar and "
     "T = 700 K; the water elsewhere at 1 bar", 0.08, (0.4, 0.6, 0.5),
     {"p": 3e6, "T": 700}),
    ("Put a ball of gas, 15 cm in diameter, centre x = 0.3 m, y = 0.2 m, z = 0.5 m, "
     "at 900 K and 40 bar. The rest stays at 300 K.", 0.075, (0.3, 0.2, 0.5),
     {"T": 900, "p": 4e6}),
    ("A spherical charge with a radius of 50 mm, centered at (500, 400, 500) mm, held at "
     "25 bar, while the water around it is at 1 bar.", 0.05, (0.5, 0.4, 0.5), {"p": 2.5e6}),
])
def test_a_round_region_owns_its_size_centre_and_values(
        words: str, radius: float, centre: tuple[float, ...],
        values: dict[str, float]) -> None:
    found, _ = read_round_regions(words)
    assert {item.field: item.value for item in found} == pytest.approx(values)
    assert all(item.radius == pytest.approx(radius) for item in found)
    assert all(tuple(value for _, value in item.centre) == pytest.approx(centre)
               for item in found)


@pytest.mark.parametrize("words", [
    "a gas bubble of radius 0.1 m at 20 bar",  # no centre: not placed
    "the bubble column with air at 0.1 m/s",  # no radius
])
def test_an_unplaced_body_is_not_a_region(words: str) -> None:
    assert read_round_regions(words) == ([], [])


def _write(files: Composition, root: Path) -> Path:
    writer = CaseWriter(root)
    for relative, text in files.files.items():
        writer.write(relative, text)
    return root


@pytest.mark.parametrize("tutorial", [DEPTH_CHARGE_3D, DEPTH_CHARGE_2D])
def test_the_bubble_is_written_and_audited_in_setfields(written: Written, tmp_path: Path,
                                                       tutorial: str) -> None:
    request = ("Underwater explosion with compressibleInterFoam: a gas bubble of radius 0.08 m "
               "centred at (0.5 0.45 0.5) m at p = 30 bar and T = 700 K; the water elsewhere "
               "at 1 bar.")
    case, spec = written(tutorial, request)
    assert not [item for item in spec.stated.boundary_values
                if item.boundary[0] in ("setFields", "bubble")], "a body's values: no patch"
    entries = FoamFile.loads(case.files["system/setFieldsDict"])
    name, body = next(item for item in entries["regions"] if item[0] == "sphereToCell")
    assert body["radius"] == pytest.approx(0.08)
    assert list(body["origin"]) == pytest.approx([0.5, 0.45, 0.5])
    held = values_of(body["fieldValues"])
    assert held["p"] == pytest.approx(3e6) and held["T"] == pytest.approx(700)
    assert held["p_rgh"] == pytest.approx(3e6), "the solver's own pressure, kept equal to p"
    assert values_of(entries["defaultFieldValues"])["p"] == pytest.approx(1e5)
    rows = [row for row in audit_case(spec, _write(case, tmp_path / "case"))
            if "bubble" in row.requirement]
    assert {row.requirement for row in rows} >= {"p of bubble", "T of bubble",
                                                 "radius of the bubble",
                                                 "centre of the bubble"}
    assert all(row.met for row in rows), rows


def test_a_bubble_elsewhere_than_the_case_is_unmet(tmp_path: Path, written: Written) -> None:
    """The audit reads the region back: a case whose sphere was not moved leaves the centre
    row unmet."""
    request = ("A gas bubble of radius 0.1 m centred at (0.3 0.3 0.3) m at p = 10 bar, "
               "compressibleInterFoam.")
    case, spec = written(DEPTH_CHARGE_3D, request)
    root = _write(case, tmp_path / "case")
    path = root / "system" / "setFieldsDict"
    path.write_text(path.read_text().replace("(0.3 0.3 0.3)", "(0.5 0.5 0.5)"))
    spec = parse_spec(request)
    rows = {row.requirement: row for row in audit_case(spec, root)}
    assert not rows["centre of the bubble"].met
    assert rows["radius of the bubble"].met


def test_a_bubble_placed_by_its_height_and_the_centreline(written: Written,
                                                          tmp_path: Path) -> None:
    """"On the tank's centreline, 30 cm above the floor": up is gravity's axis, the other
    in-plane axes the tank's middle, and the one-cell axis stays the case's own."""
    request = ("2D underwater blast with compressibleInterFoam: a gas bubble 20 cm in diameter "
               "sits on the tank's centreline, 30 cm above the floor, at 15 bar and 650 K; the "
               "water around it at 1 bar.")
    case, spec = written(DEPTH_CHARGE_2D, request)
    entries = FoamFile.loads(case.files["system/setFieldsDict"])
    _, body = next(item for item in entries["regions"] if item[0] == "sphereToCell")
    points = FoamFile.loads(case.files["system/blockMeshDict"])["vertices"]
    low = [min(point[axis] for point in points) for axis in range(3)]
    high = [max(point[axis] for point in points) for axis in range(3)]
    origin = list(body["origin"])
    assert origin[0] == pytest.approx((low[0] + high[0]) / 2)
    assert origin[1] == pytest.approx(low[1] + 0.3)
    assert body["radius"] == pytest.approx(0.1)
    rows = {row.requirement: row for row in audit_case(spec, _write(case, tmp_path / "c"))}
    assert rows["centre of the bubble"].met and rows["T of bubble"].met


def test_a_bubble_centred_in_the_plane_of_a_2d_case(written: Written, tmp_path: Path) -> None:
    """Two numbers with no axes are the 2-D case's plane (across its one-cell axis, z in
    depthCharge2D): x and y are set, the thickness keeps the case's own coordinate."""
    request = ("compressibleInterFoam, 2D: a gas bubble 12 cm in diameter centred at "
               "(0.35, 0.8) m at 25 bar; the water elsewhere at 1 bar.")
    case, spec = written(DEPTH_CHARGE_2D, request)
    (body_value,) = [item for item in spec.stated.regions if item.radius is not None]
    assert body_value.plane == pytest.approx((0.35, 0.8)) and not body_value.centre
    entries = FoamFile.loads(case.files["system/setFieldsDict"])
    _, body = next(item for item in entries["regions"] if item[0] == "sphereToCell")
    assert list(body["origin"]) == pytest.approx([0.35, 0.8, 0.0])
    assert body["radius"] == pytest.approx(0.06)
    rows = {row.requirement: row for row in audit_case(spec, _write(case, tmp_path / "c"))}
    assert rows["centre of the bubble"].met and rows["p of bubble"].met


def test_a_plane_centre_in_a_3d_case_is_not_placed(written: Written, tmp_path: Path) -> None:
    """A 3-D case has no one plane: the two numbers are not bound to two guessed axes, the
    editor leaves the sphere where it was and the audit says why."""
    request = ("compressibleInterFoam: a gas bubble 12 cm in diameter centred at "
               "(0.35, 0.8) m at 25 bar; the water elsewhere at 1 bar.")
    case, spec = written(DEPTH_CHARGE_3D, request)
    entries = FoamFile.loads(case.files["system/setFieldsDict"])
    _, body = next(item for item in entries["regions"] if item[0] == "sphereToCell")
    assert list(body["origin"]) == pytest.approx([0.5, 0.5, 0.5])
    rows = {row.requirement: row for row in audit_case(spec, _write(case, tmp_path / "c"))}
    centre = rows["centre of the bubble"]
    assert not centre.met and "not two-dimensional" in centre.note

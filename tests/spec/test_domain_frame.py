"""A domain's sizes said in words go on the axes the followed case gives them; ranges, counts
and a mesh scale are read; a dimensionless number's length that is the domain's own size is a
size the case must have (written and audited, never only Re's scale)."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.compose import requirements_for
from foam_agent.agents.spec.domain_frame import Frame, case_frame, placed_cells, placed_extent
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import Extent, SizeRole
from foam_agent.foamcase.case.blockmesh import extents, read_block_mesh
from tests.support.applied import tutorial_files

Roles = tuple[SizeRole | None, SizeRole | None, SizeRole | None]
Sizes = tuple[float | None, float | None, float | None]


@pytest.mark.parametrize(("sizes", "roles", "frame", "placed"), [
    # A 2-D tank with gravity: its depth is up.
    ((8.65, None, 1.0), ("length", None, "depth"), Frame(up=1, flat=(2,)), (8.65, 1.0, None)),
    # A 2-D beam without gravity: its depth is across it in the plane.
    ((6.0, 0.2, None), ("length", "depth", None), Frame(flat=(2,)), (6.0, 0.2, None)),
    # A room: height against gravity, the plan level.
    ((10.0, 10.0, 5.0), ("plan", "plan", "height"), Frame(up=1), (10.0, 5.0, 10.0)),
    # A 2-D box meshed in x-z: its height is z, y stays empty.
    ((5.0, 3.0, None), ("length", "height", None), Frame(flat=(1,)), (5.0, None, 3.0)),
    # A bubble column: wide and tall with no length, the width is level.
    ((0.2, 1.2, None), ("width", "height", None), Frame(up=1, flat=(2,)), (0.2, 1.2, None)),
    # A cavity's thickness is its empty direction.
    ((0.1, 0.1, 0.01), (None, None, "thickness"), Frame(flat=(2,)), (0.1, 0.1, 0.01)),
    # A size said with its axis stays there.
    ((0.2, 0.1, 0.01), (None, None, None), Frame(up=0), (0.2, 0.1, 0.01)),
    # A 3-D beam: long, deep, wide.
    ((30.0, 1.0, 2.0), ("length", "depth", "width"), Frame(), (30.0, 1.0, 2.0)),
])
def test_a_size_said_by_its_role_takes_the_case_s_axis(sizes: Sizes, roles: Roles,
                                                        frame: Frame, placed: Sizes) -> None:
    assert placed_extent(Extent(sizes, roles=roles), frame).sizes == placed


@pytest.mark.parametrize(("tutorial", "frame"), [
    ("heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom", Frame(up=1)),
    ("incompressible/icoFoam/cavity/cavity", Frame(flat=(2,))),
    ("compressible/rhoCentralFoam/shockTube", Frame(flat=(1, 2))),
    ("multiphase/interFoam/laminar/damBreak/damBreak", Frame(up=1, flat=(2,))),
])
def test_the_frame_is_read_from_the_case(tutorial: str, frame: Frame,
                                         tutorial_case: object) -> None:
    root = tutorial_case(tutorial)  # type: ignore[operator]
    assert case_frame(root) == frame


def _written(prompt: str, tutorial: str) -> tuple[list[float], list[str], list[str]]:
    """The written domain's sizes, the unmet audit rows and the met mesh rows."""
    spec = parse_spec(prompt)
    files = tutorial_files(tutorial)
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        mesh = read_block_mesh(Path(root))
        assert mesh is not None
        rows = audit_case(spec, root)
        return (extents(mesh.points), [row.requirement for row in rows if not row.met],
                [row.requirement for row in rows if row.met and "domain" in row.requirement])


def test_a_room_s_height_goes_up_and_its_plan_level() -> None:
    sizes, unmet, met = _written("A warehouse bay 12 m by 8 m in plan and 5 m high, air "
                                 "at 15 C, Boussinesq, k-epsilon.",
                                 "heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom")
    assert sizes == pytest.approx([12.0, 5.0, 8.0])
    assert not [row for row in unmet if "domain" in row]
    assert {"domain size in x", "domain size in y", "domain size in z"} <= set(met)


def test_a_pair_said_beside_a_height_is_the_plan() -> None:
    """"a room 10 m by 10 m, 5 m high" says no "in plan": the pair stayed on x and y, so on a
    case whose gravity is along y the height went across the floor (10 m tall, 5 m deep),
    written and audited alike."""
    sizes, unmet, met = _written("A room 9 m by 7 m, 4 m high, with air at 20 C.",
                                 "heatTransfer/buoyantBoussinesqPimpleFoam/hotRoom")
    assert sizes == pytest.approx([9.0, 4.0, 7.0])
    assert {"domain size in x", "domain size in y", "domain size in z"} <= set(met)
    kept = placed_extent(Extent((9.0, 7.0, 4.0), roles=(None, None, "height")), Frame(up=2))
    assert kept.sizes == (9.0, 7.0, 4.0)


def test_a_2d_tank_s_depth_is_its_height_not_its_empty_direction() -> None:
    sizes, unmet, _ = _written("Lock exchange in a 2-D tank 6 m long and 1.5 m deep, "
                               "run 10 s.", "multiphase/twoLiquidMixingFoam/lockExchange")
    assert sizes[:2] == pytest.approx([6.0, 1.5])
    assert not [row for row in unmet if "domain" in row]


def test_a_range_with_dots_keeps_its_lower_bound() -> None:
    spec = parse_spec("Sod shock tube with rhoCentralFoam: shorten the tube to x = -2 m ... "
                      "+2 m and use 800 x 1 x 1 cells.")
    extent = spec.stated.extent
    assert extent is not None and extent.value.sizes[0] == pytest.approx(4.0)
    assert extent.value.lows[0] == pytest.approx(-2.0)
    files = tutorial_files("compressible/rhoCentralFoam/shockTube")
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        mesh = read_block_mesh(Path(root))
        rows = [row for row in audit_case(spec, root) if "domain" in row.requirement]
    assert mesh is not None
    xs = [point[0] for point in mesh.points]
    assert (min(xs), max(xs)) == pytest.approx((-2.0, 2.0))
    assert rows and all(row.met for row in rows), rows


@pytest.mark.parametrize(("prompt", "cells", "scale"), [
    ("icoFoam cavity, square 0.1 m x 0.1 m, refined to 50 x 50 x 1 uniform cells",
     (50, 50, 1), None),
    ("financialFoam europeanCall, price grid from 0 to 150 (blockMesh scale 150)", None, 150.0),
])
def test_counts_with_a_word_between_and_a_mesh_scale_are_read(
        prompt: str, cells: tuple[int, int, int] | None, scale: float | None) -> None:
    spec = parse_spec(prompt)
    assert (spec.stated.cells.value if spec.stated.cells else None) == cells
    assert (spec.stated.scale.value if spec.stated.scale else None) == scale


def test_a_square_s_size_is_the_domain_s_and_a_notch_s_is_not() -> None:
    square = parse_spec("2D lid-driven cavity, icoFoam. Geometry: square 0.2 m x 0.2 m, "
                        "0.02 m thick in z.").stated.extent
    assert square is not None and square.value.sizes == (0.2, 0.2, 0.02)
    clipped = parse_spec("icoFoam on the 0.1 m x 0.1 m lid-driven cavity with a "
                         "0.04 m x 0.04 m notch cut from its corner.").stated.extent
    assert clipped is not None and clipped.value.sizes[:2] == (0.1, 0.1)


def test_re_s_length_named_as_the_cavity_s_side_sizes_the_cavity() -> None:
    """"side L = 4 in" was Re's length only: ν was set for it and the cavity kept 0.1 m."""
    prompt = "icoFoam cavity, Re = 250 on U_lid = 0.75 m/s & side L = 4 in. t_end 1.5 s."
    sizes, unmet, met = _written(prompt, "incompressible/icoFoam/cavity/cavity")
    assert sizes[:2] == pytest.approx([0.1016, 0.1016])
    assert not [row for row in unmet if "domain" in row]
    assert {"domain size in x", "domain size in y"} <= set(met)


def test_a_side_not_applied_is_an_unmet_row(tutorial_case: object) -> None:
    """The cavity left at 0.1 m fails the side the request gave, never passes silently."""
    spec = parse_spec("icoFoam cavity, Re = 250 on U_lid = 0.75 m/s & side L = 4 in.")
    root = tutorial_case("incompressible/icoFoam/cavity/cavity")  # type: ignore[operator]
    rows = [row for row in audit_case(spec, root) if row.requirement.startswith("domain size")]
    assert rows and not any(row.met for row in rows)


def test_a_channel_height_re_is_based_on_sizes_the_channel() -> None:
    spec = parse_spec("pitzDaily-like channel flow, Re = 500 based on the channel height "
                      "H = 5 cm, inlet 10 m/s.")
    extent = spec.stated.extent
    assert extent is not None and extent.value.sizes[1] == pytest.approx(0.05)
    assert extent.value.roles[1] == "height"


def test_plates_apart_size_a_one_dimensional_case_across_its_origin() -> None:
    """boundaryFoam's cases resolve only y: "plates 8 cm apart" is that size, about y = 0."""
    spec = parse_spec("Fully developed turbulent flow between two parallel plates 8 cm apart, "
                      "bulk velocity 3 m/s, Launder-Sharma k-epsilon, one-dimensional.")
    files = tutorial_files("incompressible/boundaryFoam/boundaryLaunderSharma")
    with workspace(files) as root:
        assert case_frame(Path(root)).in_plane == (1,)
        apply_requirements(root, requirements_for(spec, files))
        mesh = read_block_mesh(Path(root))
        rows = [row for row in audit_case(spec, root) if "domain" in row.requirement]
    assert mesh is not None
    ys = [point[1] for point in mesh.points]
    assert (min(ys), max(ys)) == pytest.approx((-0.04, 0.04))
    assert rows and all(row.met for row in rows), rows


@pytest.mark.parametrize(("cells", "frame", "placed"), [
    ((80, None, None), Frame(flat=(0, 2)), (1, 80, None)),
    ((80, 1, 1), Frame(flat=(0, 2)), (1, 80, 1)),
    ((600, None, None), Frame(flat=(1, 2)), (600, None, None)),
    ((40, 20, 1), Frame(flat=(2,)), (40, 20, 1)),
])
def test_a_one_dimensional_count_runs_along_the_case_s_one_direction(
        cells: tuple[int | None, ...], frame: Frame, placed: tuple[int | None, ...]) -> None:
    assert placed_cells(cells, frame) == placed  # type: ignore[arg-type]


def test_a_bare_count_of_a_one_dimensional_request_is_written_and_audited() -> None:
    spec = parse_spec("financialFoam European call on a 1D price grid from 0 to 150 "
                      "(blockMesh scale 150) with 600 cells.")
    assert spec.stated.cells is not None and spec.stated.cells.value == (600, None, None)
    files = tutorial_files("financial/financialFoam/europeanCall")
    with workspace(files) as root:
        apply_requirements(root, requirements_for(spec, files))
        rows = {row.requirement: row for row in audit_case(spec, root)}
    assert rows["cells"].met and rows["cells"].found == "600 x 1 x 1", rows["cells"]
    assert rows["mesh scale"].met


def test_a_size_said_again_by_its_range_is_read_once() -> None:
    """"6 m long (x from 0 to 6)": the range sizes x; the words before it are no longer left
    not understood (the solve was unmet on them)."""
    spec = parse_spec("buoyantBoussinesqPimpleFoam BenardCells with a shorter slot: 6 m long "
                      "(x from 0 to 6) and 1 m high (y from 0 to 1), z from -1 to 1.")
    extent = spec.stated.extent
    assert extent is not None and extent.value.sizes == (6.0, 1.0, 2.0)
    assert extent.value.lows == (0.0, 0.0, -1.0)
    assert not [words for words in spec.unparsed if "long" in words or "high" in words]


def test_a_range_of_no_length_is_no_extent() -> None:
    """Decimal commas ("da z = 4,4 a 5,6 m") read as the range 4 to 4 wrote a zero-thick block
    that blockMesh refused; the room's own sizes stay."""
    spec = parse_spec("Stanza come nel tutorial (10 m × 5 m di altezza × 10 m). La piastra sta "
                      "sul pavimento: ottanta centimetri lungo x (da x = 4,6 a 5,4 m) e un metro "
                      "e venti lungo z (da z = 4,4 a 5,6 m), temperatura superficiale 45 °C.")
    assert spec.stated.extent is not None
    assert all(size is None or size > 0 for size in spec.stated.extent.value.sizes)
    channel = parse_spec("channel, x from 0 to 6 m, y from 0 to 1 m").stated.extent
    assert channel is not None and channel.value.sizes[:2] == (6.0, 1.0)


@pytest.mark.parametrize("prompt", [
    "Put a post in the flow: seen from above it is a square turned through 45 degrees whose side "
    "length is 0.2 m, located at 2 x 0.5 x 0 m. The duct runs from 0 to 6 m in x, from 0 to 1 m "
    "in y and from -0.05 to 0.05 m in z.",
    "One bluff body stands in the stream, a flat plate set at thirty degrees, centred at 1 m x "
    "0.5 m x 0 m. The domain runs from 0 to 6 m in x, 0 to 1 m in y and -0.05 to 0.05 m in z.",
])
def test_a_point_said_as_a_triple_is_no_extent(prompt: str) -> None:
    """"centered at 2.5 x 2.5 x 0.0" is where a body sits: read as the domain's sizes it had
    made the domain 2.5 x 2.5 x 0 and hidden the ranges said after it (FoamBench's obstacle
    requests wrote a zero-thick blockMesh)."""
    extent = parse_spec(prompt).stated.extent
    assert extent is not None
    assert extent.value.sizes == (6.0, 1.0, 0.1)
    assert extent.value.lows == (0.0, 0.0, -0.05)
    sized = parse_spec("The domain is 6 x 1 x 0.1 m with a cylinder centred at 1 x 0.5 x 0.")
    assert sized.stated.extent is not None
    assert sized.stated.extent.value.sizes == (6.0, 1.0, 0.1)

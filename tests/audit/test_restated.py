"""Phrases no reader understood that keep or restate a value of the followed case, held against
the installed tutorials as written: met only when the case holds the value the words name
(an entry's, a condition type's on a field, a time of the run), and left unread (the case
unmet) when it does not, or when an edit changed the kept value."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.audit.described import described_rows
from tests.conftest import set_entry

AIRFOIL = "incompressible/simpleFoam/airFoil2D"
WIRE = "electromagnetics/electrostaticFoam/chargedWire"
OPTION = "financial/financialFoam/europeanCall"
DAM_BREAK = "multiphase/interFoam/laminar/damBreak/damBreak"
PITZ_DAILY = "incompressible/simpleFoam/pitzDaily"

#: (tutorial, phrase, whether the case as installed holds what it says), in this test's words.
CASES = [
    # a condition type's value on a field, at the patches named or every patch of that type
    (AIRFOIL, "leave nuTilda freestream at 0.14", True),
    (AIRFOIL, "nuTilda: freestream 1.4e-1 m^2/s on inlet and outlet, unchanged", True),
    (AIRFOIL, "nuTilda freestream 0.3 as before", False),
    # a unit of another quantity never agrees
    (AIRFOIL, "nuTilda freestream 0.14 m/s", False),
    # a keyword of constant/, kept in words, with or without its unit
    (WIRE, "the permittivity epsilon0 stays (8.854e-12)", True),
    (WIRE, "epsilon0 = 8.854e-12 F/m kept", True),
    (WIRE, "epsilon0 = 8.854e-12 m kept", False),
    (WIRE, "epsilon0 kept at 9.5e-12", False),
    # a run control's value, a time in the application's unit (financialFoam: years)
    (OPTION, "expiry in six months as in the example: endTime 0.5", True),
    (OPTION, "endTime 0.5 (6 months)", True),
    (OPTION, "endTime 0.5 (9 months)", False),
    (OPTION, "maturity (half a year, 0.5 year)", True),
    (OPTION, "(2 years)", False),
    # times of the run: an instant at the start, a span to the end, a write interval
    (DAM_BREAK, "the barrier is removed at t = 0", True),
    (DAM_BREAK, "the barrier is removed at time 0.2", False),
    (DAM_BREAK, "watch the column collapse for 1 s", True),
    (DAM_BREAK, "watch the column collapse for 1000 ms", True),
    (DAM_BREAK, "watch the column collapse for 3 s", False),
    (DAM_BREAK, "snapshots every 0.05 s", True),
    (DAM_BREAK, "snapshots every 0.5 s", False),
    # a part of the run, or a time that is no control, is no time of the run
    (DAM_BREAK, "average the last 1 s", False),
    (DAM_BREAK, "a sloshing period of 1 s", False),
    (DAM_BREAK, "a time step of 1 s", False),
    # a number of no kind beside a kept value leaves the phrase unread
    (DAM_BREAK, "the 2 fronts, for 1 s", False),
    # writeInterval of a case writing by steps is a count, never a time
    (PITZ_DAILY, "results every 100 s", False),
]


@pytest.mark.parametrize(("tutorial", "phrase", "held"), CASES)
def test_a_kept_or_restated_value_is_met_only_when_the_case_holds_it(
        tutorial_case: Callable[[str], Path], tutorial: str, phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(tutorial))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))
    if held:
        assert rows[0].met and rows[0].requirement == "kept or restated value of the followed " \
                                                      "case"
        assert rows[0].found and rows[0].file


def test_a_kept_value_an_edit_changed_is_unmet(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(WIRE)
    phrase = "epsilon0 unchanged (8.85419e-12)"
    assert described_rows([phrase], root)[0]
    set_entry(root / "constant" / "physicalProperties", "epsilon0",
              "epsilon0 [-1 -3 4 0 0 2 0] 1e-11")
    assert described_rows([phrase], root) == ([], (phrase,))


def test_a_restated_time_an_edit_changed_is_unmet(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(OPTION)
    phrase = "(half a year: 0.5 year)"
    assert described_rows([phrase], root)[0]
    set_entry(root / "system" / "controlDict", "endTime", "0.75")
    assert described_rows([phrase], root) == ([], (phrase,))
    assert described_rows(["(9 months)"], root)[0][0].found \
        == "system/controlDict endTime - startTime: 0.75"


def test_the_row_says_where_the_kept_value_is(tutorial_case: Callable[[str], Path]) -> None:
    rows, _ = described_rows(["nuTilda freestream 0.14 kept"], tutorial_case(AIRFOIL))
    assert rows[0].found == ("0/nuTilda boundaryField/inlet/freestreamValue: 0.14; "
                             "0/nuTilda boundaryField/outlet/freestreamValue: 0.14")
    assert rows[0].expected == "nuTilda freestream 0.14"


@pytest.mark.parametrize(("phrase", "held"), [
    ("share prices of 0 to 200, as the example has them", True),
    ("the underlying runs between 0 and 200", True),
    ("stock price grid $0-$200 kept", True),
    ("asset prices from 0 to 300", False),
    ("asset prices from 10 to 200", False),
    # a range naming no price is no span of the price axis
    ("from 0 to 200", False),
])
def test_a_price_range_is_the_span_of_the_option_mesh(
        tutorial_case: Callable[[str], Path], phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(OPTION))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))
    if held:
        assert rows[0].found == "the mesh spans the underlying asset's price S from 0 to 200 " \
                                "along x"


def test_a_price_range_an_edit_changed_is_unmet(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(OPTION)
    set_entry(root / "system" / "blockMeshDict", "scale", "300")
    assert described_rows(["prices from 0 to 200"], root) == ([], ("prices from 0 to 200",))
    assert described_rows(["prices from 0 to 300"], root)[0]


WEDGE = "compressible/rhoCentralFoam/wedge15Ma5"


@pytest.mark.parametrize(("phrase", "held"), [
    ("units where the gas at pressure 1 and temperature 1 has a speed of sound of 1", True),
    ("a normalised gas: the speed of sound is 1 m/s at T = 1 K", True),
    ("scaled so the sound speed = 1", True),
    ("the speed of sound is 340 m/s", False),
    ("the speed of sound is 1 at T = 2", False),
    ("the speed of sound is 1 at T = 1 and p = 100000", False),
    # a speed of sound is no temperature
    ("the speed of sound is 1 K", False),
    # its symbol set to a value (``catalog.dimensionless.SOUND_SYMBOLS``), letter case kept
    ("gas scaled so that c = 1 at T = 1", True),
    ("a: 1", True),
    ("a = 2", False),
    ("A = 1", False),
])
def test_a_normalised_gas_is_held_against_its_speed_of_sound(
        tutorial_case: Callable[[str], Path], phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(WEDGE))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))


@pytest.mark.parametrize(("tutorial", "phrase", "held"), [
    ("incompressible/icoFoam/cavity/cavity", "the other 3 walls are just walls", True),
    ("incompressible/icoFoam/cavity/cavity", "3 walls are fixed", True),
    ("incompressible/icoFoam/cavity/cavity", "4 walls are fixed", False),
    ("incompressible/icoFoam/cavity/cavity", "all 4 walls", True),
    (PITZ_DAILY, "its 2 walls stay no-slip", True),
    (PITZ_DAILY, "3 side walls fixed", False),
])
def test_a_count_of_walls_is_the_sides_the_wall_patches_lie_on(
        tutorial_case: Callable[[str], Path], tutorial: str, phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(tutorial))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))


def test_walls_said_at_rest_that_an_edit_moved_are_unmet(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("incompressible/icoFoam/cavity/cavity")
    text = (root / "0" / "U").read_text()
    (root / "0" / "U").write_text(text.replace("type            noSlip;",
                                               "type fixedValue; value uniform (0 1 0);"))
    assert described_rows(["3 walls are fixed"], root) == ([], ("3 walls are fixed",))


@pytest.mark.parametrize(("phrase", "held"), [
    ("the domain starts uncharged at 0 V", True),
    ("initially the potential is 0 V everywhere", True),
    ("the domain starts charged at 5 V", False),
    # a value of the start with a unit no field of the case has
    ("the domain starts at 300 K", False),
    # no word of the start: not the internal field's
    ("the domain at 0 V", False),
])
def test_a_value_said_of_the_start_is_the_internal_field_of_its_dimensions(
        tutorial_case: Callable[[str], Path], phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(WIRE))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))


def test_a_type_with_a_value_and_no_patch_is_kept_only_in_words(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(AIRFOIL)
    # set at a patch the words do not name: which one is unknown, so the words stay unread
    assert described_rows(["nuTilda freestream 0.14"], root) == ([], ("nuTilda freestream 0.14",))
    assert described_rows(["nuTilda freestream 0.14 on inlet"], root)[0]


FLANGE = "basic/laplacianFoam/flange"


@pytest.mark.parametrize(("tutorial", "phrase", "held"), [
    (FLANGE, "mesh from the ANSYS file (ansysToFoam -scale 0.001)", True),
    (FLANGE, "converted with scale 1e-3 as in the tutorial", True),
    (FLANGE, "converted with -scale 0.01", False),
    (OPTION, "the price axis from 0 to 200 (blockMesh scale 200)", True),
    (OPTION, "blockMesh scale 100", False),
    ("incompressible/icoFoam/cavity/cavity", "convertToMeters 0.1", True),
])
def test_a_mesh_scale_is_one_the_case_makes_its_mesh_with(
        tutorial_case: Callable[[str], Path], tutorial: str, phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(tutorial))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))


@pytest.mark.parametrize(("phrase", "held"), [
    ("units where the gas at pressure 1", True),
    ("temperature 1 and a sound speed of 1", True),
    ("the gas at pressure 2", False),
    # a state said of a place may be that place's, not the internal field's
    ("pressure 1 at the outlet", False),
])
def test_a_state_said_of_no_place_is_the_internal_field(
        tutorial_case: Callable[[str], Path], phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(WEDGE))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))


@pytest.mark.parametrize(("tutorial", "phrase", "held"), [
    (DAM_BREAK, "keep 0.07 N/m for the surface tension", True),
    (DAM_BREAK, "surface tension 70 mN/m as before", True),
    (DAM_BREAK, "surface tension 0.05 N/m", False),
    ("incompressible/icoFoam/cavity/cavity", "the same kinematic viscosity, 0.01 m^2/s", True),
    ("incompressible/icoFoam/cavity/cavity", "kinematic viscosity 1e-3 m^2/s", False),
    # a value of another quantity's dimensions is not that quantity's
    ("incompressible/icoFoam/cavity/cavity", "kinematic viscosity and 0.01 m/s", False),
])
def test_a_quantity_in_words_is_held_against_every_entry_holding_it(
        tutorial_case: Callable[[str], Path], tutorial: str, phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(tutorial))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))



@pytest.mark.parametrize(("tutorial", "phrase", "held"), [
    ("incompressible/icoFoam/cavity/cavity", "20 cells along each side", True),
    ("incompressible/icoFoam/cavity/cavity", "40 cells along each side", False),
    ("incompressible/icoFoam/cavity/cavity", "a 0.1 m square cavity, 1 cell thick", True),
    ("incompressible/icoFoam/cavity/cavity", "20 cells along x", True),
    ("incompressible/icoFoam/cavity/cavity", "1 cell along x", False),
    # a count of cells with no axis other than a single one is unclear
    ("incompressible/icoFoam/cavity/cavity", "20 cells", False),
])
def test_a_count_of_cells_in_words_is_held_along_its_axes(
        tutorial_case: Callable[[str], Path], tutorial: str, phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(tutorial))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))


@pytest.mark.parametrize(("tutorial", "phrase", "held"), [
    # a value set aside in brackets after one the case holds: the case holds the other
    (DAM_BREAK, "the barrier is removed at t = 0 (not a restarted 0.3)", True),
    (DAM_BREAK, "snapshots every 0.05 s (not 0.1 s)", True),
    # set aside the very value said before it: the words contradict themselves
    (DAM_BREAK, "the barrier is removed at t = 0 (not 0)", False),
    # the value before the bracket is not the case's: nothing is held
    (DAM_BREAK, "the barrier is removed at t = 0.2 (not a restarted 0)", False),
    # a value replaced in words rather than brackets, after the value the case holds
    (OPTION, "run out to 0.5 year instead of 0.75 year", True),
    (OPTION, "run out to 0.75 year instead of 0.5 year", False),
    (OPTION, "run out to 0.5 year instead of 0.5 year", False),
    (DAM_BREAK, "watch the column collapse for 1 s rather than the 4 s", True),
    (DAM_BREAK, "watch the column collapse for 4 s rather than the 1 s", False),
    # nothing held before the replaced value
    (DAM_BREAK, "instead of 3 s, watch the column", False),
    # a bracket with nothing held before it
    (DAM_BREAK, "(not a restarted 0.3) watch the column", False),
])
def test_a_value_set_aside_agrees_when_the_value_before_it_is_held(
        tutorial_case: Callable[[str], Path], tutorial: str, phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(tutorial))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))


@pytest.mark.parametrize(("phrase", "held"), [
    # the end opposite the inlet, across the longest axis, holds p = 0 at its one patch
    ("the flow leaves by the downstream end, open at 0 gauge", True),
    ("the distant end vents at 0 gage", True),
    # another value than the case's
    ("the downstream end is open at 3 gauge", False),
    # the inlet's end holds no fixed pressure
    ("the upstream end is open at 0 gauge", False),
    # a unit of a force per area against a kinematic pressure: not converted, not agreed
    ("the downstream end is open at 0 Pa gauge", False),
    # no end named: the place is not known
    ("it is open at 0 gauge", False),
    # an opening named by its word, the patches the author's place words resolve to
    ("the outlet is held at 0 gauge", True),
    # "both" of a case with one: the words are of another case
    ("both outlets are held at 0 gauge", False),
    # a verb of the flow leaving names the outlets
    ("the oil leaves at 0 gauge pressure", True),
    ("the oil leaves at 2 gauge", False),
    ("discharging at 0 gage into the tank", True),
])
def test_a_gauge_pressure_at_an_end_is_held_against_that_ends_patches(
        tutorial_case: Callable[[str], Path], phrase: str, held: bool) -> None:
    rows, left = described_rows([phrase], tutorial_case(PITZ_DAILY))
    assert (len(rows), left) == ((1, ()) if held else (0, (phrase,)))
    if held:
        assert "outlet" in rows[0].found


def test_a_gauge_pressure_an_edit_changed_is_unmet(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(PITZ_DAILY)
    phrase = "the far end is open at 0 gauge"
    assert described_rows([phrase], root)[0]
    text = (root / "0" / "p").read_text()
    (root / "0" / "p").write_text(text.replace("uniform 0;", "uniform 2;"))
    assert described_rows([phrase], root) == ([], (phrase,))

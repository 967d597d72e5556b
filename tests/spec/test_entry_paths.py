"""A keyword of the case's files, wherever it sits, written as its name (issue 23, item 1).

Each request below names an entry of a real tutorial the way a person writes it: nested in a
sub-dictionary the words name, with an underscore between its letters, one number for every
direction of a vector, a parameter of a boundary condition, a count before its keyword. The
spec is applied to a copy of the tutorial through the editors both authors write with, and the
audit reads the written files back; no OpenFOAM run is needed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFieldFile, FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.stated import KeywordVector
from foam_agent.agents.spec.values.entry_paths import read_entry_paths
from foam_agent.foamcase.case.locations import locate, names_entry
from foam_agent.foamcase.case.values import number_of
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS, Vocabulary

TUTORIALS = DEBIAN_TUTORIALS
SPRAY = TUTORIALS / "lagrangian" / "reactingParcelFoam" / "verticalChannel"
POROUS = TUTORIALS / "incompressible" / "pisoFoam" / "laminar" / "porousBlockage"
LES_STEP = TUTORIALS / "incompressible" / "pisoFoam" / "LES" / "pitzDaily"
FLANGE = TUTORIALS / "basic" / "laplacianFoam" / "flange"


def _applied(tutorial: Path, request: str, tmp_path: Path) -> Path:
    if not tutorial.is_dir():
        pytest.fail(f"the installation has no {tutorial}")
    case = copy_tutorial(tutorial, tmp_path / "case")
    spec = bind_to_case(parse_spec(request), case)
    apply_requirements(case, spec.stated)
    rows = [row for row in audit_case(spec, case) if row.phrase]
    assert all(row.met for row in rows), [row for row in rows if not row.met]
    return case


def test_a_dictionary_named_before_a_keyword_decides_its_entry(tmp_path: Path) -> None:
    """The cloud's particle temperature, not a stagnation temperature on an inlet."""
    request = ("Evaporating spray with reactingParcelFoam in the vertical channel; the "
               "parcels' constantProperties T0 = 315 K.")
    spec = parse_spec(request)
    assert [item.name for item in spec.stated.properties] == ["constantProperties/T0"]
    assert not spec.stated.boundary_values and not spec.stated.boundary_types
    case = _applied(SPRAY, request, tmp_path)
    cloud = FoamFile(case / "constant" / "reactingCloud1Properties")
    assert cloud["constantProperties", "T0"] == 315


def test_a_dictionary_named_after_the_value_decides_it_too() -> None:
    spec = parse_spec("reactingParcelFoam spray: T0 = 290 K in the constantProperties "
                      "dictionary of the cloud.")
    assert [(item.name, item.value) for item in spec.stated.properties] == [
        ("constantProperties/T0", 290)]


def test_a_qualified_name_finds_only_the_entry_under_that_dictionary() -> None:
    """A keyword kept in two dictionaries stays open unless the words name one."""
    text = ("injector { T0 300; }\nconstantProperties { rho0 1000; T0 350; }\n")
    files = {"constant/cloudProperties": text}
    assert len(locate("T0", files)) == 2
    [found] = locate("constantProperties/T0", files)
    assert found.keys == ("constantProperties", "T0")
    assert not locate("injector/rho0", files)
    assert names_entry(("a", "b", "c", "T0"), "a/c/T0")
    assert not names_entry(("a", "b", "c", "T0"), "c/a/T0")


def test_a_qualifier_is_a_dictionary_written_as_code_never_a_place() -> None:
    """A patch, a field or a plain word beside a keyword qualifies nothing."""
    vocabulary = Vocabulary(fields={"T": None}, keywords={"T0": None},
                            patches=frozenset({"inletPort"}),
                            scopes={"inletPort": frozenset({"T0"}),
                                    "mixture": frozenset({"T0"}),
                                    "sprayCoeffs": frozenset({"T0"})})
    for words in ("inletPort T0 = 300 K", "mixture T0 = 300 K"):
        assert not read_entry_paths(words, Claims(), vocabulary, frozenset()).spans
    reading = read_entry_paths("sprayCoeffs T0 = 300 K", Claims(), vocabulary, frozenset())
    assert [item.name for item in reading.properties] == ["sprayCoeffs/T0"]


def test_a_value_in_a_unit_of_other_dimensions_is_refused() -> None:
    vocabulary = Vocabulary(keywords={"T0": (0, 0, 0, 1, 0, 0, 0)},
                            scopes={"sprayCoeffs": frozenset({"T0"})})
    reading = read_entry_paths("sprayCoeffs T0 = 3 m/s", Claims(), vocabulary, frozenset())
    assert not reading.properties and len(reading.refusals) == 1


def test_one_number_for_every_direction_is_a_vector_of_three(tmp_path: Path) -> None:
    request = ("Laminar flow through the porous blockage with pisoFoam; the inertial "
               "coefficient f = 25 in all three directions.")
    spec = parse_spec(request)
    assert spec.stated.vectors == (
        KeywordVector("f", (25.0, 25.0, 25.0), "f = 25 in all 3 directions"),)
    case = _applied(POROUS, request, tmp_path)
    source = FoamFile(case / "constant" / "fvOptions")
    assert list(source["porosity1", "explicitPorositySourceCoeffs", "f"]) == [25, 25, 25]


def test_a_field_name_the_case_keeps_only_as_a_keyword_is_that_entry(tmp_path: Path) -> None:
    """``f`` is a field of another tutorial; porousBlockage keeps it in fvOptions only."""
    request = "pisoFoam porous blockage with f = (12 12 12)."
    case = _applied(POROUS, request, tmp_path)
    source = FoamFile(case / "constant" / "fvOptions")
    assert list(source["porosity1", "explicitPorositySourceCoeffs", "f"]) == [12, 12, 12]
    assert not (case / "0" / "f").exists()


def test_a_vector_is_never_written_over_one_number(tmp_path: Path) -> None:
    case = copy_tutorial(FLANGE, tmp_path / "case")
    spec = parse_spec("laplacianFoam flange, DT = 1e-5 m2/s in every direction.")
    apply_requirements(case, spec.stated)
    assert number_of(FoamFile(case / "constant" / "transportProperties")["DT"]) == 4e-05


def test_a_turbulent_inlets_mean_and_scale_are_its_parameters(tmp_path: Path) -> None:
    request = ("LES of the backward-facing step with pisoFoam; the inlet stays turbulentInlet "
               "with referenceField (8 0 0) m/s and fluctuationScale (0.05 0.03 0.03).")
    case = _applied(LES_STEP, request, tmp_path)
    inlet = FoamFieldFile(case / "0" / "U").boundary_field["inlet"]
    assert list(inlet["referenceField"]) == [8, 0, 0]
    assert list(inlet["fluctuationScale"]) == [0.05, 0.03, 0.03]


def test_a_scale_per_component_stays_a_fraction() -> None:
    spec = parse_spec("pisoFoam LES step: inlet turbulentInlet with fluctuationScale (5 3 3).")
    assert not spec.stated.boundary_types
    assert any("fraction per component" in item.reason for item in spec.stated.not_applied)


@pytest.mark.parametrize(("written", "si"), [("D_T = 2e-5 m2/s", 2e-5),
                                             ("D_T = 2.5e-4 ft²/s", 2.322576e-05)])
def test_an_underscore_between_a_keywords_letters_is_read_through(
        written: str, si: float, tmp_path: Path) -> None:
    """``DT`` is laplacianFoam's keyword and another tutorial's field: the unit decides."""
    case = _applied(FLANGE, f"laplacianFoam flange: {written}.", tmp_path)
    written_dt = number_of(FoamFile(case / "constant" / "transportProperties")["DT"])
    assert written_dt == pytest.approx(si)


@pytest.mark.parametrize("words", ["Use 4 nNonOrthogonalCorrectors in the potentialFlow "
                                   "dictionary.", "potentialFlow: 4 nNonOrthogonalCorrectors"])
def test_a_count_before_its_keyword_is_the_keywords(words: str) -> None:
    [setting] = parse_spec(f"potentialFoam cylinder. {words}").stated.numerics
    assert (setting.keyword, setting.value, setting.target) == (
        "nNonOrthogonalCorrectors", 4, "potentialFlow")

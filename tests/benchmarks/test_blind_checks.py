"""The checker of the blind held-out sets (benchmarks/blind_checks.py) on tiny hand-made cases.

Why: the sets' figures are only as good as this checker; each rule of the sets' README (its
tolerances, switch words, ``one_of``, ``null`` components, ``writeInterval_seconds``,
``blocks/0/cells``, ``mesh/bounds``, setFieldsDict paths, ``cells(<condition>)``) gets a row
that must pass and one that must fail on the same case.
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
from foamlib import FoamFile, FoamFileDecodeError

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


checks = _load("blind_checks")
Expected = checks.Expected

HEADER = ("FoamFile\n{{\n    version 2.0;\n    format ascii;\n    class {kind};\n"
          "    object {name};\n}}\n")

FILES = {
    "constant/transportProperties": ("dictionary", "nu [0 2 -1 0 0 0 0] 0.002;\n"),
    "system/controlDict": ("dictionary", "application icoFoam;\nendTime 1;\ndeltaT 0.005;\n"
                           "writeControl timeStep;\nwriteInterval 20;\nadjustTimeStep yes;\n"),
    "system/blockMeshDict": ("dictionary", """scale 0.1;
vertices ((0 0 0) (1 0 0) (1 1 0) (0 1 0) (0 0 0.1) (1 0 0.1) (1 1 0.1) (0 1 0.1));
blocks (hex (0 1 2 3 4 5 6 7) (4 4 1) simpleGrading (1 1 1));
boundary
(
    movingWall { type wall; faces ((3 7 6 2)); }
    fixedWalls { type wall; faces ((0 4 7 3) (2 6 5 1) (1 5 4 0)); }
    frontAndBack { type empty; faces ((0 3 2 1) (4 5 6 7)); }
);
"""),
    "system/setFieldsDict": ("dictionary", """defaultFieldValues (volScalarFieldValue alpha 0);
regions
(
    boxToCell
    {
        box (0 0 -1) (0.05 0.1 1);
        fieldValues (volScalarFieldValue alpha 1);
    }
);
"""),
    "system/fvSchemes": ("dictionary", "ddtSchemes { default Euler; }\n"
                         "gradSchemes { default Gauss linear; }\n"
                         "divSchemes { default none; }\n"
                         "laplacianSchemes { default Gauss linear corrected; }\n"
                         "interpolationSchemes { default linear; }\n"
                         "snGradSchemes { default corrected; }\n"),
    "system/fvSolution": ("dictionary", "solvers {}\n"),
    "0/U": ("volVectorField", """dimensions [0 1 -1 0 0 0 0];
internalField uniform (0 0 0);
boundaryField
{
    movingWall { type fixedValue; value uniform (2 0 0); }
    fixedWalls { type noSlip; }
    frontAndBack { type empty; }
    inlet { type fixedValue; value $internalField; }
}
"""),
    "0/alpha": ("volScalarField", """dimensions [0 0 0 0 0 0 0];
internalField uniform 0;
boundaryField
{
    movingWall { type zeroGradient; }
    fixedWalls { type zeroGradient; }
    frontAndBack { type empty; }
}
"""),
    "system/topoSetDict": ("dictionary", """actions
(
    { name zoneCells; type cellSet; action new; source boxToCell; box (0 0 -1) (0.05 0.05 1); }
    { name zone; type cellZoneSet; action new; source setToCellZone; set zoneCells; }
);
"""),
    "Allrun": ("", "#!/bin/sh\nblockMesh\nsetFields\nicoFoam\n"),
}


@pytest.fixture
def case(tmp_path: Path) -> Path:
    """The hand-made case: a 0.1 m square of 4 x 4 cells, its left half set to alpha 1."""
    for relative, (kind, body) in FILES.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        header = HEADER.format(kind=kind, name=path.name) if kind else ""
        path.write_text(header + body, encoding="utf-8")
    return tmp_path


def _met(case: Path, row: Expected, *, ran: bool = False) -> bool:
    [result] = checks.check_case(case, [row], ran=ran)
    return bool(result.met)


ROWS = [
    # (row that must pass, row that must fail)
    (Expected("constant/transportProperties", "nu", 0.00201, rel_tol=0.01),
     Expected("constant/transportProperties", "nu", 0.00201)),
    (Expected("0/U", "boundaryField/movingWall/value", [2, 0, 0], rel_tol=0.01),
     Expected("0/U", "boundaryField/movingWall/value", [1, 0, 0], rel_tol=0.01)),
    (Expected("0/U", "boundaryField/inlet/value", [0, 0, 0]),
     Expected("0/U", "boundaryField/inlet/value", [2, 0, 0])),
    (Expected("0/U", "internalField", [0, 0, 0]),
     Expected("0/U", "internalField", [1e-9, 0, 0])),
    (Expected("0/U", "boundaryField/fixedWalls/type", "noSlip"),
     Expected("0/U", "boundaryField/fixedWalls/type", "fixedValue")),
    (Expected("system/controlDict", "adjustTimeStep", True),
     Expected("system/controlDict", "adjustTimeStep", False)),
    (Expected("system/controlDict", "application", one_of=("pisoFoam", "icoFoam")),
     Expected("system/controlDict", "application", one_of=("pisoFoam", "pimpleFoam"))),
    (Expected("system/controlDict", "writeInterval_seconds", 0.1, rel_tol=0.01),
     Expected("system/controlDict", "writeInterval_seconds", 20, rel_tol=0.01)),
    (Expected("system/blockMeshDict", "blocks/0/cells", [4, 4, 1]),
     Expected("system/blockMeshDict", "blocks/0/cells", [40, 40, 1])),
    (Expected("system/blockMeshDict", "mesh/bounds", [[0, 0, None], [0.1, 0.1, None]],
              rel_tol=0.01),
     Expected("system/blockMeshDict", "mesh/bounds", [[0, 0, None], [1, 1, None]],
              rel_tol=0.01)),
    (Expected("system/setFieldsDict", "defaultFieldValues/alpha", 0),
     Expected("system/setFieldsDict", "defaultFieldValues/alpha", 1)),
    (Expected("system/setFieldsDict", "regions/boxToCell/box",
              [[0, 0, None], [0.05, 0.1, None]], rel_tol=0.01),
     Expected("system/setFieldsDict", "regions/boxToCell/box",
              [[0, 0, None], [0.1, 0.1, None]], rel_tol=0.01)),
    (Expected("system/setFieldsDict", "regions/boxToCell/fieldValues/alpha", 1),
     Expected("system/setFieldsDict", "regions/boxToFace/fieldValues/alpha", 1)),
    (Expected("system/topoSetDict", "actions/zoneCells/box",
              [[0, 0, None], [0.05, 0.05, None]], rel_tol=0.01),
     Expected("system/topoSetDict", "actions/zone/box",
              [[0, 0, None], [0.05, 0.05, None]], rel_tol=0.01)),
    (Expected("0/alpha", "boundaryField/movingWall/type", "zeroGradient"),
     Expected("0/p", "internalField", 0)),
]


@pytest.mark.parametrize(("passing", "failing"), ROWS,
                         ids=[f"{row.file}:{row.entry}" for row, _ in ROWS])
def test_row_passes_and_its_twin_fails(case: Path, passing: Expected,
                                       failing: Expected) -> None:
    assert _met(case, passing)
    assert not _met(case, failing)


def test_write_interval_in_run_time_is_taken_as_is(case: Path) -> None:
    control = case / "system" / "controlDict"
    control.write_text(control.read_text().replace("writeControl timeStep",
                                                   "writeControl runTime"))
    assert _met(case, Expected("system/controlDict", "writeInterval_seconds", 20))
    assert not _met(case, Expected("system/controlDict", "writeInterval_seconds", 0.1))


def test_a_field_kept_in_zero_orig_is_the_one_a_restoring_allrun_starts_from(
        case: Path) -> None:
    (case / "0.orig").mkdir()
    (case / "0.orig" / "U").write_text(
        (case / "0" / "U").read_text().replace("(2 0 0)", "(3 0 0)"))
    (case / "Allrun").write_text("#!/bin/sh\nrestore0Dir\nblockMesh\nicoFoam\n")
    row = Expected("0/U", "boundaryField/movingWall/value", [3, 0, 0])
    assert _met(case, row)
    assert not _met(case, row, ran=True)


def test_conditions_select_cells_by_their_centres() -> None:
    centres = np.array([[0.1, 0.1, 0], [0.1, 0.9, 0], [0.9, 0.1, 0], [0.9, 0.9, 0]])
    chosen = checks.cell_mask("x < 0.5 and y < 0.5 or x > 0.8 and y > 0.8", centres)
    assert chosen.tolist() == [True, False, False, True]
    assert checks.cell_mask("all", centres).all()
    with pytest.raises(checks.CheckError):
        checks.cell_mask("x << 1", centres)
    with pytest.raises(checks.CheckError):
        checks.cell_mask("__import__('os')", centres)


def test_a_phrase_is_compared_word_by_word() -> None:
    words = ["bounded", "Gauss", "linearUpwind", "grad(U)"]
    assert checks.value_matches("bounded Gauss linearUpwind grad(U)", words)
    assert not checks.value_matches("bounded Gauss upwind", words)
    assert not checks.value_matches("Gauss", ["Gauss", "linear"])


def test_a_phrase_with_a_number_meets_the_number_foamlib_reads() -> None:
    """``div(phi,T) Gauss limitedLinear 1;`` reads as words and the integer 1."""
    found = ["Gauss", "limitedLinear", 1]
    assert checks.value_matches("Gauss limitedLinear 1", found)
    assert checks.value_matches("Gauss limitedLinear 1.0", found)
    assert not checks.value_matches("Gauss limitedLinear 0.5", found)
    assert not checks.value_matches("Gauss limitedLinear one", found)
    assert not checks.value_matches("Gauss vanLeer 1", found)
    assert checks.value_matches("Gauss limitedLinearV 1e-3", ["Gauss", "limitedLinearV", 0.001])


def test_a_quoted_switch_word_meets_the_boolean_foamlib_reads() -> None:
    assert checks.value_matches("yes", True)
    assert checks.value_matches("no", False)
    assert not checks.value_matches("yes", False)
    assert not checks.value_matches("off", True)
    assert not checks.value_matches("laminar", True)


def test_a_constant_function1_is_compared_by_its_value() -> None:
    """Round 10 writes ``uniformValue constant 160;`` rows as the number 160."""
    assert checks.value_matches(160, ["constant", 160])
    assert checks.value_matches([1, 0, 0], ["constant", [1, 0, 0]])
    assert not checks.value_matches(160, ["constant", 150])
    assert not checks.value_matches(160, ["table", 160])


def test_conditions_may_be_arithmetic_in_the_coordinates() -> None:
    """Round 9 writes a bubble as a circle: ``(x - a)**2 + (y - b)**2 < r**2``."""
    centres = np.array([[0.1, 0.1, 0], [0.5, 0.5, 0], [0.55, 0.45, 0], [0.9, 0.9, 0]])
    chosen = checks.cell_mask("(x - 0.5)**2 + (y - 0.5)**2 < 0.1**2", centres)
    assert chosen.tolist() == [False, True, True, False]
    assert checks.cell_mask("0.2 < x < 0.6 and not y > 0.48", centres).tolist() == [
        False, False, True, False]
    square = checks.cell_mask("abs(x - 0.5) < 0.06 and abs(y - 0.5) < 0.06", centres)
    assert square.tolist() == [False, True, True, False]
    with pytest.raises(checks.CheckError):
        checks.cell_mask("max(x, y) < 0.5", centres)


def _dictionary(case: Path, relative: str, body: str) -> None:
    path = case / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEADER.format(kind="dictionary", name=path.name) + body)


def test_named_dictionaries_in_a_list_are_addressed_by_name(tmp_path: Path) -> None:
    _dictionary(tmp_path, "constant/transportProperties",
                "phases ( water { nu 1e-06; rho 1000; } oil { nu 1e-05; rho 850; } );\n")
    assert _met(tmp_path, Expected("constant/transportProperties", "phases/oil/rho", 850))
    assert not _met(tmp_path, Expected("constant/transportProperties", "phases/water/rho", 850))
    assert not _met(tmp_path, Expected("constant/transportProperties", "phases/air/rho", 1))


def test_chemical_fractions_are_compared_as_normalised_mole_fractions(tmp_path: Path) -> None:
    _dictionary(tmp_path, "constant/initialConditions",
                "fractionBasis mole;\nfractions { H2 2; O2 1; N2 3.76; }\n")
    stoichiometric = Expected("constant/initialConditions", "fractions/H2", 0.2959, rel_tol=0.01)
    assert _met(tmp_path, stoichiometric)
    assert not _met(tmp_path, Expected("constant/initialConditions", "fractions/H2", 2))
    assert _met(tmp_path, Expected("constant/initialConditions", "fractions/CH4", 0))
    _dictionary(tmp_path, "constant/initialConditions",
                "fractionBasis mass;\nfractions { H2 0.0285; O2 0.2264; N2 0.7451; }\n")
    assert _met(tmp_path, stoichiometric)


def test_mass_fractions_a_request_asks_for_are_compared_as_mass_fractions(
        tmp_path: Path) -> None:
    written = tmp_path / "set.yaml"
    written.write_text(
        "- id: x-01\n  request: r\n  tutorial: t\n  expected:\n"
        "    - {file: constant/initialConditions, entry: fractionBasis, value: mass}\n"
        "    - {file: constant/initialConditions, entry: fractions/H2, value: 0.0285,"
        " rel_tol: 0.01}\n", encoding="utf-8")
    by_mass = checks.load_requests(written)[0].expected[1]
    assert by_mass.basis == "mass"
    _dictionary(tmp_path, "constant/initialConditions",
                "fractionBasis mass;\nfractions { H2 0.0285; O2 0.2264; N2 0.7451; }\n")
    assert _met(tmp_path, by_mass)
    assert not _met(tmp_path, replace(by_mass, basis="mole"))
    _dictionary(tmp_path, "constant/initialConditions",
                "fractionBasis mole;\nfractions { H2 2; O2 1; N2 3.76; }\n")
    assert _met(tmp_path, by_mass)


def test_raw_amounts_a_writer_lists_are_normalised_like_chemfoam_does() -> None:
    raw = (Expected("constant/initialConditions", "fractions/CH4", 0.4, rel_tol=0.001),
           Expected("constant/initialConditions", "fractions/O2", 1, rel_tol=0.001),
           Expected("constant/initialConditions", "fractions/N2", 3.76, rel_tol=0.001),
           Expected("constant/initialConditions", "p", 2e6))
    rows = checks.normalised_fractions(raw)
    assert rows[0].value == pytest.approx(0.4 / 5.16)
    assert rows[2].value == pytest.approx(3.76 / 5.16)
    assert rows[3].value == 2e6
    already = (Expected("constant/initialConditions", "fractions/H2", 0.3),
               Expected("constant/initialConditions", "fractions/O2", 0.15))
    assert checks.normalised_fractions(already) == already


def test_cells_rows_are_checked_on_the_state_setfields_leaves(case: Path) -> None:
    """A real blockMesh, setFields and writeCellCentres in a scratch copy."""
    left = [Expected("0/alpha", "cells(x < 0.05)", 1), Expected("0/alpha", "cells(x > 0.05)", 0),
            Expected("0/U", "cells(all)", [0, 0, 0])]
    wrong = [Expected("0/alpha", "cells(x < 0.05)", 0), Expected("0/alpha", "cells(all)", 1)]
    results = checks.check_case(case, [*left, *wrong], ran=False)
    assert [result.met for result in results] == [True, True, True, False, False]
    assert results[0].found.startswith("8 cells")
    assert not (case / "constant" / "polyMesh").exists(), "the case itself is never touched"


def test_a_number_without_a_tolerance_is_met_to_the_precision_it_is_written_to(
        case: Path) -> None:
    """0.25 lbm is 0.11339809 kg; a case holding 0.113398 holds it, one holding 0.1134 not."""
    assert checks.value_matches(0.11339809, 0.113398)
    assert not checks.value_matches(0.11339809, 0.1134)
    assert _met(case, Expected("constant/transportProperties", "nu", 0.0020000015))
    assert not _met(case, Expected("constant/transportProperties", "nu", 0.0020001))


def test_cells_rows_are_set_by_a_parallel_setfields_run_on_one_process(case: Path) -> None:
    """An Allrun that decomposes the case, then runs setFields in parallel before the solver:
    the state the run starts from is the one setFields leaves, rebuilt serially."""
    (case / "Allrun").write_text(
        "#!/bin/sh\ncd \"${0%/*}\" || exit\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n"
        "runApplication blockMesh\nrunApplication decomposePar\nrunParallel setFields\n"
        "runParallel $(getApplication)\n")
    rows = [Expected("0/alpha", "cells(x < 0.05)", 1), Expected("0/alpha", "cells(x < 0.05)", 0)]
    assert [result.met for result in checks.check_case(case, rows, ran=False)] == [True, False]


def test_cells_rows_follow_the_allrun_steps_that_make_the_mesh(case: Path) -> None:
    """A mesh dictionary the Allrun makes itself (as m4 or an Allmesh do) and fields written
    compressed: the checker runs the Allrun's steps before the solver, then reads ``C.gz``."""
    (case / "system" / "blockMeshDict").rename(case / "system" / "blockMeshDict.in")
    controls = case / "system" / "controlDict"
    controls.write_text(controls.read_text() + "writeCompression on;\n")
    (case / "Allrun").write_text(
        "#!/bin/sh\ncd \"${0%/*}\" || exit\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n"
        "cp system/blockMeshDict.in system/blockMeshDict\nrunApplication blockMesh\n"
        "runApplication setFields\nrunApplication $(getApplication)\n")
    rows = [Expected("0/alpha", "cells(x < 0.05)", 1), Expected("0/alpha", "cells(x > 0.05)", 0),
            Expected("0/alpha", "cells(x > 0.05)", 1)]
    results = checks.check_case(case, rows, ran=False)
    assert [result.met for result in results] == [True, True, False]
    assert not (case / "system" / "blockMeshDict").exists(), "the case itself is never touched"


def test_a_cells_row_on_a_field_kept_as_orig_is_checked_where_setfields_wrote(
        case: Path) -> None:
    """The sets' README: a field kept as ``0/X.orig`` is checked in ``0/X``; the ``.orig``
    itself never holds what setFields sets."""
    (case / "0" / "alpha").rename(case / "0" / "alpha.orig")
    (case / "Allrun").write_text(
        "#!/bin/sh\ncd \"${0%/*}\" || exit\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n"
        "runApplication blockMesh\ncp 0/alpha.orig 0/alpha\nrunApplication setFields\n"
        "runApplication $(getApplication)\n")
    rows = [Expected("0/alpha.orig", "cells(x < 0.05)", 1),
            Expected("0/alpha.orig", "cells(x < 0.05)", 0)]
    assert [result.met for result in checks.check_case(case, rows, ran=False)] == [True, False]


def test_a_nonuniform_field_fails_a_uniform_row(case: Path) -> None:
    field = case / "0" / "alpha"
    field.write_text(field.read_text().replace(
        "internalField uniform 0;", "internalField nonuniform List<scalar> 4(0 0 1 1);"))
    [result] = checks.check_case(case, [Expected("0/alpha", "internalField", 0)], ran=False)
    assert not result.met
    assert "nonuniform" in result.found


def test_a_number_in_exponent_form_loads_as_a_number(tmp_path: Path) -> None:
    """YAML 1.1 loads "6.894757e10" and "1e5" as strings: a right value scored a miss."""
    path = tmp_path / "set.yaml"
    path.write_text("- id: x-01\n  request: r\n  tutorial: t\n  expected:\n"
                    "    - {file: f, entry: E, value: 6.894757e10}\n"
                    "    - {file: f, entry: v, value: ['3.4474e7', 1e5, 0]}\n"
                    "    - {file: f, entry: w, value: 2.0e+7}\n"
                    "    - {file: f, entry: n, value: e5}\n", encoding="utf-8")
    (request,) = checks.load_requests(path)
    assert [row.value for row in request.expected] == [6.894757e10, ["3.4474e7", 1e5, 0], 2.0e7,
                                                       "e5"]


def _included_case(case: Path, include: str) -> None:
    _dictionary(case, "0/include/initialConditions", "flowVelocity (10 0 0);\n")
    path = case / "0/U"
    path.write_text(HEADER.format(kind="volVectorField", name="U")
                    + f'#include "{include}"\ndimensions [0 1 -1 0 0 0 0];\n'
                    + "internalField uniform $flowVelocity;\n"
                    + "boundaryField { inlet { type fixedValue; value $internalField; } }\n")


def test_a_value_defined_in_an_included_file_is_read_as_openfoam_reads_it(
        tmp_path: Path) -> None:
    """A tutorial that keeps its values in ``0/include/…`` (turbineSiting, aerofoils) holds
    ``uniform $flowVelocity``; the row is the expanded value, and the wrong one still fails."""
    _included_case(tmp_path, "include/initialConditions")
    assert _met(tmp_path, Expected("0/U", "internalField", [10, 0, 0]))
    assert _met(tmp_path, Expected("0/U", "boundaryField/inlet/value", [10, 0, 0]))
    assert not _met(tmp_path, Expected("0/U", "internalField", [12, 0, 0]))


def test_an_include_reaching_outside_the_case_is_not_expanded(tmp_path: Path) -> None:
    """The case is model-written: a field that includes a file outside its folder (or through
    a link) is compared unexpanded, so it is never met by what another file holds."""
    outside = tmp_path / "outside"
    _dictionary(outside, "initialConditions", "flowVelocity (10 0 0);\n")
    case = tmp_path / "case"
    _included_case(case, str(outside / "initialConditions"))
    assert not _met(case, Expected("0/U", "internalField", [10, 0, 0]))
    (case / "0/include/initialConditions").unlink()
    (case / "0/include/initialConditions").symlink_to(outside / "initialConditions")
    text = (case / "0/U").read_text().replace(
        str(outside / "initialConditions"), "include/initialConditions")
    (case / "0/U").write_text(text)
    assert not _met(case, Expected("0/U", "internalField", [10, 0, 0]))


def test_a_file_foamlib_cannot_parse_is_read_as_openfoam_reads_it(tmp_path: Path) -> None:
    """A macro inside a list of dictionaries is OpenFOAM syntax foamlib refuses; the file is
    then read as ``foamDictionary -expand`` writes it, not scored unreadable."""
    _dictionary(tmp_path, "constant/burnerProperties",
                "ratio ratio [0 0 0 0 0 0 0] 0.6;\nspark { size 0.02; }\n"
                "sites\n(\n    {\n        place (1 2 0);\n        $spark;\n    }\n);\n")
    with pytest.raises(FoamFileDecodeError):
        FoamFile(tmp_path / "constant/burnerProperties").as_dict()
    assert _met(tmp_path, Expected("constant/burnerProperties", "ratio", 0.6))
    assert not _met(tmp_path, Expected("constant/burnerProperties", "ratio", 0.7))
    _dictionary(tmp_path, "constant/broken", "ratio ( { ; \n")
    [result] = checks.check_case(tmp_path, [Expected("constant/broken", "ratio", 1)], ran=False)
    assert not result.met and "unreadable" in result.found


def test_a_case_with_every_row_met_but_an_open_audit_row_is_not_clean() -> None:
    sets = _load("blind_sets")
    Checked, Composed, figures, Outcome = sets.Checked, sets.Composed, sets.figures, sets.Outcome
    met = Checked(met=3, total=3, misses=[])
    open_case = Composed("a/b", "intended", ["a/b"], met, None, 1.0,
                         ["boundary type on sides: sides are walls"])
    clean_case = Composed("a/b", "intended", ["a/b"], met, None, 1.0, [])
    assert not open_case.clean and clean_case.clean
    totals = figures("all", [Outcome("s", "x-1", "a/b", composed=open_case),
                             Outcome("s", "x-2", "a/b", composed=clean_case)])
    assert (totals.case_correct, totals.clean_before_run) == (2, 1)


def test_a_table_function1_is_compared_by_its_rows(tmp_path: Path) -> None:
    field = tmp_path / "p"
    field.write_text(HEADER.format(kind="volScalarField", name="p")
                     + "dimensions [1 -1 -2 0 0 0 0];\ninternalField uniform 1e5;\n"
                     "boundaryField\n{\n    inlet\n    {\n        type uniformTotalPressure;\n"
                     "        p0 table ((0 100000) (1 125000));\n    }\n}\n")
    found = checks._plain(FoamFile(field)["boundaryField"]["inlet"]["p0"])
    assert checks.value_matches([[0, 100000], [1, 125000]], found, 0.001)
    assert not checks.value_matches([[0, 100000], [1, 150000]], found, 0.001)


def test_a_value_typed_as_openfoam_writes_it_is_compared_as_its_numbers(tmp_path: Path) -> None:
    written = tmp_path / "set.yaml"
    written.write_text(
        "- id: x-01\n  request: r\n  tutorial: t\n  expected:\n"
        "    - {file: 0/U, entry: internalField, value: 'uniform (1.5 0 0)'}\n"
        "    - {file: 0/p, entry: internalField, value: 'uniform 2e5'}\n"
        "    - {file: c, entry: axis, value: '(0 0 1)'}\n"
        "    - {file: 0/p, entry: boundaryField/inlet/type, value: uniformTotalPressure}\n",
        encoding="utf-8")
    rows = checks.load_requests(written)[0].expected
    assert [row.value for row in rows] == [[1.5, 0, 0], 2e5, [0, 0, 1], "uniformTotalPressure"]
    assert checks.value_matches(rows[0].value, [1.5, 0.0, 0.0])
    assert not checks.value_matches(rows[0].value, [1.6, 0.0, 0.0])


def test_a_recheck_scores_the_written_cases_again_and_keeps_the_rest(tmp_path: Path) -> None:
    sets = _load("blind_sets")
    request = sets.select(["technical"], [], 7)[0][1]
    case = tmp_path / "composed" / request.id / "case"
    case.mkdir(parents=True)
    stored = sets.Outcome("technical", request.id, request.tutorial, composed=sets.Composed(
        request.tutorial, "intended", [request.tutorial],
        sets.Checked(len(request.expected), len(request.expected), []), None, 2.0,
        ["an open row"]))
    sets.write_results(tmp_path, [stored], ["technical"])
    again = sets.recheck(tmp_path, 7)[0].composed
    assert again.checks.met == 0 and again.checks.total == len(request.expected)
    assert (again.open_rows, again.seconds, again.followed) == (
        ["an open row"], 2.0, request.tutorial)
    with pytest.raises(sets.UsageError):
        sets.recheck(tmp_path / "nothing", 7)


def test_a_set_wrapped_under_a_requests_key_loads_like_a_list(tmp_path: Path) -> None:
    """Both shapes a writer may give a set file load to the same requests."""
    one = ("- id: x-01\n  request: Run it.\n  tutorial: basic/a\n  expected:\n"
           "    - {file: 0/U, entry: internalField, value: 1}\n")
    (tmp_path / "list.yaml").write_text(one, encoding="utf-8")
    (tmp_path / "wrapped.yaml").write_text(
        "requests:\n" + "".join(f"  {line}\n" for line in one.splitlines()), encoding="utf-8")
    listed = checks.load_requests(tmp_path / "list.yaml")
    assert [request.id for request in listed] == ["x-01"]
    assert checks.load_requests(tmp_path / "wrapped.yaml") == listed


def _running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie awaiting its reaper is not)."""
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text(encoding="utf-8").rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_a_step_past_its_timeout_is_stopped_with_everything_it_started(tmp_path: Path) -> None:
    """A driver killed on timeout must not leave its children running (an Allrun's
    snappyHexMesh outlived the checker when only the driver was killed)."""
    import os
    import subprocess
    import time

    marker = tmp_path / "grandchild.pid"
    with pytest.raises(subprocess.TimeoutExpired):
        checks.run_group(["sh", "-c", f"sleep 60 & echo $! > {marker}; wait"], timeout_s=1.0,
                         env=dict(os.environ))
    grandchild = int(marker.read_text(encoding="utf-8"))
    deadline = time.monotonic() + 5.0
    while _running(grandchild) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _running(grandchild)


def test_a_step_within_its_timeout_returns_its_output() -> None:
    import os

    done = checks.run_group(["sh", "-c", "echo out; echo err >&2; exit 3"], timeout_s=10.0,
                            env=dict(os.environ))
    assert (done.returncode, done.stdout, done.stderr) == (3, "out\n", "err\n")

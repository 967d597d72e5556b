"""The catalog held against the installation: what every tutorial's own files say.

Why: the catalog is typed in by hand; the 383 tutorials of the installed examples are the
installation's own statement of how each solver is used. A row that disagrees with them is a
wrong fact, unless the disagreement is listed below with its reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.openfoam import Installation
from foam_agent.foamcase.catalog import MODELS, boundary_role, solver
from foam_agent.rag_index.corpus import Corpus, TutorialCase, scan_tutorials

_COMMENTS = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_DDT_DEFAULT = re.compile(r"ddtSchemes\s*\{[^}]*?\bdefault\s+(\w+)", re.DOTALL)
_MODEL_NAME = re.compile(r"\b(?:RASModel|LESModel|model)\s+(\w+)\s*;")
_SIMULATION_TYPE = re.compile(r"\bsimulationType\s+(\w+)\s*;")
_THERMO = re.compile(r"constant/(?:[\w.]+/)?(?:thermophysicalProperties|thermodynamicProperties)"
                     r"(?:\.[\w]+)?")
_TURBULENCE = re.compile(r"constant/(?:[\w.]+/)?(?:turbulenceProperties|momentumTransport)"
                         r"(?:\.[\w]+)?")
_INITIAL_FIELD = re.compile(r"0(?:\.orig|\.org)?/(?:[\w.]+/)?([\w.]+)")

#: Tutorials whose system/fvSchemes ddt scheme disagrees with the solver's time row, and why.
TIME_EXCEPTIONS: Mapping[str, str] = {
    "compressible/rhoSimpleFoam/gasMixing/injectorPipe":
        "a SIMPLE solver has no time derivative: the Euler scheme it keeps is never used",
    "incompressible/simpleFoam/squareBend":
        "a SIMPLE solver has no time derivative: the Euler scheme it keeps is never used",
    "incompressible/lumpedPointMotion/building/steady":
        "its fvSchemes holds a steady and a transient set, picked by ${FOAM_EXECUTABLE}",
}
#: Flow tutorials without a thermophysical model under a compressible solver, or the converse.
COMPRESSIBLE_EXCEPTIONS: Mapping[str, str] = {}
#: Turbulent solvers' tutorials without a turbulence dictionary, and why.
TURBULENCE_EXCEPTIONS: Mapping[str, str] = {
    "heatTransfer/chtMultiRegionSimpleFoam/jouleHeatingSolid":
        "a single solid region: no fluid, so no turbulence dictionary",
}
#: Names in a turbulence dictionary's model entry that are not single-phase RAS/LES models.
MODEL_EXCEPTIONS: Mapping[str, str] = {
    "PDRkEpsilon": "PDRFoam's own k-epsilon variant (flame in obstructed regions)",
    "mixtureKEpsilon": "Euler-Euler two-phase mixture model (a phase-pair model)",
    "buoyantKEpsilon": "driftFluxFoam's buoyancy-corrected k-epsilon for mixtures",
    "continuousGasKEqn": "Euler-Euler per-phase LES model",
    "continuousGasKEpsilon": "Euler-Euler per-phase RAS model",
    "NicenoKEqn": "Euler-Euler bubble-induced LES model",
    "LaheyKEpsilon": "Euler-Euler bubble-induced RAS model",
    "kineticTheory": "granular phase model of the Euler-Euler solvers",
    "phasePressure": "granular phase model of the Euler-Euler solvers",
    "laminar": "compressibleInterDyMFoam's sphereDrop names the laminar model in its model key",
    "RAS_MODEL": "bump2D's template placeholder, replaced by its Allrun",
    "xxx": "turbulentFlatPlate's template placeholder, replaced by its Allrun",
}
#: Condition types found in a ``0/`` file that have no role, and why.
CONDITION_EXCEPTIONS: Mapping[str, str] = {}


@pytest.fixture(scope="module")
def corpus(installation: Installation) -> Corpus:
    assert installation.tutorials_dir, "the installation has no tutorials"
    return scan_tutorials(installation.tutorials_dir)


def _solver_cases(corpus: Corpus) -> Iterator[tuple[TutorialCase, str]]:
    """Tutorials whose application the catalog has, with their own constant/ (cases that take
    constant/ from a shared folder at run time are left out: their files are elsewhere)."""
    for case in corpus.cases:
        row = solver(case.solver)
        if row is not None and any(path.startswith("constant/") for path in case.files):
            yield case, case.solver


def _text(case: TutorialCase, path: str) -> str:
    return _COMMENTS.sub("", case.files[path])


def test_every_application_of_the_tutorials_is_catalogued(corpus: Corpus) -> None:
    """Each solver a tutorial runs has a row (mesh tools and utilities aside)."""
    installed = {path.name for path in Path("/usr/bin").glob("*Foam")}
    missing = sorted({case.solver for case in corpus.cases if case.solver.endswith("Foam")
                      and case.solver in installed and solver(case.solver) is None})
    assert missing == []


def test_steady_and_transient_rows_match_the_tutorials_schemes(corpus: Corpus) -> None:
    wrong = []
    checked = 0
    for case, name in _solver_cases(corpus):
        row = solver(name)
        assert row is not None
        if "system/fvSchemes" not in case.files or case.path in TIME_EXCEPTIONS:
            continue
        defaults = set(_DDT_DEFAULT.findall(_text(case, "system/fvSchemes")))
        if not defaults or not defaults <= {"steadyState", "Euler", "backward",
                                            "CrankNicolson", "localEuler"}:
            continue
        steady = defaults == {"steadyState"}
        checked += 1
        if (row.steady and not steady) or (row.transient and steady):
            wrong.append((case.path, name, row.time, sorted(defaults)))
    assert wrong == []
    assert checked > 250


def test_compressible_rows_match_the_tutorials_property_files(corpus: Corpus) -> None:
    wrong = []
    for case, name in _solver_cases(corpus):
        row = solver(name)
        assert row is not None
        if not row.flow or case.path in COMPRESSIBLE_EXCEPTIONS:
            continue
        thermo = any(_THERMO.fullmatch(path) for path in case.files)
        if thermo != row.compressible:
            wrong.append((case.path, name, row.compressible))
    assert wrong == []


def test_laminar_rows_match_the_tutorials_turbulence_files(corpus: Corpus) -> None:
    """A laminar-only solver's tutorial models no turbulence; a turbulent solver's flow
    tutorial has a turbulence dictionary."""
    wrong = []
    for case, name in _solver_cases(corpus):
        row = solver(name)
        assert row is not None
        files = [path for path in case.files if _TURBULENCE.fullmatch(path)]
        kinds = {kind for path in files for kind in _SIMULATION_TYPE.findall(_text(case, path))}
        if not row.turbulence and kinds - {"laminar"}:
            wrong.append((case.path, name, "laminar-only solver with", sorted(kinds)))
        if row.turbulence and row.flow and not files and case.path not in TURBULENCE_EXCEPTIONS:
            wrong.append((case.path, name, "turbulent solver without a turbulence file", []))
    assert wrong == []


def test_every_model_the_tutorials_name_is_catalogued(corpus: Corpus) -> None:
    unknown = sorted({(case.path, model) for case in corpus.cases
                      for path in case.files if _TURBULENCE.fullmatch(path)
                      for model in _MODEL_NAME.findall(_text(case, path))
                      if model not in MODELS and model not in MODEL_EXCEPTIONS})
    assert unknown == []


def test_every_catalogued_model_has_its_fields_in_the_tutorials_that_use_it(
        corpus: Corpus) -> None:
    """A tutorial running model M has every field the catalog says M reads."""
    wrong = []
    for case in corpus.cases:
        for path in case.files:
            if not _TURBULENCE.fullmatch(path) or "/" in path[len("constant/"):]:
                continue
            text = _text(case, path)
            family = _SIMULATION_TYPE.search(text)
            named = re.search(r"\b(?:RASModel|LESModel|model)\s+(\w+)\s*;", text)
            if family is None or named is None or family.group(1) not in ("RAS", "LES"):
                continue
            model = MODELS.get(named.group(1))
            initial = {match.group(1) for file in case.files
                       if (match := _INITIAL_FIELD.fullmatch(file))}
            if model is None or not initial or "U" not in initial:
                continue
            missing = [name for name in model.required_fields if name not in initial]
            if missing:
                wrong.append((case.path, model.name, missing))
    assert wrong == []


def _condition_types(case: TutorialCase) -> Iterator[tuple[str, str, str]]:
    """(file, field, type) of every patch entry of the case's initial fields."""
    for path, text in case.files.items():
        match = _INITIAL_FIELD.fullmatch(path)
        if match is None or "boundaryField" not in text:
            continue
        try:
            parsed = FoamFile.loads(text)
        except Exception:  # m4 templates, macros foamlib does not expand  # noqa: BLE001
            continue
        boundary = parsed.get("boundaryField") if isinstance(parsed, Mapping) else None
        if not isinstance(boundary, Mapping):
            continue
        for entry in boundary.values():
            if isinstance(entry, Mapping) and isinstance(entry.get("type"), str):
                yield path, match.group(1), entry["type"]


def test_every_condition_type_in_the_tutorials_has_a_role(corpus: Corpus) -> None:
    found = [(kind, field) for case in corpus.cases for _, field, kind in _condition_types(case)]
    unknown = sorted({(kind, field) for kind, field in found
                      if boundary_role(kind, field) is None and kind not in CONDITION_EXCEPTIONS})
    assert unknown == []
    assert len(found) > 5000 and len({kind for kind, _ in found}) > 100

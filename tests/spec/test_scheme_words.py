"""A top-level scheme of ``fvSchemes`` chosen by one word (rhoCentralFoam's ``fluxScheme``):
read against the words the installation's cases give it, placed in ``fvSchemes`` and written
there, and a word no case gives it refused with why instead of dropped in silence."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.numerics import place_setting
from foam_agent.foamcase.case.vocabulary import tutorials_dir
from foam_agent.foamcase.catalog.numerics import FV_SCHEMES

TUTORIALS = tutorials_dir()
needs_tutorials = pytest.mark.skipif(TUTORIALS is None, reason="no OpenFOAM tutorials")


@needs_tutorials
@pytest.mark.parametrize("prompt", [
    "Supersonic wedge with rhoCentralFoam at Mach 2; fluxScheme Tadmor; run 1 s.",
    "rhoCentralFoam obliqueShock with fluxScheme = Tadmor and endTime 2.",
])
def test_a_flux_scheme_in_code_form_is_read(prompt: str) -> None:
    settings = parse_spec(prompt).stated.numerics
    assert [(item.keyword, item.value) for item in settings] == [("fluxScheme", "Tadmor")]


@needs_tutorials
def test_a_flux_scheme_no_case_names_is_refused_not_dropped() -> None:
    spec = parse_spec("rhoCentralFoam wedge at Mach 2, fluxScheme Roe, run 1 s.")
    assert not [item for item in spec.stated.numerics if item.keyword == "fluxScheme"]
    refused = [item for item in spec.stated.not_applied if "fluxScheme" in item.reason]
    assert refused and "Kurganov" in refused[0].reason


@needs_tutorials
def test_a_flux_scheme_is_placed_and_written_in_fv_schemes(tmp_path: Path) -> None:
    assert TUTORIALS is not None
    case = copy_tutorial(TUTORIALS / "compressible" / "rhoCentralFoam" / "forwardStep",
                         tmp_path / "case")
    placing = place_setting("fluxScheme", None, None, case)
    assert [(place.file, place.keys) for place in placing.locations] == [
        (FV_SCHEMES, ("fluxScheme",))]
    solution_only = tmp_path / "no-scheme"
    shutil.copytree(case, solution_only)
    schemes = FoamFile(solution_only / FV_SCHEMES)
    del schemes["fluxScheme"]
    assert not place_setting("fluxScheme", None, None, solution_only).locations


@needs_tutorials
def test_a_flux_scheme_changed_from_one_word_to_another_is_read() -> None:
    spec = parse_spec("rhoCentralFoam wedge at Mach 2: switch fluxScheme in fvSchemes from "
                      "Kurganov to Tadmor, run 1 s.")
    assert [(item.keyword, item.value) for item in spec.stated.numerics] == [
        ("fluxScheme", "Tadmor")]
    assert not [item for item in spec.stated.not_applied if "fluxScheme" in item.reason]


@needs_tutorials
@pytest.mark.parametrize("prompt", [
    "rhoCentralFoam forward step, flux scheme: Tadmor, stop at 0.2.",
    "rhoCentralFoam wedge with the Tadmor flux scheme, end 1.",
])
def test_a_flux_scheme_named_in_words_is_read(prompt: str) -> None:
    spec = parse_spec(prompt)
    assert [(item.keyword, item.value) for item in spec.stated.numerics] == [
        ("fluxScheme", "Tadmor")]


@needs_tutorials
def test_a_flux_scheme_named_in_words_without_a_known_scheme_is_refused() -> None:
    spec = parse_spec("rhoCentralFoam wedge, use the AUSM flux scheme, end 1.")
    assert not spec.stated.numerics
    assert [item for item in spec.stated.not_applied if "fluxScheme" in item.reason]

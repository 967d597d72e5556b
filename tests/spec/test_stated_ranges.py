"""A range stated for a quantity binds to the case's pair of entries for its two ends: an IATE
bubble column's ``dMin``/``dMax``, dnsFoam's forcing band ``UOKlower``/``UOKupper``.

Before, every rule left a range alone (no one value of it is an entry's) and the limits stayed
"not understood". Requests in my own words; the pair comes from the cases' keywords and the
catalog row's stems, never from the phrase.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.openfoam.tutorials import copy_tutorial
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.bounds import BoundPair, bound_pairs
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

IATE = DEBIAN_TUTORIALS / "multiphase" / "twoPhaseEulerFoam" / "laminar" / "bubbleColumnIATE"
BOX = DEBIAN_TUTORIALS / "DNS" / "dnsFoam" / "boxTurb16"


def test_pairs_are_found_by_stem_and_affix() -> None:
    keywords = {"dMin", "dMax", "d0", "UOKlower", "UOKupper", "minValue", "maxValue", "pMin"}
    assert bound_pairs(("d0",), keywords) == [BoundPair("dMin", "dMax")]
    assert bound_pairs(("UOK",), keywords) == [BoundPair("UOKlower", "UOKupper")]
    assert bound_pairs(("Value",), keywords) == [BoundPair("minValue", "maxValue")]
    # One end alone is no pair.
    assert bound_pairs(("p",), keywords) == []


def _ends(request: str) -> dict[str, float]:
    return {item.name: float(item.value) for item in parse_spec(request).stated.properties}


@pytest.mark.parametrize("request_text", (
    "twoPhaseEulerFoam bubbleColumnIATE: limit the bubble diameter between 0.15 mm and 8 mm.",
    "IATE bubble column (twoPhaseEulerFoam), with bubble diameters kept in the range "
    "0.15-8 mm.",
    "bubbleColumnIATE, twoPhaseEulerFoam; bubble size from 8 mm to 0.15 mm.",
))
def test_a_diameter_range_goes_to_the_iate_limits(tmp_path: Path, request_text: str) -> None:
    spec = parse_spec(request_text)
    ends = {item.name: float(item.value) for item in spec.stated.properties}
    assert ends == pytest.approx({"dMin": 1.5e-4, "dMax": 8e-3})
    case = copy_tutorial(IATE, tmp_path / "case")
    apply_requirements(case, spec.stated)
    coefficients = FoamFile(case / "constant" / "phaseProperties")[("air", "IATECoeffs")]
    assert (float(coefficients["dMin"]), float(coefficients["dMax"])) == \
        pytest.approx((1.5e-4, 8e-3))
    rows = {row.requirement: row.met for row in audit_case(spec, case)}
    assert rows["dMin"] and rows["dMax"]


def test_a_wavenumber_band_goes_to_the_forcing_limits() -> None:
    assert _ends("dnsFoam boxTurb16: force the wavenumber band from 3 to 11.") == \
        {"UOKlower": 3, "UOKupper": 11}
    assert _ends("boxTurb16 with dnsFoam, forcing over wave numbers between 6 and 12 1/m.") \
        == {"UOKlower": 6, "UOKupper": 12}


def test_a_range_in_a_unit_of_other_dimensions_binds_nothing() -> None:
    assert not {"dMin", "dMax"} & set(_ends(
        "twoPhaseEulerFoam bubbleColumnIATE: bubble diameter between 1 and 2 m/s."))

"""A stated value the case keeps no entry of, that only restates what other stated values give
by a catalog relation ("nu = 1e-3 m^2/s and Pr = 1, so the thermal diffusivity is 1e-3
m^2/s" of a Boussinesq case keeping nu and Pr), is read; one that disagrees is kept.

Why: the restated diffusivity was a requirement on ``DT``, which BenardCells does not have, so
a case with every value met ended with an open row.
"""

from __future__ import annotations

from foam_agent.agents.spec.case_entries import bind_to_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

BENARD = DEBIAN_TUTORIALS / "heatTransfer" / "buoyantBoussinesqPimpleFoam" / "BenardCells"


def _bound(prompt: str) -> dict[str, object]:
    return {item.name: item.value
            for item in bind_to_case(parse_spec(prompt), BENARD).stated.properties}


def test_a_restated_diffusivity_is_read() -> None:
    bound = _bound("BenardCells with nu = 2e-3 m^2/s and Pr = 0.5, i.e. a thermal "
                   "diffusivity of 4e-3 m^2/s; floor 301 K, ceiling 300 K")
    assert "DT" not in bound and bound["nu"] == 2e-3 and bound["Pr"] == 0.5


def test_a_diffusivity_that_disagrees_is_kept() -> None:
    bound = _bound("BenardCells: nu = 2e-3 m^2/s, Pr = 0.7, thermal diffusivity 5e-3 m^2/s")
    assert bound["DT"] == 5e-3


def test_a_diffusivity_alone_is_kept() -> None:
    assert _bound("BenardCells, thermal diffusivity 1e-3 m^2/s")["DT"] == 1e-3

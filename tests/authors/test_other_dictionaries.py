"""Coefficients kept outside the material dictionaries (``financialProperties``, a solid's
``mechanicalProperties`` with its ``{ type uniform; value v; }`` entries, ``boxTurbDict``):
located, written by the property editor, and read back where the audit reads them."""

from __future__ import annotations

from collections.abc import Callable

from foamlib import FoamFile

from foam_agent.agents.authors.base import Reference
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.editors.workspace import read_back, workspace
from foam_agent.agents.spec.extract import extract
from foam_agent.foamcase.case.locations import Location, locate

EUROPEAN_CALL = "financial/financialFoam/europeanCall"
PLATE_HOLE = "stressAnalysis/solidDisplacementFoam/plateHole"


def test_a_keyword_of_another_constant_dictionary_is_located(
        reference: Callable[[str], Reference]) -> None:
    assert locate("strike", reference(EUROPEAN_CALL).files) == [
        Location("constant/financialProperties", ("strike",))]
    assert locate("E", reference(PLATE_HOLE).files) == [
        Location("constant/mechanicalProperties", ("E", "value"))]
    assert locate("nosuchcoefficient", reference(PLATE_HOLE).files) == []


def test_the_editor_writes_them_where_the_case_keeps_them(
        reference: Callable[[str], Reference]) -> None:
    with workspace(reference(EUROPEAN_CALL).files) as root:
        apply_requirements(root, extract("financialFoam: strike = 50, sigma = 0.3"))
        files = read_back(root)
    financial = FoamFile.loads(files["constant/financialProperties"])
    assert (financial["strike"], financial["sigma"], financial["r"]) == (50, 0.3, 0.1)
    with workspace(reference(PLATE_HOLE).files) as root:
        apply_requirements(root, extract("plateHole: rho = 4430 kg/m^3"))
        files = read_back(root)
    mechanical = FoamFile.loads(files["constant/mechanicalProperties"])
    assert mechanical["rho"] == {"type": "uniform", "value": 4430}
    assert mechanical["E"] == {"type": "uniform", "value": 2e11}

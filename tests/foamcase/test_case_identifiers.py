"""The identifiers a case's own files use (``foamcase.case.identifiers``)."""

from __future__ import annotations

from foam_agent.foamcase.case.identifiers import case_identifiers
from foam_agent.foamcase.case.vocabulary import DEBIAN_TUTORIALS

PITZ = DEBIAN_TUTORIALS / "incompressible" / "simpleFoam" / "pitzDaily"
POROUS = DEBIAN_TUTORIALS / "incompressible" / "pisoFoam" / "laminar" / "porousBlockage"


def test_keywords_files_and_tools_of_the_case_are_its_identifiers() -> None:
    assert {"residualControl", "SIMPLE", "fvSolution", "inlet"} <= case_identifiers(PITZ)
    assert {"topoSet", "topoSetDict", "boxToCell"} <= case_identifiers(POROUS)


def test_words_only_in_comments_or_other_cases_are_not() -> None:
    # "pressure" is a patch of some tutorial, "OpenFOAM" is in every header comment
    assert not {"pressure", "OpenFOAM", "porousBlockage"} & case_identifiers(PITZ)

"""Tutorial facets read from the tutorials' own files, and how a request's facets score them."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.rag_index.corpus import read_case
from foam_agent.rag_index.facets import CaseFacets, QueryFacets, case_facets
from foam_agent.rag_index.rank import canonical_first, demo_asked, facet_score, variant_of


@pytest.fixture(scope="module")
def tutorials(installation: Installation) -> Path:
    assert installation.tutorials_dir
    return Path(installation.tutorials_dir)


def _facets(tutorials: Path, case: str) -> CaseFacets:
    return case_facets(read_case(tutorials, case))


@pytest.mark.parametrize(
    ("case", "expected"),
    [
        ("incompressible/icoFoam/cavity/cavity",
         {"turbulence": "laminar", "time": "transient", "compressible": False, "phases": 1,
          "demo": None}),
        ("incompressible/pisoFoam/RAS/cavity",
         {"turbulence": "RAS", "model": "kEpsilon", "phases": 1}),
        ("incompressible/simpleFoam/pitzDaily",
         {"turbulence": "RAS", "time": "steady", "compressible": False}),
        ("incompressible/pimpleFoam/LES/channel395",
         {"turbulence": "LES", "model": "WALE", "tags_has": "periodic"}),
        ("multiphase/interFoam/laminar/damBreak/damBreak",
         {"phases": 2, "gravity": True, "buoyant": False, "tags_has": "surface tension"}),
        ("multiphase/multiphaseInterFoam/laminar/damBreak4phase", {"phases": 4}),
        ("compressible/rhoCentralFoam/forwardStep",
         {"compressible": True, "inviscid": True, "thermo": "hePsiThermo"}),
        ("heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells",
         {"buoyant": True, "heat_transfer": True, "compressible": False}),
        ("combustion/reactingFoam/laminar/counterFlowFlame2D",
         {"reacting": True, "compressible": True, "turbulence": "laminar"}),
        ("incompressible/nonNewtonianIcoFoam/offsetCylinder", {"tags_has": "non-Newtonian"}),
        ("incompressible/simpleFoam/mixerVessel2D", {"tags_has": "rotating frame"}),
        ("preProcessing/createZeroDirectory/cavity",
         {"demo": "shows preProcessing/createZeroDirectory", "initial_fields": False,
          "demo_words": ("createzerodirectory",)}),
        ("mesh/parallel/cavity", {"demo": "a parallel-decomposition demo"}),
        ("incompressible/overPimpleDyMFoam/cylinder/cylinderAndBackground",
         {"demo": "demonstrates overset meshes", "demo_words": ("overset", "chimera",
                                                                 "overlapping")}),
        # Turbulence from a variant file (turbulenceProperties.air) and initial fields in
        # 0.<model>/ folders.
        ("multiphase/twoPhaseEulerFoam/RAS/bubbleColumn", {"turbulence": "RAS", "phases": 2}),
        ("incompressible/simpleFoam/turbulentFlatPlate", {"initial_fields": True, "demo": None}),
    ],
)
def test_facets_come_from_the_tutorials_files(
    tutorials: Path, case: str, expected: dict[str, object]
) -> None:
    facets = _facets(tutorials, case)
    for name, value in expected.items():
        if name == "tags_has":
            assert value in facets.tags, facets.tags
        else:
            assert getattr(facets, name) == value, (name, facets)


def test_facets_survive_the_docstore_round_trip(tutorials: Path) -> None:
    facets = _facets(tutorials, "preProcessing/createZeroDirectory/cavity")
    assert CaseFacets.from_json(facets.to_json()) == facets


LAMINAR_CAVITY = CaseFacets(turbulence="laminar", time="transient", compressible=False)
RAS_CAVITY = CaseFacets(turbulence="RAS", model="kEpsilon", time="transient",
                        compressible=False)
VOF = CaseFacets(turbulence="laminar", compressible=False, phases=2)


def test_a_laminar_request_costs_a_turbulent_tutorial_more_than_the_reverse() -> None:
    laminar = QueryFacets(turbulence="laminar", compressible=False)
    assert facet_score(laminar, LAMINAR_CAVITY).value > 0
    ras_for_laminar = facet_score(laminar, RAS_CAVITY)
    assert ras_for_laminar.value < -0.2
    assert ras_for_laminar.penalties == ("RAS where laminar was asked (-0.25)",)
    laminar_for_ras = facet_score(QueryFacets(turbulence="RAS"), LAMINAR_CAVITY)
    assert laminar_for_ras.value == 0  # the writer adds the model


def test_phases_compressibility_and_tags_are_compared() -> None:
    assert facet_score(QueryFacets(phases=2), VOF).matches == ("multiphase", "2 phases")
    assert facet_score(QueryFacets(phases=1), VOF).value < -0.2
    assert facet_score(QueryFacets(compressible=True), LAMINAR_CAVITY).value < -0.2
    assert facet_score(QueryFacets(), VOF).value < 0  # multiphase while none was asked
    porous = CaseFacets(tags=("porous",))
    assert facet_score(QueryFacets(), porous, {"porous"}).matches == ("porous",)
    assert facet_score(QueryFacets(), porous, {"cavity"}).value == 0


def test_demos_are_asked_for_by_their_utility_and_follow_their_canonical_case() -> None:
    demo = CaseFacets(demo="shows preProcessing/createZeroDirectory",
                      demo_words=("createzerodirectory",))
    assert demo_asked(demo, {"createzerodirectory", "cavity"})
    assert not demo_asked(demo, {"create", "zero", "cavity"})
    order = ["preProcessing/createZeroDirectory/cavity", "incompressible/pisoFoam/RAS/cavity",
             "incompressible/icoFoam/cavity/cavity", "incompressible/icoFoam/elbow"]
    solvers = {order[0]: "icoFoam", order[1]: "pisoFoam", order[2]: "icoFoam",
               order[3]: "icoFoam"}
    assert canonical_first(order, solvers, {order[0]}) == [order[1], order[2], order[0],
                                                           order[3]]
    # No canonical case of the same solver and name: the demo keeps its place.
    assert canonical_first(order[:2], solvers, {order[0]}) == order[:2]


def test_variants_extend_a_base_name_of_the_same_solver() -> None:
    names = ["cavity", "cavityClipped", "cavityGrade", "elbow", "T3A"]
    assert variant_of("cavityClipped", names) == "cavity"
    assert variant_of("cavity", names) is None
    assert variant_of("elbow", names) is None

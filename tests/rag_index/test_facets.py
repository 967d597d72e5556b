"""Tutorial facets read from the tutorials' own files, and how a request's facets score them."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.rag_index.corpus import read_case
from foam_agent.rag_index.facets import (
    DEFINING_TAGS,
    CaseFacets,
    QueryFacets,
    case_facets,
    fields_from_sibling,
    heated_patch_tags,
    inclined_patches,
    initial_liquid_shape,
    interior_patches,
    wall_temperatures,
)
from foam_agent.rag_index.rank import (
    DEFINING,
    TAG,
    canonical_first,
    demo_asked,
    facet_score,
    kinematic_viscosity_stated,
    laminar_rule,
    one_fluid_named,
    solid_and_fluid_stated,
    temperatures_stated,
)
from tests.rag_index.conftest import facets_of


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
    facets = facets_of(tutorials, case)
    for name, value in expected.items():
        if name == "tags_has":
            assert value in facets.tags, facets.tags
        else:
            assert getattr(facets, name) == value, (name, facets)


def test_walls_held_at_different_temperatures_and_a_water_depth_are_read_from_the_files(
    tutorials: Path,
) -> None:
    cavity = read_case(tutorials, "heatTransfer/buoyantSimpleFoam/buoyantCavity")
    assert wall_temperatures(cavity.files) == (288.15, 307.75)  # its cold and hot walls
    assert "heated and cooled walls" in case_facets(cavity).tags
    # A room heated by a region of hot air, not by a wall: one wall temperature.
    room = facets_of(tutorials, "heatTransfer/buoyantPimpleFoam/hotRoom")
    assert "heated and cooled walls" not in room.tags
    # A jet's fixed inlet temperature is the incoming gas's, not a wall's.
    jet = read_case(tutorials, "compressible/rhoCentralFoam/LadenburgJet60psi")
    assert len(wall_temperatures(jet.files)) < 2
    bump = facets_of(tutorials, "incompressible/shallowWaterFoam/squareBump")
    assert "depth-averaged" in bump.tags and bump.phases == 1


def test_a_heated_box_inside_the_room_is_a_heated_body_not_heated_walls(tutorials: Path) -> None:
    """hotRadiationRoom's 0/T also holds two temperatures (a 500 K box, 300 K floor and
    ceiling), but its blockMeshDict puts the box inside the room; buoyantCavity's hot and
    cold patches are the domain's own sides."""
    room = read_case(tutorials, "heatTransfer/buoyantSimpleFoam/hotRadiationRoom")
    assert len(wall_temperatures(room.files)) == 2
    assert interior_patches(room.files) == frozenset({"box"})
    assert "heated body" in case_facets(room).tags
    assert "heated and cooled walls" not in case_facets(room).tags
    cavity = read_case(tutorials, "heatTransfer/buoyantSimpleFoam/buoyantCavity")
    assert interior_patches(cavity.files) == frozenset()
    assert "heated body" not in case_facets(cavity).tags
    # Floor and ceiling of a Rayleigh-Benard layer are the domain's sides too.
    assert "heated and cooled walls" in facets_of(
        tutorials, "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells").tags


BLOCKS = """vertices ( (0 0 0) (4 0 0) (4 2 0) (0 2 0) (0 0 1) (4 0 1) (4 2 1) (0 2 1)
                      (1 0 0) (2 0 0) (2 1 0) (1 1 0) (1 0 1) (2 0 1) (2 1 1) (1 1 1) );
boundary
(
    heater { type wall; faces ( (10 11 15 14) (9 10 14 13) ); }
    left { type wall; faces ( (0 3 7 4) ); }
    right { type wall; faces ( (1 2 6 5) ); }
);
"""


def test_a_patch_off_the_domains_sides_is_interior_and_unreadable_vertices_say_nothing() -> None:
    heated = {"system/blockMeshDict": BLOCKS}
    assert interior_patches(heated) == frozenset({"heater"})
    assert interior_patches({"system/blockMeshDict": BLOCKS.replace("(4 0 0)", "($x 0 0)")}
                            ) is None
    assert interior_patches({}) is None
    temperatures = """boundaryField
{
    heater { type fixedValue; value uniform 400; }
    left { type fixedValue; value uniform 300; }
    right { type zeroGradient; }
}
"""
    tags = heated_patch_tags({**heated, "0/T": temperatures})
    assert "heated body" in tags and "heated and cooled walls" not in tags
    # Where the mesh cannot be read, every fixed-temperature wall counts as a side.
    unreadable = {"0/T": temperatures}
    assert heated_patch_tags(unreadable) == ("heated and cooled walls",)


def test_a_sloped_face_is_read_from_the_mesh_and_a_curved_one_says_nothing(
    tutorials: Path,
) -> None:
    """The Mach 5 wedge's obstacle patch is a sloped face; the oblique-shock channel, which
    shares every other facet with it (compressible, 2D, shock), has none."""
    wedge = read_case(tutorials, "compressible/rhoCentralFoam/wedge15Ma5")
    assert inclined_patches(wedge.files) == frozenset({"obstacle"})
    assert "inclined wall" in case_facets(wedge).tags
    channel = read_case(tutorials, "compressible/rhoCentralFoam/obliqueShock")
    assert inclined_patches(channel.files) == frozenset()
    assert "inclined wall" not in case_facets(channel).tags
    ramp = BLOCKS.replace("(4 2 0)", "(4 3 0)").replace("(4 2 1)", "(4 3 1)")
    assert inclined_patches({"system/blockMeshDict": ramp}) == frozenset()  # faces no patch
    sloped = ramp.replace("right { type wall; faces ( (1 2 6 5) ); }",
                          "top { type wall; faces ( (3 7 6 2) ); }")
    assert inclined_patches({"system/blockMeshDict": sloped}) == frozenset({"top"})
    # Faces between the vertices of an arc are flat and sloped too: curved meshes say nothing.
    arcs = sloped.replace("boundary", "edges ( arc 3 2 (2 2.8 0) );\nboundary")
    assert inclined_patches({"system/blockMeshDict": arcs}) == frozenset()
    assert inclined_patches({}) is None


def test_a_wedge_named_in_the_request_fits_an_inclined_wall() -> None:
    wedge = CaseFacets(compressible=True, tags=("inclined wall",))
    words = {"supersonic", "wedge", "shock"}
    assert facet_score(QueryFacets(), wedge, words).matches == ("inclined wall",)
    assert facet_score(QueryFacets(), wedge, {"shock", "channel"}).matches == ()


def test_a_heater_named_in_the_request_fits_a_heated_body() -> None:
    body = CaseFacets(buoyant=True, tags=("heated body",))
    assert facet_score(QueryFacets(), body, {"heater", "room"}).matches == ("heated body",)
    assert facet_score(QueryFacets(), body, {"left", "wall"}, temperatures=2).matches == ()


def test_facets_survive_the_docstore_round_trip(tutorials: Path) -> None:
    facets = facets_of(tutorials, "preProcessing/createZeroDirectory/cavity")
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


def test_only_the_laminar_rule_excludes_a_case() -> None:
    """A stated laminar flow excludes RAS, LES and multiphase cases; every other
    contradiction of the solver family costs HARD but leaves the case in the ranking."""
    laminar = QueryFacets(turbulence="laminar")
    ras = CaseFacets(turbulence="RAS", phases=1)
    assert laminar_rule(laminar, ras) == "RAS where a laminar flow was asked"
    assert facet_score(laminar, ras).excluded == "RAS where a laminar flow was asked"
    assert laminar_rule(laminar, VOF) == "2 phases where a laminar single-phase flow was asked"
    assert laminar_rule(QueryFacets(turbulence="laminar", phases=2), VOF) is None
    assert laminar_rule(QueryFacets(turbulence="laminar", compressible=True), ras) is None
    assert laminar_rule(laminar, LAMINAR_CAVITY) is None
    # A phase count, compressibility or buoyancy that contradicts: a cost, not a filter.
    for query, case in ((QueryFacets(phases=2), LAMINAR_CAVITY),
                        (QueryFacets(compressible=True), LAMINAR_CAVITY),
                        (QueryFacets(buoyant=True), LAMINAR_CAVITY)):
        fit = facet_score(query, case)
        assert fit.value < 0 and fit.excluded is None


def test_two_stated_temperatures_fit_a_case_with_heated_and_cooled_walls() -> None:
    assert temperatures_stated("the left wall at 40 °C, the right at 20 °C") == 2
    assert temperatures_stated("heater at 600 K, walls at 300 K, T = 300K") == 2
    assert temperatures_stated("40 °C and 313.15 K") == 1  # the same temperature twice
    assert temperatures_stated("water at 20 C flows at 2 m/s, Re 400") == 1
    walls = CaseFacets(buoyant=True, tags=("heated and cooled walls",))
    assert facet_score(QueryFacets(), walls, temperatures=2).matches == (
        "heated and cooled walls",)
    assert facet_score(QueryFacets(), walls, temperatures=1).matches == ()
    assert facet_score(QueryFacets(), walls, {"hotwall", "coldwall"}).value == 0.08


def test_free_surface_asked_of_a_depth_averaged_case_is_no_contradiction() -> None:
    shallow = CaseFacets(turbulence="laminar", phases=1, tags=("depth-averaged",))
    fit = facet_score(QueryFacets(phases=2), shallow)
    assert fit.penalties == () and fit.matches == ("free surface (depth-averaged)",)
    assert facet_score(QueryFacets(phases=2), LAMINAR_CAVITY).value == -0.25


def test_one_fluid_is_read_only_when_no_second_phase_or_interface_is_mentioned() -> None:
    assert one_fluid_named({"water", "at", "flows", "through", "channel"}) == "water"
    assert one_fluid_named({"air", "enters", "duct"}) == "air"
    assert one_fluid_named({"water", "air", "tank"}) is None  # two fluids
    assert one_fluid_named({"water", "droplets", "fall"}) is None  # a second phase
    assert one_fluid_named({"water", "overflows", "weir"}) is None  # a free surface
    assert one_fluid_named({"flow", "channel"}) is None  # no fluid


def test_one_named_fluid_penalises_multiphase_and_reacting_cases() -> None:
    words = {"water", "flows", "channel"}
    vof = facet_score(QueryFacets(), VOF, words)
    # Read from words, not stated: a penalty larger than a cheap switch, but no filter.
    assert vof.contradictions == 0 and vof.value < -0.1
    assert vof.penalties == ("2 phases where one fluid (water) was named (-0.15)",)
    flame = facet_score(QueryFacets(), CaseFacets(reacting=True), words)
    assert flame.contradictions == 0
    assert flame.penalties == ("reacting where one fluid (water) was named (-0.15)",)
    assert facet_score(QueryFacets(), LAMINAR_CAVITY, words).matches == ("one fluid (water)",)
    # The request's own phase count decides when it states one.
    assert facet_score(QueryFacets(phases=2), VOF, words).contradictions == 0
    # Without a named fluid a multiphase case only loses a little and is not filtered.
    unstated = facet_score(QueryFacets(), VOF, {"flows", "channel"})
    assert unstated.contradictions == 0 and unstated.value == -0.05


def test_one_named_liquid_costs_a_compressible_case_unless_compressibility_is_stated() -> None:
    gas_dynamics = CaseFacets(turbulence="laminar", compressible=True)
    water = facet_score(QueryFacets(), gas_dynamics, {"water", "channel"})
    assert water.penalties == ("compressible where one liquid (water) was named (-0.10)",)
    assert facet_score(QueryFacets(), gas_dynamics, {"air", "channel"}).penalties == ()
    stated = facet_score(QueryFacets(compressible=True), gas_dynamics, {"water", "channel"})
    assert stated.penalties == () and stated.matches == ("one fluid (water)", "compressible")


def test_steady_asked_of_a_transient_only_solver_costs_more() -> None:
    steady = QueryFacets(time="steady")
    transient_case = CaseFacets(time="transient")
    switchable = facet_score(steady, transient_case, solver_times={"steady", "transient"})
    transient_only = facet_score(steady, transient_case, solver_times={"transient"})
    assert switchable.penalties == ("transient where steady was asked (-0.05)",)
    assert transient_only.penalties == ("transient-only solver where steady was asked (-0.10)",)
    assert transient_only.value < switchable.value and transient_only.contradictions == 0


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


def test_initial_fields_taken_from_a_folder_beside_the_case_are_no_demo(tutorials: Path) -> None:
    for case in ("incompressible/pimpleFoam/LES/periodicHill/transient",
                 "incompressible/porousSimpleFoam/angledDuct/explicit"):
        facets = facets_of(tutorials, case)
        assert facets.initial_fields and facets.demo is None, case
    # A meshing step run by its parent's script still has no fields of its own.
    assert facets_of(tutorials, "incompressible/pimpleFoam/RAS/wingMotion/wingMotion_snappyHexMesh"
                   ).demo == "has no initial fields (0/)"
    assert fields_from_sibling({"Allrun": "cp -r ../common/0.orig 0\n"})
    assert not fields_from_sibling({"Allrun": "# cp -r ../common/0.orig 0\nrunApplication x\n"})
    assert not fields_from_sibling({})


def test_solid_and_fluid_regions_are_read_from_region_properties(tutorials: Path) -> None:
    assert "solid and fluid regions" in facets_of(
        tutorials, "heatTransfer/chtMultiRegionFoam/multiRegionHeater").tags
    for case in ("heatTransfer/chtMultiRegionSimpleFoam/heatExchanger",  # air and porous fluid
                 "heatTransfer/chtMultiRegionSimpleFoam/jouleHeatingSolid"):  # no fluid
        assert "solid and fluid regions" not in facets_of(tutorials, case).tags, case


def test_a_contact_angle_periodic_box_and_dns_are_read_from_the_files(tutorials: Path) -> None:
    assert "contact angle" in facets_of(
        tutorials, "multiphase/interFoam/laminar/capillaryRise").tags
    assert "contact angle" not in facets_of(
        tutorials, "multiphase/compressibleInterFoam/laminar/climbingRod").tags
    box = facets_of(tutorials, "DNS/dnsFoam/boxTurb16")
    assert {"fully periodic", "DNS"} <= set(box.tags)
    channel = facets_of(tutorials, "incompressible/pimpleFoam/LES/channel395")
    assert "periodic" in channel.tags and "fully periodic" not in channel.tags  # it has walls


def test_how_the_liquid_starts_is_read_from_set_fields_and_the_mesh(tutorials: Path) -> None:
    laminar = "multiphase/interFoam/laminar"
    for case in (f"{laminar}/damBreak/damBreak", f"{laminar}/damBreakWithObstacle"):
        assert "liquid column" in facets_of(tutorials, case).tags, case
    assert "liquid layer" in facets_of(tutorials, f"{laminar}/capillaryRise").tags
    assert not {"liquid column", "liquid layer"} & set(
        facets_of(tutorials, "incompressible/icoFoam/cavity/cavity").tags)
    mesh = ("vertices ((0 0 0) (4 0 0) (4 4 0) (0 4 0) (0 0 1) (4 0 1) (4 4 1) (0 4 1));\n"
            "boundary ( walls { type wall; faces ((0 1 2 3)); } );")
    gravity = "dimensions [0 1 -2 0 0 0 0]; value (0 -9.81 0);"

    def shape(box: str) -> str | None:
        return initial_liquid_shape({
            "system/blockMeshDict": mesh, "constant/g": gravity,
            "system/setFieldsDict": "regions ( boxToCell { box " + box
            + "; fieldValues ( volScalarFieldValue alpha.water 1 ); } );"})

    assert shape("(0 0 -1) (1 3 2)") == "liquid column"  # dry floor beside it
    assert shape("(-1 -1 -1) (5 1 2)") == "liquid layer"  # the whole floor, 1 deep
    assert initial_liquid_shape({"system/blockMeshDict": mesh}) is None


def test_the_kinematic_viscosity_is_read_from_transport_properties(tutorials: Path) -> None:
    assert facets_of(tutorials, "incompressible/icoFoam/cavity/cavity").viscosity == 0.01
    assert facets_of(tutorials, "incompressible/pisoFoam/RAS/cavity").viscosity == 1e-05


def test_a_solid_beside_a_named_fluid_fits_solid_and_fluid_regions() -> None:
    assert solid_and_fluid_stated({"heated", "solid", "block", "air"})
    assert not solid_and_fluid_stated({"solid", "liquid", "phase", "change", "convection"})
    assert not solid_and_fluid_stated({"joule", "heating", "solid"})
    heater = CaseFacets(heat_transfer=True, tags=("solid and fluid regions",))
    assert facet_score(QueryFacets(), heater, {"solid", "fluid", "regions"}).matches == (
        "solid and fluid regions",)
    # One named fluid and no solid asks for a flow, not a conjugate case's solid regions.
    channel = {"water", "flows", "through", "a", "channel"}
    assert facet_score(QueryFacets(), heater, channel).penalties == (
        "solid regions where one fluid (water) was named (-0.05)",)
    assert not facet_score(QueryFacets(), heater, {"solid", "in", "water"}).penalties


def test_a_column_of_water_contradicts_a_liquid_layer_at_rest() -> None:
    tank = CaseFacets(phases=2, tags=("moving mesh", "liquid layer"))
    dam = CaseFacets(phases=2, tags=("liquid column",))
    words = {"block", "of", "water", "blockofwater", "falls"}
    query = QueryFacets(phases=2)
    assert facet_score(query, tank, words).value == pytest.approx(
        facet_score(query, tank, {"water", "tank"}).value - TAG)
    assert facet_score(query, dam, words).matches[-1] == "liquid column"
    assert not facet_score(query, dam, words).penalties


def test_a_refined_model_fits_the_model_asked() -> None:
    dynamic = CaseFacets(turbulence="LES", model="dynamicKEqn")
    asked = QueryFacets(turbulence="LES", model="kEqn")
    assert "model dynamicKEqn (a kEqn)" in facet_score(asked, dynamic).matches
    sst = CaseFacets(turbulence="RAS", model="kOmegaSST")
    assert not any(m.startswith("model") for m in facet_score(
        QueryFacets(turbulence="RAS", model="kOmega"), sst).matches)


def test_turbulent_said_fits_a_dns_case_without_a_model() -> None:
    dns = CaseFacets(turbulence="laminar", tags=("fully periodic", "DNS"))
    laminar = CaseFacets(turbulence="laminar")
    words = {"turbulence", "in", "a", "box"}
    assert facet_score(QueryFacets(), dns, words).matches == ("turbulent (DNS)",)
    assert facet_score(QueryFacets(), laminar, words).penalties


def test_a_stated_kinematic_viscosity_fits_the_case_that_has_it() -> None:
    assert kinematic_viscosity_stated("square cavity, kinematic viscosity 0.01, run 0.5 s") == 0.01
    assert kinematic_viscosity_stated("water, nu = 1e-6 m2/s") == 1e-6
    assert kinematic_viscosity_stated("dynamic viscosity 1e-3 Pa s") is None
    assert kinematic_viscosity_stated("viscosity 0.01 Pa s") is None
    ico = CaseFacets(turbulence="laminar", viscosity=0.01)
    ras = CaseFacets(turbulence="RAS", viscosity=1e-05)
    assert facet_score(QueryFacets(), ico, viscosity=0.01).matches == ("viscosity 0.01",)
    assert not facet_score(QueryFacets(), ras, viscosity=0.01).matches


def test_viscosity_that_depends_on_shear_rate_is_non_newtonian() -> None:
    fluid = CaseFacets(turbulence="laminar", tags=("non-Newtonian",))
    words = {"viscosity", "depends", "on", "shear", "rate", "dependsonshearrate"}
    assert facet_score(QueryFacets(), fluid, words).matches == ("non-Newtonian",)


def test_a_case_coupled_to_an_external_program_is_a_demo(tutorials: Path) -> None:
    coupled = facets_of(tutorials, "heatTransfer/chtMultiRegionFoam/externalCoupledHeater")
    assert coupled.demo == "couples to an external program"
    assert demo_asked(coupled, {"externalcoupled", "heater"})
    assert not demo_asked(coupled, {"conjugate", "heat", "transfer", "external"})
    assert facets_of(tutorials, "heatTransfer/chtMultiRegionFoam/multiRegionHeater").demo is None


def test_an_actuator_disk_is_read_from_fv_options(tutorials: Path) -> None:
    for case in ("incompressible/simpleFoam/turbineSiting", "incompressible/simpleFoam/rotorDisk"):
        assert "actuator disk" in facets_of(tutorials, case).tags, case
    assert "actuator disk" not in facets_of(
        tutorials, "incompressible/simpleFoam/windAroundBuildings").tags
    siting = CaseFacets(turbulence="RAS", tags=("actuator disk",))
    assert facet_score(QueryFacets(), siting, {"two", "turbines", "terrain"}).matches == (
        "actuator disk",)


@pytest.mark.parametrize(
    ("case", "tag"),
    [
        ("electromagnetics/mhdFoam/hartmann", "magnetic field"),
        ("basic/scalarTransportFoam/pitzDaily", "passive scalar"),
        ("multiphase/driftFluxFoam/RAS/tank3D", "drift flux"),
        ("multiphase/interFoam/RAS/floatingObject", "floating body"),
        ("multiphase/reactingTwoPhaseEulerFoam/RAS/LBend", "dispersed solids"),
        ("lagrangian/MPPICFoam/cyclone", "Lagrangian particles"),
        ("incompressible/pimpleFoam/LES/periodicHill/steadyState", "bulk velocity forcing"),
        ("incompressible/boundaryFoam/boundaryWallFunctionsProfile", "bulk velocity forcing"),
        ("basic/potentialFoam/cylinder", "potential flow"),
    ],
)
def test_physics_of_one_solver_family_is_read_from_the_files(
    tutorials: Path, case: str, tag: str
) -> None:
    assert tag in DEFINING_TAGS
    assert tag in facets_of(tutorials, case).tags


@pytest.mark.parametrize(
    ("case", "tag"),
    [
        # channel395's B is an LES stress field, not a magnetic one: no conductivity beside it.
        ("incompressible/pimpleFoam/LES/channel395", "magnetic field"),
        # Hartmann's sigma is an electrical conductivity, not a surface tension.
        ("electromagnetics/mhdFoam/hartmann", "surface tension"),
        # laplacianFoam diffuses a temperature with no velocity to carry it.
        ("basic/laplacianFoam/flange", "passive scalar"),
        # A wing on springs in air is a rigid body, but nothing floats.
        ("incompressible/pimpleFoam/RAS/wingMotion/wingMotion2D_pimpleFoam", "floating body"),
        ("multiphase/interFoam/RAS/waterChannel", "passive scalar"),
    ],
)
def test_look_alike_dictionaries_are_not_taken_for_that_physics(
    tutorials: Path, case: str, tag: str
) -> None:
    assert tag not in facets_of(tutorials, case).tags


def test_physics_only_one_family_has_weighs_as_a_family_not_as_a_hint() -> None:
    mhd = CaseFacets(turbulence="laminar", tags=("magnetic field",))
    duct = CaseFacets(turbulence="laminar", tags=("porous",))
    words = {"liquid", "metal", "duct", "magnetic", "field", "magneticfield"}
    assert facet_score(QueryFacets(), mhd, words).value == DEFINING > TAG
    assert facet_score(QueryFacets(), duct, words).value == 0.0
    foam = {"block", "of", "metal", "foam", "with", "darcy", "drag"}
    assert facet_score(QueryFacets(), duct, foam).value == DEFINING
    # Free space's magnetic permeability names no porous zone.
    metal = {"magnetic", "permeability", "magneticpermeability", "of", "free", "space"}
    assert facet_score(QueryFacets(), duct, metal).value == 0.0
    dye = CaseFacets(turbulence="laminar", tags=("passive scalar",))
    assert facet_score(QueryFacets(), dye, {"tracer", "released", "at", "the", "inlet"}
                       ).matches == ("passive scalar",)
    assert "passive scalar" not in facet_score(
        QueryFacets(), dye, {"water", "flows", "in", "a", "channel"}).matches


def test_a_floating_body_or_settling_sludge_is_no_single_fluid() -> None:
    # "A buoy bobs in still water" names one fluid, yet a body floats at its surface.
    assert one_fluid_named({"a", "buoy", "bobs", "in", "still", "water"}) is None
    assert one_fluid_named({"sludge", "in", "water", "settles"}) is None
    assert one_fluid_named({"water", "flows", "through", "a", "pipe"}) == "water"


def test_a_scalar_carried_in_a_given_flow_lacks_no_turbulence_model() -> None:
    # "an effective (turbulent) diffusivity for the dye": the flow is given, not modelled.
    dye = CaseFacets(turbulence="laminar", tags=("passive scalar",))
    words = {"dye", "in", "the", "turbulent", "channel", "flow"}
    score = facet_score(QueryFacets(), dye, words)
    assert score.penalties == ()
    assert score.value == DEFINING
    assert facet_score(QueryFacets(turbulence="RAS"), dye, words).penalties == ()

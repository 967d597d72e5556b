"""The regime read from prompts worded as users word them, including words that are no request.

Each row: a prompt, then the fields it must set (fields not listed must stay ``None`` unless the
row says ``ANY``). Phrasings come from FoamBench prompts, forum-style questions and the issue's
failing examples, not from the rule table.
"""

from __future__ import annotations

from typing import Any

import pytest

from foam_agent.agents.spec.regime import Regime, read_regime

#: The v1912 applications the rows need (a subset of ``ls /usr/bin/*Foam``).
V1912 = (
    "icoFoam", "pisoFoam", "pimpleFoam", "simpleFoam", "interFoam", "rhoCentralFoam",
    "rhoPimpleFoam", "rhoSimpleFoam", "buoyantPimpleFoam", "buoyantSimpleFoam",
    "buoyantBoussinesqPimpleFoam", "buoyantBoussinesqSimpleFoam", "reactingFoam",
    "nonNewtonianIcoFoam", "shallowWaterFoam", "potentialFoam", "compressibleInterFoam",
    "multiphaseEulerFoam", "sonicFoam", "XiFoam", "laplacianFoam", "chtMultiRegionFoam",
)
ANY = object()
FIELDS = ("turbulence", "model", "time", "compressible", "phases", "buoyant", "reacting",
          "inviscid", "heat_transfer", "solver", "solver_stated")

ROWS: list[tuple[str, dict[str, Any]]] = [
    # --- turbulence models, in the words people use ------------------------------------------
    ("Run pitzDaily with the k-omega SST model.", {"turbulence": "RAS", "model": "kOmegaSST"}),
    ("backward facing step, RANS, SST, steady", {"turbulence": "RAS", "model": "kOmegaSST",
                                                 "time": "steady"}),
    ("Use the k-ω SST turbulence closure", {"turbulence": "RAS", "model": "kOmegaSST"}),
    ("Menter's shear stress transport model at the wall", {"turbulence": "RAS",
                                                          "model": "kOmegaSST"}),
    ("turbulence: Spalart–Allmaras (one equation)", {"turbulence": "RAS",
                                                     "model": "SpalartAllmaras"}),
    ("cavity_SA case: pisoFoam with the SA model", {"turbulence": "RAS",
                                                   "model": "SpalartAllmaras",
                                                   "solver": "pisoFoam", "time": "transient",
                                                   "compressible": False}),
    ("Use realizable k-epsilon for the diffuser.", {"turbulence": "RAS", "model": "realizableKE"}),
    ("a realizable k-ε closure", {"turbulence": "RAS", "model": "realizableKE"}),
    ("RNG k-epsilon please", {"turbulence": "RAS", "model": "RNGkEpsilon"}),
    ("with the RNG variant", {"turbulence": "RAS", "model": "RNGkEpsilon"}),
    ("standard k-epsilon model with wall functions", {"turbulence": "RAS",
                                                      "model": "kEpsilon"}),
    ("Perform an incompressible turbulent flow simulation over a 2D diamond obstacle using the "
     "k-epsilon RANS turbulence model and pimpleFoam solver.",
     {"turbulence": "RAS", "model": "kEpsilon", "compressible": False, "solver": "pimpleFoam",
      "time": "transient"}),
    ("k omega turbulence model, Wilcox 1988", {"turbulence": "RAS", "model": "kOmega"}),
    ("Launder-Sharma low-Re k-epsilon near the wall", {"turbulence": "RAS",
                                                       "model": "LaunderSharmaKE"}),
    ("LES of a channel with the Smagorinsky SGS model", {"turbulence": "LES",
                                                         "model": "Smagorinsky"}),
    ("large eddy simulation, WALE subgrid model", {"turbulence": "LES", "model": "WALE"}),
    ("do a offsetcylinder simulation using Large eddy simulation with dynamic kinetic energy "
     "equation model. Use PIMPLE algorithm.", {"turbulence": "LES", "model": "dynamicKEqn"}),
    ("dynamic k-equation SGS", {"turbulence": "LES", "model": "dynamicKEqn"}),
    ("a one-equation eddy viscosity model for the subgrid scales",
     {"turbulence": "LES", "model": "kEqn"}),
    ("Spalart-Allmaras DDES around the cylinder", {"turbulence": "LES",
                                                   "model": "SpalartAllmarasDDES"}),
    ("set turbulenceProperties to kOmegaSST", {"turbulence": "RAS", "model": "kOmegaSST"}),
    ("just do LES", {"turbulence": "LES"}),
    ("Reynolds-averaged simulation of the bend", {"turbulence": "RAS"}),
    # --- laminar and its negative forms ------------------------------------------------------
    ("Laminar cavity flow at Re = 400: lid velocity 1 m/s, box 0.1 m. Simulate 1 second.",
     {"turbulence": "laminar"}),
    ("no turbulence model, the Reynolds number is 100", {"turbulence": "laminar"}),
    ("run it without a turbulence model", {"turbulence": "laminar"}),
    ("turbulence modelling is switched off", {"turbulence": "laminar"}),
    ("DNS of decaying turbulence in a box", {"turbulence": "laminar"}),
    ("icoFoam lid-driven cavity", {"turbulence": "laminar", "solver": "icoFoam",
                                   "time": "transient", "compressible": False}),
    ("laminar flow, but copy the mesh from the pisoFoam RAS cavity tutorial",
     {"turbulence": "laminar", "solver": "pisoFoam", "time": "transient",
      "compressible": False}),
    ("Make it laminar. The reference is pisoFoam/RAS/cavity.",
     {"turbulence": "laminar", "solver": "pisoFoam", "time": "transient",
      "compressible": False}),
    # --- words that are not a model switch ---------------------------------------------------
    ("turbulent kinetic energy k = 0.1 m2/s2 at the inlet, epsilon = 0.01", {}),
    ("inlet k epsilon and nut values from the tutorial", {}),
    ("the SSTs were recorded", {}),
    ("use k-omega SST instead of k-epsilon", {"turbulence": "RAS", "model": "kOmegaSST"}),
    ("switch the turbulence model from kEpsilon to kOmegaSST",
     {"turbulence": "RAS", "model": "kOmegaSST"}),
    ("replace kEpsilon with SpalartAllmaras", {"turbulence": "RAS",
                                               "model": "SpalartAllmaras"}),
    ("kEpsilon -> realizableKE in constant/turbulenceProperties",
     {"turbulence": "RAS", "model": "realizableKE"}),
    ("no-slip walls, laminar, steady", {"turbulence": "laminar", "time": "steady"}),
    ("Set the Euler time scheme and a backward Euler for ddt", {}),
    ("Fluid: water, viscosity 1e-6. Use the icoFoam solver.",
     {"solver": "icoFoam", "turbulence": "laminar", "time": "transient",
      "compressible": False}),
    # --- time --------------------------------------------------------------------------------
    ("steady-state incompressible flow through the elbow", {"time": "steady",
                                                            "compressible": False}),
    ("time-dependent vortex shedding behind the cylinder", {"time": "transient"}),
    ("unsteady flow, run to 10 s", {"time": "transient"}),
    ("a non-steady problem", {"time": "transient"}),
    ("transient simulation with a steady inlet velocity of 2 m/s", {"time": "transient"}),
    ("steady inflow of 1 m/s", {}),
    ("simpleFoam pitzDaily", {"solver": "simpleFoam", "time": "steady", "compressible": False}),
    ("unsteady pitzDaily with simpleFoam", {"solver": "simpleFoam", "time": "transient",
                                            "compressible": False}),
    # --- compressibility ---------------------------------------------------------------------
    ("inviscid Mach 3 flow past a step in a channel with shock reflections",
     {"compressible": True, "inviscid": True}),
    ("Perform a 2D supersonic flow simulation over a wedge. Use rhoCentralFoam solver.",
     {"compressible": True, "solver": "rhoCentralFoam", "time": "transient"}),
    ("low speed air at Mach 0.1 over a bump", {}),
    ("transonic flow over an airfoil at Ma = 0.8", {"compressible": True}),
    ("an incompressible jet", {"compressible": False}),
    ("do a counterflow flame simulation using OpenFOAM, employing a compressible flow solver "
     "for detailed combustion modeling", {"compressible": True, "reacting": True}),
    ("Euler equations for a supersonic wedge", {"compressible": True, "inviscid": True}),
    ("viscous flow in a pipe", {"inviscid": False}),
    # --- phases ------------------------------------------------------------------------------
    ("a column of water collapses in a box and splashes against the walls, free surface, VOF",
     {"phases": 2}),
    ("two-phase air/water dam break with interFoam",
     {"phases": 2, "solver": "interFoam", "time": "transient", "compressible": False}),
    ("sloshing tank, partially filled", {"phases": 2}),
    ("three-phase flow of water, oil and air", {"phases": 3}),
    ("single-phase flow through a valve", {"phases": 1}),
    ("this is not a multiphase problem", {"phases": 1}),
    ("Eulerian-Eulerian bubble column", {"phases": 2}),
    ("cavitation on a hydrofoil", {"phases": 2}),
    # --- buoyancy, heat, reactions -----------------------------------------------------------
    ("Rayleigh–Bénard convection between two plates", {"buoyant": True,
                                                       "heat_transfer": True}),
    ("Rayleigh-Benard cells with the Boussinesq approximation",
     {"buoyant": True, "heat_transfer": True}),
    ("natural convection in a heated cavity", {"buoyant": True, "heat_transfer": True}),
    ("buoyancy is neglected; forced convection over a heated plate",
     {"buoyant": False, "heat_transfer": True}),
    ("an isothermal mixing layer", {"heat_transfer": False}),
    ("Rayleigh–Bénard convection, no heat transfer through the side walls",
     {"buoyant": True, "heat_transfer": True}),
    ("methane-air diffusion flame in a counterflow burner", {"reacting": True}),
    ("non-reacting cold flow through the combustor", {"reacting": False}),
    # --- solver names of both dialects -------------------------------------------------------
    # buoyantFoam is compressible or Boussinesq by its equation of state: the tutorial decides.
    ("Use buoyantFoam for a steady hot room", {"solver": "buoyantSimpleFoam",
                                               "solver_stated": "buoyantFoam",
                                               "time": "steady", "buoyant": True,
                                               "compressible": None, "heat_transfer": ANY}),
    ("buoyantFoam, transient, Boussinesq, Rayleigh-Benard",
     {"solver": "buoyantBoussinesqPimpleFoam", "solver_stated": "buoyantFoam",
      "time": "transient", "buoyant": True, "heat_transfer": True, "compressible": False}),
    ("foamRun -solver incompressibleFluid, steady pitzDaily with k-ω SST",
     {"solver": "simpleFoam", "solver_stated": "foamRun -solver incompressibleFluid",
      "time": "steady", "compressible": False, "turbulence": "RAS", "model": "kOmegaSST"}),
    ("run foamRun with solver incompressibleFluid", {
        "solver": "pimpleFoam", "solver_stated": "foamRun -solver incompressibleFluid",
        "time": "transient", "compressible": False}),
    ("solve with INTERFOAM", {"solver": "interFoam", "phases": 2, "time": "transient",
                              "compressible": False}),
    ("initialise with potentialFoam, then run simpleFoam", {"solver": "simpleFoam",
                                                            "time": "steady",
                                                            "compressible": False}),
    ("use pimpleFoam, not pisoFoam", {"solver": "pimpleFoam", "time": "transient",
                                      "compressible": False}),
    ("mesh with gmshToFoam in OpenFOAM", {}),
    ("run myCustomFoam", {"solver_stated": "myCustomFoam"}),
]


def _regime(prompt: str) -> Regime:
    return read_regime(prompt, solvers=V1912)


@pytest.mark.parametrize(("prompt", "expected"), ROWS, ids=[row[0][:40] for row in ROWS])
def test_the_regime_is_read_as_meant(prompt: str, expected: dict[str, Any]) -> None:
    regime = _regime(prompt)
    for field in FIELDS:
        want = expected.get(field)
        if want is ANY:
            continue
        assert getattr(regime, field) == want, (field, regime.model_dump(exclude={"facets"}))


@pytest.mark.parametrize(("prompt", "expected"), ROWS, ids=[row[0][:40] for row in ROWS])
def test_every_field_set_has_evidence_at_its_offsets(prompt: str, expected: dict[str, Any]
                                                     ) -> None:
    regime = _regime(prompt)
    covered = {facet.facet for facet in regime.facets}
    for field in FIELDS[:-1]:
        if getattr(regime, field) is not None:
            assert field in covered, field
    for facet in regime.facets:
        assert prompt[facet.start:facet.end] == facet.phrase
        assert str(getattr(regime, facet.facet)).lower() == facet.value.lower()


def test_a_name_covering_several_solvers_allows_each_and_implies_only_what_they_share() -> None:
    bare = _regime("Perform a 3D Bernard Cell simulation using OpenFOAM buoyantFoam solver.")
    assert bare.solver == "buoyantPimpleFoam"
    assert bare.solver_choices == ("buoyantPimpleFoam", "buoyantBoussinesqPimpleFoam")
    assert bare.compressible is None and bare.buoyant is True
    steady = _regime("use buoyantFoam, steady")
    assert steady.solver_choices == ("buoyantSimpleFoam", "buoyantBoussinesqSimpleFoam")
    boussinesq = _regime("buoyantFoam, transient, Boussinesq, Rayleigh-Benard")
    assert boussinesq.solver_choices == ("buoyantBoussinesqPimpleFoam",)
    assert _regime("run icoFoam on the cavity").solver_choices == ("icoFoam",)
    assert _regime("a lid-driven cavity").solver_choices == ()


def test_empty_solver_list_accepts_any_foam_word_as_written() -> None:
    assert read_regime("run myCustomFoam on it").solver == "myCustomFoam"
    assert read_regime("use buoyantFoam, steady").solver == "buoyantSimpleFoam"
    assert read_regime("OpenFOAM tutorials").solver is None


def test_offsets_index_the_prompt_as_given_not_a_normalised_copy() -> None:
    prompt = "  Café  flow:\tk–ω  SST, Spalart–Allmaras rejected? no — use the  SST one."
    regime = read_regime(prompt)
    assert regime.model == "kOmegaSST"
    for facet in regime.facets:
        assert prompt[facet.start:facet.end] == facet.phrase


def test_the_regime_is_frozen() -> None:
    regime = _regime("laminar")
    with pytest.raises(ValueError, match="frozen"):
        regime.turbulence = "RAS"


def test_a_long_prompt_is_read_in_one_pass() -> None:
    """Linear cost: a 200 kB prompt of repeated words does not blow up any rule."""
    prompt = ("k - - - omega s s t no no no not laminar- " * 5000) + "use kOmegaSST"
    assert _regime(prompt).model == "kOmegaSST"

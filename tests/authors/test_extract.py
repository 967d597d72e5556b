"""Extraction of stated quantities from many phrasings (FoamBench's among them), table-driven."""

from __future__ import annotations

import pytest

from foam_agent.agents.spec.extract import extract
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.stated import INTERNAL, Requirements

SOLVERS = ["icoFoam", "interFoam", "pisoFoam", "simpleFoam", "rhoCentralFoam", "blockMesh",
           "setFields"]


def controls(requirements: Requirements) -> dict[str, object]:
    found: dict[str, object] = {}
    for key, stated in (("startTime", requirements.start_time),
                        ("endTime", requirements.end_time),
                        ("deltaT", requirements.delta_t), ("maxCo", requirements.max_co)):
        if stated is not None:
            found[key] = stated.value
    if requirements.write_interval is not None:
        interval = requirements.write_interval.value
        found["writeInterval"] = (interval.value, interval.unit)
    return found


@pytest.mark.parametrize(("prompt", "expected"), [
    ("endTime 0.3", {"endTime": 0.3}),
    ("run until t = 2 s", {"endTime": 2}),
    ("Run to t = 0.5 s, output every 0.1 s.", {"endTime": 0.5, "writeInterval": (0.1, "time")}),
    ("Simulate the flow to a final time of 2 s", {"endTime": 2}),
    ("Finaltime is 0.5.", {"endTime": 0.5}),
    ("The simulation runs from t=0s to t=0.1s", {"startTime": 0, "endTime": 0.1}),
    ("simulate for 5 seconds", {"endTime": 5}),
    ("Use a start time of 0 seconds, an end time of 500 seconds",
     {"startTime": 0, "endTime": 500}),
    ("The simulation runs from 0 s to 100 s", {"startTime": 0, "endTime": 100}),
    ("run the simulation until a final time of 10 seconds", {"endTime": 10}),
    ("The simulation begins at t=0 seconds and runs until t = 1000 seconds",
     {"startTime": 0, "endTime": 1000}),
    ("The simulation runs from time 0 to 10 with a time step of 0.005 units",
     {"startTime": 0, "endTime": 10, "deltaT": 0.005}),
    ("Set the simulation runtime from 0 to 0.5 seconds", {"startTime": 0, "endTime": 0.5}),
    ("stop time 20 ms", {"endTime": 0.02}),
    ("deltaT 0.005", {"deltaT": 0.005}),
    ("Use a time step of 0.0025 seconds", {"deltaT": 0.0025}),
    ("with a time step (deltaT) of 0.00005 seconds", {"deltaT": 5e-05}),
    ("timestep of 0.001s", {"deltaT": 0.001}),
    ("dt = 1e-4", {"deltaT": 0.0001}),
    ("\u0394t = 0.002 s", {"deltaT": 0.002}),
    ("a time-step size of 0.1 ms", {"deltaT": 0.0001}),
    ("time step 1 x 10^-5 s", {"deltaT": 1e-05}),
    ("deltaT of 1e-6", {"deltaT": 1e-06}),
    ("results are output every 100 time steps", {"writeInterval": (100, "steps")}),
    ("write results every 0.1 s", {"writeInterval": (0.1, "time")}),
    ("results are written at intervals of every 50 seconds", {"writeInterval": (50, "time")}),
    ("a write interval of 0.02", {"writeInterval": (0.02, None)}),
    ("writeInterval 20", {"writeInterval": (20, None)}),
    ("save the fields every 10 iterations", {"writeInterval": (10, "steps")}),
    ("write every time step", {"writeInterval": (1, "steps")}),
    ("Use timestep of 0.0025 and output every 0.05",
     {"deltaT": 0.0025, "writeInterval": (0.05, None)}),
    ("every 0.5 s the results are written", {"writeInterval": (0.5, "time")}),
    ("maximum Courant number of 0.5", {"maxCo": 0.5}),
    ("maxCo 0.9", {"maxCo": 0.9}),
    ("keep the CFL number below 1", {"maxCo": 1}),
    ("the domain spans from -0.15242 m to 0.3048 m in the x-direction", {}),
    ("the inlet velocity ramps from 0 to 10 m/s", {}),
])
def test_controls(prompt: str, expected: dict[str, object]) -> None:
    assert controls(extract(prompt)) == expected


@pytest.mark.parametrize(("prompt", "model"), [
    ("use the k-epsilon model", "kEpsilon"),
    ("use kepsilon turbulence model", "kEpsilon"),
    ("steady RANS with k-omega SST", "kOmegaSST"),
    ("turbulence model kOmegaSST", "kOmegaSST"),
    ("the Spalart-Allmaras model", "SpalartAllmaras"),
    ("realizable k-epsilon", "realizableKE"),
    ("RNG k-epsilon", "RNGkEpsilon"),
    ("do a laminar dam break", "laminar"),
    ("LES with the Smagorinsky model", "Smagorinsky"),
    ("large eddy simulation of a channel", "LES"),
    ("do a Reynolds-Averaged Simulation (RAS) pitzdaily simulation", "RAS"),
    ("turbulent flow in a pipe", None),
])
def test_turbulence(prompt: str, model: str | None) -> None:
    stated = parse_spec(prompt, solvers=SOLVERS).stated.turbulence
    assert (stated.value if stated else None) == model


def properties(requirements: Requirements) -> dict[tuple[str, str | None], float]:
    return {(item.name, item.phase): item.value for item in requirements.properties}


@pytest.mark.parametrize(("prompt", "expected"), [
    ("nu 0.02", {("nu", None): 0.02}),
    ("kinematic viscosity of 1.5e-5 m^2/s", {("nu", None): 1.5e-05}),
    ("The viscosity (`nu`) is set as constant with a value of 1e-03 m^2/s.",
     {("nu", None): 0.001}),
    ("use nu value of 1e-01 in physical properties", {("nu", None): 0.1}),
    ("and dynamic viscosity mu is 0.", {("mu", None): 0}),
    ("air with a density of 1.225 kg/m3", {("rho", None): 1.225}),
    ("a viscosity of 1.8e-5 Pa.s", {("mu", None): 1.8e-05}),
    ("a viscosity of 1e-5 m2/s", {("nu", None): 1e-05}),
    ("Use density of air to be 1 kg/m3 and density of water to be 1000 kg/m3",
     {("rho", "air"): 1, ("rho", "water"): 1000}),
    ("Take the viscosity of air to be 0.001 and viscosity of water to be 1e-05",
     {("viscosity", "air"): 0.001, ("viscosity", "water"): 1e-05}),
    ("Cp is 2.5, Pr is 1.0", {("Cp", None): 2.5, ("Pr", None): 1.0}),
    ("a gas constant R of 0.7143 and a specific heat ratio of 1.4", {}),
    ("molWeight is set to 11640.3", {("molWeight", None): 11640.3}),
    ("a Prandtl number of 0.71", {("Pr", None): 0.71}),
    ("nu = 1\u00d710\u207b\u2075 m\u00b2/s", {("nu", None): 1e-05}),
    ("Cross-Power-Law parameters nuInf=10, m=0.4, n=3",
     {("nuInf", None): 10, ("m", None): 0.4, ("n", None): 3}),
    ("at a Reynolds number of 100", {}),
    ("uniform initial values k = 0.00375 m^2/s^2 and epsilon = 0.00754 m^2/s^3, nut "
     "initialised to 0", {("k", None): 0.00375, ("epsilon", None): 0.00754, ("nut", None): 0}),
    ("the temperature is set to 300 K", {}),
])
def test_properties(prompt: str, expected: dict[tuple[str, str | None], float]) -> None:
    assert properties(extract(prompt)) == expected


@pytest.mark.parametrize(("prompt", "patches", "field", "boundary", "value", "direction"), [
    ("lid velocity 2 m/s", (), "U", "lid", 2, None),
    ("the lid moves at 1.5 m/s in the x-direction", (), "U", "lid", 1.5, (1.0, 0.0, 0.0)),
    ("inlet velocity (10 0 0) m/s", (), "U", "inlet", (10.0, 0.0, 0.0), None),
    ("top velocity of (3.5,-0.50632,0.0) m/s", (), "U", "top", (3.5, -0.50632, 0.0), None),
    ("a fixed velocity of 2m/s at the inlet (left)", (), "U", "inlet", 2, None),
    ("velocity of air is -0.1 m/s", ("fuel", "air", "outlet"), "U", "air", -0.1, None),
    ("The top wall ('movingWall') moves in the x-direction with a uniform velocity of 2m/s",
     (), "U", "movingWall", 2, (1.0, 0.0, 0.0)),
    ("the upper wall moves at 1 m/s in the negative x direction", (), "U", "upper wall", 1,
     (-1.0, 0.0, 0.0)),
    ("Use an inlet temperature of 300 K", (), "T", "inlet", 300, None),
    ("outlet pressure 0 Pa", (), "p", "outlet", 0, None),
    ("the hot wall is kept at a temperature of 25 \u00b0C", (), "T", "hot wall", 298.15, None),
    ("an inlet pressure of 1 bar", (), "p", "inlet", 100000.0, None),
    ("initial temperature 350 K", (), "T", INTERNAL, 350, None),
    ("Temperature has an inlet value of 1100.", (), "T", "inlet", 1100, None),
    ("Pressure inlet has a value of 110000.", (), "p", "inlet", 110000, None),
    ("the inlet at 5 m/s", (), "U", "inlet", 5, None),
])
def test_boundary_values(prompt: str, patches: tuple[str, ...], field: str, boundary: str,
                         value: object, direction: tuple[float, ...] | None) -> None:
    values = extract(prompt, patches=patches).boundary_values
    assert len(values) == 1, values
    item = values[0]
    assert (item.field, item.boundary[0], item.value, item.direction) == (
        field, boundary, value, direction)


def test_one_statement_for_two_fields_names_its_boundary_once() -> None:
    requirements = extract("Boundary conditions include a fixed velocity of 2.1m/s and "
                           "temperature of 1 K at the inlet and slip conditions on the obstacle.")
    assert [(item.field, item.boundary[0], item.value)
            for item in requirements.boundary_values] == [("U", "inlet", 2.1), ("T", "inlet", 1)]
    assert [(item.field, item.boundary[0], item.type)
            for item in requirements.boundary_types] == [("U", "obstacle", "slip")]


def test_an_unnamed_pair_of_walls_is_a_pair_for_the_case_to_place_not_a_guess() -> None:
    requirements = extract("One wall has a temperature of 310 K, while the other has a "
                           "temperature of 295 K.")
    assert requirements.boundary_values == ()
    (pair,) = requirements.paired
    assert (pair.field, pair.first, pair.second) == ("T", 310, 295)
    assert requirements.ignored == ()


def test_an_ambiguous_boundary_alone_is_reported_not_guessed() -> None:
    requirements = extract("One wall has a temperature of 310 K.")
    assert requirements.boundary_values == () and requirements.paired == ()
    assert "One wall has a temperature of 310 K" in requirements.ignored


def test_an_object_the_flow_passes_is_not_a_boundary() -> None:
    assert extract("flow over a cylinder at 1 m/s").boundary_values == ()


@pytest.mark.parametrize(("prompt", "expected"), [
    ("no-slip conditions for walls", [("U", "walls", "noSlip")]),
    ("slip conditions on the obstacle", [("U", "obstacle", "slip")]),
    ("zero gradient pressure at the outlet (right)", [("p", "outlet", "zeroGradient")]),
    ("The 'fixedWalls' have a no-slip boundary condition (velocity equal to zero at the wall)",
     [("U", "fixedWalls", "noSlip")]),
    ("The front and back faces are designated as 'empty'.",
     [(None, "front and back", "empty")]),
    ("the top and bottom walls are no-slip",
     [("U", "bottom walls", "noSlip"), ("U", "top", "noSlip")]),
    ("Outlet is pressureInletOutletVelocity.", [("U", "outlet", "pressureInletOutletVelocity")]),
])
def test_boundary_types(prompt: str, expected: list[tuple[str | None, str, str]]) -> None:
    found = [(item.field, item.boundary[0], item.type)
             for item in extract(prompt).boundary_types]
    assert found == expected


def mesh(requirements: Requirements) -> dict[str, object]:
    found: dict[str, object] = {}
    if requirements.extent is not None:
        found["sizes"] = requirements.extent.value.sizes
        if any(low is not None for low in requirements.extent.value.lows):
            found["lows"] = requirements.extent.value.lows
    if requirements.cells is not None:
        found["cells"] = requirements.cells.value
    if requirements.scale is not None:
        found["scale"] = requirements.scale.value
    return found


@pytest.mark.parametrize(("prompt", "expected"), [
    ("The computational domain spans 4.1 m x 1.0 m x 0.1 m.", {"sizes": (4.1, 1.0, 0.1)}),
    ("a domain of 290 mm x 50.8 mm", {"sizes": (0.29, 0.0508, None)}),
    ("Use a grid of 20X20 in x and y direction and 1 cell in z-direction",
     {"cells": (20, 20, 1)}),
    ("The domain spans 1 x 1 x 0.1, discretized into 20 x 20 x 1 grid points.",
     {"sizes": (1.0, 1.0, 0.1), "cells": (20, 20, 1)}),
    ("The domain extent is 1x1x1. Use 32 grid points in all directions.",
     {"sizes": (1.0, 1.0, 1.0), "cells": (32, 32, 32)}),
    ("a mesh of 40 x 20 cells", {"cells": (40, 20, None)}),
    ("Create a 3D geometry spanning from -0.15242 m to 0.3048 m in the x-direction, 0 m to "
     "0.1524 m in the y-direction",
     {"sizes": (0.45722, 0.1524, None), "lows": (-0.15242, 0.0, None)}),
    ("Define the computational domain as a 2D rectangular region with a width of 0.02 meters "
     "and a height of 0.02 meters.", {"sizes": (0.02, 0.02, None)}),
    ("entire domain scaled down by a factor of 0.1", {"scale": 0.1}),
    ("convertToMeters 0.001", {"scale": 0.001}),
])
def test_mesh(prompt: str, expected: dict[str, object]) -> None:
    assert mesh(extract(prompt)) == expected


@pytest.mark.parametrize(("prompt", "solver"), [
    ("user interfoam solver", "interFoam"),
    ("run blockMesh and setFields, then icoFoam", "icoFoam"),
    ("a cavity with PISO", None),
])
def test_solver_is_an_installation_solver(prompt: str, solver: str | None) -> None:
    stated = parse_spec(prompt, solvers=SOLVERS).stated.solver
    assert (stated.value if stated else None) == solver


def test_every_value_keeps_the_words_it_came_from() -> None:
    requirements = parse_spec("lid-driven cavity, icoFoam, lid velocity 2 m/s, nu 0.02, "
                              "endTime 0.3, deltaT 0.005", solvers=SOLVERS).stated
    lines = requirements.describe()
    assert "understood endTime = 0.3 from 'endTime 0.3'" in lines
    assert "understood nu = 0.02 from 'nu 0.02'" in lines
    assert "understood U on 'lid' = 2 (speed) from 'lid velocity 2 m/s'" in lines
    assert requirements.ignored == ()


@pytest.mark.parametrize(("raw", "plain"), [
    ("1\u00d710\u207b\u2075", "1e-5"),
    ("1 x 10^-5", "1e-5"),
    ("10^(-3)", "1e-3"),
    ("2 E-3", "2e-3"),
    ("m\u00b2/s", "m^2/s"),
])
def test_normalize(raw: str, plain: str) -> None:
    assert normalize(raw) == plain


@pytest.mark.parametrize(("prompt", "expected"), [
    ("under lunar gravity, g = (0 -1.62 0) m/s2", (0.0, -1.62, 0.0)),
    ("g: (0, 0, -9.81)", (0.0, 0.0, -9.81)),
    ("with a gravity vector of (0 0 -3.71)", (0.0, 0.0, -3.71)),
    ("a gravitational acceleration of 3.71 m/s^2", 3.71),
    ("acceleration due to gravity is 9.81 m/s2", 9.81),
    ("Initial temperature 300 K, gravity -9.81 m/s2 in y. Run 1000 s", (0.0, -9.81, 0.0)),
    ("gravity of 1.62 m/s2 along the z direction", (0.0, 0.0, 1.62)),
    ("g = -9.81 m/s^2", 9.81),
    ("Gravity is neglected.", (0.0, 0.0, 0.0)),
    ("run it without gravity", (0.0, 0.0, 0.0)),
    ("the inlet, e.g. (1 0 0) m/s, is on the left", None),
    ("a 2 g load", None),
])
def test_gravity(prompt: str, expected: object) -> None:
    gravity = extract(prompt).gravity
    assert (gravity.value if gravity else None) == expected

"""Described coefficients written in every entry of their row the followed case has, in the
entry's unit, and audited there; one whose row the case has no entry of is written nowhere
and is a row not met."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog.coefficients import COEFFICIENTS


def _rows(root: Path, prompt: str) -> dict[str, bool]:
    spec = parse_spec(prompt)
    apply_requirements(root, spec.stated)
    keywords = {row.keyword for row in COEFFICIENTS}
    return {row.entry or row.requirement: row.met for row in audit_case(spec, root)
            if row.requirement.split(" ")[0] in keywords}


def test_a_spray_s_injection(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("lagrangian/reactingParcelFoam/cylinder")
    rows = _rows(root, "Drip water onto the hot cylinder: inject 0.8 kg in total, beginning "
                       "injection at 1 s, inject over 9 s, 60 parcels per second; the "
                       "droplets are released at 290 K.")
    model = ("subModels", "injectionModels", "model1")
    assert rows == {"/".join((*model, key)): True
                    for key in ("massTotal", "SOI", "duration", "parcelsPerSecond")} | {
        "constantProperties/T0": True}
    cloud = FoamFile(root / "constant" / "reactingCloud1Properties")
    assert cloud[(*model, "massTotal")] == pytest.approx(0.8)
    assert cloud[(*model, "parcelsPerSecond")] == 60
    assert cloud[("constantProperties", "T0")] == pytest.approx(290)


def test_a_size_distribution_and_particle_density(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("multiphase/MPPICInterFoam/twoPhasePachuka")
    rows = _rows(root, "Feed glass beads (density 2500 kg/m^3), 90 g of particles overall, "
                       "with a mean diameter of 0.3 mm.")
    sizes = "subModels/injectionModels/model1/sizeDistribution/normalDistribution"
    assert rows == {"constantProperties/rho0": True,
                    "subModels/injectionModels/model1/massTotal": True,
                    f"{sizes}/expectation": True}
    cloud = FoamFile(root / "constant" / "kinematicCloudProperties")
    assert cloud[tuple(f"{sizes}/expectation".split("/"))] == pytest.approx(3e-4)


def test_an_entry_the_case_lacks_is_not_added(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("lagrangian/reactingParcelFoam/cylinder")
    before = (root / "constant" / "reactingCloud1Properties").read_text()
    rows = _rows(root, "The droplets are injected at 5 g/s.")
    assert rows == {"massFlowRate (Lagrangian injection)": False}
    assert (root / "constant" / "reactingCloud1Properties").read_text() == before


def test_the_sun_moves_to_the_site(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("heatTransfer/chtMultiRegionFoam/solarBeamWithTrees")
    rows = _rows(root, "Place the sun for a site at 52.5 degrees north, 13.4 degrees east, "
                       "GMT+1, on the 2nd of July at 13:30.")
    assert set(rows.values()) == {True}
    assert {entry.rpartition("/")[2] for entry in rows} == {
        "latitude", "longitude", "localStandardMeridian", "startDay", "startTime"}
    solar = FoamFile(root / "constant" / "air" / "radiationProperties")
    assert solar[("solarCalculatorCoeffs", "startDay")] == 183
    assert solar[("solarCalculatorCoeffs", "startTime")] == pytest.approx(13.5)


def test_every_paddle_patch_takes_the_wave(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("multiphase/interFoam/laminar/waves/waveMakerMultiPaddleFlap")
    rows = _rows(root, "Make the waves 8 cm high with a period of 1.5 s.")
    assert rows and set(rows.values()) == {True}
    displacement = FoamFile(root / "0.orig" / "pointDisplacement")
    assert displacement[("boundaryField", "leftwall", "waveHeight")] == pytest.approx(0.08)
    assert displacement[("boundaryField", "leftwall", "wavePeriod")] == pytest.approx(1.5)


def test_a_wave_model_keeps_them_in_wave_properties(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("multiphase/interFoam/laminar/waves/stokesI")
    rows = _rows(root, "Send in waves 4 cm high with a 2 s period.")
    assert rows == {"inlet/waveHeight": True, "inlet/wavePeriod": True}
    waves = FoamFile(root / "constant" / "waveProperties")
    assert waves[("inlet", "waveHeight")] == pytest.approx(0.04)


def test_a_wave_maker_s_symbols(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("multiphase/interFoam/laminar/waves/waveMakerMultiPaddlePiston")
    rows = _rows(root, "Piston wave maker: H 4 cm, T_w 1.5 s, θ 10°, h₀ 0.3 m.")
    assert rows == {f"boundaryField/leftwall/{key}": True
                    for key in ("waveHeight", "wavePeriod", "waveAngle", "initialDepth")}
    paddle = FoamFile(root / "0.orig" / "pointDisplacement")
    assert [paddle["boundaryField", "leftwall", key] for key in (
        "waveHeight", "wavePeriod", "waveAngle", "initialDepth")] == pytest.approx(
        [0.04, 1.5, 10, 0.3])


def test_a_cloud_s_wall_rebound_and_one_size(tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case("lagrangian/icoUncoupledKinematicParcelDyMFoam/mixerVesselAMI2D")
    rows = _rows(root, "In kinematicCloudProperties the particles bounce off the walls with "
                       "e = 0.7 and mu = 0.2, all of a fixedValue size of 3 mm.")
    sizes = "subModels/injectionModels/model1/sizeDistribution/fixedValueDistribution/value"
    assert rows == {"subModels/standardWallInteractionCoeffs/e": True,
                    "subModels/standardWallInteractionCoeffs/mu": True, sizes: True}
    cloud = FoamFile(root / "constant" / "kinematicCloudProperties")
    assert cloud[tuple(sizes.split("/"))] == pytest.approx(0.003)


MANGROVES = "multiphase/interFoam/laminar/waves/mangroveInteraction"


def test_a_symbol_s_bracket_names_the_dictionary_it_holds_in(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(MANGROVES)
    with FoamFile(root / "constant" / "waveProperties") as waves:
        waves["right", "waveHeight"] = 0.05
    rows = _rows(root, "mangroveInteraction: H_wave (left paddle) = 6 cm.")
    assert rows == {"left/waveHeight": True}
    waves = FoamFile(root / "constant" / "waveProperties")
    assert waves[("left", "waveHeight")] == pytest.approx(0.06)
    assert waves[("right", "waveHeight")] == pytest.approx(0.05)


def test_a_bracket_naming_a_dictionary_the_case_lacks_writes_nothing(
        tutorial_case: Callable[[str], Path]) -> None:
    root = tutorial_case(MANGROVES)
    rows = _rows(root, "mangroveInteraction: H_wave (right paddle) = 6 cm.")
    assert rows == {"waveHeight (wave generation)": False}
    waves = FoamFile(root / "constant" / "waveProperties")
    assert waves[("left", "waveHeight")] == pytest.approx(0.05)

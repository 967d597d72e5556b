"""A stated inflow on a condition that holds it in an entry of its own: the mean a fluctuating
inlet varies about (turbulentInlet's ``referenceField``), the superficial speed of a dispersed
phase's inlet (interstitialInletVelocity's ``inletVelocity``). The condition stays; only its
value changes, so an LES inflow keeps its fluctuations and a fluidised bed its phase-fraction
division."""

from __future__ import annotations

from foamlib import FoamFile

from tests.authors.conftest import Written

LES_STEP = "incompressible/pisoFoam/LES/pitzDaily"
FLUIDISED_BED = "multiphase/twoPhaseEulerFoam/laminar/fluidisedBed"


def _inlet(files: dict[str, str], field: str) -> dict:
    return dict(FoamFile.loads(files[f"0/{field}"])["boundaryField"]["inlet"])


def test_a_stated_inflow_is_the_mean_a_fluctuating_inlet_varies_about(
        written: Written) -> None:
    case, _ = written(LES_STEP, "LES of air over a backward step: the air enters at 12 m/s; "
                                "run 0.02 s and write every 0.005 s.")
    inlet = _inlet(case.files, "U")
    assert inlet["type"] == "turbulentInlet"
    assert list(inlet["referenceField"]) == [12, 0, 0]
    assert list(inlet["value"]) == [12, 0, 0]
    # The fluctuations the tutorial gives stay as they are.
    assert list(inlet["fluctuationScale"]) == [0.02, 0.01, 0.01]


def test_a_stated_gas_inflow_of_a_bed_is_the_inlet_velocity_its_condition_divides(
        written: Written) -> None:
    case, _ = written(FLUIDISED_BED, "Fluidised bed: air enters through the inlet at "
                                     "0.4 m/s upwards. Run 1 s.")
    inlet = _inlet(case.files, "U.air")
    assert inlet["type"] == "interstitialInletVelocity"
    assert list(inlet["inletVelocity"]) == [0, 0.4, 0]
    assert inlet["alpha"] == "alpha.air"

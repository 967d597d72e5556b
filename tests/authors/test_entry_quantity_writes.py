"""A stated value is written only into an entry holding the quantity it was read as.

mhdFoam's hartmann keeps ``mu`` beside ``nu`` with no dimensions: there ``mu`` is the
magnetic permeability. A dynamic viscosity stated for the liquid metal becomes nu = mu/rho
and leaves the permeability as it is; a permeability stated lands in ``mu`` and is never
turned into a viscosity. The wordings are this file's own."""

from __future__ import annotations

from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.foamcase.catalog.quantities import quantity_named
from tests.authors.conftest import Written

HARTMANN = "electromagnetics/mhdFoam/hartmann"
TRANSPORT = "constant/transportProperties"


def _transport(composition: object) -> FoamFile:
    return FoamFile.loads(composition.files[TRANSPORT])  # type: ignore[attr-defined,return-value]


def _audit(composition: object, spec: object, root: Path) -> list[object]:
    for relative, text in composition.files.items():  # type: ignore[attr-defined]
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)
    return audit_case(spec, root)  # type: ignore[arg-type]


@pytest.mark.parametrize("prompt", [
    "mhdFoam hartmann: the liquid metal is 6400 kg/m3 with dynamic viscosity mu = 0.002 Pa s. "
    "End at 2 s.",
    "Hartmann channel (mhdFoam), melt density 6400 kg/m^3, viscosity 2 mPa·s, 2 s.",
    "mhdFoam hartmann with rho = 6400 kg/m3 and a dynamic viscosity of 0.002 Pa s; run 2 s.",
])
def test_a_dynamic_viscosity_never_lands_in_the_permeability(
        written: Written, tmp_path: Path, prompt: str) -> None:
    composition, spec = written(HARTMANN, prompt)
    mu = [item for item in spec.stated.properties if item.name == "mu"]
    assert mu and mu[0].quantity == quantity_named("dynamic viscosity")
    transport = _transport(composition)
    assert float(transport["mu"]) == 1  # type: ignore[arg-type]
    assert float(transport["nu"]) == pytest.approx(0.002 / 6400)  # type: ignore[arg-type]
    rows = [row for row in _audit(composition, spec, tmp_path)
            if row.requirement == "mu"]  # type: ignore[attr-defined]
    assert len(rows) == 1 and rows[0].met and "nu = mu / rho" in rows[0].note  # type: ignore[attr-defined]


@pytest.mark.parametrize("prompt", [
    "mhdFoam hartmann: density 6400 kg/m3, magnetic permeability 1.2566e-6 H/m, end at 2 s.",
    "mhdFoam hartmann case, rho = 6400 kg/m^3, mu = 1.2566e-6 H/m, endTime 2.",
    "mhdFoam hartmann, rho 6400 kg/m^3 and mu = 1.2566e-6, endTime 2.",
])
def test_a_permeability_lands_in_mu_and_gives_no_viscosity(
        written: Written, tmp_path: Path, prompt: str) -> None:
    composition, spec = written(HARTMANN, prompt)
    transport = _transport(composition)
    assert float(transport["mu"]) == pytest.approx(1.2566e-6)  # type: ignore[arg-type]
    assert float(transport["nu"]) == 1  # type: ignore[arg-type]
    rows = [row for row in _audit(composition, spec, tmp_path)
            if row.requirement in ("mu", "nu (derived)")]  # type: ignore[attr-defined]
    assert [row.requirement for row in rows] == ["mu"] and rows[0].met  # type: ignore[attr-defined]


@pytest.mark.parametrize(("prompt", "name", "quantity"), [
    ("A gas with dynamic viscosity 1.8e-5 Pa s.", "mu", "dynamic viscosity"),
    ("The oil: mu = 20 cP.", "mu", "dynamic viscosity"),
    ("Water, nu = 1e-6 m^2/s.", "nu", "kinematic viscosity"),
    ("The brine has a density of 1025 kg/m3.", "rho", "density"),
    ("mhdFoam hartmann, mu = 1.2566e-6 H/m.", "mu", "magnetic permeability"),
])
def test_a_value_carries_the_quantity_its_words_or_unit_prove(
        prompt: str, name: str, quantity: str) -> None:
    found = [item.quantity for item in parse_spec(prompt).stated.properties
             if item.name == name]
    assert found == [quantity_named(quantity)]


def test_a_bare_symbol_of_two_quantities_carries_none() -> None:
    bare = parse_spec("mhdFoam hartmann, mu = 1.2566e-6, 2 s.")
    assert [item.quantity for item in bare.stated.properties if item.name == "mu"] == [None]


@pytest.mark.parametrize("prompt", [
    "electrostaticFoam chargedWire; the air around the wire has density 1.2 kg/m3. 0.01 s.",
    "chargedWire with electrostaticFoam, gas rho = 1.2 kg/m^3, end at 0.01 s",
])
def test_a_mass_density_is_no_initial_charge_density(written: Written, prompt: str) -> None:
    """electrostaticFoam's ``rho`` is a field of charge density (C/m^3): a fluid's density
    stated is never written as its initial value."""
    composition, spec = written("electromagnetics/electrostaticFoam/chargedWire", prompt)
    rho = FoamFile.loads(composition.files["0/rho"])  # type: ignore[attr-defined]
    assert float(rho["internalField"]) == 0  # type: ignore[arg-type]
    skipped = [skip for skip in composition.report.skips if skip.quantity == "rho"]
    assert skipped and "not a density" in skipped[0].reason


@pytest.mark.parametrize("prompt", [
    "mhdFoam hartmann filled with mercury at 20 °C. End at 1 s.",
    "Hartmann channel under mhdFoam, the liquid is mercury (20 °C); mu0 = vacuum permeability.",
])
def test_a_named_fluids_viscosity_never_lands_in_the_permeability(
        written: Written, prompt: str) -> None:
    """A fluid's table gives its nu and rho; its dynamic viscosity has no entry in hartmann,
    whose mu stays the permeability (the tutorial's 1, or the one stated)."""
    composition, spec = written(HARTMANN, prompt)
    transport = _transport(composition)
    stated = [item for item in spec.stated.properties if item.name == "mu"]
    assert float(transport["mu"]) == pytest.approx(  # type: ignore[arg-type]
        float(stated[0].value) if stated else 1)
    assert float(transport["nu"]) == pytest.approx(1.15e-7, rel=0.05)  # type: ignore[arg-type]

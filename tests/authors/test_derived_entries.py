"""Entries a case holds that follow from stated properties (``foamcase.catalog.derivations``):
laplacianFoam's flange holds only ``DT``, and a datasheet gives conductivity, density and
specific heat, in whatever units it uses; the author writes DT = κ/(ρ cp) and the audit says
which stated values it came from. The readings are this file's own wordings."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.editors.apply import apply_requirements
from foam_agent.agents.authors.template.compose import with_derived
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.spec.derive import derive
from foam_agent.agents.spec.parse import parse_spec
from foam_agent.agents.spec.units import registry
from foam_agent.foamcase.catalog.derivations import FORMULAS, KINEMATIC
from foam_agent.foamcase.catalog.quantities import NONE, QUANTITIES
from tests.authors.conftest import Written

FLANGE = "basic/laplacianFoam/flange"
CAVITY = "incompressible/icoFoam/cavity/cavity"
BASES = ("[mass]", "[length]", "[time]", "[temperature]", "[substance]", "[current]",
         "[luminosity]")
#: Targets no quantities row holds as a keyword of their own dimensions.
_TARGET_DIMENSIONS = {"Pr": NONE}


def _dimensions(name: str) -> tuple[float, ...]:
    holding = [row for row in QUANTITIES if name in row.keywords]
    if name in _TARGET_DIMENSIONS:
        return _TARGET_DIMENSIONS[name]
    assert len(holding) >= 1, f"no quantities row holds {name}"
    # nu is also Poisson's ratio's keyword: the dimensioned row is the viscosity's; mu is also
    # mhdFoam's magnetic permeability: the fluid's is the row a phase has its own of.
    fluid = [row for row in holding if row.of_phase] if len(holding) > 1 else holding
    rows = {row.dimensions for row in (fluid or holding)}
    dimensioned = [dims for dims in rows if any(dims)]
    assert len(dimensioned) == 1, (name, rows)
    return dimensioned[0]


@pytest.mark.parametrize("formula", FORMULAS, ids=lambda formula: formula.target)
def test_each_formula_has_its_targets_dimensions(formula: object) -> None:
    product = [0.0] * 7
    for name, power in formula.factors:  # type: ignore[attr-defined]
        for index, exponent in enumerate(_dimensions(name)):
            product[index] += power * exponent
    assert tuple(product) == _dimensions(formula.target)  # type: ignore[attr-defined]


def test_a_degree_inside_a_compound_unit_is_a_temperature_difference() -> None:
    spec = parse_spec("A copper-nickel part: thermal conductivity 29 Btu/(h·ft·°F), "
                      "specific heat 0.09 Btu/(lbm·°F), density 558 lbm/ft³.")
    read = {item.name: item.value for item in spec.stated.properties}
    per_degree = registry().Quantity(1, "Btu/(lbm*delta_degF)").to("J/(kg*K)").magnitude
    assert read["Cp"] == pytest.approx(0.09 * per_degree, rel=1e-9)
    assert read["kappa"] == pytest.approx(29 * 1.730735, rel=1e-6)
    assert read["rho"] == pytest.approx(558 * 16.01846, rel=1e-6)


def test_a_unit_of_other_dimensions_gives_the_heat_capacity_no_value() -> None:
    spec = parse_spec("laplacianFoam flange, specific heat 450 W/m^2 on the wall.")
    assert "Cp" not in {item.name for item in spec.stated.properties}


def test_a_conductivity_is_thermal_only_in_a_unit_of_heat() -> None:
    electrical = parse_spec("mhdFoam hartmann, conductivity 1 S/m.")
    assert "kappa" not in {item.name for item in electrical.stated.properties}
    symbol = parse_spec("A plate, k = 16.2 W/(m K).")
    assert {item.name: item.value for item in symbol.stated.properties} == {"kappa": 16.2}
    kept = parse_spec("The gas has molWeight = 28.9 g/mol.")
    assert {item.name: item.value for item in kept.stated.properties}["molWeight"] == 28.9


def _audit_rows(composition: object, spec: object, root: Path) -> list[object]:
    for relative, text in composition.files.items():  # type: ignore[attr-defined]
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)
    return audit_case(spec, root)  # type: ignore[arg-type]


@pytest.mark.parametrize("prompt", [
    "Heat-up of a steel flange with laplacianFoam: thermal conductivity 45 W/(m K), "
    "density 7850 kg/m3, specific heat capacity 490 J/(kg K). Run 3 s.",
    "laplacianFoam flange in carbon steel (density 7.85 g/cm^3, heat conductivity of "
    "0.045 kW/(m·K), specific heat 0.49 kJ/(kg·K)), 3 s.",
    "flange with laplacianFoam; steel: k = 45 W/(m K), rho = 7850 kg/m^3, cp = 490 J/(kg K). "
    "3 s.",
    "The laplacianFoam flange, made of steel (conductivity 45 W/m/K, density 7850 kg/m3, "
    "specific heat 490 J/kg/K), for 3 s.",
    "laplacianFoam flange, steel (k = 45 W/m/K, rho = 7850, c_p = 490). 3 s.",
    "laplacianFoam flange; the steel's specific heat is 0.49\nkJ/(kg·K), its density 7850 "
    "kg/m3 and its thermal conductivity 45 W/(m K). 3 s.",
])
def test_the_flange_holds_the_diffusivity_of_the_stated_material(
        written: Written, tmp_path: Path, prompt: str) -> None:
    composition, spec = written(FLANGE, prompt)
    held = float(FoamFile.loads(composition.files["constant/transportProperties"])["DT"])
    assert held == pytest.approx(45 / (7850 * 490), rel=1e-5)
    rows = _audit_rows(composition, spec, tmp_path)
    derived = [row for row in rows if row.requirement == "DT (derived)"]  # type: ignore[attr-defined]
    assert len(derived) == 1 and derived[0].met and "kappa / (rho Cp)" in derived[0].note
    inputs = [row for row in rows if row.requirement in ("kappa", "rho", "Cp")]  # type: ignore[attr-defined]
    assert len(inputs) == 3 and all(row.met for row in inputs), inputs  # type: ignore[attr-defined]
    assert all("DT = kappa / (rho Cp)" in row.note for row in inputs)  # type: ignore[attr-defined]


def test_a_stated_diffusivity_is_written_as_stated(written: Written) -> None:
    composition, spec = written(FLANGE, "laplacianFoam flange: thermal diffusivity 2e-5 m2/s, "
                                        "thermal conductivity 45 W/(m K), density 7850 kg/m3, "
                                        "specific heat 490 J/(kg K).")
    assert float(FoamFile.loads(composition.files["constant/transportProperties"])["DT"]) \
        == pytest.approx(2e-5)


def test_a_case_without_the_target_derives_nothing_and_the_inputs_stay_unmet(
        written: Written, tmp_path: Path) -> None:
    composition, spec = written(CAVITY, "icoFoam cavity, lid at 1 m/s; the fluid has thermal "
                                        "conductivity 0.6 W/(m K), density 1000 kg/m3 and "
                                        "specific heat 4180 J/(kg K).")
    rows = _audit_rows(composition, spec, tmp_path)
    assert derive(spec, tmp_path).of("DT") is None
    kappa = [row for row in rows if row.requirement == "kappa"]  # type: ignore[attr-defined]
    assert kappa and not kappa[0].met  # type: ignore[attr-defined]


def test_the_kinematic_viscosity_is_the_tables_row() -> None:
    assert KINEMATIC in FORMULAS
    assert KINEMATIC.value({"mu": 1e-3, "rho": 1000}) == pytest.approx(1e-6)
    assert KINEMATIC.text({"mu": 1e-3, "rho": 1000}) == "nu = mu / rho = 0.001 / 1000"


@pytest.mark.slow
def test_laplacian_foam_runs_the_flange_with_the_derived_diffusivity(
        tutorial_case: Callable[[str], Path]) -> None:
    """The DT written is one v1912 reads: the flange, meshed from its ANSYS file, runs four
    steps, and the audit finds the derived DT and each stated input met in the run case."""
    root = tutorial_case(FLANGE)
    spec = parse_spec("laplacianFoam flange in a copper alloy: thermal conductivity "
                      "29 Btu/(h·ft·°F), density 558 lbm/ft³, specific heat 0.09 "
                      "Btu/(lbm·°F). endTime 0.02 s, deltaT 0.005 s.")
    apply_requirements(root, with_derived(spec.stated, derive(spec, root)))
    (root / "Allrun").write_text("#!/bin/sh\nansysToFoam flange.ans -scale 0.001 > "
                                 "log.ansysToFoam 2>&1 && laplacianFoam > log.laplacianFoam "
                                 "2>&1\n")
    result = LocalRunner(timeout_s=300).run(root)
    assert result.ok, (result.status, result.fatal_error)
    written = float(FoamFile(root / "constant" / "transportProperties")["DT"])  # type: ignore[arg-type]
    assert written == pytest.approx(1.4902e-05, rel=1e-4)
    assert (root / "0.02" / "T").is_file()
    rows = [row for row in audit_case(spec, root)
            if row.requirement in ("DT (derived)", "kappa", "rho", "Cp")]
    assert len(rows) == 4 and all(row.met for row in rows), rows


def test_a_gas_with_const_transport_holds_the_prandtl_number_its_properties_give(
        written: Written, tmp_path: Path) -> None:
    """buoyantCavity's const transport keeps mu and Pr, no conductivity: a stated one sets Pr
    with the stated (or written) mu and Cp."""
    composition, spec = written(
        "heatTransfer/buoyantSimpleFoam/buoyantCavity",
        "buoyantSimpleFoam buoyantCavity with air: dynamic viscosity 1.9e-5 Pa s, specific "
        "heat 1010 J/(kg K), thermal conductivity 0.027 W/(m K).")
    thermo = FoamFile.loads(composition.files["constant/thermophysicalProperties"])
    transport = thermo["mixture"]["transport"]  # type: ignore[index]
    assert float(transport["Pr"]) == pytest.approx(1.9e-5 * 1010 / 0.027, rel=1e-5)  # type: ignore[index,arg-type]
    rows = _audit_rows(composition, spec, tmp_path)
    kappa = [row for row in rows if row.requirement == "kappa"]  # type: ignore[attr-defined]
    assert kappa and kappa[0].met and "Pr = (mu Cp) / kappa" in kappa[0].note  # type: ignore[attr-defined]

"""Stated mass and volume flow rates and heat fluxes into the boundary conditions that impose
them.

Why: "0.5 kg/s through the inlet", "300 L/min into the inlet" and "a heat flux of 1 kW/m^2
on the heater" are not values of an existing entry; they change the patch's condition
(``flowRateInletVelocity``, ``externalWallHeatFluxTemperature``). Each condition needs what
the case can supply: a mass flow needs a density (the thermophysical model's, or a stated one
for an incompressible fluid), a volume flow nothing more, and a heat flux needs a
thermophysical model for the conductivity. Where that is missing the
value is reported, not imposed with an invented density or conductivity.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foamlib import FoamFieldFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.stated import BoundaryFlux, Requirements
from foam_agent.foamcase.case.files import field_files, mesh_patches
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.sides import patch_sides
from foam_agent.foamcase.catalog.conditions import FLOW_RATE_CONDITION, Relative, condition

THERMO = "constant/thermophysicalProperties"


def _density(requirements: Requirements) -> float | None:
    return next((float(item.value) for item in requirements.properties
                 if item.name == "rho" and item.phase is None), None)


def _mass_flow(root: Path, flux: BoundaryFlux, patches: list[str], requirements: Requirements,
               report: EditReport) -> None:
    compressible = (root / THERMO).is_file()
    rho = _density(requirements)
    if not compressible and rho is None:
        report.skip("mass_flow_rate", flux.source, "an incompressible case needs the fluid's "
                    "density to turn a mass flow into a volume flow; state it")
        return
    entry: dict[str, Any] = {"type": FLOW_RATE_CONDITION}
    if compressible:
        entry["massFlowRate"] = ("constant", flux.value)
        entry["rhoInlet"] = rho if rho is not None else 1.0
    else:
        assert rho is not None
        entry["volumetricFlowRate"] = ("constant", float(f"{flux.value / rho:.10g}"))
    _set_patches(root, "U", patches, entry, flux, report)


def _volume_flow(root: Path, flux: BoundaryFlux, patches: list[str], requirements: Requirements,
                 report: EditReport) -> None:
    """A volume flow needs no density: ``flowRateInletVelocity`` takes it as it is, in an
    incompressible case and a compressible one alike. Where the request asks another
    condition of the velocity on one of its patches ("the corresponding velocity as a
    fixedValue"), the flow rate is reported, not imposed over it: turning it into that
    velocity needs the patch's area, which the words do not give."""
    known = mesh_patches(root)
    asked = {item.type for item in requirements.boundary_types
             if item.field in ("U", None) and item.type != FLOW_RATE_CONDITION
             and set(resolve(item.boundary, known, sides=lambda: patch_sides(root)))
             & set(patches)}
    if asked:
        report.skip("volume_flow_rate", flux.source, "the request asks "
                    f"{', '.join(sorted(asked))} of the velocity there; a flow rate is imposed "
                    "only by flowRateInletVelocity")
        return
    entry: dict[str, Any] = {"type": FLOW_RATE_CONDITION,
                             "volumetricFlowRate": ("constant", float(flux.value))}
    _set_patches(root, "U", patches, entry, flux, report, own_rate="volume_flow")


def _heat_flux(root: Path, flux: BoundaryFlux, patches: list[str], report: EditReport) -> None:
    if not (root / THERMO).is_file():
        report.skip("heat_flux", flux.source, "a heat flux needs the thermophysical model's "
                    "conductivity, and this case has no thermophysicalProperties")
        return
    entry = {"type": "externalWallHeatFluxTemperature", "mode": "flux", "q": float(flux.value),
             "kappaMethod": "fluidThermo"}
    _set_patches(root, "T", patches, entry, flux, report)


def _own_parameter(previous_type: object, own_rate: Relative | None) -> str | None:
    """The parameter of the patch's own condition that takes a flow rate of kind
    ``own_rate`` (``variableHeightFlowRateInletVelocity``'s ``flowRate``), if it has one
    and is not the condition written anyway."""
    row = condition(previous_type) if isinstance(previous_type, str) else None
    if own_rate is None or row is None or row.type == FLOW_RATE_CONDITION:
        return None
    parameter = row.parameter_of(own_rate)
    return parameter.name if parameter is not None else None


def _set_patches(root: Path, field_name: str, patches: list[str], entry: dict[str, Any],
                 flux: BoundaryFlux, report: EditReport, *,
                 own_rate: Relative | None = None) -> None:
    """Write ``entry`` on each patch; a patch whose condition already takes a rate of kind
    ``own_rate`` (a free-surface inlet's flow rate, whose phase fraction sets the profile)
    keeps its condition and gets the rate in that parameter: replacing the condition by
    ``flowRateInletVelocity`` would drop what the rate is spread by."""
    paths = field_files(root, field_name)
    if not paths:
        report.skip(flux.kind, flux.source, f"the case has no 0/{field_name}")
        return
    for path in paths:
        relative = path.relative_to(root).as_posix()
        with report.parsing(root, path, flux.kind, flux.source):
            file = FoamFieldFile(path)
            for patch in patches:
                previous: Any = file.boundary_field.get(patch)
                previous_type = previous.get("type") if isinstance(previous, Mapping) else None
                own = _own_parameter(previous_type, own_rate)
                if own is not None:
                    file["boundaryField", patch, own] = float(flux.value)
                    report.edit(Edit(flux.kind, relative, ("boundaryField", patch, own),
                                     float(flux.value), previous.get(own), flux.source,
                                     patch=patch))
                    continue
                kept = {key: value for key, value in (previous or {}).items()
                        if key == "value"} if isinstance(previous, Mapping) else {}
                file.boundary_field[patch] = {**entry, **kept}
                report.edit(Edit(flux.kind, relative, ("boundaryField", patch), entry["type"],
                                 previous_type, flux.source, patch=patch))


def edit_fluxes(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Impose each stated flow rate and heat flux on the patches its words name."""
    if not requirements.fluxes:
        return
    known = mesh_patches(root)
    for flux in requirements.fluxes:
        patches = resolve(flux.boundary, known, sides=lambda: patch_sides(root))
        if not patches:
            report.skip(flux.kind, flux.source, f"no patch of the case matches "
                        f"'{flux.boundary[0]}'")
        elif flux.kind == "mass_flow_rate":
            _mass_flow(root, flux, patches, requirements, report)
        elif flux.kind == "volume_flow_rate":
            _volume_flow(root, flux, patches, requirements, report)
        else:
            _heat_flux(root, flux, patches, report)

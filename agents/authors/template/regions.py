"""A shock tube's stated initial states into its ``system/setFieldsDict``.

Why: shockTube (rhoCentralFoam's and sonicFoam's) starts from two gases either side of a
diaphragm: setFields gives every cell ``defaultFieldValues`` (the left, driver gas) and then the
cells of one ``boxToCell`` (x > 0) the right state. "Sod shock tube: left p = 1 bar, T = 348 K;
right p = 0.1 bar, T = 278 K" was put on the tube's end patches and audited unmet; here each
side's state goes to the entries that fill that side, and a stated diaphragm position moves the
box's inner face. A state in physical units is refused on a normalised gas with the boundary
editor's reason, and a density with the pressure beside it is the temperature p / (rho R).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from foamlib import FoamFile

from foam_agent.agents.authors.template.boundaries import state_refusal
from foam_agent.agents.authors.template.report import Edit, EditReport
from foam_agent.agents.spec.derive import case_thermo, gas_properties
from foam_agent.agents.spec.stated import Requirements, SideState
from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.values import number_of, numbers_of, same, tidy

SET_FIELDS = "system/setFieldsDict"
DEFAULTS = "defaultFieldValues"
#: Each field's setFields value kind.
_KINDS = {"p": "volScalarFieldValue", "T": "volScalarFieldValue", "U": "volVectorFieldValue"}
Side = Literal["left", "right"]


@dataclass(frozen=True)
class Box:
    """The one ``boxToCell`` region of a two-state case, and which side it fills."""

    index: int
    low: list[float]
    high: list[float]
    side: Side

    @property
    def interface(self) -> float:
        """The x of the box's face inside the domain: the diaphragm."""
        return self.low[0] if self.side == "right" else self.high[0]


def find_box(root: Path, regions: Any) -> Box | None:
    """The case's single ``boxToCell`` region, with the side of the domain it fills (the side
    beyond its inner face), or None when setFields fills anything else."""
    if not isinstance(regions, list) or len(regions) != 1:
        return None
    name, body = regions[0] if isinstance(regions[0], tuple) else (None, None)
    if name != "boxToCell" or not isinstance(body, Mapping):
        return None
    box = body.get("box")
    corners = [numbers_of(list(corner)) for corner in box] if isinstance(box, tuple | list) \
        and len(box) == 2 else []
    if len(corners) != 2 or any(corner is None or len(corner) != 3 for corner in corners):
        return None
    low, high = corners[0], corners[1]
    assert low is not None and high is not None
    mesh = read_block_mesh(root)
    if mesh is None:
        return None
    xs = [point[0] for point in mesh.points]
    inside_low, inside_high = low[0] > min(xs), high[0] < max(xs)
    if inside_low == inside_high:
        return None  # a box inside or across the whole tube: no diaphragm to speak of
    return Box(0, low, high, "right" if inside_low else "left")


def values_of(listed: Any) -> dict[str, Any]:
    """``(volScalarFieldValue p 1e5 …)`` as {field: value}."""
    if not isinstance(listed, list):
        return {}
    return {str(listed[index + 1]): listed[index + 2] for index in range(0, len(listed) - 2, 3)
            if str(listed[index]).endswith("FieldValue")}


def _with_value(listed: list[Any], field: str, value: Any) -> list[Any]:
    for index in range(0, len(listed) - 2, 3):
        if str(listed[index + 1]) == field:
            return [*listed[:index + 2], value, *listed[index + 3:]]
    return [*listed, _KINDS[field], field, value]


def density_temperature(root: Path, state: SideState, states: tuple[SideState, ...]
                 ) -> tuple[float | None, str]:
    """T = p / (rho R) for a stated density, from the same side's stated pressure."""
    pressure = next((item.value for item in states
                     if item.side == state.side and item.field == "p"), None)
    thermo = case_thermo(root)
    gas = gas_properties(thermo) if thermo is not None else None
    if pressure is None or gas is None or not state.value:
        return None, ("a density sets the state only with the pressure beside it and the "
                      "case's gas constant; setFields writes p and T")
    value = float(pressure) / (float(state.value) * gas.gas_constant)
    return value, (f"T = p / (rho R) = {float(pressure):g} / ({float(state.value):g} * "
                   f"{gas.gas_constant:.6g}) = {value:.6g} K")


def edit_regions(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated side state (and the diaphragm's position) into setFieldsDict."""
    states, diaphragm = requirements.initial_states, requirements.diaphragm
    if not states and diaphragm is None:
        return
    path = root / SET_FIELDS
    parsed = parse(path) if path.is_file() else None
    sources = [item.source for item in states] + ([diaphragm.source] if diaphragm else [])
    if parsed is None:
        refused = [(item, why) for item in states if item.field != "rho"
                   and (why := state_refusal(root, item.field, item.value, item.source))]
        for item, why in refused:
            report.skip(f"{item.field} {item.side} of the diaphragm", item.source, why)
        for source in dict.fromkeys(sources):
            if source not in {item.source for item, _ in refused}:
                report.skip("initial states", source, "the case has no system/setFieldsDict: "
                            "it starts from one state, so no side of a diaphragm holds its own")
        return
    with report.parsing(root, path, "initial states", "; ".join(dict.fromkeys(sources))), \
            FoamFile(path) as file:
        box = find_box(root, file.get("regions"))
        if box is None:
            for source in dict.fromkeys(sources):
                report.skip("initial states", source, "the case's setFieldsDict fills no "
                            "single box beside a diaphragm")
            return
        for state in states:
            _set_state(root, file, box, state, states, report)
        if diaphragm is not None:
            _move_diaphragm(root, file, box, diaphragm.value, diaphragm.source, report)


def _set_state(root: Path, file: FoamFile, box: Box, state: SideState,
               states: tuple[SideState, ...], report: EditReport) -> None:
    field, value, note = state.field, float(state.value), ""
    quantity = f"{state.field} {state.side} of the diaphragm"
    if field == "rho":
        found, note = density_temperature(root, state, states)
        if found is None:
            report.skip(quantity, state.source, note)
            return
        field, value = "T", found
    refusal = state_refusal(root, field, state.value if field == state.field else value,
                            state.source)
    if refusal is not None:
        report.skip(quantity, state.source, refusal)
        return
    regions: Any = file["regions"]
    if box.side == state.side:
        name, body = regions[box.index]
        listed = list(body.get("fieldValues") or [])
        previous = values_of(listed).get(field)
        body["fieldValues"] = _with_value(listed, field, tidy(value))
        regions[box.index] = (name, body)
        file["regions"] = regions
        where = f"regions/boxToCell/fieldValues/{field}"
    else:
        defaults: Any = file.get(DEFAULTS)
        listed = list(defaults or [])
        previous = values_of(listed).get(field)
        file[DEFAULTS] = _with_value(listed, field, tidy(value))
        where = f"{DEFAULTS}/{field}"
    source = f"{state.source}: {note}" if note else state.source
    report.edit(Edit(field, SET_FIELDS, where, tidy(value), previous, source,
                     changed=previous is None or not same(previous, value)))


def _move_diaphragm(root: Path, file: FoamFile, box: Box, position: float, source: str,
                    report: EditReport) -> None:
    mesh = read_block_mesh(root)
    xs = [point[0] for point in mesh.points] if mesh is not None else []
    if not xs or not min(xs) < position < max(xs):
        report.skip("diaphragm position", source,
                    f"x = {position:g} m is not inside the tube (x from {min(xs, default=0):g} "
                    f"to {max(xs, default=0):g} m)")
        return
    previous = box.interface
    regions: Any = file["regions"]
    name, body = regions[box.index]
    low, high = list(box.low), list(box.high)
    if box.side == "right":
        low[0] = position
    else:
        high[0] = position
    body["box"] = ([tidy(item) for item in low], [tidy(item) for item in high])
    regions[box.index] = (name, body)
    file["regions"] = regions
    report.edit(Edit("diaphragm", SET_FIELDS, "regions/boxToCell/box (inner x)", tidy(position),
                     previous, source, changed=number_of(previous) != position))

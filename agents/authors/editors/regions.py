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

from pathlib import Path
from typing import Any

from foamlib import FoamFile

from foam_agent.agents.authors.editors.boundaries import state_refusal
from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.authors.editors.set_boxes import edit_set_boxes
from foam_agent.agents.spec.derive import temperature_of_density
from foam_agent.agents.spec.stated import Requirements, SideState
from foam_agent.foamcase.case.blockmesh import read_block_mesh
from foam_agent.foamcase.case.files import parse
from foam_agent.foamcase.case.set_fields import DEFAULTS, SET_FIELDS, Box, find_box, values_of
from foam_agent.foamcase.case.values import number_of, same, tidy

#: Each field's setFields value kind.
_KINDS = {"p": "volScalarFieldValue", "T": "volScalarFieldValue", "U": "volVectorFieldValue"}


def _with_value(listed: list[Any], field: str, value: Any) -> list[Any]:
    for index in range(0, len(listed) - 2, 3):
        if str(listed[index + 1]) == field:
            return [*listed[:index + 2], value, *listed[index + 3:]]
    return [*listed, _KINDS[field], field, value]


def edit_regions(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write each stated side state (and the diaphragm's position) into setFieldsDict, and
    each stated topoSet box into topoSetDict."""
    edit_set_boxes(root, requirements, report)
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
            report.skip(item.field, item.source, why,
                        what=f"{item.field} {item.side} of the diaphragm")
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
    what = f"{state.field} {state.side} of the diaphragm"
    if field == "rho":
        found = temperature_of_density(root, state, states)
        if found is None:
            report.skip(state.field, state.source,
                        "a density sets the state only with the pressure beside it and the "
                        "case's gas constant; setFields writes p and T", what=what)
            return
        field, (value, note) = "T", found
    refusal = state_refusal(root, field, state.value if field == state.field else value,
                            state.source)
    if refusal is not None:
        report.skip(state.field, state.source, refusal, what=what)
        return
    regions: Any = file["regions"]
    if box.side == state.side:
        name, body = regions[box.index]
        listed = list(body.get("fieldValues") or [])
        previous = values_of(listed).get(field)
        body["fieldValues"] = _with_value(listed, field, tidy(value))
        regions[box.index] = (name, body)
        file["regions"] = regions
        where: tuple[str, ...] = ("regions", "boxToCell", "fieldValues", field)
    else:
        defaults: Any = file.get(DEFAULTS)
        listed = list(defaults or [])
        previous = values_of(listed).get(field)
        file[DEFAULTS] = _with_value(listed, field, tidy(value))
        where = (DEFAULTS, field)
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
    report.edit(Edit("diaphragm", SET_FIELDS, ("regions", "boxToCell", "box"), tidy(position),
                     previous, source, changed=number_of(previous) != position,
                     where="regions/boxToCell/box (inner x)"))

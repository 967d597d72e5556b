"""A zero-dimensional reactor's start into ``constant/initialConditions``: the mixture
(``fractions`` and ``fractionBasis``), ``p``, ``T`` and ``constantProperty``.

Why the whole ``fractions`` dictionary is replaced: chemFoam starts from the species listed
there and divides their amounts by their sum, so a species of the tutorial's mixture that the
request does not name (its fuel, when the request burns another) must go, not stay beside the
new ones. A species the followed case's mechanism does not know is not written: chemFoam would
stop on it, and the audit's unmet row lets the author prefer a tutorial whose mechanism has it.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from foamlib import FoamFile

from foam_agent.agents.authors.editors.report import Edit, EditReport
from foam_agent.agents.spec.reactor_state import ReactorState
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.case.values import number_of
from foam_agent.foamcase.catalog.species import INITIAL_CONDITIONS, case_mechanism


def edit_reactor(root: Path, requirements: Requirements, report: EditReport) -> None:
    """Write the stated reactor start into the followed case's ``initialConditions``."""
    state = requirements.reactor
    if state is None:
        return
    path = root / INITIAL_CONDITIONS
    if not path.is_file():
        for quantity, source in _stated_parts(state):
            report.skip(quantity, source, f"the followed case has no {INITIAL_CONDITIONS}: "
                        "it is no zero-dimensional reactor (chemFoam) case")
        return
    with report.parsing(root, path, "initialConditions", state.mixture_source), \
            FoamFile(path) as file:
        if state.amounts:
            _edit_mixture(root, file, state, report)
        for key, value, source in (("p", state.pressure, state.pressure_source),
                                   ("T", state.temperature, state.temperature_source)):
            if value is None:
                continue
            old = number_of(file.get(key))
            written = float(f"{value:.9g}")
            if old != written:
                file[key] = written
            report.edit(Edit(key, INITIAL_CONDITIONS, (key,), written, old, source,
                             changed=old != written))
        if state.held is not None:
            old_held = file.get("constantProperty")
            if old_held != state.held:
                file["constantProperty"] = state.held
            report.edit(Edit("constantProperty", INITIAL_CONDITIONS, ("constantProperty",),
                             state.held, old_held, state.held_source,
                             changed=old_held != state.held))


def _stated_parts(state: ReactorState) -> list[tuple[str, str]]:
    """Each stated part as (quantity, words), for a case that cannot take them."""
    parts = [("fractions", state.mixture_source)] if state.amounts else []
    parts += [(name, source) for name, value, source in (
        ("p", state.pressure, state.pressure_source),
        ("T", state.temperature, state.temperature_source),
        ("constantProperty", state.held, state.held_source)) if value is not None]
    return parts


def _edit_mixture(root: Path, file: FoamFile, state: ReactorState, report: EditReport) -> None:
    """``fractions`` replaced by the stated mixture, and its basis, when the case's mechanism
    knows every species."""
    mechanism = case_mechanism(root)
    unknown = [item.species for item in state.amounts
               if mechanism is not None and not mechanism.knows(item.species)]
    if unknown:
        report.skip("fractions", state.mixture_source,
                    f"the followed case's mechanism (chemkin/chem.inp) has no "
                    f"{', '.join(unknown)}: a tutorial whose mechanism has it must be followed")
        return
    listed = file.get("fractions")
    old = {str(name): value for name, value in listed.items()} if isinstance(
        listed, Mapping) else listed
    written = {item.species: float(f"{item.amount:.9g}") for item in state.amounts}
    file["fractions"] = written
    report.edit(Edit("fractions", INITIAL_CONDITIONS, ("fractions",), written, old,
                     state.mixture_source))
    old_basis = file.get("fractionBasis")
    if old_basis != state.basis:
        file["fractionBasis"] = state.basis
    report.edit(Edit("fractionBasis", INITIAL_CONDITIONS, ("fractionBasis",), state.basis,
                     old_basis, state.mixture_source if state.basis_stated else
                     "the mixture's amounts are moles" if state.basis == "mole" else
                     "the mixture's amounts are masses", follows=not state.basis_stated,
                     changed=old_basis != state.basis))

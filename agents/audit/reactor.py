"""Audit rows of a zero-dimensional reactor's start: each species of the stated mixture, the
basis when the request states it, ``p``, ``T`` and ``constantProperty``, read back from the
case's ``constant/initialConditions``.

Why the mixture is compared as fractions: chemFoam divides the listed amounts by their sum,
so "CH4 0.4, O2 1, N2 3.76" and "CH4 0.0775, O2 0.194, N2 0.729" are one mixture; each side is
normalised before the comparison, and a species the case lists beyond the stated ones must be
absent or zero (the tutorial's fuel left beside the request's is a different mixture).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.spec.reactor_state import ReactorState
from foam_agent.agents.spec.stated import Requirements, format_number
from foam_agent.foamcase.case.files import entries_of
from foam_agent.foamcase.case.values import number_of
from foam_agent.foamcase.catalog.species import INITIAL_CONDITIONS

#: Relative tolerance of a written value (the editor writes nine significant digits).
_TOLERANCE = 1e-6


def reactor_rows(requirements: Requirements, root: Path) -> list[AuditRow]:
    """One row per stated part of a reactor's start."""
    state = requirements.reactor
    if state is None:
        return []
    entries = entries_of(root / INITIAL_CONDITIONS)
    rows = _mixture_rows(state, entries)
    for key, value, source in (("p", state.pressure, state.pressure_source),
                               ("T", state.temperature, state.temperature_source)):
        if value is None:
            continue
        found = number_of(entries.get(key)) if entries is not None else None
        rows.append(AuditRow(
            requirement=f"initial {key}", phrase=source, expected=format_number(value),
            file=INITIAL_CONDITIONS, entry=key,
            found=format_number(found) if found is not None else None,
            met=found is not None and abs(found - value) <= _TOLERANCE * abs(value),
            note="" if entries is not None else f"the case has no {INITIAL_CONDITIONS}"))
    if state.held is not None:
        held = entries.get("constantProperty") if entries is not None else None
        rows.append(AuditRow(
            requirement="constant property", phrase=state.held_source, expected=state.held,
            file=INITIAL_CONDITIONS, entry="constantProperty",
            found=str(held) if held is not None else None, met=held == state.held))
    return rows


def _mixture_rows(state: ReactorState, entries: Mapping[str | None, Any] | None
                  ) -> list[AuditRow]:
    """A row per stated species (its fraction of the case's normalised mixture), one per
    species the case lists beyond them, and the basis when the request states it."""
    if not state.amounts:
        return []
    listed = entries.get("fractions") if entries is not None else None
    basis = entries.get("fractionBasis") if entries is not None else None
    found = _normalised(listed)
    same_basis = basis == state.basis
    note = ("" if same_basis else
            f"the case's fractionBasis is {basis}, the request's amounts are "
            f"{state.basis} amounts") if found is not None else (
        f"the case has no fractions in {INITIAL_CONDITIONS}")
    if state.derivation:
        note = "; ".join(part for part in (note, state.derivation) if part)
    rows: list[AuditRow] = []
    stated = state.fractions()
    for species, fraction in stated.items():
        value = found.get(species) if found is not None else None
        rows.append(AuditRow(
            requirement=f"{species} fraction ({state.basis}, normalised)",
            phrase=state.mixture_source, expected=format_number(round(fraction, 9)),
            file=INITIAL_CONDITIONS, entry=f"fractions/{species}",
            found=format_number(round(value, 9)) if value is not None else None,
            met=same_basis and value is not None
            and abs(value - fraction) <= _TOLERANCE * max(fraction, 1e-12),
            note=note))
    for species, value in (found or {}).items():
        if species not in stated and value > 0:
            rows.append(AuditRow(
                requirement=f"{species} fraction (not in the stated mixture)",
                phrase=state.mixture_source, expected="0", file=INITIAL_CONDITIONS,
                entry=f"fractions/{species}", found=format_number(round(value, 9)), met=False,
                note="the case's mixture has a species the request does not name"))
    if state.basis_stated:
        rows.append(AuditRow(
            requirement="fraction basis", phrase=state.mixture_source, expected=state.basis,
            file=INITIAL_CONDITIONS, entry="fractionBasis",
            found=str(basis) if basis is not None else None, met=same_basis))
    return rows


def _normalised(listed: Any) -> dict[str, float] | None:
    """The case's ``fractions`` divided by their sum, as chemFoam reads them; None when it has
    none or they sum to nothing."""
    if not isinstance(listed, Mapping):
        return None
    amounts = {str(name): number_of(value) for name, value in listed.items()}
    total = sum(value for value in amounts.values() if value is not None)
    if total <= 0:
        return None
    return {name: (value or 0.0) / total for name, value in amounts.items()}

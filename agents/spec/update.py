"""Corrections to a parsed spec, typed as the spec holds them, and applying them.

Why typed: a model that reads the request next to the parser's reading may find a value the
parser missed or misread ("save results twice per simulated second"). As free text such a
correction can only be passed on as an instruction, which the audit cannot check. As a
``SpecUpdate`` it becomes part of the spec: the template applier writes it, and the audit checks
it like any stated value, with the request's words and a mark that the model supplied it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.stated import (
    BoundaryValue,
    PropertyValue,
    Requirements,
    Stated,
    Timed,
    WriteInterval,
    format_number,
)

#: Marks a value's words as the model's reading, not the parser's, in the run record.
CORRECTED = "corrected by the model"
TimeName = Literal["endTime", "startTime", "deltaT", "maxCo", "writeInterval"]
_TIME_FIELDS: dict[str, str] = {"endTime": "end_time", "startTime": "start_time",
                                "deltaT": "delta_t", "maxCo": "max_co"}


class TimeCorrection(BaseModel):
    """A controlDict value: an end or start time, a time step, max Co or a write interval."""

    model_config = ConfigDict(frozen=True)

    name: TimeName
    value: float = Field(description="In seconds (maxCo: a number; writeInterval: see unit).")
    unit: Literal["time", "steps"] | None = Field(
        default=None, description="For writeInterval: 'time' (seconds) or 'steps'.")
    phrase: str = Field(description="The request's words it comes from.")


class PropertyCorrection(BaseModel):
    """A material property or coefficient (nu in m2/s, mu in Pa s, rho in kg/m3, Cp, Pr…)."""

    model_config = ConfigDict(frozen=True)

    name: str = Field(description="The OpenFOAM name: nu, mu, rho, Cp, Pr, …")
    value: float = Field(description="In SI units.")
    phase: str | None = Field(default=None, description="The phase of a multiphase case.")
    phrase: str


class BoundaryCorrection(BaseModel):
    """A value of U, p or T on a boundary (or 'internalField' for the initial field)."""

    model_config = ConfigDict(frozen=True)

    field: Literal["U", "p", "T"]
    boundary: str = Field(description="The boundary as the request names it, e.g. 'inlet'.")
    value: float | None = Field(default=None, description="A scalar, or a speed for U.")
    vector: list[float] = Field(default_factory=list, description="Three components for U.")
    phrase: str


class SpecUpdate(BaseModel):
    """What the parser missed or got wrong, as typed values (empty when it got it all)."""

    model_config = ConfigDict(frozen=True)

    times: list[TimeCorrection] = Field(default_factory=list)
    properties: list[PropertyCorrection] = Field(default_factory=list)
    boundary_values: list[BoundaryCorrection] = Field(default_factory=list)
    turbulence_model: str | None = Field(
        default=None, description="laminar, or an OpenFOAM model name such as kOmegaSST.")
    turbulence_phrase: str = ""

    @property
    def empty(self) -> bool:
        """True when nothing is corrected."""
        return not (self.times or self.properties or self.boundary_values
                    or self.turbulence_model)

    def describe(self) -> list[str]:
        """One line per correction, as the run record and the edit request show them."""
        lines = []
        for time in self.times:
            unit = {"steps": " time steps", "time": " s", None: ""}[time.unit]
            lines.append(f"{time.name} = {format_number(time.value)}{unit} from "
                         f"'{time.phrase}'")
        for item in self.properties:
            of = f" of {item.phase}" if item.phase else ""
            lines.append(f"{item.name}{of} = {format_number(item.value)} from '{item.phrase}'")
        for value in self.boundary_values:
            shown = ("(" + " ".join(format_number(c) for c in value.vector) + ")"
                     if value.vector else format_number(value.value or 0.0))
            lines.append(f"{value.field} on '{value.boundary}' = {shown} from "
                         f"'{value.phrase}'")
        if self.turbulence_model:
            lines.append(f"turbulence = {self.turbulence_model} from "
                         f"'{self.turbulence_phrase}'")
        return lines


def _source(phrase: str) -> str:
    return f"{phrase} ({CORRECTED})"


def _covered(unparsed: str, phrases: list[str]) -> bool:
    """Whether a phrase not understood is one a correction reads (either holds the other)."""
    plain = " ".join(unparsed.lower().split())
    return any(phrase and (phrase in plain or plain in phrase)
               for phrase in (" ".join(item.lower().split()) for item in phrases))


def _times(stated: Requirements, update: SpecUpdate) -> Requirements:
    for time in update.times:
        value = int(time.value) if time.value.is_integer() else time.value
        if time.name == "writeInterval":
            interval = WriteInterval(value, time.unit, seconds=time.unit == "time")
            stated = replace(stated, write_interval=Stated(interval, _source(time.phrase)))
        elif time.name == "maxCo":
            stated = replace(stated, max_co=Stated(value, _source(time.phrase)))
        else:
            # The correction's times are in seconds (its field says so).
            changes: dict[str, Any] = {_TIME_FIELDS[time.name]: Timed(
                value, _source(time.phrase), seconds=True)}
            stated = replace(stated, **changes)
    return stated


def _boundary_value(item: BoundaryCorrection) -> BoundaryValue | None:
    if len(item.vector) == 3:
        vector = (float(item.vector[0]), float(item.vector[1]), float(item.vector[2]))
        return BoundaryValue(item.field, (item.boundary,), vector, _source(item.phrase))
    if item.value is None:
        return None
    return BoundaryValue(item.field, (item.boundary,), item.value, _source(item.phrase))


def apply_update(spec: CaseSpec, update: SpecUpdate | None) -> CaseSpec:
    """``spec`` with the corrections in place of what they correct.

    A time replaces the parser's; a property replaces the one of the same name and phase; a
    boundary value replaces those of the same field on the same boundary; a phrase the parser
    did not understand and a correction reads is no longer reported as not understood.
    """
    if update is None or update.empty:
        return spec
    stated = _times(spec.stated, update)
    properties = list(stated.properties)
    for item in update.properties:
        properties = [old for old in properties
                      if not (old.name in (item.name, "viscosity") and old.phase == item.phase)]
        properties.append(PropertyValue(item.name, item.value, _source(item.phrase),
                                        item.phase))
    values = list(stated.boundary_values)
    for correction in update.boundary_values:
        value = _boundary_value(correction)
        if value is None:
            continue
        values = [old for old in values if not (old.field == value.field
                                                and old.boundary[0] == correction.boundary)]
        values.append(value)
    turbulence = stated.turbulence
    if update.turbulence_model:
        turbulence = Stated(update.turbulence_model, _source(update.turbulence_phrase))
    phrases = [*(item.phrase for item in update.times),
               *(item.phrase for item in update.properties),
               *(item.phrase for item in update.boundary_values), update.turbulence_phrase]
    unparsed = tuple(phrase for phrase in spec.unparsed if not _covered(phrase, phrases))
    stated = replace(stated, properties=tuple(properties), boundary_values=tuple(values),
                     turbulence=turbulence, ignored=unparsed)
    return spec.model_copy(update={"stated": stated, "unparsed": unparsed})

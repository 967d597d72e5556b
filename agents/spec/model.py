"""``CaseSpec``: everything a prompt asks for, parsed once and passed by type.

Why one object: the writer, the reviewer, the audit and the run record must agree on what the
user asked. Each reads this spec; none reads the prompt again. Every number of the prompt is
either in a field here (with the words it came from) or in ``unparsed``, so nothing stated is
dropped without a word.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from pydantic import BaseModel, ConfigDict

from foam_agent.agents.spec.dimensionless import Dimensionless, LengthMention
from foam_agent.agents.spec.geometry import Geometry
from foam_agent.agents.spec.materials import MaterialMention
from foam_agent.agents.spec.regime import Regime, RegimeFacet
from foam_agent.agents.spec.stated import NotApplied, Requirements


def asked_facets(regime: Regime, names: tuple[str, ...]) -> list[RegimeFacet]:
    """The regime's facets called ``names`` that the prompt states in words of its own, not
    those implied by the solver it names (icoFoam is laminar and transient by nature: that is
    not a requirement of its own)."""
    solvers = {item.phrase for item in regime.facets if item.facet == "solver"}
    return [item for item in regime.facets if item.facet in names and item.phrase not in solvers]


class CaseSpec(BaseModel):
    """The requirements of one prompt.

    Attributes:
        prompt: The request as the user gave it.
        text: The request normalised (``1×10⁻⁵`` → ``1e-5``); every offset refers to it.
        stated: The values the prompt states (times, properties, boundary values and types,
            mesh, gravity), in SI units, each with its words.
        regime: Laminar/RAS/LES and the model, steady or transient, compressibility, phases,
            and the solver named (mapped to this installation's).
        geometry: The shapes and sizes the prompt describes, when it describes any.
        dimensionless: Re, Ma, … with their reference lengths.
        lengths: Lengths the prompt gives for the case ("box 0.1 m"), the reference lengths
            that derived values may use.
        material: The fluid the prompt names ("water at 20 °C"), whose table properties
            fill in what the prompt does not state.
        unparsed: Phrases holding a number that no reader understood.
        not_applied: What the request asks that was read but no case here can do, with why.
    """

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    prompt: str
    text: str
    stated: Requirements
    regime: Regime
    geometry: Geometry | None = None
    dimensionless: tuple[Dimensionless, ...] = ()
    lengths: tuple[LengthMention, ...] = ()
    material: MaterialMention | None = None
    unparsed: tuple[str, ...] = ()
    not_applied: tuple[NotApplied, ...] = ()

    def asked(self, facet: str) -> RegimeFacet | None:
        """The regime facet the prompt asks for in words of its own (see ``asked_facets``)."""
        return next(iter(asked_facets(self.regime, (facet,))), None)

    def number(self, name: str) -> Dimensionless | None:
        """The first stated dimensionless number called ``name`` (``Re``, ``Ma``…)."""
        return next((item for item in self.dimensionless if item.name == name), None)

    def describe(self) -> list[str]:
        """One line per understood requirement, then each phrase not understood."""
        lines = [line for line in self.stated.describe()
                 if not line.startswith(("not understood", "read, not applied"))]
        for facet in self.regime.facets:
            if facet.facet not in ("turbulence", "model", "solver"):
                lines.append(f"understood {facet.facet} = {facet.value} from '{facet.phrase}'")
        for number in self.dimensionless:
            scale = (f" (reference length {number.length:g} m from '{number.length_phrase}')"
                     if number.length is not None else "")
            if number.basis is not None:
                scale = (f" (based on the {number.basis}: {number.length:g} m from "
                         f"'{number.length_phrase}')" if number.length is not None else
                         f" (based on the {number.basis}, which the request does not state)")
            if number.speed is not None:
                what = "speed of sound" if number.name == "Ma" else "reference speed"
                scale += f" ({what} {number.speed:g} m/s from '{number.speed_phrase}')"
            lines.append(f"understood {number.name} = {number.value:g} from "
                         f"'{number.phrase}'{scale}")
        if self.material is not None:
            lines.append(self.material.describe())
        if self.geometry is not None:
            words = "; ".join(f"'{item.phrase}'" for item in self.geometry.evidence)
            lines.append(f"understood geometry: {self.geometry.describe()}"
                         + (f" from {words}" if words else ""))
        lines.extend(f"not understood: '{phrase}'" for phrase in self.unparsed)
        lines.extend(f"read, not applied: '{item.words}' ({item.reason})"
                     for item in self.not_applied)
        return lines

    def to_record(self) -> dict[str, Any]:
        """The spec as the run record keeps it (JSON-ready)."""
        return {
            "stated": asdict(self.stated),
            "regime": self.regime.model_dump(mode="json"),
            "geometry": self.geometry.model_dump(mode="json") if self.geometry else None,
            "dimensionless": [item.model_dump(mode="json") for item in self.dimensionless],
            "material": self.material.model_dump(mode="json") if self.material else None,
            "unparsed": list(self.unparsed),
            "not_applied": [asdict(item) for item in self.not_applied],
        }

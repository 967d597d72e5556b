"""``parse_spec``: the one parse of a prompt into a ``CaseSpec``.

Why here and once: each reader (regime, geometry, dimensionless numbers, stated values) reads
the same normalised text and reports the parts it used; whatever number no reader used is
listed as not understood. The cost is linear in the prompt's length and the prompt's size is
capped, so a pasted document cannot stall a solve.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from foam_agent.agents.spec.column import read_column, with_column
from foam_agent.agents.spec.dimensionless import (
    read_dimensionless,
    read_lengths,
    with_domain_lengths,
)
from foam_agent.agents.spec.freestream import read_stated
from foam_agent.agents.spec.geometry import read_geometry
from foam_agent.agents.spec.implied import implied_laminar
from foam_agent.agents.spec.materials import read_material
from foam_agent.agents.spec.model import CaseSpec, asked_facets
from foam_agent.agents.spec.outputs import read_outputs, without_locations
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.ramps import read_ramps, with_ramps
from foam_agent.agents.spec.regime import read_regime
from foam_agent.agents.spec.shapes import read_shapes, with_shapes
from foam_agent.agents.spec.stated import Stated
from foam_agent.agents.spec.states import read_states, with_states

#: The longest request read. FoamBench's longest prompt is about 1,700 characters; 20,000 is a
#: page of text, far beyond any case description, and reads in well under a second.
MAX_PROMPT_CHARS = 20_000


class SpecError(ValueError):
    """The prompt cannot be read as a request (too long, empty); the message says why."""


def parse_spec(prompt: str, *, solvers: Collection[str] = ()) -> CaseSpec:
    """Read every requirement of ``prompt``.

    Args:
        prompt: The user's request.
        solvers: The installation's applications, so a named solver is recognised and a solver
            of the other dialect is mapped to this installation's.

    Raises:
        SpecError: The prompt is empty or longer than ``MAX_PROMPT_CHARS``.
    """
    if not prompt.strip():
        raise SpecError("the request is empty: say what to simulate")
    if len(prompt) > MAX_PROMPT_CHARS:
        raise SpecError(f"the request has {len(prompt):,} characters; at most "
                        f"{MAX_PROMPT_CHARS:,} are read (describe the case, not a document)")
    text = normalize(prompt)
    regime = read_regime(text, solvers=solvers)
    geometry = read_geometry(text)
    dimensionless = read_dimensionless(text)
    lengths = read_lengths(text)
    used = [(facet.start, facet.end) for facet in regime.facets]
    used += list(geometry.spans)
    used += [(number.start, number.end) for number in dimensionless]
    referenced = {number.length_phrase for number in dimensionless}
    used += [(length.start, length.end) for length in lengths if length.phrase in referenced]
    outputs = read_outputs(text, geometry.geometry)
    used += list(outputs.spans)
    states = read_states(text)
    used += list(states.spans)
    shapes = read_shapes(text, lengths)
    used += list(shapes.spans)
    ramps = read_ramps(text)
    used += list(ramps.spans)
    column = read_column(text, lengths)
    used += list(column.spans)
    multiphase = regime.phases is not None and regime.phases >= 2
    material = None if multiphase or regime.reacting else read_material(text)
    stated = read_stated(text, understood=used, multiphase=multiphase, material=material,
                         compressible=bool(regime.compressible))
    stated = replace(without_locations(text, stated, outputs), outputs=outputs.outputs)
    stated = with_column(with_ramps(with_shapes(with_states(stated, states), shapes), ramps),
                         column)
    shape = geometry.geometry
    cavity = shape is not None and shape.kind == "cavity"
    if stated.extent is not None and not stated.extent.value.in_mesh_units:
        dimensionless = with_domain_lengths(dimensionless, stated.extent.value.sizes,
                                            stated.extent.source, cavity=cavity)
    elif shape is not None and shape.evidence:
        dimensionless = with_domain_lengths(
            dimensionless, tuple(shape.size(axis) for axis in range(3)),
            "; ".join(item.phrase for item in shape.evidence), cavity=cavity)
    asked = asked_facets(regime, ("model", "turbulence"))
    if asked:
        model = regime.model or regime.turbulence or asked[0].value
        # The model's own words ("Spalart-Allmaras"), not the family's ("RANS") when both.
        named = next((facet for facet in asked if facet.facet == "model"), asked[0])
        stated = replace(stated, turbulence=Stated(model, named.phrase))
    elif (laminar := implied_laminar(text, regime, geometry.geometry, dimensionless)) is not None:
        regime = regime.model_copy(update={"turbulence": "laminar",
                                           "facets": (*regime.facets, laminar.facet)})
        stated = replace(stated, turbulence=Stated("laminar", laminar.reason))
    if regime.solver is not None:
        phrase = next((facet.phrase for facet in regime.facets if facet.facet == "solver"),
                      regime.solver)
        stated = replace(stated, solver=Stated(regime.solver, phrase))
    return CaseSpec(prompt=prompt, text=text, stated=stated, regime=regime,
                    geometry=geometry.geometry, dimensionless=dimensionless, lengths=lengths,
                    material=material, unparsed=stated.ignored,
                    not_applied=stated.not_applied)



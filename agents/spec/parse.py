"""``parse_spec``: the one parse of a prompt into a ``CaseSpec``.

Why here and once: the readers of ``foam_agent.agents.spec.readers`` read the same normalised
text in the order of their table, each claiming the words it used; the value reader comes last
and lists whatever number no reader claimed as not understood. Their typed findings are then
put together here. The cost is linear in the prompt's length and the prompt's size is capped,
so a pasted document cannot stall a solve.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.dimensionless import Dimensionless, with_domain_lengths
from foam_agent.agents.spec.geometry import Geometry
from foam_agent.agents.spec.implied import implied_laminar
from foam_agent.agents.spec.model import CaseSpec, asked_facets
from foam_agent.agents.spec.phrases import normalize
from foam_agent.agents.spec.readers import READERS, Draft, Reader
from foam_agent.agents.spec.regime import Regime
from foam_agent.agents.spec.stated import Requirements, Stated
from foam_agent.agents.spec.translation import translated

#: The longest request read. FoamBench's longest prompt is about 1,700 characters; 20,000 is a
#: page of text, far beyond any case description, and reads in well under a second.
MAX_PROMPT_CHARS = 20_000


class SpecError(ValueError):
    """The prompt cannot be read as a request (too long, empty); the message says why."""


@dataclass(frozen=True)
class SpecReading:
    """A prompt's spec and the claims it was read from: which reader took which words."""

    spec: CaseSpec
    claims: Claims


def parse_spec(prompt: str, *, solvers: Collection[str] = ()) -> CaseSpec:
    """Read every requirement of ``prompt``.

    Args:
        prompt: The user's request.
        solvers: The installation's applications, so a named solver is recognised and a solver
            of the other dialect is mapped to this installation's.

    Raises:
        SpecError: The prompt is empty or longer than ``MAX_PROMPT_CHARS``.
    """
    return read_spec(prompt, solvers=solvers).spec


def read_spec(prompt: str, *, solvers: Collection[str] = (),
              readers: Sequence[Reader] = READERS) -> SpecReading:
    """``parse_spec``, with the claims of every reader on the normalised text.

    Args:
        prompt: The user's request.
        solvers: As for ``parse_spec``.
        readers: The readers in the order they claim words; ``READERS`` unless a new reader
            is being tried.

    Raises:
        SpecError: The prompt is empty or longer than ``MAX_PROMPT_CHARS``.
    """
    if not prompt.strip():
        raise SpecError("the request is empty: say what to simulate")
    if len(prompt) > MAX_PROMPT_CHARS:
        raise SpecError(f"the request has {len(prompt):,} characters; at most "
                        f"{MAX_PROMPT_CHARS:,} are read (describe the case, not a document)")
    claims = Claims()
    draft = Draft(normalize(prompt), solvers, translation=translated(prompt))
    for reader in readers:
        draft = reader.read(draft, claims)
    return SpecReading(_assemble(prompt, draft), claims)


def _assemble(prompt: str, draft: Draft) -> CaseSpec:
    """The spec from the readers' findings: the stated values with every amendment, the
    dimensionless numbers' lengths from the domain, and the turbulence and solver asked."""
    stated = draft.stated
    for amend in draft.amendments:
        stated = amend(stated)
    dimensionless = _domain_lengths(draft.dimensionless, stated, draft.geometry)
    regime, stated = _turbulence(draft.text, draft.regime, stated, draft.geometry,
                                 dimensionless)
    if regime.solver is not None:
        phrase = next((facet.phrase for facet in regime.facets if facet.facet == "solver"),
                      regime.solver)
        stated = replace(stated, solver=Stated(regime.solver, phrase))
    return CaseSpec(prompt=prompt, text=draft.text, stated=stated, regime=regime,
                    geometry=draft.geometry, dimensionless=dimensionless,
                    lengths=draft.lengths, material=draft.material, unparsed=stated.ignored,
                    not_applied=stated.not_applied)


def _domain_lengths(numbers: tuple[Dimensionless, ...], stated: Requirements,
                    shape: Geometry | None) -> tuple[Dimensionless, ...]:
    """The numbers based on a domain length with the stated extent's (else the geometry's)."""
    cavity = shape is not None and shape.kind == "cavity"
    if stated.extent is not None and not stated.extent.value.in_mesh_units:
        return with_domain_lengths(numbers, stated.extent.value.sizes, stated.extent.source,
                                   cavity=cavity)
    if shape is not None and shape.evidence:
        return with_domain_lengths(
            numbers, tuple(shape.size(axis) for axis in range(3)),
            "; ".join(item.phrase for item in shape.evidence), cavity=cavity)
    return numbers


def _turbulence(text: str, regime: Regime, stated: Requirements, shape: Geometry | None,
                numbers: tuple[Dimensionless, ...]) -> tuple[Regime, Requirements]:
    """The turbulence model the words ask for, else laminar where the Reynolds number of the
    geometry implies it (the regime then holds that assumption as a facet)."""
    asked = asked_facets(regime, ("model", "turbulence"))
    if asked:
        model = regime.model or regime.turbulence or asked[0].value
        # The model's own words ("Spalart-Allmaras"), not the family's ("RANS") when both.
        named = next((facet for facet in asked if facet.facet == "model"), asked[0])
        return regime, replace(stated, turbulence=Stated(model, named.phrase))
    laminar = implied_laminar(text, regime, shape, numbers)
    if laminar is None:
        return regime, stated
    regime = regime.model_copy(update={"turbulence": "laminar",
                                       "facets": (*regime.facets, laminar.facet)})
    return regime, replace(stated, turbulence=Stated("laminar", laminar.reason))

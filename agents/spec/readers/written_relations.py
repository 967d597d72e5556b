"""The written-relation reader: a catalog row the request writes out ("psi = 1/c^2", "DT =
kappa / (rho Cp)", ``agents.spec.written_relations``) is claimed as that row, which the
deriver applies where the request states the row's inputs.

Why an amendment: whether the inputs are stated is known only once the value reader has
read the properties; a row whose inputs the request does not state is said not applied
(the followed case's entry stands), never dropped.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.stated import NotApplied, Requirements
from foam_agent.agents.spec.written_relations import (
    WrittenEstimate,
    WrittenRelation,
    written_estimates,
    written_relations,
)
from foam_agent.foamcase.catalog.derivations import KINEMATIC


class WrittenRelationsReader:
    """Claims each written catalog relation; its amendment says one whose inputs are not
    stated as not applied."""

    name = "written relation"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        relations = [item for item in written_relations(draft.text)
                     if claims.is_free(*item.span)]
        estimates = [item for item in written_estimates(draft.text)
                     if claims.is_free(*item.span)]
        for span in (*(item.span for item in relations), *(item.span for item in estimates)):
            claims.claim(*span, self.name)
        if relations:
            draft = draft.amended(partial(unstated_inputs, relations=tuple(relations)))
        if estimates:
            draft = draft.amended(partial(unstated_intensity, estimates=tuple(estimates)))
        return draft


def unstated_inputs(requirements: Requirements, relations: tuple[WrittenRelation, ...]
                    ) -> Requirements:
    """``requirements`` with each relation whose inputs the request does not all state said
    as not applied (ν = μ/ρ excepted: a named fluid's table gives μ and ρ)."""
    stated = {item.name for item in requirements.properties}
    missing = [(relation, [name for name in relation.formula.inputs if name not in stated])
               for relation in relations if relation.formula is not KINEMATIC]
    said = tuple(NotApplied(relation.phrase, f"the relation sets {relation.formula.target} "
                            f"only from {', '.join(names)}, which the request does not "
                            f"state: the followed case's {relation.formula.target} stands")
                 for relation, names in missing if names)
    if not said:
        return requirements
    return replace(requirements, not_applied=(*requirements.not_applied, *said))


def unstated_intensity(requirements: Requirements, estimates: tuple[WrittenEstimate, ...]
                       ) -> Requirements:
    """``requirements`` with each written inlet estimate ("k = 1.5 (I U)^2") said as not
    applied where the request states no turbulence intensity for it to apply to; with one,
    the author applies the catalog's same estimate from it."""
    if requirements.intensity is not None:
        return requirements
    said = tuple(NotApplied(item.phrase, f"the relation sets {item.field} from the inflow's "
                            "turbulence intensity, which the request does not state: the "
                            f"followed case's {item.field} stands")
                 for item in estimates)
    return replace(requirements, not_applied=(*requirements.not_applied, *said))

"""The span-flow reader: a 2-D inlet's flow per metre of span (``agents.spec.span_flow``)
becomes the inlet's mean speed, with its arithmetic as the value's assumption.

Why an amendment: a mass flow needs the density, which the value reader reads after this
reader. A flow whose height or density the request does not give is reported as read but not
applied: a case that kept the tutorial's inlet speed must not end ``solved``.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.readers.draft import Draft
from foam_agent.agents.spec.span_flow import SpanFlow, span_flows
from foam_agent.agents.spec.stated import BoundaryValue, NotApplied, Requirements


class SpanFlowReader:
    """Claims each flow per unit span; its amendment puts the speed it gives on the inlet."""

    name = "span flow"

    def read(self, draft: Draft, claims: Claims) -> Draft:
        flows = [flow for flow in span_flows(draft.text) if claims.is_free(*flow.span)]
        if not flows:
            return draft
        for flow in flows:
            claims.claim(*flow.span, self.name)
            if flow.height_span is not None and claims.is_free(*flow.height_span):
                claims.claim(*flow.height_span, self.name)
        return draft.amended(partial(inlet_speed, flow=flows[0]))


def _density(requirements: Requirements) -> float | None:
    """The one density the request states, if it states exactly one."""
    values = {float(item.value) for item in requirements.properties if item.name == "rho"}
    return next(iter(values)) if len(values) == 1 else None


def inlet_speed(requirements: Requirements, flow: SpanFlow) -> Requirements:
    """``requirements`` with the inlet's speed from ``flow``; where the request gives no inlet
    height (or no density for a mass flow), the flow is said not applied."""
    speed = flow.speed(_density(requirements))
    if speed is None:
        missing = "the inlet's height" if flow.height is None else "the fluid's density"
        return replace(requirements, not_applied=(*requirements.not_applied, NotApplied(
            flow.phrase, f"a flow per unit span fixes the inlet's speed only with {missing}, "
            "which the request does not state: the followed case's inlet speed stands")))
    value, formula = speed
    stated = [item for item in requirements.boundary_values
              if item.field == "U" and "inlet" in item.boundary]
    if stated:
        return replace(requirements, not_applied=(*requirements.not_applied, NotApplied(
            flow.phrase, f"the inlet's velocity is stated too ('{stated[0].source}'); the "
            f"flow per unit span would give {value:.6g} m/s ({formula})")))
    return replace(requirements, boundary_values=(*requirements.boundary_values, BoundaryValue(
        "U", ("inlet",), float(f"{value:.6g}"), flow.phrase, assumption=formula)))

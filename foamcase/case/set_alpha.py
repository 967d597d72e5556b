"""A case's ``system/setAlphaFieldDict``: the round body of one phase it makes (a ``cylinder``
or ``sphere`` of ``radius`` about an ``origin``) and why a stated body cannot be written there.

Why here: the editor that writes a stated disc's radius and centre and the audit that checks
them must refuse the same cases with the same reason.
"""

from __future__ import annotations

from typing import Any

from foam_agent.foamcase.case.values import vector_of

SET_ALPHA = "system/setAlphaFieldDict"
#: setAlphaField's shapes that have a radius.
ROUND = ("cylinder", "sphere")


def body_refusal(entries: Any, shape: str | None,
                 placed: bool) -> str | None:
    """Why a round body (of ``shape`` when stated, moved when ``placed``) cannot be written
    into the dictionary ``entries``, or None."""
    if entries is None:
        return "the case has no system/setAlphaFieldDict: it makes no round body of liquid"
    kind = str(entries.get("type", ""))
    if kind not in ROUND:
        return f"the case's setAlphaFieldDict makes a {kind or 'shape'} with no radius"
    if shape is not None and shape != kind:
        return f"the case's setAlphaFieldDict makes a {kind}, not the {shape} asked for"
    if placed and vector_of(entries.get("origin")) is None:
        return "the case's setAlphaFieldDict has no origin to move"
    return None

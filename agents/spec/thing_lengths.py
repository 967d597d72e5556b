"""The length a dimensionless number is based on when it is a thing's size the case holds.

Why: "Re = 50 based on the cylinder diameter", "a Reynolds number of 200 based on the block
height", "Re based on the step height is 25000" name a thing of the followed case and one of
its sizes, and no value for it: the request means the case's own cylinder, block or step.
The words say which thing (its noun before the size word, else the body or step the request's
geometry names) and which size; the case says how large it is
(``foam_agent.foamcase.case.things``), and the derived value names it ("L from the cylinder's
diameter 2 m (twice the radius 1 m of patch 'cylinder''s arcs (blockMeshDict))"). A thing
the case does not draw gives nothing, and the number stays unapplied with its reason.
"""

from __future__ import annotations

import re
from pathlib import Path

from foam_agent.agents.spec.dimensionless import Dimensionless
from foam_agent.agents.spec.model import CaseSpec
from foam_agent.foamcase.case.things import ThingSize, thing_size
from foam_agent.foamcase.catalog.things import DIMENSIONS, Dimension, nouns
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["named_thing", "thing_length"]

_NOUNS = "|".join(re.escape(noun).replace(r"\ ", r"\s+") for noun in nouns())
#: A thing's noun, then the size word ("the cylinder diameter", "the block's height", "the
#: step height", "the heater plate's side").
_THING_SIZE = lazy_regex(
    rf"\b(?P<noun>{_NOUNS})(?:'s|s')?\s+(?:[a-z]+\s+)?"
    rf"(?P<size>diameter|height|width|length|side|chord)\b", re.IGNORECASE)
#: The end of a number's sentence: its basis is said before it.
_SENTENCE_END = lazy_regex(r"\.(?!\d)|;|\n")
#: How far after a number's own words its basis may be said ("Re = 100, based on the ...").
_BASIS_REACH = 80
#: The sizes only a body has: with no noun, they are the case's one body's.
_BODY_SIZES: dict[str, Dimension] = {"diameter": "diameter", "chord": "chord"}
#: The noun a body of the request's geometry is, by its shape.
_SHAPE_NOUNS = {"circle": "cylinder", "ellipse": "obstacle", "diamond": "obstacle",
                "square": "block", "rectangle": "block"}


def named_thing(spec: CaseSpec, number: Dimensionless) -> tuple[str, Dimension] | None:
    """The thing and size ``number``'s own sentence bases it on ("cylinder", "diameter"),
    where its words name the size it is based on."""
    if number.basis is None or number.basis not in DIMENSIONS:
        return None
    end = _SENTENCE_END.search(spec.text, number.end)
    window = spec.text[number.start:min(end.start() if end else len(spec.text),
                                        number.end + _BASIS_REACH)]
    wanted = DIMENSIONS[number.basis]
    for match in _THING_SIZE.finditer(window):
        noun = " ".join(match.group("noun").lower().split())
        if DIMENSIONS.get(match.group("size").lower()) == wanted:
            return noun, wanted
    return None


def _geometry_thing(spec: CaseSpec, number: Dimensionless) -> tuple[str, Dimension] | None:
    """The body or step of the request's geometry, with the size the number's basis names
    (a body's diameter or cross-stream height when it names none)."""
    geometry = spec.geometry
    if geometry is None:
        return None
    basis = DIMENSIONS.get(number.basis or "")
    if geometry.kind in ("backward_step", "forward_step") and number.basis == "step height":
        return "step", "height"
    if not geometry.obstacles:
        return None
    noun = _SHAPE_NOUNS[geometry.obstacles[0].shape]
    return noun, basis or ("diameter" if noun == "cylinder" else "height")


def _keeps_case_mesh(spec: CaseSpec) -> bool:
    """Whether the request leaves the followed case's things as they are: it sizes no domain,
    step, plate, airfoil or body and places no body. Otherwise the author meshes its geometry
    anew (``foam_agent.agents.geometry``), and the things to measure are the request's, not
    the tutorial's: the compose and the audit would each measure a different mesh."""
    geometry = spec.geometry
    if geometry is None:
        return True
    return (all(geometry.size(axis) is None for axis in range(3))
            and geometry.step_height is None and geometry.plate_length is None
            and geometry.naca is None and geometry.blockage is None
            and all(body.width is None and body.height is None and body.centre is None
                    for body in geometry.obstacles))


def thing_length(spec: CaseSpec, root: Path, number: Dimensionless, *,
                 from_geometry: bool) -> ThingSize | None:
    """The size of the thing ``number`` is based on, measured in the case at ``root``: the
    thing its words name, else (``from_geometry``) the body or step of the request's own
    geometry, else for a diameter or chord the case's one body; None when the case draws no
    such thing (a pipe's diameter is no body's)."""
    if not _keeps_case_mesh(spec):
        return None
    named = named_thing(spec, number) or (_geometry_thing(spec, number) if from_geometry
                                          else None)
    if named is None and number.basis in _BODY_SIZES:
        # "Re based on the diameter" of a case with one body in its flow: that body's.
        named = "body", _BODY_SIZES[number.basis]
    if named is None:
        return None
    return thing_size(root, *named)

"""Selection boxes of ``system/topoSetDict`` stated in code form: "topoSet boxToCell box
(-0.3 -0.6 -1) (0.3 0.6 1) for the cellSet porousBlockageCellSet", "boxToCell box (0.2 0.75
-100) (0.6 100 100), then invert, as in the tutorial".

Why: a porous block or a floating body is cut out of the mesh by a topoSet box, and a request
that moves or resizes it states the box as the dictionary writes it; the box was read by no
reader (it holds no field value, so it is no setFields region) and the tutorial's box was
kept. Only a request that speaks of topoSet's sets or zones is read, and no sentence with
field values, so a setFields box stays the regions reader's.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from foam_agent.agents.spec.phrases import VECTOR, sentences
from foam_agent.agents.spec.region_value import SetBox
from foam_agent.agents.spec.stated import Requirements
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Words of topoSet: its dictionary, its sets and zones.
_TOPOSET = lazy_regex(r"\b(?:topoSet(?:Dict)?|cellSet|faceSet|cellZone|faceZone|"
                      r"cellZoneSet|faceZoneSet)\b")
_SELECTED = lazy_regex(rf"\b(?P<sel>boxToCell|boxToFace)\b[^.;]{{0,40}}?\bbox\b"
                       rf"(?:[^().;]{{0,60}}?\b(?:to|from|=|:)\s*|\s*)"
                       rf"{VECTOR}\s*(?:to\s+|and\s+)?{VECTOR}")
#: The set a box is for: "the cellSet porousBlockageCellSet", "cellSet 'c0'".
_NAMED = lazy_regex(r"\b(?:cellSet|faceSet)\s+['\"`]?(?P<name>[A-Za-z_]\w*)['\"`]?")
#: Words after a box that say it selects something else than a set (setFields' values).
_FIELD_VALUES = lazy_regex(r"\bfieldValues\b|\bvol(?:Scalar|Vector)FieldValue\b")


@dataclass(frozen=True)
class SetBoxReading:
    """The boxes read and the spans of their words."""

    boxes: tuple[SetBox, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()


def read_set_boxes(text: str) -> SetBoxReading:
    """Each topoSet selection box ``text`` states, with the set it is for when named."""
    flat = text.replace("\n", " ")
    boxes: list[SetBox] = []
    spans: list[tuple[int, int]] = []
    if _TOPOSET.search(flat) is None:
        return SetBoxReading()
    for sentence in sentences(flat):
        if _FIELD_VALUES.search(sentence.text):
            continue
        for match in _SELECTED.finditer(sentence.text):
            numbers = [float(item) for item in match.groups()[1:]]
            # The set named last before the box's end, else the first after it in its
            # sentence ("box (…) (…) for the cellSet porousBlockageCellSet").
            end = sentence.start + match.end()
            names = list(_NAMED.finditer(flat, 0, sentence.start + len(sentence.text)))
            before = [item for item in names if item.start() < end]
            named = before[-1] if before else (names[0] if names else None)
            boxes.append(SetBox(" ".join(match.group(0).split()), match.group("sel"),
                                (numbers[0], numbers[1], numbers[2]),
                                (numbers[3], numbers[4], numbers[5]),
                                named.group("name") if named else None))
            spans.append((sentence.start + match.start(), sentence.start + match.end()))
    return SetBoxReading(tuple(boxes), tuple(spans))


def with_set_boxes(requirements: Requirements, boxes: tuple[SetBox, ...]) -> Requirements:
    """``requirements`` holding the topoSet boxes."""
    return replace(requirements, set_boxes=(*requirements.set_boxes, *boxes))

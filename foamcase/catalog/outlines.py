"""The words that give a domain's outline a part removed or added: a corner cut out, a
step, a notch, a hole.

Why a table: "a 0.1 m x 0.1 m cavity with the lower-right corner cut out" states two equal
sides, yet its domain is no square; read as one, retrieval preferred the plain cavity and the
audit's "square domain" row failed the clipped cavity the request named. Each row is one kind
of change, with the words that state it; the request reader
(``agents.spec.domain_shape``) finds them, retrieval prefers a mesh that does not fill the box
around it (``rag_index.facets.CaseFacets.box``) and the audit checks the followed mesh's
blocks the same way (``foamcase.case.box_domain``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["OUTLINE_CHANGES", "OutlineChange"]


@dataclass(frozen=True)
class OutlineChange:
    """One kind of change to a plain rectangular outline.

    Attributes:
        kind: What the change is, as the audit names it ("a corner cut out").
        pattern: The words stating it (case-insensitive), as a regular expression.
    """

    kind: str
    pattern: str

    def search(self, text: str) -> re.Match[str] | None:
        """Where ``text`` states this change, or None."""
        return re.search(self.pattern, text, re.IGNORECASE)


#: A corner's place before its noun ("the lower-right corner", "one corner", "a 4 cm corner").
_CORNER = (r"(?:(?:one|a|the|its|\w+[- ](?:left|right)|top|bottom|upper|lower|left|right)\s+)?"
           r"(?:[\w.]+\s*(?:mm|cm|m|in|ft)?\s*(?:x|by|×)\s*[\w.]+\s*(?:mm|cm|m|in|ft)?\s+)?"
           r"corner")
#: What happens to a part: removed, cut, taken away, missing, blocked off.
_REMOVED = (r"(?:cut\s+(?:out|away|off)|clipped|removed|taken\s+(?:out|away)|missing|"
            r"blocked\s+off|chopped\s+off|notched\s+out)")

OUTLINE_CHANGES: tuple[OutlineChange, ...] = (
    OutlineChange("a corner cut out",
                  rf"\b{_CORNER}\s+(?:is\s+|has\s+been\s+|being\s+)?{_REMOVED}|"
                  rf"\b{_REMOVED}\s+(?:at\s+|from\s+)?{_CORNER}|\bclipped\s+(?:cavity|corner|"
                  r"box|square)|\b(?:cut[- ](?:out|away)|missing|removed)\s+corner|"
                  r"\bL[- ]shaped\b"),
    # A step of the geometry, never of time ("with a 2 ms step", "with a time step"), nor a
    # body standing on the floor ("a step on the floor" of damBreak leaves its tank a box).
    OutlineChange("a step", r"\b(?:forward|backward|rearward)[- ]facing\s+step\b|"
                            r"\bsudden\s+step\b|\bstepped\s+(?:channel|duct|floor)\b"),
    # A notch cut into a body or a wall; a "notched disc" of a transported field is no outline.
    OutlineChange("a notch", r"\bnotched\s+(?:plate|beam|bar|specimen|block|channel|wall)\b|"
                             r"\bwith\s+a\s+notch\s+(?:in|on|cut)\b"),
    OutlineChange("a hole", r"\b(?:plate|sheet|square|disc|block)\s+with\s+a\s+(?:[\w.-]+\s+)"
                            r"{0,3}?hole\b"),
)

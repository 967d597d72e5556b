"""The prompt as the value rules read it: its text and the words the rules have used.

Why one object: the value rules (times, properties, boundary values, mesh…) run in a fixed
order over the same text, and a phrase one of them read must be skipped by those after it
and never reported as not understood; each rule takes its words through ``Page.take``, which
claims them in the spec's one ledger (``Claims``) under the rule's name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from foam_agent.agents.spec.claims import Claims

_FLAGS = re.IGNORECASE
#: Words between a quantity's name and its value ("is", "of", "set to", "a value of"…).
IS = (r"(?:\s*(?:is|of|=|:|to|at|equal\s+to|equals|set\s+(?:at|to|as)|be|value\s+of|"
      r"a\s+value\s+of)\s*)*\s*")


@dataclass
class Page:
    """The prompt being read, and the parts of it some rule has used (for "not understood").

    Attributes:
        text: The normalised prompt.
        claims: The words read so far, by the spec's readers before and by each rule.
        rule: The name this page's claims are made under (see ``by``).
    """

    text: str
    claims: Claims = field(default_factory=Claims)
    rule: str = "values"
    #: Values read with a subscripted symbol ("U_in = 10 m/s"), which the boundary reader skips.
    symbols: list[tuple[int, int]] = field(default_factory=list)
    #: Clauses of a value that changes in time, which no reader takes a value or a time from.
    varying: list[tuple[int, int]] = field(default_factory=list)

    def blocked(self, position: int) -> bool:
        """True inside a clause of a value that changes in time."""
        return any(start <= position < end for start, end in self.varying)

    def by(self, rule: str) -> Page:
        """This page as ``rule`` reads it: the same text and ledger, its claims in its name."""
        return replace(self, rule=rule)

    def is_read(self, position: int) -> bool:
        """Whether some reader or rule has claimed the character at ``position``."""
        return not self.claims.is_free(position, position + 1)

    def claim(self, start: int, end: int) -> None:
        """Mark ``start`` to ``end`` as read by this page's rule."""
        self.claims.claim(start, end, self.rule)

    def take(self, start: int, end: int) -> str:
        """Mark ``start`` to ``end`` as read and return its words, as a source quotes them."""
        self.claim(start, end)
        return " ".join(self.text[start:end].split()).strip(" ,.;")

    def first(self, patterns: Sequence[str], *, group: str = "v") -> re.Match[str] | None:
        """The earliest match of any pattern in the text whose value no reader took before
        ("the interface Courant number below 0.3" is maxAlphaCo's, not maxCo's)."""
        found = [match for pattern in patterns
                 if (match := next((item for item in re.finditer(pattern, self.text, _FLAGS)
                                    if not self.blocked(item.start())
                                    and self.claims.is_free(item.start(group),
                                                            item.end(group))), None))
                 is not None]
        return min(found, key=lambda match: match.start(group)) if found else None

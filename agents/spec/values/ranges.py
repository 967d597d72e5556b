"""A range stated for a quantity ("limit the bubble diameter between 0.15 mm and 8 mm", "the
forcing acts on the wavenumber band from 5 to 9") bound to the pair of entries holding its two
ends (``dMin``/``dMax``, ``UOKlower``/``UOKupper``).

Why: no one value of a range is an entry's, so every other rule leaves it (the value rules
read no number out of a range, ``foam_agent.agents.spec.values.varying``), and the request's
limits stayed "not understood". The quantity is named by its catalog row's words; its entries
are the one pair of the installation's keywords whose stem is the row's
(``foam_agent.foamcase.case.bounds``). Each end's unit must have the row's dimensions (a
unit written once, after the second number, is both ends'); a number with no unit is taken
as SI. The lower end goes to the lower entry whatever order the words give them. With no
such pair or several, nothing is bound and the words stay not understood.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.phrases import NUMBER, sentences, to_number
from foam_agent.agents.spec.stated import PropertyValue
from foam_agent.agents.spec.units import dimensioned_unit
from foam_agent.foamcase.case.bounds import BoundPair, the_pair
from foam_agent.foamcase.case.vocabulary import Vocabulary
from foam_agent.foamcase.catalog.quantities import QUANTITIES, Quantity
from foam_agent.foamcase.phrase_lists import LOOSE, alternation

#: The readers whose claim on a quantity's name leaves it free to bind (the regime reads
#: "bubble" as a multiphase word, not as a value).
_SHARED_READERS = frozenset({"regime"})
#: Between the quantity's words and its range: a few words, no number, no clause break
#: ("bubble diameter is limited to lie", "wavenumber band").
_GAP = r"[^\d,;.:()]{0,40}?"
#: The range: "between A and B", "from A to B", "in the range A-B" (each number with its own
#: unit or the second's).
_RANGE = (rf"(?:\bbetween\s+(?P<a>{NUMBER})(?P<ua>[^,;\d]{{0,14}}?)\s+and\s+|"
          rf"\bfrom\s+(?P<b>{NUMBER})(?P<ub>[^,;\d]{{0,14}}?)\s+to\s+|"
          rf"\brange\s+(?:of\s+)?(?P<c>{NUMBER})(?P<uc>[^,;\d]{{0,14}}?)\s*(?:-|–|to)\s*)"
          rf"(?P<high>{NUMBER})")
#: Each worded catalog row with the pattern of its words followed by a range.
_STATED: tuple[tuple[Quantity, re.Pattern[str]], ...] = tuple(
    (row, re.compile(rf"(?<![\w-])(?P<name>(?:{alternation(row.words, LOOSE)})(?:'?s)?)"
                     rf"(?![\w-]){_GAP}{_RANGE}", re.IGNORECASE))
    for row in QUANTITIES if row.words)


@dataclass
class RangeReading:
    """The ends bound, and the words each binding took."""

    properties: list[PropertyValue] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)


def _si(number: str, unit_text: str, row: Quantity) -> tuple[float, int] | None:
    """The number in SI with its unit's length, when the unit (if any) has the row's
    dimensions; None otherwise."""
    unit = dimensioned_unit(unit_text)
    if unit is None:
        return float(to_number(number)), 0
    if unit.dimensions != row.dimensions:
        return None
    return unit.to_si(float(to_number(number))), unit.length


def _pair(row: Quantity, vocabulary: Vocabulary) -> BoundPair | None:
    return the_pair((*row.keywords, *row.bounds), {*vocabulary.keywords, *vocabulary.settings})


def _name_free(claims: Claims, start: int, end: int) -> bool:
    return all(claim.reader in _SHARED_READERS for claim in claims
               if claim.start < end and start < claim.end)


def _ends(text: str, match: re.Match[str], row: Quantity
          ) -> tuple[float, float, int] | None:
    """The range's two ends in SI, lower first, and where its words end."""
    low_group = next(name for name in "abc" if match.group(name) is not None)
    high = _si(match.group("high"), text[match.end():match.end() + 24], row)
    if high is None:
        return None
    own = match.group(f"u{low_group}").strip()
    low_unit = own if own else text[match.end():match.end() + 24]
    low = _si(match.group(low_group), " " + low_unit if own else low_unit, row)
    if low is None or (own and low[1] == 0):
        return None
    first, second = sorted((low[0], high[0]))
    return float(f"{first:.12g}"), float(f"{second:.12g}"), match.end() + high[1]


def read_ranges(text: str, claims: Claims, vocabulary: Vocabulary) -> RangeReading:
    """Each range stated after a catalog quantity's words, bound to that quantity's one pair
    of entries; words no rule binds are left as they were."""
    found = RangeReading()
    stated = [(row, pattern, pair) for row, pattern in _STATED
              if (pair := _pair(row, vocabulary)) is not None]
    for sentence in sentences(text):
        for row, pattern, pair in stated:
            for ranged in pattern.finditer(text, sentence.start,
                                           sentence.start + len(sentence.text)):
                start = ranged.start()
                if not _name_free(claims, start, ranged.end("name")):
                    continue
                ends = _ends(text, ranged, row)
                if ends is None or not claims.is_free(ranged.end("name"), ends[2]) or any(
                        first < ends[2] and start < last for first, last in found.spans):
                    continue
                low, high, stop = ends
                source = " ".join(text[start:stop].split())
                found.properties += [PropertyValue(pair.lower, low, source),
                                     PropertyValue(pair.upper, high, source)]
                found.spans.append((start, stop))
    return found

"""The boundary names a clause mentions: quoted and camelCase names, the case's patch
names, then phrases such as "top wall" (which also offers "top").
"""

from __future__ import annotations

import re

from text_to_num import alpha2digit

from foam_agent.agents.spec.phrases import unit_after
from foam_agent.agents.spec.values.directions import DIRECTION_BEFORE
from foam_agent.agents.spec.values.fields import TYPE_WORDS
from foam_agent.foamcase.case.vocabulary import installation_vocabulary
from foam_agent.foamcase.catalog.openings import OPENING_WORDS
from foam_agent.foamcase.catalog.quantities import DIFFERENCES
from foam_agent.foamcase.catalog.surfaces import (
    BODY_WORDS,
    DOWNSTREAM_WORDS,
    EDGE_NOUNS,
    ENCLOSURE_HEADS,
    ENCLOSURE_WORDS,
    END_NAMES,
    FAR_WORDS,
    RELATION_WORDS,
    UPSTREAM_WORDS,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex
from foam_agent.foamcase.phrase_lists import alternation

_FLAGS = re.IGNORECASE
#: Words naming a boundary on their own.
_BOUNDARY_NOUNS = (
    r"inlets?|outlets?|inflow|outflow|lid(?!\s*-?\s*driven)|top|bottom|left|right|front|back|obstacle|cylinder|"
    r"floor|ceiling|sides|atmosphere|step|hole|jets?|nozzle|fuel|air|heater|"
    r"room(?!\s*-\s*temperature)|plate|"
    r"free\s*-?\s*stream|far\s*-?\s*field|ambient|streams?|oxidi[sz]er|"
    + alternation(END_NAMES)
)

#: Words before a boundary's head noun ("top wall", "far end", "obstacle surface", "duct
#: wall"): sides, motions, and the catalog's places (``foamcase.catalog.surfaces``: a body
#: inside the domain, the end the flow enters or leaves by, the enclosure around it).
_BOUNDARY_MODIFIERS = (
    r"moving|fixed|stationary|upper|lower|top|bottom|left|right|front|back|side|inner|outer|"
    r"north|south|east|west|hot|cold|heated|cooled|"
    + alternation(BODY_WORDS | UPSTREAM_WORDS | DOWNSTREAM_WORDS | FAR_WORDS | ENCLOSURE_WORDS)
)

_BOUNDARY_PHRASE = lazy_regex(
    rf"\bfront\s+and\s+back\b|\b(?:(?P<mod>{_BOUNDARY_MODIFIERS})\s*-?\s*)"
    rf"(?P<head>walls?|boundary|boundaries|surfaces?|faces?|planes?|patch(?:es)?|plate|side|"
    rf"ends?|{alternation(EDGE_NOUNS)})\b|"
    rf"\b(?P<noun>{_BOUNDARY_NOUNS}|walls?)\b",
    _FLAGS,
)

#: An opening named by its size or role ("the main (larger) inlet", "the small side inlet",
#: "the side jet"): the case's areas say which patch it is (``foamcase.case.patch_roles``).
_SIZED_OPENING = lazy_regex(
    r"\b(?P<size>(?:(?:main|primary|principal|large[rs]?t?|big(?:ger|gest)?|major|small(?:er|est)?|"
    r"secondary|auxiliary|minor|side|narrow(?:er|est)?|wide[rs]?t?)\s*(?:\([a-z\s]+\)\s*)?)+)"
    rf"(?P<opening>{alternation(OPENING_WORDS)})\b",
    _FLAGS)
#: The last word of an opening's name ("big inlet", "side branch", "velocity-inlet-6"): the
#: catalog's openings but the stream, which the flow is, not a boundary it passes through.
_OPENING_HEAD = lazy_regex(
    "(?:" + alternation(OPENING_WORDS - {"stream", "streams"}) + r")(?:-\d+)?$", _FLAGS)
#: An opening named by its place in a count ("the second outlet", "the 1st inlet"): the
#: ordinal's number, which text2num reads from its word, names the patch numbered so.
_ORDINAL_OPENING = lazy_regex(
    rf"\b(?P<ordinal>[a-z]+|\d+(?:st|nd|rd|th))\s+(?P<opening>{alternation(OPENING_WORDS)})\b",
    _FLAGS)
#: An ordinal as text2num writes it ("2nd").
_ORDINAL_DIGITS = lazy_regex(r"(?P<n>\d+)(?:st|nd|rd|th)")
#: A face named by what the case does to it ("the face that the example heats").
_HEAT_ROLE = lazy_regex(
    r"\b(?P<noun>face|wall|side|surface|patch|boundary|end)s?\s+(?:that\s+|which\s+)?"
    r"(?:the\s+)?(?:example|tutorial|case|demo|original|standard\s+case|base\s+case|it)\s+"
    r"(?P<verb>heats|cools)\b", _FLAGS)
#: The two ends of a long domain ("both ends", "the two ends", "each end", "the end walls").
_ENDS = lazy_regex(r"\b(?:both|two|each|either)\s+ends?\b|\bend\s+(?:walls|faces|planes)\b",
                   _FLAGS)
#: A count before a boundary phrase ("the four side walls", "all 4 walls"), kept with it.
_COUNTED = lazy_regex(r"\b(?:(?:all|the)\s+)?(?:two|three|four|five|six|[2-6])\s+"
                      r"(?=(?:[a-z-]+\s+)?(?:walls|sides|faces|boundaries|surfaces)\b)", _FLAGS)

#: A difference's symbol written as one word ("dT", "dp"): a quantity, never a boundary's name
#: ("dT = 2 K (floor 302 K, …)" named a patch "dT").
_DIFFERENCE_SYMBOLS = frozenset(symbol for row in DIFFERENCES for symbol in row.symbols
                                if " " not in symbol)

#: What follows a relation word that makes it one: an article or determiner, "to", or a
#: number ("above an earthed plate", "up to 30 kV", "down 5 kV"); before anything else ("the
#: up boundary", "left/right/down symmetryPlane") the word is the patch.
_RELATED = lazy_regex(r"\s+(?:(?:a|an|the|to|it|its|this|that|these|those|each|both|"
                      r"some|our|my|your)\b|\d)", _FLAGS)

#: A number just before a position: a word there is what it counts or its unit.
_NUMBER_BEFORE = lazy_regex(r"\d\s*\Z")

#: An enclosure's noun just before a position: the wall's noun after it is the enclosure's.
_ENCLOSED = lazy_regex(rf"\b(?:{alternation(ENCLOSURE_WORDS)})\s*-?\s*\Z", _FLAGS)

_GENERIC_HEADS = frozenset({"boundary", "boundaries", "surface", "surfaces", "face", "faces",
                            "plane", "planes", "patch", "patches", "plate", "side"}) | EDGE_NOUNS

_QUOTED = lazy_regex(r"[`'\"]([A-Za-z][\w.-]*)[`'\"]")

CAMEL_CASE = lazy_regex(r"\b[a-z]+(?:[A-Z][a-z0-9]*)+\b")

#: A camelCase word that names a boundary ("movingWall", "hotInlet"), not a case ("squareBend")
#: or a unit ("kW").
BOUNDARY_WORD = lazy_regex(r"wall|inlet|outlet|lid|top|bottom|left|right|heater|floor|"
                           r"ceiling|side|patch|boundary|jet|nozzle", _FLAGS)

#: Numbered patch names as meshes name them ("patch4", "wall_2", "inlet1"), and as a Fluent
#: mesh names its zones ("velocity-inlet-5", "pressure-outlet-7", "wall-4").
_NUMBERED_PATCH = lazy_regex(r"(?<![\w/^*.-])(?!(?:m|cm|mm|km|s|kg|in|ft)\d\b)"
                             r"[a-z]+(?:-[a-z]+)*[-_]?\d+\b(?!-)")

#: Words that describe an object the flow meets, so the noun after them is not the boundary a
#: value is set on ("flow over a cylinder at 1 m/s"). Up to two modifiers may stand between the
#: article and the noun ("past an off-centre cylinder", "around a slender square rod"): any word
#: but one that ends the object's phrase (a conjunction, preposition or article), so "past the
#: cylinder and the walls" still names the walls.
_OBJECT_PREFIX = lazy_regex(r"(?:over|around|past|pass(?:es|ing)?|behind|across|through)\s+"
                            r"(?:a|an|the)?\s*"
                            r"(?:(?!(?:and|or|but|to|the|a|an|of|with|at|on|in|into|from|by|"
                            r"is|are|then|while|where)\b)[a-z]+(?:\s*-\s*[a-z]+)*\s+){0,2}$",
                            _FLAGS)


def words_of(text: str) -> set[str]:
    """The words of a boundary's name that tell it from another ("top" of "the top wall")."""
    return {word for word in re.findall(r"[a-z0-9]+", text.lower())
            if word not in {"the", "a", "an", "wall", "walls", "boundary", "side", "patch"}}


def boundary_mentions(text: str, patches: tuple[str, ...]) -> tuple[str, ...]:
    """Boundary names in a clause, best first: quoted and camelCase names, known patch names,
    then phrases such as "top wall" (which also offers "top")."""
    found: list[tuple[int, int, str]] = []
    type_names = {name.lower() for _, name, _ in TYPE_WORDS}
    vocabulary = installation_vocabulary()

    def add(order: int, position: int, name: str) -> None:
        # An opening is where the flow passes, never an object it meets: "enters through the
        # small side inlet" names the side inlet.
        if _OBJECT_PREFIX.search(text[:position]) and not _OPENING_HEAD.search(name):
            return
        if name.lower() in ("right", "left") and DIRECTION_BEFORE.search(text[:position]):
            return
        if name in _DIFFERENCE_SYMBOLS:
            return
        # "atmosphere", a patch of some tutorials, is the unit of "1 atmosphere"
        if _NUMBER_BEFORE.search(text, 0, position) and _is_unit(name):
            return
        # A field, keyword, condition type or controlDict entry of the cases ("molWeight",
        # "fixedValue", "endTime") is never a patch, unless some case has a patch of that name.
        if (vocabulary.kind(name) not in (None, "patch") or name in vocabulary.controls) \
                and name not in vocabulary.patches:
            return
        if name.lower() not in type_names and name not in {item[2] for item in found}:
            found.append((order, position, name))

    for match in _QUOTED.finditer(text):
        add(0, match.start(), match.group(1))
    for match in CAMEL_CASE.finditer(text):
        if not match.group(0).endswith("Foam") and not _is_unit(match.group(0)):
            add(0, match.start(), match.group(0))
    for match in _NUMBERED_PATCH.finditer(text):
        add(0, match.start(), match.group(0))
    for patch in patches:
        for match in re.finditer(rf"(?<![\w-]){re.escape(patch)}(?![\w-])", text, _FLAGS):
            # "wall", a patch of some tutorial, is the head of "the duct wall" there; "above",
            # another one, relates two things in "a wire above an earthed plate"
            if not _ENCLOSED.search(text, 0, match.start()) and not (
                    patch.lower() in RELATION_WORDS and _RELATED.match(text, match.end())):
                add(1, match.start(), patch)
    counted_openings = []
    for match in _ORDINAL_OPENING.finditer(text):
        number = ordinal_number(match.group("ordinal"))
        if number is not None:
            # "the second outlet" is one outlet, never every outlet its noun alone means
            add(2, match.start(), f"{match.group('opening').lower()} {number}")
            counted_openings.append(match.start("opening"))
    for match in _SIZED_OPENING.finditer(text):
        size = re.sub(r"\([^)]*\)", " ", match.group("size"))
        add(2, match.start(), " ".join(f"{size} {match.group('opening')}".lower().split()))
    for match in _HEAT_ROLE.finditer(text):
        verb = "heated" if match.group("verb").lower() == "heats" else "cooled"
        add(2, match.start(), f"{verb} {match.group('noun').lower()}")
    for match in _ENDS.finditer(text):
        add(2, match.start(), " ".join(match.group(0).lower().split()))
    for match in _BOUNDARY_PHRASE.finditer(text):
        counted = next((found for found in _COUNTED.finditer(text, max(0, match.start() - 16))
                        if found.end() == match.start()), None)
        if counted is not None:
            add(2, counted.start(), " ".join(text[counted.start():match.end()].lower().split()))
        if match.group("head"):
            head = match.group("head").lower()
            modifier = match.group("mod").lower()
            if modifier in ENCLOSURE_WORDS:
                # "the duct wall" is the enclosure's, whole; "the pipe ends" or "the tank
                # side" name no wall of it.
                if head in ENCLOSURE_HEADS:
                    add(2, match.start(), f"{modifier} {head}")
                continue
            if head in EDGE_NOUNS and modifier == "side":
                # "the long side edges" of a strip: which of its sides is for its shape to
                # say, not a side word
                continue
            if head in _GENERIC_HEADS:
                add(2, match.start(), modifier)
            else:
                add(2, match.start(), f"{modifier} {head}")
                add(3, match.start(), modifier)
        elif match.start() not in counted_openings:
            add(2, match.start(), " ".join(match.group(0).lower().split()))
    return tuple(name for _, _, name in sorted(found))


def mention_span(mention: str, text: str) -> tuple[int, int] | None:
    """Where ``text`` says the mention: its words, spaced or hyphenated, or for an opening
    counted by an ordinal ("outlet 2"), the ordinal's words ("the second outlet")."""
    pattern = r"[\s-]+".join(re.escape(word) for word in mention.split())
    found = re.search(rf"(?<![\w-]){pattern}(?![\w-])", text, _FLAGS)
    if found is not None:
        return found.start(), found.end()
    counted = re.fullmatch(r"(?P<opening>[a-z]+) (?P<n>\d+)", mention)
    if counted is None:
        return None
    return next(((match.start(), match.end()) for match in _ORDINAL_OPENING.finditer(text)
                 if match.group("opening").lower() == counted.group("opening")
                 and ordinal_number(match.group("ordinal")) == int(counted.group("n"))), None)


def ordinal_number(word: str) -> int | None:
    """The number an ordinal says ("second", "3rd": text2num reads the word), or None for
    any other word."""
    digits = _ORDINAL_DIGITS.fullmatch(alpha2digit(word.lower(), "en", threshold=0))
    return int(digits.group("n")) if digits is not None else None


def _is_unit(word: str) -> bool:
    """A camelCase word that is a unit ("cSt", "kW", "mPa"), not a patch name."""
    unit = unit_after(" " + word, 0)
    return unit is not None and unit.end == len(word) + 1

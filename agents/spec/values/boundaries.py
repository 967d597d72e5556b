"""Boundary values and types, clause by clause ("fixed velocity of 2 m/s at the inlet
(left)", "the top and bottom walls are no-slip").

Why clause by clause: a value belongs to the boundary its clause names; a clause that names
none borrows its neighbour's, and boundaries listed just before a statement share it. A type
and its parameters the condition reader took ("inletOutlet with inletValue 0") are not read
again here: the parameter's number is no value of the patch's field.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from foam_agent.agents.spec.function_values import READER as FUNCTIONS
from foam_agent.agents.spec.phrases import (
    NUMBER,
    VECTOR,
    Span,
    clauses,
    in_si,
    sentences,
    to_number,
    to_vector,
    unit_after,
)
from foam_agent.agents.spec.relative import RelativeReading
from foam_agent.agents.spec.start_state import (
    START_STATE,
    fills_domain,
    fluid_carried,
    fluid_of,
    said_at_start,
)
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryType,
    BoundaryValue,
    FieldName,
    Number,
    PairedValues,
    Vector,
)
from foam_agent.agents.spec.values.components import READER as COMPONENTS
from foam_agent.agents.spec.values.conditions import READER as CONDITIONS
from foam_agent.agents.spec.values.directions import stated_direction
from foam_agent.agents.spec.values.entry_paths import READER as ENTRY_PATHS
from foam_agent.agents.spec.values.fields import FIELD_WORDS, TYPE_WORDS
from foam_agent.agents.spec.values.headings import field_heading
from foam_agent.agents.spec.values.listed_places import READER as LISTED_PLACES
from foam_agent.agents.spec.values.mentions import (
    BOUNDARY_WORD,
    CAMEL_CASE,
    boundary_mentions,
    mention_span,
    words_of,
)
from foam_agent.agents.spec.values.page import Page
from foam_agent.agents.spec.values.patch_kinds import RULE as PATCH_KINDS
from foam_agent.agents.spec.values.solid_loads import READER as SOLID_LOADS
from foam_agent.agents.spec.values.type_scope import ListScope, list_scope
from foam_agent.agents.spec.values.varying import RANGE
from foam_agent.foamcase.case.patch_roles import bare
from foam_agent.foamcase.case.vocabulary import installation_vocabulary
from foam_agent.foamcase.catalog.boundaries import CONSTRAINT_TYPES
from foam_agent.foamcase.lazy_pattern import Regex, lazy_regex

_FLAGS = re.IGNORECASE
#: The readers that bind a value to a name of the case (a condition's parameter, a keyword's
#: vector, a solid's load, a coefficient of a function of time, a velocity's component): a
#: number they took is no value of a field here ("Ubar = (5 0 0) m/s" is no U, "pulled at 25
#: MPa on the right edge" no p, "an 80 Pa amplitude" of the inlet's sine no fixed inlet
#: pressure, "the x-velocity is 12 m/s" no speed).
_BOUND = frozenset({CONDITIONS, "vocabulary", SOLID_LOADS, FUNCTIONS, COMPONENTS,
                    ENTRY_PATHS, LISTED_PLACES})
#: The readers whose type words are no condition to read again here: a type with its
#: parameters, and a type naming patches ("the symmetry patches").
_TYPED = frozenset({CONDITIONS, PATCH_KINDS})
#: Units that say which field a bare number belongs to.
_UNIT_FIELDS: dict[str, FieldName] = {"velocity": "U", "temperature": "T", "pressure": "p"}

#: Bodies a flow passes, which a boundary reader may take for the patch a speed is set on.
BODIES = frozenset({"step", "cylinder", "obstacle", "plate", "sphere", "body", "bump", "hill",
                    "airfoil", "wing", "building", "hole"})

#: "everything else insulated", "all other walls adiabatic": the walls no other words name.
#: A count may stand before the noun ("the other three sides"): the patches' count checks it.
_REST = lazy_regex(r"\b(?:everything\s+else|all\s+(?:the\s+)?other\s+(?:walls|boundaries|sides|"
                   r"surfaces)|(?:the\s+)?(?:other|remaining)\s+(?:(?:two|three|four|five|[2-5])"
                   r"\s+)?(?:walls|boundaries|sides|surfaces)|"
                   r"the\s+rest(?:\s+of\s+the\s+(?:walls|boundaries))?)\b", _FLAGS)
#: A clause that only adds a boundary to the one before ("All the walls, lid included, are at
#: 40 °C"): no boundary of its own for a clause after it to borrow.
_ASIDE = lazy_regex(r"^\W*(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:included|too|as\s+well)\W*$|"
                    r"^\W*including\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\W*$", _FLAGS)

_AMBIGUOUS = lazy_regex(r"\b(?:one|another|either)\s+(?:of\s+the\s+)?(?:\w+\s+){0,3}?"
                        r"(?:wall|side|boundary|surface)s?\b|"
                        r"^\W*(?:(?:and|while|whereas|but)\s+)?the\s+(?:other|opposite|facing)\b",
                        _FLAGS)

_INTERNAL_WORDS = lazy_regex(
    r"\binitial(?:ly|i[sz]e[sd]?|i[sz]ing)?\b|\binternal\s*field\b|\binternalField\b|"
    r"\bstart(?:s|ed|ing)?\s+(?:out\s+|off\s+)?(?:everywhere\s+)?(?:at|with|from|full|filled)\b|"
    r"\bbegins?\s+at\b|"
    # "start" as the modifier of a state's noun: "the start temperature", "start pressure".
    r"\bstart(?:ing)?\s+(?=(?:pressure|temperature|velocity|speed|state|conditions?)\b)|"
    r"\bthroughout\b|\beverywhere\b|\bin\s+the\s+(?:whole\s+|entire\s+)?domain\b|"
    r"\b(?:the\s+)?fluid\s+is\b",
    _FLAGS,
)


#: "p fixedValue 1.2 bar (also the initial pressure)": the value is the internal field's too.
_ALSO_INITIAL = lazy_regex(
    r"\(?\s*\b(?:and\s+also|also|and)\s+(?:as\s+)?(?:the\s+)?(?:initial(?:ly)?|internal\s*field|"
    r"internalField)(?:\s+(?:value|field|condition|state|pressure|temperature|velocity|one))?"
    r"\s*\)?", _FLAGS)
#: What may stand before the value of a clause that only continues a list of initial values
#: ("Initial p = 1 bar, T = 20 C"): its field's name and joining words.
_LIST_FILLER = lazy_regex(r"[\s=:,()]*(?:(?:and|the|its|of|is|at)\b[\s=:,()]*)*")


@dataclass
class _Clause:
    """One clause of the prompt with the boundaries it names and the values and types it gives."""

    span: Span
    sentence: int
    mentions: tuple[str, ...]
    direction: Vector | None
    values: list[tuple[FieldName, Number | Vector, int, int]]
    types: list[tuple[FieldName | None, str, int, int]]
    internal: bool
    ambiguous: bool
    #: The clause says its value is the internal field's too ("also the initial pressure").
    also_internal: bool = False
    #: The clause asks for an output ("report the outlet temperature"): its boundary is where
    #: to measure, never the place of another clause's value.
    asking: bool = False
    #: The clause is a type placed by a preposition ("noSlip on up") or goes on its list
    #: ("down and cylinder"): its names are read by the cases' own patch names too.
    placed: bool = False


#: A clause that starts by asking for something to be reported.
_ASKING = lazy_regex(r"^\W*(?:and\s+|then\s+|also\s+)?(?:please\s+)?(?:report|comput|calculat|"
                     r"monitor|plot|track|measur|record|output|tell\s+(?:me|us)|give\s+(?:me|us)|"
                     r"show|what|how\s+(?:much|big|hot|warm|fast)|let\s+(?:me|us)\s+know|"
                     r"I\s+(?:need|want|would\s+like|'d\s+like)\s+(?:to\s+know\s+)?the)", _FLAGS)


def _scoped_mentions(text: str, patches: tuple[str, ...], first_value: int | None
                     ) -> tuple[str, ...]:
    """The boundary names of a clause; when a colon introduces the value ("a room 1 m wide:
    the left wall is held at 40 °C"), those after the colon, if it names any.

    Why: what stands before such a colon describes the whole case ("natural convection of
    air in a square room"); taking its nouns for the boundary put the left wall's temperature
    on a patch called "air"."""
    end = len(text) if first_value is None else first_value
    colon = text.rfind(": ", 0, end)
    if colon >= 0 and (after := boundary_mentions(text[colon + 2:], patches)):
        return after
    return boundary_mentions(text, patches)


#: A request about a passive scalar, whose concentration is the case's scalar field T.
_SCALAR_REQUEST = lazy_regex(r"\bscalarTransportFoam\b|\bpassive\s+scalar\b|\btracer\b",
                             _FLAGS)

_CONCENTRATION = lazy_regex(r"\bconcentrations?\b", _FLAGS)

_SCALAR_WORDS: tuple[tuple[Regex, FieldName], ...] = ((_CONCENTRATION, "T"),)

#: One value with its unit in parentheses ("the left side hot (50 °C)"), not a vector's part.
_BRACKETED_VALUE = lazy_regex(rf"\(\s*{NUMBER}\s*(?:°\s*)?[A-Za-z][\w/^.*-]*\s*\)")

_FIELD_AFTER = lazy_regex(r"\s*(?:gauge\s+)?(pressure|velocity|speed|temperature)\b", _FLAGS)

_FIELD_NAMES: dict[str, FieldName] = {"pressure": "p", "velocity": "U", "speed": "U",
                                      "temperature": "T"}


def _field_values(text: str, *, scalar: bool = False
                  ) -> list[tuple[FieldName, Number | Vector, int, int]]:
    """(field, value, start, end) for each value in a clause, paired with the field word before
    it, or with the field its unit implies; none of a range. In a passive-scalar request
    (``scalar``) a concentration is the scalar field T, as scalarTransportFoam names it."""
    patterns = (*FIELD_WORDS, *_SCALAR_WORDS) if scalar else FIELD_WORDS
    words = sorted((match.start(), match.end(), name) for pattern, name in patterns
                   for match in pattern.finditer(text))
    values: list[tuple[FieldName, Number | Vector, int, int]] = []
    taken: list[tuple[int, int]] = [(match.start(), match.end())
                                    for match in RANGE.finditer(text)]
    for match in _COMPONENTS.finditer(text):
        owner = [word for word in words if word[1] <= match.start()]
        unit = unit_after(text, match.end())
        implied = _UNIT_FIELDS.get(unit.kind) if unit else None
        if (owner[-1][2] if owner else implied) == "U" and implied in ("U", None):
            vector = tuple(float(in_si(to_number(match.group(name)), unit) if unit else
                                 to_number(match.group(name))) for name in "abc")
            values.append(("U", vector, match.start(), unit.end if unit else match.end()))  # type: ignore[arg-type]  # three components
            taken.append((match.start(), match.end()))
    for match in re.finditer(VECTOR, text):
        if any(start <= match.start() < end for start, end in taken):
            continue
        owner = [word for word in words if word[1] <= match.start()]
        named = owner[-1][2] if owner else None
        unit = unit_after(text, match.end())
        implied = _UNIT_FIELDS.get(unit.kind) if unit else None
        field_name = named or implied
        if field_name == "U":
            vector = to_vector(match)
            if unit is not None:
                vector = (float(in_si(vector[0], unit)), float(in_si(vector[1], unit)),
                          float(in_si(vector[2], unit)))
            values.append(("U", vector, match.start(), unit.end if unit else match.end()))
            taken.append((match.start(), match.end()))
    for match in re.finditer(NUMBER, text):
        if any(start <= match.start() < end for start, end in taken):
            continue
        if match.start() > 0 and (text[match.start() - 1].isalnum()
                                  or text[match.start() - 1] in "^_(,") \
                and not _BRACKETED_VALUE.match(text, match.start() - 1):
            continue
        unit = unit_after(text, match.end())
        implied = _UNIT_FIELDS.get(unit.kind) if unit else None
        if unit is not None and implied is None and unit.kind != "none":
            continue
        owner = [word for word in words if word[1] <= match.start()]
        named = owner[-1][2] if owner else None
        if implied and named and implied != named:
            named = implied
        field_name = named or implied
        after = None
        if field_name is None:
            # "an outlet at 0 gauge pressure": the field word after its value.
            after = _FIELD_AFTER.match(text, unit.end if unit is not None else match.end())
            field_name = _FIELD_NAMES[after.group(1).lower()] if after else None
        if field_name is None:
            continue
        if any(item[0] == field_name and item[2] >= (owner[-1][1] if owner else 0)
               for item in values):
            continue
        value: Number = to_number(match.group(0))
        end = match.end()
        if unit is not None:
            end = unit.end
            value = in_si(value, unit)
        values.append((field_name, value, match.start(), after.end() if after else end))
    return values


#: A vector written as its components in words: "velocity components 2, 0 and 0.5 m/s".
_COMPONENTS = lazy_regex(rf"\bcomponents?\b(?:\s+(?:of|are|=|:))?\s*(?P<a>{NUMBER})\s*,\s*"
                         rf"(?P<b>{NUMBER})\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?P<c>{NUMBER})",
                         _FLAGS)


def _with_components(sentence: Span, pieces: list[Span]) -> list[Span]:
    """The clauses of a sentence, those a component list spans joined into one: the commas
    and "and" between a vector's components cut no clause."""
    joined = list(pieces)
    for match in _COMPONENTS.finditer(sentence.text):
        start, end = sentence.start + match.start(), sentence.start + match.end()
        inside = [piece for piece in joined if piece.start < end and start < piece.end]
        if len(inside) < 2:
            continue
        first, last = inside[0].start, inside[-1].end
        merged = Span(sentence.text[first - sentence.start:last - sentence.start], first)
        joined = [*(piece for piece in joined if piece.end <= first), merged,
                  *(piece for piece in joined if piece.start >= last)]
    return joined


#: A parenthesis ending its clause and listing two or more boundaries' values ("dT = 2 K (floor
#: 302 K, ceiling 300 K)"): each item is a word followed by a number, so a vector's components
#: ("(0, 0, 1)") are no list; one the clause goes on after ("10 C (water: rho 999.7, nu 1e-6)
#: on the left") is an aside, whose clause keeps its place.
_PARENTHESIS = lazy_regex(r"\((?P<items>[^()]*)\)(?=[\s.,;:]*\Z)")
_ITEM_SEPARATOR = lazy_regex(r"[,;]|\s+and\s+")
_ITEM = lazy_regex(rf"[A-Za-z][^,;]*?{NUMBER}")
#: Items of a list of types: those of a list of values, and names joined by a slash.
_TYPED_ITEM_SEPARATOR = lazy_regex(r"[,;]|\s+and\s+|(?<=[A-Za-z])/(?=[A-Za-z])")


def _typed_list(items: str) -> bool:
    """Whether a parenthesis lists its patches' condition types ("patches: hole = the wire,
    left/right/down symmetryPlane"): two or more items, one naming a type."""
    return len(_ITEM_SEPARATOR.split(items)) >= 2 and any(
        pattern.search(items) for pattern, _, _ in TYPE_WORDS)


#: A type's place written after it by a preposition ("noSlip on up, down and cylinder"):
#: the word after it is a patch, by the cases' own names if no other word says so.
_PLACED = lazy_regex(r"^\W*[A-Za-z][\w-]*\s+(?:on|at|along)\s+['\"`]?[A-Za-z]", _FLAGS)


def _with_listed(pieces: list[Span]) -> list[tuple[Span, bool]]:
    """The clauses of a sentence, a parenthesis listing values or types split into its items:
    "dT = 2 K (floor 302 K, ceiling 300 K)" is three statements, each value its own item's
    (the clause splitter keeps a parenthesis whole, and the floor took the ceiling's name);
    in a list of types, names joined by a slash ("left/right/down symmetryPlane") are items
    too, which the list rule (``type_scope``) gives the type they share. Each clause comes
    with whether it is an item of a list of types, whose names are the cases' own patches
    ("up", "down")."""
    split: list[tuple[Span, bool]] = []
    for piece in pieces:
        listed = next((match for match in _PARENTHESIS.finditer(piece.text)
                       if (len(items := _ITEM_SEPARATOR.split(match.group("items"))) >= 2
                           and all(_ITEM.search(item) for item in items))
                       or _typed_list(match.group("items"))), None)
        if listed is None:
            split.append((piece, False))
            continue
        typed = _typed_list(listed.group("items"))
        separator = _TYPED_ITEM_SEPARATOR if typed else _ITEM_SEPARATOR
        cuts = [listed.start(), *(listed.start("items") + match.start()
                                  for match in separator.finditer(listed.group("items")))]
        bounds = [0, *cuts, len(piece.text)]
        split.extend((Span(piece.text[first:last], piece.start + first), typed and index > 0)
                     for index, (first, last) in enumerate(zip(bounds, bounds[1:], strict=False))
                     if piece.text[first:last].strip(" ,;()/"))
    return split


def _field_types(text: str) -> list[tuple[FieldName | None, str, int, int]]:
    """(field, type, start, end) for each boundary condition type the clause names."""
    covered: list[tuple[int, int]] = []
    types: list[tuple[FieldName | None, str, int, int]] = []
    for pattern, name, implied in TYPE_WORDS:
        for match in pattern.finditer(text):
            if any(start <= match.start() < end for start, end in covered):
                continue
            covered.append((match.start(), match.end()))
            named = [field_name for word, field_name in FIELD_WORDS if word.search(text)]
            field_name = implied or (named[0] if len(set(named)) == 1 else None)
            types.append((field_name, name, match.start(), match.end()))
    return types


def read_boundaries(page: Page, patches: tuple[str, ...], *,
                    skip: Sequence[RelativeReading] = ()
                    ) -> tuple[tuple[BoundaryValue, ...], tuple[BoundaryType, ...],
                               tuple[PairedValues, ...]]:
    """Boundary values and types, clause by clause, and the values of an unnamed pair of
    boundaries ("one wall … the other"). Numbers of a relative value ("1 K hotter") are no
    values of their own, and a value after one belongs to its base ("10 degrees above the cold
    wall at 290 K": 290 K is the cold wall's)."""
    parsed: list[_Clause] = []
    scalar = bool(_SCALAR_REQUEST.search(page.text))
    for number, sentence in enumerate(sentences(page.text)):
        for piece, typed_item in _with_listed(_with_components(sentence, clauses(sentence))):
            read = [value for value in _field_values(piece.text, scalar=scalar)
                    if not any(item.start <= piece.start + value[2] < item.end
                               for item in skip)
                    and not any(low <= piece.start + value[2] < high
                                for low, high in page.symbols)
                    and not page.blocked(piece.start + value[2])
                    and page.claims.owner(piece.start + value[2]) not in _BOUND]
            also = _ALSO_INITIAL.search(piece.text) if read else None
            # The words saying so name no boundary ("the initial pressure" is no patch).
            named = piece.text if also is None else (
                piece.text[:also.start()] + " " * len(also.group(0)) + piece.text[also.end():])
            named_types = [item for item in _field_types(piece.text)
                           if page.claims.owner(piece.start + item[2]) not in _TYPED]
            first_value = read[0][2] if read else None
            mentions = _scoped_mentions(named, patches, first_value)
            placed_before = bool(parsed) and parsed[-1].sentence == number \
                and parsed[-1].placed and not read and not named_types
            # A type of no field stays with the words that name a boundary: on a name only
            # the cases know, it would bind a type the audit cannot place in a field.
            placed = bool(named_types) and not read and _PLACED.search(named) is not None \
                and all(field_name is not None for field_name, _, _, _ in named_types)
            if not mentions and (typed_item or (not read and any(
                    type_name in CONSTRAINT_TYPES for _, type_name, _, _ in named_types))
                    or placed or placed_before):
                # A list item of types, or a clause stating a constraint type and no value
                # ("down symmetryPlane"), may name a patch by the cases' own name ("up",
                # "down"); another type stays with the words that name a boundary
                # ("zeroGradient on up" after the charge density's clause: a type of no
                # field).
                mentions = _scoped_mentions(named, tuple(sorted(
                    installation_vocabulary().patches)), first_value)
            parsed.append(_Clause(
                span=piece,
                sentence=number,
                mentions=mentions,
                direction=stated_direction(piece.text),
                values=read,
                types=named_types,
                internal=bool(_INTERNAL_WORDS.search(piece.text)),
                ambiguous=bool(_AMBIGUOUS.search(piece.text)) and not _REST.search(piece.text),
                asking=not read and bool(_ASKING.match(piece.text)),
                also_internal=also is not None,
                placed=placed or placed_before,
            ))
    pairs = _pairs(page, parsed)
    values: list[BoundaryValue] = []
    types: list[BoundaryType] = []
    internal: set[int] = set()
    started: set[int] = set()  # the clauses that give a fluid's state at the start
    for index, clause in enumerate(parsed):
        if clause.ambiguous or not (clause.values or clause.types):
            continue
        mentions, direction = clause.mentions, clause.direction
        opening: int | None = None
        shared: list[_Clause] = []  # the places a clause's "both" lends it (below)
        if _REST.search(clause.span.text) and not any(
                bare(name) not in ("walls", "wall", "boundaries", "sides", "surfaces")
                for name in mentions):
            # The walls no other clause names: the author keeps the named ones' own values.
            # Its words stay first: "the other three sides" has a count the audit checks, and
            # "the rest" of a case whose walls are no wall type is every patch not named.
            rest = _REST.search(clause.span.text)
            mentions = (" ".join(rest.group(0).lower().split()), "walls") if rest else ("walls",)
        if fills_domain(clause.span.text, mentions) and clause.values:
            # "Ambient air initially at 293 K": the fluid's words name no boundary.
            mentions = (INTERNAL,)
        if not mentions and clause.values and (clause.internal or (
                _DOMAIN_NOUN.search(clause.span.text)
                and all(field_name == "T" for field_name, *_ in clause.values))):
            # "cavity at 70 °F": the temperature of what fills the domain, not of the boundary
            # a later clause names (it went to the lid, which has no T).
            mentions = (INTERNAL,)
        if not mentions and clause.values and _continues_internal(parsed, index, internal,
                                                                     page.text):
            # "Initial p = 1 bar, T = 20 C": a bare value after the initial ones is one more.
            mentions = (INTERNAL,)
        carried = _carries_start(parsed, index, started)
        if carried:
            # "water starts at 45 °C and air at 18 °C": the air's start, not an inlet.
            mentions = (INTERNAL,)
        assumption = ""
        if mentions == (INTERNAL,):
            internal.add(index)
            if carried or said_at_start(clause.span.text) or (
                    index and parsed[index - 1].internal and not parsed[index - 1].values
                    and said_at_start(parsed[index - 1].span.text)):
                started.add(index)
                # "The pipe starts full of water at 15 °C": the start, not only the
                # temperature the fluid's properties are read at.
                assumption = START_STATE
        if not mentions and _field_size(clause, index, parsed, page.text):
            # "inlet velocity 10 m/s, then a 2 m/s crossflow along y": the inlet's clause
            # had its value; a velocity along an axis of its own words is the field's.
            mentions = (INTERNAL,)
        if not mentions:
            lender = _lender(parsed, index, page.text)
            if lender is None or _body_speed(clause, lender):
                continue
            mentions, direction = lender.mentions, direction or lender.direction
            if _DISTRIBUTIVE.match(clause.span.text):
                # "fuel and air enter at 0.2 m/s, both at 310 K": every place the lender
                # listed, not only the one its words end with
                shared = _siblings(parsed, parsed.index(lender))
            if any(_ASIDE.match(other.span.text) for other in parsed[:index]
                   if lender.span.end <= other.span.start):
                # "All the walls, lid included, are held at 40 °C": the statement's words
                # begin at the boundary it names past the aside.
                opening = lender.span.start
            if _RELATIVE_PRONOUN.match(clause.span.text) and lender is parsed[index - 1]:
                # "…than the ceiling, which is at 300 K": the noun just before "which".
                text = lender.span.text.lower()
                mentions = (max(mentions, key=lambda name: text.rfind(name.lower())),)
        based = next((item for item in skip if item.base and clause.span.start <= item.start
                      and item.end <= clause.span.end), None)
        if based is not None and based.base is not None and all(
                clause.span.start + value[2] >= based.end for value in clause.values):
            words = words_of(based.base)
            mentions = tuple(name for name in mentions if words_of(name) & words) or mentions
        first, last = _take_parts(page, clause)
        siblings = _siblings(parsed, index) + shared
        # "top and bottom insulated": the statement's words begin at the first boundary.
        first = min([first, *(other.span.start for other in siblings),
                     *((opening,) if opening is not None else ())])
        source = " ".join(page.text[first:last].split()).strip(" ,.;")
        initial = ((INTERNAL,),) if clause.also_internal and mentions != (INTERNAL,) else ()
        followers = _followers(parsed, index) if clause.types else []
        typed = [_typed_targets(page.text, clause, siblings, followers, mentions,
                                clause.span.start + start,
                                annotated_after=_annotated_after(parsed, index, page.text))
                 for _, _, start, _ in clause.types]
        for target in (mentions, *(other.mentions for other in siblings),
                       *(other.mentions for other in followers), *initial):
            for field_name, value, _, _ in (clause.values if not any(
                    target == other.mentions for other in followers) else ()):
                values.append(BoundaryValue(
                    field_name, target, value, source,
                    direction if not isinstance(value, tuple) else None, assumption=assumption,
                    fluid=_start_fluid(parsed, index) if assumption else ""))
            for (type_field, type_name, _, _), (targets, open_list) in zip(
                    clause.types, typed, strict=True):
                if target != (INTERNAL,) and target in targets:
                    listed = tuple(targets) if open_list and len(targets) > 1 \
                        and type_name in CONSTRAINT_TYPES else ()
                    types.append(BoundaryType(type_field, target, type_name, source,
                                              listed=listed))
    # "no-slip (velocity equal to zero at the wall)": the zero restates the no-slip type; as a
    # value of its own it turned the type into fixedValue.
    no_slip = {item.boundary for item in types if item.type == "noSlip"}
    values = [item for item in values
              if not (item.field == "U" and item.boundary in no_slip and item.value == 0)]
    return tuple(values), tuple(types), pairs


#: A line wrapped inside a list: a comma, then the line break.
_WRAPPED = lazy_regex(r"[ \t]*,?[ \t]*\n[ \t]*")


def _carries_start(parsed: list[_Clause], index: int, started: set[int]) -> bool:
    """Whether a clause of nothing but another fluid and its value carries on the start the
    clause just before it in its sentence gave ("oil starts at 60 °C and air at 25 °C")."""
    clause = parsed[index]
    fluid = fluid_carried(clause.span.text)
    if not fluid or index - 1 not in started or not clause.values:
        return False
    previous = parsed[index - 1]
    return previous.sentence == clause.sentence and fluid != fluid_of(previous.span.text)


def _continues_internal(parsed: list[_Clause], index: int, internal: set[int],
                        page_text: str) -> bool:
    """Whether a clause naming no boundary only continues a list of initial values: the
    clause before it in its sentence said it gave the initial values, and nothing but a
    field's name stands before its value ("Initial T 300 K, p 1e5 Pa"; "…, flows in at 2 m/s" is no
    such item)."""
    clause = parsed[index]
    previous = index - 1
    if previous >= 0 and parsed[previous].internal and not parsed[previous].values \
            and not parsed[previous].mentions and (
                parsed[previous].sentence == clause.sentence or _WRAPPED.fullmatch(
                    page_text[parsed[previous].span.end:clause.span.start])):
        # "the liquid starts at the mean, 291.5 K": the value its clause awaits, also past
        # a line the request wraps there ("starts full of\nstill water at 15 °C").
        return True
    # "Initial p = 1 bar, U = (0 0 0), T = 20 degC": the list goes on past its second item;
    # its first clause is the one that says the values are initial.
    head = previous
    while head > 0 and head in internal and not parsed[head].internal \
            and head - 1 in internal and parsed[head - 1].sentence == parsed[head].sentence:
        head -= 1
    if previous < 0 or previous not in internal or not parsed[head].internal:
        return False  # "a channel at 80 °C and 0.05 m/s": the noun's, not a list's
    if parsed[previous].sentence != clause.sentence and not _WRAPPED.fullmatch(
            page_text[parsed[previous].span.end:clause.span.start]):
        return False  # another sentence, unless a line wrapped after the list's comma
    text = clause.span.text
    for pattern, _ in FIELD_WORDS:  # on the whole clause: "p" is a field before its number
        text = pattern.sub(lambda match: " " * len(match.group(0)), text)
    start = clause.values[0][2]
    return text[:start] != clause.span.text[:start] \
        and _LIST_FILLER.fullmatch(text[:start]) is not None


#: Fields whose two values tell a pair of patches apart by size (a hot and a cold wall, a high
#: and a low pressure).
PAIRED_FIELDS = frozenset({"T", "p"})
#: The first of an unnamed pair ("one wall", "one of the plates", "either side").
_ONE_OF_PAIR = lazy_regex(r"\b(?:one|either)\s+(?:of\s+the\s+)?(?:\w+\s+){0,3}?"
                          r"(?:walls?|sides?|boundar(?:y|ies)|surfaces?|plates?)\b", _FLAGS)
#: The second: "the other", "and the other wall", "while the other has", "the opposite one",
#: "the facing one".
_OTHER_OF_PAIR = lazy_regex(r"^\W*(?:(?:and|while|whereas|but)\s+)?the\s+"
                            r"(?:other|opposite|facing)\b", _FLAGS)


def _single_scalar(clause: _Clause) -> tuple[FieldName, float] | None:
    if len(clause.values) != 1 or clause.types:
        return None
    field_name, value, _, _ = clause.values[0]
    if isinstance(value, tuple) or field_name not in PAIRED_FIELDS:
        return None
    return field_name, float(value)


def _pairs(page: Page, parsed: list[_Clause]) -> tuple[PairedValues, ...]:
    """"One wall at 310 K, the other at 295 K": two values of one field on two boundaries the
    words do not name, each in its own clause, the second opening with "the other" (in the same
    sentence or the next). Which patches they are is the case's to say
    (``foamcase.case.paired``); here the two clauses are read and marked as read."""
    pairs: list[PairedValues] = []
    for first, second in zip(parsed, parsed[1:], strict=False):
        if not (first.ambiguous and second.ambiguous) or second.sentence - first.sentence > 1:
            continue
        one, other = _single_scalar(first), _single_scalar(second)
        opening = _ONE_OF_PAIR.search(first.span.text)
        if (one is None or other is None or one[0] != other[0] or one[1] == other[1]
                or opening is None or not _OTHER_OF_PAIR.search(second.span.text)):
            continue
        _take_parts(page, first)
        _, end = _take_parts(page, second)
        page.claim(first.span.start, second.span.end)
        start = first.span.start + opening.start()
        source = " ".join(page.text[start:end].split()).strip(" ,.;")
        pairs.append(PairedValues(field=one[0], first=one[1], second=other[1], source=source))
    return tuple(pairs)


def _take_parts(page: Page, clause: _Clause) -> tuple[int, int]:
    """Mark as read only the parts of a clause a boundary statement used (its values with their
    units, the field words before them, its types and the boundary's own words) and return
    where the first of them starts and the last ends: the statement's source.

    Why not the whole clause: "icoFoam cavity Re=10 lid 1m/s 0.5 s" is one clause, and taking
    it all hid the 0.5 s from the time readers after this one and from "not understood": it was
    neither applied nor reported.
    """
    text, offset = clause.span.text, clause.span.start
    parts = [(start, end) for _, _, start, end in clause.values]
    parts += [(start, end) for _, _, start, end in clause.types]
    for _, _, start, _ in clause.values:
        words = [match for pattern in (*(item for item, _ in FIELD_WORDS), _CONCENTRATION)
                 for match in pattern.finditer(text) if match.end() <= start]
        if words:
            nearest = max(words, key=lambda match: match.end())
            parts.append((nearest.start(), nearest.end()))
    rest = _REST.search(text)
    if rest is not None:
        parts.append((rest.start(), rest.end()))
    for mention in clause.mentions:
        found = mention_span(mention, text)
        if found is not None:
            parts.append(found)
    if not parts:
        parts = [(0, len(text))]
    for start, end in parts:
        page.claim(offset + start, offset + end)
    return (offset + min(start for start, _ in parts), offset + max(end for _, end in parts))


#: Words naming the domain itself, whose temperature is the initial field's.
_DOMAIN_NOUN = lazy_regex(r"\b(?:cavity|domain|tank|box|channel|pipe|duct|enclosure|container)\b",
                          _FLAGS)

#: A clause whose subject is every place listed before it ("…, both at 310 K", "each at
#: 2 bar", "all of them at 300 K").
_DISTRIBUTIVE = lazy_regex(r"^\W*(?:and\s+|with\s+)?(?:both|each|either|all(?:\s+of\s+them|"
                           r"\s+(?:two|three|four))?)\b(?!\s+(?:the|of\s+the)\b)", _FLAGS)
_RELATIVE_PRONOUN = lazy_regex(r"^\s*(?:which|that|whose)\b", _FLAGS)

_FILLER = lazy_regex(
    r"\b(?:the|a|an|both|and|walls?|boundar(?:y|ies)|faces?|sides?|edges?|patch(?:es)?)\b|"
    # "the bottom edges of the plate": the body the sides bound, not one more boundary
    r"\bof\s+(?:the|its)\b(?:\s+[a-z]+)?\s*$", _FLAGS)

#: A clause that is only the fluid's name ("…, air, inlet total pressure 2 bar"): no boundary.
_FLUID_ONLY = lazy_regex(r"(?:the\s+)?(?:air|water|oil|steam|gas|nitrogen|helium)", _FLAGS)


def _siblings(parsed: list[_Clause], index: int) -> list[_Clause]:
    """Boundaries listed just before a statement and sharing it: "the top" in "the top and
    bottom walls are no-slip". A case's own camelCase name ("pitzDaily but with the inlet at
    36 km/h") is no boundary listed."""
    found: list[_Clause] = []
    clause = parsed[index]
    for other in reversed(parsed[:index]):
        if other.sentence != clause.sentence or not _names_only(other):
            break
        found.append(other)
    return found


def _field_size(clause: _Clause, index: int, parsed: list[_Clause], text: str) -> bool:
    """True when a clause naming no boundary gives speeds along an axis its own words say
    (``field_heading``: no wall's motion) and the clause it would borrow a boundary from
    gave that boundary a value of its own: the speed is the velocity field's, not a second
    value of that boundary. A role ("across the channel") gives a velocity no axis here; it
    keeps its neighbour's boundary, where the audit reports it unmet."""
    heading = field_heading(clause.span.text)
    if heading is None or heading.kind != "axis" or not clause.values or any(
            field_name != "U" or isinstance(value, tuple) for field_name, value, *_ in
            clause.values):
        return False
    lender = _lender(parsed, index, text)
    return lender is not None and bool(lender.values)


def _names_only(clause: _Clause) -> bool:
    """Whether a clause only names boundaries, with list words ("the top", "bottom walls")."""
    named = [mention for mention in clause.mentions
             if not CAMEL_CASE.fullmatch(mention) or BOUNDARY_WORD.search(mention)]
    if clause.values or clause.types or not named \
            or _FLUID_ONLY.fullmatch(clause.span.text.strip(" ,.;")):
        return False
    rest = clause.span.text
    for mention in clause.mentions:
        rest = re.sub(rf"\b{re.escape(mention)}\b", " ", rest, flags=_FLAGS)
    return not _FILLER.sub(" ", rest).strip(" \t\n,.;/'\"`()")


def _annotated_after(parsed: list[_Clause], index: int, text: str) -> bool:
    """Whether the clause after ``index`` goes on a comma list with a boundary and a type of
    its own ("inlet, outlet, 'sides' slip, frontAndBack empty"): the list is an inventory."""
    if index + 1 >= len(parsed):
        return False
    clause, following = parsed[index], parsed[index + 1]
    # A list split out of a parenthesis keeps its comma at the start of the next item.
    lead = following.span.text[:len(following.span.text)
                               - len(following.span.text.lstrip(" \t\n,"))]
    gap = text[clause.span.end:following.span.start] + lead
    # A request wrapped at a width may cut the list at a line break after its comma.
    return (following.sentence == clause.sentence or "\n" in gap) \
        and bool(following.mentions) and bool(following.types) \
        and re.fullmatch(r"\s*,\s*", gap) is not None


def _followers(parsed: list[_Clause], index: int) -> list[_Clause]:
    """Boundaries listed just after a type written before its clause's boundary, which it
    is stated of too: "symmetry along the left" "and bottom edges" (the clause splitter cut
    the list at its "and")."""
    found: list[_Clause] = []
    clause = parsed[index]
    for other in parsed[index + 1:]:
        if other.sentence != clause.sentence or not _names_only(other):
            break
        found.append(other)
    return found


def _mention_span(text: str, clause: _Clause) -> Span | None:
    """Where the best of a clause's boundary words stands in the request's ``text``."""
    found = [match for mention in clause.mentions if (match := re.search(
        r"(?<![\w-])" + r"[\s-]+".join(re.escape(word) for word in mention.split())
        + r"(?![\w-])", clause.span.text, _FLAGS)) is not None]
    if not found:
        return None
    # The best name's words, not the earliest: "quarter plate with symmetryPlane on 'left'"
    # names the left, and the plate before it is the domain.
    first = found[0]
    return Span(text[clause.span.start + first.start():clause.span.start + first.end()],
                clause.span.start + first.start())


def _typed_targets(text: str, clause: _Clause, siblings: list[_Clause],
                   followers: list[_Clause], mentions: tuple[str, ...], type_start: int, *,
                   annotated_after: bool = False) -> tuple[list[tuple[str, ...]], bool]:
    """The boundaries a type of ``clause`` is stated of: its own, and the listed ones before
    it that the list's words give it to (``type_scope``: "patches lid, fixedWalls,
    frontAndBack empty" types the last only, "top and bottom walls are no-slip" both); a
    type written before its boundary, the ones listed after it too ("symmetry along the left
    and bottom edges"). True beside them when the list's words left the scope open."""
    own = _mention_span(text, clause)
    if own is not None and own.start > type_start and mentions == clause.mentions:
        # "noSlip on the top, bottom and sides": a type before its list is every item's,
        # and none of the names before it ("a hole, symmetry on the left").
        return [mentions, *(other.mentions for other in followers)], False
    if not siblings or mentions != clause.mentions:
        return [mentions, *(other.mentions for other in siblings)], False
    listed = [*reversed(siblings), clause]
    spans = [span for item in listed if (span := _mention_span(text, item)) is not None]
    if len(spans) != len(listed):
        return [mentions, *(other.mentions for other in siblings)], False
    scope: ListScope = list_scope(text, spans, type_start, annotated_after=annotated_after)
    return [listed[index].mentions for index in scope.items], scope.open


def _body_speed(clause: _Clause, lender: _Clause) -> bool:
    """True when only a body would lend its name to a clause of speeds ("cylinder Re=200,
    U=2 cm/s"): a flow's speed past a body is the free stream's, not the body wall's."""
    return all(field == "U" for field, *_ in clause.values) and bool(clause.values) and all(
        re.sub(r"[^a-z]", "", name.lower()) in BODIES for name in lender.mentions)


def _lender(parsed: list[_Clause], index: int, text: str) -> _Clause | None:
    """The clause of the same sentence whose boundary a clause without one refers to: for a
    type joined by "and" to the next clause, that one; else the nearest before it, else the
    line before's last when a line break cut the sentence, else the nearest after it."""
    clause = parsed[index]
    following = parsed[index + 1] if index + 1 < len(parsed) else None
    if clause.types and not clause.values and following is not None \
            and following.sentence == clause.sentence and following.mentions \
            and not following.ambiguous and not following.asking \
            and re.fullmatch(r"\s*and\s*", text[clause.span.end:following.span.start]):
        # "zero-gradient velocity and fixed zero pressure at the outlet": a type joined by
        # "and" to the next statement shares the boundary that statement ends with (it went to
        # the inlet named before).
        return following
    before = [other for other in parsed[:index]
              if other.sentence == clause.sentence and other.mentions and not other.ambiguous
              and not _ASIDE.match(other.span.text)]
    if before:
        return before[-1]
    # A request wrapped at a width breaks a sentence across lines: a clause opening a line
    # whose line before ends mid-sentence continues that line's clause.
    # Asides opening the line ("walls,\nlid included, are held at 40 °C") stand in between.
    opening = clause.span.start
    for other in reversed(parsed[:index]):
        if other.sentence != clause.sentence or not _ASIDE.match(other.span.text):
            break
        opening = other.span.start
    previous = [other for other in parsed[:index] if other.sentence == clause.sentence - 1]
    if previous and previous[-1].mentions and not previous[-1].ambiguous \
            and re.fullmatch(r"[^.!?;:\n]*\n[ \t]*", text[previous[-1].span.end:opening]):
        return previous[-1]
    after = [other for other in parsed[index + 1:]
             if other.sentence == clause.sentence and other.mentions and not other.ambiguous
             and not other.asking]
    return after[0] if after else None


def _start_fluid(parsed: list[_Clause], index: int) -> str:
    """The fluid a start value's clause names ("…, air initially at 300 K": air, though the
    clause before named water), else the one the clause before it in the sentence names
    ("The pipe starts full of water, at 15 °C")."""
    clause = parsed[index]
    joined = fluid_of(" ".join(part.span.text for part in parsed[max(0, index - 1):index + 1]
                               if part.sentence == clause.sentence or part is clause))
    before = parsed[index - 1] if index > 0 else None
    if before is not None and before.sentence == clause.sentence and not before.values:
        # "the water and the air both start at 80 °F": a clause before with no value of its
        # own is one of the subjects the value is said of, so the start is every fluid named.
        return joined
    return fluid_of(clause.span.text) or joined

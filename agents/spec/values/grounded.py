"""Values bound to the case's own identifiers: ``k = 0.84 m^2/s^2`` at the inlet, ``molWeight
of 28.9``, ``25 1/s for omega``, ``omegaWallFunction on upperWall and lowerWall``.

Why one mechanism rather than phrases per keyword: every field, ``constant`` keyword and
condition type of the installation's cases is a word a request may name
(``foam_agent.foamcase.case.vocabulary``). A value is bound to such a word by the few forms
people write around any name ("X = v", "X: v", "X of v", "X is v", "X to v", "v for X"), and
kept only when its unit has the entry's dimensions (pint reads the unit; the entry's come from
the cases' ``dimensions``). Where it goes follows from the words around it: the patches its
clause (else its sentence) names, or the internal field when the words say "initial",
"uniformly", "whole domain" or name no patch. A word the vocabulary knows as a field, keyword
or type is never taken for a patch.

Lists pair names and values in order ("k and omega of 0.1 m^2/s^2 and 25 1/s"), each value
checked against its own name; names sharing one value ("p and p_rgh start at 1 bar", "k and
epsilon = 0.01 at the inlet") each get it, checked the same way, and fields said together to
use wall functions each get their own (the turbulence catalog's). A field's list of places
("k: inlet 0.1, initial 0") puts each item where its words say, the "initial" one in the
internal field. A named constant given as a value ("mu0 = vacuum permeability") binds its
CODATA value (``foam_agent.foamcase.catalog.constants``); a difference of a field ("dT = 2
K") binds nothing (``differences``). A keyword the cases write without dimensions (``molWeight``,
``Cp``) takes a number as written, or in a unit SI already uses; a unit that would rescale it
(g/mol) is left to the readers that know what the entry holds, unless a row of the quantities
catalog holds the keyword and the unit has the row's dimensions ("sigma0 72 mN/m",
"timeStart 2 ms"): then pint converts it.

A quantity named in words ("electrical conductivity 0.5", "Young's modulus 210 GPa", "Strike
55", "Poisson 0.33") or by a symbol of its row ("σ = 1.4e6 S/m": the row whose dimensions the
unit has) is bound through the catalog of physical quantities
(``foam_agent.foamcase.catalog.quantities``) to the entry holding it, its unit checked against
the row's dimensions and converted (25 dyn/cm is 0.025 N/m); a unit of other dimensions is
reported as not applied, with why. A keyword written in another letter case ("cp" for ``Cp``)
binds where a code form or a unit of its catalog row proves it. A note may stand between a
name and its value: in parentheses ("sigma12 (air-other) 0.07") or a pair's "between" ("the
interfacial tension between them about 25 dyn/cm"). The same rows let a stated unit settle a
symbol the cases use for two quantities ("rho: 2e-05 C/m^3" is the charge-density field). A
surface tension, a mixture's, binds in a multiphase request too. In a multiphase request a
phase's property is the phase's named last before it ("sludge rho = 1030 kg/m^3"), the phase
names being the cases' own.

Left to the value reader: U, p and T and their subscripted symbols ("U_in", "T0": it gives
them typed roles, a speed's direction, an inlet assumed, a stagnation temperature), the run
controls of ``controlDict`` (``deltaT``: its time rules), one-letter keywords ("g", "a", "E"
are symbols of prose as often as entries). A lowercase English-looking keyword ("value",
"active", "type") binds only in the code forms "X = v" and "X: v", so prose such as "a value
of 2" is not read as a keyword, or bare in a list right after a value bound here ("Dab =
1.4e-9 m^2/s, alphatab 1": a dictionary's entries listed).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import get_args

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.materials import phase_fluids, phase_key
from foam_agent.agents.spec.money import is_money, money_at
from foam_agent.agents.spec.phrases import (
    NUMBER,
    OPERATOR_NEXT,
    VECTOR,
    Span,
    clauses,
    sentences,
    to_number,
)
from foam_agent.agents.spec.start_state import said_at_start
from foam_agent.agents.spec.stated import (
    INTERNAL,
    BoundaryType,
    BoundaryValue,
    FieldName,
    KeywordVector,
    NotApplied,
    Number,
    PropertyValue,
    Vector,
)
from foam_agent.agents.spec.units import (
    MAX_UNIT_CHARS,
    case_units,
    dimensioned_unit,
    read_unit,
)
from foam_agent.agents.spec.update import TimeName
from foam_agent.agents.spec.values.differences import read_differences
from foam_agent.agents.spec.values.fields import FIELD_WORDS, TYPE_WORDS, TYPED_DIMENSIONS
from foam_agent.agents.spec.values.headings import field_heading, outside_heading, starts_heading
from foam_agent.agents.spec.values.mentions import BOUNDARY_WORD, boundary_mentions
from foam_agent.agents.spec.values.subscripted import subscripted_at
from foam_agent.agents.spec.values.type_scope import typed_items
from foam_agent.agents.spec.values.varying import RANGE
from foam_agent.foamcase.case.patch_roles import ELECTRODE_WORDS, GROUND_NOUNS
from foam_agent.foamcase.case.vocabulary import Dimensions, Vocabulary
from foam_agent.foamcase.catalog.boundaries import VALUE_TYPES, WALL_FUNCTION
from foam_agent.foamcase.catalog.conditions import condition
from foam_agent.foamcase.catalog.constants import CONSTANTS, Constant
from foam_agent.foamcase.catalog.quantities import (
    PHASE_KEYWORDS,
    QUANTITIES,
    Quantity,
    quantities_with,
)
from foam_agent.foamcase.catalog.turbulence import FIELDS as TURBULENCE_FIELDS
from foam_agent.foamcase.lazy_pattern import Regex, lazy_regex
from foam_agent.foamcase.phrase_lists import LOOSE, UNHYPHENATED, alternation, whole

#: The run controls the time rules read (``controlDict``'s times and Courant limit).
TIME_CONTROLS = frozenset(get_args(TimeName))
#: The fields the value reader gives typed roles (a speed's direction, an inlet assumed):
#: their values stay that reader's.
TYPED_FIELDS = frozenset(get_args(FieldName))
_IDENTIFIER = lazy_regex(r"(?<![\w.'\"/-])[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*"
                         r"(?![\w-]|\.\w)")
#: A value right after a name, with nothing but a space between ("duration 2 s").
_BARE_VALUE = lazy_regex(r"[ \t]+[-+]?\.?\d")
#: Between a name and its value; the code forms (``=``, ``:``) are the first two.
_CODE_LINK = lazy_regex(r"\s*(?:=|:)\s*")
_PROSE_LINK = lazy_regex(r"\s+(?:is\s+|of\s+|to\s+|at\s+|equal\s+to\s+|set\s+to\s+|"
                         r"(?:should|must|shall|will)\s+be\s+|"
                         r"(?:is\s+)?(?:set|initiali[sz]ed)\s+(?:to|at)\s+|"
                         r"(?:with\s+)?a\s+value\s+of\s+)?"
                         r"(?:also\s+)?(?:about\s+|approximately\s+)?")
#: Words that put a value in a part of the domain, not the whole field.
REGION_WORDS = lazy_regex(
    r"\bover\s+the\b|\binside\b|\bwithin\s+the\b|\bin\s+the\s+(?:box|region|zone)\b|"
    r"\bsetFields\b|\bboxTo(?:Cell|Face)\b", re.IGNORECASE)
#: "nut internalField 4.5e-05", "omega: internal field of 0.12": the field's own entry named.
_INTERNAL_LINK = lazy_regex(r"\s*:?\s*(?:internalField|internal\s+field)\s*(?:=|:|of|is)?\s*")
#: A value; a number that starts a fraction ("1/8 in") is none (its numerator alone was
#: written as the value).
_VALUE = lazy_regex(rf"(?:uniform\s+)?(?:{VECTOR}|(?P<n>{NUMBER}))(?!\w|\.\d|\s*/\s*\d)")
_FOR = lazy_regex(rf"(?:{VECTOR}|(?P<n>{NUMBER}))\s*(?P<u>[^,;()]{{0,24}}?)\s+for\s+"
                  rf"(?:the\s+)?$")
#: Words saying a value fills the domain, not a patch.
INTERNAL_WORDS = lazy_regex(
    r"\binitial(?:ly|i[sz]e[sd]?|i[sz]ing)?\b|\binternal\s*field\b|\binternalField\b|"
    r"\bthroughout\b|\beverywhere\b|\buniformly\b|\b(?:whole|entire)\s+domain\b",
    re.IGNORECASE)
_PLAIN_WORD = lazy_regex(r"[a-z]{3,}\Z")
#: A condition type written between a name and its value ("fixedValue", "uniform" aside).
_TYPE_WORD = lazy_regex(r"([a-z]+[A-Z][A-Za-z]*)\s+")
#: A note between a name and its value: in parentheses ("sigma12 (air-other) 0.07", "Strike
#: (per share) 55"), words only, so a value or unit in parentheses is never skipped; or the
#: pair a property is of ("interfacial tension between them 25 dyn/cm"), in lowercase words,
#: so a symbol after it ("diffusivity between water and brine D23 = 2e-9") stays the name.
#: The case file an entry is said to be in ("k in physicalProperties", "nu in the
#: transportProperties dictionary", "rho0 in constant/kinematicCloudProperties"): OpenFOAM names
#: its dictionaries so (``…Properties``, ``…Dict``, ``fvSchemes``, ``fvSolution``).
_FILE_NOTE = (r"\s+in\s+(?:the\s+)?(?:(?:constant|system)/)?[a-z][A-Za-z0-9]*"
              r"(?:Properties|Dict|Schemes|Solution)\b(?:\s+(?:dictionary|dict|file))?")
_NOTE = lazy_regex(rf"{_FILE_NOTE}|\s*\((?=[^()]*[A-Za-z])[^()\d=]{{1,40}}\)|"
                   r"\s+between\s+(?:the\s+)?[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}?"
                   r"(?=\s*(?:=|:|\s(?:is|of|about|approximately)\s|\s[-+]?\.?\d))")
#: A percentage after a dimensionless quantity's number ("volatility 25 %").
_PERCENT = lazy_regex(r"\s*(?:%|percent\b|per\s*cent\b)", re.IGNORECASE)
#: How the items of a list are joined: "k, omega and nut", "0.1, 25 and 0".
_SEPARATOR = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)"
_NAME = r"[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*"
#: Names listed before one link and as many values ("k and omega of 0.1 m^2/s^2 and 25 1/s").
_NAME_LIST = lazy_regex(rf"(?<![\w.'\"/-])(?P<names>{_NAME}(?:{_SEPARATOR}{_NAME})+)"
                        r"(?P<link>\s*(?:=|:)\s*|\s+(?:are|of|to|set\s+to|at)\s+)")
#: A vector set to a name in code form ("d = (5000 5000 5000)").
_CODE_VECTOR = lazy_regex(r"\s*=\s*\(")
#: A vector right after a name, in code form or bare ("B = (0 10 0)", "B (0 10 0)").
_VECTOR_AFTER = lazy_regex(r"\s*(?:=|:)?\s*\([-+.\deE\s,]*\)")
#: Where the words after such a vector say its place: a parenthesis, a preposition or a word
#: of the whole domain.
_PLACE_AFTER = lazy_regex(r"\s*(?:\(|(?:on|at|in|for|as|along|over|across|everywhere|"
                          r"throughout|initially|uniformly)\b)", re.IGNORECASE)
#: One-letter keywords a reader of their own reads, vector and all (gravity's ``g``: its
#: reader puts a magnitude along the case's own direction and writes ``constant/g``).
_OWN_READERS = frozenset({"g"})
#: A name written as code (camelCase, digits): a patch only if some case has a patch so named
#: or its words say boundary ("hotWall"), not a model or case name ("hConst", "damBreak").
_CODE_WORD = lazy_regex(r"[a-z][A-Z]|\d")


@dataclass
class GroundedReading:
    """What was bound, and the spans read for it."""

    properties: list[PropertyValue] = field(default_factory=list)
    values: list[BoundaryValue] = field(default_factory=list)
    types: list[BoundaryType] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    #: Lists read whole and refused (a value of the wrong dimensions): none of their names is
    #: then read alone, or "k and omega of 0.1 and 25 m/s" would give omega 0.1.
    refused: list[tuple[int, int]] = field(default_factory=list)
    #: Values stated for a quantity named in words, in a unit of other dimensions: read, and
    #: reported as not applied with why (no other rule may take "conductivity 3 m/s" as a
    #: speed).
    refusals: list[NotApplied] = field(default_factory=list)
    #: Vector keywords of the constant dictionaries ("Ubar = (5 0 0) m/s").
    vectors: list[KeywordVector] = field(default_factory=list)
    #: Named constants bound to an entry ("mu0 = vacuum permeability"): they replace no value
    #: another reader read for that name from other words (an MHD request's "dynamic
    #: viscosity 0.55 Pa s" is the viscosity ν derives from, where the case's ``mu`` is a
    #: permeability).
    constants: list[PropertyValue] = field(default_factory=list)
    #: The spans of values bound to a keyword named as the case writes it ("Dab = 1e-9"):
    #: the items a list of a dictionary's entries is made of.
    entries: list[tuple[int, int]] = field(default_factory=list)


def _free(claims: Claims, found: GroundedReading, start: int, end: int) -> bool:
    """Whether no reader before, nor this reading so far, took any of ``start`` to ``end``."""
    return claims.is_free(start, end) and not any(
        taken_start < end and start < taken_end
        for taken_start, taken_end in (*found.spans, *found.refused))


@dataclass(frozen=True)
class _Value:
    value: Number | Vector
    start: int
    end: int


def unwrapped(text: str) -> str:
    """The text with single line breaks as spaces (same length, so offsets hold): a request
    wrapped at 80 columns is one sentence across its lines; a blank line still ends one."""
    return re.sub(r"(?<!\n)\n(?!\n)", " ", text)


def _kind(name: str, vocabulary: Vocabulary) -> str | None:
    """A name that is both a field and a keyword ("mu", "rho", "DT") is read as the keyword:
    a property is what a request sets by name; the catalog's turbulence fields stay fields. A
    run control the time rules read ("deltaT") is theirs even where a ``constant``
    dictionary has it; another ("timeStart", a source's start that some controlDict also
    writes) is the keyword's, or the time rules read "timeStart 0.001 s" as the end time."""
    kind = vocabulary.kind(name)
    if kind == "keyword" and name in vocabulary.controls and name in TIME_CONTROLS:
        return None
    if kind == "field" and name in vocabulary.keywords and name not in TURBULENCE_FIELDS \
            and not _phase_field(name, vocabulary):
        return "keyword"
    return kind


def _phase_field(name: str, vocabulary: Vocabulary) -> bool:
    """Whether ``name`` is a phase's own copy of a field (``U.air``, ``alpha.water``): a
    dictionary keyword of that spelling (``U.air cellPoint;`` of a cloud's interpolation)
    names the field, it holds no value of its own. Why: "U.air = (0 0.08 0) m/s at the
    inlet" was read as a keyword vector and the inlet kept its speed."""
    base, _, phase = name.partition(".")
    return bool(base) and phase in vocabulary.phases


def _past_unit(text: str, end: int) -> int:
    """Where the words after a value at ``end`` go on past its unit, physical ("T") or the
    case's own ("units"), so the place they name is found after it."""
    own = case_units(text[end:end + MAX_UNIT_CHARS])
    if own is not None:
        return end + own
    unit = dimensioned_unit(text[end:end + MAX_UNIT_CHARS])
    return end + unit.length if unit is not None else end


def _code_only(name: str) -> bool:
    """A plain lowercase word ("value", "active") or a single letter ("h", "s") is bound only
    in a code form, unless the catalog knows it as a turbulence field ("omega", "k")."""
    return name not in TURBULENCE_FIELDS and (bool(_PLAIN_WORD.match(name)) or len(name) == 1)


def _in_si(value: Number | Vector, unit_text: str, dims: Dimensions | None
           ) -> tuple[Number | Vector, int] | None:
    """The value in SI with the characters its unit took; None when the unit's dimensions
    are not the entry's (or the entry has none and the unit would rescale the number)."""
    own = case_units(unit_text)
    if own is not None:
        # "B of 15 units": the case's own units, taken as written (``unit_free`` keeps it
        # only where the case says its units are a scale of their own).
        return value, own
    reading = dimensioned_unit(unit_text)
    if reading is None:
        # A number inside an expression ("psi = 1/c^2") or before a unit only the value rules
        # read ("14.7 psig") is not the entry's value as written.
        if OPERATOR_NEXT.match(unit_text) or read_unit(unit_text, 0) is not None:
            return None
        return value, 0
    if dims is not None and reading.dimensions != dims:
        return None
    if dims is None and not reading.is_si:
        return None
    if isinstance(value, tuple):
        return (tuple(reading.to_si(item) for item in value),  # type: ignore[return-value]
                reading.length)
    converted = reading.to_si(float(value))
    number: Number = value if converted == float(value) else converted
    return number, reading.length


def _value_after(text: str, end: int, code_only: bool, types: frozenset[str] = frozenset()
                 ) -> tuple[re.Match[str], int] | None:
    """The value after a name and its link; a condition type of ``types`` may stand between
    ("phi: fixedValue 30000 V on 'hole'"), and a note in parentheses after the name
    ("sigma12 (air-other) 0.07")."""
    position = _link_end(text, end, code_only)
    if position is None:
        return None
    typed = _TYPE_WORD.match(text, position)
    if typed is not None and typed.group(1) in types:
        position = typed.end()
    found = _VALUE.match(text, position)
    return (found, position) if found is not None else None


def _link_end(text: str, end: int, code_only: bool) -> int | None:
    """Where the value of the name ending at ``end`` starts: past a note in parentheses and
    the link ("=", ":", "is", "should be"…), else None (no link, no value of the name)."""
    note = _NOTE.match(text, end)
    if note is not None:
        end = note.end()
    link = _INTERNAL_LINK.match(text, end) or _CODE_LINK.match(text, end)
    if link is None and not code_only:
        link = _PROSE_LINK.match(text, end)
    return link.end() if link is not None else None


def _money_value(text: str, start: int, end: int, row: Quantity) -> _Value | NotApplied | None:
    """A sum of money after a quantity's name ("strike is $55", "strike price should be 55
    dollars"): its number where the row is a sum of money, refused with why where it is not;
    None where no sum is written."""
    position = _link_end(text, end, False)
    money = money_at(text, position) if position is not None else None
    if money is None:
        return None
    if not row.money:
        return NotApplied(text[start:money.end], f"a sum of money is not a value of {row.name}: "
                                                 "no value is set from these words")
    return _Value(money.amount, start, money.end)


def _as_value(match: re.Match[str]) -> Number | Vector:
    if match.group("n") is not None:
        return to_number(match.group("n"))
    return (float(match.group(1)), float(match.group(2)), float(match.group(3)))


def _bound_value(text: str, start: int, end: int, dims: Dimensions | None, code_only: bool,
                 types: frozenset[str] = frozenset()) -> _Value | None:
    """The value bound to the name at ``start``–``end`` (its words from the name's, or from
    the value's in "v for X"; for a name bound in code form only, a vector literal), else
    None."""
    after = _value_after(text, end, code_only, types)
    if after is not None:
        match, _ = after
        if RANGE.match(text, match.start()) or is_money(text, match.start()):
            return None  # a range, or a sum of money (bound by name only: ``_money_value``)
        percent = _PERCENT.match(text, match.end())
        if percent is not None and not any(dims or ()) and match.group("n") is not None:
            # "r = 4.5 %" of a keyword written without dimensions: a fraction, 0.045.
            share = float(to_number(match.group("n"))) / 100
            return _Value(float(f"{share:.12g}"), start, percent.end())
        converted = _in_si(_as_value(match), text[match.end():match.end() + MAX_UNIT_CHARS], dims)
        if converted is None:
            return None
        value, length = converted
        return _Value(value, start, match.end() + length)
    before = _FOR.search(text[max(0, start - 60):start])
    if before is None or (code_only and before.group("n") is not None):
        # A name bound in code form only ("B") takes a value before it only as a vector
        # literal ("(0 5 0) for B"), itself code: "2 for B" may be prose.
        return None
    offset = max(0, start - 60)
    converted = _in_si(_as_value(before), before.group("u"), dims)
    if converted is None or (before.group("u").strip() and converted[1] == 0):
        return None
    return _Value(converted[0], offset + before.start(), end)


def _vector_for(text: str, start: int) -> bool:
    """Whether a vector literal with "for" stands right before the name at ``start``
    ("(0 5 0) for B")."""
    before = _FOR.search(text[max(0, start - 60):start])
    return before is not None and before.group("n") is None


def _owner(pieces: list[Span], position: int) -> int:
    return next((index for index, piece in enumerate(pieces)
                 if piece.start <= position < piece.end), len(pieces) - 1)


#: Boundaries an electrostatic case's patches stand for ("the wire", "the enclosure"): the
#: case's own potentials say which patch each is (``foamcase.case.patch_roles``).
_ROLE_NOUNS = lazy_regex(
    rf"\b(?:{'|'.join(sorted(ELECTRODE_WORDS | GROUND_NOUNS, key=len, reverse=True))})\b",
    re.IGNORECASE)
#: "right at the wire surface": an adverb, not the right-hand side.
_ADVERB = lazy_regex(r"right\s+(?:at|on|by|next|above|below|beside|near|in\s+front|behind)\b",
                     re.IGNORECASE)


def named_patches(text: str, vocabulary: Vocabulary) -> tuple[tuple[str, ...], ...]:
    """The boundaries ``text`` names, each as its names best first ("movingWall", then
    "moving wall", "moving" for the same words); a word the vocabulary knows as no patch is
    never one."""
    return tuple(members for _, members in _patch_groups(text, vocabulary))


def typed_before(text: str, vocabulary: Vocabulary) -> tuple[tuple[str, ...], ...]:
    """The boundaries listed at the end of ``text`` that a type following it is stated of,
    by the one list rule (``type_scope``): "upperWall and lowerWall" both, "inlet, outlet"
    the outlet."""
    groups = [(span, members) for span, members in _patch_groups(text, vocabulary)
              if span[1] <= len(text)]
    spans = [Span(text[start:end], start) for (start, end), _ in groups]
    return tuple(groups[index][1] for index in typed_items(text, spans, len(text)))


def _patch_groups(text: str, vocabulary: Vocabulary
                  ) -> list[tuple[tuple[int, int], tuple[str, ...]]]:
    """``named_patches`` with where each boundary's words stand in ``text``."""
    names = [name for name in boundary_mentions(text, tuple(sorted(vocabulary.patches)))
             if name in vocabulary.patches
             or (vocabulary.kind(name) is None
                 and (not _CODE_WORD.search(name) or BOUNDARY_WORD.search(name)))]
    names += [match.group(0).lower() for match in _ROLE_NOUNS.finditer(text)
              if match.group(0).lower() not in names]
    groups: list[tuple[tuple[int, int], list[str]]] = []
    for name in names:
        words = r"\s*-?\s*".join(re.escape(part) for part in
                                 re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", name))
        # A phase's name after a field's dot ("air" of "U.air") names the field, no patch.
        written = list(re.finditer(words or re.escape(name), text, re.IGNORECASE))
        found = [match for match in written if not _IN_IDENTIFIER.search(text, 0, match.start())]
        if written and not found:
            continue
        where = next((match for match in found if not _in_type_words(text, match)
                      and not _ADVERB.match(text, match.start())), None)
        if found and where is None:
            continue
        span = (where.start(), where.end()) if where else (len(text), len(text) + 1)
        index = next((number for number, item in enumerate(groups)
                      if item[0][0] < span[1] and span[0] < item[0][1]), None)
        if index is None:
            groups.append((span, [name]))
        else:
            # The group spans all its members' words, so "walls" inside "right walls" is
            # that boundary's word, not one more boundary.
            first, members = groups[index]
            groups[index] = ((min(first[0], span[0]), max(first[1], span[1])),
                             [*members, name])
    # A word met before the longer name holding it ("walls", then "right walls") is that
    # name's boundary, not one more.
    kept = [(span, members) for span, members in groups
            if not any(other[0] <= span[0] and span[1] <= other[1] and other != span
                       for other, _ in groups)]
    for span, members in groups:
        host = next((item for item in kept if item[0][0] <= span[0] and span[1] <= item[0][1]
                     and item[0] != span), None)
        if host is not None:
            host[1].extend(name for name in members if name not in host[1])
    return [(span, tuple(members)) for span, members in sorted(kept, key=lambda item: item[0])]


#: Where an identifier's dotted part starts ("U." of "U.air"): a word after it is the
#: identifier's.
_IN_IDENTIFIER = lazy_regex(r"[A-Za-z]\w*\.\Z")


def _in_type_words(text: str, where: re.Match[str]) -> bool:
    """Whether a patch's words sit inside a condition type said in words or by its name ("a
    constant total pressure", "totalPressure"): some tutorial has a patch called "pressure",
    but these words name the condition, not it."""
    return any(match.start() <= where.start() and where.end() <= match.end()
               for pattern, _, _ in TYPE_WORDS for match in pattern.finditer(text))


#: The words up to a field's value and the value itself ("B = (0 10 0)", "k = 0.375"), and a
#: number standing on its own after it (a digit of a unit, "m^2/s^2", "m2", is none).
_FIRST_VALUE = lazy_regex(rf"^.*?(?:\([^()]*\)|{NUMBER})", re.DOTALL)
_OTHER_NUMBER = lazy_regex(r"(?<![\^\w.])\d")


def _place(sentence: Span, pieces: list[Span], position: int, vocabulary: Vocabulary,
           field_name: str = "") -> tuple[tuple[str, ...], ...]:
    """Where a field value at ``position`` goes: its clause's patches, else the internal
    field when its clause says so, else the patches named earlier in its sentence, else the
    internal field; and the internal field too when a later clause with no number of its own
    says so ("k = 1.5 at the inlet and as internalField"). A value its sentence puts in a
    part of the domain ("over the bump h = 0.069 m", "in the box", "with setFields") goes
    nowhere: it is not the whole field's, and the regions reader or "not understood" says so.
    A size of a vector field (``field_name``) whose clause gives it direction words takes no
    patch from an earlier clause that held a value of its own ("the inlet has a velocity of
    1 m/s and 1.5 T across the channel"): it is the field's, directed through the case's
    geometry (``foamcase.case.headings``)."""
    own_phase = _phase_field(field_name, vocabulary)
    if own_phase:
        # A phase's own field ("U.air"): the phase's name beside it ("Air enters through the
        # inlet at U.air = …") says whose the value is, never where it goes.
        # Where the phase's name was the only place, the value has none the words say: it
        # stays not understood rather than fill the whole field.
        return tuple(patches for patches in _place(sentence, pieces, position, vocabulary)
                     if not set(patches) <= vocabulary.phases)
    index = _owner(pieces, position)
    also = (((INTERNAL,),) if any(INTERNAL_WORDS.search(piece.text)
                                  and not re.search(r"\d", piece.text)
                                  for piece in pieces[index + 1:]) else ())
    piece = pieces[index]
    directed = _directed_size(piece.text, field_name, vocabulary)
    own = named_patches(outside_heading(piece.text) if directed else piece.text, vocabulary)
    if own:
        # "B = (0 10 0) (internalField and walls)": the internal field named with the patches
        # after the value, no other number between, is one more place of it.
        tail = _FIRST_VALUE.sub("", sentence.text[position - sentence.start:
                                                 piece.end - sentence.start], count=1)
        here = ((INTERNAL,),) if not also and INTERNAL_WORDS.search(tail) \
            and not _OTHER_NUMBER.search(tail) else ()
        return own + _listed_on(pieces[index + 1:], vocabulary) + also + here
    if INTERNAL_WORDS.search(piece.text):
        # "B = (0 8 0) T as internalField and fixedValue on lowerWall and upperWall": the
        # clauses after, with no number of their own and a condition fixing the value, name
        # more places of the same value ("and wall functions on the walls" names none).
        later: list[tuple[str, ...]] = []
        fixing = False
        for after in pieces[index + 1:]:
            if re.search(r"\d", after.text):
                break
            named = set(re.findall(r"[A-Za-z]+", after.text))
            if named & vocabulary.types:
                # The list goes on ("… on 'lowerWall' and 'upperWall'") until another type.
                # A type imposing a value of its own is one (its catalog row has a value
                # key: "and the freestream value on inlet and outlet").
                fixing = bool(named & VALUE_TYPES) or any(
                    (row := condition(name)) is not None and row.value_key is not None
                    for name in named & vocabulary.types)
            if fixing:
                later.extend(named_patches(after.text, vocabulary))
        return ((INTERNAL,), *later)
    for earlier in reversed(pieces[:index]):
        earlier_patches = named_patches(earlier.text, vocabulary)
        if earlier_patches:
            if directed and re.search(r"\d", earlier.text):
                return ((INTERNAL,),)
            return earlier_patches + also
    said_after = _later_places(pieces[index + 1:], vocabulary) if directed else ()
    if said_after:
        return said_after
    if REGION_WORDS.search(piece.text) or REGION_WORDS.search(sentence.text):
        return ()
    return ((INTERNAL,),)


def _later_places(after: list[Span], vocabulary: Vocabulary) -> tuple[tuple[str, ...], ...]:
    """The places the clauses after a vector field's directed size name, up to the next
    number: the initial field where one says the start ("inside at the start"), the patches
    another names ("and on both plates"). Why: "a field of 4 T across the gap, at the start
    and on both walls" says where the size holds after it; read as a region ("inside") the
    size went nowhere."""
    places: list[tuple[str, ...]] = []
    for piece in after:
        if re.search(r"\d", piece.text):
            break
        if said_at_start(piece.text) or INTERNAL_WORDS.search(piece.text):
            places.append((INTERNAL,))
        places.extend(named_patches(piece.text, vocabulary))
    return tuple(dict.fromkeys(places))


def _directed_size(clause: str, field_name: str, vocabulary: Vocabulary) -> bool:
    """Whether ``clause`` gives a size of the vector field ``field_name`` direction words of
    its own (``field_heading``)."""
    return field_name in vocabulary.vectors and field_heading(clause) is not None


#: A clause that only names boundaries ("… on the left | and right walls"): a few words, no
#: number; each word is a name's, a joining word or a boundary's noun (no verb of its own).
_NAMES_ONLY = lazy_regex(r"\s*[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,4}\s*[.;,]?\s*\Z")
_JOINING = frozenset({"and", "or", "both", "the", "wall", "walls", "side", "sides", "patch",
                      "patches", "boundary", "boundaries", "face", "faces"})


def _listed_on(after: list[Span], vocabulary: Vocabulary) -> tuple[tuple[str, ...], ...]:
    """The boundaries the clauses right after a value's go on naming, a clause that only
    names some ("55 degrees on the left and right walls", "k = 0.1 at the inlet and
    outlet": the clause splitter cut the list at its "and")."""
    listed: list[tuple[str, ...]] = []
    for piece in after:
        if not _NAMES_ONLY.match(piece.text):
            break
        named = named_patches(piece.text, vocabulary)
        parts = {part.lower() for names in named for name in names
                 for part in re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", name)}
        if not named or any(word.lower() not in parts | _JOINING
                            for word in re.findall(r"[A-Za-z][\w-]*", piece.text)):
            break
        listed.extend(named)
    return tuple(listed)


def _type_field(name: str, text: str, end: int, vocabulary: Vocabulary) -> str | None:
    """The field a condition type is for: "T for X" names it, else the only field the cases
    put that type on."""
    stated = re.match(r"\s+(?:for|on\s+the)\s+([A-Za-z][\w.]*)", text[end:])
    if stated is not None and vocabulary.kind(stated.group(1)) == "field":
        return stated.group(1)
    fields = vocabulary.type_fields.get(name, frozenset())
    return next(iter(fields)) if len(fields) == 1 else None


def read_grounded(text: str, claims: Claims, vocabulary: Vocabulary, *, keywords: bool = True
                  ) -> GroundedReading:
    """Every value and type bound to an identifier of ``vocabulary`` in words no reader
    claimed.

    Args:
        text: The normalised prompt.
        claims: The words other readers took; nothing inside them is read.
        vocabulary: The identifiers a value may be bound to.
        keywords: Whether keywords are bound (a multiphase request's properties belong to
            phases, which the property reader attributes).
    """
    found = GroundedReading()
    flat = unwrapped(text)
    # A difference ("dT = 2 K") is read first: it has its field's dimensions but is no value
    # of any entry, and the words after it ("(floor 302 K, ceiling 300 K)") keep their own.
    differences = read_differences(flat, claims)
    found.spans.extend(differences.spans)
    found.refusals.extend(differences.refusals)
    for sentence in sentences(flat):
        pieces = clauses(sentence)
        _read_field_lists(flat, sentence, claims, vocabulary, found)
        _read_quantities(flat, sentence, pieces, claims, vocabulary, keywords, found)
        _read_symbols(flat, sentence, pieces, claims, vocabulary, keywords, found)
        _read_head_nouns(flat, sentence, pieces, claims, vocabulary, keywords, found)
        _read_shared(flat, sentence, pieces, claims, vocabulary, keywords, found)
        _read_constants(flat, sentence, claims, vocabulary, keywords, found)
        _read_wall_functions(flat, sentence, claims, vocabulary, found)
        _read_lists(flat, sentence, pieces, claims, vocabulary, keywords, found)
        bare: list[tuple[str, int, int, Dimensions | None]] = []
        for match in _IDENTIFIER.finditer(sentence.text):
            start, end = sentence.start + match.start(), sentence.start + match.end()
            name = match.group(0)
            if not _free(claims, found, start, end) or name in TYPED_FIELDS \
                    or subscripted_at(flat, start):
                continue
            kind = _kind(name, vocabulary)
            vector = _VECTOR_AFTER.match(flat, end) if kind == "keyword" \
                and name in vocabulary.vectors else None
            if vector is not None and _PLACE_AFTER.match(flat, _past_unit(flat, vector.end())) \
                    or kind == "keyword" and name in vocabulary.vectors \
                    and _vector_for(flat, start) and _PLACE_AFTER.match(flat, end):
                # A vector set to a vector field's name ("B = (0 10 0)") is the field's value,
                # though some case has a scalar keyword of that name (an extinction
                # coefficient ``B``), where its line goes on to say where ("(internalField
                # and walls)", "on the walls"): a vector followed by the next item's patch
                # ("fixedValue D = (0 0 0) tractionEnd …") is read as before. So is a vector
                # written before it with "for" ("(0 5 0) for B in the internal field").
                kind = "field"
            folded = _folded_keyword(flat, name, end, vocabulary) if kind is None else None
            if folded is not None and _kind(folded, vocabulary) is None:
                # A run control the time rules read ("deltaT = 0.04 s"), found again by its
                # folded spelling, was bound a second time as a property no case holds.
                continue
            if folded is not None:
                name, kind = folded, "keyword"
            row = _proven_row(flat, name, end, vocabulary) if kind in ("field", "keyword") \
                else None
            if row is not None:
                kind = "field" if name in row.fields else "keyword"
            # A one-letter keyword ("g", "a", "E") is a symbol of prose as often as an entry:
            # the value reader's typed rules read those, unless the unit stated proves the
            # quantity ("E = 70 GPa" is Young's modulus) or a vector is set to it in code
            # form ("d = (5000 5000 5000)", a Darcy coefficient: no prose writes that).
            elif kind == "keyword" and (name == INTERNAL or (
                    len(name) == 1 and (name in _OWN_READERS
                                        or not _CODE_VECTOR.match(flat, end)))):
                continue
            phases: tuple[str | None, ...] = (None,)
            if kind == "keyword" and not keywords \
                    and name in vocabulary.phase_keywords | PHASE_KEYWORDS:
                # A multiphase request's phase property is bound here only when a phase the
                # installation's cases name stands before it ("sludge rho = 1030 kg/m^3");
                # else the property reader, which knows phases in words, reads it. A
                # mixture's keyword ("sigma", "Dab") has no phase.
                phases = _phases_before(flat, sentence, start, vocabulary)
                if not phases:
                    continue
            if kind == "type":
                _read_type(flat, sentence, name, start, end, vocabulary, found)
            elif kind == "keyword":
                dims = row.dimensions if row else vocabulary.keywords[name]
                # A plain word whose row is terse ("duration") is its entry's only written
                # bare before its value; "a duration of 2 s" is the run's.
                code_only = _code_only(name) and (
                    row is None or row.terse and not _BARE_VALUE.match(flat, end))
                _read_keyword(flat, name, start, end, dims, vocabulary, claims, found,
                              phases=phases,
                              code_only=code_only and not _listed_after_binding(flat, start,
                                                                                 found))
                if code_only and phases == (None,):
                    bare.append((name, start, end, dims))
            elif kind == "field":
                dims = row.dimensions if row else vocabulary.fields[name]
                _read_field(flat, sentence, pieces, name, start, end, dims, vocabulary, claims,
                            found)
        # A plain keyword opening a list of bound entries ("frequency 2000 Hz, radius1 1.0
        # m"): the items after it are read only now.
        for name, start, end, dims in bare:
            _read_listed_first(flat, name, start, end, dims, vocabulary, claims, found)
        _read_by_unit(flat, sentence, pieces, claims, vocabulary, found)
    for sentence in sentences(flat):
        _read_zero_words(flat, sentence, clauses(sentence), claims, vocabulary, found)
    return found


#: A field's name heading a list of its values ("k: inlet 0.1, initial 0", "T - walls 300 K,
#: initially 293 K everywhere"): a colon or a dash after the name.
_HEADING = lazy_regex(r"(?<![\w.'\"/-])(?P<name>[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)?)"
                      r"\s*(?::|\s-|\s\u2014|\s\u2013)\s+")
#: The items of such a list, up to the sentence's end.
_LIST_ITEM = lazy_regex(r"\s*[,;]\s*(?:and\s+)?")
#: One item: its place's words, a condition type the cases know, then its value.
_PLACED_VALUE = lazy_regex(rf"(?P<place>[A-Za-z][^,;\d]*?)\s*(?::|=|\bof\b|\bat\b)?\s*"
                           rf"(?P<value>(?:uniform\s+)?(?:{VECTOR}|{NUMBER}))(?![\w.])")
#: An item's place said in one word that names the internal field only in a list ("omega:
#: inlet 440 1/s, internal 100 1/s").
_INTERNAL_ITEM = lazy_regex(r"\s*(?:the\s+)?(?:internal|interior|initial\s+value)\s*",
                            re.IGNORECASE)
#: Words after an item's value that keep it the internal field's ("initially 0.2 everywhere").
_INTERNAL_TAIL = lazy_regex(r"\s*(?:everywhere|throughout(?:\s+the\s+domain)?|"
                            r"in\s+the\s+(?:whole\s+|entire\s+)?domain)?\s*\Z",
                            re.IGNORECASE)


def _read_field_lists(text: str, sentence: Span, claims: Claims, vocabulary: Vocabulary,
                      found: GroundedReading) -> None:
    """A field's list of values, each item its own place's: "k: inlet 0.1, initial 0" (the
    inlet's and the internal field's), "T - walls 300 K, initially 293 K everywhere".

    Why: the clause splitter cuts such a list at its commas, and an item naming no field
    ("initial 0") was left unread. An item's place is the patches its words name, or the
    internal field where they say "initial(ly)", "internal field" or "everywhere"; an item
    with a number and neither ends the list. A field the value reader gives roles (U, p, T)
    has only its initial item read here, the value reader reading its patches' values; each
    value is checked against the field's dimensions."""
    for heading in _HEADING.finditer(sentence.text):
        name = heading.group("name")
        typed = name in TYPED_FIELDS
        if vocabulary.kind(name) != "field" or (name not in TURBULENCE_FIELDS and not typed
                                                and _kind(name, vocabulary) != "field"):
            continue
        dims = vocabulary.fields[name]
        position = sentence.start + heading.end()
        items: list[tuple[tuple[tuple[str, ...], ...], Number | Vector, int, int]] = []
        for item_text, item_start in _items(text, position, sentence.end):
            placed = _PLACED_VALUE.match(item_text)
            if placed is None:
                if re.search(r"\d", item_text):
                    break
                continue  # "outlet zeroGradient": a type, which the type readers read
            tail = item_text[placed.end():]
            number = _VALUE.match(item_text, placed.start("value"))
            converted = _in_si(_as_value(number), tail[:MAX_UNIT_CHARS], dims) \
                if number is not None else None
            if converted is None:
                break
            value, length = converted
            place_words = placed.group("place")
            if any(vocabulary.kind(word) == "field"
                   for word in re.findall(r"[A-Za-z][\w.]*", place_words)):
                break  # "k - epsilon: inlet 0.1": another field's item
            patches = named_patches(place_words, vocabulary)
            internal = INTERNAL_WORDS.search(place_words) is not None \
                or _INTERNAL_ITEM.fullmatch(place_words) is not None
            # Words after the value say more than the item ("freestream 6e-5 m^2/s on
            # inlet/outlet (also the internalField)": its places follow it): not a list's item.
            if patches and not internal and not tail[length:].strip(" ."):
                places = patches
            elif internal and not patches and _INTERNAL_TAIL.match(tail[length:]):
                places = ((INTERNAL,),)
            else:
                break
            items.append((places, value, item_start, item_start + placed.end() + length))
        for places, value, start, end in items:
            if (typed and places != ((INTERNAL,),)) or not _free(claims, found, start, end):
                continue
            source = f"{name}: {' '.join(text[start:end].split())}"
            found.values.extend(BoundaryValue(name, where, value, source) for where in places)
            found.spans.append((start, end))


def _items(text: str, start: int, end: int) -> list[tuple[str, int]]:
    """The items of a list from ``start`` to ``end``, each with where it starts."""
    items: list[tuple[str, int]] = []
    position = start
    for separator in _LIST_ITEM.finditer(text, start, end):
        items.append((text[position:separator.start()], position))
        position = separator.end()
    if position < end:
        items.append((text[position:end].rstrip(" ."), position))
    return items


#: The dimensions of the fields the value reader gives roles (a speed, a pressure, a
#: temperature).
_ROLE_DIMENSIONS = frozenset(dims for role in TYPED_DIMENSIONS.values() for dims in role)
#: A number a unit may follow ("-27 kilovolts", "-4.1e-5 C/m³").
_BARE_NUMBER = lazy_regex(rf"(?<![\w.^/]){NUMBER}")


def _read_by_unit(text: str, sentence: Span, pieces: list[Span], claims: Claims,
                  vocabulary: Vocabulary, found: GroundedReading) -> None:
    """Values of a field that only its unit names ("the wire sits at -27 kV": the electric
    potential; "-4.1e-5 C/m³ at the wire": the charge density), placed where their clause
    says; the catalog's words for a boundary held at zero ("the enclosure is grounded") are
    read by :func:`_read_zero_words` once every sentence is.

    Why: people name an electrode and its voltage, never ``phi``. A unit binds only where
    one catalog row with a field of the installation has its dimensions, so no other
    quantity can be meant; the zero words bind only in a request that states a value of the
    same field, so a "grounded" of plain prose sets nothing.
    """
    for match in _BARE_NUMBER.finditer(sentence.text):
        start, end = sentence.start + match.start(), sentence.start + match.end()
        unit = dimensioned_unit(text[end:end + MAX_UNIT_CHARS])
        if unit is None or not _free(claims, found, start, end + unit.length):
            continue
        rows = [row for row in quantities_with(unit.dimensions)
                if any(name in vocabulary.fields for name in row.fields)]
        if len(rows) != 1 or not any(unit.dimensions) or unit.dimensions in _ROLE_DIMENSIONS:
            # A temperature, a speed or a pressure alone is the value reader's field of that
            # role, never a catalog row's (an unburnt gas's ``Tu``): only its words say so.
            continue
        name = _target(rows[0], vocabulary, False)
        if name is None:
            continue
        places = _place(sentence, pieces, end - 1, vocabulary, name)
        own = pieces[_owner(pieces, start)].text
        if places == ((INTERNAL,),) and not INTERNAL_WORDS.search(own) \
                and not _directed_size(own, name, vocabulary):
            # A wire's voltage with no boundary the words name is no initial field; a
            # vector's size with direction words ("1.5 T across the channel") is one.
            continue
        value = unit.to_si(to_number(match.group(0)))
        found.values.extend(BoundaryValue(name, where, value,
                                          " ".join(text[start:end + unit.length].split()))
                            for where in places)
        if places:
            found.spans.append((start, end + unit.length))


#: A zero word said before a noun: "grounded duct", not "grounded, and" or "grounded at".
_ATTRIBUTIVE = lazy_regex(r"\s+(?!(?:and|or|at|to|with|by|through|via|as|too|also|while|but|"
                          r"in|on|throughout|everywhere|here|there)\b)[A-Za-z]", re.IGNORECASE)
#: How many words after a zero word the boundary it describes may take ("grounded outer
#: enclosure").
_DESCRIBED_WITHIN = 3


def _read_zero_words(text: str, sentence: Span, pieces: list[Span], claims: Claims,
                     vocabulary: Vocabulary, found: GroundedReading) -> None:
    """The catalog's words for a boundary held at zero, bound to the boundary they describe
    ("a grounded enclosure", "the enclosure is grounded": the one right after, else the last
    named before in their clause, never another of the clause: "the wire in a grounded
    enclosure" grounds no wire), only where the request states a value of the same field
    elsewhere (see :func:`_read_by_unit`)."""
    stated = {item.field for item in found.values}
    for row in QUANTITIES:
        name = _target(row, vocabulary, False)
        if not row.zero_words or name not in stated:
            continue
        for match in re.finditer(rf"\b(?:{'|'.join(row.zero_words)})\b", sentence.text,
                                 re.IGNORECASE):
            start, end = sentence.start + match.start(), sentence.start + match.end()
            piece = pieces[_owner(pieces, start)]
            after = named_patches(" ".join(text[end:piece.end].split()[:_DESCRIBED_WITHIN]),
                                  vocabulary)
            # Said before a noun ("a grounded duct") the word describes that noun only, a
            # boundary or not; said after one ("the enclosure is grounded", "the outer
            # boundary grounded,") the boundary named last before it.
            attributive = _ATTRIBUTIVE.match(text, end) is not None
            before = () if attributive else named_patches(text[piece.start:start], vocabulary)
            place = after[:1] or before[-1:]
            if not _free(claims, found, start, end) or not place:
                continue
            clause = " ".join(piece.text.split())
            # "the wire, 2 mm across, is held at +30 kV inside a grounded casing": the
            # clause's voltage is the other boundary's its sentence names, never the
            # grounded one's.
            others = [named for named in named_patches(sentence.text, vocabulary)
                      if named[0] != place[0][0]]
            moved = [item for item in found.values if item.field == name
                     and item.boundary[0] == place[0][0] and item.source in clause
                     and item.value != 0]
            found.values[:] = [item for item in found.values if item not in moved]
            if len(others) == 1:
                found.values.extend(replace(item, boundary=others[0]) for item in moved
                                    if not any(value.field == name
                                               and value.boundary == others[0]
                                               for value in found.values))
            # The words that ground it name its role too ("the outer boundary is grounded":
            # the case's patch held at zero, whatever it is called).
            role = (*place[0], f"{match.group(0).lower()} {place[0][0]}")
            found.values.append(BoundaryValue(name, role, 0, clause))
            found.spans.append((start, end))


def _proven_row(text: str, name: str, end: int, vocabulary: Vocabulary) -> Quantity | None:
    """The catalog's quantity that the unit after ``name``'s value proves, when the catalog's
    rows of those dimensions held by ``name`` agree on its role ("rho: 2e-05 C/m^3" is a
    charge density, the field ``rho``; "E = 70 GPa" Young's modulus, the keyword ``E``). The
    unit licenses the prose form too ("rho 1010 kg/m^3")."""
    after = _value_after(text, end, False, vocabulary.types)
    if after is None:
        return None
    unit = dimensioned_unit(text[after[0].end():after[0].end() + MAX_UNIT_CHARS])
    if unit is None:
        return None
    rows = [row for row in quantities_with(unit.dimensions)
            if (name in row.fields and name in vocabulary.fields)
            or (name in row.keywords and name in vocabulary.keywords)]
    roles = {name in row.fields for row in rows}
    return rows[0] if len(roles) == 1 else None


#: The end of the list item before a name: its comma or semicolon ("Dab = 1e-9 m^2/s, ").
_ITEM_BEFORE = lazy_regex(r"(?:,|;)\s*(?:and\s+)?\Z")


def _listed_after_binding(text: str, start: int, found: GroundedReading) -> bool:
    """Whether the name at ``start`` follows, in its list, a value this reading bound to an
    entry ("Dab = 1.4e-9 m^2/s, alphatab 1"): a list of a dictionary's entries, where a
    plain keyword ("alphatab", "strike") is written bare as often as in code form, and
    prose is not."""
    item = _ITEM_BEFORE.search(text, max(0, start - 8), start)
    if item is None or _FIELD_WORD.match(text, start):
        return False
    end = len(text[:item.start()].rstrip())
    return any(bound_end == end for _, bound_end in found.entries)


#: A word the value reader gives a field's role ("temperature 273 K"): never a keyword of
#: that name, listed bare or not.
_FIELD_WORD = lazy_regex("|".join(f"(?:{pattern.pattern})" for pattern, _ in FIELD_WORDS),
                         re.IGNORECASE)
#: The start of the next list item after a value (", radius1 …").
_ITEM_AFTER = lazy_regex(r"\s*(?:,|;)\s*(?:and\s+)?")


def _read_listed_first(text: str, name: str, start: int, end: int, dims: Dimensions | None,
                       vocabulary: Vocabulary, claims: Claims, found: GroundedReading) -> None:
    """A plain keyword's bare value ("frequency 2000 Hz") when the next item of its list
    is a value this reading bound: the first of a list of a dictionary's entries."""
    if not _free(claims, found, start, end) or _FIELD_WORD.match(text, start):
        return
    value = _bound_value(text, start, end, dims, False, vocabulary.types)
    if value is None or value.start != start:
        return
    item = _ITEM_AFTER.match(text, value.end)
    if item is None or not any(bound == item.end() for bound, _ in found.entries):
        return
    _read_keyword(text, name, start, end, dims, vocabulary, claims, found, code_only=False)


def _folded_keyword(text: str, written: str, end: int, vocabulary: Vocabulary) -> str | None:
    """The one keyword of the vocabulary that ``written`` spells in another case ("cp" for
    ``Cp``, "STRIKE" for ``strike``), when the words prove it: a code form ("cp = 1005"),
    or a unit with the dimensions a catalog row holding the keyword has ("cp 1005 J/kg/K").
    Why proof: a word of prose ("on", "in") may fold onto a keyword of some case."""
    if len(written) < 2:
        return None
    matches = [name for name in vocabulary.keywords if name.lower() == written.lower()]
    if len(matches) != 1 or vocabulary.kind(matches[0]) != "keyword":
        return None
    name = matches[0]
    if _CODE_LINK.match(text, end) is not None and _value_after(text, end, True) is not None:
        return name
    return name if _proven_row(text, name, end, vocabulary) is not None else None


#: Words saying a value is every named phase's ("both nu = 1.5e-06").
_EVERY_PHASE = lazy_regex(r"\b(?:both|each|all)\b", re.IGNORECASE)


def _phases_before(text: str, sentence: Span, start: int, vocabulary: Vocabulary
                   ) -> tuple[str, ...]:
    """The phase a property at ``start`` belongs to: the last phase name of the vocabulary
    before it in its sentence, or every phase the request named before it when "both" or
    "each" stands between; none when no phase is named."""
    if not vocabulary.phases:
        return ()
    pattern = re.compile(r"(?<![\w.-])(" + "|".join(
        re.escape(name) for name in sorted(vocabulary.phases, key=len, reverse=True))
        + r")(?![\w-])")
    named = list(pattern.finditer(text, sentence.start, start))
    # A fluid named in words ("sea water, rho 1025") is that fluid's phase, not the phase
    # name inside it ("water"); the case's phase it is follows from the case.
    fluids = phase_fluids(text, sentence.start, start)
    if not named and not fluids:
        return ()
    last = max([*named, *fluids], key=lambda match: (match.end(), len(match.group(0))))
    if _EVERY_PHASE.search(text, last.end(), start):
        every = tuple(dict.fromkeys(match.group(1) for match in pattern.finditer(text, 0, start)))
        return every if len(every) > 1 else ()
    return (last.group(1) if last in named else phase_key(last.group(0)),)


def _mention(word: str) -> re.Pattern[str]:
    """A quantity's name as written: any case, an apostrophe or hyphen written or not."""
    parts = [re.escape(part) for part in re.split(r"[\s'-]+", word) if part]
    return re.compile(r"(?<![\w-])" + r"(?:'?s)?[\s-]*".join(parts) + r"(?:'?s)?(?![\w-])",
                      re.IGNORECASE)


#: Longest name first, so "thermal diffusivity" is not read as "diffusivity".
_MENTIONS: tuple[tuple[Quantity, re.Pattern[str]], ...] = tuple(
    (row, _mention(word)) for row, word in sorted(
        ((row, word) for row in QUANTITIES for word in row.words),
        key=lambda item: -len(item[1])))
#: The symbol a request may put after a quantity's name ("magnetic field B = …", "the
#: volatility sigma to 30 %"), before any of the links a name takes to its value.
_SYMBOL = lazy_regex(r"\s+\(?([A-Za-z][A-Za-z0-9_]*)\)?"
                     rf"(?=(?:{_FILE_NOTE})?(?:\s*[=:(]|\s+(?:of|is|to|at|equals?|set|should|"
                     r"must|shall|will)\b|\s+[-+.\d]))")


#: The regime reader's claim on a quantity's name ("thermal conductivity" says heat transfer)
#: holds no value: the name still binds the value after it.
_REGIME = "regime"


def _name_free(claims: Claims, found: GroundedReading, start: int, end: int) -> bool:
    """Whether a quantity's name from ``start`` to ``end`` is free to bind: no reader but
    the regime's claimed it, nor this reading so far."""
    return all(claim.reader == _REGIME for claim in claims
               if claim.start < end and start < claim.end) and not any(
        taken_start < end and start < taken_end
        for taken_start, taken_end in (*found.spans, *found.refused))


def _target(row: Quantity, vocabulary: Vocabulary, keywords: bool) -> str | None:
    """The first name holding ``row`` that the installation knows in that role; a keyword
    of a multiphase request (``keywords`` False) only for a quantity no phase has its own
    of (a surface tension is the pair's: the property reader, which binds phases, leaves
    it)."""
    for name in row.fields:
        if name in vocabulary.fields:
            return name
    for name in row.keywords:
        if (keywords or not row.of_phase) and name in vocabulary.keywords:
            return name
    return None


def _read_quantities(text: str, sentence: Span, pieces: list[Span], claims: Claims,
                     vocabulary: Vocabulary, keywords: bool, found: GroundedReading) -> None:
    """Values stated for a quantity by its name ("electrical conductivity 0.5", "Young's
    modulus 210 GPa"), bound through the catalog to the entry holding it. A unit must have
    the quantity's dimensions (else nothing is bound, and the words stay not understood);
    a number with no unit is taken as SI, a percentage of a dimensionless one as a fraction."""
    taken: list[tuple[int, int]] = []
    for row, pattern in _MENTIONS:
        for match in pattern.finditer(sentence.text):
            start = sentence.start + match.start()
            end = sentence.start + match.end()
            if any(first < end and start < last for first, last in taken) \
                    or not _name_free(claims, found, start, end):
                continue
            taken.append((start, end))
            symbol = _SYMBOL.match(text, end)
            if symbol is not None and symbol.group(1) in row.targets:
                end = symbol.end()
            name = _target(row, vocabulary, keywords)
            if name is not None and symbol is not None and symbol.group(1) in row.targets \
                    and vocabulary.kind(symbol.group(1)) is not None:
                name = symbol.group(1)  # the entry the words name ("diffusivity Dab")
            if name is None:
                continue
            value = _quantity_value(text, start, end, row, vocabulary)
            if isinstance(value, NotApplied):
                found.refusals.append(value)
                found.spans.append((start, start + len(value.words)))
                continue
            if value is None or not _name_free(claims, found, value.start, value.end):
                continue
            if name in row.fields:
                places = (((INTERNAL,),) if _INTERNAL_LINK.match(text, end) is not None
                          else _place(sentence, pieces, value.end - 1, vocabulary, name))
                found.values.extend(BoundaryValue(name, where, value.value,
                                                  _quote(text, value), quantity=row.name,
                                                  direction=_axis_after(text, value.end))
                                    for where in places)
                if not places:
                    continue
            elif isinstance(value.value, tuple):
                continue
            else:
                found.properties.append(PropertyValue(name, value.value, _quote(text, value),
                                                      quantity=row))
            found.spans.append((value.start, value.end))
            if symbol is not None and symbol.group(1) in row.targets:
                # "Molecular diffusivity Dab = 5e-07": an entry named as the case writes it.
                found.entries.append((value.start, value.end))


#: Each symbol of the catalog's rows with the rows writing it (σ: a conductivity, a surface
#: tension, a volatility), longest first.
_SYMBOLS: tuple[tuple[re.Pattern[str], tuple[Quantity, ...]], ...] = tuple(
    (re.compile(rf"(?<![\w.-]){re.escape(symbol)}(?![\w-])"),
     tuple(row for row in QUANTITIES if symbol in row.symbols))
    for symbol in sorted({symbol for row in QUANTITIES for symbol in row.symbols},
                         key=lambda item: -len(item)))


def _read_symbols(text: str, sentence: Span, pieces: list[Span], claims: Claims,
                  vocabulary: Vocabulary, keywords: bool, found: GroundedReading) -> None:
    """Values stated for a quantity by a symbol none of its entries is named ("σ = 1.4e6
    S/m", "c_p = 1005 J/(kg K)"): the row whose dimensions the unit has, else the symbol's
    only row when the value is set in code form; no row, no binding (the words stay
    unread)."""
    for pattern, rows in _SYMBOLS:
        for match in pattern.finditer(sentence.text):
            start, end = sentence.start + match.start(), sentence.start + match.end()
            if not _name_free(claims, found, start, end):
                continue
            after = _value_after(text, end, False, vocabulary.types)
            if after is None or RANGE.match(text, after[0].start()):
                continue
            unit = dimensioned_unit(text[after[0].end():after[0].end() + MAX_UNIT_CHARS])
            if unit is not None:
                fitting = [row for row in rows if row.dimensions == unit.dimensions]
            elif _PERCENT.match(text, after[0].end()):
                # "vol 22 %": a share, so a dimensionless row's.
                fitting = [row for row in rows if not any(row.dimensions)]
            else:
                fitting = list(rows) if len(rows) == 1 and _CODE_LINK.match(text, end) else []
            row = fitting[0] if len(fitting) == 1 else None
            name = _target(row, vocabulary, keywords) if row is not None else None
            if row is None or name is None:
                continue
            _bind_quantity(text, start, end, row, name, sentence, pieces, vocabulary, claims,
                           found)


def _bind_quantity(text: str, start: int, end: int, row: Quantity, name: str, sentence: Span,
                   pieces: list[Span], vocabulary: Vocabulary, claims: Claims,
                   found: GroundedReading) -> None:
    """The value said with a quantity's name (``start``..``end``) bound to ``name``: a
    field's on the boundaries its clause places it, a keyword's as a property carrying the
    row it was read as; nothing when the value is not a number of the row's dimensions or
    its words are taken."""
    value = _quantity_value(text, start, end, row, vocabulary)
    if not isinstance(value, _Value) or isinstance(value.value, tuple) \
            or not _name_free(claims, found, value.start, value.end):
        return
    if name in row.fields:
        places = _place(sentence, pieces, value.end - 1, vocabulary, name)
        found.values.extend(BoundaryValue(name, where, value.value, _quote(text, value),
                                          quantity=row.name) for where in places)
        if not places:
            return
    else:
        found.properties.append(PropertyValue(name, value.value, _quote(text, value),
                                              quantity=row))
    found.spans.append((value.start, value.end))


def _head(word: str) -> str:
    """A quantity's name's head noun, its last word ("conductivity" of "electrical
    conductivity")."""
    return re.split(r"[\s-]+", word)[-1]


#: Each head noun of the catalog's names with the rows named by a word ending in it
#: ("conductivity": the thermal and the electrical one), longest first.
_HEADS: tuple[tuple[re.Pattern[str], tuple[Quantity, ...]], ...] = tuple(
    (re.compile(rf"(?<![\w-]){re.escape(head)}(?![\w-])", re.IGNORECASE),
     tuple(row for row in QUANTITIES
           if row.headed and any(_head(word) == head for word in row.words)))
    for head in sorted({_head(word) for row in QUANTITIES if row.headed for word in row.words},
                       key=lambda item: -len(item)))
#: The word before a head noun that leaves it bare: an article, a possessive, a verb or a
#: preposition ("a conductivity of", "with conductivity", "its conductivity is"). Any other
#: word may make it another quantity ("bulk modulus", "shear modulus", "hydraulic
#: conductivity"), which the catalog does not name.
_BARE_BEFORE = lazy_regex(
    r"(?:^|[^\w\s'-]\s*|(?<![\w'-])(?:a|an|the|its|their|his|her|with|of|and|or|has|have|"
    r"had|is|are|was|were|set|use|using|given|whose|at|to|in|on|this|that)\s+)\Z",
    re.IGNORECASE)


def _read_head_nouns(text: str, sentence: Span, pieces: list[Span], claims: Claims,
                     vocabulary: Vocabulary, keywords: bool, found: GroundedReading) -> None:
    """A quantity named by its head noun alone with a unit that proves which ("conductivity
    3.5e6 S/m": of the catalog's conductivities only the electrical one has a unit of S/m;
    "tension 0.07 N/m"): the rows named by a word ending in the noun, filtered by the unit's
    dimensions, bind when exactly one is left; two left, or no unit with dimensions, binds
    nothing (the words stay not understood).

    Why: the words people use are shorter than the catalog's ("the conductivity", not "the
    electrical conductivity"), and the unit is the proof; a list of short names per noun
    would need one entry per noun and request."""
    for pattern, rows in _HEADS:
        for match in pattern.finditer(sentence.text):
            start, end = sentence.start + match.start(), sentence.start + match.end()
            if not _name_free(claims, found, start, end) \
                    or _BARE_BEFORE.search(text, max(0, start - 12), start) is None:
                continue
            after = _value_after(text, end, False, vocabulary.types)
            if after is None or RANGE.match(text, after[0].start()):
                continue
            unit = dimensioned_unit(text[after[0].end():after[0].end() + MAX_UNIT_CHARS])
            if unit is None or not any(unit.dimensions):
                continue
            fitting = [row for row in rows if row.dimensions == unit.dimensions]
            name = _target(fitting[0], vocabulary, keywords) if len(fitting) == 1 else None
            if name is None:
                continue
            row = fitting[0]
            _bind_quantity(text, start, end, row, name, sentence, pieces, vocabulary, claims,
                           found)


#: How many characters after a number direction words take at most ("in the negative z
#: direction" is 29).
_HEADING_CHARS = 40
#: Words after a value saying it replaces the case's ("4 instead of 1", "2 rather than the
#: example's"): prose, not a unit pint cannot read (the replaced number sets nothing:
#: ``not_physics``).
_REPLACING_AFTER = lazy_regex(r"\s+(?:instead\s+of|rather\s+than)\b", re.IGNORECASE)


def _quantity_value(text: str, start: int, end: int, row: Quantity, vocabulary: Vocabulary
                    ) -> _Value | NotApplied | None:
    """The value after a quantity's name, in SI, when its unit has the row's dimensions; why
    not, when its unit has others; the value before it in "v for X" ("0.3 for Poisson's
    ratio", "use 25 dyn/cm for the interfacial tension") when none follows."""
    money = _money_value(text, start, end, row)
    if money is not None:
        return money
    after = _value_after(text, end, False, vocabulary.types)
    if after is None:
        return _quantity_value_before(text, start, end, row)
    match, _ = after
    if RANGE.match(text, match.start()):
        return None
    number = _as_value(match)
    percent = _PERCENT.match(text, match.end())
    if percent is not None and not any(row.dimensions) and not isinstance(number, tuple):
        return _Value(float(f"{float(number) / 100:.12g}"), start, percent.end())
    own = case_units(text[match.end():match.end() + MAX_UNIT_CHARS])
    if own is not None:
        return _Value(number, start, match.end() + own)  # "15 units": the case decides
    unit = dimensioned_unit(text[match.end():match.end() + MAX_UNIT_CHARS])
    if unit is None:
        if re.match(r" ?[A-Za-zµ°Ω]", text[match.end():]) and any(row.dimensions) \
                and not _REPLACING_AFTER.match(text, match.end()) \
                and not starts_heading(text[match.end():match.end() + _HEADING_CHARS]):
            return None  # a unit pint cannot read: not this quantity's for sure
        return _Value(number, start, match.end())
    if unit.dimensions != row.dimensions:
        if re.match(r"\s*[/(*·^]", text[match.end() + unit.length:]):
            return None  # only the unit's start was read: its dimensions say nothing
        words = text[start:match.end() + unit.length]
        return NotApplied(words, f"{unit.unit} is not a unit of {row.name}: no value is set "
                                 "from these words")
    if isinstance(number, tuple):
        converted: Number | Vector = tuple(unit.to_si(item) for item in number)  # type: ignore[assignment]
    else:
        si = unit.to_si(float(number))
        converted = number if si == float(number) else si
    return _Value(converted, start, match.end() + unit.length)


def _axis_after(text: str, end: int) -> Vector | None:
    """The axis direction words right after a size give it ("15 along +y", "2 T in the -z
    direction"), so a vector field's size on a patch becomes its vector; None when none
    follow, or they name a role only the case's geometry resolves."""
    words = text[end:end + _HEADING_CHARS]
    if not starts_heading(words):
        return None
    heading = field_heading(words)
    return heading.axis if heading is not None and heading.kind == "axis" else None


def _quantity_value_before(text: str, start: int, end: int, row: Quantity) -> _Value | None:
    """The value of "v for X" before a quantity's name, in SI, when its unit (or none) fits
    the row; a unit of other dimensions binds nothing (the words say "for", not "is")."""
    offset = max(0, start - 60)
    before = _FOR.search(text[offset:start])
    if before is None or before.group("n") is None:
        return None
    number = float(to_number(before.group("n")))
    written = before.group("u").strip()
    if not written:
        value: Number = to_number(before.group("n"))
    else:
        unit = dimensioned_unit(written)
        if unit is None or unit.length < len(written) or unit.dimensions != row.dimensions:
            return None
        si = unit.to_si(number)
        value = to_number(before.group("n")) if si == number else si
    return _Value(value, offset + before.start(), end)


#: Names sharing one value: "p and p_rgh start at 1 bar", "k and omega are 0 initially",
#: "Pr and Prt = 0.9". The link may say the value is the initial one.
_SHARED = lazy_regex(rf"(?<![\w.'\"/-])(?P<names>{_NAME}(?:{_SEPARATOR}{_NAME})+)"
                     r"(?P<link>\s*(?:=|:)\s*|\s+(?:(?:are|both)\s+)?(?:(?:set|initiali[sz]ed)\s+"
                     r"(?:to|at)|start(?:\s+out)?\s+(?:at|from)|are|of|at|equal)\s+"
                     r"(?:both\s+)?)")


def _from_every_name(pattern: Regex, text: str) -> list[re.Match[str]]:
    """The matches of a list ``pattern`` from every name of ``text``, not only the first
    match's: "kOmegaSST, k and omega are 0.5" lists a model's name before the fields."""
    return [match for name in re.finditer(_NAME, text)
            if (match := pattern.match(text, name.start())) is not None]


#: Another value after a list's first: the names take one each, not one between them.
_MORE_VALUES = lazy_regex(_SEPARATOR + r"(?:uniform\s+)?[-+(.\d]")


def _read_shared(text: str, sentence: Span, pieces: list[Span], claims: Claims,
                 vocabulary: Vocabulary, keywords: bool, found: GroundedReading) -> None:
    """Names sharing one value ("p and p_rgh start at 1 bar"): every name gets it, each
    checked against its own dimensions, and a list any name refuses binds nothing. A field
    the value reader gives roles (U, p, T) takes a unit of its role's dimensions; a field the
    cases give differing dimensions (``p_rgh``) beside it takes the same unit. Where a list of
    as many values follows ("k and omega of 0.1 and 25"), the lists reader reads it."""
    for match in _from_every_name(_SHARED, sentence.text):
        names = re.split(_SEPARATOR, match.group("names"))
        kinds = ["field" if name in TYPED_FIELDS else _kind(name, vocabulary) for name in names]
        if any(kind not in ("field", "keyword") for kind in kinds) or len(set(names)) < len(names) \
                or (not keywords and "keyword" in kinds) or len(set(kinds)) > 1:
            continue
        start = sentence.start + match.start()
        number = _VALUE.match(text, sentence.start + match.end())
        if number is None:
            continue
        unit_text = text[number.end():number.end() + MAX_UNIT_CHARS]
        unit = dimensioned_unit(unit_text)
        if _MORE_VALUES.match(text, number.end() + (unit.length if unit is not None else 0)):
            continue  # "nut and nuTilda of 1e-5 m^2/s and 3e-5 m^2/s": one value each
        roles = {dims for name in names if name in TYPED_FIELDS
                 for dims in TYPED_DIMENSIONS[name]}
        values: list[Number | Vector] = []
        end = number.end()
        for name, kind in zip(names, kinds, strict=True):
            dims = (vocabulary.fields if kind == "field" else vocabulary.keywords).get(name)
            if name in TYPED_FIELDS or (dims is None and roles):
                # A role's unit ("1 bar" for p and, beside it, p_rgh) in SI: the name's own
                # role, or for a name of no agreed dimensions its typed partner's.
                allowed = TYPED_DIMENSIONS.get(name, tuple(roles))
                if unit is not None and unit.dimensions not in allowed:
                    break
                converted = _in_si(_as_value(number), unit_text,
                                   unit.dimensions if unit is not None else None)
            else:
                converted = _in_si(_as_value(number), unit_text, dims)
            if converted is None:
                break
            values.append(converted[0])
            end = number.end() + converted[1]
        # The names may be the regime's too ("k and epsilon" says the model), the value not.
        if len(values) != len(names) or not _name_free(claims, found, start, number.start()) \
                or not _free(claims, found, number.start(), end):
            continue
        _bind_each(text, start, end, names, kinds, values, sentence, pieces, vocabulary, found)


#: Each constant's names ("vacuum permeability"), longest first over all constants.
_CONSTANT_NAMES: tuple[tuple[Constant, re.Pattern[str]], ...] = tuple(
    (constant, re.compile(whole(constant.words, LOOSE, UNHYPHENATED),
                          re.IGNORECASE))
    for constant in sorted(CONSTANTS, key=lambda item: -max(len(word) for word in item.words)))
#: A constant's quantity named "of" where it holds ("the permittivity is that of free space").
_CONSTANT_MEDIA: tuple[tuple[Constant, re.Pattern[str]], ...] = tuple(
    (constant, re.compile(
        rf"(?<![\w-])(?:{alternation(row.words, LOOSE)})\s+(?:is\s+|=\s*|:\s*|equal\s+to\s+|"
        rf"as\s+)?(?:that\s+|the\s+(?:one|value)\s+)?(?:of|in|for)\s+(?:the\s+)?"
        rf"(?:{alternation(constant.media, LOOSE)})(?![\w-])", re.IGNORECASE))
    for constant in CONSTANTS for row in QUANTITIES
    if constant.media and row.name == constant.quantity)
#: The subject a constant is given to, just before it: "mu0 = ", "R is the ", "set mu to the".
_CONSTANT_SUBJECT = lazy_regex(r"(?<![\w.'\"/-])(?P<name>[A-Za-z][A-Za-z0-9_]*)\s*"
                               r"(?:=|:|\bis\b|\bequal\s+to\b|\bset\s+to\b|\bto\b|\bas\b)\s*"
                               r"(?:the\s+|a\s+)?\Z")


def _read_constants(text: str, sentence: Span, claims: Claims, vocabulary: Vocabulary,
                    keywords: bool, found: GroundedReading) -> None:
    """Named constants given as values ("mu0 = vacuum permeability", "R = the universal gas
    constant", "use the vacuum permeability", "the permittivity is that of free space"):
    the constant's value in SI on the subject named before it, else on the entry of the
    quantity its name says. A subject is a symbol of a catalog quantity of the constant's
    dimensions, or a keyword of the cases whose dimensions are the constant's (or unwritten);
    a subject of other dimensions is reported as not applied. A constant followed by a number
    is that number's quantity named ("vacuum permeability 1.26e-6"), read by the quantities'
    rule."""
    mentions = [(constant, match)
                for constant, pattern in (*_CONSTANT_NAMES, *_CONSTANT_MEDIA)
                for match in pattern.finditer(sentence.text)]
    taken: list[tuple[int, int]] = []
    for constant, match in sorted(mentions, key=lambda item: item[1].start()):
        start, end = sentence.start + match.start(), sentence.start + match.end()
        if any(first < end and start < last for first, last in taken) \
                or not _name_free(claims, found, start, end) \
                or _value_after(text, end, False, vocabulary.types) is not None:
            continue
        subject = _CONSTANT_SUBJECT.search(text, sentence.start, start)
        name: str | None = None
        if subject is not None:
            written = subject.group("name")
            rows = [row for row in QUANTITIES
                    if written in row.symbols and row.dimensions == constant.dimensions]
            if rows:
                name = _target(rows[0], vocabulary, keywords)
            elif _kind(written, vocabulary) == "keyword" and written not in _OWN_READERS:
                dims = vocabulary.keywords[written]
                if dims is not None and dims != constant.dimensions:
                    words = " ".join(text[subject.start():end].split())
                    found.refusals.append(NotApplied(words, (
                        f"{written} is not a {constant.name} in the cases (its dimensions "
                        f"differ): no value is set from these words")))
                    found.spans.append((subject.start(), end))
                    taken.append((start, end))
                    continue
                name = written if keywords else None
            if name is not None:
                start = subject.start()
        row = next((row for row in QUANTITIES if row.name == constant.quantity), None)
        if name is None:
            name = _target(row, vocabulary, keywords) if row is not None else None
        if name is None or not _free(claims, found, start, end):
            continue
        found.constants.append(PropertyValue(name, constant.value, " ".join(
            text[start:end].split()) + f" ({constant.name}, {constant.value:g} SI)",
            quantity=row))
        found.spans.append((start, end))
        taken.append((start, end))


_WALL_FUNCTIONS_WORDS = r"(?:standard\s+|the\s+|usual\s+)?wall[\s-]*functions?\b"
#: Fields said to use wall functions: "k and epsilon at the walls use wall functions", "wall
#: functions for k, epsilon and nut on the walls".
_WALL_FUNCTIONS = (
    re.compile(rf"(?<![\w.'\"/-])(?P<names>{_NAME}(?:{_SEPARATOR}{_NAME})*)(?P<where>\s+"
               r"(?:at|on|along)\s+[^,;.]{1,40}?)?\s+(?:use|uses|get|gets|take|takes|have|has|"
               rf"with|are|is)\s+{_WALL_FUNCTIONS_WORDS}"),
    re.compile(rf"(?<![\w-]){_WALL_FUNCTIONS_WORDS}\s+(?:for|on)\s+(?:the\s+)?(?P<names>{_NAME}"
               rf"(?:{_SEPARATOR}{_NAME})*)(?P<where>\s+(?:at|on|along)\s+[^,;.]{{1,40}})?",
               re.IGNORECASE),
)


def _read_wall_functions(text: str, sentence: Span, claims: Claims, vocabulary: Vocabulary,
                         found: GroundedReading) -> None:
    """Fields said together to use wall functions: each gets the wall function the
    turbulence catalog gives it (k kqRWallFunction, epsilon epsilonWallFunction, nut
    nutkWallFunction), on the patches named, else the walls. A list with a field that has no
    wall function (nuTilda) sets nothing."""
    refused: list[int] = []
    for match in [*_from_every_name(_WALL_FUNCTIONS[0], sentence.text),
                  *_WALL_FUNCTIONS[1].finditer(sentence.text)]:
        start, end = sentence.start + match.start(), sentence.start + match.end()
        names = re.split(_SEPARATOR, match.group("names"))
        entries = [TURBULENCE_FIELDS[name].wall.get("RAS") if name in TURBULENCE_FIELDS
                   else None for name in names]
        if any(entry is not None and not WALL_FUNCTION.search(entry.type)
               for entry in entries):
            # "nuTilda and nut use wall functions": nuTilda has none, so nor does the list's
            # tail read alone.
            refused.append(end)
        if any(entry is None or not WALL_FUNCTION.search(entry.type) for entry in entries) \
                or end in refused or not _name_free(claims, found, start, end):
            continue
        where = match.group("where") or ""
        places = named_patches(where, vocabulary) if where else (("walls",),)
        if not places:
            continue
        source = " ".join(text[start:end].split())
        found.types.extend(BoundaryType(name, place, entry.type, source)
                           for name, entry in zip(names, entries, strict=True)
                           if entry is not None for place in places)
        found.spans.append((start, end))


def _read_lists(text: str, sentence: Span, pieces: list[Span], claims: Claims,
                vocabulary: Vocabulary, keywords: bool, found: GroundedReading) -> None:
    """Lists of names with as many values, paired in order, each value checked against its
    own name's dimensions; a list with any name not of the vocabulary, or a value missing or
    of the wrong dimensions, binds nothing."""
    for match in _NAME_LIST.finditer(sentence.text):
        names = re.split(_SEPARATOR, match.group("names"))
        kinds = [_kind(name, vocabulary) for name in names]
        if any(kind not in ("field", "keyword") or name in TYPED_FIELDS
               for name, kind in zip(names, kinds, strict=True)):
            continue
        if not keywords and "keyword" in kinds:
            continue
        start = sentence.start + match.start()
        position = sentence.start + match.end()
        values: list[Number | Vector] = []
        for index, (name, kind) in enumerate(zip(names, kinds, strict=True)):
            if index:
                joined = re.compile(_SEPARATOR).match(text, position)
                if joined is None:
                    break
                position = joined.end()
            number = _VALUE.match(text, position)
            if number is None:
                break
            dims = (vocabulary.fields if kind == "field" else vocabulary.keywords)[name]
            converted = _in_si(_as_value(number),
                               text[number.end():number.end() + MAX_UNIT_CHARS], dims)
            if converted is None:
                found.refused.append((start, number.end()))
                break
            values.append(converted[0])
            position = number.end() + converted[1]
        if len(values) != len(names) or not _free(claims, found, start, position):
            continue
        _bind_each(text, start, position, names, kinds, values, sentence, pieces, vocabulary,
                   found)


def _bind_each(text: str, start: int, end: int, names: list[str], kinds: list[str | None],
               values: list[Number | Vector], sentence: Span, pieces: list[Span],
               vocabulary: Vocabulary, found: GroundedReading) -> None:
    """Each name its value, read from ``text[start:end]``: a keyword a property, a field a
    value where the clause of the last value says ("… and 25 1/s at the inlet"). Names
    sharing one value and lists paired in order bind the same way."""
    source = " ".join(text[start:end].split())
    for name, kind, value in zip(names, kinds, values, strict=True):
        if kind == "keyword" and not isinstance(value, tuple):
            found.properties.append(PropertyValue(name, value, source))
        elif kind == "field":
            found.values.extend(BoundaryValue(name, where, value, source)
                                for where in _place(sentence, pieces, end - 1, vocabulary))
    found.spans.append((start, end))


def _read_keyword(text: str, name: str, start: int, end: int, dims: Dimensions | None,
                  vocabulary: Vocabulary, claims: Claims, found: GroundedReading, *,
                  phases: tuple[str | None, ...] = (None,), code_only: bool = True) -> None:
    """A keyword's scalar value ("molWeight 28.9", "Prt: 0.85"), of each of ``phases``; a
    vector ("Ubar = (5 0 0) m/s", each component in SI) of a keyword no phase owns."""
    value = _bound_value(text, start, end, dims, code_only, vocabulary.types)
    if value is None and dims is None and name in vocabulary.parameters:
        _refuse_unchecked_unit(text, name, start, end, claims, found)
    if value is None or not _free(claims, found, value.start, value.end):
        return
    if isinstance(value.value, tuple):
        if phases == (None,):
            found.vectors.append(KeywordVector(name, value.value, _quote(text, value)))
            found.spans.append((value.start, value.end))
        return
    quantity = _proven_row(text, name, end, vocabulary)
    found.properties.extend(PropertyValue(name, value.value, _quote(text, value), phase,
                                          quantity)
                            for phase in phases)
    found.spans.append((value.start, value.end))
    found.entries.append((value.start, value.end))


def _refuse_unchecked_unit(text: str, name: str, start: int, end: int, claims: Claims,
                           found: GroundedReading) -> None:
    """A condition's number stated in a unit its missing dimensions cannot check ("pBack =
    0.9 bar"): read and reported as not applied, so no other rule takes the value for a
    field on a patch (the back pressure is no outlet pressure value)."""
    after = _value_after(text, end, True)
    if after is None:
        return
    match, _ = after
    unit = dimensioned_unit(text[match.end():match.end() + MAX_UNIT_CHARS])
    if unit is None or unit.is_si:
        return
    stop = match.end() + unit.length
    if not _free(claims, found, start, stop):
        return
    found.refusals.append(NotApplied(" ".join(text[start:stop].split()), (
        f"the case's files give {name} no dimensions, so a value in a unit that rescales "
        "it cannot be converted: state it in SI units")))
    found.spans.append((start, stop))


def _read_field(text: str, sentence: Span, pieces: list[Span], name: str, start: int,
                end: int, dims: Dimensions | None, vocabulary: Vocabulary, claims: Claims,
                found: GroundedReading) -> None:
    """A field's value on the patches its words name, else in the internal field."""
    value = _bound_value(text, start, end, dims, _code_only(name), vocabulary.types)
    if value is None or not _free(claims, found, value.start, value.end):
        return
    places = (((INTERNAL,),) if _INTERNAL_LINK.match(text, end) is not None
              else _place(sentence, pieces, start, vocabulary, name))
    if not places:
        return
    found.values.extend(BoundaryValue(name, where, value.value, _quote(text, value))
                        for where in places)
    found.spans.append((value.start, value.end))


def _quote(text: str, value: _Value) -> str:
    return " ".join(text[value.start:value.end].split())


def _read_type(text: str, sentence: Span, name: str, start: int, end: int,
               vocabulary: Vocabulary, found: GroundedReading) -> None:
    """A condition type on the patches its sentence names after it ("kqRWallFunction for k
    … on both movingWall and fixedWalls"), else before it ("upperWall and lowerWall: noSlip
    with kqRWallFunction")."""
    field_name = _type_field(name, text, end, vocabulary)
    if field_name is None or field_name in TYPED_FIELDS:
        return
    where = (named_patches(text[end:sentence.end], vocabulary)
             or typed_before(text[sentence.start:start], vocabulary))
    if not where:
        return
    source = f"{name} on {' and '.join(names[0] for names in where)}"
    found.types.extend(BoundaryType(field_name, names, name, source) for names in where)
    found.spans.append((start, end))

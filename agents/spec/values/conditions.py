"""Condition types stated with their parameters: "'outlet' inletOutlet with inletValue 0",
"totalPressure inlet, p0 = 1.2 bar", "fixedGradient on the floor with gradient 500 K/m", "k at
'inlet' of type turbulentIntensityKineticEnergyInlet with intensity 5 %".

Why a reader of its own: a parameter is a keyword of its condition, not of the case
(``inletValue`` read alone became a property nobody holds), and its unit is checked against
dimensions that follow from the field the condition sits on (``gradient`` in K/m on T). Which
parameters a type takes, and their dimensions, come from the catalog's rows
(``foam_agent.foamcase.catalog.conditions``); nothing here lists them.

A parameter belongs to the type named last before it in its sentence. The field is the one the
words name (a field just before the type, "for k" after it, a "T:" heading), else the only
field the installation's cases put that type on, else the one whose dimensions the stated unit
has; when none of these decides, the words are reported as not applied, with why. The patches
are those of the type's clause, else the nearest clause before it that names some. The value
parameter (``inletValue``, ``p0``) becomes the field's value on those patches, so it is written,
followed and audited as any boundary value is; the others ride on the type.

Conditions listed under their patch in code form ("patch up (phi fixedValue 0, rho
zeroGradient)", "outlet: p fixedValue 0; U zeroGradient", found by
``foam_agent.agents.spec.values.condition_groups``) are read first, item by item: a field of the
cases before a type is that field, never a dictionary keyword, and each item is the head's
patches' (or those it names itself), never a neighbour clause's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.phrases import NUMBER, VECTOR, Span, clauses, sentences, to_number
from foam_agent.agents.spec.stated import (
    BoundaryType,
    BoundaryValue,
    ConditionParameter,
    NotApplied,
    Number,
    Vector,
)
from foam_agent.agents.spec.units import dimensioned_unit
from foam_agent.agents.spec.values.condition_groups import GroupItem, grouped_items
from foam_agent.agents.spec.values.fields import FIELD_WORDS, TYPE_WORDS
from foam_agent.agents.spec.values.fields import TYPED_DIMENSIONS as _TYPED
from foam_agent.agents.spec.values.grounded import named_patches, typed_before
from foam_agent.foamcase.case.vocabulary import Vocabulary
from foam_agent.foamcase.catalog.boundaries import ZERO_VALUED_AS
from foam_agent.foamcase.catalog.conditions import (
    CONDITIONS,
    Condition,
    Parameter,
    condition,
    parameter_dimensions,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: The name the condition reader claims its words under (the boundary rules skip them).
READER = "conditions"
#: A type name written as code (``inletOutlet``, ``kqRWallFunction``), not a word of prose.
_CODE_TYPE = lazy_regex(r"[a-z]+[A-Z0-9][\w:]*\Z")
_FIELD_NAME = r"[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)?"
#: What joins a parameter to its value: a link word, then ``uniform`` (a patch field) or
#: ``constant`` (a Function1: "p0 constant 30 kPa").
_LINK = (r"\s*(?:=|:|\bof\b|\bis\b|\bset\s+to\b|\bequal\s+to\b)?\s*"
         r"(?:uniform\s+|constant\s+)?")
_VALUE = rf"(?P<v>{VECTOR}|(?P<n>{NUMBER}))(?![\w]|\.\d)"
_PERCENT = lazy_regex(r"\s*(?:%|percent\b|per\s*cent\b)", re.IGNORECASE)
#: "for k", "on U and T" right after a type: the fields it is for.
_FOR_FIELDS = lazy_regex(rf"\s+(?:for|on)\s+(?:the\s+)?({_FIELD_NAME}(?:\s*(?:,|and)\s*"
                         rf"{_FIELD_NAME})*)\b")
#: Words that join a list of patch names and say nothing of their own.
_FILLER = frozenset({"and", "the", "both", "on", "at", "for", "all", "walls", "wall",
                     "patches", "patch", "boundaries", "sides"})
#: A sentence that opens with a field's name and a colon: "T: internalField 0, …".
#: A sentence headed by a bare field name ("T:"): the field of a type with no parameter.
_HEADING = lazy_regex(rf"\s*({_FIELD_NAME})\s*:")
#: A sentence headed by a field named with words before it ("Electric potential phi:",
#: "Charge density rho:"): the field of a value the sentence states by its type. Not of a
#: type with no parameter: that reader places it only where its own clause names, and a list
#: before it ("outlet, upperWall and lowerWall zeroGradient") lost its items.
_NAMED_HEADING = lazy_regex(rf"\s*(?:[A-Za-z-]+\s+){{0,3}}({_FIELD_NAME})\s*:")


@dataclass
class ConditionReading:
    """What was read: the types with their parameters, the values of their value parameters,
    the spans read, and statements refused with why."""

    types: list[BoundaryType] = field(default_factory=list)
    values: list[BoundaryValue] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    refusals: list[NotApplied] = field(default_factory=list)


@dataclass(frozen=True)
class _Stated:
    """One parameter as written: its row entry, its value (unconverted), where its words are."""

    parameter: Parameter
    value: Number | Vector
    unit: str
    start: int
    end: int


def _flat(text: str) -> str:
    """Single line breaks as spaces, so a wrapped sentence is one (offsets hold); a line that
    is indented or starts a list item stays a line of its own ("Boundaries:" / "  fixedEnd …
    fixedValue D = (0 0 0)" / "  tractionEnd … tractionDisplacement, …")."""
    return re.sub(r"(?<!\n)\n(?![\n \t•*-]|\d+[.)]\s)", " ", text)


def _is_field(name: str, vocabulary: Vocabulary) -> bool:
    return name in _TYPED or name in vocabulary.fields


def _as_value(match: re.Match[str]) -> Number | Vector:
    if match.group("n") is not None:
        return to_number(match.group("n"))
    first, second, third = (float(item) for item in re.findall(NUMBER, match.group("v")))
    return (first, second, third)


def _parameters(text: str, row: Condition, start: int, limit: int, vocabulary: Vocabulary
                ) -> list[_Stated]:
    """The parameters of ``row`` stated between ``start`` (the type's end) and ``limit``: each
    by name ("inletValue 0"), and the value parameter (or a type's only one: "fixedGradient
    500 K/m") also right after the type, a field name allowed between ("fixedValue U (1 0 0)
    m/s", "inletOutlet 0")."""
    found: list[_Stated] = []
    for parameter in row.parameters:
        pattern = re.compile(rf"(?<![\w.]){re.escape(parameter.name)}(?![\w.]){_LINK}{_VALUE}")
        match = pattern.search(text, start, limit)
        if match is not None:
            found.append(_Stated(parameter, _as_value(match), text[match.end():limit],
                                 match.start(), match.end()))
    key = row.parameter(row.value_key) if row.value_key else row.prose_parameter
    if key is not None and not any(item.parameter is key for item in found):
        direct = re.compile(rf"\s+(?:of\s+|to\s+)?(?:({_FIELD_NAME})\s+)?(?:=\s*)?"
                            rf"(?:uniform\s+)?{_VALUE}")
        match = direct.match(text, start, limit)
        if match is not None and (match.group(1) is None
                                  or _is_field(match.group(1), vocabulary)):
            found.append(_Stated(key, _as_value(match), text[match.end():limit], start,
                                 match.end()))
    return found


def _stated_fields(text: str, sentence: Span, piece: Span, start: int, end: int,
                   vocabulary: Vocabulary) -> list[str]:
    """The fields the words name for a type at ``start``–``end``: "for k" after it, a field
    name between it and its value, the last field name before it in its clause, or a "T:"
    heading of its sentence."""
    after = _FOR_FIELDS.match(text, end)
    if after is not None:
        names = re.split(r"\s*(?:,|and)\s*", after.group(1))
        if all(_is_field(name, vocabulary) for name in names):
            return names
    between = re.match(rf"\s+({_FIELD_NAME})\b", text[end:])
    if between is not None and _is_field(between.group(1), vocabulary):
        return [between.group(1)]
    before = [match.group(0) for match in re.finditer(rf"(?<![\w.'\"/-]){_FIELD_NAME}(?![\w])",
                                                        text[piece.start:start])
              if _is_field(match.group(0), vocabulary)]
    if before:
        return [before[-1]]
    words = [(match.start(), name) for pattern, name in FIELD_WORDS
             for match in pattern.finditer(text, piece.start, start)]
    if words:
        return [max(words)[1]]
    heading = heading_field(sentence.text, vocabulary)
    return [heading] if heading is not None else []


def heading_field(sentence: str, vocabulary: Vocabulary) -> str | None:
    """The field a sentence is headed by ("Electric potential phi: fixedValue 30000 V on
    'hole' and fixedValue 0 on 'up'"): the field of each value stated by its type in it
    that names none."""
    heading = _NAMED_HEADING.match(sentence)
    if heading is not None and _is_field(heading.group(1), vocabulary):
        return heading.group(1)
    return None


def _converted(stated: _Stated, field_name: str, vocabulary: Vocabulary
               ) -> tuple[Number | Vector, int] | str:
    """The parameter's value in SI with the characters its unit took, or why not."""
    parameter = stated.parameter
    if parameter.relative == "fraction":
        percent = _PERCENT.match(stated.unit)
        if isinstance(stated.value, tuple):
            if not parameter.per_component:
                return f"{parameter.name} is one number"
            if percent is not None or not all(0 <= item <= 1 for item in stated.value):
                return f"{parameter.name} is a fraction per component, each between 0 and 1"
            return stated.value, 0
        if percent is not None:
            return float(f"{float(stated.value) / 100:.12g}"), percent.end()
        if not 0 <= float(stated.value) <= 1:
            return (f"{parameter.name} is a fraction and {stated.value} is none; written "
                    "with % it is read as a percentage")
        return stated.value, 0
    field_dims = vocabulary.fields.get(field_name)
    allowed = ((parameter_dimensions(parameter, field_dims),) if field_name not in _TYPED
               else tuple(parameter_dimensions(parameter, dims) for dims in _TYPED[field_name]))
    unit = dimensioned_unit(stated.unit[:24])
    if unit is None:
        if re.match(r" ?[A-Za-zµ°Ω]", stated.unit) and re.match(r" ?[A-Za-zµ°Ω]+\s*[/^]",
                                                                  stated.unit):
            return f"the unit after {parameter.name} is not one this reader knows"
        return stated.value, 0
    if None in allowed and not unit.is_si:
        return (f"the dimensions of {field_name} are not known here, so {unit.unit} cannot "
                "be converted")
    if None not in allowed and unit.dimensions not in allowed:
        return (f"{unit.unit} is not a unit of {parameter.name} on {field_name}: no value is "
                "set from these words")
    if isinstance(stated.value, tuple):
        return tuple(unit.to_si(item) for item in stated.value), unit.length  # type: ignore[return-value]
    si = unit.to_si(float(stated.value))
    return (stated.value if si == float(stated.value) else si), unit.length


def _field_by_unit(row: Condition, stated: list[_Stated], vocabulary: Vocabulary) -> str | None:
    """The one field the installation puts ``row``'s type on whose dimensions the stated
    units have ("inletOutlet with inletValue 0.1 m^2/s^2" is k's)."""
    typed: set[str] = set()
    others: set[str] = set()
    for item in stated:
        unit = dimensioned_unit(item.unit[:24])
        if unit is None or item.parameter.relative in ("fraction", "length", "volume_flow",
                                                       "mass_flow"):
            continue
        for name in vocabulary.type_fields.get(row.type, frozenset()) | set(_TYPED):
            dims = (_TYPED[name] if name in _TYPED else (vocabulary.fields.get(name),))
            if any(parameter_dimensions(item.parameter, each) == unit.dimensions
                   for each in dims if each is not None):
                (typed if name in _TYPED else others).add(name)
    # A unit of speed, temperature or pressure names U, T or p, as it does for a value.
    candidates = typed or others
    return next(iter(candidates)) if len(candidates) == 1 else None


def _places(text: str, pieces: list[Span], index: int, start: int, limit: int,
            vocabulary: Vocabulary, through: int = 0) -> tuple[tuple[str, ...], ...]:
    """The patches of the type's clause, of the clauses its parameters run into (to
    ``through``), and of the clauses after that only go on listing names ("on both movingWall"
    "and fixedWalls": no number, no other type before ``limit``), else those of the nearest
    clause before it naming some. Names listed before the type at ``start`` under a field
    ("p on left and right waveTransmissive") are the type's too."""
    own = end = max(pieces[index].end, through)
    for after in pieces[index + 1:]:
        if after.start < end:
            own = end = max(end, after.end)
            continue
        listed = {word.lower() for names in named_patches(after.text, vocabulary)
                  for name in names for word in re.findall(r"[A-Za-z0-9]+", name)}
        rest = [word for word in re.findall(r"[A-Za-z0-9]+", after.text)
                if word.lower() not in listed | _FILLER]
        if after.end > limit or rest:
            # "'ceiling' fixedValue 300 K, the short end walls 'sideWalls' adiabatic": a
            # clause saying more than names is a statement of its own; and when it opens with
            # names, the names before it are its list ("patch2, patch3 and patch4
            # zeroGradient"), not this type's.
            opening = next((word.lower() for word in re.findall(r"[A-Za-z0-9]+", after.text)
                            if word.lower() not in _FILLER), "")
            if opening in listed:
                end = own
            break
        end = after.end
    found = named_patches(text[pieces[index].start:end], vocabulary)
    if found:
        return _listed_before(text, pieces, index, start, end, vocabulary) or found
    for piece in reversed(pieces[:index]):
        found = named_patches(text[piece.start:piece.end], vocabulary)
        if found:
            return found
    return ()


def _only_names(words: str, vocabulary: Vocabulary) -> bool:
    """Whether ``words`` are patch names and joining words only ("and right", "top")."""
    listed = {word.lower() for names in named_patches(words, vocabulary) for name in names
              for word in re.findall(r"[A-Za-z0-9]+", name)}
    return bool(listed) and all(word.lower() in listed | _FILLER
                                for word in re.findall(r"[A-Za-z0-9]+", words))


def _listed_before(text: str, pieces: list[Span], index: int, start: int, end: int,
                   vocabulary: Vocabulary) -> tuple[tuple[str, ...], ...]:
    """The patches of a type at ``start`` whose clause opens with names only, with those
    listed in the clauses before it: back to the clause opening the list with its field ("p
    on left and right waveTransmissive …": "p on left" is cut from "right …" at "and"), all
    of them; a list with no field before it, those the list rule gives the type
    (``typed_before``: "upperWall and lowerWall omegaWallFunction" both, "patches inlet, outlet
    kqRWallFunction" the outlet) when the list opens its sentence or follows a colon. None
    when the clause does not open with names or no such list stands before it, since names
    alone after another statement may close it."""
    if not _only_names(text[pieces[index].start:start], vocabulary):
        return ()
    listed: list[tuple[str, ...]] = []
    first = index
    for number in range(index - 1, -1, -1):
        piece = pieces[number]
        head = re.search(rf"(?<![\w.])({_FIELD_NAME})\s+(?:on|at|for)\s+(.*)\Z", piece.text,
                         re.DOTALL)
        if head is not None and _is_field(head.group(1), vocabulary) \
                and _only_names(head.group(2), vocabulary):
            return (*named_patches(head.group(2), vocabulary), *reversed(listed),
                    *named_patches(text[pieces[index].start:end], vocabulary))
        if not _only_names(piece.text, vocabulary):
            break
        listed.extend(reversed(named_patches(piece.text, vocabulary)))
        first = number
    if first == index or (first > 0 and not text[pieces[first - 1].start:pieces[first].start]
                          .rstrip().endswith(":")):
        # Names after another statement may close it ("at the inlet and outlet,
        # upperWall zeroGradient for p"): only a list opening its sentence, or a heading's
        # colon, is the type's.
        return ()
    return (*typed_before(text[pieces[first].start:start], vocabulary),
            *named_patches(text[start:end], vocabulary))


def read_conditions(text: str, claims: Claims, vocabulary: Vocabulary) -> ConditionReading:
    """Every condition type named with a parameter of its own, in words no reader claimed.

    Args:
        text: The normalised prompt.
        claims: The words other readers took.
        vocabulary: The installation's identifiers (fields, patches, where types sit).
    """
    found = ConditionReading()
    flat = _flat(text)
    _read_groups(flat, claims, vocabulary, found)
    for sentence in sentences(flat):
        pieces = clauses(sentence)
        named = [match for match in _types(vocabulary.types).finditer(
                     flat, sentence.start, sentence.end)
                 if claims.is_free(match.start(), match.end())
                 and not any(start <= match.start() < end for start, end in found.spans)]
        for number, match in enumerate(named):
            row = condition(match.group(1)) or Condition(match.group(1))
            limit = named[number + 1].start() if number + 1 < len(named) else sentence.end
            if row.type != match.group(1) and not _free_parameter(flat, row, match.end(),
                                                                   limit, claims):
                # A type named in prose binds only with its parameter's value right after it.
                continue
            stated = [item for item in _parameters(flat, row, match.end(), limit, vocabulary)
                      if claims.is_free(item.start, item.end)]
            index = next((position for position, piece in enumerate(pieces)
                          if piece.start <= match.start() < piece.end), len(pieces) - 1)
            if stated:
                _bind(flat, sentence, pieces, index, limit, match, row, stated, vocabulary,
                      found)
            else:
                _bind_named(flat, sentence, pieces, index, match, limit, vocabulary, claims,
                            found, row.type)
        _by_parameter(flat, sentence, pieces, claims, vocabulary, found)
    return found


@cache
def _code_parameters() -> re.Pattern[str]:
    """The parameters of the catalog's rows written as code (``massFlowRate``, ``p0``,
    ``lInf``): a word no prose uses, so it names its condition without the type."""
    names = {parameter.name for row in CONDITIONS for parameter in row.parameters
             if _CODE_TYPE.match(parameter.name)}
    return re.compile(r"(?<![\w.$])(" + "|".join(sorted(names, key=len, reverse=True))
                      + r")(?![\w.])")


def _by_parameter(text: str, sentence: Span, pieces: list[Span], claims: Claims,
                  vocabulary: Vocabulary, found: ConditionReading) -> None:
    """Parameters written as code with no type named before them, in a clause that names a
    patch ("Inlet massFlowRate 0.15 kg/s", "p0 = 1.2 bar at the inlet"): each binds the one
    row that takes it, or the one of those the installation puts on the field the words
    name; with several left, the words are refused with why (never bound to a guess)."""
    for match in _code_parameters().finditer(text, sentence.start, sentence.end):
        if not claims.is_free(match.start(), match.end()) or any(
                start <= match.start() < end for start, end in found.spans):
            continue
        rows = [row for row in CONDITIONS if row.parameter(match.group(1)) is not None]
        index = next((position for position, piece in enumerate(pieces)
                      if piece.start <= match.start() < piece.end), len(pieces) - 1)
        places = [names for names in named_patches(text[pieces[index].start:pieces[index].end],
                                                   vocabulary)
                  if not any(pattern.fullmatch(names[0]) for pattern, _ in FIELD_WORDS)]
        if not places or any(
                re.search(rf"(?<![\w.]){re.escape(row.type)}(?![\w])",
                          text[sentence.start:match.start()]) for row in rows):
            # Its own clause names no patch ("rho0 = 1000 kg/m^3 at the reference pressure
            # p0 = 1e5 Pa" is the liquid's reference state, a keyword of its dictionary; a
            # case's patch called "pressure" is no patch named here), or a type that takes it
            # is named before it: the type's reading, or the dictionaries', stands.
            continue
        fields = _stated_fields(text, sentence, pieces[index], match.start(), match.start(),
                                vocabulary)
        if len(rows) > 1 and fields:
            rows = [row for row in rows if set(fields)
                    & vocabulary.type_fields.get(row.type, frozenset())]
        stated = [item for item in _parameters(text, rows[0], match.start(), sentence.end,
                                               vocabulary)
                  if item.start >= match.start() and claims.is_free(item.start, item.end)] \
            if rows else []
        if not any(item.start == match.start() for item in stated):
            continue
        if len(rows) != 1:
            end = max(item.end for item in stated)
            words = " ".join(text[match.start():end].split())
            found.refusals.append(NotApplied(words, f"{match.group(1)} is a parameter of "
                                                    f"{', '.join(row.type for row in rows)}; "
                                                    "the request does not say which"))
            found.spans.append((match.start(), end))
            continue
        _bind(text, sentence, pieces, index, sentence.end, match, rows[0], stated,
              vocabulary, found)


@cache
def _types(known: frozenset[str]) -> re.Pattern[str]:
    """The type names a request may write: the catalog's rows (one that is a prose word only
    after "type ") and every type the installation's cases hold that is written as code (a
    prose word such as ``slip`` is the boundary rules')."""
    # A row's type that is also a word of prose ("freestream 30 m/s" is a speed, not the
    # freestream condition) is its type only after "type ".
    names = [re.escape(row.type) if _CODE_TYPE.match(row.type)
             else rf"(?<=type ){re.escape(row.type)}" for row in CONDITIONS]
    names += [re.escape(name) for name in known if _CODE_TYPE.match(name)]
    names += ["(?i:" + r"[\s-]+".join(re.escape(part) for part in words.split()) + ")"
              for row in CONDITIONS for words in row.words]
    return re.compile(r"(?<![\w.])(" + "|".join(sorted(set(names), key=len, reverse=True))
                      + r")(?![\w])")


def _free_parameter(text: str, row: Condition, end: int, limit: int, claims: Claims) -> bool:
    """Whether a value of the row's prose parameter follows the prose name at ``end`` ("a
    fixed gradient of 500 K/m", "non-reflecting to 1 atm"), in words no reader took."""
    value = re.compile(rf"(?:{_LINK}|\s+to\s+){_VALUE}").match(text, end, limit)
    return row.prose_parameter is not None and value is not None \
        and claims.is_free(value.start("v"), value.end())


def _bind_named(text: str, sentence: Span, pieces: list[Span], index: int,
                match: re.Match[str], limit: int, vocabulary: Vocabulary, claims: Claims,
                found: ConditionReading, kind: str) -> None:
    """A type with no parameter, on the fields its words name by name ("inletOutlet k and
    epsilon", "p_rgh fixedFluxPressure", "zeroGradient for U and T"); a type whose words name
    no field by name is left to the readers that know its field by other means."""
    fields, end = _fields_after(text, match.end(), limit, vocabulary)
    start = match.start()
    if not fields:
        before = _just_before(text, pieces[index].start, start)
        if before is not None and _is_field(before.group(1), vocabulary):
            fields, start = [before.group(1)], pieces[index].start + before.start()
    if not fields:
        # "nuTilda: …, zeroGradient at the outlet": the sentence's heading names the field.
        heading = _HEADING.match(sentence.text)
        if heading is None or not _is_field(heading.group(1), vocabulary):
            return
        fields = [heading.group(1)]
    if not claims.is_free(start, end):
        return
    places = _places(text, pieces, index, match.start(), limit, vocabulary)
    if not places:
        return
    source = " ".join(text[start:end].split())
    found.types.extend(BoundaryType(field_name, where, kind, source)
                       for field_name in fields for where in places)
    found.spans.append((start, end))


def _just_before(text: str, start: int, end: int) -> re.Match[str] | None:
    """The name written just before a type in its clause ("p_rgh fixedFluxPressure",
    "rho: fixedValue")."""
    return re.search(rf"(?<![\w.'\"/-])({_FIELD_NAME})\s*:?\s*\Z", text[start:end])


def _fields_after(text: str, end: int, limit: int, vocabulary: Vocabulary
                  ) -> tuple[list[str], int]:
    """The fields listed right after a type ("for k and epsilon", "U and T"), and where the
    list ends; a name followed by a value or a type of its own is not the list's."""
    opening = re.compile(r"\s+(?:for\s+|on\s+)?(?:the\s+)?").match(text, end, limit)
    position = opening.end() if opening is not None else end
    names: list[tuple[str, int, int]] = []
    name = re.compile(rf"{_FIELD_NAME}(?![\w]|\.\w)")
    joint = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")
    while (found := name.match(text, position, limit)) is not None \
            and _is_field(found.group(0), vocabulary):
        names.append((found.group(0), found.start(), found.end()))
        after = joint.match(text, found.end(), limit)
        if after is None:
            break
        position = after.end()
    owned = re.compile(rf"\s*(?:=|:|{NUMBER}|\(|[a-z]+[A-Z])")
    while names and owned.match(text, names[-1][2]):
        # "zeroGradient U and T fixedValue 300": T has a condition of its own.
        names.pop()
    if not names:
        return [], end
    return [item[0] for item in names], names[-1][2]


#: A parenthesis opening just before a type: its words restate the type before it.
_OPENED = lazy_regex(r"\s*\(\s*\Z")


def _restated(text: str, first: int, start: int, row: Condition, stated: list[_Stated]
              ) -> bool:
    """Whether a type with zero values in a parenthesis restates the type just before it
    ("walls no-slip (fixedValue 0)": ``noSlip`` is a ``fixedValue`` of zero,
    ``ZERO_VALUED_AS``); the statement is the type before, which names its field. A nonzero
    value is no restatement ("no-slip (fixedValue 0.1)" says two things)."""
    before = text[first:start]
    opened = _OPENED.search(before)
    if opened is None or not stated or any(
            (item.value if isinstance(item.value, tuple) else (item.value,)) != (0,) * (
                len(item.value) if isinstance(item.value, tuple) else 1)
            for item in stated):
        return False
    head = before[:opened.start()]
    return any(ZERO_VALUED_AS.get(name, None) is not None
               and ZERO_VALUED_AS[name].type == row.type
               and any(match.end() == len(head) for match in pattern.finditer(head))
               for pattern, name, _ in TYPE_WORDS)


def _bind(text: str, sentence: Span, pieces: list[Span], index: int, limit: int,
          match: re.Match[str], row: Condition, stated: list[_Stated], vocabulary: Vocabulary,
          found: ConditionReading) -> None:
    """The statement of one type and its parameters, or the refusal saying why not."""
    start = match.start()
    end = max(item.end for item in stated)
    words = " ".join(text[start:end].split())
    fields = _stated_fields(text, sentence, pieces[index], start, match.end(), vocabulary)
    if not fields:
        # The pressure of a buoyant or free-surface case is p_rgh, which the editor writes
        # for p where the case has no p: a type the cases put on either is p's.
        on = {"p" if name == "p" or name.startswith("p_") else name
              for name in vocabulary.type_fields.get(row.type, frozenset())}
        single = next(iter(on)) if len(on) == 1 else _field_by_unit(row, stated, vocabulary)
        fields = [single] if single is not None else []
    if not fields and _restated(text, sentence.start, start, row, stated):
        found.spans.append((start, end))
        return
    if not fields:
        found.refusals.append(NotApplied(words, f"the request does not say which field's "
                                                f"{row.type} this is"))
        found.spans.append((start, end))
        return
    own = {parameter.name.lower() for parameter in row.parameters}
    places = tuple(names for names in _places(text, pieces, index, start, limit, vocabulary,
                                              through=end)
                   if names[0].lower() not in own)  # "pressure 0" names no patch
    named = _just_before(text, pieces[index].start, start)
    if not places or (row.type == "fixedValue" and not set(fields) <= set(_TYPED)
                      and named is not None and named.group(1) in fields):
        # A fixed value of a case's own field written just after its name ("rho: fixedValue
        # 2e-05 C/m^3") is the vocabulary reader's, which also tells the field from a keyword
        # of that name; one under a heading ("nuTilda: …, fixedValue 0 on upperWall") is here.
        return
    for field_name in fields:
        values: list[tuple[Parameter, Number | Vector]] = []
        spans = [(start, match.end())]
        for item in stated:
            converted = _converted(item, field_name, vocabulary)
            if isinstance(converted, str):
                found.refusals.append(NotApplied(words, converted))
                found.spans.append((start, end))
                return
            values.append((item.parameter, converted[0]))
            spans.append((item.start, item.end + converted[1]))
        last = max(item_end for _, item_end in spans)
        source = " ".join(text[start:last].split())
        others = tuple(ConditionParameter(parameter.name, value) for parameter, value in values
                       if parameter.name != row.value_key)
        for where in places:
            found.values.extend(BoundaryValue(field_name, where, value, source)
                                for parameter, value in values
                                if parameter.name == row.value_key)
            if row.type != "fixedValue" or others:
                found.types.append(BoundaryType(field_name, where, row.type, source, others))
        found.spans.extend(spans)


@dataclass(frozen=True)
class _Item:
    """What one item of a patch's list says: its fields, its type (if named), the parameters
    stated (a bare value is the value parameter of ``fixedValue``'s row), where its words
    end."""

    fields: tuple[str, ...]
    row: Condition | None
    stated: tuple[_Stated, ...]
    end: int


def _type_at(text: str, start: int, end: int, vocabulary: Vocabulary) -> re.Match[str] | None:
    """A type name at ``start``: any the catalog or the installation's cases know, prose
    words such as ``slip`` too, since the field named before it decides they are a type."""
    match = re.compile(r"\s*([A-Za-z][\w:]*)(?![\w.])").match(text, start, end)
    if match is None:
        return None
    name = match.group(1)
    return match if name in vocabulary.types or condition(name) is not None else None


def _item_reading(text: str, item: GroupItem, vocabulary: Vocabulary) -> _Item | None:
    """The item's words read as ``field type [parameters]``, ``type field [value]``,
    ``field value`` or a lone field (listed before a shared type); None when it opens with
    neither a field nor a type. The binding then takes the item only if no word is left
    over, so a statement about something else is never half read."""
    lead = re.compile(rf"(?:the\s+)?({_FIELD_NAME})(?![\w.])\s*(?:[:=]\s*)?")
    first = lead.match(text, item.start, item.end)
    fields: tuple[str, ...] = ()
    kind: re.Match[str] | None = None
    if first is not None and _is_field(first.group(1), vocabulary):
        fields = (first.group(1),)
        kind = _type_at(text, first.end(), item.end, vocabulary)
        if kind is None:
            if not text[first.end(1):item.end].strip():
                return _Item(fields, None, (), item.end)
            value = re.compile(rf"{_LINK}{_VALUE}").match(text, first.end(1), item.end)
            if value is None:
                return None
            key = condition("fixedValue")
            parameter = key.parameter("value") if key is not None else None
            if parameter is None:
                return None
            return _Item(fields, None, (_Stated(parameter, _as_value(value),
                                                text[value.end():item.end], item.start,
                                                value.end()),), item.end)
    else:
        kind = _type_at(text, item.start, item.end, vocabulary)
        if kind is None:
            return None
        after = re.compile(rf"\s+(?:for\s+|on\s+)?({_FIELD_NAME})(?![\w.])").match(
            text, kind.end(), item.end)
        if after is not None and _is_field(after.group(1), vocabulary):
            fields = (after.group(1),)
    row = condition(kind.group(1)) or Condition(kind.group(1))
    stated = tuple(_parameters(text, row, kind.end(), item.end, vocabulary))
    return _Item(fields, row, stated, max((entry.end for entry in stated), default=kind.end()))


def _read_groups(text: str, claims: Claims, vocabulary: Vocabulary,
                 found: ConditionReading) -> None:
    """The items listed under a patch ("patch up (phi fixedValue 0, rho zeroGradient)",
    "patch3 and patch4: T fixedValue 300 K"), each bound to the head's patches and its own
    field, its value checked against the field's dimensions. Fields listed before a type
    share it ("U and p zeroGradient"); an item naming no field is left to the reading by
    sentence, as is one whose words this reading does not all take."""
    waiting: list[tuple[str, int]] = []
    items = [(item, _item_reading(text, item, vocabulary))
             for item in grouped_items(text, vocabulary)]
    typed = {item.group for item, reading in items
             if reading is not None and reading.row is not None}
    for item, reading in items:
        if not claims.is_free(item.start, item.end) or (
                reading is not None and reading.row is None and reading.stated
                and item.group not in typed):
            # A name and a value in a list that names no condition type ("Air: mu
            # 1.84e-05, Pr 0.7") are no field's value on a patch: the list is proved one of
            # conditions only by a type beside them ("fuel: U fixedValue (0.15 0 0), T 320 K").
            waiting = []
            continue
        if reading is None or (item.own and not reading.stated):
            # An item with a place of its own and no value ("38 kV (phi fixedValue on
            # hole)") notes the type of a value said before it, which its readers place.
            waiting = []
            continue
        if reading.row is None and not reading.stated:
            waiting.append((reading.fields[0], item.start))
            continue
        fields = [name for name, _ in waiting] + list(reading.fields)
        start = waiting[0][1] if waiting else item.start
        waiting = []
        row = reading.row
        if not fields or (row is not None and not reading.stated
                          and _parameter_follows(text, row, item, items)):
            # No field named, or the type's parameters in the items after it
            # ("lumpedMassWallTemperature, mass = 0.6 tonne, Cp = …", "p_rgh totalPressure,
            # p0 1e5 Pa"): the reading by sentence reads parameters past a comma.
            continue
        _bind_item(text, item, start, fields, reading, vocabulary, found)


def _parameter_follows(text: str, row: Condition, item: GroupItem,
                       items: list[tuple[GroupItem, _Item | None]]) -> bool:
    """Whether an item of ``item``'s list after it opens with a parameter of ``row``."""
    names = {parameter.name for parameter in row.parameters}
    return any(other.group == item.group and other.start > item.start
               and _opening_word(text[other.start:other.end]) in names
               for other, _ in items)


def _opening_word(text: str) -> str | None:
    """The identifier an item opens with ("p0" of "p0 1e5 Pa"), None when it opens otherwise."""
    opening = re.match(r"[A-Za-z]\w*", text)
    return opening.group(0) if opening is not None else None


def _bind_item(text: str, item: GroupItem, start: int, fields: list[str], reading: _Item,
               vocabulary: Vocabulary, found: ConditionReading) -> None:
    """One item's values and type on each of its fields and the head's patches, or the
    refusal saying why its value cannot be written; the item's words are claimed only when
    every one of them was read."""
    converted: list[tuple[str, Parameter, Number | Vector]] = []
    end = reading.end
    for field_name in fields:
        for stated in reading.stated:
            value = _converted(stated, field_name, vocabulary)
            if isinstance(value, str):
                words = " ".join(text[start:item.end].split())
                found.refusals.append(NotApplied(words, value))
                found.spans.append((start, item.end))
                return
            converted.append((field_name, stated.parameter, value[0]))
            end = max(end, stated.end + value[1])
    if text[end:item.end].strip():
        return
    said = " ".join(text[start:item.end].split())
    source = f"{said} {item.head}" if item.own else f"{item.head}: {said}"
    row = reading.row
    for field_name in fields:
        values = [(parameter, value) for name, parameter, value in converted
                  if name == field_name]
        others = tuple(ConditionParameter(parameter.name, value) for parameter, value in values
                       if row is not None and parameter.name != row.value_key)
        for where in item.places:
            found.values.extend(
                BoundaryValue(field_name, where, value, source) for parameter, value in values
                if row is None or parameter.name == row.value_key)
            if row is not None and (row.type != "fixedValue" or others or not values):
                found.types.append(BoundaryType(field_name, where, row.type, source, others))
    found.spans.append((start, item.end))

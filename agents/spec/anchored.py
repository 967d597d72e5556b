"""Values stated beside the value they replace ("2 (was 1)", "30 instead of 20", "from 20 to
30"), bound to the entries of the followed case that hold the replaced value.

Why at the join with the case: a clause such as "make the applied field 30 instead of 20"
names no entry the reader knows, so no reader bound it and it was listed as not understood.
The replaced value is the words' own pointer into the case: the entries of the followed case
holding it now are the only places the new value can be meant for. So the clause is read only
once the case is at hand (``in_case``), and only where no reader understood it (the spec's
``unparsed``):

- the candidates are the uniform values of the case's fields (a vector by its magnitude, so
  its direction is kept) and the numbers of its ``constant`` dictionaries, equal to the
  replaced value in SI;
- the case's identifiers the clause names (a field, a phase, a keyword, a quantity in words,
  a patch) narrow them;
- one candidate binds; several bind only where the sentence says the value holds throughout
  (everywhere, throughout, the whole domain) and all are places of one field; otherwise
  nothing is bound and the clause stays not understood.

"(it was 1)" after a value another reader bound states no new value: it is the request's own
check of the place. Where the case holds that value at that place the check is met and the
words are understood; elsewhere they stay not understood, so a value put in the wrong place is
not called solved.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from foam_agent.agents.spec.model import CaseSpec
from foam_agent.agents.spec.phrases import NUMBER, unit_after
from foam_agent.agents.spec.stated import INTERNAL, BoundaryValue, PropertyValue
from foam_agent.foamcase.case.files import (
    all_field_files,
    entries_of,
    mesh_patches,
    property_files,
)
from foam_agent.foamcase.case.patches import resolve
from foam_agent.foamcase.case.values import leaf_entries, number_of, of_uniform, vector_of
from foam_agent.foamcase.catalog.changes import CHANGE_VERB
from foam_agent.foamcase.catalog.numerics import FIELD_WORDS
from foam_agent.foamcase.catalog.quantities import QUANTITIES

__all__ = ["Anchor", "read_anchor", "with_anchored_values"]

_FLAGS = re.IGNORECASE
_NEW = rf"(?P<new>{NUMBER})"
_OLD = rf"(?P<old>{NUMBER})"
#: Words between a value and a bracket saying what it replaced ("40 % air by volume (was
#: 50 %)"): a few, none a number, so the value is the clause's last before the bracket.
_BETWEEN = r"(?:\s*[^\s\d()]+){0,5}"
#: "2 (was 1)", "40 % air (it was 50 %)", "2 (previously 1)"; "30 instead of 20", "30 rather
#: than 20"; "from 20 to 30" after a change verb (``_FROM``). Units are read after each number
#: (pint), a percent as a fraction.
_ANCHORS: tuple[re.Pattern[str], ...] = (
    re.compile(rf"(?<![\w.]){_NEW}{_BETWEEN}\s*\(\s*(?:it\s+)?(?:was|previously|formerly|"
               rf"(?:down|up)\s+from)\s+{_OLD}[^()\d]*\)", _FLAGS),
    re.compile(rf"(?<![\w.]){_NEW}(?:\s*[^\s\d(),;]+)?\s+(?:instead\s+of|rather\s+than|"
               rf"in\s+place\s+of)\s+(?:the\s+)?{_OLD}(?![\w.])", _FLAGS),
    re.compile(rf"\bfrom\s+{_OLD}(?:\s*[^\s\d(),;]+)?\s+to\s+{_NEW}(?![\w.])", _FLAGS),
)
#: The one form that is also a range ("a box from -1 to 1", "x from 0 to 2"): a change only
#: after a change verb of the catalog ("raise the inlet speed from 2 to 3 m/s").
_FROM = _ANCHORS[-1]
#: "(it was 1)" standing alone: the replaced value of the value stated just before it.
_CHECK = re.compile(rf"^\(?\s*(?:it\s+)?was\s+{_OLD}[^()\d]*\)?$", _FLAGS)
#: Words saying one value holds everywhere in the domain, so every place of it binds.
_THROUGHOUT = re.compile(r"\b(?:everywhere(?!\s+else)|throughout|(?:whole|entire)\s+"
                         r"(?:domain|field|flow)|all\s+over)\b", _FLAGS)
#: A sentence ends at its stop or at a blank line; a single line break is a wrapped line.
_SENTENCE_END = re.compile(r"[.;!?](?:\s|$)|\n\s*\n")
#: Two values agree when they print alike at a dictionary's usual precision.
_TOLERANCE = 1e-9


@dataclass(frozen=True)
class Anchor:
    """A value and the value it replaces, both in SI (a percent as a fraction).

    Attributes:
        new: The value asked, or None for a bare check ("(it was 1)").
        old: The value the case holds now, as the request says.
        words: The phrase they were read from.
    """

    new: float | None
    old: float
    words: str


@dataclass(frozen=True)
class _Place:
    """One entry of the case holding a number: a field's internal or patch value, or a
    dictionary's keyword."""

    file: str
    keys: tuple[str, ...]
    value: float | tuple[float, float, float]

    @property
    def magnitude(self) -> float:
        """The number the request compares (a vector's length)."""
        if isinstance(self.value, tuple):
            return math.sqrt(sum(part * part for part in self.value))
        return self.value


def _in_si(text: str, match: re.Match[str], group: str) -> float | None:
    """The number of ``group`` in SI, by the unit written after it (pint; a percent is a
    fraction), or as written when no unit follows."""
    unit = unit_after(text, match.end(group))
    value = float(match.group(group))
    return _printed(unit.to_si(value) if unit is not None else value)


def _printed(value: float) -> float:
    """``value`` at the twelve digits a dictionary prints (0.35, not 0.35000000000000003)."""
    return float(f"{value:.12g}")


def read_anchor(phrase: str) -> Anchor | None:
    """The value and the value it replaces that ``phrase`` states, or None. A unit written on
    one of the two holds for both ("40 % (was 50)")."""
    bare = _CHECK.match(phrase.strip())
    if bare is not None:
        old = _in_si(phrase.strip(), bare, "old")
        return Anchor(None, old, phrase) if old is not None else None
    for pattern in _ANCHORS:
        match = pattern.search(phrase)
        if match is None or (pattern is _FROM
                             and not CHANGE_VERB.search(phrase, 0, match.start())):
            continue
        new_unit = unit_after(phrase, match.end("new"))
        old_unit = unit_after(phrase, match.end("old"))
        if (new_unit is None) != (old_unit is None):
            # One unit written for both ("40 % (was 50)", "from 20 to 30 K").
            new_unit = old_unit = new_unit or old_unit
        new = float(match.group("new"))
        old = float(match.group("old"))
        return Anchor(_printed(new_unit.to_si(new) if new_unit is not None else new),
                      _printed(old_unit.to_si(old) if old_unit is not None else old), phrase)
    return None


def _places(root: Path) -> list[_Place]:
    """Every uniform value of the case's fields and every number of its ``constant``
    dictionaries; a field's place once, though ``0`` and ``0.orig`` both hold it (the editors
    write both alike)."""
    found: dict[tuple[str, tuple[str, ...]], _Place] = {}
    for place in _entries(root):
        key = (_field_name(place) if place.file.startswith("0") else place.file, place.keys)
        found.setdefault(key, place)
    return list(found.values())


def _entries(root: Path) -> Iterator[_Place]:
    for path in all_field_files(root):
        entries = entries_of(path)
        if entries is None:
            continue
        name = str(path.relative_to(root))
        yield from _field_place(name, (INTERNAL,), entries.get(INTERNAL))
        boundary = entries.get("boundaryField")
        if isinstance(boundary, dict):
            for patch, condition in boundary.items():
                if isinstance(patch, str) and isinstance(condition, dict):
                    yield from _field_place(name, (patch,), condition.get("value"))
    for path in property_files(root):
        entries = entries_of(path)
        if entries is None:
            continue
        for keys, value in leaf_entries(entries):
            number = number_of(value)
            if number is not None:
                yield _Place(str(path.relative_to(root)), keys, number)


def _field_place(file: str, keys: tuple[str, ...], value: object) -> Iterator[_Place]:
    uniform = of_uniform(value)
    vector = vector_of(uniform)
    if vector is not None:
        yield _Place(file, keys, vector)
        return
    number = number_of(uniform)
    if number is not None:
        yield _Place(file, keys, number)


def _field_name(place: _Place) -> str:
    """The field a field file's place belongs to (``0/alpha.air.orig`` → ``alpha.air``)."""
    name = Path(place.file).name
    return name.removesuffix(".orig")


def _named(place: _Place, words: str, patches: dict[str, str]) -> tuple[bool, bool]:
    """Whether the words name the place's entry (a field, phase, keyword or quantity) and
    whether they name its patch."""
    lowered = words.lower()
    field = place.file.startswith("0") and _field_name(place)
    names: set[str] = {place.keys[-1]} if not field else {field, *field.split(".")[1:]}
    named_words = {word for word, name in FIELD_WORDS.items() if name in names}
    for row in QUANTITIES:
        if names & set(row.fields) or names & set(row.keywords):
            named_words.update(row.words)
    entry = any(re.search(rf"(?<![\w.]){re.escape(name)}(?![\w.])", words) for name in names
                if len(name) > 1 or name.isupper()) or \
        any(re.search(rf"\b{re.escape(word)}\b", lowered) for word in named_words)
    patch = bool(field) and place.keys[0] in patches and \
        re.search(rf"\b{re.escape(place.keys[0])}\b", words, _FLAGS) is not None
    return entry, patch


def _narrowed(places: list[_Place], every: list[_Place], words: str,
              patches: dict[str, str]) -> list[_Place]:
    """The places whose entry, then whose patch, the words name, where they name any. Where
    they name none of them but name another entry or patch of the case, none: the value is
    that other one's, whose current value the request misremembers or the reader misread."""
    marked = [(place, *_named(place, words, patches)) for place in places]
    if not any(entry or patch for _, entry, patch in marked):
        elsewhere = any(any(_named(place, words, patches)) for place in every)
        return [] if elsewhere else places
    if any(entry for _, entry, _ in marked):
        marked = [item for item in marked if item[1]]
    if any(patch for _, _, patch in marked):
        marked = [item for item in marked if item[2]]
    return [place for place, _, _ in marked]


def _sentence(text: str, words: str) -> str:
    """The sentence of ``text`` holding ``words`` (the words alone when not found)."""
    start = text.find(words)
    if start < 0:
        return words
    before = [match.end() for match in _SENTENCE_END.finditer(text, 0, start)]
    after = _SENTENCE_END.search(text, start + len(words))
    return text[before[-1] if before else 0:after.start() if after else len(text)]


def _value(place: _Place, anchor: Anchor) -> float | tuple[float, float, float]:
    """The new value at the place: a vector scaled to the new magnitude, its direction kept."""
    assert anchor.new is not None
    if isinstance(place.value, tuple):
        scale = anchor.new / place.magnitude
        return (_printed(place.value[0] * scale), _printed(place.value[1] * scale),
                _printed(place.value[2] * scale))
    return anchor.new


def _statement(place: _Place, anchor: Anchor, held: int) -> BoundaryValue | PropertyValue:
    note = f"said to replace {anchor.old:g}, which the followed case held here" + (
        f" and at {held - 1} other place(s) of this field, said to hold throughout"
        if held > 1 else "")
    if place.file.startswith("0"):
        return BoundaryValue(field=_field_name(place), boundary=place.keys,
                             value=_value(place, anchor), source=anchor.words,
                             assumption=note)
    return PropertyValue(name="/".join(place.keys), value=anchor.new or 0.0,
                         source=anchor.words)


def _stated_at(spec: CaseSpec, place: _Place) -> bool:
    """Whether a reader already put a value at the place: the reader's value stands."""
    if place.file.startswith("0"):
        return any(item.field == _field_name(place) and item.boundary == place.keys
                   for item in spec.stated.boundary_values)
    return any(item.name in (place.keys[-1], "/".join(place.keys))
               for item in spec.stated.properties)


def _said_before(spec: CaseSpec, anchor: Anchor) -> list[BoundaryValue]:
    """The values other readers bound from the anchor's own words (the new value, read by
    them), else the last one bound before a bare "(it was V)" in its sentence."""
    values = spec.stated.boundary_values
    if anchor.new is not None:
        return [item for item in values if item.source in anchor.words
                and _magnitude(item.value) is not None
                and math.isclose(_magnitude(item.value) or 0.0, anchor.new, rel_tol=_TOLERANCE)]
    end = spec.text.find(anchor.words)
    before = [item for item in values if 0 <= spec.text.find(item.source) < end
              and _sentence(spec.text, item.source) == _sentence(spec.text, anchor.words)]
    latest = max((spec.text.find(item.source) for item in before), default=-1)
    return [item for item in before if spec.text.find(item.source) == latest]


def _magnitude(value: object) -> float | None:
    if isinstance(value, tuple):
        return math.sqrt(sum(float(part) ** 2 for part in value))
    return float(value) if isinstance(value, int | float) else None


def _holding(places: list[_Place], values: tuple[float, ...]) -> list[_Place]:
    """The places holding one of ``values``: the replaced value in the followed case, or the
    new one in the case written from it, so the author and the audit bind the same places.
    A zero vector has no direction to keep: it is no place a magnitude can be set."""
    return [place for place in places
            if any(math.isclose(place.magnitude, value, rel_tol=_TOLERANCE) for value in values)
            and not (isinstance(place.value, tuple) and place.magnitude == 0)]


def _checked(said: list[BoundaryValue], every: list[_Place], old: float,
             patches: dict[str, str]) -> bool:
    """Whether one of the values bound from the words sits where the case holds the replaced
    value (or, once written, that value itself): the request's own check of the place met."""
    for item in said:
        value = _magnitude(item.value)
        places = _holding(every, (old,) if value is None else (old, value))
        where = {INTERNAL} if item.boundary == (INTERNAL,) else \
            set(resolve(item.boundary, patches))
        if any(_field_name(place) == item.field and place.keys[0] in where
               for place in places if place.file.startswith("0")):
            return True
    return False


def with_anchored_values(spec: CaseSpec, root: Path) -> CaseSpec:
    """``spec`` with each not-understood phrase that states a value beside the one it
    replaces bound to the entries of the case under ``root`` holding the replaced value (see
    the module's why); every other phrase is left as it is."""
    anchors = [(phrase, anchor) for phrase in spec.unparsed
               if (anchor := read_anchor(phrase)) is not None]
    if not anchors:
        return spec
    patches = mesh_patches(root)
    every = _places(root)
    bound: list[BoundaryValue | PropertyValue] = []
    understood: set[str] = set()
    for phrase, anchor in anchors:
        said = _said_before(spec, anchor)
        if said or anchor.new is None:
            if _checked(said, every, anchor.old, patches):
                understood.add(phrase)
            continue
        holding = _holding(every, (anchor.old, anchor.new))
        places = [place for place in _narrowed(holding, every, phrase, patches)
                  if not _stated_at(spec, place)]
        throughout = _THROUGHOUT.search(_sentence(spec.text, phrase)) is not None
        if len(places) == 1 or (places and throughout
                                and len({place.file for place in places}) == 1):
            bound.extend(_statement(place, anchor, len(places)) for place in places)
            understood.add(phrase)
    if not understood:
        return spec
    stated = spec.stated
    stated = replace(
        stated, ignored=tuple(phrase for phrase in stated.ignored if phrase not in understood),
        boundary_values=(*stated.boundary_values,
                         *(item for item in bound if isinstance(item, BoundaryValue))),
        properties=(*stated.properties,
                    *(item for item in bound if isinstance(item, PropertyValue))))
    return spec.model_copy(update={
        "stated": stated,
        "unparsed": tuple(phrase for phrase in spec.unparsed if phrase not in understood)})

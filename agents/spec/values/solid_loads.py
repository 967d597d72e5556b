"""Loads, supports and free faces of a solid in words: "the free end carries a downward shear
load of 20 kPa", "pulled with 50 kPa on its right-hand edge", "uniaxial tension of 2 ksi on the
right", "the hole is pressurised to 10 MPa", "traction (0 -20000 0) Pa, pressure 0", "clamped
at one end", "the top edge and the hole are traction-free".

Why a reader of its own: in a stress-analysis request a stress on a face is a load on the
displacement's condition, not a pressure field's value (a solid has no ``p``), and its
direction is said in words relative to the face ("pulled", "compression") or the case
("downward"); the face is said by its role ("the free end") as often as by its name. Only a
request about a solid is read here (it names a stress solver or tutorial, a traction, a
cantilever, or a Young's modulus); the number of a property ("E = 200 GPa") is never a load.

Each stress (a number with a unit of stress, a vector after "traction", "pressure 0") is read
with the words of its clause, and of the clauses before it in its sentence when its own names
no face or no direction ("the plate is pulled at its far end" / "with 25 MPa"). Statements of
one sentence on the same face become one load. A load whose direction or face the words do not
give is refused, with why, so the audit reports it unmet rather than guessing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.phrases import NUMBER, VECTOR, Span, clauses, sentences, to_number
from foam_agent.agents.spec.solid_loads import Sense, SolidLoad, SolidSwitch
from foam_agent.agents.spec.stated import NotApplied
from foam_agent.agents.spec.units import dimensioned_unit
from foam_agent.foamcase.case.numbers import Vector
from foam_agent.foamcase.case.vocabulary import Vocabulary
from foam_agent.foamcase.catalog.headings import KEPT_DIRECTION
from foam_agent.foamcase.catalog.loads import LOAD_CONDITION, LOAD_FIELD, SOLID_SOLVERS
from foam_agent.foamcase.lazy_pattern import lazy_regex

READER = "solid loads"
_STRESS = (1.0, -1.0, -2.0, 0.0, 0.0, 0.0, 0.0)
_FORCE = (1.0, 1.0, -2.0, 0.0, 0.0, 0.0, 0.0)
#: Words that make a request one about a solid's stresses.
_SOLID = lazy_regex(
    "|".join([*(re.escape(name) for name in sorted(SOLID_SOLVERS)), re.escape(LOAD_CONDITION),
              r"\bplateHole\b", r"\bbeamEndLoad\b", r"\btractions?\b", r"\bcantilever",
              r"\byoung'?s?\s+modul", r"\bmodulus\s+of\s+elasticity\b", r"\belastic\s+modulus\b",
              r"\bE-Modul", r"\bstress\s+analysis\b", r"\bplane\s+(?:stress|strain)\b"]),
    re.IGNORECASE)
#: A property's words just before a number: its number is no load.
_PROPERTY_BEFORE = lazy_regex(
    r"(?:\bE\b|modul\w*|young'?s?|yield|strength|\bsigma_?y\b|density|\brho\b)"
    r"[^,;:()]{0,24}\Z", re.IGNORECASE)
_PRESSURE = lazy_regex(r"\bpressur(?:e[ds]?|i[sz]e[ds]?|i[sz]ing)\b|\binnendruck\b",
                       re.IGNORECASE)
_PULL = lazy_regex(r"\bpull(?:s|ed|ing)?\b|\bpull\b|\btension\b|\btensile\b|\bstretch\w*|"
                   r"\btir[ée]e?s?\b|\bzug\w*", re.IGNORECASE)
_PUSH = lazy_regex(r"\bcompress\w*|\bpush(?:es|ed|ing)?\b(?!\s+(?:up|down))|\bcrush\w*",
                   re.IGNORECASE)
_DOWN = lazy_regex(r"\bdownwards?\b|\b(?:push|pushing|pushes|acting|acts|pointing|points|"
                   r"pulling|pulls|pressing|presses)\s+down\b|\bdown\s*\(\s*-\s*y\s*\)",
                   re.IGNORECASE)
_UP = lazy_regex(r"\bupwards?\b|\b(?:push|pushing|pushes|acting|acts|pointing|points|"
                 r"lifting|lifts)\s+up\b", re.IGNORECASE)
#: A signed axis: "in -y", "(+x)", "+x direction", "negative y", "along x" (unsigned: +).
_AXIS = lazy_regex(
    r"(?:\b(?:in|along|towards?|pointing|toward)\s+(?:the\s+)?|\()\s*(?P<s>[+-])?\s*"
    r"(?P<a>[xyz])\b(?:[- ]?(?:direction|axis|richtung))?|"
    r"\b(?P<w>negative|positive|minus|plus)\s+(?P<b>[xyz])\b|"
    r"\b(?P<c>[xyz])-(?:direction|richtung)\b",
    re.IGNORECASE)
#: A clause that is a signed axis and nothing else, as terse requests give a load's direction
#: after its size ("traction 2 psi, -y").
_BARE_AXIS = lazy_regex(r"\s*(?P<s>[+-])\s*(?P<a>[xyz])\s*[.;]?\s*", re.IGNORECASE)
#: Words keeping the case's own direction of the load (``foamcase.catalog.headings``).
_KEPT = lazy_regex(KEPT_DIRECTION, re.IGNORECASE)
_SHEAR = lazy_regex(r"\bshear\w*", re.IGNORECASE)
_TRACTION = lazy_regex(r"\btractions?\b", re.IGNORECASE)
_LOAD = lazy_regex(r"\bload(?:s|ed|ing)?\b|\bforce\b|\bstress\b", re.IGNORECASE)
#: Words that make a stress a load (a bare "2 ksi" is none).
_LOAD_WORDS = (_PRESSURE, _PULL, _PUSH, _DOWN, _UP, _AXIS, _SHEAR, _TRACTION, _LOAD)
#: A face free of load.
_FREE = lazy_regex(
    r"\btraction[- ]?free\b|\bunloaded\b|\bload[- ]free\b|\bstress[- ]free\b|"
    r"\b(?:carr(?:y|ies)|with|under|bears?)\s+no\s+(?:load|traction|stress)s?\b|"
    r"\bfree\s+of\s+(?:loads?|tractions?|stress)\b|"
    r"\b(?:is|are|left|remains?|stays?|kept)\s+(?:\w+\s+)?free\b|\blibres?\b|\bfrei\b|"
    r"\b(?:faces?|edges?|surfaces?|sides?)\s+free\b(?!\s+end)",
    re.IGNORECASE)
#: A support: the face held still.
_SUPPORT = lazy_regex(r"\bclamped\b|\bbuilt[- ]in\b|\bencastr\w*|\bcantilevered\s+from\b|"
                      r"\b(?:rigidly\s+)?fixed\b(?!\s*(?:value|gradient))|\bheld\s+(?:fixed|still)\b",
                      re.IGNORECASE)
_END_ROLE = lazy_regex(
    r"\b(?P<role>free|loaded|far|unsupported|other|opposite|outer|clamped|fixed|held|"
    r"built[- ]in|supported)\s+end(?:\s+face)?\b|\btip\b|\bend\s+face\b|\b(?:one|the|its|an)\s+"
    r"end\b|\bends?\b", re.IGNORECASE)
_SIDE = lazy_regex(r"\b(?P<w>right|left|top|bottom|upper|lower|front|back|rear|"
                   r"rechte[nmrs]?|linke[nmrs]?|obere[nmrs]?|untere[nmrs]?|droite?|gauche|"
                   r"sup[ée]rieure?|inf[ée]rieure?)(?:-hand)?"
                   r"(?:\s+(?:edge|side|face|surface|end|boundary|faces|edges|sides|rand|seite))?"
                   r"\b", re.IGNORECASE)
#: Side words of other languages, as the English ones the case's sides are named by.
_SIDE_WORDS = {"rechte": "right", "droit": "right", "droite": "right", "linke": "left",
               "gauche": "left", "obere": "top", "superieur": "top", "untere": "bottom",
               "inferieur": "bottom"}
_HOLE = lazy_regex(r"\bhole\b|\bloch\b|\btrou\b", re.IGNORECASE)
_QUOTED = lazy_regex(r"['\"‘’“”]([A-Za-z][\w.-]*)['\"‘’“”]")
_CODE_NAME = lazy_regex(r"(?<![\w.'])([a-z]+[A-Z][A-Za-z0-9]*)\b")
_PRESSURE_VALUE = lazy_regex(rf"\bpressure\s*(?:=|:|of|is)?\s*(?P<n>{NUMBER})(?![\w]|\.\d)|"
                             r"\b(?:zero|no|0)\s+pressure\b", re.IGNORECASE)
#: A unit of stress written inside a vector, after a component.
_INNER_UNIT = r"[kMG]?Pa|psi|ksi|bar"
#: A traction written with a unit inside, after any component: "traction (18 kPa 0 0)",
#: "traction (0 -8 kPa 0)", "(0, -3 psi, 0 psi)".
_UNIT_VECTOR = lazy_regex(rf"\btraction\s*(?:=|:|of|is)?\s*(?:uniform\s+)?\(\s*"
                          rf"(?P<a>{NUMBER})(?:\s*(?P<ua>{_INNER_UNIT})\b)?\s*[,\s]\s*"
                          rf"(?P<b>{NUMBER})(?:\s*(?P<ub>{_INNER_UNIT})\b)?\s*[,\s]\s*"
                          rf"(?P<c>{NUMBER})(?:\s*(?P<uc>{_INNER_UNIT})\b)?\s*\)", re.IGNORECASE)
_TRACTION_VECTOR = lazy_regex(rf"\btraction\s*(?:=|:|of|is)?\s*(?:uniform\s+)?(?P<v>{VECTOR})",
                              re.IGNORECASE)
#: A support written as the displacement's condition: "D fixedValue (0 0 0)".
_HELD_VECTOR = lazy_regex(rf"\b{LOAD_FIELD}\s*:?\s*fixedValue\s*(?:=\s*)?(?:uniform\s+)?"
                          rf"(?P<v>{VECTOR}|0(?![\w]|\.\d))")
_TYPE_NAME = lazy_regex(rf"\b{LOAD_CONDITION}\b")
_QUANTITY = lazy_regex(rf"(?<![\w.])(?P<n>{NUMBER})(?![\w]|\.\d)")
#: Joining words of a list of faces.
_LIST = lazy_regex(r"^(?:\s*(?:,|and|&|the|both|its|'|\")\s*)*$", re.IGNORECASE)


@dataclass
class SolidLoadReading:
    """The loads read, the spans they came from, and statements refused with why."""

    loads: list[SolidLoad] = field(default_factory=list)
    switches: list[SolidSwitch] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    refusals: list[NotApplied] = field(default_factory=list)


def is_solid_request(text: str) -> bool:
    """Whether the request is about a solid's stresses (see the module's words)."""
    return _SOLID.search(text) is not None


@dataclass(frozen=True)
class _Stress:
    """One stress as written: a number (or vector) in Pa, where it is, and what it is."""

    start: int
    end: int
    value: float | Vector
    is_pressure: bool = False
    is_force: bool = False


def _flat(text: str) -> str:
    """Single line breaks as spaces, offsets kept; an indented or listed line stays apart."""
    return re.sub(r"(?<!\n)\n(?![\n \t•*-]|\d+[.)]\s)", " ", text)


def read_solid_loads(text: str, claims: Claims, vocabulary: Vocabulary) -> SolidLoadReading:
    """Every load, support and free face of a solid the request states, in words no reader
    claimed; nothing when the request is not about a solid.

    Args:
        text: The normalised prompt.
        claims: The words other readers took.
        vocabulary: The installation's identifiers (its patch names).
    """
    found = SolidLoadReading()
    if not is_solid_request(text):
        return found
    flat = _flat(text)
    found.switches = read_switches(flat)
    previous: Span | None = None
    for sentence in sentences(flat):
        pieces = clauses(sentence)
        prior = (flat[previous.start:previous.end] if previous is not None
                 and "\n" not in flat[previous.start:sentence.start] else "")
        previous = sentence
        loads: list[SolidLoad] = []
        for stress in _stresses(flat, sentence, claims):
            index = next((number for number, piece in enumerate(pieces)
                          if piece.start <= stress.start < piece.end), len(pieces) - 1)
            load = _load(flat, pieces, index, stress, vocabulary, prior)
            if load is None:
                continue
            if isinstance(load, str):
                found.refusals.append(NotApplied(_words(flat, pieces[index]), load))
            else:
                loads.append(load)
            found.spans.append((stress.start, stress.end))
        for index, piece in enumerate(pieces):
            loads += _stated_faces(flat, pieces, index, piece, vocabulary)
        for match in _HELD_VECTOR.finditer(flat, sentence.start, sentence.end):
            piece = next(item for item in pieces if item.start <= match.start() < item.end)
            faces = _faces(flat[piece.start:match.start()], vocabulary, load=False)
            zero = all(float(part) == 0 for part in re.findall(NUMBER, match.group("v")))
            if faces and zero and claims.is_free(match.start(), match.end()):
                loads.append(SolidLoad(faces, " ".join(match.group(0).split()), kind="support"))
                found.spans.append((match.start(), match.end()))
        if loads:
            # The type named with them is theirs ("tractionEnd: tractionDisplacement, traction
            # (0 -5000 0) Pa, pressure 0"): the condition reader would bind it to the words
            # around it again.
            found.spans += [(match.start(), match.end()) for match in
                            _TYPE_NAME.finditer(flat, sentence.start, sentence.end)
                            if claims.is_free(match.start(), match.end())]
        found.loads += _merged(loads)
    return found


#: A switch set by its keyword: "planeStress yes", "thermalStress: off", "switch thermalStress
#: on".
_KEYWORD_SWITCH = lazy_regex(r"\b(?P<k>planeStress|thermalStress)\b\s*(?:=|:|is|to)?\s*"
                             r"(?P<v>yes|no|on|off|true|false|enabled|disabled)\b",
                             re.IGNORECASE)
#: Plane strain and plane stress in words (English, German, French); "not"/"instead of"
#: before one denies it.
_PLANE_STRAIN = lazy_regex(r"\bplane[- ]strain\b|\bebene[nmr]?\s+dehnungszustand\b|"
                           r"\bd[ée]formations?\s+planes?\b", re.IGNORECASE)
_PLANE_STRESS = lazy_regex(r"\bplane[- ]stress\b|\bebene[nmr]?\s+spannungszustand\b|"
                           r"\bcontraintes?\s+planes?\b", re.IGNORECASE)
_DENIED = lazy_regex(r"(?:\bnot|\binstead\s+of|\brather\s+than|\bstatt|\bau\s+lieu\s+de|"
                     r"\bno)\s+(?:a\s+|an\s+|ebene[nmr]?\s+)?\Z", re.IGNORECASE)
#: Thermal stress switched in words: "no thermal stress", "thermal stresses on", "without
#: thermal stress"; a thermo-elastic solid has it on.
_THERMAL = lazy_regex(
    r"\b(?P<neg>no|without|ignore|ignoring|neglect|neglecting)\s+thermal\s+stress(?:es)?\b|"
    r"\bthermal\s+stress(?:es)?\s*(?:=|:|is|are)?\s*(?P<v>on|off|yes|no|enabled|disabled|"
    r"included|ignored|neglected)\b|\bthermo-?elastic\b", re.IGNORECASE)
_TRUE = frozenset({"yes", "on", "true", "enabled", "included"})


def read_switches(text: str) -> list[SolidSwitch]:
    """The plane-stress and thermal-stress switches the words set, the last saying of each
    winning."""
    said: dict[str, SolidSwitch] = {}
    for match in _KEYWORD_SWITCH.finditer(text):
        if match.group("k"):
            said[match.group("k")] = SolidSwitch(match.group("k"),
                                                 match.group("v").lower() in _TRUE,
                                                 " ".join(match.group(0).split()))
    switch = re.search(r"\bswitch(?:ed|ing)?\s+(?P<k>planeStress|thermalStress)\s+(?P<v>on|off)\b",
                       text, re.IGNORECASE)
    if switch is not None:
        said[switch.group("k")] = SolidSwitch(switch.group("k"), switch.group("v").lower() == "on",
                                              " ".join(switch.group(0).split()))
    if "planeStress" not in said:
        for pattern, value in ((_PLANE_STRAIN, False), (_PLANE_STRESS, True)):
            plane = next((match for match in pattern.finditer(text)
                          if not _DENIED.search(text, 0, match.start())), None)
            if plane is not None:
                said["planeStress"] = SolidSwitch("planeStress", value, plane.group(0))
                break
    if "thermalStress" not in said:
        thermal = _THERMAL.search(text)
        if thermal is not None:
            value = not thermal.group("neg") and (thermal.group("v") is None or
                                                   thermal.group("v").lower() in _TRUE)
            said["thermalStress"] = SolidSwitch("thermalStress", value, thermal.group(0))
    return list(said.values())


def _words(text: str, piece: Span) -> str:
    return " ".join(text[piece.start:piece.end].split())


def _stresses(text: str, sentence: Span, claims: Claims) -> list[_Stress]:
    """The stresses of a sentence: numbers with a unit of stress (not a property's), vectors
    after "traction", and pressures stated bare ("pressure 0")."""
    found: list[_Stress] = []
    taken: list[tuple[int, int]] = []
    for match in _TRACTION_VECTOR.finditer(text, sentence.start, sentence.end):
        vector = match.group("v")
        parts = [float(item) for item in re.findall(NUMBER, vector)]
        unit = dimensioned_unit(text[match.end():match.end() + 24])
        scale, length = 1.0, 0
        if unit is not None and unit.dimensions == _STRESS:
            scale, length = unit.to_si(1.0), unit.length
        start, end = match.start("v"), match.end() + length
        if claims.is_free(start, end):
            found.append(_Stress(start, end, tuple(_si(part * scale) for part in parts)))  # type: ignore[arg-type]
            taken.append((start, end))
    for match in _UNIT_VECTOR.finditer(text, sentence.start, sentence.end):
        start, end = match.start("a"), match.end()
        if not claims.is_free(start, end) or _inside(start, taken):
            continue
        taken.append((start, end))
        vector = _unit_vector(match)
        if vector is not None:
            found.append(_Stress(start, end, vector))
    for match in _PRESSURE_VALUE.finditer(text, sentence.start, sentence.end):
        if match.group("n") is None:
            start, end, value = match.start(), match.end(), 0.0
        else:
            unit = dimensioned_unit(text[match.end():match.end() + 24])
            if unit is not None and unit.dimensions != _STRESS:
                continue
            value = float(to_number(match.group("n")))
            start, end = match.start("n"), match.end() + (unit.length if unit else 0)
            value = unit.to_si(value) if unit is not None else value
        if claims.is_free(start, end) and not _inside(start, taken):
            found.append(_Stress(start, end, _si(value), is_pressure=True))
            taken.append((start, end))
    for match in _QUANTITY.finditer(text, sentence.start, sentence.end):
        if _inside(match.start(), taken):
            continue
        unit = dimensioned_unit(text[match.end():match.end() + 24])
        if unit is None or unit.dimensions not in (_STRESS, _FORCE):
            continue
        end = match.end() + unit.length
        if _PROPERTY_BEFORE.search(text, sentence.start, match.start()) or not claims.is_free(
                match.start(), end):
            continue
        found.append(_Stress(match.start(), end,
                             _si(unit.to_si(float(to_number(match.group("n"))))),
                             is_force=unit.dimensions == _FORCE))
    return sorted(found, key=lambda item: item.start)


def _unit_vector(match: re.Match[str]) -> Vector | None:
    """A traction vector written with units inside, in Pa: each component in its own unit,
    else in the one unit written ("(0 -8 kPa 0)"); None when a component without a unit is
    not zero and the units written differ ("(1 kPa -3 psi 0)": which unit is the 1's?), so
    the words stay unread rather than one number is read as a load of its own."""
    units = {letter: match.group(f"u{letter}") for letter in "abc"}
    written = {unit.lower() for unit in units.values() if unit}
    parts: list[float] = []
    for letter in "abc":
        value = float(to_number(match.group(letter)))
        name = units[letter] or (next(iter(written)) if len(written) == 1 else None)
        if name is None and value != 0:
            return None
        unit = dimensioned_unit(" " + name) if name is not None else None
        parts.append(_si(unit.to_si(value)) if unit is not None else 0.0)
    return (parts[0], parts[1], parts[2])


def _inside(position: int, spans: list[tuple[int, int]]) -> bool:
    return any(start <= position < end for start, end in spans)


def _si(value: float) -> float:
    return float(f"{value:.12g}")


def _load(text: str, pieces: list[Span], index: int, stress: _Stress,
          vocabulary: Vocabulary, prior: str) -> SolidLoad | str | None:
    """The load one stress states, with the face and direction of its words, or why not;
    None when no word of its clauses makes it a load (a stress named in passing, "2 ksi" on a
    note). A face the sentence does not name is the last one of ``prior``, the sentence before
    it on its line ("tractionEnd (x = 20 m) . tractionDisplacement, traction (0 -5000 0)")."""
    own = text[pieces[index].start:pieces[index].end]
    faces = _faces(own, vocabulary, load=True, near=stress.start - pieces[index].start)
    reach = index
    while not faces and reach > 0:
        reach -= 1
        earlier = text[pieces[reach].start:pieces[reach].end]
        faces = _faces(earlier, vocabulary, load=True, near=len(earlier))
    sense, direction = _direction(own)
    pressure_words = _PRESSURE.search(own) is not None or stress.is_pressure
    window = own
    back = index
    # The direction of the clauses before, up to one stating a number of its own ("the plate
    # is pulled at its far end" / "with 25 MPa"): another statement's direction is not this.
    while sense is None and direction is None and not pressure_words and back > 0 \
            and not _QUANTITY.search(text, pieces[back - 1].start, pieces[back - 1].end):
        back -= 1
        earlier = text[pieces[back].start:pieces[back].end]
        window = earlier + " " + window
        sense, direction = _direction(earlier)
        pressure_words = _PRESSURE.search(earlier) is not None
    reach = min(reach, back)
    last = index
    if sense is None and direction is None:
        sense, direction, last = _direction_after(text, pieces, index, vocabulary)
    if not isinstance(stress.value, tuple) and not stress.is_pressure and not any(
            pattern.search(window) for pattern in _LOAD_WORDS):
        return None
    faces = faces or _faces(prior, vocabulary, load=True, near=len(prior))
    source = " ".join(text[pieces[reach].start:max(pieces[last].end, stress.end)].split())
    if not faces:
        return "the words do not say which face of the solid carries this load"
    if isinstance(stress.value, tuple):
        return SolidLoad(faces, source, traction=stress.value)
    force = stress.is_force
    if stress.is_pressure or (pressure_words and sense not in ("out",) and not force
                              and _TRACTION.search(own) is None):
        return SolidLoad(faces, source, pressure=stress.value)
    if sense is None and direction is None:
        if force or _SHEAR.search(window) or _LOAD.search(window) and not _TRACTION.search(
                window):
            return "the words give the load's size but not its direction"
        sense = "out"  # "a traction of 1500 psi on the right edge": a normal pull
    return SolidLoad(faces, source, magnitude=stress.value, direction=direction, sense=sense,
                     per_area=force)


def _direction_after(text: str, pieces: list[Span], index: int, vocabulary: Vocabulary
                     ) -> tuple[Sense | None, Vector | None, int]:
    """The direction a clause after the load's gives it ("1.5 psi traction, pointing down
    (-y)", "…, in the same direction as the tutorial's load"), with the index of that clause;
    the clauses read stop at one stating a number or naming a face of its own, whose
    direction is another statement's."""
    for offset, piece in enumerate(pieces[index + 1:], start=index + 1):
        words = text[piece.start:piece.end]
        if _QUANTITY.search(text, piece.start, piece.end) or _faces(words, vocabulary,
                                                                    load=True):
            break
        sense, direction = _direction(words)
        if sense is not None or direction is not None:
            return sense, direction, offset
    return None, None, index


def _direction(words: str) -> tuple[Sense | None, Vector | None]:
    """The direction the words give a load: the case's own kept, a signed axis, up or down,
    else pulled (out) or pushed (in)."""
    if _KEPT.search(words):
        return "kept", None
    if (bare := _BARE_AXIS.fullmatch(words)) is not None:
        return None, _along(bare.group("a"), -1.0 if bare.group("s") == "-" else 1.0)
    axis = _AXIS.search(words)
    if axis is not None and (axis.group("s") or axis.group("w")):
        sign = -1.0 if (axis.group("s") == "-" or (axis.group("w") or "").lower()
                        in ("negative", "minus")) else 1.0
        return None, _along(axis.group("a") or axis.group("b"), sign)
    if _DOWN.search(words):
        return "down", None
    if _UP.search(words):
        return "up", None
    if _PULL.search(words):
        return "out", None
    if _PUSH.search(words):
        return "in", None
    if axis is not None:
        letter = (axis.group("a") or axis.group("c") or "").lower()
        if letter:
            return None, tuple(1.0 if "xyz"[index] == letter else 0.0  # type: ignore[return-value]
                               for index in range(3))
    return None, None


def _along(letter: str, sign: float) -> Vector:
    """The unit vector along axis ``letter`` (x, y or z) with ``sign``."""
    return tuple(sign if "xyz"[index] == letter.lower() else 0.0  # type: ignore[return-value]
                 for index in range(3))


def _faces(words: str, vocabulary: Vocabulary, *, load: bool, near: int = 10**9
           ) -> tuple[str, ...]:
    """The face the words name nearest ``near`` (an offset in them), as mentions best first:
    a patch's name, an end by its role (a bare end of a load is the loaded one, of a support
    the held one), a side, a hole."""
    plain = _DOWN.sub(lambda match: " " * len(match.group(0)),
                      _UP.sub(lambda match: " " * len(match.group(0)), words))
    named = [match.group(1) for match in _QUOTED.finditer(plain)
             if match.group(1) in vocabulary.patches]
    named += [match.group(1) for match in _CODE_NAME.finditer(plain)
              if match.group(1) in vocabulary.patches]
    if named:
        return (named[0],)
    found: list[tuple[int, tuple[str, ...]]] = []
    for match in _END_ROLE.finditer(plain):
        role = "free" if match.group(0).lower() == "tip" else (match.group("role") or "").lower()
        if not role or (not load and role in ("other", "opposite")):
            # A bare end ("over the end face", "clamped at one end") is the one the statement
            # is about: the loaded end of a load, the held end of a support ("other end
            # fixed").
            role = "loaded" if load else "clamped"
        found.append((match.start(), (f"{role} end",)))
    found += [(match.start(), _side(match)) for match in _SIDE.finditer(plain)]
    found += [(match.start(), ("hole",)) for match in _HOLE.finditer(plain)]
    if not found:
        return ()
    # The face nearest the stress ("a hole in a plate pulled from its right-hand edge at
    # 25 MPa": the right-hand edge), the last before it when there is one.
    return min(found, key=lambda item: abs(near - item[0]) + (0 if item[0] <= near else 0.5)
               )[1]


def _side(match: re.Match[str]) -> tuple[str, ...]:
    """A side's words as mentions, English first ("right edge", "right")."""
    word = match.group("w").lower()
    plain = word.replace("é", "e")
    english = next((value for key, value in _SIDE_WORDS.items()
                    if plain == key or (plain.startswith(key) and len(plain) - len(key) <= 2
                                        and key not in ("droit",))), None)
    if english is None and plain.startswith(("superieur", "inferieur")):
        english = _SIDE_WORDS[plain[:9]]
    if english is not None:
        return (english,)
    return (" ".join(match.group(0).lower().split()), word)


def _stated_faces(text: str, pieces: list[Span], index: int, piece: Span,
                  vocabulary: Vocabulary) -> list[SolidLoad]:
    """The faces a clause says are free of load, or held still."""
    words = text[piece.start:piece.end]
    loads: list[SolidLoad] = []
    source = " ".join(words.split())
    free = _FREE.search(words)
    if free is not None and not _QUANTITY.search(words[free.end():]):
        for faces in _listed_faces(words[:free.start()], vocabulary, pieces, index, text):
            loads.append(SolidLoad(faces, source, kind="free"))
    support = _SUPPORT.search(words)
    if support is not None and _is_support(words, support):
        faces = _faces(words, vocabulary, load=False)
        if faces:
            loads.append(SolidLoad(faces, source, kind="support"))
    return loads


def _is_support(words: str, support: re.Match[str]) -> bool:
    """Whether "fixed"/"clamped" holds a face here, not qualifies something else ("the mesh
    is fixed", "a fixed time step")."""
    after = words[support.end():support.end() + 14].lower()
    return not re.match(r"\s+(?:time|step|mesh|value|number|point|grid)", after)


def _listed_faces(words: str, vocabulary: Vocabulary, pieces: list[Span], index: int,
                  text: str) -> list[tuple[str, ...]]:
    """Every face a list before a free-word names ("'up' and 'hole'", "the top and bottom
    faces"), with the clauses before it that only go on listing faces ("the top edge" / "the
    hole are free")."""
    found = _all_faces(words, vocabulary)
    nouns = re.search(r"\b(edges?|faces?|surfaces?|sides?)\b", words, re.IGNORECASE)
    noun = nouns.group(1).lower().rstrip("s") if nouns else "face"
    reach = index
    while reach > 0:
        # After a heading's colon ("E = 70 GPa: the outer left"), the words are the list's.
        earlier = text[pieces[reach - 1].start:pieces[reach - 1].end].rsplit(":", 1)[-1]
        more = _all_faces(earlier, vocabulary, noun)
        if not more or not _only_faces(earlier, vocabulary):
            break
        found = more + found
        reach -= 1
    return found


def _only_faces(words: str, vocabulary: Vocabulary) -> bool:
    """Whether the words are a list of faces and nothing else."""
    rest = words
    for pattern in (_QUOTED, _CODE_NAME, _SIDE, _HOLE, _END_ROLE):
        rest = pattern.sub(" ", rest)
    rest = re.sub(r"\b(?:the|and|both|its|their|outer|inner|outside|far|edges?|faces?|"
                  r"surfaces?|sides?|ends?|plate's)\b|[,'\"]", " ", rest, flags=re.IGNORECASE)
    return not re.search(r"\w", rest)


def _all_faces(words: str, vocabulary: Vocabulary, noun: str = "face"
               ) -> list[tuple[str, ...]]:
    """The faces the words list, in order; a side without a noun of its own takes ``noun``
    (the list's: "the outer left" / "and bottom edges")."""
    found: list[tuple[int, tuple[str, ...]]] = []
    for match in _QUOTED.finditer(words):
        if match.group(1) in vocabulary.patches:
            found.append((match.start(), (match.group(1),)))
    for match in _CODE_NAME.finditer(words):
        if match.group(1) in vocabulary.patches:
            found.append((match.start(), (match.group(1),)))
    if not found:
        nouns = re.search(r"\b(edges?|faces?|surfaces?|sides?)\b", words, re.IGNORECASE)
        noun = nouns.group(1).lower().rstrip("s") if nouns else noun
        for match in _SIDE.finditer(words):
            side = _side(match)
            found.append((match.start(), (f"{side[-1]} {noun}", side[-1]) if len(side) > 1
                          or match.group(0).lower() == match.group("w").lower() else side))
        found += [(match.start(), ("hole",)) for match in _HOLE.finditer(words)]
        found += [(match.start(), (f"{match.group('role').lower()} end",))
                  for match in _END_ROLE.finditer(words) if match.group("role")]
    return [faces for _, faces in sorted(found)]


def _merged(loads: list[SolidLoad]) -> list[SolidLoad]:
    """One load per face of a sentence: a stated vector over a size with a direction, a stated
    pressure kept beside either; a free face or a support stands apart from a load."""
    merged: list[SolidLoad] = []
    for load in loads:
        same = next((index for index, item in enumerate(merged)
                     if item.boundary == load.boundary and item.kind == load.kind
                     and item.per_area == load.per_area), None)
        if same is None or load.kind != "load":
            if same is None:
                merged.append(load)
            continue
        held = merged[same]
        source = held.source if load.source in held.source else f"{held.source}; {load.source}"
        if load.traction is not None:
            held = replace(held, traction=load.traction, magnitude=None, direction=None,
                           sense=None)
        elif load.magnitude is not None and held.traction is None:
            held = replace(held, magnitude=load.magnitude, direction=load.direction,
                           sense=load.sense)
        if load.pressure is not None:
            held = replace(held, pressure=load.pressure)
        merged[same] = replace(held, source=source)
    return merged

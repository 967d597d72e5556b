"""Dimensionless numbers a prompt states (Re, Ma, Fr, Gr, Ra, Pe, Sc), with their reference
scales.

Why: "cavity at Re = 400" is a requirement on ν, and "Mach 3" one on the inlet speed; neither
names a dictionary entry. The number is read here with the reference length and speed the
prompt gives for it ("based on the lid speed of 1 m/s and the 0.1 m side"), and ``derive``
turns it into the entry's value once the followed case supplies whatever the prompt left out.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal, cast

from pydantic import BaseModel, ConfigDict

from foam_agent.agents.spec.definitions import written_direction, written_scales
from foam_agent.agents.spec.units import UnitReading, read_unit
from foam_agent.foamcase.catalog.dimensionless import GROUPS, group, scale_of
from foam_agent.foamcase.catalog.quantities import QUANTITIES
from foam_agent.foamcase.lazy_pattern import lazy_regex

DimensionlessName = Literal["Re", "Re_tau", "Ma", "Fr", "Gr", "Ra", "Pe", "Sc", "Ha", "We",
                            "gamma", "R"]

#: A number, with thousands separated by commas too ("about 50,000)", which the prompt's
#: normalisation leaves when no space follows).
_NUMBER = r"[-+]?(?:\d{1,3}(?:,\d{3})+(?![\d.])|\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?"
#: What stands between a number's name and its value ("Re = 400", "Reynolds number of 100").
_IS = (r"\s*(?:\(\s*\w+\s*\)\s*)?(?:=|:|~|≈|of|is|equal\s+to|equals|at|about|around|"
       r"approximately|roughly|nearly|close\s+to|(?:must|should|to|will|shall)\s+be|"
       # "set the inlet Mach number to 4", "raise the Reynolds number to 500"
       r"to(?=\s*[-+.\d])|\s)\s*"
       r"(?:of\s+|about\s+|around\s+|approximately\s+|roughly\s+|nearly\s+|be\s+|~\s*)?")
#: The end of a symbol that is the number's only before "=" ("We = 40"; "We have" is English).
_BEFORE_EQUALS = r"(?=\s*=)"
_WORD_END = r"\b"
#: Each number's names: its symbol (case-sensitive, with optional subscript ``Re_D``) and words.
#: A friction Reynolds number comes first: its span is not read again as a plain Re (u_τ, not
#: the bulk speed, is its velocity scale).
_NAMES: tuple[tuple[DimensionlessName, str], ...] = (
    ("Re_tau", r"(?:\bfriction\s+Reynolds(?:\s+number)?|\bRe_?\{?\\?(?:tau|τ)\}?(?![A-Za-z]))"),
    ("Re", r"(?:\bReynolds(?:\s+number)?|\bRe(?:_[A-Za-z]{1,8}|[A-Z]{1,2})?\b)"),
    # The symbol with a subscript naming the inflow ("M_in", "Ma_inf"): a Mach number is
    # the inflow's.
    ("Ma", r"(?:\b[Mm]ach(?:\s+number)?|\bMa(?:_\{?(?:in|inlet|inf|∞)\}?)?\b|"
           r"\bM(?:_?\{?(?:in|inlet|inf|∞)\}?|∞)?(?=\s*=))"),
    # Every other number the catalog names in words: its names, or its symbol.
    *((cast(DimensionlessName, row.number),
       rf"(?:\b(?:{'|'.join(row.names)})(?:\s+number)?|\b{row.number}"
       rf"{_BEFORE_EQUALS if row.symbol_before_equals else _WORD_END})")
      for row in GROUPS if row.names),
    # Gas properties a prompt states for consistency ("a gas constant R of 0.7143 and a specific
    # heat ratio of 1.4"): checked against the case's molWeight and Cp, not set by themselves.
    ("gamma", r"(?:\b(?:specific\s+)?heat\s+(?:capacity\s+)?ratio|\bratio\s+of\s+specific\s+"
              r"heats|\badiabatic\s+index|\bgamma\b)"),
    ("R", r"(?:\b(?:specific\s+)?gas\s+constant(?:\s+R)?|\bR\s*(?==))"),
)
#: Words naming the length a number is based on.
_BASIS_WORDS = (r"hydraulic\s+diameter|step\s+height|half[\s-]*(?:height|width|gap)|diameter|chord|"
                r"height|"
                r"width|gap|side|"
                r"length|D_?h|D|H|h|c|L|W|d")
#: "Re based on D of 100", "Reynolds number based on the height = 500": the basis first.
_BASED_FIRST = lazy_regex(
    rf"(?:\bReynolds(?:\s+number)?|\bRe)\s+(?:based\s+on|on|with\s+respect\s+to)\s+"
    rf"(?:the\s+)?(?:[a-z]+(?:'s)?\s+){{0,2}}?(?P<b>{_BASIS_WORDS})\s*(?:\(\s*\w+\s*\)\s*)?"
    rf"(?:=|:|~|≈|\bof\b|\bis\b|\bequal\s+to\b|\b(?:around|about|approximately|roughly|"
    rf"nearly)\b)\s*(?:(?:about|around|approximately|roughly|~)\s*)?(?P<v>{_NUMBER})")
#: "Re = U H / nu = 100": a definition, then the value; its length symbol is the basis.
#: What says a defined number's value: "= 400", "equals 400", "equal to 400".
_EQUALS = r"(?:=|\bequals?\b|\bequal\s+to\b|\bis\b|\bof\b)"
_DEFINED = lazy_regex(
    rf"\bRe(?:_\{{?[A-Za-z]{{1,8}}\}}?)?\s*=\s*"
    rf"(?P<f>[A-Za-z_ ]{{1,8}}(?:\s*[*·]?\s*(?P<b>D_?h|D|H|h|L|c|W|d)\b)"
    rf"[^=,;]{{0,20}}?/\s*(?:nu|ν|\(\s*mu\s*/\s*rho\s*\)))\s*{_EQUALS}\s*(?P<v>{_NUMBER})")
#: "Ra = g beta dT H^3 / (nu alpha) equals 1e4": a number's definition, then its value.
#: "Re_b = 2 h U_b / nu = 12,000": a numeric factor may lead (``foam_agent.agents.spec.
#: definitions`` reads the definition ``f`` into the number's scales).
_DEFINITION = (r"\s*(?:\(\s*\w+\s*\)\s*)?(?:[A-Z][a-z]?\s*)?=\s*(?P<f>[A-Za-z(\d√][^=,;.]{0,40}?/"
               rf"[^=,;.]{{1,30}}?)\s*{_EQUALS}\s*(?P<v>{_NUMBER})")
#: "the Reynolds number based on the 1 m blockage side and the inlet speed is 100": the scales
#: a number is based on listed between its name and its value, a length among them or not;
#: set off by commas too ("the Reynolds number, based on the 1 m half-gap, is 6000").
_BASED_ON_SCALES = (
    r",?\s+(?:based\s+on|on|with\s+respect\s+to|using|defined\s+(?:on|with|by))\s+"
    rf"(?P<on>(?:[^.;:=!?]|\.(?=\d)){{3,90}}?)\s*(?:=|\bis\b|\bequals?\b|"
    rf"\bequal\s+to\b|\b(?:should|must|to|will|shall)\s+be\b|\bbecomes?\b|\bstays?\b|"
    rf"\bremains?\b|\bcomes\s+(?:out\s+)?(?:at|to)\b|\bworks\s+out\s+(?:at|to)\b)\s*(?:about\s+|around\s+|"
    rf"approximately\s+|roughly\s+|near\s+|close\s+to\s+|~\s*)?(?P<v>{_NUMBER})(?!\d|\.\d)")
#: The value a stated one replaces ("Mach 3.5 instead of 5", "rather than the tutorial's 5"):
#: read with it, as a note of what changes, never as a second requirement left unread.
_REPLACED = (rf"(?:\s+(?:instead\s+of|rather\s+than)\s+(?:the\s+(?:tutorial'?s\s+|old\s+|"
             rf"original\s+|usual\s+)?)?{_NUMBER}(?!\d|\.\d|\s*[A-Za-z°%/]))?")
#: An aside with no number set off between a number's name and its value ("the Reynolds
#: number, which the experiment had, is 400", "the Mach number (at the inflow) is 2"): the
#: value is still the name's. A number in the aside would be another quantity's words, so
#: such a name and value are left to the other patterns.
_ASIDE_THEN_IS = (r"(?P<aside>\s*,[^,.;:=!?\d()]{1,60},|\s*\([^().;:=!?\d]{1,60}\))\s*"
                  r"(?:=|\bis\b|\bequals?\b|\b(?:should|must|will|shall)\s+be\b)\s*"
                  r"(?:about\s+|around\s+|approximately\s+|roughly\s+)?"
                  rf"(?P<v>{_NUMBER})(?!\d|\.\d)")
_PATTERNS = (
    (_NAMES[0][0], lazy_regex(rf"{_NAMES[0][1]}{_IS}(?P<v>{_NUMBER})")),
    ("Re", _DEFINED),
    ("Re", lazy_regex(rf"{_NAMES[1][1]}{_DEFINITION}")),
    ("Re", _BASED_FIRST),
    *((name, lazy_regex(rf"{words}{_BASED_ON_SCALES}")) for name, words in _NAMES[1:]
      if name not in ("gamma", "R")),
    *((name, lazy_regex(rf"{words}{_DEFINITION}")) for name, words in _NAMES[2:]),
    *((name, lazy_regex(rf"{words}{_IS}(?P<v>{_NUMBER}){_REPLACED}"))
      for name, words in _NAMES[1:]),
    *((name, lazy_regex(rf"{words}{_ASIDE_THEN_IS}")) for name, words in _NAMES[1:]
      if name not in ("gamma", "R")),
    # The value first: "three and a half as the free-stream Mach number", "400 for the
    # Reynolds number" (a role named after its number, as "v for X" names a keyword's).
    *((name, lazy_regex(rf"(?<![\w.])(?P<v>{_NUMBER})\s+(?:as|for)\s+(?:the\s+|a\s+)?"
                        rf"(?:[a-z]+-?[a-z]*\s+){{0,2}}?{words}{_REPLACED}"))
      for name, words in _NAMES[1:] if name not in ("gamma", "R")),
)
#: Words that name a reference length in the same sentence ("the 0.1 m side", "diameter").
_LENGTH_WORDS = lazy_regex(
    r"\b(?:half[\s-]*(?:height|width|gap)|length|side|width|height|diameter|chord|gap|box|cavity|cube|square|size|"
    r"hydraulic\s+diameter|characteristic\s+length|L|D|H|c)\b", re.IGNORECASE)
#: The same words after the length ("a 0.1 m side", "the 0.1 m cavity", "2 cm wide").
_LENGTH_WORDS_AFTER = lazy_regex(
    r"\s*(?:-\s*)?(?:long|wide|high|tall|deep|side|sides|square|box|cavity|cube|diameter|"
    r"chord|gap|length|width|height|step|pipe|tube|bore|cylinder|sphere|rod|wire|ball|"
    r"pillar|cable)\b", re.IGNORECASE)
_SENTENCE = lazy_regex(r"(?:[^.;!?\n]|\.(?=\d))+(?:[.;!?]|\n|$)")
#: The words of a half-size across a channel, one basis whichever size word the writer uses.
_HALF = r"half[\s-]*(?:height|width|gap)"
#: The lengths a number may be based on, each with the words and symbols that name it, before
#: a length's value ("height of 20 cm", "D = 1 cm") or after it ("20 cm high", "1 cm step").
#: Symbols are case-sensitive where both cases are in use (``h`` a step, ``H`` a channel).
_BASES: tuple[tuple[str, str, str], ...] = (
    ("hydraulic diameter", r"\bhydraulic\s+diameter\b|\bD_?h\b", r"hydraulic\s+diameter"),
    # "the channel half-height of 1 m", "half-width a = 1 m": the centreline-to-wall distance,
    # never the height (the length a Hartmann number was based on had read as the domain's
    # whole height, and its field came out twice the asked one).
    ("half-height", rf"\b{_HALF}", _HALF),
    ("step height", r"\bstep(?:\s+height)?\b|\bh\b", r"step(?:\s+height)?"),
    ("diameter", r"\b(?:[Dd]iameter|DIAMETER)\b|\bD\b|\bd\b",
     r"diameter|pipe|tube|bore|cylinder|sphere|rod|wire|ball|pillar|cable"),
    ("chord", r"\b[Cc]hord\b|\bc\b", r"chord"),
    ("height", r"\b[Hh]eight\b|\bH\b", r"high|tall|height"),
    ("width", r"\b[Ww]idth\b|\bW\b", r"wide|width"),
    ("gap", r"\b[Gg]ap\b", r"gap"),
    ("side", r"\b[Ss]ides?\b|\b[Ee]dge\b|\ba\b(?=\s*=)", r"sides?|square|cube|edge"),
    ("length", r"\b[Ll]ength\b|\bL\b", r"long|length"),
)
#: What stands between a length's name and its value ("height of", "D =", "diameter (D) is",
#: "half-width, 1 m").
_CONNECTORS = lazy_regex(r"(?:\s*(?:\(\s*\w+\s*\)|\bof|\bis|=|:|,|\bequal\s+to|\babout|"
                         r"\baround|\bapproximately|\broughly|~))*\s*$")
#: A subscript naming the basis: ``Re_D``, ``Re_H``, ``Re_Dh``, ``ReD`` (``Re_x`` is local).
_SUBSCRIPTS = {"D": "diameter", "d": "diameter", "Dh": "hydraulic diameter",
               "h": "step height", "H": "height", "c": "chord", "C": "chord", "W": "width",
               "L": "length"}


def _basis_name(word: str) -> str:
    """The basis a word or symbol names: a subscript's ("D" of ``Re_D``), a half-size's
    ("half width": ``half-height``), else the word itself."""
    word = " ".join(word.split())
    if re.fullmatch(_HALF, word, re.IGNORECASE):
        return "half-height"
    return _SUBSCRIPTS.get(word.replace("_", ""), word.lower())


_SUBSCRIPT = lazy_regex(r"\bRe_?\{?(?P<s>Dh|D|d|h|H|c|C|W|L)\}?(?![A-Za-z])")
#: "based on the height", "on the cylinder diameter", "with respect to D": the basis after it.
_BASED_ON = lazy_regex(
    r"^[^.;!?]{0,40}?\b(?:based\s+on|referred\s+to|with\s+respect\s+to|defined\s+(?:on|with|"
    r"by)|using|on|w\.?r\.?t\.?)\s+(?:the\s+|a\s+|its\s+)?"
    # "based on the 30-cm chord": the length's own value before its noun.
    # "on the cylinder's diameter": a thing's noun, possessive or not, before its size.
    r"(?:\d[\d.]*(?:[eE][-+]?\d+)?\s*-?\s*[A-Za-zµ]{1,4}\.?\s+)?(?:[a-z]+(?:'s)?\s+){0,2}?"
    rf"(?P<basis>{_BASIS_WORDS})\b")
#: "with the channel width as the length scale", "taking the half gap as reference length":
#: the basis named as the number's length scale.
_AS_LENGTH_SCALE = lazy_regex(
    r"^[^.;!?\d]{0,40}?\b(?:with|taking|using|and)\s+(?:the\s+|a\s+|its\s+)?"
    rf"(?:[a-z]+(?:'s)?\s+){{0,2}}?(?P<basis>{_BASIS_WORDS})\s+as\s+(?:the\s+|its\s+)?"
    r"(?:(?:reference|characteristic)\s+)?(?:length(?:\s+scale)?|scale)\b")


class Dimensionless(BaseModel):
    """A stated dimensionless number and the reference scales the prompt gives for it.

    Attributes:
        name: ``Re``, ``Re_tau`` (friction), ``Ma``, ``Fr``, ``Gr``, ``Ra``, ``Pe`` or ``Sc``.
        value: The number.
        phrase: The prompt's words for it.
        length: The reference length in metres, when the prompt states one in the same
            sentence or says what the case's length is ("box 0.1 m").
        length_phrase: The words the length came from.
        basis: The length the prompt says the number is based on ("height" in "Re 1000 based
            on the height", "diameter" in "Re_D = 200"), when it names one; then ``length``
            is that length or None, never another.
        speed: For a Mach number, the speed of sound the request states ("the speed of sound
            is 1 m/s"), in m/s: the speed the number multiplies; for another, the speed said
            among the scales it is based on ("a Peclet number of 200 based on 0.05 m/s").
        speed_phrase: The words the speed of sound came from.
        free: The quantity the request asks to choose so that the number holds ("set the
            bottom plate temperature so that the Rayleigh number …": ``T``; ``nu``, ``U``,
            ``beta``, ``B``), when its sentence says one or its written definition leaves
            one symbol without a value; the derivation solves for it.
        along: For a free vector (``B``), the direction the request writes it in ("B = (0
            B0 0)").
        scale_spans: Where the request writes, apart from the number, the symbols its written
            definition takes its length and direction from ("delta = 1 m", "B = (0 B0 0)"):
            words of the number, no entry's value (LES's ``delta`` is a model's name).
        start, end: Where the number's phrase is in the (normalised) prompt.
    """

    model_config = ConfigDict(frozen=True)

    name: DimensionlessName
    value: float
    phrase: str
    length: float | None = None
    length_phrase: str | None = None
    basis: str | None = None
    speed: float | None = None
    speed_phrase: str | None = None
    free: str | None = None
    along: tuple[float, float, float] | None = None
    scale_spans: tuple[tuple[int, int], ...] = ()
    start: int
    end: int


class LengthMention(BaseModel):
    """A length the prompt gives for the case ("box 0.1 m", "diameter of 2 cm"), in metres."""

    model_config = ConfigDict(frozen=True)

    value: float
    phrase: str
    start: int
    end: int
    names: tuple[str, ...] = ()


#: A unit joined to its number by a hyphen before the noun it sizes ("the 1-in step", "a
#: 10-cm cube").
_HYPHENED_NOUN = lazy_regex(r"\s*[A-Za-z]")


def length_unit(text: str, end: int) -> UnitReading | None:
    """The length unit after the number ending at ``end``, also when a hyphen joins them as an
    adjective ("1-in step": the step is an inch high; it had been no length at all, and the
    Reynolds number based on it derived no viscosity)."""
    unit = read_unit(text, end)
    if unit is None and text[end:end + 1] == "-":
        unit = read_unit(text, end + 1)
        if unit is not None and (unit.kind != "length"
                                 or not _HYPHENED_NOUN.match(text, unit.end)):
            return None
    return unit


def read_lengths(text: str) -> tuple[LengthMention, ...]:
    """Every number with a length unit that follows a word naming a reference length."""
    found: list[LengthMention] = []
    for number in re.finditer(_NUMBER, text):
        if number.start() and (text[number.start() - 1].isalnum()
                               or text[number.start() - 1] in "^_"):
            continue
        unit = length_unit(text, number.end())
        if unit is None or unit.kind != "length":
            continue
        before = text[max(0, number.start() - 40):number.start()]
        words = list(_LENGTH_WORDS.finditer(before))
        after = _LENGTH_WORDS_AFTER.match(text, unit.end)
        if not words and after is None:
            continue
        start = number.start() - len(before) + words[-1].start() if words else number.start()
        end = after.end() if after is not None else unit.end
        found.append(LengthMention(value=unit.to_si(float(number.group(0).replace(",", ""))),
                                   phrase=" ".join(text[start:end].split()),
                                   start=start, end=end,
                                   names=_names(text, number.start(), unit.end)))
    return tuple(found)


def _names(text: str, start: int, end: int) -> tuple[str, ...]:
    """The bases a length's own words name: the word just before its value ("the step
    height of 1 cm", "D = 1 cm") and just after it ("20 cm high", "a 1 cm step"), each the
    most specific basis its words fit ("step height", not also "height")."""
    before = _CONNECTORS.sub("", text[max(0, start - 40):start])
    # "side L = 4 in": the word before a length's symbol names it too.
    worded = _SYMBOL_AFTER_WORD.sub("", before)
    after = text[end:end + 30]
    named = (*(next((basis for basis, symbols, _ in _BASES
                     if re.search(rf"(?:{symbols})$", words)), None)
               for words in dict.fromkeys((before, worded))),
             next((basis for basis, _, words in _BASES
                   if re.match(rf"\s*(?:-\s*)?(?:(?:on\s+)?a\s+)?(?:{words})\b", after,
                               re.IGNORECASE)), None))
    return tuple(dict.fromkeys(name for name in named if name is not None))


#: A length's symbol after the word that names it ("side L", "height H", "diameter D").
_SYMBOL_AFTER_WORD = lazy_regex(r"(?<=[A-Za-z]{3})\s+(?:\(\s*)?[A-Za-z](?:_?[A-Za-z]{1,2})?"
                                r"(?:\s*\))?$")


#: "Re_block = 150 (block side)": the basis in parentheses right after the value.
_BASIS_BESIDE = lazy_regex(rf"\s*\(\s*(?:on\s+|based\s+on\s+)?(?:the\s+)?(?:[a-z]+\s+){{0,2}}?"
                           rf"(?P<basis>{_BASIS_WORDS})\s*\)")


def _basis(text: str, match: re.Match[str], sentence: tuple[int, int]) -> str | None:
    """The length the number's own words say it is based on, or None."""
    if match.groupdict().get("b"):
        return _basis_name(match.group("b"))
    if match.groupdict().get("on"):
        named = re.search(rf"\b(?:{_BASIS_WORDS})\b", match.group("on"))
        if named is not None:
            return _basis_name(named.group(0))
    subscript = _SUBSCRIPT.match(text, match.start())
    if subscript is not None:
        return _SUBSCRIPTS[subscript.group("s")]
    after = text[match.end():sentence[1]]
    based = _AS_LENGTH_SCALE.match(after) or _BASED_ON.match(after) or _BASIS_BESIDE.match(
        text, match.end(), sentence[1])
    if based is None:
        return None
    return _basis_name(based.group("basis"))


def _basis_words(text: str, match: re.Match[str], sentence: tuple[int, int]
                 ) -> tuple[int, int] | None:
    """Where the words after a number's value that name its basis are ("Ha = 20 based on
    the half-height"), when they hold no number: words of the number, left unread otherwise
    (a number among them, "… with U = 2 m/s on the diameter", stays the value readers')."""
    if match.groupdict().get("b") or match.groupdict().get("on"):
        return None
    after = text[match.end():sentence[1]]
    based = _AS_LENGTH_SCALE.match(after) or _BASED_ON.match(after)
    if based is None or re.search(r"\d", based.group(0)):
        return None
    leading = len(based.group(0)) - len(based.group(0).lstrip())
    return match.end() + leading, match.end() + based.end()


def _based_length(lengths: tuple[LengthMention, ...], basis: str,
                  sentence: tuple[int, int]) -> LengthMention | None:
    """The length that names ``basis``, in the number's sentence first; else None."""
    named = [item for item in lengths if basis in item.names]
    near = [item for item in named if sentence[0] <= item.start < sentence[1]]
    return (near or named)[0] if named else None


#: "Set the bottom plate temperature so that …", "choose nu so that …", "pick the lid speed
#: such that …": what a request leaves free for a number to fix.
_ASKED = lazy_regex(r"\b(?:set|choose|pick|select|adjust|tune|make|give|find|determine|compute)"
                    r"\s+(?:the\s+|a\s+|an\s+)?(?P<what>[^.;,]{1,90}?)\s+(?:so\s+that|"
                    r"such\s+that|so\s+as\s+to|to\s+(?:give|get|obtain|match|reach))\b",
                    re.IGNORECASE)
#: The quantity each kind of words names, most specific first.
_FREE_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("beta", re.compile(r"expansion|\bbeta\b|β", re.IGNORECASE)),
    ("B", re.compile(r"magnetic|field\s+strength|flux\s+density|\bB0?\b")),
    ("surfaceTension", re.compile(r"surface\s+tension|interfacial\s+tension", re.IGNORECASE)),
    ("nu", re.compile(r"viscosity|\bnu\b|ν", re.IGNORECASE)),
    ("T", re.compile(r"temperature|\bT\b", re.IGNORECASE)),
    ("U", re.compile(r"speed|velocity|\bU(?:_\w+)?\b", re.IGNORECASE)),
)


#: "get ν from Ra", "derive nu from it", "Re = 150 -> nu": the quantity a number is for.
_FROM_IT = lazy_regex(r"\b(?:get|derive|compute|calculate|obtain|find|set|choose|pick)\s+"
                      r"(?:the\s+)?(?P<what>[^.;,]{1,30}?)\s+from\s+(?:the\s+|it\b)?(?P<source>\w*)|"
                      r"(?:->|→|=>)\s*(?P<to>[^\s.;,]{1,12})", re.IGNORECASE)


def _free(text: str, sentence: tuple[int, int], start: int, name: str) -> str | None:
    """The quantity the number's sentence asks to choose before naming the number, or says
    the number is for ("-> nu" after it); or a sentence anywhere that gets a quantity from
    the number by its name ("Ra = 8000. … get ν from Ra")."""
    asked = [match for match in _ASKED.finditer(text, sentence[0], start)]
    if not asked:
        said = _FROM_IT.search(text, start, sentence[1]) or next(
            (match for match in _FROM_IT.finditer(text) if match.group("source")
             and match.group("source").lower().startswith(name.lower()[:2])), None)
        what_said = (said.group("what") or said.group("to")) if said is not None else None
        return next((name for name, words in _FREE_WORDS
                     if what_said is not None and words.search(what_said)), None)
    what = asked[-1].group("what")
    return next((name for name, words in _FREE_WORDS if words.search(what)), None)


#: "the speed of sound is 1 m/s", "sound speed 1", "speed of sound = 340 m/s": a gas's
#: property, the scale of a Mach number, never a speed of the flow.
#: Its symbol ``c`` assigned ("c = 1450 m/s -> psi = 1/c^2") is one only with a unit of speed.
_SOUND_SPEED = lazy_regex(rf"(?:\b(?:speed\s+of\s+sound|sound\s+speed|sonic\s+speed)\s*"
                          rf"(?:is\s+|=\s*|:\s*|of\s+)?(?:equal\s+to\s+)?|"
                          rf"(?<![\w.])(?-i:(?P<symbol>c))\s*=\s*)(?P<v>{_NUMBER})",
                          re.IGNORECASE)
#: The state a speed of sound is given at ("1 m/s at T = 1 K", "1 at T = 1 and p = 1"): the
#: gas's, said with it, no temperature or pressure of a boundary.
_SOUND_STATE = lazy_regex(rf"\s*,?\s*(?:at|for)\s+T\s*=\s*{_NUMBER}\s*(?:K\b)?"
                          rf"(?:\s*(?:,|and)\s*p\s*=\s*{_NUMBER}\s*(?:Pa\b)?)?")


class SoundSpeed(BaseModel):
    """A speed of sound the request states, in m/s, and where its words are."""

    model_config = ConfigDict(frozen=True)

    value: float
    phrase: str
    start: int
    end: int


def read_sound_speed(text: str) -> SoundSpeed | None:
    """The speed of sound ``text`` states, with its unit when it has one (m/s otherwise)."""
    for match in _SOUND_SPEED.finditer(text):
        value, end = float(match.group("v").replace(",", "")), match.end()
        unit = read_unit(text, end)
        if match.group("symbol") and (unit is None or unit.kind != "velocity"):
            continue  # "c = 0.5": a concentration or a coefficient, no speed said
        if unit is not None and unit.kind == "velocity":
            value, end = unit.to_si(value), unit.end
        elif unit is not None:
            return None
        state = _SOUND_STATE.match(text, end)
        end = state.end() if state is not None else end
        return SoundSpeed(value=value, phrase=" ".join(text[match.start():end].split()),
                          start=match.start(), end=end)
    return None


def _length_in(text: str, match: re.Match[str], group: str) -> LengthMention | None:
    """The length said inside the scales a number is based on ("based on the 1 m blockage
    side and the inlet speed"): that length is the number's, whatever noun it sizes."""
    found = _scale_in(text, match, group, "length", length_unit)
    if found is None:
        return None
    return LengthMention(value=found[0], phrase=" ".join(match.group(group).split()),
                         start=match.start(group), end=match.end(group))


#: The scales named after a number's value ("a Peclet number of 200 based on 0.05 m/s and the
#: 2 cm bore"), to the end of the clause.
_SCALES_AFTER = lazy_regex(r"\s*,?\s+(?:based\s+on|defined\s+(?:on|with)|with\s+respect\s+to)\s+"
                           r"(?P<on>(?:[^.;:=!?,]|\.(?=\d)){3,90})")


#: The scales listed after a number's value with their symbols ("Re_h = 50,000 on cube height
#: h = 1 m and U_b = 1 m/s -> nu"), to the end of the sentence or an arrow.
_SYMBOL_SCALES = lazy_regex(r"\s+(?:on|with|using|from)\s+(?P<on>(?:[^.;!?>→]|\.(?=\d)){3,90})")
#: A symbol assigned among them: "U_b = 1 m/s", "u = 3".
_ASSIGNED = lazy_regex(r"(?<![\w.])(?P<s>[A-Za-zŪ][A-Za-z0-9_{}]*)\s*=\s*(?=[-+.\d])")


#: Symbols of a speed that is the flow's scale and no boundary's ("U_b", a bulk velocity):
#: read among a number's scales, they are the number's alone.
_SCALE_SPEEDS = frozenset(symbol for row in QUANTITIES if row.plain_place
                          and row.dimensions == (0, 1, -1, 0, 0, 0, 0) for symbol in row.symbols)


def _symbol_speed(text: str, end: int) -> tuple[float, str, int, bool] | None:
    """The speed a number's listed scales assign to a speed's symbol ("on h = 1 m and U_b = 1
    m/s": U_b is the catalog's flow speed ``U`` with a subscript), in m/s, with its words,
    where its unit ends, and whether the symbol is a scale's only (a bulk velocity's, which
    no boundary reader should read again; "U_in" is the inlet's value as well); None where no
    speed symbol is assigned a speed there."""
    listed = _SYMBOL_SCALES.match(text, end)
    if listed is None:
        return None
    for assigned in _ASSIGNED.finditer(text, listed.start("on"), listed.end("on")):
        found = scale_of(assigned.group("s"))
        if found is None or found.name != "U":
            continue
        number = re.match(_NUMBER, text[assigned.end():])
        unit = read_unit(text, assigned.end() + number.end()) if number is not None else None
        if number is None or unit is None or unit.kind != "velocity":
            continue
        value = unit.to_si(float(number.group(0).replace(",", "")))
        return (value, " ".join(text[assigned.start():unit.end].split()), unit.end,
                assigned.group("s") in _SCALE_SPEEDS)
    return None


#: A speed named as the flow's or a boundary's ("lid speed", "inlet velocity").
_NAMED_SPEED = lazy_regex(r"\b(?:speed|velocity)\b", re.IGNORECASE)


def _speed_in(text: str, match: re.Match[str], group: str
              ) -> tuple[float, str, int] | None:
    """The speed said inside the scales a number is based on ("a Peclet number of 200 based on
    0.05 m/s and the 2 cm bore"), in m/s, with those words and where its unit ends."""
    found = _scale_in(text, match, group, "velocity", read_unit)
    if found is None:
        return None
    return found[0], " ".join(match.group(group).split()), found[1]


def _scale_in(text: str, match: re.Match[str], group: str, kind: str,
              unit_reader: Callable[[str, int], UnitReading | None]
              ) -> tuple[float, int] | None:
    """The first number of ``group`` whose unit, read by ``unit_reader``, is of ``kind`` and
    ends inside the group: its value in SI and where its unit ends. A number glued to a word
    or an exponent ("Re_2", "m^3") is no scale."""
    if not match.groupdict().get(group):
        return None
    for number in re.finditer(_NUMBER, text[match.start(group):match.end(group)]):
        start = match.start(group) + number.start()
        if start and (text[start - 1].isalnum() or text[start - 1] in "^_"):
            continue
        unit = unit_reader(text, start + len(number.group(0)))
        if unit is not None and unit.kind == kind and unit.end <= match.end(group):
            return unit.to_si(float(number.group(0).replace(",", ""))), unit.end
    return None


#: "unit Reynolds number 3e6 per metre", "Re = 1e6 /m": a Reynolds number per unit length.
_PER = lazy_regex(r"\s*(?:per|/)\s*(?=\S)")


def _per_length(text: str, end: int) -> LengthMention | None:
    """The unit length of a Reynolds number given per length ("3e6 per metre" is 3e6 on 1 m:
    ν = U / Re_unit), as a length of one of that unit; None otherwise."""
    per = _PER.match(text, end)
    unit = read_unit(text, per.end()) if per is not None else None
    if per is None or unit is None or unit.kind != "length":
        # "per metre" spelt out is not a unit after a number: read it as "1 metre".
        word = re.match(r"(?:a\s+)?(metres?|meters?|foot|feet|inch(?:es)?)\b", text[
            per.end():]) if per is not None else None
        unit = read_unit(f"1 {word.group(1)}", 1) if word is not None else None
        if per is None or unit is None or unit.kind != "length":
            return None
        stop = per.end() + word.end() if word is not None else per.end()
    else:
        stop = unit.end
    return LengthMention(value=unit.to_si(1.0), phrase=" ".join(text[end:stop].split()),
                         start=end, end=stop)


#: The catalog's basis of each number whose length is across the flow or along gravity (a
#: Hartmann number's half-height, a Rayleigh number's height).
_ACROSS = {row.number for row in GROUPS if row.length in ("half-height", "vertical")}


def _may_base(name: str, length: LengthMention) -> bool:
    """Whether a length no word ties to the number may still be its basis: any for a flow's
    number, but not a length said only as a length ("20 m long") for a number based on a
    height (the plates' length had become a Hartmann number's half-height)."""
    return name not in _ACROSS or not length.names or set(length.names) != {"length"}


def read_dimensionless(text: str) -> tuple[Dimensionless, ...]:
    """The dimensionless numbers of a (normalised) prompt, each with its reference length."""
    lengths = read_lengths(text)
    sound = read_sound_speed(text)
    sentences = [(match.start(), match.end()) for match in _SENTENCE.finditer(text)]
    found: list[Dimensionless] = []
    for name, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            if any(item.start <= match.start() < item.end or match.start() <= item.start
                   < match.end() for item in found):
                continue
            if match.groupdict().get("on") and read_unit(text, match.end()) is not None:
                continue  # "… on the cylinder is 0.1 m": a length, no Reynolds number
            if match.groupdict().get("aside") and (unit := read_unit(
                    text, match.end())) is not None and unit.kind != "none":
                continue  # "the Mach number, and the length, is 2 m": no Mach number
            sentence = next(((s, e) for s, e in sentences if s <= match.start() < e),
                            (0, len(text)))
            basis = _basis(text, match, sentence) \
                if name not in ("Ma", "gamma", "R") else None
            length = _length_in(text, match, "on")
            if length is None and name == "Re":
                length = _per_length(text, match.end())
            if length is None and basis is not None:
                length = _based_length(lengths, basis, sentence)
            elif length is None:
                fitting = [item for item in lengths if _may_base(name, item)]
                near = [item for item in fitting if sentence[0] <= item.start < sentence[1]]
                length = near[0] if near else (fitting[0] if len(fitting) == 1 else None)
            after = _SCALES_AFTER.match(text, match.end()) if not match.groupdict().get("on") \
                else None
            if length is None and after is not None:
                # A length the lengths reader reads there is its to own ("based on the block
                # height (1.2 m)"); else the scales' words give it.
                length = next((item for item in lengths if after.start("on") <= item.start
                               < after.end()), None) or _length_in(text, after, "on")
            written = written_scales(text, match.group("f"), (match.start(), match.end()),
                                     name) if match.groupdict().get("f") else None
            if written is not None and written.length is not None:
                length = LengthMention(value=written.length,
                                       phrase=written.length_phrase or match.group("f"),
                                       start=match.start(), end=match.end())
            elif written is not None and written.basis is not None:
                basis = written.basis
                length = _based_length(lengths, basis, sentence)
            speed = (sound.value, sound.phrase, sound.end) if sound is not None \
                and name == "Ma" else _speed_in(text, after or match, "on") \
                if name != "Ma" else None
            end = match.end()
            if after is not None and speed is not None \
                    and not _NAMED_SPEED.search(after.group("on")):
                # A bare speed among the scales is the number's ("based on 0.05 m/s"); a speed
                # the scales give a boundary ("based on lid speed 0.5 m/s") is that boundary's
                # value too, which the boundary reader must still read.
                end = speed[2]
            if written is not None and written.speed is not None and name != "Ma":
                speed = (written.speed, written.speed_phrase or "", match.end())
            if speed is None and after is None and name != "Ma":
                # The scales listed with their symbols after the value ("on h = 1 m and U_b =
                # 1 m/s"): the speed symbol's value is the number's, read with it.
                listed = _symbol_speed(text, match.end())
                if listed is not None:
                    speed = listed[:3]
                    end = listed[2] if listed[3] else end
            free = _free(text, sentence, match.start(), name) \
                or (written.free if written is not None else None)
            spans = written.spans if written is not None else ()
            along = written.along if written is not None else None
            row = group(name)
            direction = written_direction(text, row.solves_for) \
                if along is None and row is not None else None
            if direction is not None:
                along, spans = direction[0], (*spans, direction[1:])
            based_words = _basis_words(text, match, sentence) if basis is not None else None
            spans = (*spans, based_words) if based_words is not None else spans
            found.append(Dimensionless(
                name=name, value=float(match.group("v").replace(",", "")),
                phrase=" ".join(text[match.start():end].split()),
                length=length.value if length else None,
                length_phrase=length.phrase if length else None,
                basis=basis, free=free,
                along=along, scale_spans=spans,
                speed=speed[0] if speed else None, speed_phrase=speed[1] if speed else None,
                start=match.start(), end=end,
            ))
    return tuple(sorted(found, key=lambda item: item.start))


#: The domain axis whose size a basis names: a channel's height is its y extent, its length
#: its x extent, and a cavity's side or width its x extent (a lid moves along x).
_DOMAIN_AXES = {"height": 1, "length": 0}


def with_domain_lengths(numbers: tuple[Dimensionless, ...], sizes: tuple[float | None, ...],
                        source: str, *, cavity: bool) -> tuple[Dimensionless, ...]:
    """Each number based on a length no phrase of its own gives ("2D channel 2 m x 0.1 m,
    Re_H = 100") with the size of the stated domain that length is (here 0.1 m, the height).

    Args:
        numbers: The numbers read by ``read_dimensionless``.
        sizes: The stated domain's x, y (and z) sizes in metres, None where not stated.
        source: The words the sizes came from.
        cavity: The domain is a cavity, whose side is its x size.
    """
    axes = {**_DOMAIN_AXES, **({"side": 0, "width": 0} if cavity else {})}
    found: list[Dimensionless] = []
    for number in numbers:
        axis = axes.get(number.basis or "")
        size = sizes[axis] if axis is not None and axis < len(sizes) else None
        if number.length is None and size is not None:
            number = number.model_copy(update={
                "length": size, "length_phrase": f"{source} ({'xyz'[axis or 0]} size)"})
        found.append(number)
    return tuple(found)

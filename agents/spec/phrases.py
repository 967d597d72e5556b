"""The small pieces of reading prompts: numbers, vectors, units, sentences and clauses.

Why: people write ``1e-5``, ``1x10^-5``, ``2m/s``, ``(3.5,-0.5,0)`` and ``20X20``; every
extraction rule needs the same reading of them, so it lives here once.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from foam_agent.agents.spec.spoken_numbers import digits_for_words
from foam_agent.agents.spec.stated import Number, Vector
from foam_agent.agents.spec.translation import translated
from foam_agent.agents.spec.units import UnitReading, read_unit
from foam_agent.foamcase.lazy_pattern import Regex, lazy_regex

#: A plain decimal number, optionally signed and in scientific notation. The integer part is
#: not followed by a bare ``.`` so "is 0.3." reads as 0.3.
NUMBER = r"[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?"
#: A three-component vector in parentheses, separated by commas and/or spaces.
VECTOR = rf"\(\s*({NUMBER})\s*[,\s]\s*({NUMBER})\s*[,\s]\s*({NUMBER})\s*\)"
#: An arithmetic operator right after a number: the number starts an expression
#: ("psi = 1/c^2"), so it is no value as written.
OPERATOR_NEXT = lazy_regex(r"\s*[/*^·×]")

#: Characters people paste from documents, mapped to what the rules expect.
_TRANSLATION = str.maketrans({
    "\u2212": "-", "\u2013": "-", "\u2014": "-", "\u00d7": "x", "\u00b2": "^2", "\u00b3": "^3",
    "\u2009": " ", "\u00a0": " ", "\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
    "\u0394": "delta ", "\u03bd": "nu", "\u03c1": "rho", "\u2103": "\u00b0C", "\u2109": "\u00b0F",
})
#: A degree typed as the ordinal indicator ("20ºC") or as "deg." with its full stop ("20 deg.
#: C", which the sentence splitter would cut): the degree sign the unit reader knows.
_TYPED_DEGREE = lazy_regex(r"(?<=\d)\s?(?:\u00ba|deg\.)\s?(?=[CF]\b)")
#: µ before a unit letter is the micro prefix (µs, µPa); alone it is the dynamic viscosity.
_MICRO = re.compile("[\u00b5\u03bc](?=[A-Za-z])")
_MU = re.compile("[\u00b5\u03bc]")
#: Thousands separators: "12,700" and "50 000" (a 1-3 digit group and 3-digit groups). A group
#: never starts with a zero: "0,025" is a decimal comma (read below), never the number 25.
_THOUSANDS_COMMA = re.compile(r"(?<![\d.,])([1-9]\d{0,2})((?:,\d{3})+)(?!\d|[.,]\d)")
#: A full stop or comma after the last group ends the sentence or clause ("Re = 10 000."),
#: unless a number follows it (a decimal part, a list: "20 100, 40").
_THOUSANDS_SPACE = lazy_regex(r"(?<![\d.,])(\d{1,2}) (\d{3})(?!\d|[.,]\s*\d| \d)")
#: "an outlet at zero pressure", "the velocity is zero", "Poisson's ratio zero, E 70 GPa": the
#: value zero in words ("zero gradient" and "zero gravity" are names, not values). A zero that
#: ends its clause is a value whatever stands before it; left a word, it was neither read nor
#: listed as not understood, and the tutorial's value stayed.
_ZERO_WORD = lazy_regex(
    r"\b(?P<pre>(?:at|of|to|is|be|equals?)\s+|=\s*)zero\b(?!\s*-?\s*(?:grad|gravity|shear))|"
    r"\bzero(?=\s+(?:gauge\s+)?(?:pressure|velocity|speed)\b)|"
    r"(?<![-\w])zero(?=\s*(?:[,.;:)]|$)|\s+and\b)", re.IGNORECASE | re.MULTILINE)
#: A decimal comma: "0,8 m/s", "1,5e-5" (outside parentheses, where commas separate numbers).
_DECIMAL_COMMA = lazy_regex(r"(?<![\d.,])(\d+),(\d+(?:[eE][-+]?\d+)?)(?![\d,])")
_SUPERSCRIPTS = str.maketrans(
    "\u207b\u207a\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079", "-+0123456789")
_SUPERSCRIPT_POWER = lazy_regex("10([\u207b\u207a]?[\u2070\u00b9\u00b2\u00b3\u2074-\u2079]+)")
#: A unit's superscript exponent ("m⁻²", "s⁻¹"): the sign went to "-" and the digit to "^2",
#: leaving "m-^2", which no unit reader reads.
_SUPERSCRIPT_EXPONENT = lazy_regex(
    "(?<=[A-Za-z])([\u207b\u207a][\u2070\u00b9\u00b2\u00b3\u2074-\u2079]+)")
#: A mantissa times a power of ten, the product written with "x", "*" or the middle dot of
#: European and typeset text ("1.6 x 10^-5", "2,5·10⁻⁵" once its comma and superscripts are
#: read).
_POWER_OF_TEN = lazy_regex(
    r"(\d+(?:\.\d+)?)\s*(?:x|\*|\u00b7|\u22c5)\s*10\s*\^\s*\(?\s*([-+]?\d+)(?:\s*\))?"
)
#: A mantissa times a power of ten already in e-notation ("2.5·1e-5", "1.6 * 1e-5"): the
#: product is one number, and read apart its mantissa was a value of its own and the power a
#: second one. Not after "x", which between two numbers is as often a mesh's "by" ("2 x 1e3
#: cells").
_TIMES_E_POWER = lazy_regex(
    r"(?<![\d.])(\d+(?:\.\d+)?)\s*(?:\*|\u00b7|\u22c5)\s*1(?:\.0+)?[eE]([-+]?\d+)\b")
_BARE_POWER_OF_TEN = lazy_regex(r"(?<![\d.])10\s*\^\s*\(?\s*([-+]?\d+)(?:\s*\))?")
_SPACED_EXPONENT = lazy_regex(r"(\d)\s*[eE]\s*([-+]?\d+)\b")
#: A vulgar fraction character, alone or after a whole number ("3½ m/s", "2 ¼ in", "¾ of an
#: inch"): the digit rules stop at it, so "3½" was read as 3 and the half silently dropped.
_VULGAR_FRACTION = lazy_regex(r"(?:(?<![\d.])(\d+)[ \u2009\u00a0]?)?([\u00bc-\u00be\u2150-\u215e])")


#: A symbol as people write one in an equation: a letter, then letters, digits, subscripts
#: (Unicode or after "_"), primes, dots of a dotted field name or an infinity sign.
_SYMBOL = "[A-Za-z][\\w.'\u2080-\u2089\u2090-\u209c\u221e]*"
#: "A = B = v": two names given one value in a chain ("T_0 = T_u = 300 K"). The value runs to
#: the end of its clause.
_CHAINED_ASSIGNMENT = lazy_regex(
    rf"(?<![\w.])(?P<first>{_SYMBOL})\s*=\s*(?P<second>{_SYMBOL})\s*=\s*"
    r"(?P<value>[^=,;\n]+?)(?=\s*(?:[,;\n]|\.(?:\s|$)|$))")


def _fraction_value(match: re.Match[str]) -> str:
    whole = int(match.group(1)) if match.group(1) else 0
    return f"{whole + unicodedata.numeric(match.group(2)):.6g}"


def normalize(prompt: str) -> str:
    """Rewrite typographic variants into the plain forms the rules read.

    ``1×10⁻⁵`` and ``1 x 10^-5`` become ``1e-5`` and ``3½`` becomes ``3.5``; unicode minus
    signs, thin spaces and curly quotes become ASCII; numbers written in words become digits
    (``foam_agent.agents.spec.spoken_numbers``); a request in another language has the clauses
    its lexicon knows in English (``foam_agent.agents.spec.translation``).
    """
    reading = translated(_VULGAR_FRACTION.sub(_fraction_value, prompt))
    text = _SUPERSCRIPT_POWER.sub(lambda match: "10^" + match.group(1).translate(_SUPERSCRIPTS),
                                  reading.text)
    text = _SUPERSCRIPT_EXPONENT.sub(lambda match: "^" + match.group(1).translate(_SUPERSCRIPTS),
                                     text)
    text = _TYPED_DEGREE.sub(" \u00b0", text.translate(_TRANSLATION))
    text = _MU.sub("mu", _MICRO.sub("u", text))
    text = digits_for_words(text, english=reading.translated)
    text = _ZERO_WORD.sub(lambda match: (match.group("pre") or "") + "0", text)
    text = _outside_vectors(text, _THOUSANDS_COMMA,
                            lambda match: match.group(1) + match.group(2).replace(",", ""))
    text = _outside_vectors(text, _THOUSANDS_SPACE,
                            lambda match: match.group(1) + match.group(2))
    text = _outside_parentheses(text, _DECIMAL_COMMA,
                                lambda match: f"{match.group(1)}.{match.group(2)}")
    text = _POWER_OF_TEN.sub(r"\1e\2", text)
    text = _BARE_POWER_OF_TEN.sub(r"1e\1", text)
    text = _TIMES_E_POWER.sub(r"\1e\2", text)
    text = _SPACED_EXPONENT.sub(r"\1e\2", text)
    return _split_chains(text)


def _split_chains(text: str) -> str:
    """"A = B = v" as "A = v, B = v", repeated for longer chains.

    Why: each reader reads one name beside its value, so in a chain the first name had no
    value beside it and was dropped without being listed as not understood ("T_0 = T_u =
    77 °F" set the unburnt gas temperature and silently kept the tutorial's initial T)."""
    while True:
        split = _CHAINED_ASSIGNMENT.sub(
            lambda match: f"{match.group('first')} = {match.group('value')}, "
                          f"{match.group('second')} = {match.group('value')}", text)
        if split == text:
            return text
        text = split


def _outside_parentheses(text: str, pattern: Regex,
                         replace: Callable[[re.Match[str]], str]) -> str:
    """``pattern`` replaced where it is not inside parentheses (vectors keep their commas)."""
    depth = [0] * (len(text) + 1)
    level = 0
    for index, char in enumerate(text):
        level += (char == "(") - (char == ")")
        depth[index] = max(level, 0)
    return pattern.sub(lambda match: match.group(0) if depth[match.start()] else replace(match),
                       text)


#: Parentheses holding numbers only (an exponent's "e" is no word): a vector ("(1 000 0)",
#: "(0, 5, 0)", "(1e3 0 0)"), whose spaces and commas part its components.
_VECTOR_GROUP = lazy_regex(r"\([^()A-DF-Za-df-z]*\)")


def _outside_vectors(text: str, pattern: Regex,
                     replace: Callable[[re.Match[str]], str]) -> str:
    """``pattern`` replaced where it is not inside a vector's parentheses. A parenthesis of
    prose is prose ("(kinematic viscosity 1.5e-5 m^2/s, so Re is about 13 000 on the box
    width)"): read inside it as outside, its "13 000" had been Re = 13 and an unread "000"."""
    vectors = [match.span() for match in _VECTOR_GROUP.finditer(text)]
    return pattern.sub(lambda match: match.group(0)
                       if any(start < match.start() < stop for start, stop in vectors)
                       else replace(match), text)


def to_number(text: str) -> Number:
    """Read a number, keeping integers as ``int`` so ``10`` is written back as ``10``."""
    cleaned = text.replace("+", "") if not re.search(r"[eE]\+", text) else text
    if re.fullmatch(r"[-+]?\d+", cleaned):
        return int(cleaned)
    return float(cleaned)


def to_vector(match: re.Match[str]) -> Vector:
    """The vector of a :data:`VECTOR` match."""
    return (float(match.group(1)), float(match.group(2)), float(match.group(3)))


def unit_after(text: str, end: int) -> UnitReading | None:
    """The unit written right after position ``end`` (pint reads it; see
    foam_agent.agents.spec.units)."""
    return read_unit(text, end)


def in_si(value: Number, unit: UnitReading | None) -> Number:
    """``value`` converted to SI, kept exactly as written when its unit already is SI."""
    if unit is None:
        return value
    converted = unit.to_si(float(value))
    if converted == float(value):
        return value
    return int(converted) if converted.is_integer() and abs(converted) < 1e15 else converted


@dataclass(frozen=True)
class Span:
    """A piece of the prompt: its text and where it starts, so evidence can be quoted."""

    text: str
    start: int

    @property
    def end(self) -> int:
        """Position just after the piece."""
        return self.start + len(self.text)


#: A line break ends a sentence (a request written as a list), except a line wrapped between a
#: number and its unit ("comes in at three\nfeet per second").
_SENTENCE_END = lazy_regex(r"(?<=[.!?;])\s+|(?<!\d)\n\s*|\n\s*(?![a-z°%/])")
#: Pairs that name one boundary ("front and back" is the frontAndBack patch of 2D tutorials).
#: Words that "and" joins into one thing, not two statements ("front and back", a range
#: "between 1 and 2 m/s").
_BOUND_PAIRS = lazy_regex(rf"\bfront\s+and\s+back\b|\bbetween\s+{NUMBER}[^,;]{{0,12}}?\s+and\s+"
                          rf"(?={NUMBER})", re.IGNORECASE)
#: Words that join two statements; a clause ends before them.
_JOINERS = lazy_regex(r"\s+(?:and|while|whereas|but|with|whilst)\s+|,\s*(?:and\s+)?|;\s*",
                      re.IGNORECASE)
#: A value's unit followed at once by another boundary's name, with no comma: "hot wall 310 K
#: cold wall 290 K" is two clauses (the cold wall's 290 K was not understood).
_UNIT_THEN_PLACE = lazy_regex(
    r"\d\s*(?:K|°C|°F|degC|degF|m/s|Pa|kPa|bar|atm)(?P<cut>\s+)(?=(?:the\s+)?(?:(?:hot|cold|"
    r"heated|cooled|left|right|top|bottom|upper|lower|front|back|inner|outer)\s+(?:wall|side|"
    r"surface|plate|boundary)|inlet|outlet|lid)\b)", re.IGNORECASE)


def _wrapped_units(text: str) -> list[tuple[int, int]]:
    """Where a number's unit runs over a line break ("30 feet\nper second", "4.4 BTU per
    square\nfoot per second"): the unit reader reads it whole, so the break ends no
    sentence."""
    spans = []
    for number in re.finditer(NUMBER, text):
        unit = read_unit(text, number.end())
        if unit is not None and "\n" in text[number.end():unit.end]:
            spans.append((number.end(), unit.end))
    return spans


def sentences(text: str) -> list[Span]:
    """Split text into sentences at ``.``, ``!``, ``?``, ``;`` followed by space, and newlines
    (not one inside a number's unit)."""
    spans: list[Span] = []
    start = 0
    units = _wrapped_units(text) if "\n" in text else []
    for match in _SENTENCE_END.finditer(text):
        if any(begin <= match.start() < end for begin, end in units):
            continue
        if match.start() > start:
            spans.append(Span(text[start:match.start()], start))
        start = match.end()
    if start < len(text):
        spans.append(Span(text[start:], start))
    return [span for span in spans if span.text.strip()]


def clauses(sentence: Span) -> list[Span]:
    """Split a sentence into clauses at commas and joining words, never inside parentheses."""
    text = sentence.text
    depth = 0
    cuts: list[tuple[int, int]] = []
    protected = [False] * (len(text) + 1)
    for index, char in enumerate(text):
        if char in "([":
            depth += 1
        elif char in ")]":
            depth = max(0, depth - 1)
        protected[index] = depth > 0
    for pair in _BOUND_PAIRS.finditer(text):
        for index in range(pair.start(), pair.end()):
            protected[index] = True
    for match in _JOINERS.finditer(text):
        if not protected[match.start()]:
            cuts.append((match.start(), match.end()))
    for match in _UNIT_THEN_PLACE.finditer(text):
        if not protected[match.start("cut")]:
            cuts.append((match.start("cut"), match.end("cut")))
    cuts.sort()
    pieces: list[Span] = []
    start = 0
    for cut_start, cut_end in cuts:
        if cut_start > start:
            pieces.append(Span(text[start:cut_start], sentence.start + start))
        start = cut_end
    if start < len(text):
        pieces.append(Span(text[start:], sentence.start + start))
    return [piece for piece in pieces if piece.text.strip()]

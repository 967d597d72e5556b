"""Numbers written in words become digits before any rule reads the request.

Why: people write "twenty-five degrees", "two and a half metres per second", "a four-by-four
centimetre notch", "save every half second", "ten to the minus five". Every rule of the reader
reads digits; a number left in words was silently not read (a clipped cavity whose notch was
stated only in words followed the plain cavity and was reported ``solved``). One pass here turns
them into digits, so every reader gains them at once.

How: text2num (``alpha2digit``, MIT licence, a compiled parser of spelled cardinals and decimals
in English, French, German, Spanish, Italian, Portuguese and Dutch) does the numbers; it is given
the request's language (``foam_agent.agents.spec.language``). What it does not do is done here, in
the words of numbers rather than of any request:

- hyphenated English compounds ("forty-five-degree", "four-by-four-centimetre") are split where a
  number word meets another word, which text2num then reads;
- fractions of a unit ("half a second", "a quarter of a metre", "two and a half m/s", "three
  quarters of an inch") become decimals only when a unit follows (pint decides), so "the left
  third of the tank" and "half the domain" stay words for the region readers;
- any count of a fraction before a unit is one ("seven hundredths of a newton per metre",
  "eight-tenths of a metre"): 0.07 and 0.8, never "700ths" or "8 0.1";
- ordinals stay words ("the fifth wall", "a second inlet"): they name, they do not measure;
- courtesies holding a number ("thanks a million", ``catalog.languages.COURTESIES``) state
  no quantity;
- "one", "two" and "three" alone (below text2num's threshold, as they are pronouns and counts of
  things as often as values) become digits only before a unit ("one metre") or beside a count
  written in digits ("40 by 20 by one");
- "minus"/"negative" before digits is a sign; "N times ten to the minus M" is ``Ne-M``.
"""

from __future__ import annotations

import math
import re

from text_to_num import alpha2digit

from foam_agent.agents.spec.language import foreign_language
from foam_agent.agents.spec.units import read_unit
from foam_agent.foamcase.catalog.languages import BY_NAME, ENGLISH
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Numbers below this are left in words unless a unit or a digit count is beside them.
_ISOLATED_THRESHOLD = 3

#: English's number and fraction words (``catalog.languages.ENGLISH``).
_ENGLISH_NUMBER_WORDS = ENGLISH.number_words
_NUMBER_WORD = "|".join(_ENGLISH_NUMBER_WORDS)
_NUMBER_WORDS = frozenset(_ENGLISH_NUMBER_WORDS)
#: Words a number is joined to by hyphens in a size or count ("four-by-four", "two-hundred-cell",
#: "forty-five-degree"); an adjective ("three-dimensional", "two-equation") keeps its hyphen.
_JOINING_WORDS = frozenset(["by", "x", "and", "a", "an", "cell", "cells", "degree", "degrees"])
#: A hyphen between two words ("five-degree", "by-four", "k-omega").
_HYPHEN = lazy_regex(r"\b(?P<left>[A-Za-z]+)-(?=(?P<right>[A-Za-z]+)\b)")
#: "a hundred", "a thousand": text2num would leave the article ("a 100").
_ARTICLE_SCALE = lazy_regex(r"\b(?:a|one)\s+(hundred|thousand|million)\b", re.IGNORECASE)

_PARTS = ENGLISH.fractions
#: The count of a fraction: "a", "an" or any number, in words ("seven hundredths") or digits.
_COUNTS = {"a": 1, "an": 1}
_PART = "|".join(re.escape(part) for part in sorted(_PARTS, key=len, reverse=True))
_DIGITS = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
           "six": "6", "seven": "7", "eight": "8", "nine": "9"}
_DIGIT_WORD = "|".join(_DIGITS)
#: A cardinal in words: number words joined by spaces or hyphens, "and" only after a scale
#: ("a hundred and seventy"), so "between two and three" stays two numbers. A word joined by
#: a hyphen to a fraction ("six ten-thousandths") is the fraction's, not the count's.
_COMPOUND_PART_TAIL = "|".join(sorted({part.partition("-")[2] for part in _PARTS if "-" in part}))
_NOT_A_DENOMINATOR_HEAD = rf"(?!-(?:{_COMPOUND_PART_TAIL})\b)"
_CARDINAL = (rf"(?:{_NUMBER_WORD}){_NOT_A_DENOMINATOR_HEAD}(?:(?:[\s-]+|(?<=hundred)\s+and\s+|"
             rf"(?<=thousand)\s+and\s+|(?<=million)\s+and\s+)(?:{_NUMBER_WORD})"
             rf"{_NOT_A_DENOMINATOR_HEAD})*")
#: A number in words with its decimals ("one point nine"), or in digits.
_SPOKEN = rf"\d+(?:\.\d+)?|{_CARDINAL}(?:\s+point(?:\s+(?:{_DIGIT_WORD}))+)?"
_WHOLE_AND_PART = rf"(?:{_SPOKEN})[\s-]+and[\s-]+(?:a|one)[\s-]+(?:half|quarter)"
_COUNT = rf"a|an|{_WHOLE_AND_PART}|{_SPOKEN}"
#: "two and a half", "half a", "a quarter of a", "three quarters of an", "one-third of a",
#: "the first quarter of a", "every quarter second" (a bare "tenth second" is an ordinal),
#: "one and a half thousandths", "one point nine thousandths", "six ten-thousandths".
_FRACTION = lazy_regex(
    rf"\b(?:(?P<count>{_COUNT})[\s-]+(?P<part>{_PART})(?:\s+of(?:\s+(?:a|an|one|1)\b)?)?"
    rf"|(?P<whole>{_SPOKEN})[\s-]+and[\s-]+(?:a|one)[\s-]+(?P<tail>half|quarter)"
    rf"|(?P<lead_half>half)(?:\s+(?:a|an))?"
    rf"|(?P<bare_part>{_PART})\s+of\s+(?:a|an|one|1)|(?P<quarter>quarter))\b(?=\s|[.,;:!?)]|$)",
    re.IGNORECASE)
#: "and a half" closing a count ("one and a half thousandths").
_AND_A_PART = lazy_regex(r"[\s-]+and[\s-]+(?:a|one)[\s-]+(?P<tail>half|quarter)$")
#: "two hundred thousandths", "six ten thousandths": 200/1000 or 2/100000, 6/10000 or 60/1000;
#: the words say no one number, so they stay words.
_SPLIT_DENOMINATOR = lazy_regex(r"(?:\w+)[\s-]+(?:ten|hundred)$")
#: "point five seconds": a decimal said without its zero (read only before a unit, as "point
#: one" also names a point).
_LEADING_POINT = lazy_regex(rf"(?<![\w.])point(?P<digits>(?:\s+(?:{_DIGIT_WORD})\b)+)",
                            re.IGNORECASE)
#: One unit and a part of it, said around the unit: "an inch and a quarter", "a metre and a
#: half", "a second and a half" (a unit of length or time, else the words stay).
_UNIT_AND_A_PART = lazy_regex(r"\b(?:a|an|one)\s+(?P<unit>[a-z]+)\s+and\s+(?:a|one)\s+"
                              r"(?P<tail>half|quarter)\b", re.IGNORECASE)
#: A count by a multiple ("a dozen", "half a dozen", "two dozen", "3 dozen"): "dozens of" says
#: no count and is left in words.
_MULTIPLE = lazy_regex(
    rf"\b(?:(?P<half>half\s+an?)|(?P<count>{_COUNT}))[\s-]+"
    rf"(?P<multiple>{'|'.join(ENGLISH.multiples)})\b", re.IGNORECASE)
#: "square metres per second", "cubic metre": a unit pint reads only in symbols follows.
_AREA_OR_VOLUME = lazy_regex(r"\s+(?:square|cubic)\s+[a-z]", re.IGNORECASE)
_ORDINAL = lazy_regex(
    r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|"
    r"(?:thir|four|fif|six|seven|eigh|nine)teenth|(?:twen|thir|for|fif|six|seven|eigh|nine)tieth|"
    r"hundredth|thousandth|millionth)s?\b", re.IGNORECASE)
#: Courtesies that hold a number and state no quantity ("thanks a million"): kept as words.
_COURTESY = lazy_regex(r"\b(?:" + "|".join(ENGLISH.courtesies) + r")\b", re.IGNORECASE)
#: "zero" is left to the value reader's own rule ("zero gradient" and "zero gravity" are names).
_SMALL = {"one": "1", "two": "2", "three": "3"}
_SMALL_WORD = lazy_regex(r"\b(one|two|three)\b", re.IGNORECASE)
_BESIDE_COUNT = lazy_regex(r"\d\s*(?:by|x)\s*$|^\s*(?:by|x)\s*\d|^\s*times\s+(?:10|ten)\b",
                           re.IGNORECASE)
_MINUS = lazy_regex(r"\b(?:minus|negative)\s+(?=\d)", re.IGNORECASE)
#: A small number word opening a range whose other end is in digits ("from zero to 0.2
#: second", "between two and 5 m"): the range's unit is its unit too.
_RANGE_START = lazy_regex(
    r"\b(zero|one|two|three)(?P<link>\s*(?:to|and|-|–)\s*)"
    r"(?P<end>[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?)", re.IGNORECASE)
#: A number in digits times a scale word ("1.6 million psi", "2.5 thousand"): text2num reads
#: the word alone, and "1.6 1000000" was left, which no reader takes as one number.
_SCALED = lazy_regex(
    r"(?<![\w.])(?P<number>\d+(?:\.\d+)?)\s+(?P<scale>thousand|million|billion)\b", re.IGNORECASE)
_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9}
_TIMES_POWER = lazy_regex(
    r"\b(?:(?P<mantissa>\d+(?:\.\d+)?)\s+(?:times|x)\s+)?10\s+to\s+the\s+(?:power\s+(?:of\s+)?)?"
    r"(?P<exponent>-?\d+)(?:(?:st|nd|rd|th)\b)?(?:\s+power\b)?", re.IGNORECASE)


def digits_for_words(text: str, *, english: bool = False) -> str:
    """``text`` with its numbers written in words replaced by digits (see the module's why);
    ``english`` when the text is known to be English (a translated request) whatever clauses
    of another language it still holds."""
    language = None if english else foreign_language(text)
    if language is not None:
        row = BY_NAME.get(language)
        return alpha2digit(text, row.code) if row is not None and row.code else text
    text = _HYPHEN.sub(_split_at_number, text)
    kept: list[str] = []

    def mask(match: re.Match[str]) -> str:
        kept.append(match.group(0))
        return f"kept{len(kept) - 1}mark"

    text = _COURTESY.sub(mask, text)
    text = _SCALED.sub(_scaled, text)
    text = _ARTICLE_SCALE.sub(lambda match: "one " + match.group(1), text)
    text = _MULTIPLE.sub(_multiple, text)
    text = _UNIT_AND_A_PART.sub(_unit_and_a_part, text)
    text = _fractions_as_decimals(text)
    text = _LEADING_POINT.sub(_leading_point, text)
    masked = _ORDINAL.sub(mask, text)
    converted = alpha2digit(masked, "en", threshold=_ISOLATED_THRESHOLD)
    converted = re.sub(r"kept(\d+)mark", lambda match: kept[int(match.group(1))], converted)
    converted = _SMALL_WORD.sub(_small_number, converted)
    converted = _RANGE_START.sub(_range_start, converted)
    converted = _MINUS.sub("-", converted)
    return _TIMES_POWER.sub(_power_of_ten, converted)


def _scaled(match: re.Match[str]) -> str:
    """"1.6 million" as ``1600000``."""
    value = float(match.group("number")) * _SCALES[match.group("scale").lower()]
    return f"{value:.12g}"


def _multiple(match: re.Match[str]) -> str:
    """"a dozen" as ``12``, "half a dozen" as ``6``, "two dozen" as ``24``."""
    count = 0.5 if match.group("half") is not None else spoken_number(match.group("count"))
    if count is None:
        return match.group(0)
    return f"{count * ENGLISH.multiples[match.group('multiple').lower()]:g}"


def _split_at_number(match: re.Match[str]) -> str:
    """A hyphen joining a number word to another number word, a joining word or a unit, or a
    fraction word to a unit, becomes a space ("five-degree", "by-four", "four-centimetre",
    "half-second", as French "demi-seconde" is translated)."""
    left, right = match.group("left").lower(), match.group("right").lower()
    if (left in _NUMBER_WORDS | _PARTS.keys() and (right in _NUMBER_WORDS | _JOINING_WORDS
                                                   or read_unit(" " + right, 0) is not None)) \
            or (right in _NUMBER_WORDS and left in _NUMBER_WORDS | _JOINING_WORDS):
        return match.group("left") + " "
    return match.group(0)


def _unit_and_a_part(match: re.Match[str]) -> str:
    """"an inch and a quarter" as "1.25 inch" when the word is a unit of length or time (the
    sizes and durations people say so), else unchanged."""
    unit = read_unit(" " + match.group("unit"), 0)
    if unit is None or unit.kind not in ("length", "time"):
        return match.group(0)
    value = 1 + 1 / _PARTS[match.group("tail").lower()]
    return f"{value:g} {match.group('unit')}"


def _fractions_as_decimals(text: str) -> str:
    """``text`` with each fraction said in words as its decimal (``_fraction_digits``); where
    the words before a part are no one number ("one two and a half", "two one half" as a
    German "zwei-ein-halb" split reads), all of them stay in words, unread: reading the part
    with only the last of them would give a half without its whole."""
    pieces: list[str] = []
    position = 0
    while (match := _FRACTION.search(text, position)) is not None:
        decimal = _fraction_digits(match)
        pieces.append(text[position:match.start()]
                      + (match.group(0) if decimal is None else decimal))
        position = match.end()
    return "".join(pieces) + text[position:]


def _fraction_digits(match: re.Match[str]) -> str | None:
    """A fraction as a decimal when a unit follows it, else the words unchanged; "three and a
    half" is 3.5 with or without a unit (a Mach number, a count), since it names no region
    the way "half the domain" does, and so is a count of tenths, hundredths or thousandths
    ("two hundredths"): decimals said in words, never a part of a thing unless "of" one
    follows. A count ending in "ten" or "hundred" before thousandths or millionths ("two hundred
    thousandths") says no one number, so its words stay unread here; None when the words
    before the part are no one number, to be read again from the next word."""
    if match.group("whole") is not None:
        whole = spoken_number(match.group("whole"))
        if whole is None:
            return None
        return f"{whole + 1 / _PARTS[match.group('tail').lower()]:.6g}"
    if read_unit(match.string, match.end()) is None \
            and _AREA_OR_VOLUME.match(match.string, match.end()) is None \
            and not _decimal_fraction(match):
        return match.group(0)
    if match.group("lead_half") is not None:
        value = 0.5
    elif match.group("quarter") is not None:
        value = 0.25
    elif match.group("bare_part") is not None:
        value = 1 / _PARTS[match.group("bare_part").lower()]
    else:
        if _SPLIT_DENOMINATOR.search(match.group("count")) \
                and _PARTS[match.group("part").lower()] >= 1000:
            return match.group(0)
        count = spoken_number(match.group("count"))
        if count is None:
            return None
        value = count / _PARTS[match.group("part").lower()]
    return f"{value:.6g}"


def _leading_point(match: re.Match[str]) -> str:
    """"point five seconds" as "0.5 seconds" when a unit follows and no number word stands
    before (text2num reads "zero point five" itself), else unchanged: "point five" alone was
    read "point 5", and the 5 taken for the value."""
    before = match.string[:match.start()].split()
    if (before and (before[-1].lower() in _NUMBER_WORDS or before[-1][-1].isdigit())) \
            or read_unit(match.string, match.end()) is None:
        return match.group(0)
    digits = "".join(_DIGITS[word] for word in match.group("digits").lower().split())
    return f"0.{digits}"


def _decimal_fraction(match: re.Match[str]) -> bool:
    """Whether ``match`` is a count of a power-of-ten part ("two hundredths", "one point
    nine thousandths") that is no part of a thing ("three tenths of the channel")."""
    part = match.group("part")
    if part is None or match.group("count") is None:
        return False
    denominator = _PARTS[part.lower()]
    return denominator >= 10 and math.log10(denominator).is_integer() \
        and not match.group(0).lower().endswith(" of")


def spoken_number(words: str) -> float | None:
    """The number ``words`` say in English, in words or digits ("a" is one, "seven", "7",
    "twenty-two", "one point nine", "one and a half"); None when the words are no one number
    ("two one", as a German "zwei-ein-halb" split into words reads). The one reader of a
    number in words, so a count of cores or ranks is read as a value is."""
    lowered = words.lower().strip()
    if lowered in _COUNTS:
        return float(_COUNTS[lowered])
    half = _AND_A_PART.search(lowered)
    if half is not None:
        whole = spoken_number(lowered[:half.start()])
        return None if whole is None else whole + 1 / _PARTS[half.group("tail")]
    if lowered[0].isdigit():
        return float(lowered)
    spelled = _ARTICLE_SCALE.sub(lambda match: "one " + match.group(1), lowered.replace("-", " "))
    digits = alpha2digit(spelled, "en", threshold=0)
    return float(digits) if re.fullmatch(r"\d+(?:\.\d+)?", digits) else None


def _small_number(match: re.Match[str]) -> str:
    """A number below the threshold as digits when a unit follows it or a count is beside it."""
    text = match.string
    before = text[max(0, match.start() - 12):match.start()]
    after = text[match.end():match.end() + 12]
    if read_unit(text, match.end()) is not None or _BESIDE_COUNT.search(before) \
            or _BESIDE_COUNT.search(after):
        return _SMALL[match.group(1).lower()]
    return match.group(0)


def _range_start(match: re.Match[str]) -> str:
    """The number word opening a range as its digit when the range's end carries a unit
    ("from zero to 0.2 second": left in words, the 0.2 was taken for the start time, the run
    started at its end); else unchanged ("zero gradient", "one to one")."""
    if read_unit(match.string, match.end("end")) is None:
        return match.group(0)
    word = match.group(1).lower()
    return ("0" if word == "zero" else _SMALL[word]) + match.group("link") + match.group("end")


def _power_of_ten(match: re.Match[str]) -> str:
    """"2 times 10 to the -5" as ``2e-5``; "10 to the -5" alone as ``1e-5``."""
    return f"{match.group('mantissa') or '1'}e{match.group('exponent')}"

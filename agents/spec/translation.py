"""A request in French, German, Spanish, Italian, Portuguese or Dutch, read clause by clause
into English.

Why: the readers read English. A request in another language was detected and answered
``unmet`` as a whole, so none of its values reached the case. Most such requests say the same
things as English ones with a closed vocabulary (``foam_agent.foamcase.catalog.languages``), so each
clause whose every word is known is rewritten in English before any reader sees it, and only a
clause with a word not known stays in its language, unread: the language reader answers it
with a row no case meets (``foam_agent.agents.spec.language``), never a guess.

How, per clause (a stretch between sentence marks, commas followed by a space, colons and
brackets): numbers in words become digits in the clause's language (text2num), a decimal comma
becomes a point ("4,4 m" is 4.4 m in these languages), "N unit and a half" gains its half, a
number range "4,6 a 5,4" reads "4.6 to 5.4"; then the longest lexicon entry at each word is
taken. A word no entry has is still known when it is a number, a unit after a number, an
identifier (``hotRoom``, ``k-epsilon``, ``LNG``), a name written with a capital inside a
sentence (not in German, whose nouns all have one), a one-letter symbol, or an English word the
lexicon writes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from text_to_num import alpha2digit

from foam_agent.agents.spec.digit_groups import Mark, decimal_mark, with_points
from foam_agent.agents.spec.language import foreign_language
from foam_agent.agents.spec.not_physics import aside
from foam_agent.agents.spec.units import read_unit
from foam_agent.foamcase.catalog.languages import (
    BY_NAME,
    ENGLISH,
    ENGLISH_WORDS,
    LEXICONS,
    RUN_VERBS,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Where a clause ends: a sentence mark or colon before a space, a comma before a space, a bracket
#: or a quotation mark (a decimal comma "0,8" has no space after it).
_CLAUSE_END = lazy_regex(r"[.!?;:](?=\s|$)|,(?=\s)|[()«»\"“”\[\]]")
#: An elided article or preposition ("l'écoulement", "dall'ufficio") is a word of its own.
_ELISION = lazy_regex(r"(?<=[^\W\d_])(['’])(?=[^\W\d_])")
_NUMBER_TOKEN = lazy_regex(r"[-+]?\d")
#: "1 metre and 20" after an Italian, Spanish or Portuguese "un metro e venti": 1.20 m.
_METRE_AND_CENTIMETRES = lazy_regex(r"\b(\d+|one) metres? and (\d{2})\b(?!\s*(?:\d|[^\W\d_]{1,4}\b"
                                    r"|[/°%]))")
_LONGEST_ENTRY = 6


@dataclass(frozen=True)
class Translation:
    """A request as the readers will read it.

    Attributes:
        text: The request with each clause that was read written in English.
        language: The request's language when it is not English, else None.
        unread: The clauses left in their language, as written: not one value of them is read.
        asides: Clauses left in their language that carry nothing a case needs (no number and
            no physics word, or only numbers of no physics: ``not_physics.aside``), each with
            why: listed, never a blocker.
    """

    text: str
    language: str | None = None
    unread: tuple[str, ...] = ()
    asides: tuple[tuple[str, str], ...] = ()

    @property
    def translated(self) -> bool:
        """Whether the clauses read are now English (a language the lexicon has): numbers in
        words are then read as English ones, whatever language the unread clauses leave."""
        return self.language in LEXICONS


def translated(text: str) -> Translation:
    """``text`` with its clauses in English when it is written in a language the lexicon has
    (see the module's why); an English request, or one in another language, is unchanged."""
    language = foreign_language(text)
    if language is None:
        return Translation(text)
    if language not in LEXICONS:
        return Translation(text, language, (text.strip(),))
    mark = decimal_mark(text)
    pieces: list[str] = []
    unread: list[str] = []
    asides: list[tuple[str, str]] = []
    start = 0
    for end in [*(match.start() for match in _CLAUSE_END.finditer(text)), len(text)]:
        clause = text[start:end]
        english = _clause_in_english(clause, language, mark)
        if english is None:
            pieces.append(clause)
            why = aside(clause, _numbers(clause, language), LEXICONS[language],
                        capitalised_nouns=BY_NAME[language].capitalised_nouns)
            if why is None:
                unread.append(clause.strip())
            else:
                asides.append((clause.strip(), why))
        else:
            pieces.append(english)
        pieces.append(text[end:end + 1])
        start = end + 1
    return Translation("".join(pieces), language, tuple(unread), tuple(asides))


def _clause_in_english(clause: str, language: str, mark: Mark | None) -> str | None:
    """``clause`` in English, or None when one of its words, or the decimal mark of one of its
    numbers (``digit_groups``, by the request's ``mark``), is not known."""
    if not re.search(r"[^\W\d_]", clause):
        # Numbers alone ("(0,5)" after its words) still take the request's decimal mark.
        return with_points(clause, mark)
    text = clause
    row = BY_NAME[language]
    for courtesy in row.courtesies:
        text = re.sub(rf"\b{courtesy}\b", " ", text, flags=re.IGNORECASE)
    # Numbers in words first: text2num writes them with the language's decimal comma
    # ("tres coma cinco" is "3,5"), which the digit groups then read like any other.
    pointed = with_points(_numbers(text, language), mark)
    if pointed is None:
        return None
    text = pointed
    text = re.sub(rf"(\d(?:\S{{0,8}}))\s+(?:{row.range_to})\s+(?=[-+]?\d)", r"\1 to ",
                  text)
    small = _small_numbers(language)
    spelled = "|".join(small)
    # The unit may be a few words ("vingt-deux mètres par seconde et demi"); read as the
    # first word only, the half was left in words and the number read without it.
    text = re.sub(rf"\b(\d+(?:\.\d+)?|{spelled})((?:\s+[^\W\d_]+){{1,3}}?\s+)"
                  rf"(?:{row.and_a_half})\b",
                  lambda match: f"{_whole(match.group(1), small) + 0.5:g}{match.group(2)}",
                  text, flags=re.IGNORECASE)
    text = _suspended_compounds(text, language)
    words = _ELISION.sub(r"\1 ", text).split()
    lexicon = _keyed(language)
    english: list[str] = []
    index = 0
    while index < len(words):
        if _symbol(words, index):
            english.append(words[index])
            index += 1
            continue
        for length in range(min(_LONGEST_ENTRY, len(words) - index), 0, -1):
            key = tuple("{n}" if _NUMBER_TOKEN.match(word) else word.lower()
                        for word in words[index:index + length])
            if key in lexicon:
                number = next((word for word in words[index:index + length]
                               if _NUMBER_TOKEN.match(word)), "")
                english.append(lexicon[key].replace("{n}", number))
                index += length
                break
        else:
            word = words[index]
            if not _known(word, words[index - 1] if index else None, index == 0, language):
                return None
            english.append(_parts_in_english(word, language))
            index += 1
    english = [part for part in english if part]
    if row.verb_final and len(english) > 1 and english[-1] in RUN_VERBS:
        # "3 seconds run", "and every 100 iterations write": the verb goes first in its own
        # part of the clause, after the last "and", where English has it.
        start = max((index + 1 for index, part in enumerate(english[:-1])
                     if part in ("and", "then")), default=0)
        english = [*english[:start], english[-1], *english[start:-1]]
    joined = " ".join(english)
    joined = _METRE_AND_CENTIMETRES.sub(
        lambda match: f"{_whole(match.group(1), {})}.{match.group(2)} metres", joined)
    lead = clause[:len(clause) - len(clause.lstrip())]
    trail = clause[len(clause.rstrip()):]
    return f"{lead}{joined}{trail}" if joined else lead


#: A compound's first part left hanging before "and" or "or" ("onder- en bovenwand",
#: "Ober- und Unterseite"): the part, the joining word and the compound after it.
_SUSPENDED = lazy_regex(r"\b([^\W\d_]{3,})-\s+([^\W\d_]+)\s+([^\W\d_]{4,})\b")


def _suspended_compounds(text: str, language: str) -> str:
    """``text`` with each compound part left hanging before "and" or "or" given the last
    part of the compound after the joining word ("onder- en bovenwand" is "onderwand en
    bovenwand"), as a language that writes its compounds as one word shortens two of them
    with one head; the head is the shortest end of the second compound that makes both words
    compounds the lexicon reads, else the words stay as written."""
    if not BY_NAME[language].compounds:
        return text
    joins = {word for word, english in LEXICONS[language].items() if english in ("and", "or")}

    def whole(match: re.Match[str]) -> str:
        first, join, second = match.groups()
        if join.lower() not in joins:
            return match.group(0)
        for cut in range(_SHORTEST_PART, len(second) - _SHORTEST_PART + 1):
            head = second[cut:]
            if _compound(second, language) and _compound(first + head.lower(), language) \
                    and _compound(second[:cut], language) and _compound(head, language):
                return f"{first}{head.lower()} {join} {second}"
        return match.group(0)

    return _SUSPENDED.sub(whole, text)


def _symbol(words: list[str], index: int) -> bool:
    """Whether ``words[index]`` is a one-letter symbol given a value ("E = 70 GPa",
    "y = 0,5 m"): kept as written, since the same letter alone is a connective of the
    language ("e", "y", "o" are "and" and "or"), and a connective is never a name to bind a
    value to."""
    word = words[index]
    following = words[index + 1] if index + 1 < len(words) else ""
    return len(word) == 1 and word.isalpha() and following.startswith("=")


def _whole(number: str, small: Mapping[str, int]) -> int | float:
    """A number in digits, or one, two or three in words (below text2num's threshold, as
    they name things as often as they count them)."""
    if not number[0].isdigit():
        return small.get(number.lower(), 1)
    return int(number) if number.isdigit() else float(number)


@cache
def _small_numbers(language: str) -> Mapping[str, int]:
    """The words of ``language`` for one, two and three (its articles among them)."""
    values = {"one": 1, "two": 2, "three": 3}
    return {word: values[english] for word, english in LEXICONS[language].items()
            if english in values}


def _numbers(text: str, language: str) -> str:
    """Numbers in words as digits, with fraction words ("otto decimi") kept for the English
    reader of fractions."""
    fractions = {word for word, english in LEXICONS[language].items()
                 if english in ENGLISH.fractions}
    kept: list[str] = []

    def keep(match: re.Match[str]) -> str:
        kept.append(match.group(0))
        return f"fraction{len(kept) - 1}mark"

    row = BY_NAME[language]
    if row.half_suffix:
        text = re.sub(rf"\b([^\W\d_]+?){row.half_suffix}\b",
                      lambda match: _and_a_half(match, row.code), text, flags=re.IGNORECASE)
    if fractions:
        pattern = r"\b(?:" + "|".join(sorted(map(re.escape, fractions), key=len,
                                            reverse=True)) + r")\b"
        text = re.sub(pattern, keep, text, flags=re.IGNORECASE)
    text = alpha2digit(text, row.code)
    return re.sub(r"fraction(\d+)mark", lambda match: kept[int(match.group(1))], text)


def _and_a_half(match: re.Match[str], code: str) -> str:
    """A number word with the language's half ending ("zweieinhalb") as its value plus a half
    ("2.5"), or the word unchanged when its head is no number."""
    digits = alpha2digit(match.group(1), code, threshold=0)
    return f"{int(digits) + 0.5:g}" if digits.isdigit() else match.group(0)


def _parts_in_english(word: str, language: str) -> str:
    """``word`` with each part joined by a hyphen or slash that is a lexicon entry in English
    ("x-Richtung" is "x-direction", "Wasser/Luft" "water/air"); a part the lexicon has passes
    as known, so it must not stay in its language for the English reader to miss. A number
    ("1,47e-5") and one-letter parts are symbols, never words ("e" is Italian "and")."""
    if _NUMBER_TOKEN.match(word):
        return word
    if not re.search(r"[-/]", word):
        return _compound(word, language) or word
    lexicon = LEXICONS[language]
    english = re.sub(r"[^\W\d_]{2,}",
                     lambda match: lexicon.get(match.group(0).lower())
                     or _compound(match.group(0), language) or match.group(0), word)
    if not BY_NAME[language].compounds:
        return english
    # A compound of a name and a noun is written with a hyphen ("Courant-getal",
    # "Hartmann-Beispiel") where English writes two words ("Courant number"); a one-letter
    # head keeps it ("x-Richtung" is "x-direction").
    return re.sub(r"(?<=[^\W\d_]{2})-(?=[^\W\d_]{2,}$)", " ", english) \
        if english != word and "/" not in word else english


#: What German writes between the parts of a compound ("Wärmekapazität-s-", "Flüssigkeit-s-")
#: and after its last part as it is declined ("des Tankboden-s", "dem Zylinder-n").
_JOINTS = ("", "s", "es", "n", "en", "e")
_ENDINGS = ("", "s", "es", "n", "en", "e", "er", "em")
#: The shortest part of a compound: shorter ones ("ab", "an", "zu") split words at random.
_SHORTEST_PART = 3


def _compound(word: str, language: str) -> str | None:
    """A German word no entry has, read as the entries it is made of: a compound of two or
    three ("Messingplatte" brass plate, "Tankbodens" tank floor) or one entry declined
    ("Zylinders" cylinder), each part an entry of one word of three letters or more, in
    the order English writes them too; None when no such reading exists, so the word stays
    unknown. Only in a language that writes its compounds as one word (``Language.compounds``)."""
    if not BY_NAME[language].compounds or not word.isalpha():
        return None
    parts = _parts(word.lower(), _single_words(language), 0)
    return " ".join(parts) if parts else None


def _parts(rest: str, words: Mapping[str, str], depth: int) -> list[str] | None:
    """The English of the entries ``rest`` is made of, longest entry first (see
    ``_compound``), or None."""
    for end in range(len(rest), _SHORTEST_PART - 1, -1):
        english = words.get(rest[:end])
        if english is None:
            continue
        remainder = rest[end:]
        if remainder in _ENDINGS:
            return [english]
        if depth < 2:
            for joint in _JOINTS:
                if remainder.startswith(joint) and (
                        after := _parts(remainder[len(joint):], words, depth + 1)):
                    return [english, *after]
    return None


@cache
def _single_words(language: str) -> Mapping[str, str]:
    """The entries of ``language`` that are one word with an English reading."""
    return {foreign: english for foreign, english in LEXICONS[language].items()
            if " " not in foreign and english and len(foreign) >= _SHORTEST_PART}


def _known(word: str, before: str | None, first: bool, language: str) -> bool:
    """Whether a word no lexicon entry has is still read: a number or symbol, a unit after a
    number, or a word whose every part ("k-epsilon", "n-Heptan/Luft") is known."""
    bare = word.strip(".,;:!?'’")
    letters = "".join(char for char in bare if char.isalpha())
    if len(letters) <= 1 or _NUMBER_TOKEN.match(bare) and len(letters) <= 3:
        return True
    if before is not None and _NUMBER_TOKEN.match(before) and read_unit(" " + bare, 0):
        return True
    parts = [part for part in re.split(r"[-/]", bare) if part]
    return all(_known_part(part, first and len(parts) == 1, language) for part in parts)


def _known_part(part: str, first: bool, language: str) -> bool:
    """Whether one word is read: a symbol or unit, an identifier (``hotRoom``, ``LNG``,
    ``wedge15Ma5``), a word of the lexicons, a name of physics, or a name written with a
    capital inside a sentence (not in German, whose nouns all have one)."""
    letters = "".join(char for char in part if char.isalpha())
    if len(letters) <= 1 or letters != part and any(char.isdigit() for char in part):
        return True
    if any(char.isupper() for char in part[1:]) or (len(part) <= 3 and read_unit(" " + part, 0)):
        return True
    lowered = part.lower()
    if lowered in LEXICONS[language] or lowered in ENGLISH_WORDS or _compound(part, language):
        return True
    return part[0].isupper() and not first and not BY_NAME[language].capitalised_nouns


@cache
def _keyed(language: str) -> Mapping[tuple[str, ...], str]:
    """The lexicon of ``language`` keyed by its entries' words, as a clause is split."""
    return {tuple(_ELISION.sub(r"\1 ", foreign).split()): english
            for foreign, english in LEXICONS[language].items()}

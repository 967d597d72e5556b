"""Which language a request is written in, when it is not English.

Why: the readers read English. A request written in French ("simuler l'écoulement dans une
cavité, le couvercle se déplace à 1 m/s") had its numbers read without their words, followed an
elbow tutorial, put the lid's speed on two velocity inlets and was reported ``solved``. Such a
request is now read as far as it goes and answered with a row the audit cannot meet, saying
the request's language was not read, so its status is never ``solved`` on a misreading.

How: by the short words every sentence of a language has (articles, prepositions, pronouns),
counted against English's. Those words are few, closed and shared by no technical vocabulary,
so a terse English request ("BenardCells: top 80°F, bottom 3°F hotter, 20 min") is never
foreign, which the statistical detectors on PyPI get wrong. Measured 2026-11-28 on the 102
blind requests (benchmarks/data/blind_round7): langdetect 1.0.9 called 4 of them not English,
py3langid 0.4.0 called 6, and they cost 0.30 s and 0.65 s of CPU to import and load their
models; these word lists cost nothing to import and call all 102, the 252 FoamBench prompts and
the 213 requests of the test corpora English, and one request in each of French, German,
Spanish, Italian, Portuguese and Dutch by its language.

Languages are the catalog's rows (``foam_agent.foamcase.catalog.languages``); a request in a
language no row has (Polish, Swedish, Russian) is named "an unrecognised language" and, having
no lexicon, answered unmet as a whole, never read as English.

What then: ``foam_agent.agents.spec.translation`` rewrites in English each clause whose words its
lexicon knows; each clause left in its language is answered here with a row no case meets.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import replace

from foam_agent.agents.spec.stated import NotApplied, Requirements, Stated
from foam_agent.foamcase.catalog.languages import ENGLISH, ENGLISH_WORDS, FOREIGN, LEXICONS
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: Closed-class words of each language (``Language.function_words``).
_FUNCTION_WORDS: Mapping[str, frozenset[str]] = {
    language.name: language.function_words for language in FOREIGN}
_ENGLISH = ENGLISH.function_words
_WORD = lazy_regex(r"[^\W\d_]+(?:'[^\W\d_]+)?")
#: How many languages list each function word.
_SHARERS: Mapping[str, int] = {
    word: sum(word in listed for listed in _FUNCTION_WORDS.values())
    for listed in _FUNCTION_WORDS.values() for word in listed}
#: How many lexicons have each word.
_LEXICON_SHARERS: Mapping[str, int] = {
    word: sum(word in lexicon for lexicon in LEXICONS.values())
    for lexicon in LEXICONS.values() for word in lexicon}
#: What a request is said to be written in when its language has no row.
UNRECOGNISED = "an unrecognised language"
#: A plain word: letters only, lowercase after the first, between spaces or marks (no part of
#: an identifier such as ``damBreak`` or ``k-epsilon``), two letters or more.
_PLAIN_WORD = lazy_regex(r"(?<![\w.-])[^\W\d_][^\W\d_A-Z]+(?![\w.-])")
#: Every word a row knows: English's, the lexicons' entries and every function word.
_KNOWN_WORDS: frozenset[str] = ENGLISH_WORDS | ENGLISH.function_words | frozenset(
    word for lexicon in LEXICONS.values() for entry in lexicon for word in entry.split()) | \
    frozenset(word for listed in _FUNCTION_WORDS.values() for word in listed)
#: A request with fewer plain words than this is too short to tell a language by them.
_PLAIN_AT_LEAST = 4
#: The share of its plain words a request in a language with a row has at least.
_KNOWN_SHARE = 1 / 3
#: Different foreign function words a request must have before it is called foreign at all.
_AT_LEAST = 3
#: A lowercase word with a letter English does not write ("stöchiometrisch", "écoulement"):
#: with no English function word and one foreign one, a terse request is foreign too ("n-Heptan/
#: Luft 0-D, stöchiometrisch … eine halbe Millisekunde" has one German function word). Names
#: keep their capital (Péclet, Kármán), so they never count.
_FOREIGN_LETTERS = lazy_regex(r"\b[a-zß]*[äöüßéèêëàâçñõãíóúìòùœ][a-zäöüßéèêëàâçñõãíóúìòùœ]*\b")


def foreign_language(text: str) -> str | None:
    """The language ``text`` is written in when that is not English (``"French"``), else
    None: more of one language's function words than English's, at least three of them."""
    words = [word.lower() for word in _WORD.findall(text) if len(word) > 1]
    english = sum(word in _ENGLISH for word in words)
    counts = {name: sum(word in listed and word not in _ENGLISH for word in words)
              for name, listed in _FUNCTION_WORDS.items()}
    name = max(counts, key=lambda language: _weight(words, language))
    count = counts[name]
    # at least three different words: one said again and again is no language ("BTU per
    # hour per foot per degree": English's units, joined by a word Italian has too)
    distinct = len({word for word in words if word in _FUNCTION_WORDS[name]
                    and word not in _ENGLISH})
    if distinct >= _AT_LEAST and count > english:
        return name
    by_lexicon = _by_lexicon(words, english)
    if by_lexicon is not None:
        return by_lexicon
    if _unrecognised(text, english):
        return UNRECOGNISED
    terse = english == 0 and count >= 1 and _FOREIGN_LETTERS.search(text) is not None
    return name if terse else None


def _unrecognised(text: str, english: int) -> bool:
    """Whether ``text`` is written in a language no row has: most of its letters are of another
    script (Cyrillic, Greek, Chinese), or, with at most one English function word, fewer than a
    third of its plain words are words of any row (English's, the lexicons' and the function
    words of every language) and at least two of the others write a letter English does not
    ("przepływ", "boşluk", "flödet"). Identifiers ("damBreak", "k-epsilon", "H2") and
    one-letter symbols are no plain words, and a terse English request's abbreviations ("thru",
    "vol", "tut") are written in English's letters, so it is never unrecognised."""
    letters = [char for char in text if char.isalpha()]
    if not letters:
        return False
    other_script = sum("LATIN" not in unicodedata.name(char, "") for char in letters)
    if other_script > len(letters) / 2:
        return True
    plain = [word.lower() for word in _PLAIN_WORD.findall(text) if word.isalpha()]
    if english > 1 or len(plain) < _PLAIN_AT_LEAST:
        return False
    unknown = [word for word in plain if word not in _KNOWN_WORDS]
    foreign_letters = sum(not word.isascii() for word in unknown)
    return len(unknown) > len(plain) * (1 - _KNOWN_SHARE) and foreign_letters >= 2


def _weight(words: list[str], language: str) -> float:
    """How strongly ``words`` say ``language``: each of its function words and each word of its
    lexicon English does not write counts once, a word shared by several languages ("de" is
    French, Spanish, Portuguese and Dutch; "velocidad" only Spanish) split among them, so a
    Portuguese request's many "de" never make it Dutch against its "uma", "na", "dos"."""
    lexicon = LEXICONS.get(language, {})
    return sum(1 / _SHARERS[word] for word in words
               if word in _FUNCTION_WORDS[language] and word not in _ENGLISH) + sum(
        1 / _LEXICON_SHARERS[word] for word in words
        if word in lexicon and word not in ENGLISH_WORDS and word not in _ENGLISH)


def _by_lexicon(words: list[str], english: int) -> str | None:
    """The language of a short request with few function words ("Simula venti secondi e salva
    ogni due secondi"): most of its words are words of one lexicon that English does not write."""
    counts = {name: sum(word in lexicon and word not in ENGLISH_WORDS and word not in _ENGLISH
                        for word in words)
              for name, lexicon in LEXICONS.items()}
    name, count = max(counts.items(), key=lambda item: item[1])
    return name if count >= _AT_LEAST and count > 2 * english else None


def with_language(requirements: Requirements, language: str | None,
                  unread: tuple[str, ...],
                  asides: tuple[tuple[str, str], ...] = ()) -> Requirements:
    """``requirements`` with a row no case can meet for each clause of a request in
    ``language`` that was left unread (``foam_agent.agents.spec.translation``): its numbers and
    names were not read, so the status says so rather than following a guess. Each of the
    ``asides`` (a clause left unread that carries nothing a case needs, with why) is a note
    instead: a greeting or a word about the laptop never makes a case unmet."""
    if language is None:
        return requirements
    notes = tuple(Stated(f"left unread in {language}: {why}", " ".join(clause.split()))
                  for clause, why in asides)
    requirements = replace(requirements, not_physics=(*requirements.not_physics, *notes))
    if not unread:
        return requirements
    count = f"{len(unread)} phrase{'s' if len(unread) != 1 else ''} not understood"
    rows = tuple(NotApplied(_shortened(clause),
                            f"request in {language}: {count}; this one has words (or a "
                            "number's decimal mark) the reader does not know, so none of its "
                            "values was read: write it in English or correct the plan "
                            "(foam-agent understand --json, then solve --spec)")
                 for clause in unread)
    return replace(requirements, not_applied=(*requirements.not_applied, *rows))


def _shortened(clause: str) -> str:
    """The first words of a clause, as a row shows them."""
    words = clause.split()
    return " ".join(words[:8]) + (" …" if len(words) > 8 else "")

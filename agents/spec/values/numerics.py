"""Settings of the run's numerics a request states, in code form or in words: ``nCorrectors
3``, "three pressure correctors", "relax the pressure by 0.3", "p tolerance 1e-7", "converge
the pressure to 1e-6", "turn the momentum predictor off", "GAMG for the pressure",
"second-order backward time stepping", "div(phi,U) Gauss linearUpwind grad(U)".

Why one mechanism and not phrases per keyword: what a request may name is the tutorials' own
(``fvSolution``'s keywords, its algorithm dictionaries, its solver, preconditioner and smoother
names, ``fvSchemes``' time and convection schemes: ``foam_agent.foamcase.case.vocabulary``), and
what each setting is called in words, where it sits and what value it takes is one catalog row
(``foam_agent.foamcase.catalog.numerics``). The forms read are few and shared: a keyword and its
value; a count before or after a setting's name; a value "for" a list of fields, or a field
"by"/"with"/"to" a value, after a relaxation's or a residual's name; a method's name beside the
field it solves. Where the entry goes comes from the words around it: the algorithm dictionary
or the field the sentence names (``PISO``, ``BPISO``, ``p``, ``"alpha.water.*"``). A value of the
wrong kind (a fraction above 1, a count that is no whole number) or words of both switch
positions are reported as not applied, with why.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.numerics import NumericSetting, SettingValue
from foam_agent.agents.spec.phrases import (
    NUMBER,
    VECTOR,
    Span,
    in_si,
    sentences,
    to_number,
    to_vector,
)
from foam_agent.agents.spec.stated import NotApplied
from foam_agent.agents.spec.units import read_unit
from foam_agent.foamcase.case.abbreviations import expand_abbreviation
from foam_agent.foamcase.case.vocabulary import Vocabulary
from foam_agent.foamcase.catalog.numerics import (
    BY_KEYWORD,
    FIELD_WORDS,
    SCHEME_COEFFICIENTS,
    SETTINGS,
    SWITCH_OFF,
    SWITCH_ON,
    Setting,
)
from foam_agent.foamcase.lazy_pattern import lazy_regex

_FLAGS = re.IGNORECASE
#: "one" and "two" stay words in the normalised request (``spoken_numbers`` makes them digits
#: beside a unit only, as they are pronouns as often as counts); before a setting's name they
#: are its count ("two outer correctors").
_SMALL_COUNTS = {"one": 1, "two": 2}
_SWITCH = r"(?:yes|no|on|off|true|false)"
#: Between a keyword and its value.
_LINK = r"\s*(?:=|:|\bto\b|\bof\b|\bis\b|\bat\b)?\s*"
#: How far (characters) from a one-word scheme's name in words its word may stand.
_SCHEME_REACH = 20
#: A one-word scheme changed: "from Kurganov to Tadmor", after its keyword and perhaps the
#: dictionary holding it ("in fvSchemes").
_SCHEME_CHANGE = lazy_regex(r"\s+(?:in\s+(?:the\s+)?\w+\s+)?from\s+(?P<old>[A-Za-z]\w*)\s+"
                            r"to\s+(?P<new>[A-Za-z]\w*)\b")
#: Between a field and a value, after a relaxation's or a residual's name.
_TO_VALUE = (r"\s*(?:equations?|fields?)?\s*(?:residuals?\s*)?(?:=|:|by|with|to|of|at|"
             r"below|under|less\s+than|drops\s+below|falls\s+below|reaches)?\s*"
             r"(?:a\s+(?:factor|value)\s+of\s+)?")
#: After a value: no word, call or decimal goes on (a sentence's full stop may).
_END = r"(?![\w(]|\.\w)"
_SEPARATOR = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+)"
#: The one-letter field names read as fields; others ("a", "b", "D") are prose as often.
_LETTER_FIELDS = frozenset({"p", "U", "T", "k", "h", "e"})
#: Words saying a method named beside them preconditions or smooths ("the DIC
#: preconditioner", "symGaussSeidel smoother"): DIC is either.
_PRECONDITIONER_WORDS = lazy_regex(r"precondition", _FLAGS)
_SMOOTHER_WORDS = lazy_regex(r"smooth(?:er|ing)", _FLAGS)
_SECOND_ORDER = lazy_regex(r"second[- ]order", _FLAGS)
_NOT_TIME = lazy_regex(r"\s*-?\s*facing", _FLAGS)
#: A whole number right before a keyword, nothing between but space ("4 nCorrectors").
_COUNT_BEFORE = lazy_regex(r"(?<![\w.])(?P<v>\d+)\s+\Z")
#: A compound identifier written as code ("nNonOrthCorr", "momPredictor"): a lower-case
#: start, then at least one capital.
_COMPOUND = lazy_regex(r"(?<![\w.$])[a-z]+[A-Z][A-Za-z0-9]*(?![\w.])")


@dataclass
class NumericsReading:
    """What was read, the spans it used, and what was read but refused."""

    settings: list[NumericSetting] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    refusals: list[NotApplied] = field(default_factory=list)


@dataclass(frozen=True)
class _Words:
    """The vocabulary's words as patterns, built once per reading."""

    keys: re.Pattern[str]
    fields: re.Pattern[str]
    algorithms: re.Pattern[str] | None
    methods: dict[str, frozenset[str]]
    #: The keywords read by name, which a short form may abbreviate.
    names: frozenset[str] = frozenset()
    #: Every identifier of the installation's cases: a word that is one is never a short form.
    identifiers: frozenset[str] = frozenset()

    @classmethod
    def of(cls, vocabulary: Vocabulary) -> _Words:
        fields = {name for name in vocabulary.fields
                  if re.fullmatch(r"[A-Za-z][\w.]*", name)
                  and (len(name) > 1 or name in _LETTER_FIELDS)}
        fields |= set(FIELD_WORDS.values())
        code = {name for name in vocabulary.settings
                if re.search(r"[A-Z\d]", name) and len(name) > 3 and name not in fields
                and (name not in vocabulary.controls or name in BY_KEYWORD)}
        code |= {row.keyword for row in SETTINGS if row.scope not in ("ddt", "div")}
        code -= {"relaxationFactors", "residualControl", "maxCo"}
        keys = re.compile(rf"(?<![\w.$])({'|'.join(sorted(code, key=len, reverse=True))})"
                          r"(?![\w.])")
        words = "|".join(sorted(FIELD_WORDS, key=len, reverse=True))
        names = "|".join(re.escape(name) for name in sorted(fields, key=len, reverse=True))
        field_pattern = re.compile(
            rf'"[^"\n]{{1,30}}"|(?<![\w.$])(?:{names})(?:Final)?(?![\w(]|\.\w)'
            rf"|\b(?i:{words})\b")
        algorithms = ("|".join(sorted(vocabulary.algorithms, key=len, reverse=True))
                      if vocabulary.algorithms else None)
        return cls(keys, field_pattern,
                   re.compile(rf"(?<![\w.])(?:{algorithms})(?![\w.])") if algorithms else None,
                   dict(vocabulary.methods), frozenset(code),
                   frozenset((*vocabulary.fields, *vocabulary.keywords, *vocabulary.patches,
                              *vocabulary.controls, *vocabulary.settings)))


def _field_name(words: str) -> str:
    """A field as the case names it: ``pressure`` → ``p``; a code name kept."""
    return FIELD_WORDS.get(" ".join(words.lower().split()), words.strip())


@dataclass(frozen=True)
class _Refusal:
    """A value of the wrong kind for its setting, and why."""

    reason: str


def _typed(row: Setting | None, raw: str) -> SettingValue | _Refusal:
    """The value of ``raw`` as the row's kind takes it, else why not."""
    kind = row.kind if row is not None else None
    lowered = raw.lower()
    if re.fullmatch(_SWITCH, lowered):
        if kind not in (None, "switch"):
            return _Refusal(f"{raw} is a switch, the setting takes a {kind}")
        return lowered in SWITCH_ON
    if re.fullmatch(NUMBER, raw):
        number = to_number(raw)
        if kind == "switch":
            return _Refusal(f"{raw} is a number, the setting is a switch")
        if kind == "count":
            if float(number) != int(number) or number < 0:
                return _Refusal(f"{raw} is no whole count")
            return int(number)
        if kind == "fraction" and not 0 <= float(number) <= 1:
            return _Refusal(f"{raw} is no fraction between 0 and 1")
        if kind == "tolerance" and float(number) < 0:
            return _Refusal(f"{raw} is no tolerance")
        return number
    if kind in (None, "name"):
        return raw
    return _Refusal(f"{raw} is no {kind}")


class _Reader:
    """One request's reading."""

    def __init__(self, text: str, claims: Claims, vocabulary: Vocabulary) -> None:
        # A request wrapped at 80 columns is one sentence across its lines ("PIMPLE:
        # momentumPredictor" / "off"); a blank line still ends one. Same length: offsets hold.
        self.text = re.sub(r"(?<!\n)\n(?!\n)", " ", text)
        self.claims = claims
        self.words = _Words.of(vocabulary)
        self.found = NumericsReading()

    def free(self, start: int, end: int) -> bool:
        return self.claims.is_free(start, end) and not any(
            taken_start < end and start < taken_end for taken_start, taken_end in self.found.spans)

    def keep(self, keyword: str, raw: str, start: int, end: int, target: str | None = None,
             section: Literal["equations", "fields"] | None = None,
             value: SettingValue | None = None, assumption: str = "") -> None:
        source = " ".join(self.text[start:end].split())
        typed = value if value is not None else _typed(BY_KEYWORD.get(keyword), raw)
        self.found.spans.append((start, end))
        if isinstance(typed, _Refusal):
            self.found.refusals.append(NotApplied(source, f"{keyword}: {typed.reason}"))
            return
        self.found.settings.append(NumericSetting(keyword, typed, source, target, section,
                                                  assumption))

    def keep_time(self, keyword: str, raw: str, start: int, end: int) -> None:
        """A time setting's value (``maxDeltaT 1e-4 s``, "a maximum time step of 0.5 ms"):
        in seconds when a unit of time follows it, as written when none does (the case's own
        unit), refused with why when a unit of another kind does or it is no positive number."""
        unit = read_unit(self.text, end)
        if unit is not None and unit.kind not in ("time", "none"):
            self.refuse(start, unit.end, f"{keyword}: {raw} {unit.unit} is no time")
            return
        if not re.fullmatch(NUMBER, raw) or to_number(raw) <= 0:
            self.refuse(start, end, f"{keyword}: {raw} is no positive time")
            return
        stop = unit.end if unit is not None and unit.kind == "time" else end
        self.keep(keyword, raw, start, stop, value=in_si(to_number(raw), unit))

    def refuse(self, start: int, end: int, reason: str) -> None:
        self.found.spans.append((start, end))
        self.found.refusals.append(NotApplied(" ".join(self.text[start:end].split()), reason))

    def target(self, sentence: Span, start: int, end: int, scope: str) -> str | None:
        """The dictionary or field the sentence names for a keyword at ``start``: the nearest
        before it, else the first after it."""
        before = self.text[sentence.start:start]
        after = self.text[end:sentence.end]
        patterns: list[tuple[re.Pattern[str], bool]] = []
        if scope in ("algorithm", "anywhere") and self.words.algorithms is not None:
            patterns.append((self.words.algorithms, False))
        if scope in ("solver", "anywhere"):
            patterns.append((self.words.fields, True))
        for part, last in ((before, True), (after, False)):
            found = [(match, is_field) for pattern, is_field in patterns
                     for match in pattern.finditer(part)
                     if not self.words.keys.fullmatch(match.group(0))]
            if found:
                match, is_field = (max if last else min)(found, key=lambda item: item[0].start())
                return _field_name(match.group(0)) if is_field else match.group(0)
        return None

    def read(self) -> NumericsReading:
        for sentence in sentences(self.text):
            self.per_field(sentence)
            self.code_forms(sentence)
            self.abbreviated_forms(sentence)
            self.relaxation(sentence)
            self.counts(sentence)
            self.switches(sentence)
            self.methods(sentence)
            self.named_schemes(sentence)
            self.time_scheme(sentence)
            self.convection(sentence)
        return self.found

    def code_forms(self, sentence: Span) -> None:
        """``nCorrectors 3``, ``momentumPredictor off``, ``"alpha.water.*" nAlphaCorr 2``,
        ``tolerance 1e-07`` after the field it is for."""
        value = rf"(?:(?P<vector>{VECTOR})|(?P<v>{NUMBER}|{_SWITCH}|[A-Za-z][\w]*){_END})"
        for key in self.words.keys.finditer(self.text, sentence.start, sentence.end):
            link = re.compile(_LINK + value, _FLAGS).match(self.text, key.end(), sentence.end)
            if self.changed_scheme(key, sentence) or (
                    link is not None and self.unknown_scheme(key, link)):
                continue
            if link is None or link.group("v") and not re.fullmatch(
                    rf"{NUMBER}|{_SWITCH}", link.group("v"), _FLAGS) and link.group("v") \
                    not in self.words.methods.get(key.group(1), frozenset()):
                self.count_before(sentence, key)
                continue
            if not self.free(key.start(), link.end()):
                continue
            keyword = key.group(1)
            row = BY_KEYWORD.get(keyword)
            if link.group("vector"):
                self.vector(sentence, key, link, row)
                continue
            raw = link.group("v")
            if row is not None and row.kind == "name":
                if raw not in self.words.methods.get(keyword, frozenset()):
                    continue
            elif not re.fullmatch(rf"{NUMBER}|{_SWITCH}", raw, _FLAGS):
                continue
            if row is not None and row.kind == "time":
                self.keep_time(keyword, raw, key.start(), link.end())
                continue
            scope = row.scope if row is not None else "anywhere"
            target = None if scope == "control" else self.target(
                sentence, key.start(), link.end(), scope)
            self.keep(keyword, raw, key.start(), link.end(), target)

    def abbreviated_forms(self, sentence: Span) -> None:
        """A keyword written short with a number or a switch ("nNonOrthCorr = 4",
        "momPredictor off"): the value of the one keyword it abbreviates
        (``foamcase.case.abbreviations``); a short form two keywords fit is left unread."""
        value = re.compile(rf"{_LINK}(?P<v>{NUMBER}|{_SWITCH}){_END}", _FLAGS)
        for word in _COMPOUND.finditer(self.text, sentence.start, sentence.end):
            if word.group(0) in self.words.identifiers:
                continue
            keyword = expand_abbreviation(word.group(0), self.words.names)
            link = value.match(self.text, word.end(), sentence.end)
            if keyword is None or link is None or not self.free(word.start(), link.end()):
                continue
            row = BY_KEYWORD.get(keyword)
            if row is not None and row.kind == "name":
                continue
            if row is not None and row.kind == "time":
                self.keep_time(keyword, link.group("v"), word.start(), link.end())
                continue
            scope = row.scope if row is not None else "anywhere"
            target = None if scope == "control" else self.target(
                sentence, word.start(), link.end(), scope)
            self.keep(keyword, link.group("v"), word.start(), link.end(), target,
                      assumption=f"{word.group(0)} is short for {keyword}, the one keyword "
                                 "of the cases it abbreviates")

    def changed_scheme(self, key: re.Match[str], sentence: Span) -> bool:
        """A scheme chosen by one word, changed from one word to another ("fluxScheme in
        fvSchemes from Kurganov to Tadmor"): kept when the new word is one the installation's
        cases give it (the old one names what the case holds, nothing to set)."""
        row = BY_KEYWORD.get(key.group(1))
        if row is None or row.scope != "scheme":
            return False
        change = _SCHEME_CHANGE.match(self.text, key.end(), sentence.end)
        if change is None or not self.free(key.start(), change.end()):
            return False
        if change.group("new") not in self.words.methods.get(row.keyword, frozenset()):
            return False
        self.keep(row.keyword, change.group("new"), key.start(), change.end())
        return True

    def named_schemes(self, sentence: Span) -> None:
        """A one-word scheme named in words ("flux scheme: Tadmor", "the Tadmor flux
        scheme"): the word the installation's cases give it nearest the name is kept; a name
        with no such word beside it is refused with why, never dropped in silence."""
        for row in SETTINGS:
            if row.scope != "scheme" or not row.names:
                continue
            known = self.words.methods.get(row.keyword, frozenset())
            name = re.compile(rf"\b(?:{'|'.join(row.names)})\b", _FLAGS)
            for match in name.finditer(self.text, sentence.start, sentence.end):
                if not self.free(match.start(), match.end()):
                    continue
                start = max(sentence.start, match.start() - _SCHEME_REACH)
                stop = min(sentence.end, match.end() + _SCHEME_REACH)
                words = [word for word in re.finditer(r"[A-Za-z]\w*", self.text[start:stop])
                         if word.group(0) in known]
                if not words:
                    self.refuse(match.start(), match.end(),
                                f"{row.keyword}: named, with no scheme the installation's "
                                f"cases name beside it ({', '.join(sorted(known)) or 'none'})")
                    continue
                word = min(words, key=lambda item: abs(start + item.start() - match.start()))
                first = min(match.start(), start + word.start())
                last = max(match.end(), start + word.end())
                if self.free(first, last):
                    self.keep(row.keyword, word.group(0), first, last)

    def unknown_scheme(self, key: re.Match[str], link: re.Match[str]) -> bool:
        """Whether a scheme chosen by one word (``fluxScheme``) is given a word no case of the
        installation gives it: refused with why, since a scheme left as the tutorial had it
        while the request named another would pass for done."""
        row = BY_KEYWORD.get(key.group(1))
        raw = link.group("v")
        if row is None or row.scope != "scheme" or not raw or re.fullmatch(NUMBER, raw) \
                or raw in self.words.methods.get(row.keyword, frozenset()) \
                or not self.free(key.start(), link.end()):
            return False
        known = ", ".join(sorted(self.words.methods.get(row.keyword, frozenset()))) or "none"
        self.refuse(key.start(), link.end(),
                    f"{row.keyword}: {raw} is no scheme the installation's cases name "
                    f"(they name {known})")
        return True

    def count_before(self, sentence: Span, key: re.Match[str]) -> None:
        """A count written before a counting keyword with no value after it ("use 4
        nOuterCorrectors in PIMPLE"), as a count is before a setting's name in words."""
        row = BY_KEYWORD.get(key.group(1))
        count = _COUNT_BEFORE.search(self.text, sentence.start, key.start())
        if row is None or row.kind != "count" or count is None \
                or not self.free(count.start(), key.end()):
            return
        self.keep(row.keyword, count.group("v"), count.start(), key.end(),
                  self.target(sentence, count.start(), key.end(), row.scope))

    def vector(self, sentence: Span, key: re.Match[str], link: re.Match[str],
               row: Setting | None) -> None:
        """A value per component: a coupled solver's ``tolerance (1e-06 1e-06 1e-06)``, each
        component checked as the row's kind takes a number."""
        keyword = key.group(1)
        parts = re.match(VECTOR, link.group("vector"))
        if parts is None or row is None or row.kind in ("count", "switch", "name"):
            return
        components = [_typed(row, parts.group(index)) for index in (1, 2, 3)]
        refusal = next((item for item in components if isinstance(item, _Refusal)), None)
        if refusal is not None:
            self.refuse(key.start(), link.end(), f"{keyword}: {refusal.reason}")
            return
        target = self.target(sentence, key.start(), link.end(), row.scope)
        self.keep(keyword, "", key.start(), link.end(), target, value=to_vector(parts))

    def per_field(self, sentence: Span) -> None:
        """Settings held per field, named in words: "residualControl p 1e-4, U 1e-5", "the p
        residual drops below 1e-3", "converge the pressure to 1e-6", "relative tolerance of
        0.05 for p"."""
        for keyword in ("residualControl", "relTol", "tolerance"):
            row = BY_KEYWORD[keyword]
            for name in re.finditer(rf"\b(?:{'|'.join(row.names)})\b",
                                    self.text[:sentence.end], _FLAGS):
                if name.start() < sentence.start or not self.free(name.start(), name.end()):
                    continue
                before = list(self.words.fields.finditer(
                    self.text, max(sentence.start, name.start() - 25), name.start()))
                tail = re.compile(_TO_VALUE + rf"(?P<v>{NUMBER}){_END}", _FLAGS).match(
                    self.text, name.end(), sentence.end)
                if before and tail is not None and self.free(before[-1].start(), tail.end()):
                    self.keep(keyword, tail.group("v"), before[-1].start(), tail.end(),
                              _field_name(before[-1].group(0)))
                    continue
                if self.pairs(keyword, name.end(), sentence):
                    continue
                if tail is not None and self.free(name.start(), tail.end()):
                    target = (None if keyword == "residualControl" else
                              self.target(sentence, name.start(), tail.end(), "solver"))
                    self.keep(keyword, tail.group("v"), name.start(), tail.end(), target)

    def pairs(self, keyword: str, start: int, sentence: Span,
              section: Literal["equations", "fields"] | None = None) -> bool:
        """Field-value pairs after a setting's name: "p 1e-4, U 1e-5", "0.6 for k and
        epsilon, 0.5 for U", "the U equation by 0.9"; True when any was read."""
        read = False
        position = start
        fields = self.words.fields.pattern
        field_list = rf"(?P<f>(?:{fields})(?:{_SEPARATOR}(?:the\s+)?(?:{fields}))*)"
        value_for = re.compile(
            rf"[\s:,;]*(?:and\s+)?(?:of\s+|by\s+|with\s+)?(?P<v>{NUMBER})\s+for\s+(?:the\s+)?"
            rf"{field_list}(?:\s+(?P<s>equations?|fields?))?", _FLAGS)
        field_to = re.compile(
            rf"[\s:,;]*(?:and\s+)?(?:for\s+)?(?:the\s+)?(?P<f>{fields})(?:\s+(?P<s>equations?|"
            rf"fields?))?{_TO_VALUE}(?P<v>{NUMBER}){_END}", _FLAGS)
        while True:
            match = value_for.match(self.text, position, sentence.end) or \
                field_to.match(self.text, position, sentence.end)
            if match is None or not self.free(match.start("v"), match.end()):
                return read
            said = (match.group("s") or "").lower()
            part: Literal["equations", "fields"] | None = (
                "equations" if said.startswith("equation") else
                "fields" if said.startswith("field") else section)
            names = list(self.words.fields.finditer(match.group("f")))
            if not names:
                return read
            for item in names:
                self.keep(keyword, match.group("v"), match.start("f") if match.start("f")
                          < match.start("v") else match.start("v"), match.end(),
                          _field_name(item.group(0)), part)
                self.found.spans.pop()
            self.found.spans.append((match.start(), match.end()))
            read = True
            position = match.end()

    def relaxation(self, sentence: Span) -> None:
        """"Relax the U equation by 0.9", "relaxation factors: 0.6 for k and epsilon, 0.5 for
        U", "relax pressure by 0.3", "pressure relaxation 0.3"."""
        row = BY_KEYWORD["relaxationFactors"]
        section_words = re.search(r"relaxationFactors/(equations|fields)",
                                  self.text[sentence.start:sentence.end])
        section: Literal["equations", "fields"] | None = None
        if section_words is not None:
            section = "equations" if section_words.group(1) == "equations" else "fields"
        for name in re.finditer(rf"\b(?:{'|'.join(row.names)})\b",
                                self.text[:sentence.end], _FLAGS):
            if name.start() < sentence.start or not self.free(name.start(), name.end()):
                continue
            if self.pairs("relaxationFactors", name.end(), sentence, section):
                continue
            before = list(self.words.fields.finditer(
                self.text, max(sentence.start, name.start() - 25), name.start()))
            tail = re.compile(_TO_VALUE + rf"(?P<v>{NUMBER})", _FLAGS).match(
                self.text, name.end(), sentence.end)
            if before and tail is not None \
                    and self.free(before[-1].start(), tail.end()):
                self.keep("relaxationFactors", tail.group("v"), before[-1].start(), tail.end(),
                          _field_name(before[-1].group(0)), section)
            elif tail is not None and self.free(name.start(), tail.end()):
                self.refuse(name.start(), tail.end(),
                            "a relaxation factor of no field named: name the field")

    def counts(self, sentence: Span) -> None:
        """"3 pressure correctors", "2 outer correctors", "non-orthogonal correctors: 2",
        "interface Courant number of 0.3" (numbers in words are digits by now:
        ``foam_agent.agents.spec.spoken_numbers``)."""
        for row in SETTINGS:
            if row.kind not in ("count", "number", "time") or not row.names:
                continue
            names = "|".join(row.names)
            value = rf"(?<![\w.])(?P<v>{NUMBER}|(?i:{'|'.join(_SMALL_COUNTS)})\b)"
            after = rf"\b(?:{names})\b{_LINK}(?:below\s+|under\s+|of\s+)?{value}{_END}"
            forms = ((rf"{value}\s+(?:(?:more|extra|additional)\s+)?(?:{names})\b", after)
                     if row.kind == "count" else (after,))
            for form in forms:
                for match in re.finditer(form, self.text[:sentence.end], _FLAGS):
                    if match.start() < sentence.start or \
                            not self.free(match.start(), match.end()):
                        continue
                    raw = match.group("v")
                    if row.kind == "time":
                        self.keep_time(row.keyword, raw, match.start(), match.end())
                        continue
                    target = None if row.scope == "control" else self.target(
                        sentence, match.start(), match.end(), "algorithm")
                    self.keep(row.keyword, str(_SMALL_COUNTS.get(raw.lower(), raw)),
                              match.start(), match.end(), target)

    def switches(self, sentence: Span) -> None:
        """"turn the momentum predictor off", "without a momentum predictor"."""
        on = "|".join(SWITCH_ON)
        off = "|".join(SWITCH_OFF)
        for row in SETTINGS:
            if row.kind != "switch" or not row.names:
                continue
            for name in re.finditer(rf"\b(?:{'|'.join(row.names)})\b",
                                    self.text[:sentence.end], _FLAGS):
                if name.start() < sentence.start or not self.free(name.start(), name.end()):
                    continue
                start = max(sentence.start, name.start() - 30)
                end = min(sentence.end, name.end() + 12)
                # The switch word nearest the name decides ("with no momentum predictor": no);
                # two of both positions as near are refused.
                words = sorted(
                    ((max(name.start() - (start + match.end()), start + match.start()
                          - name.end()), start + match.start(), start + match.end(),
                      match.group(0).lower() in SWITCH_ON)
                     for match in re.finditer(rf"\b(?:{on}|{off})\b", self.text[start:end],
                                              _FLAGS)), key=lambda item: item[0])
                if row.keyword == "consistent" and not words:
                    words = [(0, name.start(), name.end(), True)]
                if not words:
                    continue
                distance, word_start, word_end, position = words[0]
                span = (min(word_start, name.start()), max(word_end, name.end()))
                if any(other[0] <= distance + 2 and other[3] != position for other in words[1:]):
                    self.refuse(*span, f"{row.keyword}: words of both on and off")
                    continue
                target = self.target(sentence, name.start(), name.end(), "algorithm")
                self.keep(row.keyword, "", *span, target, value=position)

    def methods(self, sentence: Span) -> None:
        """A linear solver, preconditioner or smoother named beside the field it solves:
        "p solved with PCG and the DIC preconditioner", "GAMG for the pressure"."""
        solvers = self.words.methods.get("solver", frozenset())
        preconditioners = self.words.methods.get("preconditioner", frozenset())
        smoothers = self.words.methods.get("smoother", frozenset())
        named = {name for name in solvers | preconditioners | smoothers
                 if re.search(r"[A-Z]", name)}
        if not named:
            return
        pattern = re.compile(rf"(?<![\w.$])({'|'.join(sorted(named, key=len, reverse=True))})"
                             r"(?![\w.])")
        solver_here: str | None = None
        for match in pattern.finditer(self.text, sentence.start, sentence.end):
            name = match.group(1)
            if not self.free(match.start(), match.end()):
                solver_here = name if name in solvers else solver_here
                continue
            near = self.text[max(sentence.start, match.start() - 20):
                             min(sentence.end, match.end() + 20)]
            role: str | None
            if name in preconditioners and _PRECONDITIONER_WORDS.search(near):
                role = "preconditioner"
            elif name in smoothers and _SMOOTHER_WORDS.search(near):
                role = "smoother"
            elif name in solvers and (solver_here is None or self.listed(match.end(), sentence)):
                role = "solver"
            elif solver_here == "smoothSolver" and name in smoothers:
                role = "smoother"
            elif solver_here is not None and name in preconditioners:
                role = "preconditioner"
            else:
                role = None
            if role is None:
                self.refuse(match.start(), match.end(),
                            f"{name}: a solver, preconditioner or smoother? the words do not say")
                continue
            if role == "solver":
                solver_here = name
            targets = self.listed(match.end(), sentence) or [
                self.target(sentence, match.start(), match.end(), "solver")]
            if targets == [None]:
                self.refuse(match.start(), match.end(),
                            f"{role} {name}: no field named whose equation it solves")
                continue
            for target in targets:
                self.keep(role, name, match.start(), match.end(), target, value=name)
                self.found.spans.pop()
            self.found.spans.append((match.start(), match.end()))

    def listed(self, end: int, sentence: Span) -> list[str | None]:
        """The fields of a "for U, k and epsilon" list that follows a method's name (other
        method names and "with" between), else none."""
        fields = self.words.fields.pattern
        after = re.compile(rf"(?:\s+(?:with|and)\s+(?:the\s+)?[A-Za-z]\w*(?:\s+\w+)?)?\s+for\s+"
                           rf"(?:the\s+)?(?P<f>(?:{fields})(?:{_SEPARATOR}(?:the\s+)?(?:{fields}))*)",
                           _FLAGS).match(self.text, end, sentence.end)
        if after is None:
            return []
        return [_field_name(item.group(0)) for item in self.words.fields.finditer(after.group("f"))]

    def time_scheme(self, sentence: Span) -> None:
        """"second-order backward time stepping", "ddtSchemes default backward",
        "Crank-Nicolson in time"."""
        row = BY_KEYWORD["default"]
        text = self.text[sentence.start:sentence.end]
        context = re.search(rf"\b(?:{'|'.join(row.names)})\b", text, _FLAGS)
        if context is None:
            return
        schemes = [name for name in self.words.methods.get("ddt", frozenset())
                   if name not in ("none", "steadyState")]
        for name in schemes:
            parts = re.findall(r"[A-Z]?[a-z]+", name)
            pattern = rf"\b{'[- ]?'.join(parts)}\b(?:\s+(?P<c>{NUMBER})(?![\w.]))?"
            for match in re.finditer(pattern, self.text[:sentence.end], _FLAGS):
                if match.start() < sentence.start or _NOT_TIME.match(self.text, match.end()) \
                        or not self.free(match.start(), match.end()) \
                        or abs(match.start() - (sentence.start + context.start())) > 60:
                    continue
                coefficient = match.group("c")
                assumption = ""
                value = name
                if coefficient is not None:
                    value = f"{name} {coefficient}"
                elif name in SCHEME_COEFFICIENTS:
                    value = f"{name} {SCHEME_COEFFICIENTS[name]}"
                    assumption = f"coefficient {SCHEME_COEFFICIENTS[name]}, as the tutorials"
                self.keep("default", name, match.start(), match.end(), value=value,
                          assumption=assumption)
                return
        order = _SECOND_ORDER.search(text)
        if order is not None and self.free(sentence.start + order.start(),
                                           sentence.start + order.end()):
            self.refuse(sentence.start + order.start(), sentence.start + order.end(),
                        "a second-order time scheme: backward or CrankNicolson? name one")

    def convection(self, sentence: Span) -> None:
        """``div(phi,U) Gauss linearUpwind grad(U)``, "linearUpwind for the convection of
        k and epsilon"."""
        code = re.compile(
            r"div\(\s*phi\s*,\s*(?P<f>[\w.]+)\s*\)\s*(?:stays|is|=|:|to|uses?|with)?\s*"
            r"(?P<v>(?:bounded\s+)?Gauss\s+[A-Za-z]\w*(?:\s+(?:grad\([\w.]+\)|"
            rf"{NUMBER}))?)(?![\w(])")
        for match in code.finditer(self.text, sentence.start, sentence.end):
            if self.free(match.start(), match.end()):
                self.keep("div", "", match.start(), match.end(), match.group("f"),
                          value=" ".join(match.group("v").split()))
        row = BY_KEYWORD["div"]
        text = self.text[sentence.start:sentence.end]
        if re.search(rf"\b(?:{'|'.join(row.names)})\b", text, _FLAGS) is None:
            return
        schemes = self.words.methods.get("div", frozenset())
        if not schemes:
            return
        pattern = re.compile(rf"\b({'|'.join(sorted(schemes, key=len, reverse=True))})\b")
        for match in pattern.finditer(self.text, sentence.start, sentence.end):
            if not self.free(match.start(), match.end()):
                continue
            fields = [item for item in self.words.fields.finditer(text)
                      if not self.words.keys.fullmatch(item.group(0))]
            if not fields:
                self.refuse(match.start(), match.end(),
                            f"{match.group(1)}: the convection of no field named")
                continue
            name = match.group(1)
            for item in fields:
                convected = _field_name(item.group(0))
                coefficient = SCHEME_COEFFICIENTS.get(name, "").format(field=convected)
                value = f"Gauss {name} {coefficient}".strip()
                self.keep("div", "", match.start(), match.end(), convected, value=value,
                          assumption=f"coefficient {coefficient}, as the tutorials"
                          if coefficient else "")
                self.found.spans.pop()
            self.found.spans.append((match.start(), match.end()))


def read_numerics(text: str, claims: Claims, vocabulary: Vocabulary) -> NumericsReading:
    """Every setting of the run's numerics ``text`` states in words no reader before claimed.

    Args:
        text: The normalised request.
        claims: What the readers before took; not read again.
        vocabulary: The identifiers of the installation's cases (keywords, algorithm
            dictionaries, method names) the request may name.
    """
    return _Reader(text, claims, vocabulary).read()

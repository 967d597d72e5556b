"""Dimensionless numbers a prompt states (Re, Ma, Fr, Gr, Ra, Pe), with their reference scales.

Why: "cavity at Re = 400" is a requirement on ν, and "Mach 3" one on the inlet speed; neither
names a dictionary entry. The number is read here with the reference length and speed the
prompt gives for it ("based on the lid speed of 1 m/s and the 0.1 m side"), and ``derive``
turns it into the entry's value once the followed case supplies whatever the prompt left out.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict

from foam_agent.agents.spec.units import read_unit

DimensionlessName = Literal["Re", "Re_tau", "Ma", "Fr", "Gr", "Ra", "Pe", "gamma", "R"]

_NUMBER = r"[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?"
#: What stands between a number's name and its value ("Re = 400", "Reynolds number of 100").
_IS = (r"\s*(?:\(\s*\w+\s*\)\s*)?(?:=|:|~|≈|of|is|equal\s+to|equals|at|about|around|"
       r"approximately|(?:must|should|to|will|shall)\s+be|\s)\s*"
       r"(?:of\s+|about\s+|around\s+|approximately\s+|be\s+)?")
#: Each number's names: its symbol (case-sensitive, with optional subscript ``Re_D``) and words.
#: A friction Reynolds number comes first: its span is not read again as a plain Re (u_τ, not
#: the bulk speed, is its velocity scale).
_NAMES: tuple[tuple[DimensionlessName, str], ...] = (
    ("Re_tau", r"(?:\bfriction\s+Reynolds(?:\s+number)?|\bRe_?\{?\\?(?:tau|τ)\}?(?![A-Za-z]))"),
    ("Re", r"(?:\bReynolds(?:\s+number)?|\bRe(?:_[A-Za-z]{1,3}|[A-Z]{1,2})?\b)"),
    ("Ma", r"(?:\b[Mm]ach(?:\s+number)?|\bMa\b)"),
    ("Fr", r"(?:\bFroude(?:\s+number)?|\bFr\b)"),
    ("Gr", r"(?:\bGrashof(?:\s+number)?|\bGr\b)"),
    ("Ra", r"(?:\bRayleigh(?:\s+number)?|\bRa\b)"),
    ("Pe", r"(?:\bP[eé]clet(?:\s+number)?|\bPe\b)"),
    # Gas properties a prompt states for consistency ("a gas constant R of 0.7143 and a specific
    # heat ratio of 1.4"): checked against the case's molWeight and Cp, not set by themselves.
    ("gamma", r"(?:\b(?:specific\s+)?heat\s+(?:capacity\s+)?ratio|\bratio\s+of\s+specific\s+"
              r"heats|\badiabatic\s+index|\bgamma\b)"),
    ("R", r"(?:\b(?:specific\s+)?gas\s+constant(?:\s+R)?|\bR\s*(?==))"),
)
_PATTERNS = tuple((name, re.compile(rf"{words}{_IS}(?P<v>{_NUMBER})")) for name, words in _NAMES)
#: Words that name a reference length in the same sentence ("the 0.1 m side", "diameter").
_LENGTH_WORDS = re.compile(
    r"\b(?:length|side|width|height|diameter|chord|gap|box|cavity|cube|square|size|"
    r"hydraulic\s+diameter|characteristic\s+length|L|D|H|c)\b", re.IGNORECASE)
#: The same words after the length ("a 0.1 m side", "the 0.1 m cavity", "2 cm wide").
_LENGTH_WORDS_AFTER = re.compile(
    r"\s*(?:-\s*)?(?:long|wide|high|tall|deep|side|sides|square|box|cavity|cube|diameter|"
    r"chord|gap|length|width|height|step)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"(?:[^.;!?\n]|\.(?=\d))+(?:[.;!?]|\n|$)")


class Dimensionless(BaseModel):
    """A stated dimensionless number and the reference scales the prompt gives for it.

    Attributes:
        name: ``Re``, ``Re_tau`` (friction), ``Ma``, ``Fr``, ``Gr``, ``Ra`` or ``Pe``.
        value: The number.
        phrase: The prompt's words for it.
        length: The reference length in metres, when the prompt states one in the same
            sentence or says what the case's length is ("box 0.1 m").
        length_phrase: The words the length came from.
        start, end: Where the number's phrase is in the (normalised) prompt.
    """

    model_config = ConfigDict(frozen=True)

    name: DimensionlessName
    value: float
    phrase: str
    length: float | None = None
    length_phrase: str | None = None
    start: int
    end: int


class LengthMention(BaseModel):
    """A length the prompt gives for the case ("box 0.1 m", "diameter of 2 cm"), in metres."""

    model_config = ConfigDict(frozen=True)

    value: float
    phrase: str
    start: int
    end: int


def read_lengths(text: str) -> tuple[LengthMention, ...]:
    """Every number with a length unit that follows a word naming a reference length."""
    found: list[LengthMention] = []
    for number in re.finditer(_NUMBER, text):
        if number.start() and (text[number.start() - 1].isalnum()
                               or text[number.start() - 1] in "^_"):
            continue
        unit = read_unit(text, number.end())
        if unit is None or unit.kind != "length":
            continue
        before = text[max(0, number.start() - 40):number.start()]
        words = list(_LENGTH_WORDS.finditer(before))
        after = _LENGTH_WORDS_AFTER.match(text, unit.end)
        if not words and after is None:
            continue
        start = number.start() - len(before) + words[-1].start() if words else number.start()
        end = after.end() if after is not None else unit.end
        found.append(LengthMention(value=unit.to_si(float(number.group(0))),
                                   phrase=" ".join(text[start:end].split()),
                                   start=start, end=end))
    return tuple(found)


def read_dimensionless(text: str) -> tuple[Dimensionless, ...]:
    """The dimensionless numbers of a (normalised) prompt, each with its reference length."""
    lengths = read_lengths(text)
    sentences = [(match.start(), match.end()) for match in _SENTENCE.finditer(text)]
    found: list[Dimensionless] = []
    for name, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            if any(item.start <= match.start() < item.end or match.start() <= item.start
                   < match.end() for item in found):
                continue
            sentence = next(((s, e) for s, e in sentences if s <= match.start() < e),
                            (0, len(text)))
            near = [item for item in lengths if sentence[0] <= item.start < sentence[1]]
            length = near[0] if near else (lengths[0] if len(lengths) == 1 else None)
            found.append(Dimensionless(
                name=name, value=float(match.group("v")),
                phrase=" ".join(match.group(0).split()),
                length=length.value if length else None,
                length_phrase=length.phrase if length else None,
                start=match.start(), end=match.end(),
            ))
    return tuple(sorted(found, key=lambda item: item.start))

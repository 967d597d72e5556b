"""A dimensionless number's definition written out, read into the scales it is based on.

Why: "Re_b = Ubar delta / nu = 2800" and "Ha = B0 a sqrt(sigma/(rho nu)) = 25, a being the
channel half-width" say, symbol by symbol, which length and speed the number is based on and
which quantity is left to choose. Read as prose, the first had become ``nu = 2800`` (a value
of the number given to the viscosity) and the second took the channel's 20 m length for its
length. Here the definition is parsed as a product of powers of symbols, each symbol is a scale
of the catalog (``foam_agent.foamcase.catalog.dimensionless``), the product must be a pure
number (else nothing is read from it), and each symbol's value is the one the request assigns
it ("h = 1 m", "U_b = 0.45 ft/s") or the length its words name ("a being the half-width").
The one symbol left with no value is the quantity the number fixes.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace

from foam_agent.agents.spec.units import read_unit
from foam_agent.foamcase.catalog.dimensionless import dimensions_of, group, scale_of
from foam_agent.foamcase.lazy_pattern import lazy_regex

__all__ = ["WrittenScales", "written_direction", "written_scales"]

_NUMBER = r"[-+]?(?:\d{1,3}(?:,\d{3})+(?![\d.])|\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?"
_TOKEN = lazy_regex(r"\s*(?:(?P<num>\d+(?:\.\d+)?)|(?P<sqrt>sqrt|√)|"
                    r"(?P<sym>[A-Za-zΑ-Ωα-ωΔδ][A-Za-zΑ-Ωα-ω]*(?:_\{?\w+\}?|\d+)?)|"
                    r"(?P<op>[()*/·^×²³]))")
#: The quantities a number may be solved for, by the scale that stands for each.
_FREE = {"nu": "nu", "U": "U", "B": "B", "beta": "beta"}
#: The words naming a length a symbol stands for ("a being the channel half-width", "h the
#: step height"), each with the basis it is.
_BASIS_WORDS = (
    (r"half[\s-]*(?:height|width|gap)", "half-height"),
    (r"hydraulic\s+diameter", "hydraulic diameter"),
    (r"step(?:\s+height)?", "step height"),
    (r"diameter", "diameter"), (r"chord", "chord"), (r"height", "height"),
    (r"width", "width"), (r"gap", "gap"), (r"side", "side"), (r"length", "length"),
)


@dataclass(frozen=True)
class WrittenScales:
    """What a written definition says of its number's scales.

    Attributes:
        length: The reference length in metres (its symbol's stated value times the
            definition's numeric factor: "2 h" with h = 1 m is 2 m), None when not stated.
        length_phrase: The words the length came from.
        basis: The length the symbol's own words name ("half-height"), when no value is
            stated for it.
        speed: The reference speed in m/s, when the request states its symbol's value.
        speed_phrase: The words the speed came from.
        free: The one quantity of the definition the request gives no value (``nu``, ``U``,
            ``B``, ``beta``), which the number is solved for; None when none or several.
        along: For a free vector's magnitude, the direction the request writes the vector
            in ("B = (0 B0 0)": y).
        spans: Where the words of the length's symbol and of ``along`` are.
    """

    length: float | None = None
    length_phrase: str | None = None
    basis: str | None = None
    speed: float | None = None
    speed_phrase: str | None = None
    free: str | None = None
    along: tuple[float, float, float] | None = None
    spans: tuple[tuple[int, int], ...] = ()


class _Unread(Exception):
    """The expression is no product of powers this module reads."""


def _parse(tokens: list[tuple[str, str]]) -> tuple[float, dict[str, float]]:
    """The numeric factor and each symbol's power of a product like ``2 h U_b / nu``; after
    a ``/`` the rest of the group is the denominator ("U L / nu alpha", as physics writes)."""
    position = 0

    def product() -> tuple[float, dict[str, float]]:
        nonlocal position
        factor: float = 1.0
        powers: dict[str, float] = {}
        while position < len(tokens) and tokens[position] != ("op", ")"):
            if tokens[position] == ("op", "/"):
                position += 1
                below, under = product()
                return factor / below, _merge(powers, under, -1.0)
            if tokens[position][0] == "op" and tokens[position][1] in "*·×":
                position += 1
                continue
            value, term = power()
            factor, powers = factor * value, _merge(powers, term, 1.0)
        return factor, powers

    def power() -> tuple[float, dict[str, float]]:
        nonlocal position
        value, term = atom()
        if position < len(tokens) and tokens[position] in (("op", "²"), ("op", "³")):
            exponent = 2.0 if tokens[position][1] == "²" else 3.0
            position += 1
        elif position + 1 < len(tokens) and tokens[position] == ("op", "^") \
                and tokens[position + 1][0] == "num":
            exponent = float(tokens[position + 1][1])
            position += 2
        else:
            return value, term
        return value ** exponent, {name: p * exponent for name, p in term.items()}

    def atom() -> tuple[float, dict[str, float]]:
        nonlocal position
        if position >= len(tokens):
            raise _Unread
        kind, text = tokens[position]
        position += 1
        if kind == "num":
            return float(text), {}
        if kind == "sym":
            return 1.0, {text: 1.0}
        if kind == "sqrt" or (kind, text) == ("op", "("):
            if kind == "sqrt":
                if position >= len(tokens) or tokens[position] != ("op", "("):
                    raise _Unread
                position += 1
            value, inner = product()
            if position >= len(tokens) or tokens[position] != ("op", ")"):
                raise _Unread
            position += 1
            if kind == "sqrt":
                return math.sqrt(value), {name: p / 2 for name, p in inner.items()}
            return value, inner
        raise _Unread

    factor, powers = product()
    if position != len(tokens):
        raise _Unread
    return factor, powers


#: Scales written as a product of others: a dynamic viscosity is nu rho ("U L rho / mu" is
#: "U L / nu"), a thermal diffusivity nu / Pr ("g beta dT H^3 / (nu alpha)" is a Rayleigh
#: number's "g beta dT H^3 Pr / nu^2").
_PRODUCTS: dict[str, tuple[tuple[str, float], ...]] = {
    "mu": (("nu", 1.0), ("rho", 1.0)),
    "DT": (("nu", 1.0), ("Pr", -1.0)),
}


def _normalised(powers: dict[str, float]) -> dict[str, float]:
    """``powers`` with each scale of :data:`_PRODUCTS` written as its product, and no scale of
    power zero."""
    merged = dict(powers)
    for name, product in _PRODUCTS.items():
        power = merged.pop(name, 0.0)
        for other, exponent in product:
            merged[other] = merged.get(other, 0.0) + exponent * power
    return {scale: round(power, 9) for scale, power in merged.items() if abs(power) > 1e-9}


def _merge(powers: dict[str, float], more: dict[str, float], sign: float) -> dict[str, float]:
    """``powers`` times ``more`` raised to ``sign`` (-1: divided by it)."""
    merged = dict(powers)
    for name, power in more.items():
        merged[name] = merged.get(name, 0.0) + sign * power
    return merged


def _tokens(expression: str) -> list[tuple[str, str]] | None:
    """The expression's tokens; None where something in it is no token (a word of prose)."""
    found: list[tuple[str, str]] = []
    position = 0
    text = expression.strip()
    while position < len(text):
        match = _TOKEN.match(text, position)
        if match is None or match.end() == position:
            return None
        kind = match.lastgroup or ""
        word = match.group(kind)
        # "U_lid x side": a lone x multiplies.
        found.append(("op", "*") if (kind, word) == ("sym", "x") else (kind, word))
        position = match.end()
    return found


@dataclass(frozen=True)
class _Assignment:
    """A value the request gives a symbol: in SI (None without a unit), its unit's kind
    ("" without one), its words and where they are."""

    value: float | None
    kind: str
    words: str
    span: tuple[int, int]


def _assigned(text: str, symbol: str, skip: tuple[int, int], *, spaced: bool = False
              ) -> _Assignment | None:
    """The value the request assigns ``symbol`` outside the definition ("h = 1 m", "Ubar =
    (0.1 0 0) m/s": its magnitude); with ``spaced``, also a value after a space alone ("rho
    1, nu 0.5", as a datasheet lists a fluid's properties); None when it assigns none."""
    link = r"(?:=|:|(?=\s))" if spaced else r"(?:=|:)"
    pattern = re.compile(rf"(?<![\w.]){re.escape(symbol)}\s*{link}\s*(?:\(\s*(?P<x>{_NUMBER})"
                         rf"\s+(?P<y>{_NUMBER})\s+(?P<z>{_NUMBER})\s*\)|(?P<v>{_NUMBER}))")
    for match in pattern.finditer(text):
        if skip[0] <= match.start() < skip[1]:
            continue
        if spaced and text.rfind("(", 0, match.start()) > text.rfind(")", 0, match.start()):
            continue  # "B = (0 B0 0)": a component, no value of B0
        if match.group("v") is not None:
            value = float(match.group("v").replace(",", ""))
        else:
            value = math.sqrt(sum(float(match.group(axis)) ** 2 for axis in "xyz"))
        unit = read_unit(text, match.end())
        if unit is None:
            return _Assignment(None, "", " ".join(text[match.start():match.end()].split()),
                               (match.start(), match.end()))
        return _Assignment(unit.to_si(value), unit.kind,
                           " ".join(text[match.start():unit.end].split()),
                           (match.start(), unit.end))
    return None


def _basis(text: str, symbol: str, skip: tuple[int, int]) -> str | None:
    """The length ``symbol``'s own words name ("a being the channel half-width", "h, the
    step height", "where H is the height")."""
    for words, basis in _BASIS_WORDS:
        pattern = re.compile(rf"(?<![\w.]){re.escape(symbol)}\s*(?:,\s*)?(?:being|is|denotes|"
                             rf"=|:|the|as)\s+(?:the\s+)?(?:[a-z]+\s+){{0,2}}?(?:{words})\b")
        if any(not skip[0] <= match.start() < skip[1] for match in pattern.finditer(text)):
            return basis
    return None


def written_scales(text: str, expression: str, span: tuple[int, int], name: str
                   ) -> WrittenScales | None:
    """The scales the definition ``expression`` (written at ``span`` of ``text``) gives its
    number, or None when it is no product of the catalog's scales that is a pure number, or
    not the catalog's definition of the group ``name`` ("Re = g beta dT L^3 / nu^2" is a
    Grashof number written under another's symbol: nothing is read from it).

    Args:
        text: The (normalised) request.
        expression: The definition's right-hand side ("2 h U_b / nu").
        span: Where the whole definition is, whose own symbols are no assignments.
        name: The number's symbol (``Re``).
    """
    tokens = _tokens(expression)
    if not tokens:
        return None
    try:
        factor, powers = _parse(tokens)
    except _Unread:
        return None
    row = group(name)
    among = tuple(scale for scale, _ in row.factors) if row is not None else ()
    scales = {symbol: scale_of(symbol, among) for symbol in powers}
    if any(scale is None for scale in scales.values()):
        return None
    by_scale: dict[str, float] = {}
    for symbol, scale in scales.items():
        if scale is not None:
            by_scale[scale.name] = by_scale.get(scale.name, 0.0) + powers[symbol]
    if any(abs(power) > 1e-9 for power in dimensions_of(by_scale)):
        return None
    if row is not None and _normalised(by_scale) != _normalised(dict(row.factors)):
        return None
    found = WrittenScales()
    unvalued: list[str] = []
    for symbol, scale in scales.items():
        assert scale is not None
        assigned = _assigned(text, symbol, span)
        if scale.name == "L" and abs(powers[symbol] - 1) < 1e-9:
            if assigned is not None and assigned.value is not None \
                    and assigned.kind == "length":
                found = replace(found, length=factor * assigned.value, length_phrase=(
                    assigned.words if abs(factor - 1) < 1e-9
                    else f"{factor:g} {symbol}, {assigned.words}"),
                    spans=(*found.spans, assigned.span))
                continue
            basis = _basis(text, symbol, span) if assigned is None else None
            if basis == "half-height" and abs(factor - 2) < 1e-9:
                basis = "height"  # "2 h", h the half-height: the whole height
            elif abs(factor - 1) > 1e-9:
                basis = None  # a multiple of a named length: none the case names
            if basis is not None:
                found = replace(found, basis=basis)
                continue
        if scale.name == "U" and assigned is not None and assigned.value is not None \
                and assigned.kind == "velocity":
            found = replace(found, speed=assigned.value, speed_phrase=assigned.words)
            continue
        if assigned is None and _basis(text, symbol, span) is None \
                and (scale.name in ("L", "U") or _assigned(text, symbol, span, spaced=True)
                     is None):
            unvalued.append(scale.name)
    if len(unvalued) == 1 and unvalued[0] in _FREE:
        symbol = next(symbol for symbol, scale in scales.items()
                      if scale is not None and scale.name == unvalued[0])
        along = _along(text, symbol)
        found = replace(found, free=_FREE[unvalued[0]],
                        along=along[0] if along else None,
                        spans=(*found.spans, *((along[1:],) if along else ())))
    return found


#: A vector written with one symbol among zeros: "B = (0 B0 0)", "U = (U_b 0 0)".
_SYMBOLIC_VECTOR = lazy_regex(
    r"(?<![\w.])(?P<name>[A-Za-z]\w{0,5})\s*=\s*\(\s*(?P<x>[A-Za-z]\w{0,5}|0(?:\.0*)?)\s+"
    r"(?P<y>[A-Za-z]\w{0,5}|0(?:\.0*)?)\s+(?P<z>[A-Za-z]\w{0,5}|0(?:\.0*)?)\s*\)")


def written_direction(text: str, scales: tuple[str, ...]
                      ) -> tuple[tuple[float, float, float], int, int] | None:
    """The direction of a vector the request writes with one symbol of a scale named in
    ``scales`` among zeros ("B = (0 B0 0)": the field along y, its magnitude left to a
    number that is based on it), and where those words are; None when it writes none.

    Why: a number stated without its definition ("Ha = 20 on the half-height") leaves the
    field it fixes to the case's direction; the vector the request writes with the symbol says
    which, and its words are the number's, no value of their own."""
    for match in _SYMBOLIC_VECTOR.finditer(text):
        named = scale_of(match.group("name"), scales)
        symbols = [match.group(axis) for axis in "xyz"]
        written = [symbol for symbol in symbols if not symbol[0].isdigit()]
        found = scale_of(written[0], scales) if len(written) == 1 else None
        if named is None or found is None or named.name != found.name \
                or found.name not in scales:
            continue
        along = tuple(0.0 if symbol[0].isdigit() else 1.0 for symbol in symbols)
        return (along[0], along[1], along[2]), match.start(), match.end()
    return None


def _along(text: str, symbol: str) -> tuple[tuple[float, float, float], int, int] | None:
    """The direction a vector written with the free symbol as its one nonzero component
    gives it ("B = (0 B0 0)": along y), and where those words are; None when the request
    writes no such vector."""
    component = rf"(?:0(?:\.0*)?|{re.escape(symbol)})"
    match = re.search(rf"(?<![\w.])[A-Za-z]\w{{0,5}}\s*=\s*\(\s*(?P<x>{component})\s+"
                      rf"(?P<y>{component})\s+(?P<z>{component})\s*\)", text)
    if match is None:
        return None
    axes = [match.group(axis) == symbol for axis in "xyz"]
    if sum(axes) != 1:
        return None
    return ((1.0 if axes[0] else 0.0, 1.0 if axes[1] else 0.0, 1.0 if axes[2] else 0.0),
            match.start(), match.end())

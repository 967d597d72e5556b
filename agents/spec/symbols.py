"""Values written under a symbol with a subscript, bound by what the subscript means in the
case's own vocabulary: "V_wire = 30 kV", "rho_wire = 4.2e-5 C/m^3", "B_wall = (0 10 0)",
"p_ref = 1 bar", "d_0 = 0.4 mm".

Why: such a symbol was kept as a dictionary keyword spelt as written (``V_wire``,
``rho_wire``), which no case has, so the value was never applied (an open row) although the
subscript says where it holds and the letter says what it is. A subscript binds in one of two
ways, both decided by the installation's identifiers
(``foam_agent.foamcase.case.vocabulary``), never by a list of symbols:

- the symbol and its subscript joined are a keyword of the cases (``p_ref`` is ``pRef``,
  ``rho_inf`` ``rhoInf``, ``d_0`` ``d0``): the value is that keyword's;
- the subscript names a place (a patch, a side, a body or electrode the case's patches stand
  for: ``named_patches``) and the letter names a field (``rho``, ``B``) or a catalog quantity
  held in a field (``V`` with a unit of volts is the electric potential, ``phi``): the value is
  that field's on that place.

Dimensions are checked: a unit stated with the value must have the keyword's or the field's
dimensions (pint reads it and converts to SI); a letter that is no field's name binds only with
a unit of its quantity's dimensions ("V_in = 10 m/s" is a speed, never a potential). A symbol
that binds neither way is left to the value reader, which keeps it under its written name, and
the case's missing entry of that name is then reported, with the reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from foam_agent.agents.spec.claims import Claims
from foam_agent.agents.spec.phrases import NUMBER, VECTOR, to_number
from foam_agent.agents.spec.stated import BoundaryValue, Number, PropertyValue, Vector
from foam_agent.agents.spec.units import MAX_UNIT_CHARS, DimensionedUnit, dimensioned_unit
from foam_agent.agents.spec.values.grounded import named_patches
from foam_agent.agents.spec.values.subscripted import subscripted_at
from foam_agent.foamcase.case.vocabulary import Dimensions, Vocabulary
from foam_agent.foamcase.catalog.quantities import PHASE_KEYWORDS, QUANTITIES, Quantity
from foam_agent.foamcase.catalog.surfaces import SUBSCRIPT_PLACES

__all__ = ["SymbolReading", "read_symbols"]

#: Unicode subscript digits ("k₀", "ω₂"), read as the digits they are.
_SUBSCRIPT_DIGITS = "₀₁₂₃₄₅₆₇₈₉"
_AS_DIGITS = str.maketrans(_SUBSCRIPT_DIGITS, "0123456789")
#: A letter (or a Greek one) with a subscript, then "=" or ":" and a number or a vector:
#: "V_wire = 30", "rho_{wire}: 4.2e-5", "B_wall = (0 10 0)", "k₀ = 2". A chain of equal
#: symbols ("T0 = T_ref = 5 F") is not one: the value is the last symbol's, read by its own
#: reader. Terse writing drops the "=" ("D_T 0.1 ft^2/s", "U_fuel 0.5 ft/s"): with a space
#: alone the value binds only with a stated unit, which must then have the entry's dimensions
#: (a bare "x_1 3" is a list's item as often as a value).
_SYMBOL = re.compile(
    rf"(?<![\w.$/])(?P<base>[A-Za-z]+|[ρφσ])(?:_\{{?(?P<sub>[A-Za-z0-9]+)\}}?|"
    rf"(?P<digits>[{_SUBSCRIPT_DIGITS}]+))"
    rf"(?:\s*[=:]\s*|(?P<gap>[ \t]+))"
    rf"(?P<v>{VECTOR}|{NUMBER})(?![\w.]|\s*[*/^]\s*\d)")
#: Greek letters as the vocabulary spells them.
_SPELLED = {"ρ": "rho", "φ": "phi", "σ": "sigma"}
#: The fields the value reader already binds with the usual subscripts (``U_in``, ``T_hot``):
#: here only with a place its list does not hold.
_VECTOR_FIELDS = frozenset({"U", "B"})


@dataclass(frozen=True)
class SymbolReading:
    """What the subscripted symbols of a request bind to.

    Attributes:
        properties: Values of keywords the symbol and subscript spell (``pRef``).
        values: Values of fields on the places the subscripts name.
        spans: The words read.
    """

    properties: tuple[PropertyValue, ...] = ()
    values: tuple[BoundaryValue, ...] = ()
    spans: tuple[tuple[int, int], ...] = ()


def read_symbols(text: str, claims: Claims, vocabulary: Vocabulary) -> SymbolReading:
    """The subscripted symbols of ``text`` no reader claimed, bound to a keyword of the cases
    or to a field on the place the subscript names (see the module's docstring)."""
    properties: list[PropertyValue] = []
    values: list[BoundaryValue] = []
    spans: list[tuple[int, int]] = []
    # Subscript digits as digits, one character for one: a symbol the boundary-value reader
    # reads in digits ("U0 =", "T0 =": a reference or stagnation value) is its in either form.
    digits = text.translate(_AS_DIGITS)
    for match in _SYMBOL.finditer(text):
        if not claims.is_free(match.start(), match.end()) or subscripted_at(text, match.start()) \
                or match.group("digits") and subscripted_at(digits, match.start()):
            continue
        base = _SPELLED.get(match.group("base"), match.group("base"))
        sub = match.group("sub") or match.group("digits").translate(_AS_DIGITS)
        unit = dimensioned_unit(text[match.end("v"):match.end("v") + MAX_UNIT_CHARS])
        unit = unit if unit is not None and any(unit.dimensions) else None
        if match.group("gap") is not None and unit is None:
            continue  # "x_1 3": with no "=", only a unit makes the number the symbol's value
        end = match.end("v") + (unit.length if unit is not None else 0)
        source = " ".join(text[match.start():end].split())
        keyword = _keyword(base, sub, vocabulary, unit)
        if keyword is not None and not match.group("v").startswith("("):
            properties.append(PropertyValue(keyword, _si(to_number(match.group("v")), unit),
                                            source))
            spans.append((match.start(), end))
            continue
        place = _place(sub, vocabulary)
        bound = _field(base, vocabulary, unit) if place is not None else None
        if place is None or bound is None:
            continue
        field, quantity = bound
        value: Number | Vector = (_vector(match.group("v"), unit)
                                  if match.group("v").startswith("(")
                                  else _si(to_number(match.group("v")), unit))
        if isinstance(value, tuple) != (field in _VECTOR_FIELDS):
            continue
        values.append(BoundaryValue(field, (place,), value, source,
                                    quantity=quantity.name if quantity is not None else ""))
        spans.append((match.start(), end))
    return SymbolReading(tuple(properties), tuple(values), tuple(spans))


def _keyword(base: str, sub: str, vocabulary: Vocabulary,
             unit: DimensionedUnit | None) -> str | None:
    """The keyword of the cases the symbol and its subscript spell ("p_ref": ``pRef``), when
    a stated unit has its dimensions (the keyword's own, else its letter's as a field). A
    fluid property's symbol ("rho_l", "nu_ref") is left to the property reader, which knows
    the phase and the entry a case keeps it in (``rho0`` of a barotropic liquid). Two
    keywords of the cases spelt so ("URef", "Uref") tell no entry: the symbol is left to the
    readers after, which bind it by its catalog row. A name some case also keeps as a field
    ("D_T": laplacianFoam's ``DT`` is a keyword, another case's ``0/DT`` a field) is the
    keyword where the stated unit has the keyword's dimensions."""
    if base in PROPERTY_SYMBOLS:
        return None
    spelt = [name for name in dict.fromkeys((base + sub[:1].upper() + sub[1:], base + sub))
             if vocabulary.kind(name) == "keyword" or _proven(name, vocabulary, unit)]
    if len(spelt) > 1:
        return None  # "U_ref": URef and Uref are both some case's; which one is the case's
    for name in spelt:
        expected = vocabulary.keywords.get(name) or vocabulary.fields.get(base) or next(
            (row.dimensions for row in QUANTITIES if name in row.keywords), None)
        if unit is None or expected is None or _same(unit.dimensions, expected):
            return name
        return None
    return None


def _proven(name: str, vocabulary: Vocabulary, unit: DimensionedUnit | None) -> bool:
    """Whether ``name``, a keyword of the cases, is proven one by a stated unit of its
    dimensions (a keyword the cases write without dimensions is proven by none)."""
    expected = vocabulary.keywords.get(name)
    return unit is not None and expected is not None and _same(unit.dimensions, expected)


#: Fluid properties' symbols, whose subscripts the property reader reads (a phase, a state).
PROPERTY_SYMBOLS = frozenset(PHASE_KEYWORDS | {"Pr", "Cp", "beta", "sigma", "kappa"})

def _place(sub: str, vocabulary: Vocabulary) -> str | None:
    """The place a subscript names ("wire", "wall", "in"), or None when it names none or is
    a field's or a keyword's name ("air", "s")."""
    word = SUBSCRIPT_PLACES.get(sub, sub)
    if vocabulary.kind(word) in ("field", "keyword"):
        return None
    return word if named_patches(word, vocabulary) else None


def _field(base: str, vocabulary: Vocabulary, unit: DimensionedUnit | None
           ) -> tuple[str, Quantity | None] | None:
    """The field a letter names, with the catalog quantity that proves it: a catalog row
    holding a field whose names include the letter and whose dimensions the unit has ("V" in
    kV: the potential ``phi``; "rho" in C/m^3: the charge density ``rho``); else the field of
    that name where the unit has its dimensions or no unit is stated."""
    if unit is not None:
        for row in QUANTITIES:
            if row.fields and base in (*row.fields, *row.subscripted, *row.symbols,
                                       *row.letters) \
                    and _same(unit.dimensions, row.dimensions):
                return row.fields[0], row
    if vocabulary.kind(base) != "field":
        return None
    expected = vocabulary.fields.get(base)
    if unit is not None and (expected is None or not _same(unit.dimensions, expected)):
        return None
    return base, None


def _same(found: tuple[float, ...], expected: Dimensions | tuple[float, ...]) -> bool:
    return all(abs(a - b) < 1e-9 for a, b in zip(found, expected, strict=True))


def _si(number: Number, unit: DimensionedUnit | None) -> Number:
    """``number`` in SI, kept as written where the unit is SI or none is stated."""
    if unit is None or unit.is_si:
        return number
    return unit.to_si(float(number))


def _vector(written: str, unit: DimensionedUnit | None) -> Vector:
    """A written vector in SI (a vector's unit has no offset)."""
    parts = re.findall(NUMBER, written)
    return (_float(parts[0], unit), _float(parts[1], unit), _float(parts[2], unit))


def _float(part: str, unit: DimensionedUnit | None) -> float:
    return float(_si(float(part), unit))

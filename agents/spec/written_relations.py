"""A catalog relation the request writes out ("c = 1450 m/s -> psi = 1/c^2", "DT = kappa /
(rho Cp)", "nu = mu/rho"): the words ask for the entry the catalog derives from stated
properties (``foamcase.catalog.derivations.FORMULAS``), so they are read as that row, never
left as numbers no reader understood ("1", "2").

Why by value and not by spelling: "1/c^2", "c^-2" and "1 / (c*c)" are one relation. The
written expression is evaluated (only products, quotients and powers of the row's inputs) at
two sets of values and compared with the row's own product, so any spelling of the row binds
and an expression of other quantities (or another relation) binds none.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass

from foam_agent.foamcase.catalog.derivations import FORMULAS, Formula
from foam_agent.foamcase.catalog.turbulence import ESTIMATE_SYMBOLS, FIELDS, InletState
from foam_agent.foamcase.lazy_pattern import lazy_regex

#: "target = expression": an identifier, "=", then an expression of identifiers, numbers,
#: operators and parentheses, to the end of its clause.
_WRITTEN = lazy_regex(
    r"(?<![\w.])(?P<t>[A-Za-z][A-Za-z0-9_]*)\s*=\s*(?P<f>[A-Za-z0-9_\s()*/^.·²³-]{1,40}?)"
    r"(?=\s*(?:[,;:]|\)\s*(?:[,;.]|$)|\.(?!\d)|$|\n|->|→|\b(?:so|and|which|from|with|for|in|at|on)\b))",
    re.MULTILINE)
#: The test values each input takes, twice, to compare the written expression with the row.
_PROBES = (2.0, 3.0, 5.0, 7.0, 11.0), (1.3, 0.7, 2.9, 4.1, 0.45)
_TOLERANCE = 1e-9


@dataclass(frozen=True)
class WrittenRelation:
    """A catalog row the request writes out.

    Attributes:
        formula: The row.
        phrase: The request's words.
        span: Where they are in the text.
    """

    formula: Formula
    phrase: str
    span: tuple[int, int]


def _python(expression: str) -> str:
    """The written expression as Python: ``^`` and ``²`` as powers, ``·`` and a space between
    two operands as a product ("rho Cp")."""
    spelled = expression.replace("^", "**").replace("²", "**2").replace("³", "**3")
    spelled = spelled.replace("·", "*")
    spelled = re.sub(r"(?<=[\w)])\s+(?=[A-Za-z_(])", "*", spelled.strip())
    return spelled


def _value(node: ast.AST, names: Mapping[str, float]) -> float:
    """``node`` evaluated with ``names``; ValueError for anything but products, quotients,
    powers, a sign, numbers and the given names."""
    if isinstance(node, ast.Expression):
        return _value(node.body, names)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return float(node.value)
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_value(node.operand, names)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mult, ast.Div, ast.Pow)):
        left, right = _value(node.left, names), _value(node.right, names)
        if isinstance(node.op, ast.Mult):
            return left * right
        if isinstance(node.op, ast.Div):
            return left / right
        return float(left ** right)
    raise ValueError("not a product of the row's inputs")


def _is_row(formula: Formula, expression: str) -> bool:
    """Whether ``expression`` is ``formula``'s product of its inputs."""
    try:
        tree = ast.parse(_python(expression), mode="eval")
    except SyntaxError:
        return False
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    if used != set(formula.inputs):
        return False
    for probe in _PROBES:
        names = dict(zip(formula.inputs, probe, strict=False))
        try:
            written = _value(tree, names)
        except (ValueError, ZeroDivisionError, OverflowError):
            return False
        if not math.isclose(written, formula.value(names), rel_tol=_TOLERANCE):
            return False
    return True


def written_relations(text: str) -> list[WrittenRelation]:
    """Each catalog row the request writes out, with its words."""
    found: list[WrittenRelation] = []
    for match in _WRITTEN.finditer(text):
        expression = match.group("f")
        if not re.search(r"[*/^²³·]|\w\s+\w", expression):
            continue  # "psi = 4.5e-7": a value, the property reader's
        row = next((formula for formula in FORMULAS if formula.target == match.group("t")
                    and _is_row(formula, expression)), None)
        if row is not None:
            end = match.start("f") + len(expression.rstrip())
            found.append(WrittenRelation(row, text[match.start():end], (match.start(), end)))
    return found


@dataclass(frozen=True)
class WrittenEstimate:
    """The catalog's inlet estimate of a turbulence field, written out by the request ("k =
    1.5 (I U)^2"): the words say how the field follows from the inflow's turbulence, which
    the author applies from a stated intensity (``foamcase.catalog.turbulence``).

    Attributes:
        field: The estimated field (``k``).
        phrase: The request's words.
        span: Where they are in the text.
    """

    field: str
    phrase: str
    span: tuple[int, int]


def _is_estimate(field: str, expression: str) -> bool:
    """Whether ``expression`` is the catalog's estimate of ``field`` from the inflow's speed,
    intensity and length scale, in the symbols people write them with."""
    estimate = FIELDS[field].estimate if field in FIELDS else None
    if estimate is None:
        return False
    try:
        tree = ast.parse(_python(expression), mode="eval")
    except SyntaxError:
        return False
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    if not used or not used <= set(ESTIMATE_SYMBOLS):
        return False
    for probe in _PROBES:
        state = InletState(*probe[:3])
        names = {symbol: getattr(state, ESTIMATE_SYMBOLS[symbol]) for symbol in used}
        try:
            written = _value(tree, names)
        except (ValueError, ZeroDivisionError, OverflowError):
            return False
        if not math.isclose(written, estimate(state).value, rel_tol=_TOLERANCE):
            return False
    return True


def written_estimates(text: str) -> list[WrittenEstimate]:
    """Each inlet estimate of a turbulence field the request writes out, with its words."""
    found: list[WrittenEstimate] = []
    for match in _WRITTEN.finditer(text):
        expression = match.group("f")
        if re.search(r"[*/^²³·]|\w\s+\w|\d\s*\(", expression) \
                and _is_estimate(match.group("t"), expression):
            end = match.start("f") + len(expression.rstrip())
            found.append(WrittenEstimate(match.group("t"), text[match.start():end],
                                         (match.start(), end)))
    return found

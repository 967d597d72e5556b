"""No code asks whether a match came from a lazy pattern by identity.

Why: a :class:`LazyPattern` is not the ``re.Pattern`` a match carries, so ``match.re is
PATTERN`` is silently false for a lazy ``PATTERN`` (a reactor reading was lost this way: the
branch meant for one pattern never ran). The scan below finds every ``X.re is NAME`` (or ``is
not``) whose ``NAME`` is bound at a module's top level to ``lazy_regex(...)`` or
``LazyPattern(...)``; such a comparison must use ``NAME.compiled`` or an eager pattern.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("agents", "foamcase", "rag_index", "evaluators", "foambench", "foam_agent/cli")
LAZY_FACTORIES = frozenset({"lazy_regex", "LazyPattern"})


def _lazy_names(tree: ast.Module) -> set[str]:
    """Names a module binds at its top level to a lazy pattern."""
    names: set[str] = set()
    for node in tree.body:
        value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
        if not isinstance(value, ast.Call):
            continue
        factory = value.func
        called = factory.id if isinstance(factory, ast.Name) else (
            factory.attr if isinstance(factory, ast.Attribute) else "")
        if called not in LAZY_FACTORIES:
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        names.update(target.id for target in targets if isinstance(target, ast.Name))
    return names


def identity_comparisons_with_lazy_patterns(source: str) -> list[int]:
    """Line numbers of ``<expr>.re is NAME`` where ``NAME`` is a module-level lazy pattern."""
    tree = ast.parse(source)
    lazy = _lazy_names(tree)
    lines: list[int] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        for index, operator in enumerate(node.ops):
            if not isinstance(operator, (ast.Is, ast.IsNot)):
                continue
            pair = (operands[index], operands[index + 1])
            for side, other in (pair, pair[::-1]):
                if (isinstance(side, ast.Attribute) and side.attr == "re"
                        and isinstance(other, ast.Name) and other.id in lazy):
                    lines.append(node.lineno)
    return lines


def test_the_scan_finds_an_identity_comparison_with_a_lazy_pattern() -> None:
    source = (
        "from foam_agent.foamcase.lazy_pattern import lazy_regex\n"
        "import re\n"
        "_LAZY = lazy_regex(r'a')\n"
        "_EAGER = re.compile(r'b')\n"
        "def which(match):\n"
        "    if match.re is _EAGER:\n"
        "        return 1\n"
        "    return 2 if match.re is not _LAZY else 3\n"
    )
    assert identity_comparisons_with_lazy_patterns(source) == [8]


def test_no_module_compares_a_match_to_a_lazy_pattern_by_identity() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
        for line in identity_comparisons_with_lazy_patterns(path.read_text(encoding="utf-8"))
    ]
    assert found == []

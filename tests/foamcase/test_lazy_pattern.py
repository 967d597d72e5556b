"""A module-level pattern is compiled when first used, and then behaves as ``re.compile``'s."""

from __future__ import annotations

import re
import subprocess
import sys

from foam_agent.foamcase.lazy_pattern import lazy_regex


def test_a_pattern_is_not_compiled_before_its_first_use() -> None:
    pattern = lazy_regex(r"(?P<n>\d+)\s*cells", re.IGNORECASE)
    assert pattern.pattern == r"(?P<n>\d+)\s*cells"
    assert pattern._compiled is None
    found = pattern.search("a mesh of 400 Cells")
    assert found is not None and found.group("n") == "400"
    assert pattern._compiled is not None


def test_every_method_answers_as_the_compiled_pattern() -> None:
    source, flags = r"(\w+)=(\d+)", re.ASCII
    lazy, eager = lazy_regex(source, flags), re.compile(source, flags)
    text = "a=1, bb=22; c=x, d=4"
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
    assert lazy.findall(text) == eager.findall(text)
    assert lazy.sub(r"\2=\1", text) == eager.sub(r"\2=\1", text)
    assert lazy.subn(lambda m: m.group(1), text, 2) == eager.subn(lambda m: m.group(1), text, 2)
    assert lazy.split(text) == eager.split(text)
    assert lazy.match(text) is not None and lazy.fullmatch("a=1") is not None
    later, eager_later = lazy.search(text, 6), eager.search(text, 6)
    assert later is not None and eager_later is not None and later.span() == eager_later.span()
    assert (lazy.flags, lazy.groups, dict(lazy.groupindex)) == (eager.flags, eager.groups, {})


def test_a_wrong_pattern_fails_where_it_is_used() -> None:
    pattern = lazy_regex(r"(unclosed")
    try:
        pattern.search("unclosed")
    except re.error:
        return
    raise AssertionError("a wrong pattern matched")


_COUNT_COMPILES_AT_IMPORT = """
import re._compiler as compiler
original = compiler.compile
count = [0]
def counting(pattern, flags=0):
    count[0] += 1
    return original(pattern, flags)
compiler.compile = counting
import foam_agent.agents.spec.parse
print(count[0])
"""


def test_importing_the_request_reader_compiles_few_of_its_patterns() -> None:
    """Why it matters: every command that reads a request paid for compiling all of them.
    Catalog tables the reader scans row by row in every request are still compiled at import;
    the patterns written one by one in its modules (about 900) are not."""
    done = subprocess.run([sys.executable, "-c", _COUNT_COMPILES_AT_IMPORT],
                          capture_output=True, text=True, check=True)
    assert int(done.stdout.split()[-1]) < 900

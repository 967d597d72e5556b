"""Dictionaries are parsed once per content, and scoring loads only foamlib's readers."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from foam_agent.evaluators import casedir

SCHEMES = """FoamFile { version 2.0; format ascii; class dictionary; object fvSchemes; }
ddtSchemes { default Euler; }
gradSchemes { default Gauss linear; }
"""


@pytest.fixture
def counted_parses(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[bytes]]:
    """Every content foamlib is asked to parse, with an empty cache to start from."""
    parsed: list[bytes] = []
    real = casedir.FoamFile

    class Counting:
        @staticmethod
        def loads(content: bytes) -> object:
            parsed.append(content)
            return real.loads(content)

    casedir.clear_parse_cache()
    monkeypatch.setattr(casedir, "FoamFile", Counting)
    yield parsed
    casedir.clear_parse_cache()


def test_the_same_content_in_two_cases_is_parsed_once(tmp_path: Path,
                                                      counted_parses: list[bytes]) -> None:
    first, second = tmp_path / "a" / "fvSchemes", tmp_path / "b" / "fvSchemes"
    for path in (first, second):
        path.parent.mkdir()
        path.write_text(SCHEMES)
    assert casedir.parse_problem(first) is None
    assert casedir.parse_problem(second) is None
    assert counted_parses == [SCHEMES.encode()]


def test_a_file_changed_in_place_is_parsed_again(tmp_path: Path,
                                                 counted_parses: list[bytes]) -> None:
    path = tmp_path / "fvSchemes"
    path.write_text(SCHEMES)
    assert casedir.parse_problem(path) is None
    changed = SCHEMES.replace("ddtSchemes {", "ddtSchemes {{")
    path.write_text(changed)
    assert casedir.parse_problem(path) is not None
    assert counted_parses == [SCHEMES.encode(), changed.encode()]


def test_a_shared_broken_content_is_reported_under_each_file_name(
        tmp_path: Path, counted_parses: list[bytes]) -> None:
    broken = SCHEMES.replace("ddtSchemes {", "ddtSchemes {{")
    schemes, solution = tmp_path / "fvSchemes", tmp_path / "fvSolution"
    schemes.write_text(broken)
    solution.write_text(broken)
    assert (casedir.parse_problem(schemes) or "").startswith("fvSchemes does not parse")
    assert (casedir.parse_problem(solution) or "").startswith("fvSolution does not parse")
    assert (casedir.parse_problem(tmp_path / "missing") or "").startswith("missing cannot be read")


def test_scoring_loads_foamlibs_readers_but_not_its_case_runners() -> None:
    script = ("import sys; import foam_agent.evaluators.score; "
              "print(sorted({m for m in sys.modules if m in ('foamlib', 'foamlib._cases')})); "
              "import foamlib; from foam_agent.evaluators.casedir import FoamFile; "
              "print(foamlib.FoamFile is FoamFile, foamlib.FoamCase.__name__)")
    completed = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                               timeout=120, check=False)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.splitlines() == ["[]", "True FoamCase"]

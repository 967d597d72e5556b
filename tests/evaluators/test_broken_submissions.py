"""Broken submissions: each gives defined scores and a note, never an exception, and a batch
holding all of them scores every one."""

from __future__ import annotations

import math
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.evaluators import FAILURE_NMSE, CasePair, CaseScore, score_batch, score_case
from tests.evaluators.conftest import copy_case

pytestmark = pytest.mark.slow


def _missing_constant(case: Path) -> None:
    shutil.rmtree(case / "constant")


def _binary_file(case: Path) -> None:
    (case / "system" / "fvSolution").write_bytes(bytes(range(256)) * 8)


def _empty_file(case: Path) -> None:
    (case / "0" / "p").write_bytes(b"")


def _not_utf8_file(case: Path) -> None:
    path = case / "constant" / "transportProperties"
    path.write_bytes(path.read_bytes() + "// réglage du café\n".encode("latin-1"))


def _nan_in_field(case: Path) -> None:
    path = case / "0.5" / "U"
    lines = path.read_text().splitlines(keepends=True)
    first_value = next(i for i, line in enumerate(lines) if line.startswith("(") and ")" in line)
    lines[first_value] = "(nan nan 0)\n"
    path.write_text("".join(lines))


def _no_time_directories(case: Path) -> None:
    for child in list(case.iterdir()):
        if child.is_dir() and child.name.replace(".", "").isdigit():
            shutil.rmtree(child)


#: name → (how to break a copy of the rerun, a note fragment expected in both modes,
#:         the strict verdict)
BREAKAGES: dict[str, tuple[Callable[[Path], None] | None, str, str]] = {
    "missing_constant": (_missing_constant, "constant/", "f_struct"),
    "binary_file": (_binary_file, "system/fvSolution is binary", "f_struct"),
    "empty_file": (_empty_file, "0/p is empty", "f_struct"),
    "not_utf8_file": (_not_utf8_file, "transportProperties is not UTF-8", "pass"),
    "nan_in_field": (_nan_in_field, "VTK could not read it", "f_conv"),
    "no_time_directories": (_no_time_directories, "no time folder", "f_struct"),
    "does_not_exist": (None, "does not exist", "f_struct"),
}


def _make(name: str, rerun_case: Path, root: Path) -> Path:
    breaker = BREAKAGES[name][0]
    if breaker is None:
        return root / name / "nowhere"
    case = copy_case(rerun_case, root / name)
    breaker(case)
    return case


def _assert_defined(result: CaseScore) -> None:
    assert result.error is None
    assert result.exec.value in (0.0, 1.0)
    for metric in (result.struct, result.file):
        assert metric.value is None or 0.0 <= metric.value <= 1.0
    assert result.nmse is None or result.nmse == FAILURE_NMSE or math.isfinite(result.nmse)
    assert result.nmse_score in (0.0, 0.5, 1.0)
    assert result.success in (0, 1)
    assert result.verdict is not None
    result.to_dict()  # serialisable


@pytest.mark.parametrize("name", BREAKAGES)
@pytest.mark.parametrize("mode", ["strict", "upstream"])
def test_broken_submission_is_scored_with_a_note(
    name: str, mode: str, reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    gen = _make(name, rerun_case, tmp_path)
    result = score_case(gen, reference_case, mode=mode)
    _assert_defined(result)
    fragment, verdict = BREAKAGES[name][1], BREAKAGES[name][2]
    assert any(fragment in note for note in result.notes), result.notes
    if mode == "strict":
        # files broken after the run: success (exec and NMSE only) may still be 1, the
        # staged verdict is what catches them
        assert result.verdict == verdict, result.verdict_reason


def test_not_utf8_file_scores_by_mode(
    reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    gen = _make("not_utf8_file", rerun_case, tmp_path)
    # the added line is a comment, dropped by cleaning: strict sees the same text, upstream none
    strict = score_case(gen, reference_case, mode="strict")
    upstream = score_case(gen, reference_case, mode="upstream")
    assert strict.file.details["constant"]["scores"]["transportProperties"] == 1.0
    assert upstream.file.details["constant"]["scores"]["transportProperties"] == 0.0


def test_nan_field_fails_strict_but_slips_through_upstream(
    reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    gen = _make("nan_in_field", rerun_case, tmp_path)
    strict = score_case(gen, reference_case, mode="strict")
    u = next(f for f in strict.nmse_fields if f.field == "U")
    assert u.status == "failed" and u.value == FAILURE_NMSE and "non-finite" in u.reason
    assert strict.nmse_score == 0.0
    upstream = score_case(gen, reference_case, mode="upstream")
    assert [f.field for f in upstream.nmse_fields] == ["p"]  # U silently dropped
    assert upstream.nmse is not None and upstream.nmse < 1e-10
    assert upstream.nmse_score == 1.0


@pytest.mark.parametrize("mode", ["strict", "upstream"])
def test_batch_of_broken_submissions_scores_every_pair(
    mode: str, reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    pairs = [
        CasePair(name, _make(name, rerun_case, tmp_path), reference_case) for name in BREAKAGES
    ]
    pairs.append(CasePair("healthy", rerun_case, reference_case))
    seen: list[str] = []
    results = score_batch(pairs, mode=mode, on_result=lambda pair, _: seen.append(pair.name))
    assert seen == [p.name for p in pairs]
    for result in results:
        _assert_defined(result)
    assert results[-1].nmse == pytest.approx(0.0, abs=1e-10)

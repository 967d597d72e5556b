"""M_file's ROUGE-L: the fast path must give rouge-score's numbers to the last bit."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from rouge_score import rouge_scorer

from foam_agent.evaluators.rouge import (
    clean_foam_text,
    file_similarity,
    lcs_length,
    rouge_l_fmeasure,
    tokens_of,
)

TUTORIALS = Path("/usr/share/doc/openfoam-examples/examples")

#: Tutorial dictionaries below this size keep rouge-score's O(n·m) table quick enough to test.
SMALL_FILE_BYTES = 6000


def _dynamic_lcs(a: list[str], b: list[str]) -> int:
    """Textbook O(n·m) LCS, the definition the bit-parallel one must match."""
    previous = [0] * (len(b) + 1)
    for x in a:
        current = [0]
        for j, y in enumerate(b):
            current.append(previous[j] + 1 if x == y else max(previous[j + 1], current[j]))
        previous = current
    return previous[-1]


def test_bit_parallel_lcs_matches_dynamic_programming() -> None:
    rng = random.Random(7)
    for _ in range(300):
        alphabet = [str(i) for i in range(rng.randint(1, 6))]
        a = [rng.choice(alphabet) for _ in range(rng.randint(0, 40))]
        b = [rng.choice(alphabet) for _ in range(rng.randint(0, 40))]
        assert lcs_length(a, b) == _dynamic_lcs(a, b)


def _tutorial_texts() -> list[str]:
    files = sorted(
        p
        for p in TUTORIALS.glob("incompressible/**/*")
        if p.is_file() and p.suffix != ".gz" and p.stat().st_size < SMALL_FILE_BYTES
    )
    return [clean_foam_text(p.read_text(errors="replace")) for p in files[:120]]


def test_rouge_l_equals_rouge_score_on_tutorial_files() -> None:
    scorer = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=True)
    texts = [t for t in _tutorial_texts() if t]
    assert len(texts) > 50
    rng = random.Random(3)
    for _ in range(120):
        ref, gen = rng.sample(texts, 2)
        expected = scorer.score(ref, gen)["rougeL"].fmeasure
        assert rouge_l_fmeasure(tokens_of(ref), tokens_of(gen)) == expected


def test_cleaning_drops_comments_and_banner() -> None:
    text = "/* banner */\nbanner words\n// note\nFoamFile\n{\n * star line\n    a 1;\n}\nb 2;\n"
    assert clean_foam_text(text) == "FoamFile\n{\n    a 1;\n}\nb 2;\n"
    assert clean_foam_text("no braces at all\n") == ""


@pytest.mark.parametrize(
    ("raw", "strict", "upstream"),
    [
        (b"", 1.0, 0.0),  # identical empty files
        (bytes(range(256)), 1.0, 0.0),  # identical binary files
        (b"// caf\xe9\nFoamFile\n{\n nu 1;\n}\n", 1.0, 0.0),  # identical, not UTF-8
        (b"FoamFile\n{\n nu 1;\n}\n", 1.0, 1.0),  # identical plain text
    ],
)
def test_identical_files_by_mode(
    tmp_path: Path, raw: bytes, strict: float, upstream: float
) -> None:
    ref, gen = tmp_path / "ref", tmp_path / "gen"
    ref.write_bytes(raw)
    gen.write_bytes(raw)
    assert file_similarity(ref, gen, "strict").score == strict
    assert file_similarity(ref, gen, "upstream").score == upstream


def test_problem_of_submission_file_is_reported(tmp_path: Path) -> None:
    ref, gen = tmp_path / "ref", tmp_path / "gen"
    ref.write_text("FoamFile\n{\n nu 1;\n}\n")
    gen.write_bytes(b"\x00\x01binary")
    assert file_similarity(ref, gen, "strict").problem == "binary"
    gen.write_bytes(b"FoamFile\n{\n nu 1; // r\xe9glage\n}\n")
    lenient = file_similarity(ref, gen, "strict")
    assert lenient.problem == "not UTF-8"
    assert 0.5 < lenient.score < 1.0  # one extra token costs a little, not the whole file
    assert file_similarity(ref, gen, "upstream").score == 0.0

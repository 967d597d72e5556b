"""A hand-made case pair whose upstream and strict numbers are derived by hand.

Reference                          Submission
0/U        "{ a b c d }"           "// x y z" / "banner words" / "{ a c d e f }"
0/p        empty                   empty
constant/transportProperties       (no constant/ folder)
system/controlDict                 identical
                                   log.icoFoam in the case folder, ending with End

Tokens of 0/U after cleaning (comment and banner dropped): ref a b c d, gen a c d e f. Their
longest common subsequence is a c d (3), so P = 3/5, R = 3/4 and ROUGE-L F = 2PR/(P+R) = 2/3.

Upstream: constant/ is not in both, so it leaves the mean; empty 0/p scores 0 although the files
are identical; the log in the case folder is never read.
    struct = mean(0/: 2/2, system/: 1/1)                 = 1
    file   = mean(0/: (2/3 + 0)/2, system/: 1)           = 2/3 -> 0.6667 (4 decimals)
    exec   = 0
Strict: constant/ counts 0; identical empty files score 1; the root log is read.
    struct = mean(0/: 1, constant/: 0, system/: 1)       = 2/3
    file   = mean(0/: (2/3 + 1)/2, constant/: 0, system/: 1) = 11/18
    exec   = 1
No mesh, so NMSE is 9999 upstream and undefined in strict; success 0 in both.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.evaluators import (
    FAILURE_NMSE,
    CasePair,
    read_pairs,
    score_batch,
    score_case,
    summarize,
    write_batch,
)

CONTROL_DICT = """FoamFile
{
    version 2.0;
    format ascii;
    class dictionary;
    object controlDict;
}
application icoFoam;
"""


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


@pytest.fixture
def hand_pair(tmp_path: Path) -> tuple[Path, Path]:
    ref, gen = tmp_path / "ref", tmp_path / "gen"
    _write(ref / "0" / "U", "{ a b c d }\n")
    _write(ref / "0" / "p", "")
    _write(ref / "constant" / "transportProperties", "{ nu 1; }\n")
    _write(ref / "system" / "controlDict", CONTROL_DICT)
    _write(gen / "0" / "U", "// x y z\nbanner words\n{ a c d e f }\n")
    _write(gen / "0" / "p", "")
    _write(gen / "system" / "controlDict", CONTROL_DICT)
    _write(gen / "log.icoFoam", "Time = 1\n\nEnd\n\n")
    return gen, ref


def test_upstream_numbers_match_the_hand_derivation(hand_pair: tuple[Path, Path]) -> None:
    gen, ref = hand_pair
    result = score_case(gen, ref, mode="upstream")
    assert result.exec.value == 0.0
    assert result.struct.value == 1.0
    assert result.file.value == round(2 / 3, 4)
    assert result.nmse == FAILURE_NMSE
    assert result.nmse_score == 0.0
    assert result.success == 0
    assert any("constant/" in note for note in result.notes)


def test_strict_numbers_match_the_hand_derivation(hand_pair: tuple[Path, Path]) -> None:
    gen, ref = hand_pair
    result = score_case(gen, ref, mode="strict")
    assert result.exec.value == 1.0
    assert result.struct.value == pytest.approx(2 / 3, abs=1e-15)
    assert result.file.value == pytest.approx(11 / 18, abs=1e-15)
    assert result.nmse is None
    assert result.nmse_score == 0.0
    assert result.success == 0
    assert result.verdict == "f_struct"
    assert "fvSchemes" in result.verdict_reason


def test_missing_submission_vanishes_upstream_but_counts_zero_strict(
    hand_pair: tuple[Path, Path], tmp_path: Path
) -> None:
    gen, ref = hand_pair
    pairs = [CasePair("made", gen, ref), CasePair("absent", tmp_path / "nowhere", ref)]

    upstream = score_batch(pairs, mode="upstream")
    assert upstream[1].struct.value is None and not upstream[1].in_means
    summary = summarize(upstream, "upstream")
    assert summary.in_means == 1
    assert summary.means["struct"] == 1.0  # only the made case counts
    assert summary.means["file"] == round(2 / 3, 4)

    strict = score_batch(pairs, mode="strict")
    assert strict[1].struct.value == 0.0 and strict[1].in_means
    summary = summarize(strict, "strict")
    assert summary.in_means == 2
    assert summary.means["struct"] == pytest.approx((2 / 3 + 0) / 2)
    assert summary.means["exec"] == pytest.approx(0.5)
    assert summary.verdicts["f_struct"] == 2


def test_batch_records_bad_reference_and_goes_on(
    hand_pair: tuple[Path, Path], tmp_path: Path
) -> None:
    gen, ref = hand_pair
    pairs = [
        CasePair("bad-ref", gen, tmp_path / "no-reference"),
        CasePair("made", gen, ref),
    ]
    results = score_batch(pairs, mode="strict")
    assert results[0].error is not None and "does not exist" in results[0].error
    assert results[0].verdict is None and not results[0].in_means
    assert results[1].error is None and results[1].struct.value == pytest.approx(2 / 3)
    csv_path, json_path = write_batch(pairs, results, summarize(results, "strict"), tmp_path / "o")
    assert len(csv_path.read_text().splitlines()) == 3  # header + two rows
    assert '"error": null' in json_path.read_text()


def test_pairs_from_csv_and_foambench_folder(hand_pair: tuple[Path, Path], tmp_path: Path) -> None:
    gen, ref = hand_pair
    listing = tmp_path / "pairs.csv"
    listing.write_text("name,gen,ref\nmade,gen,ref\n")
    assert read_pairs(listing) == [CasePair("made", tmp_path / "gen", tmp_path / "ref")]

    layout = tmp_path / "Dataset" / "Basic" / "Cavity"
    (layout / "1" / "GT_Files").mkdir(parents=True)
    (layout / "1" / "run_a").mkdir()
    (layout / "2" / "GT_Files").mkdir(parents=True)
    found = read_pairs(tmp_path / "Dataset")
    assert [(p.name, p.gen.name, p.ref.name) for p in found] == [
        ("Basic/Cavity/1", "run_a", "GT_Files"),
        ("Basic/Cavity/2", "<no submission>", "GT_Files"),
    ]

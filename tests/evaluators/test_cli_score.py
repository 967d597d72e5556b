"""``foam-agent score`` and ``score-batch``: one JSON object on stdout, clear errors, files."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import matplotlib.image
import pytest
from typer.testing import CliRunner

from foam_agent.cli import app

pytestmark = pytest.mark.slow

#: The keys the issue promises in ``score --json``.
PROMISED_KEYS = {
    "exec",
    "struct",
    "file",
    "nmse",
    "nmse_fields",
    "nmse_score",
    "success",
    "mode",
    "ref_time",
    "gen_time",
    "verdict",
    "notes",
}


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def test_score_prints_json_table_and_picture(
    runner: CliRunner, reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    picture = tmp_path / "cmp.png"
    result = runner.invoke(
        app, ["score", str(rerun_case), "-r", str(reference_case), "--json", "--plot", str(picture)]
    )
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)  # the whole of stdout is one object
    assert set(payload) >= PROMISED_KEYS
    assert payload["success"] == 1 and payload["verdict"] == "pass" and payload["mode"] == "strict"
    assert set(payload["nmse_fields"]) == {"U", "p"}
    assert "verdict" in result.stderr and "exec" in result.stderr  # the table, on stderr
    image = matplotlib.image.imread(picture)
    assert image.shape[1] > 2 * image.shape[0]  # three panels side by side
    assert image[..., :3].std() > 0.05  # not a blank canvas


def test_score_upstream_with_chosen_fields(
    runner: CliRunner, reference_case: Path, fast_lid_case: Path
) -> None:
    result = runner.invoke(
        app,
        [
            "score",
            str(fast_lid_case),
            "-r",
            str(reference_case),
            "--mode",
            "upstream",
            "--fields",
            "U",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert payload["mode"] == "upstream"
    assert list(payload["nmse_fields"]) == ["U"]
    assert payload["success"] == 0


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["score", "{gen}", "-r", "{missing}"], "does not exist"),
        (["score", "{gen}", "-r", "{ref}", "--fields", " , "], "--fields"),
        (["score", "{gen}", "-r", "{ref}", "--fields", "U;rm"], "not a field name"),
        (["score-batch", "{missing}"], "neither a CSV file nor a folder"),
    ],
)
def test_bad_input_is_one_line_and_nonzero(
    runner: CliRunner,
    reference_case: Path,
    rerun_case: Path,
    tmp_path: Path,
    arguments: list[str],
    message: str,
) -> None:
    values = {"gen": str(rerun_case), "ref": str(reference_case), "missing": str(tmp_path / "x")}
    result = runner.invoke(app, [a.format(**values) for a in arguments])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert message in result.stderr
    assert "Traceback" not in result.output
    assert len(result.stderr.strip().splitlines()) == 1


def test_score_batch_writes_csv_and_json(
    runner: CliRunner,
    reference_case: Path,
    rerun_case: Path,
    fast_lid_case: Path,
    tmp_path: Path,
) -> None:
    listing = tmp_path / "pairs.csv"
    listing.write_text(
        "name,gen,ref\n"
        f"same,{rerun_case},{reference_case}\n"
        f"lid,{fast_lid_case},{reference_case}\n"
        f"absent,{tmp_path / 'nowhere'},{reference_case}\n"
    )
    out = tmp_path / "out"
    result = runner.invoke(app, ["score-batch", str(listing), "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert [c["verdict"] for c in payload["cases"]] == ["pass", "f_acc", "f_struct"]
    assert payload["summary"]["means"]["success"] == pytest.approx(1 / 3)
    assert payload["summary"]["verdicts"]["pass"] == 1
    rows = (out / "scores.csv").read_text().splitlines()
    assert rows[0].startswith("name,gen,ref,mode,exec,struct,file,nmse,nmse_U,nmse_p")
    assert len(rows) == 4
    stored = json.loads((out / "scores.json").read_text())
    assert len(stored["cases"]) == 3 and stored["summary"]["cases"] == 3


def test_score_batch_on_a_foambench_folder(
    runner: CliRunner, reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    dataset = tmp_path / "Dataset" / "Basic" / "Cavity"
    shutil.copytree(reference_case, dataset / "1" / "GT_Files")
    shutil.copytree(rerun_case, dataset / "1" / "run")
    shutil.copytree(reference_case, dataset / "2" / "GT_Files")  # no submission
    out = tmp_path / "out"
    result = runner.invoke(
        app,
        ["score-batch", str(tmp_path / "Dataset"), "--mode", "upstream", "-o", str(out), "--json"],
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)["summary"]
    assert summary["cases"] == 2 and summary["in_means"] == 1  # upstream drops case 2


def test_score_takes_a_solves_output_folder_for_its_case(
    runner: CliRunner, reference_case: Path, rerun_case: Path, tmp_path: Path
) -> None:
    """``foam-agent solve -o out`` puts the case in ``out/case`` beside ``foam-agent.json``;
    scoring ``out`` scores that case instead of an empty folder (exec 0, NMSE 9999)."""
    output = tmp_path / "out"
    shutil.copytree(rerun_case, output / "case")
    (output / "foam-agent.json").write_text("{}")
    result = runner.invoke(app, ["score", str(output), "-r", str(reference_case), "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert payload["success"] == 1 and payload["exec"] == 1

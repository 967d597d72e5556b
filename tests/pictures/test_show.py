"""``foam-agent show``: one file per field, ``-o``, and one ``error:`` line (no VTK output
before it) for a case that never ran."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from tests.conftest import CAVITY

FOAM_AGENT = [str(Path(sys.executable).with_name("foam-agent"))]


def _show(*arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*FOAM_AGENT, "show", *arguments], capture_output=True, text=True,
                          timeout=180, check=False)


def test_a_field_of_its_own_keeps_the_solve_picture(ran_pitz_daily: Path,
                                                    tmp_path: Path) -> None:
    case = tmp_path / "pitz"
    shutil.copytree(ran_pitz_daily, case)
    first = _show(str(case), "--json")
    assert first.returncode == 0, first.stderr
    both = json.loads(first.stdout)
    assert both["fields"] == str(case / "fields.png")
    assert both["moment"] == "iteration 10"
    assert [(panel["field"], panel["unit"]) for panel in both["panels"]] == [
        ("U", "m/s"), ("p", "m²/s²")]
    before = (case / "fields.png").read_bytes()
    alone = _show(str(case), "--field", "nut", "--json")
    assert alone.returncode == 0, alone.stderr
    nut = json.loads(alone.stdout)
    assert nut["fields"] == str(case / "fields-nut.png")
    assert [(panel["field"], panel["unit"]) for panel in nut["panels"]] == [("nut", "m²/s")]
    assert (case / "fields.png").read_bytes() == before


def test_output_folder_receives_the_pictures(ran_cavity: Path, tmp_path: Path) -> None:
    target = tmp_path / "new" / "pictures"
    shown = _show(str(ran_cavity), "--time", "0.3", "-o", str(target), "--json")
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout)["fields"] == str(target / "fields-t0.3.png")
    assert sorted(path.name for path in target.iterdir()) == ["fields-t0.3.png",
                                                              "residuals.png"]


def test_output_that_is_a_file_is_one_error_line(ran_cavity: Path, tmp_path: Path) -> None:
    taken = tmp_path / "taken"
    taken.write_text("a file")
    shown = _show(str(ran_cavity), "-o", str(taken))
    assert shown.returncode == 2
    assert shown.stderr.startswith("error: ") and len(shown.stderr.splitlines()) == 1
    assert taken.read_text() == "a file"


def test_a_case_that_never_ran_is_one_error_line(tutorial_case: Callable[..., Path]) -> None:
    case = tutorial_case(CAVITY)
    shown = _show(str(case))
    assert shown.returncode == 2
    assert shown.stderr.splitlines() == [f"error: {case} has no time directory with fields"]
    assert shown.stdout == ""

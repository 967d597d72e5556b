"""Pictures: both files exist and show something, and the colour range drawn is the field's
range read independently (foamlib, not VTK)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from foamlib import FoamFieldFile
from PIL import Image

from foam_agent.agents.pictures import draw_pictures
from tests.conftest import CAVITY, SolvedExample

FOAM_AGENT = [str(Path(sys.executable).with_name("foam-agent"))]
#: A picture with fewer distinct colours is blank or a flat fill, not a drawn field or plot.
MIN_COLOURS = 50


def _assert_drawn(path: Path) -> None:
    assert path.is_file()
    pixels = np.asarray(Image.open(path).convert("RGB"))
    colours = np.unique(pixels.reshape(-1, 3), axis=0)
    assert len(colours) >= MIN_COLOURS, f"{path.name} has {len(colours)} colours: blank?"
    assert pixels.std() > 10, f"{path.name} is nearly uniform"


def _independent_range(case: Path, time: str, field: str) -> tuple[float, float]:
    values = np.asarray(FoamFieldFile(case / time / field).internal_field, dtype=float)
    if values.ndim == 2:
        values = np.linalg.norm(values, axis=1)
    return float(values.min()), float(values.max())


def test_both_pictures_are_drawn_and_not_blank(ran_cavity: Path) -> None:
    pictures = draw_pictures(ran_cavity)
    assert pictures.problems == []
    assert pictures.residuals == ran_cavity / "residuals.png"
    assert pictures.fields is not None and pictures.fields.path == ran_cavity / "fields.png"
    _assert_drawn(pictures.residuals)
    _assert_drawn(pictures.fields.path)
    assert [panel.field for panel in pictures.fields.panels] == ["U", "p"]


@pytest.mark.parametrize("time", ["0.1", "0.5"])
def test_colour_range_is_the_field_range(ran_cavity: Path, time: str) -> None:
    """The 2D cavity's mid-plane cuts every cell once, so the range on the plane is the
    range of the internal field; the colour map must span exactly that."""
    picture = draw_pictures(ran_cavity, time=float(time)).fields
    assert picture is not None and picture.time == pytest.approx(float(time))
    for panel in picture.panels:
        low, high = _independent_range(ran_cavity, time, panel.field)
        assert (panel.low, panel.high) == pytest.approx((low, high), rel=1e-5, abs=1e-9), panel
    ranges = {panel.field: (panel.low, panel.high) for panel in picture.panels}
    # The lid drives the flow: the fastest cell moves, but slower than the 1 m/s lid.
    assert 0.5 < ranges["U"][1] < 1.0


def test_show_draws_one_field_at_a_time_and_reports_its_range(ran_cavity: Path) -> None:
    completed = subprocess.run([*FOAM_AGENT, "show", str(ran_cavity), "--field", "p",
                                "--time", "0.3", "--json"],
                               capture_output=True, text=True, timeout=120, check=False)
    assert completed.returncode == 0, completed.stderr
    shown = json.loads(completed.stdout)
    assert [panel["field"] for panel in shown["panels"]] == ["p"]
    low, high = _independent_range(ran_cavity, "0.3", "p")
    assert (shown["panels"][0]["min"], shown["panels"][0]["max"]) == pytest.approx((low, high),
                                                                                  rel=1e-5)
    _assert_drawn(Path(shown["fields"]))


@pytest.mark.parametrize(("arguments", "message"), [
    (["--time", "7"], "no fields at time 7"),
    (["--field", "T"], "no field 'T'"),
])
def test_show_names_a_missing_time_or_field(ran_cavity: Path, arguments: list[str],
                                            message: str) -> None:
    completed = subprocess.run([*FOAM_AGENT, "show", str(ran_cavity), *arguments],
                               capture_output=True, text=True, timeout=120, check=False)
    assert completed.returncode == 2
    assert completed.stderr.startswith("error: ") and message in completed.stderr
    assert "Traceback" not in completed.stderr


def test_run_names_its_pictures_in_json(tutorial_case: Callable[..., Path]) -> None:
    case = tutorial_case(CAVITY)
    completed = subprocess.run([*FOAM_AGENT, "run", str(case), "--json", "--quiet"],
                               capture_output=True, text=True, timeout=120, check=False)
    assert completed.returncode == 0, completed.stderr
    pictures = json.loads(completed.stdout)["pictures"]
    assert pictures == {"residuals": str(case / "residuals.png"),
                        "fields": str(case / "fields.png")}
    _assert_drawn(case / "fields.png")


@pytest.mark.slow
def test_solve_example_cavity_writes_and_names_both_pictures(
        solved_cavity_example: SolvedExample) -> None:
    output, completed = solved_cavity_example.output, solved_cavity_example.completed
    assert completed.returncode == 0, completed.stderr
    solved = json.loads(completed.stdout)
    case = output / "case"
    assert solved["pictures"] == {"residuals": str(case / "residuals.png"),
                                  "fields": str(case / "fields.png")}
    _assert_drawn(case / "residuals.png")
    _assert_drawn(case / "fields.png")
    shown = subprocess.run([*FOAM_AGENT, "show", str(output), "--json"],
                           capture_output=True, text=True, timeout=120, check=False)
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout)["case_dir"] == str(case.resolve())


def test_show_refuses_a_directory_that_is_no_case(tmp_path: Path) -> None:
    """Named before VTK reads anything: its reader would print a page of ERR lines first."""
    completed = subprocess.run([*FOAM_AGENT, "show", str(tmp_path)],
                               capture_output=True, text=True, timeout=120, check=False)
    assert completed.returncode == 2
    assert completed.stderr.startswith("error: ") and "not an OpenFOAM case" in completed.stderr
    assert "vtkOpenFOAMReader" not in completed.stderr


def test_drawing_imports_neither_matplotlib_nor_pyvista(ran_cavity: Path) -> None:
    """Both pictures are drawn after every solve: they must not bring in matplotlib's figure
    machinery, pyvista or a VTK render window (together over a second of CPU), nor scipy's
    k-d tree for a cut as small as the cavity's (0.3 s)."""
    script = ("import sys; from pathlib import Path; from foam_agent.agents.pictures import "
              "draw_pictures; "
              f"drawn = draw_pictures(Path({str(ran_cavity)!r})); "
              "assert drawn.problems == [], drawn.problems; "
              "print(' '.join(sorted(name for name in sys.modules "
              "if name.split('.')[0] in {'matplotlib', 'pyvista'} "
              "or name.startswith('scipy.spatial') "
              "or name.startswith('vtkmodules.vtkRendering'))))")
    completed = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                               timeout=120, check=False)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.split() == []


def test_show_imports_neither_the_request_reader_nor_the_mesh_study(ran_cavity: Path) -> None:
    """``show`` reads a finished case and its record: finding the record and a study written
    beside the case must not import the reader (a second of regexes), the mesh study's
    refiners or the agent's graph."""
    script = ("import sys; from foam_agent.cli import app\n"
              "try:\n"
              f"    app(['show', {str(ran_cavity)!r}])\n"
              "except SystemExit as done:\n"
              "    assert not done.code, done.code\n"
              "print(' '.join(sorted(sys.modules)))")
    completed = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                               timeout=120, check=False)
    assert completed.returncode == 0, completed.stderr
    loaded = set(completed.stdout.rstrip("\n").split("\n")[-1].split())
    assert "foam_agent.agents.pictures.fields" in loaded
    assert {"foam_agent.agents.spec.parse", "foam_agent.agents.mesh_study.study",
            "foam_agent.agents.mesh_study.finished", "langgraph"} & loaded == set()

"""A plain channel described in words, through ``foam-agent solve``: retrieval offers no
single-phase steady channel here (its best words match a sloshing tank), so the author takes
the plain physics base with a generated channel of the stated sizes, and the converged flow
carries the stated mean speed through every cross-section."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from foamlib import FoamFieldFile

PROMPT = ("Water at 20 °C flows through a 2D channel 1 m long and 0.1 m tall at 0.2 m/s. "
          "Steady, laminar.")


@pytest.mark.slow
def test_a_channel_in_words_gets_its_sizes_and_carries_its_flow(tmp_path: Path) -> None:
    done = subprocess.run([str(Path(sys.executable).parent / "foam-agent"), "solve", PROMPT,
                           "--output", str(tmp_path / "out"), "--quiet"],
                          capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    record = json.loads((tmp_path / "out/foam-agent.json").read_text())
    assert record["status"] == "solved"
    rows = {row["requirement"]: row for row in record["audit"]}
    assert rows["domain size in x"]["met"] and rows["domain size in x"]["found"] == "1"
    assert rows["domain size in y"]["met"] and rows["domain size in y"]["found"] == "0.1"
    assert rows["steady or transient"]["met"] and rows["simulationType"]["found"] == "laminar"
    case = tmp_path / "out/case"
    last = max((path for path in case.iterdir() if path.name.replace(".", "").isdigit()
                and path.name != "0"), key=lambda path: float(path.name))
    velocity = np.asarray(FoamFieldFile(last / "U").internal_field)
    # Uniform cells: the mean over the cells is the mean over cross-sections, which
    # continuity holds at the inlet's 0.2 m/s; the walls slow the fluid, so the core is faster.
    assert velocity[:, 0].mean() == pytest.approx(0.2, rel=0.01)
    assert velocity[:, 0].max() > 0.205

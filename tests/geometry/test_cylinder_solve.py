"""The issue's own sentence through ``foam-agent solve``: retrieval, the plain physics base, the
generated cylinder, 150 D/U of flow, and the Strouhal number in the record and on screen.

No size, speed, end time or output is stated: every one is a documented default, and the flow
must still shed periodically at the literature frequency (the tolerance is justified in
``test_apply_geometry.test_cylinder_at_re_100_sheds_at_the_literature_strouhal_number``).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.geometry.test_apply_geometry import BLOCKAGE, UNCONFINED_ST

PROMPT = "Laminar flow past a circular cylinder at Re = 100"


@pytest.mark.slow
def test_the_plain_cylinder_request_reports_its_strouhal_number(tmp_path: Path) -> None:
    done = subprocess.run([str(Path(sys.executable).parent / "foam-agent"), "solve", PROMPT,
                           "--output", str(tmp_path / "out")],
                          capture_output=True, text=True, timeout=1800, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    record = json.loads((tmp_path / "out/foam-agent.json").read_text())
    assert record["status"] == "solved"
    derived = next(row for row in record["audit"] if row["requirement"] == "nu (derived)")
    # The compose takes the default size; the audit measures the generated body it became
    # (``foamcase.case.things``): the same 1 m either way.
    assert ("L from the circle's default size" in derived["note"]
            or "L from the cylinder's diameter 1 m" in derived["note"]), derived
    shed = record["shedding"]
    assert shed["periodic"], shed
    assert UNCONFINED_ST[0] * 0.95 <= shed["strouhal"] <= UNCONFINED_ST[1] / (1 - BLOCKAGE)
    assert "Strouhal number" in done.stderr and f"{shed['strouhal']:.4f}" in done.stderr

"""The bench report embeds each sampled submission's own pictures (fields and residuals)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

FOAM_AGENT = str(Path(sys.executable).with_name("foam-agent"))


@pytest.mark.slow
def test_bench_report_embeds_the_submission_pictures(tmp_path: Path) -> None:
    results = tmp_path / "results"
    ran = subprocess.run([FOAM_AGENT, "bench", "run", "--dataset", "local",
                          "--cases", "cavity/slip-walls", "--ablation", "zero-shot",
                          "--workers", "1", "--out", str(results),
                          "--reference-cache", str(tmp_path / "references")],
                         capture_output=True, text=True, timeout=600, check=False)
    assert ran.returncode == 0, ran.stderr
    reported = subprocess.run([FOAM_AGENT, "bench", "report", str(results), "--json"],
                              capture_output=True, text=True, timeout=600, check=False)
    assert reported.returncode == 0, reported.stderr
    payload = json.loads(reported.stdout)
    (image,) = payload["images"]
    markdown = Path(payload["markdown"]).read_text()
    for name in ("fields", "residuals"):
        path = Path(image[name])
        assert path.name == f"{name}.png" and path.is_file() and path.stat().st_size > 10_000
        assert f"![{name} cavity/slip-walls](" in markdown

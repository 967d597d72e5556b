"""The CPU-times plugin on a suite of its own: a test that spends CPU in a child process is
charged that CPU, a test that sleeps is charged the wall but not the CPU."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
#: The child's busy loop and the sleeping test: each about this long.
SPEND_S = 1.0

SUITE = f'''
import subprocess, sys, time

def test_busy_child():
    subprocess.run([sys.executable, "-c",
                    "import time\\nend = time.process_time() + {SPEND_S}\\n"
                    "while time.process_time() < end: pass"], check=True)

def test_asleep():
    time.sleep({SPEND_S})
'''


def test_each_test_is_charged_its_own_and_its_childrens_cpu(tmp_path: Path) -> None:
    (tmp_path / "test_sample.py").write_text(SUITE)
    times = tmp_path / "times.jsonl"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "-p", "tests.support.cpu_times", "--cpu-times", str(times),
                           "--rootdir", str(tmp_path), str(tmp_path / "test_sample.py")],
                          capture_output=True, text=True, cwd=REPOSITORY, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    rows = {row["nodeid"].split("::")[-1]: row
            for row in map(json.loads, times.read_text().splitlines())}
    assert set(rows) == {"test_busy_child", "test_asleep"}
    busy, asleep = rows["test_busy_child"], rows["test_asleep"]
    assert busy["cpu_s"] >= 0.9 * SPEND_S, busy
    assert asleep["wall_s"] >= SPEND_S and asleep["cpu_s"] < 0.5 * SPEND_S, asleep
    assert all(row["load"] >= 0 for row in rows.values())


def test_without_the_option_nothing_is_written(tmp_path: Path) -> None:
    (tmp_path / "test_sample.py").write_text("def test_nothing():\n    pass\n")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "-p", "tests.support.cpu_times", "--rootdir", str(tmp_path),
                           str(tmp_path / "test_sample.py")],
                          capture_output=True, text=True, cwd=REPOSITORY, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    written = {path.name for path in tmp_path.iterdir()} - {"__pycache__"}
    assert written == {"test_sample.py"}

"""A command ends without tearing the interpreter down, but everything observable of a normal
exit still happens: atexit handlers, waiting for threads, flushed output, the exit code."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = """
import atexit, sys, threading, time
from pathlib import Path
from foam_agent.cli._exit import exit_code, exit_now
marker = Path(sys.argv[1])
def late_write():
    time.sleep(0.3)
    marker.write_text("thread done")
threading.Thread(target=late_write).start()
atexit.register(lambda: print("atexit ran", end=""))
sys.stdout.write("buffered ")
exit_now(exit_code(sys.argv[2] if sys.argv[2] != "none" else None) if not sys.argv[2].isdigit()
         else int(sys.argv[2]))
"""


@pytest.mark.parametrize(("status", "code"), [("none", 0), ("3", 3), ("a message", 1)])
def test_exit_now_keeps_what_a_normal_exit_does(tmp_path: Path, status: str, code: int) -> None:
    marker = tmp_path / "marker"
    completed = subprocess.run([sys.executable, "-c", SCRIPT, str(marker), status],
                               capture_output=True, text=True, timeout=60, check=False)
    assert completed.returncode == code, completed.stderr
    assert completed.stdout == "buffered atexit ran"
    assert marker.read_text() == "thread done"
    assert completed.stderr == ("a message\n" if status == "a message" else "")

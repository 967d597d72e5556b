"""pint loads without dask (a third of its import cost), and dask stays importable after."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import sys
from foam_agent.agents.spec.units import read_unit
reading = read_unit("a lid at 36 km/h", 11)
assert reading is not None and reading.to_si(36) == 10.0, reading
print("dask" in sys.modules)
import dask
print(dask.__name__)
"""


def test_reading_a_unit_leaves_dask_unimported_and_importable() -> None:
    completed = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                               timeout=120, check=False)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.split() == ["False", "dask"]

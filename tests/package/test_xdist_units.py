"""``make test`` runs the suite on pytest-xdist's workers: the units it sends, and a failing
test or a crashed worker still failing the run (without a loop of worker restarts)."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

from tests.support.xdist_units import work_unit

ROOT = Path(__file__).resolve().parents[2]


def make_test_options() -> list[str]:
    """The options ``make test`` gives pytest, from the Makefile's recipe."""
    recipe = re.search(r"^test:.*\n\t\$\(PYTHON\) -m pytest(.*)$",
                       (ROOT / "Makefile").read_text(), re.MULTILINE)
    assert recipe, "no pytest line under the Makefile's test target"
    return shlex.split(recipe.group(1))


def test_a_module_is_a_unit_and_a_session_folder_is_one_whole() -> None:
    assert work_unit("tests/spec/test_units.py::test_a[1]") == "tests/spec/test_units.py"
    assert work_unit("tests/rag_index/test_retrieval.py::test_b") == "tests/rag_index"
    assert work_unit("tests/evaluators/test_verdict.py::Case::test_c") == "tests/evaluators"


def test_a_failing_test_and_a_crashed_worker_fail_the_run(tmp_path: Path) -> None:
    """A suite of its own, run with make test's options and this suite's scheduler: every
    other test still runs, and the run ends (within the timeout) with pytest's failure code."""
    options = make_test_options()
    assert "-n" in options and "--dist" in options
    suite = tmp_path / "suite"
    suite.mkdir()
    (suite / "conftest.py").write_text(
        "from tests.conftest import pytest_xdist_make_scheduler  # noqa: F401\n")
    (suite / "test_broken.py").write_text(
        "import os\n\n\ndef test_fails():\n    assert 1 == 2\n\n\n"
        "def test_crashes():\n    os._exit(3)\n")
    (suite / "test_fine.py").write_text(
        "import pytest\n\n\n@pytest.mark.parametrize('i', range(4))\ndef test_fine(i):\n"
        "    assert i >= 0\n")
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "2",
         *options[options.index("--dist"):], str(suite)],
        capture_output=True, text=True, timeout=300, cwd=tmp_path, check=False,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT), "HOME": str(tmp_path)})
    assert completed.returncode == 1, completed.stdout[-3000:]
    assert re.search(r"FAILED \S*test_broken.py::test_fails", completed.stdout)
    assert re.search(r"FAILED \S*test_broken.py::test_crashes - worker 'gw\d' crashed",
                     completed.stdout), completed.stdout[-3000:]
    assert "2 failed, 4 passed" in completed.stdout

"""The disk budget and the gate's built-ins as a user meets them: sizes read, refused and
configured, a run stopped at its budget from the CLI, ordinary built-ins still allowed."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.config import ConfigError, load_config
from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import check_case
from foam_agent.agents.runners.disk_budget import (
    DEFAULT_DISK_LIMIT,
    DiskLimitError,
    case_usage,
    parse_size,
)
from foam_agent.agents.runners.handback import clear_privileged_bits, hard_linked_file
from foam_agent.agents.runners.jail import HOST_UID, mapped_id
from tests.cli.test_run_and_doctor import foam_agent
from tests.conftest import CAVITY

CaseFactory = Callable[..., Path]
HEADER = '#!/bin/bash\ncd "${0%/*}" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n'


@pytest.mark.parametrize(("text", "size"), [
    ("2G", 2 << 30), ("500M", 500 << 20), ("1.5GiB", 3 << 29), ("64k", 64 << 10),
    ("1048576", 1 << 20), (" 3 gb ", 3 << 30)])
def test_sizes_are_read(text: str, size: int) -> None:
    assert parse_size(text) == size


@pytest.mark.parametrize("text", ["", "2X", "-1G", "0", "G", "1e9"])
def test_bad_sizes_are_refused(text: str) -> None:
    with pytest.raises(DiskLimitError):
        parse_size(text)


def test_the_budget_is_configurable(tmp_path: Path) -> None:
    assert load_config(None, environ={}).disk_limit == DEFAULT_DISK_LIMIT == 2 << 30
    assert load_config(None, environ={"FOAM_AGENT_DISK_LIMIT": "500M"}).disk_limit == 500 << 20
    assert load_config(None, overrides={"disk_limit": 1 << 20}, environ={}).disk_limit == 1 << 20
    with pytest.raises(ConfigError):
        load_config(None, environ={"FOAM_AGENT_DISK_LIMIT": "lots"})


def test_usage_counts_blocks_once(tmp_path: Path) -> None:
    (tmp_path / "data").write_bytes(b"x" * (1 << 20))
    os.link(tmp_path / "data", tmp_path / "again")
    with (tmp_path / "sparse").open("wb") as stream:
        stream.seek(1 << 30)
        stream.write(b"x")
    used = case_usage(tmp_path)
    assert 1 << 20 <= used < 2 << 20, used
    assert hard_linked_file(tmp_path) is not None


def test_privileged_bits_are_cleared(tmp_path: Path) -> None:
    (tmp_path / "tool").write_text("#!/bin/sh\n")
    (tmp_path / "tool").chmod(0o6755)
    (tmp_path / "dir").mkdir()
    (tmp_path / "dir").chmod(0o2775)
    (tmp_path / "link").symlink_to("/usr/bin/passwd")
    cleared = clear_privileged_bits(tmp_path)
    assert sorted(Path(path).name for path in cleared) == ["dir", "tool"]
    assert (tmp_path / "tool").stat().st_mode & 0o7777 == 0o755
    assert Path("/usr/bin/passwd").stat().st_mode & 0o4000 or not Path("/usr/bin/passwd").exists()


@pytest.mark.parametrize("value", ["2X", "-5M", "none"])
def test_run_refuses_a_bad_disk_limit(value: str, tutorial_case: CaseFactory) -> None:
    completed = foam_agent("run", str(tutorial_case(CAVITY)), "--disk-limit", value)
    assert completed.returncode == 2
    lines = completed.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: --disk-limit"), completed.stderr
    assert "Traceback" not in completed.stderr


def test_run_stops_at_the_disk_limit(tutorial_case: CaseFactory) -> None:
    """cavity run to t = 50 writes megabytes of results; a 256 KiB budget stops it early with
    a message that names the budget."""
    case = tutorial_case(CAVITY)
    (case / "system" / "controlDict").write_text(
        (case / "system" / "controlDict").read_text().replace("endTime         0.5",
                                                              "endTime         50"))
    completed = foam_agent("run", str(case), "--json", "--disk-limit", "256K", "--no-pictures")
    payload = json.loads(completed.stdout)
    assert completed.returncode == 1
    assert payload["status"] == "failed" and "disk budget" in payload["message"]
    assert case_usage(case) < 64 << 20


@pytest.mark.parametrize("script", [
    "set -e\nset -o pipefail\nexport OMP_NUM_THREADS=1\nrunApplication blockMesh\n",
    "declare steps=2\nreadonly steps\nfor i in 1 2; do runApplication -s $i blockMesh; done\n",
    "printf '%s\\n' done\n[ -f system/controlDict ] && echo ok\ntest -d 0 || exit 1\n",
    "unset name\nshift\ntrue\n: ignored\nmpirun -np 2 --oversubscribe icoFoam -parallel\n",
])
def test_ordinary_builtins_stay_allowed(script: str, tmp_path: Path,
                                        installation: Installation) -> None:
    case = tmp_path / "case"
    (case / "system").mkdir(parents=True)
    (case / "system" / "controlDict").write_text("application icoFoam;\n")
    (case / "Allrun").write_text(HEADER + script)
    verdict = check_case(case, installation.applications,
                         readable_roots={"WM_PROJECT_DIR": installation.project_dir})
    assert verdict.allowed, verdict.describe()


def test_a_read_variable_is_unknown_before_its_line_too(tmp_path: Path,
                                                        installation: Installation) -> None:
    """In a loop the line that reads runs before the line that uses, on the next pass."""
    case = tmp_path / "case"
    (case / "system").mkdir(parents=True)
    (case / "system" / "controlDict").write_text("application icoFoam;\n")
    (case / "Allrun").write_text(HEADER + "d=0\nwhile true; do rm -rf $d; read d; done\n")
    verdict = check_case(case, installation.applications)
    assert not verdict.allowed and "not known" in (verdict.reason or "")


@pytest.mark.parametrize(("id_map", "chosen"), [
    ("0 0 4294967295\n", HOST_UID),
    ("0 100000 65536\n", 65533),
    ("0 1000 1\n1 100000 65535\n", 65533),
])
def test_the_jails_host_id_is_one_the_namespace_maps(id_map: str, chosen: int,
                                                      tmp_path: Path) -> None:
    (tmp_path / "uid_map").write_text(id_map)
    assert mapped_id(str(tmp_path / "uid_map")) == chosen

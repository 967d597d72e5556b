"""Counts for BENCHMARKS.md: the hostile corpus against the gate, the scan and the jail.

Why: the issue asks for tried / rejected by the gate / contained by the jail / escaped. Every
script of ``tests/security/corpus.py`` goes through the gate; then, with the gate and the scan
switched off, it runs in the jail and a canary outside the case is compared before and after.
Every hostile dictionary goes through the scan.

Usage: PYTHONPATH=. .venv/bin/python benchmarks/security_corpus.py
"""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path
from unittest import mock

from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.runners import LocalRunner, check_case
from foam_agent.agents.runners.allrun import AllrunCheck, controldict_application
from foam_agent.agents.runners.base import scan_context
from foam_agent.agents.runners.dictionary_scan import scan_case
from tests.security.corpus import DICTIONARIES, SCRIPTS
from tests.security.test_gate_corpus import write_hostile_case


def _snapshot(directory: Path) -> dict[str, bytes]:
    return {str(path.relative_to(directory)): path.read_bytes() if path.is_file() else b"/"
            for path in sorted(directory.rglob("*"))}


def _allow(case_dir: Path, *_: object, **__: object) -> AllrunCheck:
    return AllrunCheck(True, controldict_application(case_dir))


def main() -> None:
    installation = find_local_installation()
    roots = {"WM_PROJECT_DIR": installation.project_dir,
             "FOAM_TUTORIALS": installation.tutorials_dir}
    rejected = contained = escaped = 0
    started = time.perf_counter()
    for hostile in SCRIPTS:
        with tempfile.TemporaryDirectory() as root:
            canary = Path(root) / "canary"
            (canary / "keep").mkdir(parents=True)
            (canary / "secret").write_text("secret\n")
            case = write_hostile_case(Path(root), hostile, canary)
            if not check_case(case, installation.applications, readable_roots=roots).allowed:
                rejected += 1
            before = _snapshot(canary)
            with mock.patch("foam_agent.agents.runners.base.check_case", _allow), \
                    mock.patch("foam_agent.agents.runners.base.scan_case", lambda *_: None):
                LocalRunner(sandbox=True).run(case, timeout_s=30)
            if _snapshot(canary) == before:
                contained += 1
            else:
                escaped += 1
                print(f"ESCAPED: {hostile.name}")
    scripts_s = time.perf_counter() - started
    refused_dictionaries = 0
    tutorial = Path(installation.tutorials_dir or "") / "incompressible/icoFoam/cavity/cavity"
    for _, _, relative, text in DICTIONARIES:
        with tempfile.TemporaryDirectory() as root:
            case = Path(root) / "case"
            shutil.copytree(tutorial, case)
            path = case / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a") as stream:
                stream.write("\n" + text.replace("{CANARY}", f"{root}/canary"))
            if scan_case(case, scan_context(installation)) is not None:
                refused_dictionaries += 1
    print(f"scripts tried {len(SCRIPTS)}, rejected by the gate {rejected}, "
          f"contained by the jail with the gate off {contained}, escaped {escaped} "
          f"({scripts_s:.0f} s)")
    print(f"dictionaries tried {len(DICTIONARIES)}, refused by the scan {refused_dictionaries}")


if __name__ == "__main__":
    main()

"""Every hostile script of the corpus is refused by the gate, naming its line.

Gate-only and cheap: nothing runs. The jail is proved separately in ``test_jail.py``.
"""

from __future__ import annotations

import collections
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import check_case
from tests.security.corpus import SCRIPTS, Hostile

HEADER = '#!/bin/sh\ncd "${0%/*}" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n'


def write_hostile_case(root: Path, hostile: Hostile, canary: Path) -> Path:
    """A minimal case holding ``hostile``'s Allrun and files, aimed at ``canary``."""
    case = root / "case"
    (case / "system").mkdir(parents=True)
    (case / "system" / "controlDict").write_text("application icoFoam;\n")
    (case / "Allrun").write_text(HEADER + hostile.allrun.format(CANARY=canary), newline="")
    for relative, text in hostile.files:
        path = case / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.format(CANARY=canary))
    return case


def test_corpus_covers_every_class_twice() -> None:
    counts = collections.Counter(hostile.kind for hostile in SCRIPTS)
    assert len(SCRIPTS) >= 70
    assert all(count >= 2 for count in counts.values()), counts


@pytest.mark.parametrize("hostile", SCRIPTS, ids=[hostile.name for hostile in SCRIPTS])
def test_gate_refuses(hostile: Hostile, tmp_path: Path, installation: Installation) -> None:
    canary = tmp_path / "canary"
    canary.mkdir()
    case = write_hostile_case(tmp_path, hostile, canary)
    verdict = check_case(case, installation.applications,
                         readable_roots={"WM_PROJECT_DIR": installation.project_dir,
                                         "FOAM_TUTORIALS": installation.tutorials_dir})
    assert not verdict.allowed, f"{hostile.name} passed the gate"
    assert verdict.reason
    assert verdict.script is not None

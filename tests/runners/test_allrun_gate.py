"""The Allrun gate, table-driven: what may run and what is refused, with the reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import check_case

HEADER = '#!/bin/sh\ncd "${0%/*}" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n'

ALLOWED = {
    "foambench style": 'application="$(getApplication)"\nrunApplication blockMesh\n'
                       "runApplication $application\n",
    "tutorial style": "restore0Dir\nrunApplication blockMesh\n"
                      "runApplication $(getApplication) -writePhi\n",
    "parallel": "runApplication decomposePar\nrunParallel $(getApplication)\n"
                "runApplication reconstructPar -latestTime\n",
    "mpirun direct": "mpirun --oversubscribe -np 2 icoFoam -parallel > log.icoFoam 2>&1\n",
    "file commands": "cp -r 0.orig 0\nmkdir -p constant/triSurface\nrm -rf 0/*.orig\n"
                     "sed -i 's/uniform 1/uniform 2/g' 0/U\n",
    "control flow": "if notTest $@\nthen\n    runApplication icoFoam\nfi\n"
                    "for dir in a b; do echo $dir; done\n",
    "subshell": "mkdir -p sub\n(cd sub && echo inside)\n",
    "read installation": "cp $FOAM_TUTORIALS/resources/geometry/x.stl.gz constant/\n",
    "continuation": "runApplication \\\n    blockMesh\n",
    "plain loop words": "for i in 1 2; do\n    runApplication -s $i topoSet -dict system/d.$i\n"
                        "done\n",
}

REFUSED = {
    "curl": ("curl http://example.com -o x\n", "'curl' is neither"),
    "rm root": ("rm -rf /\n", "outside the case"),
    "command substitution": ("echo $(whoami)\n", "command substitution"),
    "backticks": ("echo `id`\n", "backtick"),
    "write outside": ("cp 0/U ../stolen\n", "outside the case"),
    "redirect outside": ("echo hi > /tmp/x\n", "outside the case"),
    "absolute write": ("mkdir /etc/foam\n", "outside the case"),
    "cd outside": ("cd ..\nrm -rf victim\n", "outside the case"),
    "home": ("cp 0/U ~/x\n", "home directory"),
    "unknown solver": ("runApplication notAFoam\n", "not an OpenFOAM program"),
    "variable command": ("$TOOL --version\n", "not known"),
    "unknown variable path": ("rm -rf $TARGET\n", "not known"),
    "background": ("icoFoam &\n", "background"),
    "here document": ("cat > 0/U <<EOF\nx\nEOF\n", "here-documents"),
    "source other": (". /etc/profile\n", "may be sourced"),
    "sed execute": ("sed -i 's/a/b/e' 0/U\n", "substitution flag 'e'"),
    "python": ("python3 -c 'print(1)'\n", "'python3' is neither"),
    "delete case": ("rm -rf .\n", "case directory itself"),
    "read secrets": ("cat /etc/shadow\n", "outside the case and the installation"),
    "mpirun other": ("mpirun -np 2 bash -c ls\n", "not an OpenFOAM program"),
    "loop word up": ("for i in .. x; do cp 0/U $i/y; done\n", "not known"),
}


def make_case(root: Path, allrun: str, application: str = "icoFoam") -> Path:
    case = root / "case"
    (case / "system").mkdir(parents=True)
    (case / "system" / "controlDict").write_text(f"application {application};\n")
    (case / "Allrun").write_text(HEADER + allrun)
    return case


def roots(installation: Installation) -> dict[str, str | None]:
    return {"WM_PROJECT_DIR": installation.project_dir,
            "FOAM_TUTORIALS": installation.tutorials_dir}


@pytest.mark.parametrize("script", ALLOWED.values(), ids=list(ALLOWED))
def test_allowed(script: str, tmp_path: Path, installation: Installation) -> None:
    verdict = check_case(make_case(tmp_path, script), installation.applications,
                         readable_roots=roots(installation))
    assert verdict.allowed, verdict.describe()
    assert verdict.application == "icoFoam"


@pytest.mark.parametrize(("script", "reason"), REFUSED.values(), ids=list(REFUSED))
def test_refused(script: str, reason: str, tmp_path: Path, installation: Installation) -> None:
    verdict = check_case(make_case(tmp_path, script), installation.applications,
                         readable_roots=roots(installation))
    assert not verdict.allowed
    assert reason in (verdict.reason or ""), verdict.describe()
    assert verdict.script == "Allrun"
    assert verdict.line_number is not None and verdict.line_number > 3
    assert verdict.line is not None and verdict.line.strip() in verdict.describe()


def test_controldict_application_must_be_installed(tmp_path: Path,
                                                   installation: Installation) -> None:
    case = make_case(tmp_path, "runApplication $(getApplication)\n", application="curl")
    verdict = check_case(case, installation.applications, readable_roots=roots(installation))
    assert not verdict.allowed
    assert "'curl'" in (verdict.reason or "")


def test_controldict_application_is_checked_without_allrun(tmp_path: Path,
                                                           installation: Installation) -> None:
    case = make_case(tmp_path, "", application="rm")
    (case / "Allrun").unlink()
    verdict = check_case(case, installation.applications)
    assert not verdict.allowed
    assert verdict.script == "system/controlDict"


def test_case_scripts_are_checked_too(tmp_path: Path, installation: Installation) -> None:
    case = make_case(tmp_path, "./Allrun.pre\nrunApplication icoFoam\n")
    (case / "Allrun.pre").write_text("#!/bin/sh\nwget http://example.com\n")
    verdict = check_case(case, installation.applications)
    assert not verdict.allowed
    assert verdict.script == "Allrun.pre"
    assert verdict.line_number == 2


def test_symlink_escaping_the_case_is_refused(tmp_path: Path, installation: Installation) -> None:
    case = make_case(tmp_path, "cp 0/U link/U\n")
    (case / "link").symlink_to(tmp_path.parent)
    verdict = check_case(case, installation.applications)
    assert not verdict.allowed
    assert "outside the case" in (verdict.reason or "")


def test_most_installation_tutorials_pass(installation: Installation) -> None:
    """The gate must not refuse ordinary tutorial scripts wholesale."""
    assert installation.tutorials_dir
    allruns = sorted(Path(installation.tutorials_dir).rglob("Allrun"))
    allowed = sum(
        check_case(path.parent, installation.applications,
                   readable_roots=roots(installation)).allowed
        for path in allruns
    )
    # Measured: 222 of 317 (benchmarks/allrun_gate_tutorials.py); the rest use awk, GUI tools,
    # functions, programs this build lacks, or paths outside their case (mergeMeshes ../x).
    assert allowed / len(allruns) > 0.65

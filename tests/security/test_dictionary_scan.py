"""The dictionary scan refuses code and outside paths, before any run and in ``bench prepare``.

The cases are the cavity tutorial with one hostile entry added; every refusal must name the
file and the entry. A clean cavity must still pass, or the scan would refuse everything.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner
from foam_agent.agents.runners.base import scan_context
from foam_agent.agents.runners.dictionary_scan import scan_case
from foam_agent.foambench.datasets import parse_cases
from foam_agent.foambench.references import prepare_reference
from tests.conftest import CAVITY
from tests.security.corpus import DICTIONARIES

CaseFactory = Callable[..., Path]


def add_entry(case: Path, relative: str, text: str) -> None:
    path = case / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    previous = path.read_text() if path.is_file() else ""
    path.write_text(previous + "\n" + text)


def test_the_clean_cavity_passes(tutorial_case: CaseFactory, installation: Installation) -> None:
    assert scan_case(tutorial_case(CAVITY), scan_context(installation)) is None


@pytest.mark.parametrize(("name", "kind", "relative", "text"), DICTIONARIES,
                         ids=[entry[0] for entry in DICTIONARIES])
def test_scan_refuses(name: str, kind: str, relative: str, text: str, tmp_path: Path,
                      tutorial_case: CaseFactory, installation: Installation) -> None:
    case = tutorial_case(CAVITY)
    add_entry(case, relative, text.replace("{CANARY}", str(tmp_path / "canary")))
    finding = scan_case(case, scan_context(installation))
    assert finding is not None, f"{name} ({kind}) passed the scan"
    assert finding.file == relative
    assert finding.entry and finding.entry in finding.describe()


def test_a_link_out_of_the_case_is_refused(tutorial_case: CaseFactory, tmp_path: Path,
                                           installation: Installation) -> None:
    case = tutorial_case(CAVITY)
    (case / "constant" / "data").symlink_to(tmp_path)
    finding = scan_case(case, scan_context(installation))
    assert finding is not None and finding.file == "constant/data"


def test_gzipped_dictionaries_are_read(tutorial_case: CaseFactory,
                                       installation: Installation) -> None:
    import gzip

    case = tutorial_case(CAVITY)
    with gzip.open(case / "0" / "T.gz", "wt") as stream:
        stream.write("x #codeStream { code #{ #}; };\n")
    finding = scan_case(case, scan_context(installation))
    assert finding is not None and finding.file == "0/T.gz"


def test_the_runner_rejects_before_running(tutorial_case: CaseFactory) -> None:
    case = tutorial_case(CAVITY)
    add_entry(case, "system/controlDict",
              "functions { f { type systemCall; executeCalls (\"id\"); } }")
    result = LocalRunner().run(case, timeout_s=60)
    assert result.status == "rejected"
    assert "system/controlDict" in result.message and "systemCall" in result.message
    assert not list(case.glob("log.*"))


def test_bench_prepare_refuses_a_hostile_reference(tmp_path: Path) -> None:
    """A dataset JSON whose reference loads a library from /tmp never runs."""
    tutorial = Path("/usr/share/doc/openfoam-examples/examples") / CAVITY
    files = {f"{folder}/{path.name}": path.read_text()
             for folder in ("0", "constant", "system")
             for path in sorted((tutorial / folder).iterdir()) if path.is_file()}
    files["system/controlDict"] += '\nlibs ("/tmp/foam-agent-evil.so");\n'
    data = {"cavity/hostile": {"usr_requirement": "lid-driven cavity", **files}}
    (case,) = parse_cases(json.loads(json.dumps(data)), split="custom", source="hostile.json")
    report = prepare_reference(case, runner=LocalRunner(), cache_dir=tmp_path / "cache",
                               timeout_s=60)
    assert report.status == "rejected"
    assert "libs" in report.reason or "foam-agent-evil" in report.reason
    assert not list(Path(report.case_dir).glob("log.*"))


def test_a_run_that_writes_a_forbidden_entry_is_no_success(tutorial_case: CaseFactory) -> None:
    """The gate allows echo into the case; the scan after the run catches what it wrote."""
    case = tutorial_case(CAVITY)
    (case / "Allrun").write_text(
        "#!/bin/sh\ncd \"${0%/*}\" || exit 1\n. ${WM_PROJECT_DIR:?}/bin/tools/RunFunctions\n"
        "runApplication blockMesh\nrunApplication icoFoam\n"
        "echo 'libs (\"/tmp/foam-agent-evil.so\");' >> system/controlDict\n")
    result = LocalRunner().run(case, timeout_s=120)
    assert result.status == "failed"
    assert "forbidden dictionary entry" in result.message
    assert "system/controlDict" in result.message


def test_a_mesh_a_converter_is_given_is_data_not_a_dictionary(
        tutorial_case: CaseFactory, installation: Installation) -> None:
    """``ansysToFoam flange.ans``: the ANSYS file starts with ``/BATCH``, a command of its own
    format, not a path; read as data it passes. A ``libs`` entry in the same file is still code
    the scan refuses, and a ``-dict`` file holding ``/BATCH`` is read as a dictionary."""
    case = tutorial_case("basic/laplacianFoam/flange")
    mesh = case / "flange.ans"
    assert mesh.read_text().startswith("/BATCH")
    context = scan_context(installation)
    assert scan_case(case, context, named=[mesh]) is None
    mesh.write_text(mesh.read_text() + '\nlibs ("/tmp/evil.so");\n')
    assert scan_case(case, context, named=[mesh]) is not None
    add_entry(case, "system/convertDict", "root /BATCH;\n")
    finding = scan_case(case, context, named=[case / "system/convertDict"])
    assert finding is not None and "/BATCH" in finding.reason


def test_numbers_are_passed_over_but_a_path_among_them_is_found_on_its_line(
        tutorial_case: CaseFactory, installation: Installation) -> None:
    """The walk skips numbers and punctuation (a mesh is millions of them) without a check:
    a path out of the case or a code word among them is still refused, on the line it stands."""
    case = tutorial_case(CAVITY)
    points = case / "constant" / "polyMesh" / "points"
    points.parent.mkdir(exist_ok=True)
    numbers = "".join(f"({index}.5 -1e-3 +.25)\n" for index in range(2000))
    header = 'FoamFile { location "constant/polyMesh"; object points; }\n2000\n(\n'
    context = scan_context(installation)
    for hidden, entry in (("../../../x", "../../../x"), ("~/x", "~/x"),
                          ("/etc/passwd", "/etc/passwd"), ("systemCall", "systemCall"),
                          ("#calc", "#calc 1")):
        points.write_text(header + numbers + f"{hidden} 1\n" + numbers + ")\n")
        finding = scan_case(case, context)
        assert finding is not None, hidden
        assert (finding.file, finding.line, finding.entry) == (
            "constant/polyMesh/points", 2004, entry), finding
    points.write_text(header + numbers + ")\n")
    assert scan_case(case, context) is None

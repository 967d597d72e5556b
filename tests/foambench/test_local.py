"""The local benchmark: complete, reproducible from the tutorials, and its references run here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from foam_agent.agents.openfoam import Installation
from foam_agent.agents.runners import LocalRunner, check_case
from foam_agent.foambench.datasets import LOCAL_DATASET_FILE, Dataset, load_dataset, unpack_case
from foam_agent.foambench.local import generate
from foam_agent.foambench.references import prepare_references

#: One fast reference from each of three different families (each runs in about a second).
SAMPLE = ("cavity/slip-walls", "obliqueShock/coarse", "squareBump/no-rotation")


@pytest.fixture(scope="module")
def local() -> Dataset:
    return load_dataset("local")


def test_local_benchmark_size_and_families(local: Dataset) -> None:
    families = local.families()
    assert len(local.cases) >= 20
    assert len(families) >= 6 and min(families.values()) >= 3
    assert local.split == "local"
    assert {case.id.split("/")[0] for case in local.cases} == set(families)


def test_every_case_is_complete_and_distinct(local: Dataset) -> None:
    prompts = [case.prompt for case in local.cases]
    assert len(set(prompts)) == len(prompts)
    assert len({case.content_hash for case in local.cases}) == len(local.cases)
    for case in local.cases:
        assert len(case.prompt) > 120, case.id
        assert {"Allrun", "system/controlDict", "system/fvSchemes", "system/fvSolution",
                "system/blockMeshDict"} <= set(case.files), case.id
        assert any(path.startswith("0/") for path in case.files), case.id


def test_prompts_vary_in_wording(local: Dataset) -> None:
    """No two prompts of a family open alike: they read as different users' requests."""
    openings = [" ".join(case.prompt.split()[:3]).lower() for case in local.cases]
    assert len(set(openings)) == len(openings)


def test_every_allrun_passes_the_gate(local: Dataset, installation: Installation,
                                      tmp_path: Path) -> None:
    for case in local.cases:
        directory = unpack_case(case, tmp_path / case.slug)
        verdict = check_case(directory, installation.applications,
                             readable_roots={"WM_PROJECT_DIR": installation.project_dir})
        assert verdict.allowed, (case.id, verdict.describe())
        assert verdict.application in installation.applications


def test_dataset_file_is_what_the_generator_writes(installation: Installation) -> None:
    assert installation.tutorials_dir
    built = generate.build_dataset(Path(installation.tutorials_dir))
    assert built == json.loads(LOCAL_DATASET_FILE.read_text(encoding="utf-8"))


def test_generator_refuses_an_edit_that_misses(installation: Installation) -> None:
    assert installation.tutorials_dir
    broken = generate.Variant("broken", "none", "prompt",
                              (generate.Replace("system/blockMeshDict", "(21 21 1)", "x"),))
    with pytest.raises(generate.SpecError, match="occurs 0 times"):
        generate.build_case(generate.CAVITY, broken, Path(installation.tutorials_dir))


@pytest.mark.slow
def test_sample_of_local_references_runs(local: Dataset, installation: Installation,
                                         tmp_path: Path) -> None:
    cases = local.select(cases=list(SAMPLE))
    assert len({case.family for case in cases}) == 3
    reports = prepare_references(cases, runner=LocalRunner(installation=installation),
                                 cache_dir=tmp_path, timeout_s=120)
    for report in reports:
        assert (report.status, report.translation) == ("success", "not-needed"), report.reason
        assert report.seconds < 60

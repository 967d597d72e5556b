"""The installation probe and the dialect names."""

from __future__ import annotations

import pytest

from foam_agent.agents.openfoam import Installation, dialect_of
from foam_agent.agents.openfoam.installation import parse_probe


@pytest.mark.parametrize(
    ("version", "dialect"),
    [("v1912", "esi-1912"), ("v2312", "esi-2312"), ("10", "foundation-10"),
     ("dev", "foundation-dev"), ("", "unknown-none"), ("weird", "unknown-weird")],
)
def test_dialect_names(version: str, dialect: str) -> None:
    assert dialect_of(version) == dialect


def test_this_machine_is_esi_1912_with_its_programs(installation: Installation) -> None:
    assert installation.dialect == "esi-1912"
    assert installation.has_application("icoFoam")
    assert installation.has_application("blockMesh")
    # /usr/bin holds the whole system; only OpenFOAM's own programs may count as applications.
    assert not installation.has_application("bash")
    assert not installation.has_application("curl")
    assert installation.tutorials_dir is not None


def test_probe_output_is_parsed() -> None:
    parsed = parse_probe(
        "project_dir=/opt/openfoam10\nversion=10\ntutorials_dir=\napp foamRun\napp blockMesh\n"
    )
    assert parsed.dialect == "foundation-10"
    assert parsed.is_foundation
    assert parsed.tutorials_dir is None
    assert parsed.applications == frozenset({"foamRun", "blockMesh"})

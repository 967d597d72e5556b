"""``foam-agent index build | query | info`` as a user calls them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from foam_agent.agents.openfoam import Installation
from foam_agent.cli import app
from foam_agent.rag_index.build import HELP_CACHE_FILE
from tests.rag_index.conftest import FIXTURE_CASES


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def index_dir(tmp_path: Path, installation: Installation, help_texts: dict[str, str]) -> Path:
    """An index folder whose help cache is already filled (collecting all takes ~10 s)."""
    folder = tmp_path / "index"
    folder.mkdir()
    cache = {"dialect": installation.dialect, "version": installation.version, "help": help_texts}
    (folder / HELP_CACHE_FILE).write_text(json.dumps(cache))
    return folder


def test_build_query_info(
    runner: CliRunner, index_dir: Path, fixture_tutorials: Path, help_texts: dict[str, str]
) -> None:
    where = ["--index-dir", str(index_dir), "--tutorials", str(fixture_tutorials)]
    built = runner.invoke(app, ["index", "build", *where, "--json"])
    assert built.exit_code == 0, built.output
    payload = json.loads(built.stdout)
    assert payload["built"] is True and payload["reasons"][0].startswith("no index in")
    assert payload["manifest"]["counts"]["commands"] == len(help_texts)
    assert f"{len(FIXTURE_CASES)} cases" in built.stderr

    again = runner.invoke(app, ["index", "build", *where])
    assert again.exit_code == 0 and again.stdout == ""
    assert "is up to date" in again.stderr

    query = runner.invoke(
        app, ["index", "query", "lid-driven cavity icoFoam", "-k", "2", *where, "--json"]
    )
    assert query.exit_code == 0, query.output
    hits = json.loads(query.stdout)  # the whole of stdout is one JSON value
    assert [set(hit) for hit in hits] == [{"case", "solver", "domain", "score"}] * 2
    assert hits[0]["case"] == "incompressible/icoFoam/cavity/cavity"
    assert hits[0]["score"] >= hits[1]["score"]
    assert "solver icoFoam" in query.stderr  # the table says why

    info = runner.invoke(app, ["index", "info", *where, "--json"])
    assert info.exit_code == 0, info.output
    status = json.loads(info.stdout)
    assert status["fresh"] is True and status["reasons"] == []
    assert status["manifest"]["dialect"] == "esi-1912"

    filtered = runner.invoke(
        app, ["index", "query", "cavity", "--solver", "noSuchFoam", *where, "--json"]
    )
    assert filtered.exit_code == 0 and json.loads(filtered.stdout) == []
    assert "no case matches" in filtered.stderr

    explained = runner.invoke(
        app,
        ["index", "query", "Laminar cavity flow at Re = 400", "-k", "3", "--explain", *where,
         "--json"],
    )
    assert explained.exit_code == 0, explained.output
    rows = json.loads(explained.stdout)
    assert rows[0]["case"] == "incompressible/icoFoam/cavity/cavity"
    assert rows[0]["explanation"].startswith("incompressible/icoFoam/cavity/cavity: score")
    assert "facets matched: laminar" in explained.stderr  # printed for the user as well
    assert "embedding" in explained.stderr and "penalties:" in explained.stderr


def _one_clear_line(result: Result, message: str) -> None:
    assert result.exit_code == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert message in result.stderr
    assert result.stdout == ""


def test_bad_input_is_one_clear_line(
    runner: CliRunner, index_dir: Path, fixture_tutorials: Path, tmp_path: Path
) -> None:
    empty = tmp_path / "no-tutorials"
    empty.mkdir()
    result = runner.invoke(
        app, ["index", "build", "--index-dir", str(index_dir), "--tutorials", str(empty)]
    )
    _one_clear_line(result, "no tutorial case (a folder with system/controlDict) under")

    result = runner.invoke(app, ["index", "query", "  ", "--index-dir", str(index_dir)])
    _one_clear_line(result, "the query is empty")

    result = runner.invoke(app, ["index", "info", "--index-dir", str(tmp_path / "nothing")])
    _one_clear_line(result, "run 'foam-agent index build'")

    result = runner.invoke(app, ["index", "query", "cavity", "-k", "0"])
    assert result.exit_code == 2 and "Traceback" not in result.output

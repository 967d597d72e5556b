"""A zero-dimensional reactor's start written into chemFoam's ``constant/initialConditions``
and audited there; the tutorial whose mechanism has the fuel is the one followed; and chemFoam
itself starts from the state written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from foamlib import FoamFile

from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.authors.template import TemplateAuthor
from foam_agent.agents.authors.template.compose import Composition
from foam_agent.agents.case_files import CaseWriter
from foam_agent.agents.runners import LocalRunner
from tests.authors.conftest import Written, build_reference

GRI = "combustion/chemFoam/gri"
H2 = "combustion/chemFoam/h2"
HEPTANE = "combustion/chemFoam/nc7h16"
OCTANE = "combustion/chemFoam/ic8h18"
#: Standard atomic weights (g/mol; IUPAC 2013 abridged), to turn the written mole fractions
#: into the mass fraction chemFoam prints.
ATOMIC = {"C": 12.011, "H": 1.008, "O": 15.999, "N": 14.007}
METHANE_BOMB = ("Constant-volume bomb, chemFoam: methane with air at an equivalence ratio of "
                "0.75, filled at 12 atm and 1150 K. Run 20 ms.")


def _start(case: Composition) -> dict[str, object]:
    return dict(FoamFile.loads(case.files["constant/initialConditions"]))


def test_the_mixture_replaces_the_tutorials_and_every_row_is_met(written: Written,
                                                                  tmp_path: Path) -> None:
    case, spec = written(GRI, METHANE_BOMB)
    start = _start(case)
    air = 79 / 21
    total = 0.75 + 2 + 2 * air
    assert dict(start["fractions"]) == pytest.approx(  # type: ignore[call-overload]
        {"CH4": 0.75 / total, "O2": 2 / total, "N2": 2 * air / total}, rel=1e-8)
    assert start["fractionBasis"] == "mole" and start["constantProperty"] == "volume"
    assert start["p"] == pytest.approx(12 * 101325) and start["T"] == pytest.approx(1150)
    root = CaseWriter(tmp_path / "case")
    for relative, text in case.files.items():
        root.write(relative, text)
    rows = audit_case(spec, tmp_path / "case")
    reactor = [row for row in rows if row.file == "constant/initialConditions"]
    assert len(reactor) == 6 and all(row.met for row in reactor), reactor


def test_a_fuel_the_mechanism_lacks_is_not_written_and_its_rows_are_unmet(
        written: Written, tmp_path: Path) -> None:
    case, spec = written(H2, "chemFoam, stoichiometric n-heptane/air, 40 bar, 750 K, const p")
    assert dict(_start(case)["fractions"]) == {"H2": 1, "N2": 3.76, "O2": 1}  # type: ignore[call-overload]
    assert any("has no NC7H16" in note for note in case.notes), case.notes
    writer = CaseWriter(tmp_path / "case")
    for relative, text in case.files.items():
        writer.write(relative, text)
    unmet = [row for row in audit_case(spec, tmp_path / "case") if not row.met]
    assert any(row.entry == "fractions/NC7H16" for row in unmet), unmet
    assert any(row.entry == "fractions/H2" for row in unmet), unmet


@pytest.mark.parametrize(("prompt", "followed"), [
    ("chemFoam, n-heptane in air, phi 1, 40 bar, 750 K, constant pressure, 0.5 ms.", HEPTANE),
    ("chemFoam: stoichiometric iso-octane/air, 50 atm, 800 K, const p, 1 ms.", OCTANE),
])
def test_the_tutorial_whose_mechanism_has_the_fuel_is_followed(
        prompt: str, followed: str, author: TemplateAuthor, tutorials_dir: Path,
        write_request: object) -> None:
    references = [build_reference(tutorials_dir, case, score)
                  for case, score in ((GRI, 0.9), (H2, 0.8), (HEPTANE, 0.7), (OCTANE, 0.6))]
    request = write_request(prompt, references)  # type: ignore[operator]
    assert author.plan(request).value.reference_case == followed


def _mass_fraction(fractions: dict[str, float], species: str, elements: dict[str, dict[str,
                   int]]) -> float:
    weight = {name: sum(ATOMIC[symbol] * count for symbol, count in elements[name].items())
              for name in fractions}
    total = sum(fractions[name] * weight[name] for name in fractions)
    return fractions[species] * weight[species] / total


@pytest.mark.slow
def test_chemfoam_starts_from_the_state_written(written: Written, runner: LocalRunner,
                                                tmp_path: Path) -> None:
    """The h2 tutorial shortened to 20 µs: chemFoam's first step prints the T, p and hydrogen
    mass fraction it read, which are the request's (the mole fractions written, normalised by
    chemFoam itself, turned into a mass fraction here)."""
    case, spec = written(H2, "chemFoam, hydrogen with air at phi 0.6, closed vessel, 3 bar and "
                             "1250 K; run 20 microseconds.")
    root = tmp_path / "case"
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    result = runner.run(root)
    assert result.ok, (result.status, result.error_class)
    log = next(root.glob("log.chemFoam")).read_text()
    first = re.search(r"T = (\S+), p = (\S+), H2 = (\S+)", log)
    assert first is not None, log[-2000:]
    assert float(first.group(1)) == pytest.approx(1250, rel=1e-4)
    assert float(first.group(2)) == pytest.approx(3e5, rel=1e-4)
    reactor = spec.stated.reactor
    assert reactor is not None
    elements = {"H2": {"H": 2}, "O2": {"O": 2}, "N2": {"N": 2}}
    assert float(first.group(3)) == pytest.approx(
        _mass_fraction(reactor.fractions(), "H2", elements), rel=1e-3)
    assert all(row.met for row in audit_case(spec, root)
               if row.file == "constant/initialConditions")


def test_a_reactor_no_retrieved_tutorial_runs_follows_the_mechanism_with_its_fuel(
        author: TemplateAuthor, tutorials_dir: Path, write_request: object) -> None:
    """Retrieval offered a spray bomb only; the request reads as a zero-dimensional reactor
    (chemFoam), and of chemFoam's tutorials the one whose mechanism burns n-heptane is
    followed, not the plainest one recalled by name."""
    prompt = ("Zero-dimensional ignition of n-heptane in air, phi 1, at constant pressure, "
              "40 bar and 750 K, 0.5 ms.")
    spray = build_reference(tutorials_dir, "lagrangian/sprayFoam/aachenBomb")
    plan = author.plan(write_request(prompt, [spray])).value  # type: ignore[operator]
    assert plan.solver == "chemFoam" and plan.reference_case == HEPTANE


@pytest.mark.slow
def test_the_gri_case_converts_its_mechanism_and_starts_from_the_state_written(
        written: Written, runner: LocalRunner, tmp_path: Path) -> None:
    """gri reads constant/reactions, which only its Allrun's chemkinToFoam writes; the Allrun
    written keeps that step (the tutorial's own is refused for its validation script) and the
    run starts at the stated state, the volume held."""
    case, spec = written(GRI, "chemFoam, methane in air at phi 0.7 in a sealed bomb at 10 atm "
                              "and 1250 K; run 20 microseconds.")
    assert "chemkinToFoam" in case.files["Allrun"], case.files["Allrun"]
    root = tmp_path / "case"
    writer = CaseWriter(root)
    for relative, text in case.files.items():
        writer.write(relative, text)
    result = runner.run(root)
    assert result.ok, (result.status, result.error_class)
    first = re.search(r"T = (\S+), p = (\S+), CH4 = (\S+)", (root / "log.chemFoam").read_text())
    assert first is not None
    assert float(first.group(1)) == pytest.approx(1250, rel=1e-3)
    assert float(first.group(2)) == pytest.approx(1013250, rel=1e-3)
    reactor = spec.stated.reactor
    assert reactor is not None
    elements = {"CH4": {"C": 1, "H": 4}, "O2": {"O": 2}, "N2": {"N": 2}}
    assert float(first.group(3)) == pytest.approx(
        _mass_fraction(reactor.fractions(), "CH4", elements), rel=1e-3)

"""Relative requirements applied by the template author and checked by the audit, on real
tutorials (no solver run): a refinement, a square's side, values relative to another boundary
or to the followed case, and a switch to a Newtonian viscosity.

Each audit is also run where the requirement does not hold (the tutorial as shipped, or with
no baseline), so a check that always passes would fail here.
"""

from __future__ import annotations

import re
from pathlib import Path

from foam_agent.agents.audit.baseline import followed_files
from foam_agent.agents.audit.check import audit_case
from foam_agent.agents.audit.rows import AuditRow
from foam_agent.agents.authors.base import Draft, Plan, WriteRequest
from foam_agent.agents.authors.editors.workspace import workspace
from foam_agent.agents.authors.template.author import TemplateAuthor
from foam_agent.agents.authors.template.compose import reference_files
from foam_agent.agents.authors.template.memory import read_tutorial
from foam_agent.agents.openfoam import find_local_installation
from foam_agent.agents.spec.parse import parse_spec

CAVITY = "incompressible/icoFoam/cavity/cavity"
PITZ = "incompressible/simpleFoam/pitzDaily"
CYLINDER = "incompressible/nonNewtonianIcoFoam/offsetCylinder"
BENARD = "heatTransfer/buoyantBoussinesqPimpleFoam/BenardCells"


def tutorials() -> Path:
    return Path(str(find_local_installation().tutorials_dir))


def written(case: str, prompt: str) -> tuple[Draft, dict[str, str], WriteRequest]:
    """The template author's case for ``prompt`` following tutorial ``case``."""
    installation = find_local_installation()
    reference = read_tutorial(tutorials(), case)
    request = WriteRequest(prompt=prompt, spec=parse_spec(prompt,
                                                          solvers=installation.applications),
                           dialect=installation.dialect,
                           solvers=sorted(installation.applications), references=[reference])
    author = TemplateAuthor(tutorials_dir=tutorials())
    draft = author.write(request, author.plan(request).value).value
    return draft, reference_files(reference), request


def audited(files: dict[str, str], request: WriteRequest,
            baseline: dict[str, str] | None) -> list[AuditRow]:
    with workspace(files) as root:
        return audit_case(request.spec, root, baseline=baseline)


def rows_named(rows: list[AuditRow], start: str) -> list[AuditRow]:
    return [row for row in rows if row.requirement.startswith(start)]


def hex_cells(block_mesh: str) -> list[tuple[int, ...]]:
    return [tuple(int(n) for n in match.split())
            for match in re.findall(r"hex\s*\([^)]*\)\s*(?:\w+\s*)?\(\s*([\d\s]+)\)",
                                    block_mesh)]


def test_three_times_finer_multiplies_every_block_and_keeps_the_grading() -> None:
    prompt = "backward-facing step with simpleFoam on a mesh three times finer, 20 iterations"
    draft, baseline, request = written(PITZ, prompt)
    before, after = baseline["system/blockMeshDict"], draft.files["system/blockMeshDict"]
    old, new = hex_cells(before), hex_cells(after)
    assert len(old) == len(new) == 5
    assert new == [tuple(n * 3 if n > 1 else n for n in block) for block in old]
    grading = re.compile(r"((?:simple|edge)Grading)\s*\(([^)]*)\)")
    assert [(kind, " ".join(g.split())) for kind, g in grading.findall(before)] == \
        [(kind, " ".join(g.split())) for kind, g in grading.findall(after)]
    (row,) = rows_named(audited(draft.files, request, baseline), "mesh refinement")
    assert row.met, row
    (unrefined,) = rows_named(audited(baseline, request, baseline), "mesh refinement")
    assert not unrefined.met
    (unknown,) = rows_named(audited(draft.files, request, None), "mesh refinement")
    assert not unknown.met and "not known" in unknown.note


def test_a_square_side_sets_the_cavity_extents() -> None:
    prompt = "Lid-driven flow in a square cavity measuring 4 cm per side, lid 0.5 m/s, 0.1 s"
    draft, baseline, request = written(CAVITY, prompt)
    rows = audited(draft.files, request, baseline)
    sizes = rows_named(rows, "domain size")
    assert {row.requirement for row in sizes} == {"domain size in x", "domain size in y"}
    assert all(row.met and row.expected == "0.04" for row in sizes), sizes
    assert not any(row.met for row in rows_named(audited(baseline, request, baseline),
                                                 "domain size"))


def test_a_value_relative_to_the_followed_case_is_resolved_applied_and_audited() -> None:
    prompt = "pitzDaily but with the inflow 25 % faster than the tutorial's, 20 iterations"
    draft, baseline, request = written(PITZ, prompt)
    inlet = re.search(r"inlet\s*\{[^}]*value\s+uniform\s*\(([^)]*)\)", draft.files["0/U"])
    assert inlet is not None and [float(x) for x in inlet.group(1).split()] == [12.5, 0, 0]
    (row,) = rows_named(audited(draft.files, request, baseline), "U on inflow (relative)")
    assert row.met and "10 0 0" in row.note and "x 1.25" in row.note, row
    (tutorial,) = rows_named(audited(baseline, request, baseline), "U on inflow")
    assert not tutorial.met


def test_a_value_relative_to_another_boundary_of_the_case() -> None:
    prompt = "Benard convection where the ceiling is 4 K colder than the floor; 50 s"
    draft, baseline, request = written(BENARD, prompt)
    ceiling = re.search(r"ceiling\s*\{[^}]*value\s+uniform\s+([\d.]+)", draft.files["0/T"])
    assert ceiling is not None and float(ceiling.group(1)) == 297.0
    rows = audited(draft.files, request, None)
    (row,) = rows_named(rows, "T on ceiling (relative)")
    assert row.met and "301 - 4" in row.note, row
    (shipped,) = rows_named(audited(baseline, request, None), "T on ceiling")
    assert not shipped.met and shipped.found == "300"


def test_an_unknown_base_is_reported_unmet_never_guessed() -> None:
    prompt = "pitzDaily, pressure at the outlet 10% higher than at the inlet, 20 iterations"
    draft, baseline, request = written(PITZ, prompt)
    (row,) = rows_named(audited(draft.files, request, baseline), "relative value")
    assert not row.met and "no uniform p on 'inlet'" in row.note
    assert any("relative value" in note and "inlet" in note for note in draft.notes)


def test_a_time_step_relative_to_the_tutorial() -> None:
    prompt = "cavity, lid at 1 m/s, time step cut in half compared with the tutorial, 0.2 s"
    draft, baseline, request = written(CAVITY, prompt)
    assert re.search(r"^deltaT\s+0\.0025;", draft.files["system/controlDict"], re.M)
    (row,) = rows_named(audited(draft.files, request, baseline), "deltaT (relative)")
    assert row.met and "0.005 x 0.5" in row.note


def test_newtonian_replaces_the_cross_power_law_and_takes_the_stated_nu() -> None:
    prompt = ("offset cylinder flow, but treat the liquid as Newtonian with a kinematic "
              "viscosity of 0.002 m2/s, end 0.05 s")
    draft, baseline, request = written(CYLINDER, prompt)
    transport = draft.files["constant/transportProperties"]
    assert re.search(r"^transportModel\s+Newtonian;", transport, re.M)
    assert re.search(r"^nu\s+0\.002;", transport, re.M)
    rows = audited(draft.files, request, baseline)
    assert all(row.met for row in rows_named(rows, "Newtonian")), rows
    assert all(row.met for row in rows_named(rows, "nu")), rows
    shipped = rows_named(audited(baseline, request, baseline), "Newtonian")
    assert shipped and not any(row.met for row in shipped)


def test_the_followed_tutorial_is_found_with_retrieval_off_and_only_when_needed() -> None:
    asked: list[str] = []

    def tutorials_dir() -> Path:
        asked.append("asked")
        return tutorials()

    plan = Plan(case_name="cavity", solver="icoFoam", reference_case=CAVITY, files=[])
    finer = parse_spec("cavity, twice as fine, end 0.1 s")
    files = followed_files(finer, plan, [], tutorials_dir)
    assert files is not None and "system/blockMeshDict" in files and asked == ["asked"]
    plain = parse_spec("cavity, lid 2 m/s, end 0.1 s")
    assert followed_files(plain, plan, [], tutorials_dir) is None and asked == ["asked"]
    missing = plan.model_copy(update={"reference_case": "incompressible/noSuchCase"})
    assert followed_files(finer, missing, [], tutorials_dir) is None
